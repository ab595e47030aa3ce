import type { Contract, ContractKind } from '@sea/contract'
import type { StoredTier } from '../../db/agents-schema'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'

/**
 * Contract tiers: checking an offer's tiers, storing them (minor units, basis points of a
 * percent), showing them, and matching a period's figures to a tier. Pure functions only.
 */

/** "0.80" (percent) -> 80 basis points of a percent; at most 100.00%, above 0.00 unless `zero` is allowed (a ceiling). */
export function rateToBps(rate: string, path: string, zero = false): number {
  const match = /^(\d{1,3})\.(\d{2})$/.exec(rate)
  const bps = match ? Number(match[1]) * 100 + Number(match[2]) : NaN
  if (!Number.isInteger(bps) || bps < (zero ? 0 : 1) || bps > 10_000) {
    throw new AppError('validation_failed', 'A rate is not valid', [
      { path, message: `${zero ? 'from' : 'above'} 0.00 and at most 100.00` },
    ])
  }
  return bps
}

export const bpsToRate = (bps: number): string => `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`

/** Each kind's fields: the thresholds (amounts or counts) and the rates. */
const SHAPES: Record<ContractKind, { amounts: string[]; counts: string[]; rates: string[] }> = {
  dividend: { amounts: ['periodValidBet', 'periodProfitLoss'], counts: ['activeMembers'], rates: ['rate'] },
  daily_salary: { amounts: ['betAmount'], counts: [], rates: ['rate'] },
  hourly_salary: { amounts: ['betAmount'], counts: [], rates: ['rate'] },
  realtime_salary: { amounts: ['singleBetAmount'], counts: [], rates: ['profitWageRate', 'lossWageRate'] },
}

export interface CheckedTiers {
  tiers: StoredTier[]
  /** The highest first rate (rate, or the profit-wage rate) and second rate (loss-wage rate, else 0). */
  maxRate: number
  maxLossRate: number
}

/**
 * An offer's tiers in stored form, sorted by their first threshold. Each tier must have exactly
 * its kind's fields, and no two tiers the same thresholds.
 */
export function checkTiers(
  kind: ContractKind,
  input: readonly Record<string, unknown>[],
  base = '/body/tiers',
): CheckedTiers {
  const shape = SHAPES[kind]
  const fields = [...shape.amounts, ...shape.counts, ...shape.rates]
  const tiers = input.map((tier, i) => {
    const path = `${base}/${i}`
    const extra = Object.keys(tier).filter((k) => !fields.includes(k))
    const missing = fields.filter((k) => tier[k] === undefined)
    if (extra.length > 0 || missing.length > 0) {
      throw new AppError('validation_failed', `A ${kind} tier has ${fields.join(', ')}`, [
        { path, message: `fields: ${fields.join(', ')}` },
      ])
    }
    const stored: StoredTier = {}
    for (const k of shape.amounts) stored[k] = String(toMinor(String(tier[k]), k))
    for (const k of shape.counts) {
      const n = tier[k]
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
        throw new AppError('validation_failed', 'A count is not valid', [
          { path: `${path}/${k}`, message: 'a whole number' },
        ])
      stored[k] = n
    }
    for (const k of shape.rates) stored[k] = rateToBps(String(tier[k]), `${path}/${k}`)
    return stored
  })
  const key = (t: StoredTier) => [...shape.amounts, ...shape.counts].map((k) => String(t[k])).join('/')
  if (new Set(tiers.map(key)).size !== tiers.length) {
    throw new AppError('validation_failed', 'Two tiers have the same thresholds', [
      { path: base, message: 'distinct thresholds' },
    ])
  }
  const first = shape.amounts[0] as string
  tiers.sort((a, b) =>
    BigInt(a[first] as string) < BigInt(b[first] as string)
      ? -1
      : BigInt(a[first] as string) > BigInt(b[first] as string)
        ? 1
        : 0,
  )
  const [rate1, rate2] = shape.rates as [string, string | undefined]
  return {
    tiers,
    maxRate: Math.max(...tiers.map((t) => Number(t[rate1]))),
    maxLossRate: rate2 ? Math.max(...tiers.map((t) => Number(t[rate2]))) : 0,
  }
}

/** Stored tiers as the API shows them: amounts as decimals, rates as percentages. */
export function showTier(kind: ContractKind, tier: StoredTier): Contract['tiers'][number] {
  const shape = SHAPES[kind]
  const shown: Record<string, string | number> = {}
  for (const k of shape.amounts) shown[k] = fromMinor(BigInt(tier[k] as string))
  for (const k of shape.counts) shown[k] = Number(tier[k])
  for (const k of shape.rates) shown[k] = bpsToRate(Number(tier[k]))
  return shown as Contract['tiers'][number]
}

export interface PeriodFigures {
  validBet: bigint
  /** The team's loss: stake less payout (the platform's win); negative when the team won. */
  teamLoss: bigint
  activeMembers: number
}

/**
 * The tier a period earns: among the tiers whose thresholds are all met, the one with the
 * highest rate (so tiers never have to be offered in rate order). Null when none is met.
 */
export function matchTier(kind: ContractKind, tiers: readonly StoredTier[], figures: PeriodFigures): StoredTier | null {
  const met = tiers.filter((t) =>
    kind === 'dividend'
      ? figures.validBet >= BigInt(t.periodValidBet as string) &&
        figures.teamLoss >= BigInt(t.periodProfitLoss as string) &&
        figures.activeMembers >= Number(t.activeMembers)
      : figures.validBet >= BigInt(t.betAmount as string),
  )
  return met.reduce<StoredTier | null>(
    (best, t) => (best === null || Number(t.rate) > Number(best.rate) ? t : best),
    null,
  )
}

/** base × rate, rounded down to the minor unit: the platform never pays a fraction it cannot post. */
export const applyRate = (base: bigint, bps: number): bigint => (base <= 0n ? 0n : (base * BigInt(bps)) / 10_000n)
