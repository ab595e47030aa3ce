import type { ColumnType, Generated, JSONColumnType } from 'kysely'

// The lottery tables (migration 0017). Split from schema.ts only to keep files short.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export type LotteryEngine = 'vietnam' | 'fourd' | 'pk10' | 'ssc' | 'k3' | 'x11x5' | 'keno'
export type LotteryDrawState = 'open' | 'entered' | 'drawn' | 'settled' | 'void'
export type LotteryBetStatus = 'open' | 'won' | 'lost' | 'void' | 'cancelled'

/**
 * In-house games draw every `everySeconds`, their issues numbered by the day at `utcOffsetMinutes`
 * (UTC when absent); official ones at `time` (local) on `weekdays` (0 = Sunday).
 */
export type LotterySchedule =
  { everySeconds: number; utcOffsetMinutes?: number } | { time: string; utcOffsetMinutes: number; weekdays: number[] }

/** Amounts in minor units as decimal strings (jsonb has no bigint). */
export interface LotteryLimits {
  minStake: string
  maxStake: string
  maxPerNumber: string
  maxPerIssue: string
  /** Most the house may pay on one number (liability key) of one issue. */
  liabilityCap: string
  maxBetsPerSlip: number
  maxChaseIssues: number
}

export interface LotteryGameTable {
  code: string
  engine: LotteryEngine
  region: 'north' | 'central' | 'south' | null
  prizeMode: 'Lott' | 'ZY' | 'Elott' | 'SEA'
  groupCode: string
  names: JSONColumnType<Partial<Record<string, string>>>
  inHouse: boolean
  schedule: JSONColumnType<LotterySchedule>
  closeSeconds: number
  defaultPlayType: string
  limits: JSONColumnType<LotteryLimits>
  isHot: Generated<boolean>
  enabled: Generated<boolean>
  sortOrder: Generated<number>
}

export interface LotteryStationTable {
  region: 'north' | 'central' | 'south'
  weekday: number
  position: number
  code: string
  name: string
}

export interface LotteryStation {
  code: string
  name: string
}

export interface LotteryDrawTable {
  id: Generated<bigint>
  gameCode: string
  issueNo: string
  closeAt: Date
  drawAt: Date
  state: Generated<LotteryDrawState>
  stations: ColumnType<LotteryStation[], string | undefined, string>
  serverSeed: string | null
  seedHash: string | null
  clientSeed: string | null
  nonce: Generated<number>
  result: ColumnType<unknown, string | null | undefined, string | null>
  enteredResult: ColumnType<unknown, string | null | undefined, string | null>
  enteredBy: number | null
  confirmedBy: number | null
  voidReason: string | null
  drawnAt: Date | null
  settledAt: Date | null
  /** Losing bets are marked after the draw is settled and paid (decision 028). */
  losersMarkedAt: Date | null
  createdAt: Timestamp
  /** 1: plaintext seed, client seed game:issue; 2: sealed seed, bets digest in the client seed (decision 036). */
  fairVersion: Generated<number>
  serverSeedSealed: string | null
  /** Scheme 2: SHA-256 of the draw's bets at the draw, and how many there were. */
  betsDigest: string | null
  betCount: number | null
  voidRequestedBy: number | null
  voidRequestedAt: Date | null
}

export interface LotteryDrawTotalTable {
  drawId: bigint
  merchantId: number
  currency: string
  betCount: bigint
  stakes: bigint
  payouts: bigint
  houseResult: bigint
}

export interface LotteryChaseTable {
  id: Generated<bigint>
  merchantId: number
  memberId: bigint
  gameCode: string
  stopOnWin: boolean
  stoppedAt: Date | null
  createdAt: Timestamp
}

export interface LotterySlipTable {
  id: Generated<bigint>
  merchantId: number
  memberId: bigint
  currency: string
  gameCode: string
  requestId: string | null
  chaseId: bigint | null
  totalCost: bigint
  /** The ledger transfer that debited the slip, shared with the slips of its batch; null before migration 0024. */
  transactionId: bigint | null
  createdAt: Timestamp
}

export interface LotteryBetTable {
  id: Generated<bigint>
  drawId: bigint
  slipId: bigint
  chaseId: bigint | null
  merchantId: number
  memberId: bigint
  currency: string
  playType: string
  /** Comma-separated, as the engine takes them. */
  numbers: string
  stations: Generated<string>
  position: number | null
  form: string | null
  unit: bigint
  points: Generated<boolean>
  odds: string
  price: string
  terms: string | null
  /** The engine's inputs in one canonical text (selectionOf). */
  selection: string
  cost: bigint
  payout: bigint | null
  status: Generated<LotteryBetStatus>
  detail: string | null
  createdAt: Timestamp
  settledAt: Date | null
}

export interface LotteryExposureTable {
  drawId: bigint
  key: string
  amount: bigint
  cap: bigint
}

/**
 * A merchant's terms for a game (migration 0018, decision 030): limits in its minor units, and the
 * overrides of the platform's default odds and prices (LotteryOverrides of the contract).
 */
export interface MerchantLotteryGameTable {
  merchantId: number
  gameCode: string
  enabled: Generated<boolean>
  limits: ColumnType<LotteryLimits | null, string | null | undefined, string | null>
  overrides: ColumnType<Record<string, unknown>, string | undefined, string>
  updatedBy: number | null
  updatedAt: Timestamp
}

/** The view member_rounds: game rounds and lottery bets as one betting record (read only). */
export interface MemberRoundView {
  id: bigint
  merchantId: number
  memberId: bigint
  vendorCode: string
  roundId: string
  gameId: bigint | null
  gameCode: string
  gameType: 'LOTT' | 'ELOTT' | 'LIVE' | 'RNG' | 'SPORTS' | 'ESPORTS' | 'FISH' | 'PVP' | 'BINGO' | 'BGS'
  currency: string
  stake: bigint
  validBet: bigint
  win: bigint
  refunded: bigint
  status: 'open' | 'settled' | 'rolled_back'
  detail: Record<string, unknown> | null
  verifyUrl: string | null
  createdAt: Date
  settledAt: Date | null
}
