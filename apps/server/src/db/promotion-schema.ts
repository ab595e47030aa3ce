import type {
  ClaimMark,
  GrantState,
  PromotionEligibility,
  PromotionKind,
  PromotionRules,
  PromotionState,
  PromotionWagering,
} from '@sea/contract'
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

// The promotion engine's tables (migration 0049, decision 054). Kept apart from schema.ts to keep files short.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface PromotionTable {
  id: Generated<bigint>
  merchantId: number
  code: string
  kind: PromotionKind
  state: Generated<PromotionState>
  /** The promotion's name per language (EN at least): the reward centre and bonus details show it. */
  titles: JSONColumnType<Record<string, string>>
  startsAt: Date
  endsAt: Date | null
  rules: JSONColumnType<PromotionRules>
  eligibility: ColumnType<PromotionEligibility, string | undefined, string>
  wagering: ColumnType<PromotionWagering | null, string | null | undefined, string | null>
  onePer: ColumnType<ClaimMark[], ClaimMark[] | undefined, ClaimMark[]>
  exclusive: Generated<boolean>
  needsApproval: Generated<boolean>
  /** Minor units; null: no budget. spent never passes it (CHECK), grants lock the row. */
  budget: bigint | null
  spent: Generated<bigint>
  grantCount: Generated<number>
  /** The PR announcement that is the promotion's page (picture, HTML per language). */
  announcementId: bigint | null
  sortOrder: Generated<number>
  createdBy: number | null
  updatedBy: number | null
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface PromotionEntryTable {
  id: Generated<bigint>
  promotionId: bigint
  merchantId: number
  memberId: bigint
  state: 'joined' | 'applying' | 'rejected' | 'approved'
  ip: string | null
  device: string | null
  decidedBy: number | null
  decidedAt: Date | null
  rejectReason: string | null
  createdAt: Timestamp
}

export interface PromotionGrantTable {
  id: Generated<bigint>
  promotionId: bigint
  merchantId: number
  memberId: bigint
  /** '' once per member; 'deposit:<id>', 'period:<date>', 'prize:<rank>', 'invitee:<id>', 'birthday:<year>'. */
  occasion: string
  currency: string
  amount: bigint
  /** What the amount was worked out from (the deposit, the period's loss or turnover), when any. */
  basis: bigint | null
  state: GrantState
  /** True when the member claimed it (else the platform or an operator issued it). */
  claimed: Generated<boolean>
  ledgerTransactionId: bigint | null
  forfeited: Generated<bigint>
  claimableUntil: Date | null
  createdAt: Timestamp
  issuedAt: Date | null
  closedAt: Date | null
}

export interface PromotionClaimMarkTable {
  promotionId: bigint
  occasion: string
  mark: ClaimMark
  valueHash: string
  memberId: bigint
  createdAt: Timestamp
}
