import {
  MONEY_MISSION_EVENTS,
  type GameCategory,
  type Language,
  type MissionLeaderboard,
  type MissionSummary,
  type MissionView,
} from '@sea/contract'
import type { Db } from '../../db/database'
import type { GameNames } from '../../db/games-schema'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { pickText } from '../../lib/localized'
import { fromMinor } from '../../lib/money'
import { maskAccount } from '../game/catalogue.service'
import { loyaltySettingsOf } from '../loyalty/loyalty-settings.service'
import { postPoints } from '../loyalty/points-ledger.service'
import type { MerchantSettings } from '../merchant/merchant.service'
import { closedReason } from '../promotion/eligibility'
import { award } from '../promotion/grant.service'
import { eligibleWithoutCountry } from '../promotion/status.service'
import { currentPeriods, daysOfWeek, periodEnd, periodKeyOf, type CurrentPeriods } from './mission-periods'
import * as repo from './missions.repository'

/**
 * Missions as the member sees them (decision 055, docs/domain/loyalty.md#missions): the running
 * missions with the member's progress in the current period, the leaderboard, and the claim,
 * which pays the points and the bonus once per mission and period.
 */

export interface MissionContext {
  db: Db
  merchant: MerchantSettings
  memberId: bigint
}

const BOARD_SIZE = 50

const DAY_MS = 86_400_000

/** Money events count minor units and show decimals; the others count and show whole numbers. */
const shown = (mission: repo.MissionRow, value: bigint) =>
  MONEY_MISSION_EVENTS.includes(mission.event) ? fromMinor(value) : String(value)

interface ViewInputs {
  current: CurrentPeriods
  language: Language
  games: ReadonlyMap<string, GameNames>
}

function missionView(
  ctx: MissionContext,
  mission: repo.MissionRow,
  progress: repo.ProgressRow | undefined,
  { current, language, games }: ViewInputs,
): MissionView {
  const { brand } = ctx.merchant
  const value = progress?.value ?? 0n
  const names = mission.gameCode === null ? undefined : games.get(mission.gameCode)
  return {
    id: String(mission.id),
    code: mission.code,
    title: pickText(mission.titles, language, brand.defaultLanguage) ?? mission.code,
    period: mission.period,
    event: mission.event,
    category: mission.category as GameCategory | null,
    gameCode: mission.gameCode,
    gameName:
      mission.gameCode === null
        ? null
        : ((names && pickText(names, language, brand.defaultLanguage)) ?? mission.gameCode),
    target: shown(mission, mission.target),
    progress: shown(mission, value < mission.target ? value : mission.target),
    periodKey: periodKeyOf(mission.period, current),
    periodEndsAt: periodEnd(mission.period, current, brand.timezone, mission.endsAt)?.toISOString() ?? null,
    completed: (progress?.completedAt ?? null) !== null,
    claimed: (progress?.claimedAt ?? null) !== null,
    rewardPoints: Number(mission.rewardPoints),
    rewardBonus: mission.rewardBonus > 0n ? fromMinor(mission.rewardBonus) : null,
  }
}

async function viewsOf(
  ctx: MissionContext,
  missions: readonly repo.MissionRow[],
  language: Language,
  now: Date,
): Promise<MissionView[]> {
  const current = currentPeriods(now, ctx.merchant.brand.timezone)
  const codes = [...new Set(missions.flatMap((m) => (m.gameCode === null ? [] : [m.gameCode])))]
  const [rows, games] = await Promise.all([
    repo.progressIn(
      ctx.db,
      ctx.memberId,
      missions.map((m) => m.id),
      ['', current.today, current.week],
    ),
    repo.gameNames(ctx.db, ctx.merchant.id, codes),
  ])
  return missions.map((mission) => {
    const key = periodKeyOf(mission.period, current)
    const progress = rows.find((r) => r.missionId === mission.id && r.periodKey === key)
    return missionView(ctx, mission, progress, { current, language, games })
  })
}

/** MCSFE_getMissionSummaryDetails: the running missions, and how many wait to be claimed (the badge). */
export async function missionSummary(
  ctx: MissionContext,
  language: Language,
  now = new Date(),
): Promise<MissionSummary> {
  const missions = await viewsOf(ctx, await repo.runningMissions(ctx.db, ctx.merchant.id, now), language, now)
  return { claimable: missions.filter((m) => m.completed && !m.claimed).length, missions }
}

