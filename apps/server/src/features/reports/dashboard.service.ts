import type { DASHBOARD_PERIODS, DashboardFigures } from '@sea/contract'
import { addDays } from '@sea/rules'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { fromMinor } from '../../lib/money'
import { brandsOf } from '../operator/operator.service'
import * as repo from './report.repository'
import { brandsInScope, lastDays } from './reports.service'

/**
 * The dashboard (decision 052): one brand or every brand in scope over today, 7 or 30 of each
 * brand's own days, from the rollups; per currency, since brands of different currencies never
 * add up; and the pending work, counted live.
 */

type Period = (typeof DASHBOARD_PERIODS)[number]
const DAYS: Record<Period, number> = { today: 1, '7d': 7, '30d': 30 }

interface Sums {
  betCount: number
  stake: bigint
  validBet: bigint
  win: bigint
  depositCount: number
  depositSum: bigint
  withdrawalCount: number
  withdrawalSum: bigint
  bonus: bigint
  registrations: number
  firstDepositors: number
  activePlayers: number
}

const zero = (): Sums => ({
  betCount: 0,
  stake: 0n,
  validBet: 0n,
  win: 0n,
  depositCount: 0,
  depositSum: 0n,
  withdrawalCount: 0,
  withdrawalSum: 0n,
  bonus: 0n,
  registrations: 0,
  firstDepositors: 0,
  activePlayers: 0,
})

function add(into: Sums, row: repo.BrandDayRow): void {
  into.betCount += row.betCount
  into.stake += row.stake
  into.validBet += row.validBet
  into.win += row.win
  into.depositCount += row.depositCount
  into.depositSum += row.depositSum
  into.withdrawalCount += row.withdrawalCount
  into.withdrawalSum += row.withdrawalSum
  into.bonus += row.bonus
  into.registrations += row.registrations
  into.firstDepositors += row.firstDepositors
  // A day's active players add up across brands (a member belongs to one brand); across days they do not.
  into.activePlayers += row.activePlayers
}

/** GGR = stake - wins; NGR = GGR - bonuses (decision 052, "Rollups"). */
function figures(s: Sums): DashboardFigures {
  const ggr = s.stake - s.win
  return {
    betCount: s.betCount,
    stake: fromMinor(s.stake),
    validBet: fromMinor(s.validBet),
    wins: fromMinor(s.win),
    ggr: fromMinor(ggr),
    depositCount: s.depositCount,
    deposits: fromMinor(s.depositSum),
    withdrawalCount: s.withdrawalCount,
    withdrawals: fromMinor(s.withdrawalSum),
    bonuses: fromMinor(s.bonus),
    ngr: fromMinor(ggr - s.bonus),
    activePlayers: s.activePlayers,
    registrations: s.registrations,
    firstDepositors: s.firstDepositors,
  }
}

export async function dashboard(
  db: Db,
  principal: Principal,
  query: { merchantId?: number; period?: Period },
  now = new Date(),
) {
  const period = query.period ?? 'today'
  const brands = await brandsInScope(db, principal, query.merchantId)
  const ranges = brands.map((b) => ({ merchantId: b.id, ...lastDays(b.timezone, DAYS[period], now) }))
  const currencyOf = new Map(brands.map((b) => [b.id, b.currency]))
  const [days, players, products, pending] = await Promise.all([
    repo.brandDays(db, ranges),
    repo.activePlayers(db, ranges),
    repo.products(db, ranges),
    repo.pending(
      db,
      brands.map((b) => b.id),
    ),
  ])
  const totals = new Map<string, Sums>()
  const series = new Map<string, Map<string, Sums>>()
  // Every day of the period gets a point, with or without figures.
  for (const [i, b] of brands.entries()) {
    totals.set(b.currency, totals.get(b.currency) ?? zero())
    const byDay = series.get(b.currency) ?? new Map<string, Sums>()
    series.set(b.currency, byDay)
    for (let day = ranges[i]!.from; day <= ranges[i]!.to; day = addDays(day, 1))
      if (!byDay.has(day)) byDay.set(day, zero())
  }
  for (const row of days) {
    const currency = currencyOf.get(row.merchantId)!
    add(totals.get(currency)!, row)
    const byDay = series.get(currency)!
    add(byDay.get(row.day)!, row)
  }
  for (const [currency, sums] of totals) sums.activePlayers = players.find((p) => p.currency === currency)?.players ?? 0
  return {
    period,
    brands: brands.map((b, i) => ({ currency: b.currency, timezone: b.timezone, ...ranges[i]! })),
    currencies: [...totals].map(([currency, sums]) => ({
      currency,
      totals: figures(sums),
      products: products
        .filter((p) => p.currency === currency)
        .map((p) => ({
          product: p.product,
          betCount: p.betCount,
          stake: fromMinor(p.stake),
          validBet: fromMinor(p.validBet),
          wins: fromMinor(p.win),
          ggr: fromMinor(p.stake - p.win),
        })),
      series: [...series.get(currency)!]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([day, sums]) => ({ day, ...figures(sums) })),
    })),
    // The draw desk is installation-wide (decision 052): a brand's operator has no draws to confirm.
    pending: { ...pending, lotteryResults: brandsOf(principal) === null ? pending.lotteryResults : null },
  }
}
