import type { ColumnType, Generated } from 'kysely'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** A brand's turnover rules (migration 0045): a deposit's multiple in hundredths of its amount (100: once). */
export interface MerchantTurnoverRuleTable {
  merchantId: number
  depositMultiplier: Generated<number>
  updatedBy: number | null
  updatedAt: Timestamp
}
