import type { BaccaratBetType, BaccaratConfig, BaccaratOutcome, SlotConfig, SlotOutcome } from '@sea/contract'
import { BACCARAT_PAYOUTS, dealBaccarat, settleBaccarat } from '@sea/engines/baccarat'
import { createFairStream, type FairInputs } from '@sea/engines/fair'
import { baccaratRecord, slotRecord } from '@sea/engines/round'
import { SLOT_VARIANTS, spinSlot, type SlotVariant } from '@sea/engines/slot'
import { AppError } from '../lib/app-error'
import { fromMinor, toMinor } from '../lib/money'

/**
 * The in-house vendor's games: which vendor code sells each, its limits, the configuration its
 * page shows, and one round's play from the fair inputs. Slot game codes are the math variant
 * ids ('jade-96'); the one live game is 'baccarat'.
 */
export const SLOT_VENDOR = 'SEA_RNG'
export const LIVE_VENDOR = 'SEA_LIVE'

export type InhouseGame =
  | { kind: 'slot'; code: string; vendorCode: string; page: 'slot.html'; variant: SlotVariant }
  | { kind: 'baccarat'; code: 'baccarat'; vendorCode: string; page: 'baccarat.html' }

const LINE_BETS = [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n]
const MIN_LINE_BET = LINE_BETS[0] as bigint
const MAX_LINE_BET = LINE_BETS[LINE_BETS.length - 1] as bigint
const MIN_HAND_BET = 100n
const MAX_HAND_BET = 1_000_000n
const CHIPS = [100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n, 100_000n]

export function inhouseGame(code: string): InhouseGame | null {
  if (code === 'baccarat') return { kind: 'baccarat', code, vendorCode: LIVE_VENDOR, page: 'baccarat.html' }
  const variant = SLOT_VARIANTS.find((v) => v.id === code)
  return variant ? { kind: 'slot', code, vendorCode: SLOT_VENDOR, page: 'slot.html', variant } : null
}

/** The game a launch without one opens: the vendor's lobby is its first game. */
export function defaultGameOf(vendorCode: string): string | null {
  if (vendorCode === LIVE_VENDOR) return 'baccarat'
  return vendorCode === SLOT_VENDOR ? 'jade-96' : null
}

export function requireGame(code: string): InhouseGame {
  const game = inhouseGame(code)
  if (!game) throw new AppError('game_not_found', `No in-house game ${code}`)
  return game
}

export function gameConfig(game: InhouseGame): SlotConfig | BaccaratConfig {
  if (game.kind === 'baccarat') {
    return {
      kind: 'baccarat',
      minBet: fromMinor(MIN_HAND_BET),
      maxBet: fromMinor(MAX_HAND_BET),
      chips: CHIPS.map(fromMinor),
      payouts: payoutTexts(),
    }
  }
  const { variant } = game
  return {
    kind: 'slot',
    variantId: variant.id,
    name: variant.name,
    rtp: (variant.rtpBp / 100).toFixed(2),
    lines: variant.paylines.length,
    paylines: variant.paylines.map((line) => [...line]),
    paytable: Object.fromEntries(
      Object.entries(variant.paytable).map(([symbol, pays]) => [symbol, [...pays]]),
    ) as SlotConfig['paytable'],
    scatterPays: { '3': variant.scatterPays[3], '4': variant.scatterPays[4], '5': variant.scatterPays[5] },
    lineBets: LINE_BETS.map(fromMinor),
    minLineBet: fromMinor(MIN_LINE_BET),
    maxLineBet: fromMinor(MAX_LINE_BET),
  }
}

/** '1:1', '0.95:1', '8:1'...: winnings per unit staked, from the engine's table. */
function payoutTexts(): BaccaratConfig['payouts'] {
  const text = (type: BaccaratBetType) => `${BACCARAT_PAYOUTS[type].numerator / BACCARAT_PAYOUTS[type].denominator}:1`
  return {
    PLAYER: text('PLAYER'),
    BANKER: text('BANKER'),
    TIE: text('TIE'),
    PLAYER_PAIR: text('PLAYER_PAIR'),
    BANKER_PAIR: text('BANKER_PAIR'),
  }
}

/** What the player asked, checked against the game's limits; `stake` is the total taken. */
export type PlacedBets =
  | { kind: 'slot'; lineBet: bigint; stake: bigint; lines: number; free: boolean }
  | { kind: 'baccarat'; bets: { type: BaccaratBetType; amount: bigint }[]; stake: bigint }

export function placeSlotBet(game: InhouseGame, lineBetText: string): PlacedBets {
  if (game.kind !== 'slot') throw new AppError('game_not_found', 'This session is not a slot game')
  const lineBet = toMinor(lineBetText, 'lineBet')
  if (lineBet < MIN_LINE_BET || lineBet > MAX_LINE_BET) {
    throw new AppError(
      'amount_out_of_range',
      `The line bet must be between ${fromMinor(MIN_LINE_BET)} and ${fromMinor(MAX_LINE_BET)}`,
      [{ path: '/body/lineBet', message: `${fromMinor(MIN_LINE_BET)}-${fromMinor(MAX_LINE_BET)}` }],
    )
  }
  const lines = game.variant.paylines.length
  return { kind: 'slot', lineBet, stake: lineBet * BigInt(lines), lines, free: false }
}

