import type { ContractKind } from '@sea/contract'
import { pad } from '@sea/rules'

/**
 * The tiers editor's rules, as pure functions: each kind's fields, checking a draft (amounts with
 * at most two decimals, rates from 0.01 to 100.00, distinct thresholds) and the rule of
 * docs/domain/site.md#states-and-transitions that a downline's rate never exceeds the offering agent's own (its ceiling). The
 * server checks all of it again; this only spares the agent a round trip.
 */
export type TierField =
  | 'periodValidBet'
  | 'periodProfitLoss'
  | 'activeMembers'
  | 'rate'
  | 'betAmount'
  | 'singleBetAmount'
  | 'profitWageRate'
  | 'lossWageRate'
export type FieldKind = 'amount' | 'count' | 'rate'
export type DraftTier = Partial<Record<TierField, string>>
export type TierProblem = 'required' | 'amount' | 'count' | 'rate' | 'aboveCeiling'
export type TiersCheck = {
  /** Problems by `${index}.${field}`; `max` is the ceiling a rate went above. */
  fields: Record<string, { problem: TierProblem; max?: string }>
  list: 'none' | 'tooMany' | 'duplicate' | 'noCeiling' | null
  ok: boolean
}
/** The highest rates the agent may give (its own contract's, or the merchant's at the top). */
export type RateCeiling = { rate: string | null; lossWageRate: string | null }

export const MAX_TIERS = 10

export const TIER_FIELDS: Record<ContractKind, readonly { field: TierField; type: FieldKind }[]> = {
  dividend: [
    { field: 'periodValidBet', type: 'amount' },
    { field: 'periodProfitLoss', type: 'amount' },
    { field: 'activeMembers', type: 'count' },
    { field: 'rate', type: 'rate' },
  ],
  daily_salary: [
    { field: 'betAmount', type: 'amount' },
    { field: 'rate', type: 'rate' },
  ],
  hourly_salary: [
    { field: 'betAmount', type: 'amount' },
    { field: 'rate', type: 'rate' },
  ],
  realtime_salary: [
    { field: 'singleBetAmount', type: 'amount' },
    { field: 'profitWageRate', type: 'rate' },
    { field: 'lossWageRate', type: 'rate' },
  ],
}

const AMOUNT = /^(0|[1-9]\d{0,14})(\.\d{1,2})?$/
const COUNT = /^(0|[1-9]\d{0,6})$/
const RATE = /^(\d{1,3})(?:\.(\d{1,2}))?$/

/** A rate in hundredths of a percent ("0.8" -> 80), or null when it is not one from 0.01 to 100.00. */
export function rateHundredths(text: string): number | null {
  const match = RATE.exec(text.trim())
  if (!match) return null
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return value > 0 && value <= 10_000 ? value : null
}

/** A rate as the API writes it: two places ("0.8" -> "0.80"). */
export function normalizeRate(text: string): string {
  const value = rateHundredths(text) ?? 0
  return `${Math.floor(value / 100)}.${pad(value % 100)}`
}

function normalizeAmount(text: string): string {
  const [whole = '0', fraction = ''] = text.trim().split('.')
  return `${whole}.${fraction.padEnd(2, '0')}`
}

/** Which ceiling bounds a rate field: the loss-wage rate has its own. */
const ceilingOf = (field: TierField, ceiling: RateCeiling) =>
  field === 'lossWageRate' ? ceiling.lossWageRate : ceiling.rate

export function checkTiers(kind: ContractKind, drafts: readonly DraftTier[], ceiling: RateCeiling): TiersCheck {
  const fields: TiersCheck['fields'] = {}
  drafts.forEach((tier, index) => {
    for (const { field, type } of TIER_FIELDS[kind]) {
      const value = (tier[field] ?? '').trim()
      const at = `${index}.${field}`
      if (value === '') fields[at] = { problem: 'required' }
      else if (type === 'amount' && !AMOUNT.test(value)) fields[at] = { problem: 'amount' }
      else if (type === 'count' && !COUNT.test(value)) fields[at] = { problem: 'count' }
      else if (type === 'rate') {
        const rate = rateHundredths(value)
        const max = ceilingOf(field, ceiling)
        if (rate === null) fields[at] = { problem: 'rate' }
        else if (max !== null && rate > (rateHundredths(max) ?? 0)) fields[at] = { problem: 'aboveCeiling', max }
      }
    }
  })
  const thresholds = drafts.map((tier) =>
    TIER_FIELDS[kind]
      .filter(({ type }) => type !== 'rate')
      .map(({ field, type }) =>
        type === 'amount' ? normalizeAmount(tier[field] ?? '') : String(Number(tier[field] ?? '')),
      )
      .join('/'),
  )
  const noCeiling = TIER_FIELDS[kind].some(({ field, type }) => type === 'rate' && ceilingOf(field, ceiling) === null)
  const list: TiersCheck['list'] = noCeiling
    ? 'noCeiling'
    : drafts.length === 0
      ? 'none'
      : drafts.length > MAX_TIERS
        ? 'tooMany'
        : new Set(thresholds).size !== thresholds.length
          ? 'duplicate'
          : null
  return { fields, list, ok: list === null && Object.keys(fields).length === 0 }
}

/** Checked drafts as the relay takes them: amounts and rates with two places, counts as numbers. */
export function toTiers(kind: ContractKind, drafts: readonly DraftTier[]): Record<string, string | number>[] {
  return drafts.map((tier) => {
    const out: Record<string, string | number> = {}
    for (const { field, type } of TIER_FIELDS[kind]) {
      const value = (tier[field] ?? '').trim()
      out[field] = type === 'count' ? Number(value) : type === 'rate' ? normalizeRate(value) : normalizeAmount(value)
    }
    return out
  })
}

/** A blank tier of the kind, for the editor's "add" button. */
export const blankTier = (kind: ContractKind): DraftTier =>
  Object.fromEntries(TIER_FIELDS[kind].map(({ field }) => [field, '']))

/** A contract's tiers as drafts, to start a new offer from the current one. */
export const draftsOf = (tiers: readonly Record<string, unknown>[]): DraftTier[] =>
  tiers.map((tier) => Object.fromEntries(Object.entries(tier).map(([key, value]) => [key, String(value)])))
