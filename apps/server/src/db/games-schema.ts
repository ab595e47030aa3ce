import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { GameCategory } from '@sea/contract/constants'

// The games tables (migration 0014): catalogue, favourites, launches, launch tokens, rounds and
// the seamless wallet's transactions. Split from schema.ts only to keep files short.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** Names by language code (EN, CN, MY, VI, TH); EN is the fallback. */
export type GameNames = Partial<Record<string, string>>

export interface GameCategoryTable {
  code: GameCategory
  /** numeric(6,2), read as a string. */
  pointsMultiplier: string
  sortOrder: number
}

export interface GameTable {
  id: Generated<bigint>
  vendorCode: string
  code: string
  names: JSONColumnType<GameNames>
  imageUrl: string
  gameType: GameCategory
  defaultPlayType: string | null
  isHot: Generated<boolean>
  isNew: Generated<boolean>
  /** Return to player in basis points (9637 = 96.37%). */
  rtpBp: number | null
  trialAllowed: Generated<boolean>
  enabled: Generated<boolean>
  sortOrder: Generated<number>
  createdAt: Timestamp
}

export interface MemberFavoriteGameTable {
  memberId: bigint
  gameId: bigint
  createdAt: Timestamp
}

export interface GameLaunchTable {
  id: Generated<bigint>
  merchantId: number
  memberId: bigint
  gameId: bigint
  launchedAt: Timestamp
}

export interface GameLaunchTokenTable {
  /** SHA-256 of the token, hex. */
  tokenHash: string
  merchantId: number
  memberId: bigint
  vendorCode: string
  gameId: bigint | null
  currency: string
  language: string
  createdAt: Timestamp
  /** The seamless session's end: debits need a token not expired. */
  expiresAt: Date | string
  /** The end of the window in which a vendor may redeem the token from the game address (migration 0027). */
  redeemBy: Date | string
  /** Set by the one redemption the token allows. */
  redeemedAt: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** A member's opaque id at one vendor (migration 0027, decision 037). */
export interface VendorPlayerTable {
  vendorCode: string
  memberId: bigint
  player: string
  createdAt: Timestamp
}

export type GameRoundStatus = 'open' | 'settled' | 'rolled_back'

export interface GameRoundTable {
  id: Generated<bigint>
  merchantId: number
  memberId: bigint
  vendorCode: string
  /** The vendor's round id. */
  roundId: string
  gameId: bigint | null
  gameCode: string
  gameType: GameCategory
  currency: string
  stake: Generated<bigint>
  validBet: Generated<bigint>
  win: Generated<bigint>
  refunded: Generated<bigint>
  status: Generated<GameRoundStatus>
  detail: JSONColumnType<Record<string, unknown>> | null
  verifyUrl: string | null
  createdAt: Timestamp
  updatedAt: Timestamp
  settledAt: Date | null
}

export type SeamlessKind = 'debit' | 'credit' | 'rollback' | 'tombstone'

export interface SeamlessTransactionTable {
  vendorCode: string
  transactionId: string
  kind: SeamlessKind
  memberId: bigint | null
  roundPk: bigint | null
  amount: Generated<bigint>
  /** A rollback's target debit. */
  refTransactionId: string | null
  /** A debit a rollback cancelled. */
  rolledBack: Generated<boolean>
  /** SHA-256 of the request's content (timestamp excluded): the same id with other content is refused. */
  requestHash: string
  responseStatus: number
  /** The exact answer, replayed byte for byte to a repeat. */
  responseBody: string
  ledgerTransactionId: bigint | null
  createdAt: Timestamp
}

/** A brand's own settings of a platform game (migration 0047); without a row the game's own apply. */
export interface MerchantGameTable {
  merchantId: number
  gameId: bigint
  enabled: boolean
  isHot: boolean
  isNew: boolean
  sortOrder: number
  updatedAt: Timestamp
}

/** A vendor's rotated HMAC secret, sealed (migration 0047); without a row the derived one applies. */
export interface VendorSecretTable {
  vendorCode: string
  sealedSecret: string
  rotatedAt: Timestamp
  rotatedBy: number | null
}
