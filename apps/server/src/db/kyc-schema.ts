import type { ColumnType, Generated } from 'kysely'

// Identity checks' tables (migration 0062, decision 057). Kept apart from schema.ts to keep files short.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

/** A member's one identity row: the state, the lock of every review, the verified ID number. */
export interface MemberIdentityTable {
  memberId: bigint
  merchantId: number
  status: Generated<'none' | 'pending' | 'verified' | 'rejected'>
  /** Upper case, no spaces or dashes: matched across brands. */
  idNumber: string | null
  /** YYYY-MM-DD as read from the document. */
  birthday: string | null
  reason: string | null
  submittedAt: NullableTimestamp
  reviewedBy: number | null
  reviewedAt: NullableTimestamp
  updatedAt: Generated<Date>
}

/** An uploaded document with its bytes. */
export interface IdentityDocumentTable {
  id: Generated<bigint>
  memberId: bigint
  merchantId: number
  kind: 'identity' | 'address' | 'selfie'
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf'
  size: number
  sha256: string
  data: Buffer
  createdAt: Timestamp
}

/** Which actions a brand keeps for verified members; minor units, null: no such rule. */
export interface MerchantIdentityRuleTable {
  merchantId: number
  withdrawalAbove: bigint | null
  withdrawalTotalAbove: bigint | null
  limitRaise: Generated<boolean>
  updatedAt: Generated<Date>
}

/** The money of an account closed for being under age: what was returned and what was kept. */
export interface IdentityClosureTable {
  memberId: bigint
  merchantId: number
  deposited: bigint
  withdrawn: bigint
  refund: bigint
  forfeited: bigint
  toppedUp: bigint
  withdrawalId: bigint | null
  createdAt: Timestamp
}
