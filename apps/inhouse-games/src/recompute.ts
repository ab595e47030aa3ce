import type { BaccaratBetType, BaccaratOutcome, SlotOutcome } from '@sea/contract'
import { dealBaccarat, settleBaccarat } from '@sea/engines/baccarat'
import { commitOf, createFairStream, type FairStream } from '@sea/engines/fair'
import { amountText, baccaratRecord, slotRecord } from '@sea/engines/round'
import { SLOT_VARIANTS, spinSlot } from '@sea/engines/slot'

/**
 * A round recomputed in the player's browser from its revealed inputs with the engines that
 * played it (decision 044), so checking a round does not mean trusting the vendor's server. The
 * outcome is the round record's, mapped by the same engines code as the server's (round-record.ts),
 * so the page compares the two as they are.
 */
export interface RoundInputs {
  game: string
  serverSeed: string
  clientSeed: string
  nonce: number
  lineBet?: string
  bets?: { type: BaccaratBetType; amount: string }[]
}

export interface Recomputed {
  commit: string
  bet: string
  win: string
  outcome: SlotOutcome | BaccaratOutcome
}

/** Why the inputs cannot be recomputed, as the page's error codes. */
export class RecomputeError extends Error {
  constructor(readonly code: 'validation_failed' | 'game_not_found') {
    super(code)
  }
}

export function recomputeRound(input: RoundInputs): Recomputed {
  const stream = streamOf(input)
  if (input.game === 'baccarat') return baccarat(stream, input)
  const variant = SLOT_VARIANTS.find((v) => v.id === input.game)
  if (!variant) throw new RecomputeError('game_not_found')
  const spin = spinSlot(variant, stream, toMinor(input.lineBet))
  const outcome: SlotOutcome = slotRecord(spin)
  return { commit: commitOf(input.serverSeed), bet: amountText(spin.totalBet), win: amountText(spin.totalWin), outcome }
}

function baccarat(stream: FairStream, input: RoundInputs): Recomputed {
  const bets = (input.bets ?? []).map((b) => ({ type: b.type, amount: toMinor(b.amount) }))
  if (!bets.length) throw new RecomputeError('validation_failed')
  const hand = dealBaccarat(stream)
  const settled = settleBaccarat(hand, bets)
  const outcome: BaccaratOutcome = baccaratRecord(hand, settled)
  return {
    commit: commitOf(input.serverSeed),
    bet: amountText(settled.totalStake),
    win: amountText(settled.totalPayout),
    outcome,
  }
}

function streamOf(input: RoundInputs): FairStream {
  if (
    !/^[0-9a-f]{64}$/.test(input.serverSeed) ||
    !input.clientSeed ||
    !Number.isSafeInteger(input.nonce) ||
    input.nonce < 0
  ) {
    throw new RecomputeError('validation_failed')
  }
  return createFairStream({ serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce })
}

/** "1234.50" -> 123450n: the money format of the API (at most two decimals). */
function toMinor(text: string | undefined): bigint {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text?.trim() ?? '')
  if (!match) throw new RecomputeError('validation_failed')
  const minor = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
  if (minor <= 0n) throw new RecomputeError('validation_failed')
  return minor
}
