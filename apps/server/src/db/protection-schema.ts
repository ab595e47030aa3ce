import type { ColumnType, Generated } from 'kysely'

// Player protection's tables (migration 0060, decision 056). Kept apart from schema.ts to keep files short.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

/** A member's one protection row: the exclusion in force, and the lock of every limit check. */
export interface MemberProtectionTable {
  memberId: bigint
  merchantId: number
  exclusionKind: 'timeout' | 'self_exclusion' | null
  excludedFrom: NullableTimestamp
  /** null with an exclusion: for good. */
  excludedUntil: NullableTimestamp
  updatedAt: Generated<Date>
}

/** A limit per kind and period; a raise or removal waits in pending_* until confirmed. */
export interface ProtectionLimitTable {
  memberId: bigint
  kind: 'deposit' | 'loss' | 'wager'
  period: 'day' | 'week' | 'month'
  amount: bigint | null
  /** With pending_from set: the raised limit, or null for a removal. */
  pendingAmount: bigint | null
  pendingFrom: NullableTimestamp
  updatedAt: Generated<Date>
}

/** The member's protection history, append-only. */
export interface ProtectionEventTable {
  id: Generated<bigint>
  memberId: bigint
  merchantId: number
  kind: string
  detail: ColumnType<unknown, string | undefined, string>
  createdAt: Timestamp
}

/** A main wallet whose loss and wager play is counted per day (migration 0066). */
export interface ProtectionPlayWalletTable {
  accountId: bigint
  memberId: bigint
  timezone: string
}

/** A member's play per brand-local day, kept by a trigger on ledger_entries (migration 0066). */
export interface ProtectionPlayDayTable {
  memberId: bigint
  /** Brand-local. */
  day: ColumnType<Date | string, string, string>
  wagered: bigint
  lost: bigint
}
