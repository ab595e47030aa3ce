import { MONEY_MISSION_EVENTS, type FieldError, type MissionInput } from '@sea/contract'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import type { MissionRow } from './missions-admin.repository'

/**
 * What the contract's schema cannot say of a mission an operator writes (docs/admin.md
 * "Loyalty: missions"): a category for turnover only, a game for game rounds only, whole counts,
 * a run of login days that fits the period, a reward, and the end after the start.
 */

export function refuse(problems: FieldError[]): void {
  if (problems.length > 0) throw new AppError('validation_failed', 'The mission is not valid', problems)
}

/** The input as stored values (minor units, dates); field errors for everything wrong at once. */
export function missionValues(input: MissionInput) {
  const problems: FieldError[] = []
  const money = MONEY_MISSION_EVENTS.includes(input.event)
  // The schema's coercion turns a null game into '': both mean any game.
  const gameCode = input.gameCode?.trim() || null
  if (input.category !== null && input.event !== 'turnover')
    problems.push({ path: '/body/category', message: 'only for turnover missions' })
  if (gameCode !== null && input.event !== 'game_rounds')
    problems.push({ path: '/body/gameCode', message: 'only for game rounds missions' })
  if (!money && input.target.includes('.')) problems.push({ path: '/body/target', message: 'a whole count' })
  const target = money ? toMinor(input.target, 'target') : BigInt(input.target.split('.')[0]!)
  if (input.event === 'login_days') {
    const most = input.period === 'daily' ? 1n : input.period === 'weekly' ? 7n : null
    if (most !== null && target > most)
      problems.push({ path: '/body/target', message: `at most ${most} days in a row fit the period` })
  }
  const rewardBonus = input.rewardBonus === null ? 0n : toMinor(input.rewardBonus, 'rewardBonus')
  if (input.rewardPoints === 0 && rewardBonus === 0n)
    problems.push({ path: '/body/rewardPoints', message: 'points or a bonus' })
  if (rewardBonus > 0n && input.promotionId === null)
    problems.push({ path: '/body/promotionId', message: 'a loyalty promotion pays the bonus' })
  const startsAt = new Date(input.startsAt)
  const endsAt = input.endsAt === null ? null : new Date(input.endsAt)
  if (endsAt && endsAt <= startsAt) problems.push({ path: '/body/endsAt', message: 'after the start' })
  refuse(problems)
  return {
    code: input.code,
    titles: input.titles,
    period: input.period,
    event: input.event,
    category: input.category,
    gameCode,
    target,
    rewardPoints: BigInt(input.rewardPoints),
    rewardBonus,
    promotionId: input.promotionId === null ? null : BigInt(input.promotionId),
    startsAt,
    endsAt,
    sortOrder: input.sortOrder,
  }
}

export type MissionValues = ReturnType<typeof missionValues>

/** The mission as the API writes it (and the audit keeps it): amounts as decimals, counts as integers. */
export function missionInputOf(row: MissionRow): MissionInput {
  const money = MONEY_MISSION_EVENTS.includes(row.event)
  return {
    code: row.code,
    titles: row.titles as MissionInput['titles'],
    period: row.period,
    event: row.event,
    category: row.category as MissionInput['category'],
    gameCode: row.gameCode,
    target: money ? fromMinor(row.target) : String(row.target),
    rewardPoints: Number(row.rewardPoints),
    rewardBonus: row.rewardBonus > 0n ? fromMinor(row.rewardBonus) : null,
    promotionId: row.promotionId === null ? null : String(row.promotionId),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
  }
}

/**
 * Once a member has progress, what members are counting towards stays as it was: only titles,
 * rewards, the end and the order change.
 */
export function frozenChanges(before: MissionRow, values: MissionValues): FieldError[] {
  const fixed: [string, boolean][] = [
    ['code', before.code === values.code],
    ['period', before.period === values.period],
    ['event', before.event === values.event],
    ['category', before.category === values.category],
    ['gameCode', before.gameCode === values.gameCode],
    ['target', before.target === values.target],
    ['startsAt', before.startsAt.getTime() === values.startsAt.getTime()],
  ]
  return fixed
    .filter(([, unchanged]) => !unchanged)
    .map(([field]) => ({ path: `/body/${field}`, message: 'fixed once members have progress' }))
}
