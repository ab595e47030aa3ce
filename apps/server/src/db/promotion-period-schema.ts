import type { ColumnType } from 'kysely'

// Cashback and rebate periods (migration 0051, docs/domain/promotions.md).

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** How far a cashback or rebate promotion's periods are paid: every period ending by `paidUntil`. */
export interface PromotionPeriodCursorTable {
  promotionId: bigint
  paidUntil: Date
  updatedAt: Timestamp
}
