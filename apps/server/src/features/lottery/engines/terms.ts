import type { LotteryOverrides } from '@sea/contract'
import { type Ratio, ratio } from '@sea/engines/lottery'
import { AppError } from '../../../lib/app-error'

/**
 * A game's terms (decision 030): the odds, prices and prize tables a merchant sells it on, as the
 * text document of the contract (LotteryOverrides). The platform's defaults are a full document;
 * a merchant's overrides replace single values of it; adapters turn the merged document into
 * their engine's config. Values stay text until then so that they round-trip exactly.
 */
export type Terms = LotteryOverrides

/** How far an override may raise a return over the platform default: every default returns at most 98%. */
export const RAIL: Ratio = { num: 102n, den: 100n }

/** A ratio as text: a decimal when it has one of at most 8 places, else 'num/den'. */
export function valueText(value: Ratio): string {
  const { num, den } = ratio(value.num, value.den)
  let rest = den
  let twos = 0
  let fives = 0
  while (rest % 2n === 0n) [rest, twos] = [rest / 2n, twos + 1]
  while (rest % 5n === 0n) [rest, fives] = [rest / 5n, fives + 1]
  const places = Math.max(twos, fives)
  if (rest !== 1n || places > 8) return `${num}/${den}`
  if (places === 0) return String(num / den)
  const digits = String((num * 10n ** BigInt(places)) / den).padStart(places + 1, '0')
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`
}

/** The defaults with the overrides laid over them, value by value. */
export function mergeTerms(defaults: Terms, overrides: Terms): Terms {
  const out: Terms = structuredClone(defaults)
  for (const part of ['odds', 'pointPrices', 'loTruot'] as const) {
    if (overrides[part]) out[part] = { ...out[part], ...overrides[part] }
  }
  if (overrides.multiplier !== undefined) out.multiplier = overrides.multiplier
  if (overrides.paytables) out.paytables = { ...out.paytables, ...overrides.paytables }
  for (const part of ['prizes', 'ibox'] as const) {
    const given = overrides[part]
    if (!given) continue
    const merged: Record<string, Record<string, unknown>> = {
      ...(out[part] as Record<string, Record<string, unknown>>),
    }
    for (const [key, value] of Object.entries(given))
      merged[key] = part === 'ibox' ? deepMerge(merged[key] ?? {}, value) : { ...merged[key], ...value }
    ;(out as Record<string, unknown>)[part] = merged
  }
  out.disabled = overrides.disabled ?? []
  return out
}

function deepMerge(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out = { ...a }
  for (const [key, value] of Object.entries(b)) out[key] = { ...(a[key] as object | undefined), ...(value as object) }
  return out
}

export function termsInvalid(path: string, why: string): AppError {
  return new AppError('validation_failed', `Overrides ${path}: ${why}`, [
    { path: `/body/overrides/${path}`, message: why },
  ])
}

/** Refuses parts of the document an engine does not have. */
export function onlyParts(overrides: Terms, allowed: readonly (keyof Terms)[]): void {
  for (const part of Object.keys(overrides) as (keyof Terms)[]) {
    if (!allowed.includes(part)) throw termsInvalid(part, 'not a setting of this game')
  }
}

/** Only a play type the engine sells can be disabled. */
export function knownPlayTypes(disabled: readonly string[] | undefined, playTypes: readonly string[]): void {
  for (const [i, type] of (disabled ?? []).entries())
    if (!playTypes.includes(type)) throw termsInvalid(`disabled/${i}`, 'unknown play type')
}

/** Every key of an override part must be a key of the defaults' part. */
export function knownKeys(
  part: string,
  given: Record<string, unknown> | undefined,
  known: Record<string, unknown> | undefined,
): void {
  for (const key of Object.keys(given ?? {})) {
    if (!known || !Object.hasOwn(known, key)) throw termsInvalid(`${part}/${key}`, 'unknown key')
  }
}

export function parseValue(path: string, text: string): Ratio {
  let r: Ratio
  try {
    r = ratio(text)
  } catch {
    throw termsInvalid(path, 'not a number')
  }
  if (r.num === 0n) throw termsInvalid(path, 'must be above zero')
  return r
}

/** `value` returns at most RAIL x `base` (both as returns per unit staked), else odds_above_limit. */
export function withinRail(path: string, value: Ratio, base: Ratio): void {
  if (value.num * base.den * RAIL.den > base.num * value.den * RAIL.num) {
    throw new AppError('odds_above_limit', `Overrides ${path} return more than 102% of the platform default`, [
      { path: `/body/overrides/${path}`, message: 'above the limit' },
    ])
  }
}

export const over = (a: Ratio, b: Ratio): Ratio => ({ num: a.num * b.den, den: a.den * b.num })
