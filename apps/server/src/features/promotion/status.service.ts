import {
  LANGUAGES,
  type Language,
  type MemberPromotion,
  type MemberPromotionStatus,
  type PromotionAction,
  type Reward,
} from '@sea/contract'
import type { Db } from '../../db/database'
import { pickText } from '../../lib/localized'
import { fromMinor, toMinor } from '../../lib/money'
import type { MerchantSettings } from '../merchant/merchant.service'
import { budgetLeft, closedReason, isEligible, type MemberFacts } from './eligibility'
import * as repo from './member-promotion.repository'
import type { PromotionRow } from './promotion.repository'

/**
 * Where a member stands in each promotion (docs/domain/promotions.md#statuses): computed from the
 * promotion, the member's entry and grants, never stored.
 */

/** Turns the registration IP into a country (the app's offline geo table, `lib/geo.ts`). */
export type CountryOf = (ip: string) => string | null

export interface MemberContext {
  db: Db
  merchant: MerchantSettings
  memberId: bigint
  countryOf: CountryOf
}

type Entry = Pick<repo.EntryRow, 'state'>
type Grant = repo.GrantView

export async function factsOf(ctx: MemberContext): Promise<MemberFacts> {
  const member = await repo.memberFacts(ctx.db, ctx.memberId)
  return { ...member, country: ctx.countryOf(member.registerIp) }
}

/**
 * For the jobs, which no geo lookup reaches: the segments judged on all but the country, which a
 * claim over HTTP judges in turn (docs/domain/promotions.md#eligibility).
 */
export async function eligibleWithoutCountry(db: Db, promotion: PromotionRow, memberId: bigint): Promise<boolean> {
  const { vipRank, memberLabels, createdAt, approvedDeposits } = await repo.memberFacts(db, memberId)
  return isEligible(promotion.eligibility, { vipRank, memberLabels, createdAt, approvedDeposits })
}

/** Kinds a member takes part in only after joining (docs/domain/promotions.md#joining). */
export function needsJoining(promotion: PromotionRow): boolean {
  const rules = promotion.rules
  if (rules.kind === 'deposit_bonus') return rules.apply === 'on_deposit'
  return rules.kind === 'raffle' || rules.kind === 'cashback' || rules.kind === 'rebate'
}

/** Kinds that pay a member once at most: after that grant the member's part is over. */
function oncePerMember(promotion: PromotionRow): boolean {
  const rules = promotion.rules
  return rules.kind === 'signup' || (rules.kind === 'deposit_bonus' && rules.deposit === 'first')
}

function fixedAmount(promotion: PromotionRow): bigint {
  const rules = promotion.rules
  if (rules.kind === 'signup' || rules.kind === 'birthday') return toMinor(rules.amount)
  if (rules.kind === 'referral') return toMinor(rules.reward)
  return 1n
}

const isOpenClaim = (grant: Grant, now: Date) =>
  grant.state === 'claimable' && (grant.claimableUntil === null || grant.claimableUntil > now)

/** The status and button, first rule that fits wins: what waits for the member before what the promotion allows. */
export function statusOf(
  promotion: PromotionRow,
  entry: Entry | undefined,
  grants: readonly Grant[],
  facts: MemberFacts,
  now: Date,
): { status: MemberPromotionStatus; action: PromotionAction | null } {
  if (grants.some((g) => isOpenClaim(g, now))) return { status: 'claim', action: 'claim' }
  if (entry?.state === 'applying') return { status: 'applying', action: null }
  if (entry?.state === 'rejected') return { status: 'rejected', action: null }
  const latest = grants[0]
  if (latest?.state === 'wagering') return { status: 'in_progress', action: null }
  const closed = closedReason(promotion, now)
  if (closed === 'coming') return { status: 'coming_soon', action: null }
  // Paid and owing nothing: final for a once-per-member kind, and what a finished promotion shows.
  const done = latest && (latest.state === 'issued' || latest.state === 'completed')
  if (done && (oncePerMember(promotion) || closed))
    return { status: latest.claimed ? 'claimed' : 'issued', action: null }
  if (closed || !budgetLeft(promotion, fixedAmount(promotion)) || !isEligible(promotion.eligibility, facts))
    return { status: 'closed', action: null }
  const rules = promotion.rules
  // A first-deposit bonus the first deposit did not earn can never be earned.
  if (rules.kind === 'deposit_bonus' && rules.deposit === 'first' && facts.approvedDeposits > 0)
    return { status: 'closed', action: null }
  if (rules.kind === 'signup')
    return rules.trigger === 'join' ? { status: 'join', action: 'request' } : { status: 'closed', action: null }
  if (needsJoining(promotion) && !entry) return { status: 'join', action: 'join' }
  return { status: 'signed', action: null }
}

