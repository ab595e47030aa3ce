import type { Db } from '../db/database'
import { walletAccount } from '../features/lottery/escrow'
import { bearer, registeredMember } from './accounts'
import { fundMember } from './lottery-bulk'
import type { TestApp } from './test-app'

/** Lottery test helpers: funded members, and bets generated in bulk with SQL (settlement tests and the bench). */
export interface Bettor {
  token: string
  memberId: bigint
  headers: Record<string, string>
}

export async function fundedBettor(
  t: TestApp,
  merchantId: number,
  currency: string,
  amount = 1_000_000n,
): Promise<Bettor> {
  const { token, id } = await registeredMember(t)
  await fundMember(t.db, merchantId, currency, id, amount)
  return { token, memberId: id, headers: bearer(token) }
}

/** What was done to a draw, as the audit log names it, oldest first. */
export async function drawAuditActions(db: Db, drawId: bigint): Promise<string[]> {
  const rows = await db
    .selectFrom('auditLog')
    .select('action')
    .where('target', '=', `lottery_draw:${drawId}`)
    .orderBy('id')
    .execute()
  return rows.map((row) => row.action)
}

export async function balanceOfMember(db: Db, merchantId: number, currency: string, memberId: bigint): Promise<bigint> {
  const id = await walletAccount(db, merchantId, currency, memberId)
  return (await db.selectFrom('ledgerAccounts').select('balance').where('id', '=', id).executeTakeFirstOrThrow())
    .balance
}

export { bulkBets, fundMember } from './lottery-bulk'
