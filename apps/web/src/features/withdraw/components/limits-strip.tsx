import type { withdrawalRoutes } from '@sea/contract'
import { Money } from '../../../components/ui/cashier'
import { Icon } from '../../../components/ui/icon'
import { isPositive } from '../../../lib/amount'
import type { CallValue } from '../../../lib/api-client'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { turnoverPercent } from '../withdraw-rules'
import { WITHDRAW } from '../withdraw-texts'

type Settings = CallValue<typeof withdrawalRoutes.settings>

/** What may be withdrawn: the balance, the limits, today's use and any turnover still owed. */
export function LimitsStrip({ settings, available }: { settings: Settings; available: string }) {
  const { t } = useTexts(WITHDRAW)
  const owed = isPositive(settings.turnoverOutstanding)
  const percent = turnoverPercent(settings.turnoverAchieved, settings.turnoverRequired)
  return (
    <>
      <section className="withdraw-summary" aria-label={t('available')}>
        <div className="withdraw-summary__main">
          <span className="withdraw-summary__label">{t('available')}</span>
          <Money amount={available} currency={settings.currency} className="withdraw-summary__amount" />
        </div>
        <dl className="withdraw-summary__facts">
          <div>
            <dt>{t('perWithdrawal')}</dt>
            <dd>
              {formatMoney(settings.minAmount)} – {formatMoney(settings.maxAmount)}
            </dd>
          </div>
          <div>
            <dt>{t('today')}</dt>
            <dd>
              {t('todayUsed', {
                used: settings.usedCount,
                count: settings.dailyCount,
                amount: formatMoney(settings.usedAmount),
                limit: formatMoney(settings.dailyAmount),
              })}
            </dd>
          </div>
        </dl>
      </section>
      {owed ? (
        <div className="withdraw-turnover" role="status">
          <Icon name="target" size={20} />
          <div className="withdraw-turnover__text">
            <p className="withdraw-turnover__title">{t('turnover.title')}</p>
            <p>
              {t('turnover.body', { outstanding: `${settings.currency} ${formatMoney(settings.turnoverOutstanding)}` })}
            </p>
            <div
              className="withdraw-turnover__bar"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span style={{ width: `${percent}%` }} />
            </div>
            <p className="withdraw-turnover__progress">
              {t('turnover.progress', {
                achieved: formatMoney(settings.turnoverAchieved),
                required: formatMoney(settings.turnoverRequired),
              })}
            </p>
          </div>
        </div>
      ) : null}
    </>
  )
}
