import type { Language, MemberPromotion, RaffleView, RulesOf } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { maskAccount } from '../game/catalogue.service'
import { claim } from '../promotion/grant.service'
import { promotionView, type MemberContext } from '../promotion/status.service'
import * as repo from './raffle.repository'
import { committed, ticketsOf } from './raffle.service'

/** A raffle as the member sees it, and the claim of its prizes (MCS2_claimRafflePromotion). */

type RaffleRules = RulesOf<'raffle'>

export interface RaffleCaller {
  merchantId: number
  memberId: bigint
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
  ctx: MemberContext,
  promotionId: bigint,
  language: Language,
  now = new Date(),
): Promise<{ promotion: MemberPromotion; granted: string | null }> {
  const caller = { merchantId: ctx.merchant.id, memberId: ctx.memberId }
  const promotion = await visibleRaffle(ctx.db, caller, promotionId)
  const grants = await repo.prizeGrants(ctx.db, promotionId, caller.memberId)
  if (grants.length === 0) throw new AppError('nothing_to_claim', 'No prize of this raffle is yours')
  let granted = 0n
  for (const grant of grants.filter((g) => g.state === 'claimable')) {
    const result = await claim(ctx.db, promotion, grant.id, { claimed: true, now })
    if (result.paid) granted += result.grant.amount
  }
  return {
    promotion: await promotionView(ctx, promotion, language, now),
    granted: granted > 0n ? fromMinor(granted) : null,
  }
}
