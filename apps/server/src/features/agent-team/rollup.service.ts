import type { Db } from '../../db/database'
import { dayIn, periodOf } from '@sea/rules'
import * as bets from './bet-source.repository'
import * as fold from './rollup-fold.repository'
import { rolledUpFigures, type RolledUpDay } from './rollup-read.repository'
import * as repo from './team.repository'

/**
 * The team rollup (decision 027): what the team overview reads for whole local days. The job
 * `agent.rollup` folds captured changes into it; a read adds what is not folded yet, so figures
 * are exact at any moment. Ranges that start or end inside a day, and teams a move changed since
 * the last fold, are computed from the raw rows instead.
 */

export interface FoldResult {
  changes: number
  draws: number
  recomputed: number
}

/**
 * One fold, in one repeatable-read transaction: the changes, final draws and dirty ancestors it
 * sees are exactly those it applies. Safe with several instances: the job runner's claim keeps
 * one run at a time, and a second fold running at once anyway fails on the lock row instead of
 * applying anything twice (answered as nothing done; the next run goes on).
 */
export async function foldTeamRollup(db: Db, now = new Date()): Promise<FoldResult> {
  if (!(await fold.hasWork(db))) return { changes: 0, draws: 0, recomputed: 0 }
  try {
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await fold.lockFold(trx, now)
        const taken = await fold.takeChanges(trx)
        await fold.applyChanges(trx)
        return { ...taken, recomputed: await fold.recomputeDirty(trx) }
      })
  } catch (error) {
    if ((error as { code?: string }).code === '40001') return { changes: 0, draws: 0, recomputed: 0 }
    throw error
  }
}

export type FigureDay = RolledUpDay

export interface TeamFigures {
  teamSize: number
  directMembers: number
  total: bets.BetTotals
  /** Days with bets or new members only, in the merchant's time zone. */
  days: FigureDay[]
}

/** [from, to) as whole local days (first and last, YYYY-MM-DD), or null when an end falls inside a day. */
export function wholeDays(from: Date, to: Date, timezone: string): { first: string; last: string } | null {
  if (to <= from || to.getTime() - from.getTime() > (fold.PREV_DAY_CAP - 2) * 86_400_000) return null
  if (periodOf('daily', timezone, from).start.getTime() !== from.getTime()) return null
  if (periodOf('daily', timezone, to).start.getTime() !== to.getTime()) return null
  return { first: dayIn(from, timezone), last: dayIn(new Date(to.getTime() - 1), timezone) }
}

/** The overview's team and bet figures: from the rollup for whole days, else from the raw rows. */
export async function teamFigures(
  db: Db,
  agentId: bigint,
  from: Date,
  to: Date,
  timezone: string,
): Promise<TeamFigures> {
  return (await rolledUpTeamFigures(db, agentId, from, to, timezone)) ?? rawFigures(db, agentId, from, to, timezone)
}

/** The figures from the rollup and its tail; null for a range that is not whole days, or a team moved since the last fold. */
export async function rolledUpTeamFigures(
  db: Db,
  agentId: bigint,
  from: Date,
  to: Date,
  timezone: string,
): Promise<TeamFigures | null> {
  const days = wholeDays(from, to, timezone)
  if (!days) return null
  const rolled = await rolledUpFigures(db, agentId, days.first, days.last)
  if (rolled.dirty) return null
  const sum = (pick: (d: FigureDay) => bigint) => rolled.days.reduce((s, d) => s + pick(d), 0n)
  return {
    teamSize: rolled.teamSize,
    directMembers: rolled.directMembers,
    total: {
      betCount: rolled.days.reduce((n, d) => n + d.betCount, 0),
      activeMembers: rolled.activeMembers,
      stake: sum((d) => d.stake),
      validBet: sum((d) => d.validBet),
      payout: sum((d) => d.payout),
    },
    // Days a rollback brought back to nothing keep their rows at zero; the raw rows have none.
    days: rolled.days.filter((d) => d.betCount !== 0 || d.newMembers !== 0 || d.activeMembers !== 0),
  }
}

/** The same figures computed from the raw rows: any range, and the reference the rollup is tested against. */
export async function rawFigures(
  db: Db,
  agentId: bigint,
  from: Date,
  to: Date,
  timezone: string,
): Promise<TeamFigures> {
  const [counts, summary, joined] = await Promise.all([
    repo.teamCounts(db, agentId),
    bets.teamBetSummary(db, agentId, from, to, timezone),
    repo.newMemberDays(db, agentId, from, to, timezone),
  ])
  const byDay = new Map<string, FigureDay>()
  const dayOf = (day: string) =>
    byDay.get(day) ?? { day, betCount: 0, activeMembers: 0, stake: 0n, validBet: 0n, payout: 0n, newMembers: 0 }
  for (const d of summary.days)
    byDay.set(d.day, {
      ...dayOf(d.day),
      betCount: d.betCount,
      activeMembers: d.activeMembers,
      stake: d.stake,
      validBet: d.validBet,
      payout: d.payout,
    })
  for (const d of joined) byDay.set(d.day, { ...dayOf(d.day), newMembers: d.n })
  const { betCount, activeMembers, stake, validBet, payout } = summary.total
  return {
    ...counts,
    total: { betCount, activeMembers, stake, validBet, payout },
    days: [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1)),
  }
}