/**
 * A free round's bet (docs/domain/games.md#free-rounds): a slot only, at the game's minimum line
 * bet on every line; `stake` is what it would cost, not what is taken.
 */
export function freeRoundBet(code: string): { lineBet: bigint; stake: bigint } | null {
  const game = inhouseGame(code)
  if (game?.kind !== 'slot') return null
  return { lineBet: MIN_LINE_BET, stake: MIN_LINE_BET * BigInt(game.variant.paylines.length) }
}

/** The placement of a free spin: the grant's line bet, nothing taken. */
export function placeFreeSpin(game: InhouseGame, lineBet: bigint): PlacedBets {
  if (game.kind !== 'slot') throw new AppError('game_not_found', 'Free rounds are for slot games')
  return { kind: 'slot', lineBet, stake: 0n, lines: game.variant.paylines.length, free: true }
}

export function placeBaccaratBets(game: InhouseGame, asked: { type: BaccaratBetType; amount: string }[]): PlacedBets {
  if (game.kind !== 'baccarat') throw new AppError('game_not_found', 'This session is not a baccarat game')
  if (new Set(asked.map((b) => b.type)).size !== asked.length) {
    throw new AppError('validation_failed', 'One bet per type', [{ path: '/body/bets', message: 'one bet per type' }])
  }
  const bets = asked.map((b, i) => {
    const amount = toMinor(b.amount, `bets/${i}/amount`)
    if (amount < MIN_HAND_BET || amount > MAX_HAND_BET) {
      throw new AppError(
        'amount_out_of_range',
        `Each bet must be between ${fromMinor(MIN_HAND_BET)} and ${fromMinor(MAX_HAND_BET)}`,
        [{ path: `/body/bets/${i}/amount`, message: `${fromMinor(MIN_HAND_BET)}-${fromMinor(MAX_HAND_BET)}` }],
      )
    }
    return { type: b.type, amount }
  })
  return { kind: 'baccarat', bets, stake: bets.reduce((sum, b) => sum + b.amount, 0n) }
}

/** The bets as stored and shown: amounts as decimal strings. */
export function betsRecord(placed: PlacedBets): Record<string, unknown> {
  return placed.kind === 'slot'
    ? { lineBet: fromMinor(placed.lineBet), lines: placed.lines, ...(placed.free ? { free: true } : {}) }
    : { bets: placed.bets.map((b) => ({ type: b.type, amount: fromMinor(b.amount) })) }
}

export interface PlayResult {
  win: bigint
  validBet: bigint
  outcome: SlotOutcome | BaccaratOutcome
  /** The compact summary the wallet keeps as game recall (at most 8 KB). */
  detail: Record<string, unknown>
}

/** One round from its fair inputs: the same inputs always give the same result. */
export function play(game: InhouseGame, placed: PlacedBets, inputs: FairInputs): PlayResult {
  const stream = createFairStream(inputs)
  if (game.kind === 'slot' && placed.kind === 'slot') {
    const spin = spinSlot(game.variant, stream, placed.lineBet)
    const outcome: SlotOutcome = slotRecord(spin)
    const detail = {
      game: game.code,
      lineBet: fromMinor(placed.lineBet),
      window: outcome.window.map((row) => row.join('')),
      lines: outcome.lineWins.map((w) => `${w.line + 1}:${w.count}${w.symbol}=${w.amount}`),
      scatters: outcome.scatter.count,
    }
    // A free round's stake was not the player's: it counts no turnover.
    return {
      win: spin.totalWin,
      validBet: placed.free ? 0n : spin.totalBet,
      outcome,
      detail: { ...detail, ...(placed.free ? { free: true } : {}) },
    }
  }
  if (game.kind === 'baccarat' && placed.kind === 'baccarat') {
    const hand = dealBaccarat(stream)
    const settled = settleBaccarat(hand, placed.bets)
    const outcome: BaccaratOutcome = baccaratRecord(hand, settled)
    const card = (c: { rank: number; suit: string }) => `${c.rank}${c.suit}`
    const detail = {
      game: game.code,
      player: outcome.player.map(card).join(' '),
      banker: outcome.banker.map(card).join(' '),
      totals: `${hand.playerTotal}-${hand.bankerTotal}`,
      winner: hand.winner,
      bets: outcome.bets.map((b) => `${b.type}:${b.amount}=${b.payout}`),
    }
    return { win: settled.totalPayout, validBet: settled.validBet, outcome, detail }
  }
  throw new AppError('game_not_found', 'The bets do not fit the game')
}
