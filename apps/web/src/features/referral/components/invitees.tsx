import type { ReferralSummary } from '@sea/contract'
import { Pill, type PillTone } from '../../../components/ui/cashier'
import { Icon } from '../../../components/ui/icon'
import { Pagination } from '../../../components/ui/states'
import { TitledSection } from '../../../components/ui/titled-section'
import { formatCount, formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { OfferTerms } from '../../promotions/components/offer-parts'
import { INVITEES_PAGE_SIZE } from '../api'
import { REFERRAL } from '../referral-texts'

type Invitee = ReferralSummary['invitees'][number]

const STATUS_TONES: Record<Invitee['status'], PillTone> = {
  registered: 'neutral',
  qualified: 'info',
  rewarded: 'success',
}

/** What inviting has earned, the live referral promotion's reward, and the invitees page by page. */
export function Invitees({
  summary,
  page,
  onPage,
}: {
  summary: ReferralSummary
  page: number
  onPage: (page: number) => void
}) {
  const { t } = useTexts(REFERRAL)
  const dateTime = useDateTime()
  const currency = useSite().merchant.currency
  return (
    <>
      <section className="referral-stats" aria-label={t('earnings')}>
        <div className="referral-stat referral-stat--gold">
          <span className="referral-stat__label">{t('earnings')}</span>
          <strong className="referral-stat__value">
            <small>{currency}</small> {formatMoney(summary.earnings)}
          </strong>
        </div>
        <div className="referral-stat">
          <span className="referral-stat__label">{t('invited')}</span>
          <strong className="referral-stat__value">{formatCount(summary.inviteeTotal)}</strong>
        </div>
        {summary.promotion ? (
          <div className="referral-stat referral-stat--wide">
            <span className="referral-stat__label">{t('rewardTitle')}</span>
            <OfferTerms offer={summary.promotion} />
          </div>
        ) : null}
      </section>

      <TitledSection
        id="referral-invitees"
        title={t('inviteesTitle')}
        level="h3"
        className="referral-card"
        titleClass="referral-card__title"
      >
        {summary.inviteeTotal === 0 ? (
          <p className="referral-invitees__empty">
            <Icon name="user" size={18} />
            {t('inviteesEmpty')}
          </p>
        ) : (
          <>
            <div className="referral-invitees__scroll">
              <table className="referral-invitees">
                <thead>
                  <tr>
                    <th scope="col">{t('columns.account')}</th>
                    <th scope="col">{t('columns.registered')}</th>
                    <th scope="col">{t('columns.status')}</th>
                    <th scope="col" className="num">
                      {t('columns.reward')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {summary.invitees.map((invitee) => (
                    <tr key={`${invitee.account}-${invitee.registeredAt}`}>
                      <td className="referral-invitees__account">{invitee.account}</td>
                      <td>{dateTime(invitee.registeredAt, 'day')}</td>
                      <td>
                        <Pill tone={STATUS_TONES[invitee.status]}>{t(`statuses.${invitee.status}`)}</Pill>
                      </td>
                      <td className="num">{invitee.reward ? `${currency} ${formatMoney(invitee.reward)}` : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={page}
              totalPages={Math.ceil(summary.inviteeTotal / INVITEES_PAGE_SIZE)}
              onChange={onPage}
            />
          </>
        )}
      </TitledSection>
    </>
  )
}
