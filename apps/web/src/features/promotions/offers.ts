import type { MemberPromotion, MemberPromotionStatus, PromotionRules, PromotionWagering } from '@sea/contract'
import type { PillTone } from '../../components/ui/cashier'
import type { Promotion } from '../../lib/announcements'
import { formatMoney } from '../../lib/format'
import { toMinor } from '../../lib/amount'

/**
 * A promotion as the site shows it: its page (the PR announcement: picture and HTML) and the
 * engine's offer with the member's status (decision 054). Either may be missing: an
 * announcement that names no promotion is news only, and a promotion without a page still shows.
 */
export type PromoEntry = { id: string; page: Promotion | null; offer: MemberPromotion | null }

export function promoEntries(pages: readonly Promotion[], offers: readonly MemberPromotion[]): PromoEntry[] {
  const withPage = pages.map((page) => ({
    id: page.id,
    page,
    offer: offers.find((offer) => offer.announcementId === page.id) ?? null,
  }))
  const shown = new Set(pages.map((page) => page.id))
  const alone = offers
    .filter((offer) => offer.announcementId === null || !shown.has(offer.announcementId))
    .map((offer) => ({ id: `p${offer.id}`, page: null, offer }))
  return [...withPage, ...alone]
}

/** /promoDetail?id= names the announcement, or `p<promotion id>` for a promotion without a page. */
export const detailPath = (entry: PromoEntry) => `/promoDetail?id=${encodeURIComponent(entry.id)}`

export const STATUS_TONES: Record<MemberPromotionStatus, PillTone> = {
  join: 'info',
  claim: 'success',
  applying: 'warning',
  closed: 'neutral',
  rejected: 'danger',
  issued: 'success',
  claimed: 'success',
  in_progress: 'warning',
  signed: 'info',
  coming_soon: 'neutral',
}

/** Basis points as a percentage without trailing zeros: 10000 -> "100", 150 -> "1.5". */
export function percent(basisPoints: number): string {
  return String(basisPoints / 100)
}

/** One line of an offer's terms: a text key of `terms.*` and its values. */
export type Term = { key: string; values: Record<string, string | number> }

/** The offer's terms as short lines ("100% up to MYR 388.00", "10× wagering in 7 days"). */
export function offerTerms(rules: PromotionRules, wagering: PromotionWagering | null, currency: string): Term[] {
  const money = (amount: string) => `${currency} ${formatMoney(amount)}`
  const terms: Term[] = []
  switch (rules.kind) {
    case 'deposit_bonus':
      terms.push({ key: 'rateUpTo', values: { rate: percent(rules.rate), cap: money(rules.cap) } })
      terms.push({ key: 'minDeposit', values: { amount: money(rules.minDeposit) } })
      terms.push({ key: `deposit.${rules.deposit}`, values: {} })
      break
    case 'signup':
    case 'birthday':
      terms.push({ key: rules.kind, values: { amount: money(rules.amount) } })
      break
    case 'cashback':
      terms.push({ key: 'cashback', values: { rate: percent(rules.rate), period: rules.period } })
      terms.push({ key: 'minCap', values: { min: money(rules.minAmount), cap: money(rules.cap) } })
      break
    case 'rebate': {
      const best = Math.max(0, ...Object.values(rules.rates))
      terms.push({ key: 'rebate', values: { rate: percent(best), period: rules.period } })
      terms.push({ key: 'minCap', values: { min: money(rules.minAmount), cap: money(rules.cap) } })
      break
    }
    case 'raffle': {
      const top = rules.prizes[0]
      terms.push({ key: `tickets.${rules.ticketsBy}`, values: { unit: money(rules.unit), max: rules.maxTickets } })
      if (top) terms.push({ key: 'prizes', values: { count: prizeCount(rules.prizes), amount: money(top.amount) } })
      break
    }
    case 'referral':
      terms.push({
        key: `referral.${rules.trigger}`,
        values: { reward: money(rules.reward), threshold: money(rules.threshold) },
      })
      break
  }
  if ('claimWithinDays' in rules && rules.claimWithinDays)
    terms.push({ key: 'claimWithin', values: { count: rules.claimWithinDays } })
  if (wagering) {
    terms.push({
      key: wagering.base === 'bonus' ? 'wagering' : 'wageringWithDeposit',
      values: { multiple: wagering.multiple, count: wagering.expiresInDays },
    })
    if (wagering.onEarlyWithdrawal === 'forfeit') terms.push({ key: 'forfeit', values: {} })
  }
  return terms
}

function prizeCount(prizes: readonly { count: number }[]): number {
  return prizes.reduce((sum, prize) => sum + prize.count, 0)
}

/** Achieved share of a requirement, 0 to 100, for a progress bar (amounts as the API sends them). */
export function progressPercent(achieved: string, required: string): number {
  const total = toMinor(required)
  if (total <= 0n) return 100
  const done = toMinor(achieved)
  return Number(((done > total ? total : done) * 100n) / total)
}
