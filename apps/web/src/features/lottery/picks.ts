import type { NumberSpec } from '@sea/contract'

/**
 * Number pickers as pure functions over the contract's NumberSpec, so the rules (limits, quick
 * pick, what a valid pick is) are tested without rendering. A selection is an ordered list of
 * picks as the bet sends them: direct play types (front2_direct...) keep the order picked.
 */
export type Choice = string

/** Which picker the page draws for a spec. */
export type PickerKind = 'grid' | 'entry' | 'balls' | 'sides'

/** Digit grids stop at 2 digits (100 cells); 3 and 4 digits are typed. */
export function pickerKind(spec: NumberSpec): PickerKind {
  if (spec.kind === 'sides') return 'sides'
  if (spec.kind === 'range') return 'balls'
  return spec.digits <= 2 ? 'grid' : 'entry'
}

/** Every choosable value of a grid or ball picker, in display order. */
export function valuesOf(spec: NumberSpec): Choice[] {
  if (spec.kind === 'sides') return [...spec.options]
  if (spec.kind === 'range') {
    return Array.from({ length: spec.max - spec.min + 1 }, (_, index) => String(spec.min + index))
  }
  if (spec.digits > 2) return []
  const size = 10 ** spec.digits
  return Array.from({ length: size }, (_, index) => String(index).padStart(spec.digits, '0'))
}

export const minPicks = (spec: NumberSpec) => (spec.kind === 'sides' ? 1 : spec.minCount)
export const maxPicks = (spec: NumberSpec) => (spec.kind === 'sides' ? 1 : spec.maxCount)

/**
 * A typed or tapped pick in the spec's form, or null. 4D roll takes exactly one R in place of a
 * digit (`allowRoll`).
 */
export function normalisePick(spec: NumberSpec, raw: string, allowRoll = false): Choice | null {
  const text = raw.trim().toUpperCase()
  if (spec.kind === 'sides') return spec.options.includes(raw.trim()) ? raw.trim() : null
  if (spec.kind === 'range') {
    if (!/^\d{1,3}$/.test(text)) return null
    const value = Number(text)
    return value >= spec.min && value <= spec.max ? String(value) : null
  }
  const pattern = allowRoll ? /^[\dR]+$/ : /^\d+$/
  if (!pattern.test(text) || text.length !== spec.digits) return null
  const rolls = (text.match(/R/g) ?? []).length
  if (allowRoll && rolls !== 1) return null
  return text
}

export type ToggleResult = { picks: Choice[]; refused: 'full' | 'invalid' | null }

/**
 * Taps a pick: a picked one is removed; a new one is added while there is room. Sides replace
 * (exactly one); a full single-pick picker also replaces, which is what a tap there means.
 */
export function togglePick(spec: NumberSpec, picks: readonly Choice[], raw: string, allowRoll = false): ToggleResult {
  const pick = normalisePick(spec, raw, allowRoll)
  if (pick === null) return { picks: [...picks], refused: 'invalid' }
  if (picks.includes(pick)) return { picks: picks.filter((p) => p !== pick), refused: null }
  const max = maxPicks(spec)
  if (max === 1) return { picks: [pick], refused: null }
  if (picks.length >= max) return { picks: [...picks], refused: 'full' }
  return { picks: [...picks, pick], refused: null }
}

/** A uniform integer below `bound` from the browser's CSPRNG; tests pass their own. */
export type RandomInt = (bound: number) => number

export const cryptoRandomInt: RandomInt = (bound) => {
  // Rejection sampling keeps every value equally likely.
  const limit = Math.floor(0x1_0000_0000 / bound) * bound
  const word = new Uint32Array(1)
  for (;;) {
    crypto.getRandomValues(word)
    const value = word[0] ?? 0
    if (value < limit) return value % bound
  }
}

/**
 * Quick pick: `count` distinct picks (default the minimum the play type needs, at least one),
 * chosen uniformly. Typed pickers (3 and 4 digits) draw from every number of that length.
 */
export function quickPick(spec: NumberSpec, random: RandomInt = cryptoRandomInt, count?: number): Choice[] {
  const wanted = Math.min(Math.max(count ?? minPicks(spec), 1), maxPicks(spec))
  if (spec.kind === 'digits' && spec.digits > 2) {
    const out = new Set<Choice>()
    const size = 10 ** spec.digits
    while (out.size < Math.min(wanted, size)) out.add(String(random(size)).padStart(spec.digits, '0'))
    return [...out]
  }
  const pool = valuesOf(spec)
  const out: Choice[] = []
  while (out.length < Math.min(wanted, pool.length)) {
    const [pick] = pool.splice(random(pool.length), 1)
    if (pick !== undefined) out.push(pick)
  }
  return out
}

/** Whether a selection is complete for the spec: the count within bounds and no repeats where distinct. */
export function picksProblem(spec: NumberSpec, picks: readonly Choice[]): 'tooFew' | 'tooMany' | 'repeated' | null {
  if (picks.length < minPicks(spec)) return 'tooFew'
  if (picks.length > maxPicks(spec)) return 'tooMany'
  const distinct = spec.kind !== 'range' || spec.distinct
  if (distinct && new Set(picks).size !== picks.length) return 'repeated'
  return null
}

/** Distinct orderings of a 4-digit number: what a 4D box covers (24, 12, 6, 4 or 1). */
export function permutationCount(number: string): number {
  const counts = new Map<string, number>()
  for (const digit of number) counts.set(digit, (counts.get(digit) ?? 0) + 1)
  let result = factorial(number.length)
  for (const count of counts.values()) result /= factorial(count)
  return result
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1)
}
