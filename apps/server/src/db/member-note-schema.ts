import type { ColumnType, Generated } from 'kysely'

// The back office's member tables (migration 0036, decision 052). Kept apart from schema.ts to keep files short.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** A staff note on a member: plain text as typed, never shown to the member. */
export interface MemberNoteTable {
  id: Generated<bigint>
  memberId: bigint
  operatorId: number
  body: string
  createdAt: Timestamp
}

/** A staff label (vip, watch, bonus-abuser…), lower case; never shown to the member. */
export interface MemberStaffLabelTable {
  memberId: bigint
  label: string
  operatorId: number
  createdAt: Timestamp
}
