import type { LotteryDraw, LotteryGameSummary, LotteryResult } from '@sea/contract'
import { commitOf, createFairStream, type FairStream } from '@sea/engines/fair'
import { electronic, fourd, vietnam } from '@sea/engines/lottery'

/**
 * The player's own check of an in-house draw, run in the browser from the engines that drew it
 * (decision 044): the revealed seed hashes to the commitment published before the cut-off, the
 * client seed carries the published bets digest (scheme 2, server decision 036), and the stream
 * of these inputs draws the very result the server published. Loaded only when a player asks
 * (fair-info.tsx imports it lazily), so the engines stay out of the site's main bundle.
 */
export type FairVerdict = 'match' | 'mismatch' | 'digestMismatch' | 'resultMismatch'

type Fair = NonNullable<LotteryDraw['fair']>
type Game = Pick<LotteryGameSummary, 'engine' | 'region'>

export interface FairCheck {
  verdict: FairVerdict
  /** The headline numbers of the result drawn again here; null when the seed is not the committed one. */
  redrawn: string[] | null
}

export function verifyFair(
  game: Game,
  draw: Pick<LotteryDraw, 'gameCode' | 'issueNo' | 'result'>,
  fair: Fair,
): FairCheck {
  if (!fair.serverSeed || !fair.clientSeed || !isSeed(fair.serverSeed) || commitOf(fair.serverSeed) !== fair.seedHash)
    return { verdict: 'mismatch', redrawn: null }
  const result = redraw(
    game,
    createFairStream({ serverSeed: fair.serverSeed, clientSeed: fair.clientSeed, nonce: fair.nonce }),
    draw.result,
  )
  const redrawn = headlineOf(result)
  if (fair.version >= 2 && fair.clientSeed !== `${draw.gameCode}:${draw.issueNo}:${fair.betsDigest}`)
    return { verdict: 'digestMismatch', redrawn }
  return { verdict: draw.result && sameResult(result, draw.result) ? 'match' : 'resultMismatch', redrawn }
}

/** The numbers a result's list row shows, as the server's headline: Vietnam's DB, 4D's top three, electronic all. */
function headlineOf(result: LotteryResult): string[] {
  if (result.kind === 'vietnam') return result.sheets.map((sheet) => sheet.prizes.DB?.[0] ?? '')
  if (result.kind === 'fourd') return [result.first, result.second, result.third]
  return result.numbers.map(String)
}

/** The server's in-house draw by engine; a fast Vietnam draw is one sheet at its own station. */
function redraw(game: Game, stream: FairStream, published: LotteryResult | null): LotteryResult {
  switch (game.engine) {
    case 'vietnam': {
      const station = published?.kind === 'vietnam' ? published.sheets[0]?.station : undefined
      return { kind: 'vietnam', sheets: [vietnam.drawResult(stream, game.region ?? 'north', station ?? 'FAST')] }
    }
    case 'fourd':
      return { kind: 'fourd', ...fourd.drawResult(stream) }
    default:
      return { kind: 'electronic', numbers: electronic[game.engine].drawResult(stream) }
  }
}

/** Compared by value: the published result comes from JSON, whose key order is not the engine's. */
function sameResult(a: LotteryResult, b: LotteryResult): boolean {
  return canonical(a) === canonical(b)
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

function isSeed(text: string): boolean {
  return /^[0-9a-f]{64}$/.test(text)
}
