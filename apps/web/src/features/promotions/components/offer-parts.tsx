import type { GrantState, MemberPromotion, MemberPromotionStatus } from '@sea/contract'
import { Pill, type PillTone } from '../../../components/ui/cashier'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { offerTerms, progressPercent, STATUS_TONES } from '../offers'
import { PROMOTIONS } from '../promotions-texts'
import './offer-parts.css'

/** The member's status in a promotion, as the spec names it (docs/domain/promotions.md#statuses). */
export function StatusChip({ status }: { status: MemberPromotionStatus }) {
  const { t } = useTexts(PROMOTIONS)
  return <Pill tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Pill>
}

const GRANT_TONES: Record<GrantState, PillTone> = {
  claimable: 'success',
  issued: 'success',
  wagering: 'warning',
  completed: 'success',
  forfeited: 'danger',
  expired: 'neutral',
}

/** A reward's state (the reward centre, a raffle's prizes). */
export function GrantStateChip({ state }: { state: GrantState }) {
  const { t } = useTexts(PROMOTIONS)
  return <Pill tone={GRANT_TONES[state]}>{t(`grantStates.${state}`)}</Pill>
}

type Progress = NonNullable<MemberPromotion['wagering']>

/** Wagering achieved against required, with the deadline when there is one. */
export function WageringBar({ wagering, title }: { wagering: Progress; title?: string }) {
  const { t } = useTexts(PROMOTIONS)
  const dateTime = useDateTime()
  const currency = useSite().merchant.currency
  const percent = progressPercent(wagering.achieved, wagering.required)
  return (
    <div className="promo-progress">
      <div className="promo-progress__head">
        <span className="promo-progress__title">{title ?? t('wagering.title')}</span>
        <span className="promo-progress__percent">{percent}%</span>
      </div>
      <div
        className="promo-progress__bar"
        role="progressbar"
        aria-label={title ?? t('wagering.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="promo-progress__text">
        {t('wagering.progress', {
          achieved: `${currency} ${formatMoney(wagering.achieved)}`,
          required: formatMoney(wagering.required),
        })}
        {wagering.expiresAt ? (
          <span className="promo-progress__due">{t('wagering.expires', { time: dateTime(wagering.expiresAt) })}</span>
        ) : null}
      </p>
    </div>
  )
}

/** The offer in short lines, from its rules and wagering. */
export function OfferTerms({ offer, compact = false }: { offer: MemberPromotion; compact?: boolean }) {
  const { t } = useTexts(PROMOTIONS)
  const currency = useSite().merchant.currency
  const terms = offerTerms(offer.rules, offer.wageringRules, currency)
  return (
    <ul className={`promo-terms${compact ? ' promo-terms--compact' : ''}`}>
      {(compact ? terms.slice(0, 2) : terms).map((term) => {
        const { period, ...values } = term.values
        return (
          <li key={term.key} className="promo-terms__item">
            {t(`terms.${term.key}`, { ...values, ...(period ? { period: t(`periods.${period}`) } : {}) })}
          </li>
        )
      })}
    </ul>
  )
}
