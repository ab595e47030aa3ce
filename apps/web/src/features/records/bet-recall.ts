/**
 * Game recall: the vendor's round summary (`detail`, any shape) read into what the page can
 * draw. Slots give a window of symbols and line wins, baccarat the two hands, totals and bets;
 * anything else, and whatever a known shape leaves over, is shown as key/value rows.
 */
export type Symbol = string
export type LineWin = { line: string; symbols: string; count: string; win: string }
export type Card = { rank: string; suit: 'S' | 'H' | 'D' | 'C' | null; text: string }
export type Hand = { cards: Card[]; total: string | null }
export type Bet = { on: string; amount: string; win: string | null }
export type Row = { key: string; value: string }

export type Recall =
  | { kind: 'slot'; rows: Symbol[][]; lines: LineWin[]; extra: Row[] }
  | { kind: 'baccarat'; player: Hand; banker: Hand; winner: string | null; bets: Bet[]; extra: Row[] }
  | { kind: 'other'; extra: Row[] }

type Dict = Record<string, unknown>
const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value as string | number | boolean)
const first = (dict: Dict, keys: readonly string[]): [string, unknown] | null => {
  for (const key of keys) if (key in dict) return [key, dict[key]]
  return null
}
const isGrid = (value: unknown): value is unknown[][] =>
  Array.isArray(value) && value.length > 0 && value.every((column) => Array.isArray(column) && column.length > 0)
/** A window sent compactly as one string per row, a character per symbol ("AKQ7W"). */
const isRowStrings = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((row) => typeof row === 'string' && row.length > 0 && !/\s/.test(row))

/** Columns (reels) become rows, so the window reads as the player saw it. */
function transpose(columns: unknown[][]): Symbol[][] {
  const height = Math.max(...columns.map((column) => column.length))
  return Array.from({ length: height }, (_, row) => columns.map((column) => text(column[row])))
}

/** "2:3K=4.50": line 2, three K, paying 4.50. */
const LINE_TEXT = /^(\d+):(\d+)(\S+?)=(-?[\d.]+)$/

function lineWin(value: unknown, index: number): LineWin {
  const compact = typeof value === 'string' ? LINE_TEXT.exec(value.trim()) : null
  if (compact)
    return { line: compact[1] ?? '', count: compact[2] ?? '', symbols: compact[3] ?? '', win: compact[4] ?? '' }
  if (!isDict(value)) return { line: String(index + 1), symbols: text(value), count: '', win: '' }
  return {
    line: text(first(value, ['line', 'lineId', 'payline', 'index'])?.[1] ?? index + 1),
    symbols: text(first(value, ['symbol', 'symbols'])?.[1]),
    count: text(first(value, ['count', 'length', 'matched', 'of'])?.[1]),
    win: text(first(value, ['win', 'amount', 'payout', 'prize'])?.[1]),
  }
}

const CARD = /^(1[0-3]|[1-9]|[TJQKA])\s*([SHDC♠♥♦♣])$/i
const SUITS: Record<string, Card['suit']> = { S: 'S', H: 'H', D: 'D', C: 'C', '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' }

/** Engines number ranks 1..13 (A = 1, J = 11, Q = 12, K = 13). */
const RANK_NAMES: Record<string, string> = { '1': 'A', '11': 'J', '12': 'Q', '13': 'K', T: '10' }

export function parseCard(value: unknown): Card {
  if (isDict(value)) {
    const raw = text(first(value, ['rank', 'value', 'r'])?.[1]).toUpperCase()
    const rank = RANK_NAMES[raw] ?? raw
    const suit =
      SUITS[
        text(first(value, ['suit', 's'])?.[1])
          .toUpperCase()
          .slice(0, 1)
      ] ?? null
    return { rank, suit, text: `${rank}${suit ?? ''}` }
  }
  const raw = text(value).trim()
  const match = CARD.exec(raw)
  if (!match) return { rank: raw, suit: null, text: raw }
  const rank = (match[1] ?? '').toUpperCase()
  return { rank: RANK_NAMES[rank] ?? rank, suit: SUITS[(match[2] ?? '').toUpperCase()] ?? null, text: raw }
}

