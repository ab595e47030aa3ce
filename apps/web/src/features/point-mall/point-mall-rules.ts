import type { Address, PointItem } from '@sea/contract'
import { fromMinor } from '../../lib/amount'

/**
 * The point mall's arithmetic, checked in the browser before the server checks it again
 * (docs/domain/loyalty.md#the-point-mall-on-the-site): what points are worth, how many of an
 * item a member may take, what a conversion may be, and an address the contract accepts.
 */

/** The contract's limit on one redemption's quantity. */
export const QUANTITY_MAX = 100

/** What `points` are worth at `ratio` points per 1.00, rounded down to the cent, as an API amount. */
export function pointsValue(points: number, ratio: number): string {
  if (ratio <= 0 || points <= 0) return fromMinor(0n)
  return fromMinor((BigInt(points) * 100n) / BigInt(ratio))
}

export type ConvertProblem = 'required' | 'invalid' | 'belowMin' | 'step' | 'aboveBalance'
export type ConvertCheck = { ok: true; points: number } | { ok: false; problem: ConvertProblem }

/** Typed points to convert: whole, at least the minimum, a multiple of the step, within what may be converted. */
export function checkConvert(text: string, rules: { min: number; step: number; available: number }): ConvertCheck {
  const typed = text.trim().replace(/,/g, '')
  if (typed === '') return { ok: false, problem: 'required' }
  if (!/^\d{1,10}$/.test(typed)) return { ok: false, problem: 'invalid' }
  const points = Number(typed)
  if (points === 0) return { ok: false, problem: 'invalid' }
  if (points < rules.min) return { ok: false, problem: 'belowMin' }
  if (points % rules.step !== 0) return { ok: false, problem: 'step' }
  if (points > rules.available) return { ok: false, problem: 'aboveBalance' }
  return { ok: true, points }
}

/** The most points that may be converted at once: what may be converted, down to a whole step; 0 under the minimum. */
export function convertAll(rules: { min: number; step: number; available: number }): number {
  const most = rules.available - (rules.available % rules.step)
  return most >= rules.min ? most : 0
}

/** Why an item cannot be redeemed now, in the order a member should learn it, or null. */
export type ItemBlock = 'soldOut' | 'limit' | 'short'

export function itemBlock(item: PointItem, points: number): ItemBlock | null {
  if (item.stockLeft !== null && item.stockLeft <= 0) return 'soldOut'
  if (item.perMemberLimit !== null && item.redeemedByMe >= item.perMemberLimit) return 'limit'
  if (item.points > points) return 'short'
  return null
}

/** How many of an item the member may take in one redemption: stock, their limit, their points, the contract's cap. */
export function maxQuantity(item: PointItem, points: number): number {
  const bounds = [QUANTITY_MAX]
  if (item.stockLeft !== null) bounds.push(item.stockLeft)
  if (item.perMemberLimit !== null) bounds.push(item.perMemberLimit - item.redeemedByMe)
  if (item.points > 0) bounds.push(Math.floor(points / item.points))
  return Math.max(0, Math.min(...bounds))
}

/** Points of valid turnover worth 100.00 in a category, as the member reads the earn table. */
export function pointsPerHundred(earnRate: number, multiplier: number): number {
  return Math.round(earnRate * multiplier * 100 * 100) / 100
}

/** An address being typed: every field a string, line 2 optional. */
export type AddressDraft = Record<keyof Address, string>
export const EMPTY_ADDRESS: AddressDraft = { name: '', phone: '', line1: '', line2: '', city: '', postcode: '' }

/** The contract's AddressSchema, field by field: the longest each may be and the pattern it must match. */
const ADDRESS_RULES: Record<keyof Address, { max: number; pattern: RegExp; optional?: true }> = {
  name: { max: 80, pattern: /\S/ },
  phone: { max: 20, pattern: /^\+?[0-9 ]{6,20}$/ },
  line1: { max: 160, pattern: /\S/ },
  line2: { max: 160, pattern: /^/, optional: true },
  city: { max: 80, pattern: /\S/ },
  postcode: { max: 10, pattern: /^[A-Za-z0-9 -]{3,10}$/ },
}
export const ADDRESS_FIELDS = Object.keys(ADDRESS_RULES) as (keyof Address)[]
export const addressMax = (field: keyof Address) => ADDRESS_RULES[field].max

/** The fields the server would refuse: 'required' when empty, 'invalid' when not in its form. */
export function addressProblems(draft: AddressDraft): Partial<Record<keyof Address, 'required' | 'invalid'>> {
  const problems: Partial<Record<keyof Address, 'required' | 'invalid'>> = {}
  for (const field of ADDRESS_FIELDS) {
    const rule = ADDRESS_RULES[field]
    const value = draft[field].trim()
    if (value === '') {
      if (!rule.optional) problems[field] = 'required'
    } else if (value.length > rule.max || !rule.pattern.test(value)) problems[field] = 'invalid'
  }
  return problems
}

/** The address as the contract takes it: trimmed, line 2 left out when empty. */
export function toAddress(draft: AddressDraft): Address {
  const line2 = draft.line2.trim()
  return {
    name: draft.name.trim(),
    phone: draft.phone.trim(),
    line1: draft.line1.trim(),
    ...(line2 ? { line2 } : {}),
    city: draft.city.trim(),
    postcode: draft.postcode.trim(),
  }
}
