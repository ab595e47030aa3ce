import type { Db } from '../db/database'
import { ensureAccount, transfer } from '../ledger/ledger'

/** Test money for a member. Free of the test framework: bench/settle.ts reaches it through lottery-bulk. */
export interface WalletSeed {
  merchantId: number
  currency: string
  memberId: bigint
  /** Minor units; negative takes money back to the source. */
  amount: bigint
  /** The transfer's idempotency key, and its external reference unless `ref` is given. */
  key: string
  ref?: string
  /** Trial players are funded from the demo funding account rather than the house. */
  source?: 'house' | 'demo_funding'
}

/** Moves the seed into the member's main wallet as one `test_seed` transfer; answers the wallet. */
export async function seedMainWallet(db: Db, seed: WalletSeed): Promise<bigint> {
  const { merchantId, currency, amount } = seed
  const wallet = await ensureAccount(db, { merchantId, currency, kind: 'member_main', ownerMemberId: seed.memberId })
  const source = await ensureAccount(db, { merchantId, currency, kind: seed.source ?? 'house' })
  await transfer(db, {
    idempotencyKey: seed.key,
    merchantId,
    currency,
    kind: 'test_seed',
    externalRef: seed.ref ?? seed.key,
    entries: [
      { accountId: source, amount: -amount },
      { accountId: wallet, amount },
    ],
  })
  return wallet
}
