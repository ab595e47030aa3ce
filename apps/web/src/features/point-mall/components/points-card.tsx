import type { PointBalance } from '@sea/contract'
import { Icon } from '../../../components/ui/icon'
import { formatCount, formatMoney, useDateTime } from '../../../lib/format'
import { counted, useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { POINT_MALL } from '../point-mall-texts'

/** The member's points: how many, what they are worth, today's change, the next expiry, and the way to cash. */
export function PointsCard({ balance, onConvert }: { balance: PointBalance; onConvert: () => void }) {
  const { t } = useTexts(POINT_MALL)
  const dateTime = useDateTime()
  const currency = useSite().merchant.currency
  const sign = balance.changed > 0 ? '+' : balance.changed < 0 ? '−' : ''
  return (
    <section className="mall-points glow-panel" aria-labelledby="mall-points-title">
      <div className="mall-points__main">
        <h2 id="mall-points-title" className="mall-points__label">
          <Icon name="coins" size={18} />
          {t('card.title')}
        </h2>
        <p className="mall-points__value">{formatCount(balance.current)}</p>
        <p className="mall-points__worth">
          {t('card.worth', { amount: `${currency} ${formatMoney(balance.balance)}` })}
          {balance.ratio > 0 ? (
            <span className="mall-points__ratio">{t('card.ratio', counted(balance.ratio, { currency }))}</span>
          ) : null}
        </p>
      </div>
      <dl className="mall-points__facts">
        <div>
          <dt>{t('card.today')}</dt>
          <dd className={balance.changed < 0 ? 'mall-points__down' : balance.changed > 0 ? 'mall-points__up' : ''}>
            {sign}
            {formatCount(Math.abs(balance.changed))}
          </dd>
        </div>
        <div>
          <dt>{t('card.redeemed')}</dt>
          <dd>{formatCount(balance.redeemQuantity)}</dd>
        </div>
      </dl>
      <div className="mall-points__foot">
        <p className="mall-points__expiry">
          <Icon name="clock" size={16} />
          {balance.expiring
            ? t('card.expiring', counted(balance.expiring.points, { date: dateTime(balance.expiring.at, 'day') }))
            : t('card.noExpiring')}
        </p>
        <button type="button" className="button button--cta button--large mall-points__convert" onClick={onConvert}>
          <Icon name="transfer" size={18} />
          {t('card.convert')}
        </button>
      </div>
    </section>
  )
}
