import type { Db } from '../../db/database'
import { ensureAccount, postTransfer } from '../../ledger/ledger'

/**
 * Cash that points turn into (a conversion, a mall cash item), paid through the money ledger
 * (decision 055): from the brand's promotions account to the member's main wallet, kind `bonus`
 * so reports and bonus details count it with the other bonuses, once per `key`. In the caller's
 * transaction, with the point entry that pays for it.
 */
export async function payPointCash(
  trx: Db,
  input: {
    merchantId: number
    currency: string
    memberId: bigint
    amount: bigint
    /** Unique per payment: `point-convert:<member>:<request key>`, `point-redeem:<redemption id>`. */
    key: string
    /** What the points bought: a conversion or a mall item. */
    source: 'point_conversion' | 'point_mall'
  },
): Promise<{ transactionId: bigint }> {
  if (input.amount <= 0n) throw new RangeError('points pay above zero')
  const account = { merchantId: input.merchantId, currency: input.currency }
  const from = await ensureAccount(trx, { ...account, kind: 'promotions' })
  const to = await ensureAccount(trx, { ...account, kind: 'member_main', ownerMemberId: input.memberId })
  const posted = await postTransfer(trx, {
    idempotencyKey: input.key,
    ...account,
    kind: 'bonus',
    externalRef: input.key,
    entries: [
      { accountId: from, amount: -input.amount },
      { accountId: to, amount: input.amount },
    ],
    metadata: { bonusType: input.source, memberId: String(input.memberId) },
  })
  return { transactionId: posted.transactionId }
}
