import type { ColumnType, Generated, JSONColumnType } from 'kysely'

// The in-house game vendor's tables (migration 0015). Split from schema.ts only to keep files short.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface InhousePlayerTable {
  vendorCode: string
  /** The seamless protocol's player id (`m{memberId}`). */
  player: string
  clientSeed: string
  nextNonce: Generated<bigint>
  /** The server seed of the next round, sealed; only its commit is shown before the round. */
  pendingSeedSealed: string
  pendingCommit: string
  updatedAt: Timestamp
}

export interface InhouseSessionTable {
  id: Generated<bigint>
  /** SHA-256 of the vendor's own session token, hex. */
  tokenHash: string
  vendorCode: string
  gameCode: string
  player: string
  nickname: string
  currency: string
  language: string
  /** Scheme and host of the site the player launched from: verify links point there. */
  siteOrigin: string
  /** The platform's launch token, sealed: debits must present it. */
  platformTokenSealed: string
  createdAt: Timestamp
  expiresAt: Date | string
}

export type InhouseRoundStatus = 'debiting' | 'crediting' | 'rolling_back' | 'settled' | 'rolled_back' | 'refused'

export interface InhouseRoundTable {
  id: Generated<bigint>
  /** The round id the wallet and the verify link see (random). */
  ref: string
  vendorCode: string
  gameCode: string
  variantId: string
  player: string
  sessionId: bigint
  currency: string
  /** The player's bets as asked (minor units as strings). */
  bets: JSONColumnType<Record<string, unknown>>
  bet: bigint
  validBet: Generated<bigint>
  win: Generated<bigint>
  outcome: JSONColumnType<Record<string, unknown>> | null
  /** The credit's round summary, kept so that a repeated credit carries the same content. */
  creditDetail: JSONColumnType<Record<string, unknown>> | null
  verifyUrl: string
  algorithm: string
  serverSeedSealed: string
  /** Revealed once the round is over; null before. */
  serverSeed: string | null
  seedCommit: string
  clientSeed: string
  nonce: bigint
  status: Generated<InhouseRoundStatus>
  /** The wallet's error code when the debit was refused. */
  refusal: string | null
  debitTransactionId: string | null
  creditTransactionId: string | null
  rollbackTransactionId: string | null
  balanceBefore: bigint | null
  balanceAfter: bigint | null
  attempts: Generated<number>
  lastError: string | null
  createdAt: Timestamp
  updatedAt: Timestamp
  settledAt: Date | null
  /** The free-round grant that paid the stake (migration 0056); null: the player paid it. */
  freeRoundId: Generated<bigint | null>
}

/** Rounds the platform granted a player, free of stake (migration 0056). */
export interface InhouseFreeRoundTable {
  id: Generated<bigint>
  vendorCode: string
  player: string
  gameCode: string
  rounds: number
  roundsLeft: number
  /** Minor units: the game's minimum line bet when granted. */
  lineBet: bigint
  /** Minor units: one round's stake (line bet × lines), which the player does not pay. */
  stake: bigint
  /** The platform's id of the grant: a repeat with it answers the same grant. */
  reference: string
  /** SHA-256 of the grant's content, to tell a repeat from a reuse of the reference. */
  requestHash: string
  createdAt: Timestamp
  expiresAt: Date | null
}
