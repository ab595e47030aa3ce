import type {
  Address,
  MissionEvent,
  MissionPeriod,
  MissionState,
  PointEntryKind,
  PointItemKind,
  PointItemState,
  RedemptionStatus,
  VipChangeReason,
  VipReview,
} from '@sea/contract'
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

// Loyalty's tables (migration 0055, decision 055, docs/domain/loyalty.md). Kept apart from schema.ts to keep files short.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
/** xid8 arrives as a decimal string. */
type Xid = ColumnType<string, string | undefined, string>

/** One settled fact, written by a trigger in the transaction that settled it. */
export interface LoyaltyFactTable {
  id: Generated<bigint>
  tx: Xid
  merchantId: number
  memberId: bigint
  kind: 'bet' | 'deposit' | 'login'
  /** A bet's game category (LOTT/ELOTT for lottery). */
  category: string | null
  gameCode: string | null
  /** Minor units: a bet's valid bet, a deposit's amount; 0 for a login. */
  amount: Generated<bigint>
  stake: Generated<bigint>
  /** Bets the fact stands for: 1 for a round, the member's bets of a draw for lottery. */
  bets: Generated<number>
  occurredAt: Date
  /** round:<id>, draw:<id>:<member>, deposit:<id>, login:<session id>: unique. */
  source: string
}

export interface LoyaltyCursorTable {
  id: Generated<boolean>
  tx: Xid
  factId: Generated<bigint>
  facts: Generated<bigint>
  updatedAt: Timestamp
}

export interface LoyaltySettingsTable {
  merchantId: number
  enabled: Generated<boolean>
  /** Points per 100.00 of valid turnover at multiplier ×1.00. */
  earnRate: Generated<number>
  /** Basis points per game category (10000 = ×1.00). */
  multipliers: JSONColumnType<Record<string, number>>
  /** Points per 1.00 of cash. */
  convertRate: Generated<number>
  minConvert: Generated<bigint>
  expiryDays: number | null
  vipWindowDays: Generated<number>
  vipReview: Generated<VipReview>
  /** The loyalty promotion that pays VIP upgrade, birthday and rebate bonuses. */
  vipPromotionId: bigint | null
  updatedBy: number | null
  updatedAt: Timestamp
}

export interface MemberPointsTable {
  memberId: bigint
  merchantId: number
  balance: Generated<bigint>
  /** Numeric as a string: points earned to date are floor(earnedScaled / 10^8). */
  earnedScaled: ColumnType<string, string | undefined, string>
  updatedAt: Timestamp
}

export interface PointEntryTable {
  id: Generated<bigint>
  merchantId: number
  memberId: bigint
  kind: PointEntryKind
  points: bigint
  balanceAfter: bigint
  expiresAt: Date | null
  /** Unique per (member, kind): what the entry is for, so a retry writes nothing twice. */
  ref: string
  note: string | null
  operatorId: number | null
  createdAt: Timestamp
}

export interface PointItemTable {
  id: Generated<bigint>
  merchantId: number
  kind: PointItemKind
  state: Generated<PointItemState>
  titles: JSONColumnType<Record<string, string>>
  descriptions: JSONColumnType<Record<string, string>>
  imageUrl: string | null
  points: bigint
  /** Minor units: cash or bonus per unit redeemed; 0 for goods and rounds. */
  value: Generated<bigint>
  promotionId: bigint | null
  gameCode: string | null
  rounds: number | null
  /** Units left; null: unlimited. */
  stock: number | null
  perMemberLimit: number | null
  redeemed: Generated<number>
  sortOrder: Generated<number>
  createdBy: number | null
  updatedBy: number | null
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface PointRedemptionTable {
  id: Generated<bigint>
  merchantId: number
  memberId: bigint
  itemId: bigint
  quantity: number
  points: bigint
  status: Generated<RedemptionStatus>
  requestKey: string
  address: ColumnType<Address | null, string | null | undefined, string | null>
  tracking: string | null
  rejectReason: string | null
  decidedBy: number | null
  decidedAt: Date | null
  ledgerTransactionId: bigint | null
  grantId: bigint | null
  createdAt: Timestamp
}

export interface MissionTable {
  id: Generated<bigint>
  merchantId: number
  code: string
  state: Generated<MissionState>
  period: MissionPeriod
  event: MissionEvent
  category: string | null
  gameCode: string | null
  /** Minor units for deposit and turnover, a count otherwise. */
  target: bigint
  rewardPoints: Generated<bigint>
  rewardBonus: Generated<bigint>
  promotionId: bigint | null
  titles: JSONColumnType<Record<string, string>>
  startsAt: Date
  endsAt: Date | null
  sortOrder: Generated<number>
  createdBy: number | null
  updatedBy: number | null
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface MissionProgressTable {
  missionId: bigint
  memberId: bigint
  /** '' for a one-off mission, else the brand day (daily) or the Monday of its week (weekly). */
  periodKey: string
  merchantId: number
  value: Generated<bigint>
  /** login_days: the last brand day counted, for the run of days in a row (read it with to_char). */
  lastDay: ColumnType<Date | string | null, string | null | undefined, string | null>
  completedAt: Date | null
  claimedAt: Date | null
  updatedAt: Timestamp
}

export interface VipTierTable {
  merchantId: number
  rank: number
  names: JSONColumnType<Record<string, string>>
  depositMin: Generated<bigint>
  turnoverMin: Generated<bigint>
  retainDeposit: Generated<bigint>
  retainTurnover: Generated<bigint>
  upgradeBonus: Generated<bigint>
  birthdayBonus: Generated<bigint>
  rebateRate: Generated<number>
  withdrawDailyLimit: bigint | null
  withdrawDailyCount: number | null
  updatedBy: number | null
  updatedAt: Timestamp
}

export interface VipChangeTable {
  id: Generated<bigint>
  merchantId: number
  memberId: bigint
  fromRank: number
  toRank: number
  reason: VipChangeReason
  periodKey: string | null
  operatorId: number | null
  createdAt: Timestamp
}

export interface LoyaltyMemberDayTable {
  memberId: bigint
  /** A brand day (read it with to_char: drivers parse dates differently). */
  day: ColumnType<Date | string, string, string>
  merchantId: number
  deposit: Generated<bigint>
  validBet: Generated<bigint>
}
