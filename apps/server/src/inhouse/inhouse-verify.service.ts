import type { BaccaratBetType, InhouseRound } from '@sea/contract'
import { commitOf } from '@sea/engines/fair'
import type { Db } from '../db/database'
import { AppError } from '../lib/app-error'
import { fromMinor } from '../lib/money'
import { placeBaccaratBets, placeSlotBet, play, requireGame } from './inhouse-games'
import { roundView } from './inhouse-round-view'
import { findRoundByRef } from './inhouse.repository'

export interface VerifyInput {
  game: string
  serverSeed: string
  clientSeed: string
  nonce: number
  lineBet?: string | undefined
  bets?: { type: BaccaratBetType; amount: string }[] | undefined
}

/**
 * Recomputes a round from revealed inputs with the very code that played it: anyone can check
 * that the seed matches the commit shown before the round and gives the outcome recorded.
 */
export function verifyRound(input: VerifyInput) {
  const game = requireGame(input.game)
  const placed =
    game.kind === 'slot'
      ? placeSlotBet(game, required(input.lineBet, 'lineBet'))
      : placeBaccaratBets(game, required(input.bets, 'bets'))
  const result = play(game, placed, { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce })
  return {
    commit: commitOf(input.serverSeed),
    bet: fromMinor(placed.stake),
    win: fromMinor(result.win),
    outcome: result.outcome,
  }
}

function required<T>(value: T | undefined, field: string): T {
  if (value === undefined)
    throw new AppError('validation_failed', `${field} is required for this game`, [
      { path: `/body/${field}`, message: 'required' },
    ])
  return value
}

/** A round's audit record by its round id, once its seed is revealed (before, it stays secret). */
export async function roundRecord(db: Db, ref: string): Promise<InhouseRound> {
  const row = await findRoundByRef(db, ref)
  if (!row || row.serverSeed === null) throw new AppError('not_found', 'No finished round with this id')
  return roundView(row)
}
