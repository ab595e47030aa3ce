/**
 * The slot's math models (docs/domain/games.md#slot): five 32-stop strips, a 20-line paytable and scatter
 * pays. Variants differ only in strips or paytable, never per player or session, so an
 * operator picks one per tenant and every outcome stays independent of wager and history.
 */
export type SlotSymbol = 'W' | '7' | 'B' | 'L' | 'C' | 'A' | 'K' | 'Q' | 'S'
export type SlotLineSymbol = Exclude<SlotSymbol, 'S'>

export interface SlotVariant {
  id: string
  name: string
  /** Five strips, read cyclically; a spin shows stop-1, stop, stop+1 of each. */
  reels: readonly (readonly SlotSymbol[])[]
  /** 3, 4 and 5 of a kind, × line bet. */
  paytable: Readonly<Record<SlotLineSymbol, readonly [number, number, number]>>
  /** 3, 4 and 5 scatters anywhere in the window, × total bet. */
  scatterPays: Readonly<Record<3 | 4 | 5, number>>
  /** Row index (0..2) per reel, one entry per line; all lines are always played. */
  paylines: readonly (readonly number[])[]
  /** The exact RTP in basis points, rounded down (exactRtp's rtpBp; a test keeps them equal). */
  rtpBp: number
}

export const SLOT_SYMBOLS: readonly SlotSymbol[] = ['W', '7', 'B', 'L', 'C', 'A', 'K', 'Q', 'S']

/** The usual 20 lines of a 3×5 window, straight lines first. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 1, 0, 0],
  [2, 2, 1, 2, 2],
  [0, 2, 0, 2, 0],
]

/** The worked paytable of docs/domain/games.md#slot (× line bet for 3, 4, 5 of a kind). */
const JADE_PAYTABLE: SlotVariant['paytable'] = {
  W: [40, 200, 2000],
  '7': [40, 150, 750],
  B: [25, 80, 400],
  L: [15, 60, 250],
  C: [10, 40, 150],
  A: [8, 25, 100],
  K: [5, 15, 75],
  Q: [4, 12, 60],
}
const JADE_SCATTER: SlotVariant['scatterPays'] = { 3: 2, 4: 10, 5: 100 }

/**
 * The worked strips: reels 1–4 hold W2 7·2 B3 L3 C4 A5 K6 Q6 S1, reel 5 W1 7·2 B3 L3 C4
 * A5 K6 Q7 S1. One scatter per strip keeps scatters ≥ 3 stops apart, which the closed-form
 * scatter RTP needs.
 */
const JADE_STRIPS = [
  'SCQKB7AQKLWCAKQBQCAKL7QAKBWCQKLA',
  'BWCQKLASCQKB7AQKLWCAKQBQCAKL7QAK',
  'AKL7QAKBWCQKLASCQKB7AQKLWCAKQBQC',
  'CAKQBQCAKL7QAKBWCQKLASCQKB7AQKLW',
  'BSAQKL7CAKQBQCAKLQQAKB7CQKLAWCQK',
]
/** The ~96% model: one Q stop becomes C on reels 1 and 2. */
const JADE_96_STRIPS = ['SCCKB7AQKLWCAKQBQCAKL7QAKBWCQKLA', 'BWCQKLASCQKB7ACKLWCAKQBQCAKL7QAK', ...JADE_STRIPS.slice(2)]

export const SLOT_VARIANTS: readonly SlotVariant[] = [
  {
    id: 'jade-94',
    name: 'Jade Fortune 94',
    reels: JADE_STRIPS.map(strip),
    // The worked model with the Q 3-of-a-kind lowered from 4 to 3.
    paytable: { ...JADE_PAYTABLE, Q: [3, 12, 60] },
    scatterPays: JADE_SCATTER,
    paylines: SLOT_PAYLINES,
    rtpBp: 9402,
  },
  {
    id: 'jade-95',
    name: 'Jade Fortune 95',
    reels: JADE_STRIPS.map(strip),
    paytable: JADE_PAYTABLE,
    scatterPays: JADE_SCATTER,
    paylines: SLOT_PAYLINES,
    rtpBp: 9518,
  },
  {
    id: 'jade-96',
    name: 'Jade Fortune 96',
    reels: JADE_96_STRIPS.map(strip),
    paytable: JADE_PAYTABLE,
    scatterPays: JADE_SCATTER,
    paylines: SLOT_PAYLINES,
    rtpBp: 9637,
  },
]

export function slotVariant(id: string): SlotVariant {
  const variant = SLOT_VARIANTS.find((v) => v.id === id)
  if (!variant) throw new RangeError(`unknown slot variant '${id}'`)
  return variant
}

function strip(text: string): SlotSymbol[] {
  return [...text].map((ch) => {
    if (!(SLOT_SYMBOLS as readonly string[]).includes(ch)) throw new RangeError(`unknown slot symbol '${ch}'`)
    return ch as SlotSymbol
  })
}
