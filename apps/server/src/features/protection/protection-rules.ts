import { COOLING_OFF_HOURS, type LimitPeriod, type SelfExclusionTerm } from '@sea/contract'
import { periodOf, type SettlementPeriod } from '@sea/rules'

/**
 * Player protection's rules as plain functions (decision 056, docs/player-protection.md): what a
 * change of limit does, when an exclusion ends, and the brand period a limit counts over.
 */

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

export interface StoredLimit {
  amount: bigint | null
  pendingAmount: bigint | null
  pendingFrom: Date | null
}

/** A limit after the member asks for `next` (null: none): lower at once, higher or none after the cooling-off. */
export function changeLimit(current: StoredLimit | undefined, next: bigint | null, now: Date): StoredLimit {
  const amount = current?.amount ?? null
  const settled = { pendingAmount: null, pendingFrom: null }
  // No limit yet, or a lower one: protection grows at once, and any waiting raise is dropped.
  if (next !== null && (amount === null || next <= amount)) return { amount: next, ...settled }
  if (amount === null) return { amount: null, ...settled }
  return { amount, pendingAmount: next, pendingFrom: new Date(now.getTime() + COOLING_OFF_HOURS * HOUR_MS) }
}

/** The limit once its waiting raise or removal is confirmed; null when there is none yet to confirm. */
export function confirmedLimit(current: StoredLimit | undefined, now: Date): StoredLimit | 'waiting' | null {
  if (!current?.pendingFrom) return null
  if (current.pendingFrom > now) return 'waiting'
  return { amount: current.pendingAmount, pendingAmount: null, pendingFrom: null }
}

/** When a time-out of `days` or a self-exclusion of `term` that starts `now` ends; null: never. */
export function exclusionEnd(
  choice: { kind: 'timeout'; days: number } | { kind: 'self_exclusion'; term: SelfExclusionTerm },
  now: Date,
): Date | null {
  if (choice.kind === 'timeout') return new Date(now.getTime() + choice.days * DAY_MS)
  const months = { '6m': 6, '1y': 12, '5y': 60, permanent: null }[choice.term]
  if (months === null) return null
  const end = new Date(now)
  end.setUTCMonth(end.getUTCMonth() + months)
  return end
}

/** The later of two ends, null (never) being the latest: an exclusion is lengthened, never shortened. */
export function laterEnd(a: Date | null, b: Date | null): Date | null {
  if (a === null || b === null) return null
  return a > b ? a : b
}

const SETTLEMENT: Record<LimitPeriod, SettlementPeriod> = { day: 'daily', week: 'weekly', month: 'monthly' }

/** The brand's day, week (from Monday) or month holding `at`, in its time zone. */
export function limitPeriod(period: LimitPeriod, timezone: string, at: Date): { start: Date; end: Date } {
  return periodOf(SETTLEMENT[period], timezone, at)
}

export interface Exclusion {
  exclusionKind: 'timeout' | 'self_exclusion'
  excludedFrom: Date
  excludedUntil: Date | null
}

/**
 * The exclusion a member's row holds once a time-out or self-exclusion ending `ends` is added
 * `now`: one in force is only ever lengthened, and a self-exclusion outranks a time-out.
 */
export function lengthened(
  row: { exclusionKind: Exclusion['exclusionKind'] | null; excludedFrom: Date | null; excludedUntil: Date | null },
  kind: Exclusion['exclusionKind'],
  ends: Date | null,
  now: Date,
): Exclusion {
  const active = row.exclusionKind !== null && (row.excludedUntil === null || row.excludedUntil > now)
  if (!active) return { exclusionKind: kind, excludedFrom: now, excludedUntil: ends }
  return {
    exclusionKind: row.exclusionKind === 'self_exclusion' ? 'self_exclusion' : kind,
    excludedFrom: row.excludedFrom!,
    excludedUntil: laterEnd(row.excludedUntil, ends),
  }
}
