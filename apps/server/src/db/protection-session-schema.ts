import type { ColumnType, Generated } from 'kysely'

// Session time limit and reality check (migration 0064, decision 059), apart from schema.ts to keep files short.

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

/** A member's session limit, with a raise or removal waiting in pending_*, and reality-check interval. */
export interface ProtectionSessionSettingsTable {
  memberId: bigint
  merchantId: number
  limitMinutes: number | null
  /** With pending_from set: the raised limit, or null for a removal. */
  pendingMinutes: number | null
  pendingFrom: NullableTimestamp
  realityCheckMinutes: number | null
  updatedAt: Generated<Date>
}