/**
 * MCSFE_getMissionLeaderboard: today's board counts the daily missions completed today; the
 * week's counts the daily missions completed on each of its days and its weekly missions.
 */
export async function missionLeaderboard(
  ctx: MissionContext,
  period: 'daily' | 'weekly',
  now = new Date(),
): Promise<MissionLeaderboard> {
  const current = currentPeriods(now, ctx.merchant.brand.timezone)
  const daily = period === 'daily'
  const rows = await repo.board(ctx.db, {
    merchantId: ctx.merchant.id,
    periods: daily ? ['daily'] : ['daily', 'weekly'],
    keys: daily ? [current.today] : daysOfWeek(current.week),
    me: ctx.memberId,
    limit: BOARD_SIZE,
  })
  const mine = rows.find((r) => r.memberId === ctx.memberId)
  return {
    period,
    periodKey: daily ? current.today : current.week,
    entries: rows
      .filter((r) => r.rank <= BOARD_SIZE)
      .map((r) => ({ rank: r.rank, account: maskAccount(r.username), completed: r.completed })),
    me: { rank: mine?.rank ?? null, completed: mine?.completed ?? 0 },
  }
}

const running = (mission: repo.MissionRow, now: Date) =>
  mission.state === 'live' && mission.startsAt <= now && (mission.endsAt === null || mission.endsAt > now)

/**
 * Claims a completed mission of the current period: in one transaction the period is marked
 * claimed (one claim of two at once wins), the points are posted and the bonus is paid by the
 * mission's loyalty promotion, each under `mission:<id>:<period>`. A bonus the promotion refuses
 * (closed, spent, not for this member) refuses the claim and writes nothing. Claimed already:
 * the same view.
 */
export async function claimMission(
  ctx: MissionContext,
  missionId: bigint,
  language: Language,
  now = new Date(),
): Promise<MissionView> {
  const mission = await repo.missionOf(ctx.db, ctx.merchant.id, missionId)
  if (!mission || mission.state === 'draft') throw new AppError('not_found', 'No such mission')
  const current = currentPeriods(now, ctx.merchant.brand.timezone)
  const key = { missionId, memberId: ctx.memberId, periodKey: periodKeyOf(mission.period, current) }
  await inTransaction(ctx.db, async (trx) => {
    const [progress] = await repo.progressIn(trx, ctx.memberId, [missionId], [key.periodKey])
    if (progress?.claimedAt) return
    if (!running(mission, now)) throw new AppError('mission_state_invalid', 'The mission is not running')
    if (!progress?.completedAt) throw new AppError('mission_not_completed', 'The mission is not completed yet')
    if (!(await repo.markClaimed(trx, key, now))) return
    const ref = `mission:${missionId}:${key.periodKey}`
    if (mission.rewardPoints > 0n) {
      const { expiryDays } = await loyaltySettingsOf(trx, ctx.merchant.id)
      await postPoints(trx, {
        merchantId: ctx.merchant.id,
        memberId: ctx.memberId,
        kind: 'mission',
        points: mission.rewardPoints,
        ref,
        expiresAt: expiryDays === null ? null : new Date(now.getTime() + expiryDays * DAY_MS),
      })
    }
    if (mission.rewardBonus > 0n) await payBonus(trx, ctx, mission, ref, now)
  })
  const [view] = await viewsOf(ctx, [mission], language, now)
  return view!
}

async function payBonus(trx: Db, ctx: MissionContext, mission: repo.MissionRow, occasion: string, now: Date) {
  const promotion =
    mission.promotionId === null ? undefined : await repo.loyaltyPromotion(trx, ctx.merchant.id, mission.promotionId)
  if (!promotion || closedReason(promotion, now) !== null)
    throw new AppError('promotion_closed', 'The promotion that pays this mission’s bonus is not running')
  if (!(await eligibleWithoutCountry(trx, promotion, ctx.memberId)))
    throw new AppError('promotion_not_eligible', 'The promotion’s conditions exclude this account')
  await award(trx, {
    promotion,
    member: { id: ctx.memberId, merchantId: ctx.merchant.id, currency: ctx.merchant.brand.currency },
    occasion,
    amount: mission.rewardBonus,
    mode: 'pay',
    claimed: true,
    now,
  })
}
