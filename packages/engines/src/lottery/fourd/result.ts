import { type FairStream } from '../../fair'

/**
 * A 4D draw (docs/domain/lottery.md#4d-draws): 23 four-digit numbers, 1st, 2nd, 3rd, 10 starters (Magnum's
 * "special") and 10 consolations. The same number may appear twice; it then wins both prizes.
 */
export interface FourDResult {
  first: string
  second: string
  third: string
  starters: string[]
  consolations: string[]
}

export type FourDCategory = 'first' | 'second' | 'third' | 'starter' | 'consolation'
export const CATEGORIES: readonly FourDCategory[] = ['first', 'second', 'third', 'starter', 'consolation']

/** Every prize slot as [category, number]: 23 of them. */
export function slotsOf(result: FourDResult): Array<readonly [FourDCategory, string]> {
  return [
    ['first', result.first],
    ['second', result.second],
    ['third', result.third],
    ...result.starters.map((n) => ['starter', n] as const),
    ...result.consolations.map((n) => ['consolation', n] as const),
  ]
}

export type FourDParse = { ok: true; result: FourDResult } | { ok: false; code: 'result_invalid'; field: string }

const NUMBER = /^\d{4}$/
// Some feeds list 13 starter slots with three blanked as '----' (docs/domain/lottery.md#4d-draws).
const BLANK = /^-+$/

/** An operator-entered result; lists are arrays or one string separated by spaces, commas or semicolons. */
export function parseResultSheet(input: unknown): FourDParse {
  const bad = (field: string): FourDParse => ({ ok: false, code: 'result_invalid', field })
  if (typeof input !== 'object' || input === null) return bad('result')
  const raw = input as Record<string, unknown>
  const singles: string[] = []
  for (const field of ['first', 'second', 'third'] as const) {
    const given = raw[field]
    const value = typeof given === 'string' ? given.trim() : ''
    if (!NUMBER.test(value)) return bad(field)
    singles.push(value)
  }
  const lists: string[][] = []
  for (const field of ['starters', 'consolations'] as const) {
    const list = listOf(raw[field])
    if (!list || list.length !== 10 || !list.every((n) => NUMBER.test(n))) return bad(field)
    lists.push(list)
  }
  const [first, second, third] = singles as [string, string, string]
  return { ok: true, result: { first, second, third, starters: lists[0]!, consolations: lists[1]! } }
}

function listOf(value: unknown): string[] | null {
  const items =
    typeof value === 'string'
      ? value.split(/[\s,;]+/)
      : Array.isArray(value) && value.every((v) => typeof v === 'string')
        ? (value as string[])
        : null
  return items ? items.map((s) => s.trim()).filter((s) => s.length > 0 && !BLANK.test(s)) : null
}

/** An in-house 4D draw: 23 numbers of 4 independent uniform digits, in slot order. */
export function drawResult(stream: FairStream): FourDResult {
  const next = () => Array.from({ length: 4 }, () => String(stream.int(10))).join('')
  return {
    first: next(),
    second: next(),
    third: next(),
    starters: Array.from({ length: 10 }, next),
    consolations: Array.from({ length: 10 }, next),
  }
}
