import type { ColumnType, Generated } from 'kysely'

// Four eyes on money (migration 0031, decision 041). Split from money-schema.ts to keep files short.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** A brand's thresholds in minor units; null: that kind never needs a second operator. */
export interface MerchantMoneyThresholdTable {
  merchantId: number
  adjustmentCredit: bigint | null
  adjustmentDebit: bigint | null
  bonus: bigint | null
  updatedBy: number | null
  updatedAt: Timestamp
}

export type MoneyRequestStatus = 'pending' | 'approved' | 'rejected'

/** A manual adjustment or bonus above its threshold, waiting for (or given) a second operator's decision. */
export interface MoneyRequestTable {
  id: Generated<bigint>
  merchantId: number
  memberId: bigint
  currency: string
  type: 'adjustment' | 'bonus'
  direction: 'credit' | 'debit'
  amount: bigint
  reason: string
  requestedBy: number
  /** The requester's Idempotency-Key: one request per operator and key. */
  requestKey: string
  status: Generated<MoneyRequestStatus>
  decidedBy: number | null
  decidedAt: Date | null
  decisionReason: string | null
  transactionId: bigint | null
  createdAt: Timestamp
}
