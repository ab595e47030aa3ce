import type { ColumnType, Generated } from 'kysely'

// Entered official result sheets (migration 0040, decision 052). Apart from schema.ts to keep files short.

export type LotteryEntryOutcome = 'pending' | 'confirmed' | 'rejected' | 'replaced'

/**
 * One sheet as an operator entered it. pending: waiting for a second operator (one per draw);
 * confirmed: became the draw's result; rejected: refused by a second operator, with a reason;
 * replaced: entered over by another sheet before anyone decided.
 */
export interface LotteryResultEntryTable {
  id: Generated<bigint>
  drawId: bigint
  sheet: ColumnType<unknown, string, string>
  /** Null only for sheets copied in by the migration: derived from the sheet then. */
  sheetHash: string | null
  enteredBy: number
  enteredAt: ColumnType<Date, Date | string | undefined, Date | string>
  outcome: Generated<LotteryEntryOutcome>
  decidedBy: number | null
  decidedAt: Date | null
  reason: string | null
}