function progress(grant: Grant | undefined): MemberPromotion['wagering'] {
  if (!grant || grant.wageringRequired === null) return null
  return {
    required: fromMinor(grant.wageringRequired),
    achieved: fromMinor(grant.wageringAchieved ?? 0n),
    expiresAt: grant.wageringExpiresAt?.toISOString() ?? null,
  }
}

export function titleOf(titles: Record<string, string>, language: Language, merchant: MerchantSettings): string {
  return pickText(titles, language, merchant.brand.defaultLanguage) ?? ''
}

/** One promotion as the member sees it. */
export function memberPromotionView(
  promotion: PromotionRow,
  entry: Entry | undefined,
  grants: readonly Grant[],
  facts: MemberFacts,
  language: Language,
  merchant: MerchantSettings,
  now: Date,
): MemberPromotion {
  const { status, action } = statusOf(promotion, entry, grants, facts, now)
  const claimable = grants.filter((g) => isOpenClaim(g, now)).reduce((sum, g) => sum + g.amount, 0n)
  return {
    id: String(promotion.id),
    code: promotion.code,
    kind: promotion.kind,
    title: titleOf(promotion.titles, language, merchant),
    announcementId: promotion.announcementId === null ? null : String(promotion.announcementId),
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt?.toISOString() ?? null,
    status,
    action,
    claimable: claimable > 0n ? fromMinor(claimable) : null,
    wagering: progress(grants[0]),
    rules: promotion.rules,
    wageringRules: promotion.wagering,
  }
}

/** The promotions the member sees, each with its status (`promotionRoutes.list`). */
export async function listPromotions(ctx: MemberContext, language: Language, now = new Date()) {
  const promotions = await repo.visiblePromotions(ctx.db, ctx.merchant.id, ctx.memberId)
  const ids = promotions.map((p) => p.id)
  const [facts, entries, grants] = await Promise.all([
    factsOf(ctx),
    repo.entriesOf(ctx.db, ctx.memberId, ids),
    repo.grantsOf(ctx.db, ctx.memberId, ids),
  ])
  return promotions.map((p) =>
    memberPromotionView(
      p,
      entries.find((e) => e.promotionId === p.id),
      grants.filter((g) => g.promotionId === p.id),
      facts,
      language,
      ctx.merchant,
      now,
    ),
  )
}

/** The language a call asked for (the site's `language` header or query), else the brand's default. */
export function askedLanguage(asked: unknown, merchant: MerchantSettings): Language {
  const upper = String(asked ?? '').toUpperCase()
  return (LANGUAGES as readonly string[]).includes(upper) ? (upper as Language) : merchant.brand.defaultLanguage
}

/** One promotion's view, read again after a call changed it. */
export async function promotionView(ctx: MemberContext, promotion: PromotionRow, language: Language, now: Date) {
  const [facts, entries, grants] = await Promise.all([
    factsOf(ctx),
    repo.entriesOf(ctx.db, ctx.memberId, [promotion.id]),
    repo.grantsOf(ctx.db, ctx.memberId, [promotion.id]),
  ])
  return memberPromotionView(promotion, entries[0], grants, facts, language, ctx.merchant, now)
}

export function rewardView(grant: Grant, language: Language, merchant: MerchantSettings): Reward {
  return {
    id: String(grant.id),
    promotionId: String(grant.promotionId),
    kind: grant.kind,
    title: titleOf(grant.titles, language, merchant),
    occasion: grant.occasion,
    amount: fromMinor(grant.amount),
    state: grant.state,
    claimed: grant.claimed,
    createdAt: grant.createdAt.toISOString(),
    issuedAt: grant.issuedAt?.toISOString() ?? null,
    claimableUntil: grant.claimableUntil?.toISOString() ?? null,
    forfeited: fromMinor(grant.forfeited),
    wagering: progress(grant),
  }
}