function hand(detail: Dict, side: 'player' | 'banker'): { hand: Hand; used: string[] } {
  const nested = detail[side]
  if (isDict(nested)) {
    const cards = first(nested, ['cards', 'hand'])?.[1]
    const total = first(nested, ['total', 'points', 'score', 'value'])?.[1]
    return {
      hand: {
        cards: Array.isArray(cards) ? cards.map(parseCard) : [],
        total: total === undefined ? null : text(total),
      },
      used: [side],
    }
  }
  const cardsKey = first(detail, [`${side}Cards`, `${side}Hand`, side])
  const totalKey = first(detail, [`${side}Total`, `${side}Points`, `${side}Score`])
  const cards = cardsKey?.[1]
  // "9-6": the Player's total, then the Banker's.
  const pair = typeof detail.totals === 'string' ? /^(\d+)\s*-\s*(\d+)$/.exec(detail.totals) : null
  const fromPair = pair ? (side === 'player' ? pair[1] : pair[2]) : undefined
  return {
    hand: {
      cards: Array.isArray(cards)
        ? cards.map(parseCard)
        : typeof cards === 'string' && cards.trim()
          ? cards.trim().split(/\s+/).map(parseCard)
          : [],
      total: totalKey ? text(totalKey[1]) : (fromPair ?? null),
    },
    used: [cardsKey?.[0], totalKey?.[0], fromPair === undefined ? undefined : 'totals'].filter((key): key is string =>
      Boolean(key),
    ),
  }
}

/** "PLAYER:10.00=20.00": the bet, its amount and what it paid. */
const BET_TEXT = /^([^:]+):(-?[\d.]+)=(-?[\d.]+)$/

function bet(value: unknown, index: number): Bet {
  const compact = typeof value === 'string' ? BET_TEXT.exec(value.trim()) : null
  if (compact) return { on: compact[1] ?? '', amount: compact[2] ?? '', win: compact[3] ?? null }
  if (!isDict(value)) return { on: String(index + 1), amount: text(value), win: null }
  const win = first(value, ['win', 'payout', 'won', 'result'])?.[1]
  return {
    on: text(first(value, ['on', 'type', 'side', 'bet', 'area', 'name'])?.[1]),
    amount: text(first(value, ['amount', 'stake', 'bet'])?.[1]),
    win: win === undefined ? null : text(win),
  }
}

/** Rows for the keys no picture used; nested objects are spread one level as `a.b`. */
function rows(detail: Dict, used: readonly string[]): Row[] {
  return Object.entries(detail)
    .filter(([key]) => !used.includes(key))
    .flatMap(([key, value]) =>
      isDict(value)
        ? Object.entries(value).map(([inner, v]) => ({ key: `${key}.${inner}`, value: text(v) }))
        : [{ key, value: text(value) }],
    )
}

export function readRecall(detail: unknown): Recall {
  if (!isDict(detail))
    return {
      kind: 'other',
      extra: detail === null || detail === undefined ? [] : [{ key: 'detail', value: text(detail) }],
    }
  const reels = first(detail, ['reels', 'stops', 'columns'])
  const window = first(detail, ['window', 'screen', 'grid', 'rows', 'matrix'])
  if ((reels && isGrid(reels[1])) || (window && (isGrid(window[1]) || isRowStrings(window[1])))) {
    const rowsOf = (value: unknown): Symbol[][] =>
      isRowStrings(value) ? value.map((row) => [...row]) : (value as unknown[][]).map((row) => row.map(text))
    const grid = reels && isGrid(reels[1]) ? transpose(reels[1]) : rowsOf(window?.[1])
    const lines = first(detail, ['lineWins', 'lines', 'wins', 'paylines'])
    const lineList = lines && Array.isArray(lines[1]) ? lines[1].map(lineWin) : []
    const used = [
      reels && isGrid(reels[1]) ? reels[0] : window?.[0],
      lines && Array.isArray(lines[1]) ? lines[0] : undefined,
    ]
    return {
      kind: 'slot',
      rows: grid,
      lines: lineList,
      extra: rows(
        detail,
        used.filter((key): key is string => Boolean(key)),
      ),
    }
  }
  const player = hand(detail, 'player')
  const banker = hand(detail, 'banker')
  if (player.hand.cards.length > 0 || banker.hand.cards.length > 0) {
    const winner = first(detail, ['winner', 'result', 'outcome'])
    const bets = first(detail, ['bets', 'wagers'])
    const used = [...player.used, ...banker.used, winner?.[0], bets && Array.isArray(bets[1]) ? bets[0] : undefined]
    return {
      kind: 'baccarat',
      player: player.hand,
      banker: banker.hand,
      winner: winner ? text(winner[1]) : null,
      bets: bets && Array.isArray(bets[1]) ? bets[1].map(bet) : [],
      extra: rows(
        detail,
        used.filter((key): key is string => Boolean(key)),
      ),
    }
  }
  return { kind: 'other', extra: rows(detail, []) }
}
