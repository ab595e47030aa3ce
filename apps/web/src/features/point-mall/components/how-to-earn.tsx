import type { PointConfig } from '@sea/contract'
import { GAME_CATEGORIES } from '@sea/contract/constants'
import { TitledSection } from '../../../components/ui/titled-section'
import { formatMoney } from '../../../lib/format'
import { counted, useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { pointsPerHundred } from '../point-mall-rules'
import { POINT_MALL } from '../point-mall-texts'

/** The brand's earn table: points per 100.00 of valid bets in each category it rewards, and when points expire. */
export function HowToEarn({ config }: { config: PointConfig }) {
  const { t } = useTexts(POINT_MALL)
  const currency = useSite().merchant.currency
  const categories = GAME_CATEGORIES.filter((category) => (config.multipliers[category] ?? 0) > 0)
  return (
    <TitledSection id="mall-earn-title" title={t('earn.title')} className="mall-earn" titleClass="mall-heading">
      <p className="mall-earn__body">{t('earn.body')}</p>
      <ul className="mall-earn__list">
        {categories.map((category) => {
          const multiplier = config.multipliers[category] ?? 0
          const perHundred = pointsPerHundred(config.earnRate, multiplier)
          return (
            <li key={category} className="mall-earn__row">
              <span className="mall-earn__name">{t(`earn.categories.${category}`)}</span>
              <span className="mall-earn__rate">
                {t('earn.perHundred', counted(perHundred, { currency }, formatMoney(perHundred).replace(/\.00$/, '')))}
              </span>
              <span className="mall-earn__multiplier">{t('earn.multiplier', { value: formatMoney(multiplier) })}</span>
            </li>
          )
        })}
      </ul>
      <p className="mall-earn__note">
        {config.expiryDays === null ? t('earn.noExpiry') : t('earn.expiry', { days: config.expiryDays })}
      </p>
    </TitledSection>
  )
}
