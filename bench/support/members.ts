import type { Db } from '../../apps/server/src/db/database'
import { ensureAccount, transfer } from '../../apps/server/src/ledger/ledger'

/** Rows per insert and wallets per funding transfer: well inside 65,535 parameters. */
const CHUNK = 500

/** Members of the demo brand, inserted directly; never logged in, so no real password hash. */
export async function insertMembers(db: Db, names: readonly string[]): Promise<{ merchantId: number; ids: bigint[] }> {
  const merchantId = (
    await db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
  ).id
  const ids: bigint[] = []
  for (let start = 0; start < names.length; start += CHUNK) {
    const rows = names.slice(start, start + CHUNK).map((name) => ({
      merchantId,
      username: name,
      usernameKey: name,
      passwordHash: '$argon2id$bench',
      affiliateCode: name.toUpperCase(),
      profile: '{}',
      memberLabels: '[]',
      registerIp: '127.0.0.1',
    }))
    ids.push(...(await db.insertInto('members').values(rows).returning('id').execute()).map((r) => r.id))
  }
  return { merchantId, ids }
}

/** Each member's main wallet, funded with `amount` from the house, CHUNK wallets per transfer keyed `ref:start`. */
export async function fundWallets(
  db: Db,
  key: { merchantId: number; currency: string },
  members: readonly bigint[],
  amount: bigint,
  ref: string,
): Promise<bigint[]> {
  const house = await ensureAccount(db, { ...key, kind: 'house' })
  const wallets = await Promise.all(
    members.map((ownerMemberId) => ensureAccount(db, { ...key, kind: 'member_main', ownerMemberId })),
  )
  for (let start = 0; start < wallets.length; start += CHUNK) {
    const part = wallets.slice(start, start + CHUNK)
    await transfer(db, {
      idempotencyKey: `${ref}:${start}`,
      ...key,
      kind: 'bench_fund',
      externalRef: `${ref}:${start}`,
      entries: [
        { accountId: house, amount: -amount * BigInt(part.length) },
        ...part.map((accountId) => ({ accountId, amount })),
      ],
    })
  }
  return wallets
}

/** `count` member names: the prefix, then a zero-padded number. */
export const memberNames = (prefix: string, count: number, digits: number): string[] =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(digits, '0')}`)
