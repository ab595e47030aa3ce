import type { Language, ReferralSummary } from '@sea/contract'
import { isAgentType } from '@sea/rules'
import type { Db } from '../../db/database'
import { fromMinor, toMinor } from '../../lib/money'
import { maskAccount } from '../game/catalogue.service'
import type { Site } from '../merchant/merchant.service'
import { promotionView, type CountryOf } from '../promotion/status.service'
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
  countryOf: CountryOf,
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
    promotion: shown
      ? await promotionView(
          { db, merchant, memberId, countryOf },
          shown.promotion,
          query.language ?? merchant.brand.defaultLanguage,
          now,
        )
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
