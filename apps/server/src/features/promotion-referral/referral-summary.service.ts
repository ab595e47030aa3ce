import type { Language, MemberPromotion, MemberPromotionStatus, ReferralSummary } from '@sea/contract'
import { isAgentType } from '@sea/rules'
import type { Db } from '../../db/database'
import { pickText } from '../../lib/localized'
import { fromMinor, toMinor } from '../../lib/money'
import { maskAccount } from '../game/catalogue.service'
import type { Site } from '../merchant/merchant.service'
import * as repo from './referral.repository'

/**
 * The invite-friends page (promotionExtraRoutes.referral): the member's own code and the link on
 * the brand's configured domain (decision 035), the live referral promotion with the member's
 * status, the invitees with theirs, and what the referrals have paid.
 */
export async function referralSummary(
  db: Db,
  site: Site,
  memberId: bigint,
  query: { language?: Language | undefined; pageNum?: number | undefined; pageSize?: number | undefined },
  now = new Date(),
): Promise<ReferralSummary> {
  const { merchant } = site
  const me = await repo.memberCode(db, memberId)
  // An agent's code is an affiliate code: its invitees join its team and are paid through its
  // contracts, not by referral rewards (docs/domain/promotions.md#kinds), as the site's link says.
  const agent = isAgentType(me.isAgent)
  const link = new URL('/register', site.origin)
  link.searchParams.set(agent ? 'affiliateCode' : 'referralCode', me.affiliateCode)

  const promotion = agent ? undefined : await repo.shownReferral(db, merchant.id, now)
  const rules = promotion?.rules.kind === 'referral' ? promotion.rules : null
  const shown =
    promotion && rules ? { promotion, rule: { trigger: rules.trigger, threshold: toMinor(rules.threshold) } } : null
  const who = { merchantId: merchant.id, memberId, code: me.affiliateCode }
  const size = query.pageSize ?? 20
  const [rows, total, earned] = await Promise.all([
    repo.invitees(db, who, shown, { offset: ((query.pageNum ?? 1) - 1) * size, limit: size }),
    repo.inviteeCount(db, who),
    repo.earnings(db, memberId),
  ])
  return {
    code: me.affiliateCode,
    link: link.href,
    promotion:
      promotion && rules
        ? await promotionView(db, promotion, rules, memberId, query.language ?? merchant.brand.defaultLanguage, {
            defaultLanguage: merchant.brand.defaultLanguage,
            now,
          })
        : null,
    invitees: rows.map((row) => ({
      account: maskAccount(row.username),
      registeredAt: row.createdAt.toISOString(),
      status:
        row.reward !== null ? ('rewarded' as const) : row.qualified ? ('qualified' as const) : ('registered' as const),
      reward: row.reward !== null ? fromMinor(row.reward) : null,
    })),
    inviteeTotal: total,
    earnings: fromMinor(earned),
  }
}

type ReferralRules = Extract<repo.PromotionRow['rules'], { kind: 'referral' }>

/**
 * The referral promotion as the member sees it. A local stand-in for the shared member status of
 * docs/domain/promotions.md#statuses, kept in this one function so that it can give way to it:
 * referrals need no joining, so a member who can still earn is `signed`, `in_progress` while a
 * paid reward's wagering is open, `issued` once maxInvitees are paid.
 */
async function promotionView(
  db: Db,
  promotion: repo.PromotionRow,
  rules: ReferralRules,
  memberId: bigint,
  language: Language,
  context: { defaultLanguage: Language; now: Date },
): Promise<MemberPromotion> {
  const [grants, wagering] = await Promise.all([
    repo.grantCount(db, promotion.id, memberId),
    repo.openWagering(db, promotion.id, memberId),
  ])
  const reward = toMinor(rules.reward)
  const over =
    promotion.state !== 'live' ||
    (promotion.endsAt !== null && promotion.endsAt <= context.now) ||
    (promotion.budget !== null && promotion.spent + reward > promotion.budget)
  const status: MemberPromotionStatus =
    promotion.startsAt > context.now
      ? 'coming_soon'
      : wagering
        ? 'in_progress'
        : over
          ? 'closed'
          : grants >= rules.maxInvitees
            ? 'issued'
            : 'signed'
  return {
    id: String(promotion.id),
    code: promotion.code,
    kind: 'referral',
    title: pickText(promotion.titles, language, context.defaultLanguage) ?? promotion.code,
    announcementId: promotion.announcementId === null ? null : String(promotion.announcementId),
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt?.toISOString() ?? null,
    status,
    action: null,
    claimable: null,
    wagering: wagering
      ? {
          required: fromMinor(wagering.required),
          achieved: fromMinor(wagering.achieved),
          expiresAt: wagering.expiresAt?.toISOString() ?? null,
        }
      : null,
    rules,
    wageringRules: promotion.wagering,
  }
}
