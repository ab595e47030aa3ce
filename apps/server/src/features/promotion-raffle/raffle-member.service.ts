import type {
  Language,
  MemberPromotion,
  MemberPromotionStatus,
  PromotionAction,
  RaffleView,
  RulesOf,
} from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { pickText } from '../../lib/localized'
import { fromMinor } from '../../lib/money'
import { maskAccount } from '../game/catalogue.service'
import { claim } from '../promotion/grant.service'
import * as repo from './raffle.repository'
import { committed, ticketsOf } from './raffle.service'

/** A raffle as the member sees it, and the claim of its prizes (MCS2_claimRafflePromotion). */

type RaffleRules = RulesOf<'raffle'>
type GrantRow = Awaited<ReturnType<typeof repo.prizeGrants>>[number]

export interface RaffleCaller {
  merchantId: number
  memberId: bigint
  /** The brand's default language: the claim's body names none. */
  language: Language
}

async function visibleRaffle(db: Db, caller: RaffleCaller, promotionId: bigint): Promise<repo.PromotionRow> {
  const promotion = await repo.findRaffle(db, caller.merchantId, promotionId)
  if (!promotion || promotion.state === 'draft') throw new AppError('not_found', 'No such raffle')
  return promotion
}

/**
 * The member's tickets, the commitment and, once drawn, the seed, the winners (accounts masked
 * like the winner board's) and the member's prizes. Before the draw the counts are live; a raffle
 * not committed yet is committed now, as the job would.
 */
export async function raffleView(
  db: Db,
  key: Buffer,
  caller: RaffleCaller,
  promotionId: bigint,
  now = new Date(),
): Promise<RaffleView> {
  const promotion = await visibleRaffle(db, caller, promotionId)
  const rules = promotion.rules as RaffleRules
  const raffle = await committed(db, key, promotionId, now)
  const base = {
    promotionId: String(promotionId),
    ticketsBy: rules.ticketsBy,
    unit: rules.unit,
    maxTickets: rules.maxTickets,
    commitment: raffle.commitment,
    prizes: rules.prizes.map((p, i) => ({ rank: i + 1, amount: p.amount })),
  }
  if (raffle.state === 'committed') {
    const end = promotion.endsAt && promotion.endsAt < now ? promotion.endsAt : now
    const entrants = promotion.startsAt < end ? await ticketsOf(db, promotion, end) : []
    return {
      ...base,
      tickets: entrants.find((e) => e.memberId === caller.memberId)?.tickets ?? 0,
      entrants: entrants.length,
      totalTickets: entrants.reduce((sum, e) => sum + e.tickets, 0),
      seed: null,
      drawnAt: null,
      winners: [],
      myPrizes: [],
    }
  }
  const amountOf = (rank: number) => rules.prizes[rank - 1]?.amount ?? '0.00'
  const [mine, winners, grants] = await Promise.all([
    repo.frozenEntrant(db, promotionId, caller.memberId),
    repo.winners(db, promotionId),
    repo.prizeGrants(db, promotionId, caller.memberId),
  ])
  return {
    ...base,
    tickets: mine?.tickets ?? 0,
    entrants: raffle.entrantCount ?? 0,
    totalTickets: Number(raffle.totalTickets ?? 0n),
    seed: raffle.seed,
    drawnAt: raffle.drawnAt?.toISOString() ?? null,
    winners: winners.map((w) => ({ rank: w.rank!, account: maskAccount(w.username), amount: amountOf(w.rank!) })),
    myPrizes: grants.map((g) => ({
      rank: Number(g.occasion.slice('prize:'.length)),
      amount: fromMinor(g.amount),
      state: g.state,
      rewardId: String(g.id),
    })),
  }
}

/**
 * Pays the member's claimable prizes of the raffle through the grant path; a second claim finds
 * them paid and pays nothing (granted null). A member with no prize here: nothing_to_claim.
 */
export async function claimRafflePrizes(
  db: Db,
  caller: RaffleCaller,
  promotionId: bigint,
  now = new Date(),
): Promise<{ promotion: MemberPromotion; granted: string | null }> {
  const promotion = await visibleRaffle(db, caller, promotionId)
  const grants = await repo.prizeGrants(db, promotionId, caller.memberId)
  if (grants.length === 0) throw new AppError('nothing_to_claim', 'No prize of this raffle is yours')
  let granted = 0n
  for (const grant of grants.filter((g) => g.state === 'claimable')) {
    const result = await claim(db, promotion, grant.id, { claimed: true, now })
    if (result.paid) granted += result.grant.amount
  }
  const after = await repo.prizeGrants(db, promotionId, caller.memberId)
  return {
    promotion: await memberRaffle(db, caller, promotion, after, now),
    granted: granted > 0n ? fromMinor(granted) : null,
  }
}

/**
 * The raffle as the promotion list shows it, for the claim's answer; its status follows
 * docs/domain/promotions.md#statuses for a raffle's entry and prizes.
 */
async function memberRaffle(
  db: Db,
  caller: RaffleCaller,
  promotion: repo.PromotionRow,
  grants: GrantRow[],
  now: Date,
): Promise<MemberPromotion> {
  const entry = await repo.entryState(db, promotion.id, caller.memberId)
  const [status, action] = statusOf(promotion, entry?.state, grants, now)
  const claimable = grants.filter((g) => g.state === 'claimable').reduce((sum, g) => sum + g.amount, 0n)
  return {
    id: String(promotion.id),
    code: promotion.code,
    kind: 'raffle',
    title: pickText(promotion.titles, caller.language, caller.language) ?? promotion.code,
    announcementId: promotion.announcementId === null ? null : String(promotion.announcementId),
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt?.toISOString() ?? null,
    status,
    action,
    claimable: claimable > 0n ? fromMinor(claimable) : null,
    wagering: null,
    rules: promotion.rules,
    wageringRules: promotion.wagering,
  }
}

function statusOf(
  promotion: repo.PromotionRow,
  entry: string | undefined,
  grants: GrantRow[],
  now: Date,
): [MemberPromotionStatus, PromotionAction | null] {
  if (grants.some((g) => g.state === 'claimable' && (!g.claimableUntil || g.claimableUntil > now)))
    return ['claim', 'claim']
  if (grants.some((g) => g.state === 'wagering')) return ['in_progress', null]
  if (grants.some((g) => g.state === 'issued' || g.state === 'completed')) return ['claimed', null]
  const open = promotion.state === 'live' && (!promotion.endsAt || promotion.endsAt > now)
  if (open && promotion.startsAt > now) return ['coming_soon', null]
  if (!open) return ['closed', null]
  if (entry === 'joined' || entry === 'approved') return ['signed', null]
  if (entry === 'applying') return ['applying', null]
  if (entry === 'rejected') return ['rejected', null]
  return ['join', 'join']
}
