import { randomBytes } from 'node:crypto'
import type { FairState } from '@sea/contract'
import { commitOf, FAIR_ALGORITHM } from '@sea/engines/fair'
import { seal } from '../lib/secret'
import { newServerSeed } from '../lib/server-seed'
import type { PlayerRow } from './inhouse.repository'

/**
 * Provably fair bookkeeping (docs/domain/games.md#provably-fair-draws): a fresh 32-byte server seed per round, sealed at
 * rest until the round is over, whose SHA-256 commit the player sees before betting.
 */
export function pendingSeed(sealingKey: Buffer): { sealed: string; commit: string } {
  const seed = newServerSeed()
  return { sealed: seal(sealingKey, seed), commit: commitOf(seed) }
}

/** A first client seed; the player may replace it at any time. */
export function defaultClientSeed(): string {
  return randomBytes(8).toString('hex')
}

export function fairState(player: PlayerRow): FairState {
  return {
    commit: player.pendingCommit,
    clientSeed: player.clientSeed,
    nonce: Number(player.nextNonce),
    algorithm: FAIR_ALGORITHM,
  }
}
