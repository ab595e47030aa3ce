import type { ColumnType } from 'kysely'

// Raffle promotions' commitments and draws (migration 0052, docs/domain/promotions.md#raffle-draws).

export interface PromotionRaffleTable {
  promotionId: bigint
  /** The server seed, sealed with the key derived from the app secret; never shown before the draw. */
  seedSealed: string
  /** SHA-256 of the seed's bytes, hex: published from the moment it is written. */
  commitment: string
  committedAt: Date
  /** committed: waits for its draw; drawn: winners chosen; void: committed after the campaign opened, no winners. */
  state: ColumnType<'committed' | 'drawn' | 'void', 'committed' | undefined, 'drawn' | 'void'>
  seed: string | null
  entrantsDigest: string | null
  entrantCount: number | null
  totalTickets: bigint | null
  drawnAt: Date | null
}

export interface PromotionRaffleEntrantTable {
  promotionId: bigint
  memberId: bigint
  tickets: number
  /** 1 for the first winner drawn; null for the others. */
  place: number | null
  rank: number | null
  /** The prize's grant; null for a winner a one-per mark refused. */
  grantId: bigint | null
}
