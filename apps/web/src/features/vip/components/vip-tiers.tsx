import type { VipTier } from '@sea/contract'
import { Icon } from '../../../components/ui/icon'
import { ErrorState } from '../../../components/ui/states'
import { TitledSection } from '../../../components/ui/titled-section'
import { toMinor } from '../../../lib/amount'
import { formatMoneyShort } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { useVipStatus, type useVipTable } from '../api'
import { VIP } from '../vip-texts'
import { Crown } from './crown'
import './vip-tiers.css'

/** Basis points as a percentage without trailing zeros: 50 -> "0.5%", 125 -> "1.25%", 100 -> "1%". */
export function rebatePercent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100)
  const cents = basisPoints % 100
  return cents === 0 ? `${whole}%` : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}%`
}

/** The table's money columns, in order, with the tier's amount each shows. */
const MONEY_COLUMNS = [
  { id: 'deposit', amount: (tier: VipTier) => tier.depositMin },
  { id: 'turnover', amount: (tier: VipTier) => tier.turnoverMin },
  { id: 'upgrade', amount: (tier: VipTier) => tier.upgradeBonus },
  { id: 'birthday', amount: (tier: VipTier) => tier.birthdayBonus },
] as const

/** One tier's row; on a phone the row is a card and each cell says its column (data-label). */
function TierRow({ tier, mine, days }: { tier: VipTier; mine: boolean; days: number }) {
  const { t } = useTexts(VIP)
  const currency = useSite().merchant.currency
  // Shortened when long: a dong brand's billions would wrap a phone's card.
  const money = (amount: string) => (toMinor(amount) > 0n ? `${currency} ${formatMoneyShort(amount)}` : '–')
  const limits = [
    tier.withdrawDailyLimit === null ? null : `${currency} ${formatMoneyShort(tier.withdrawDailyLimit)}`,
    tier.withdrawDailyCount === null ? null : t('times', { count: tier.withdrawDailyCount }),
  ].filter((part) => part !== null)
  return (
    <tr className={mine ? 'is-mine' : undefined} aria-current={mine ? 'true' : undefined}>
      <th scope="row">
        <span className="vip-tiers__tier">
          <span className="vip-tiers__badge" aria-hidden="true">
            {tier.rank}
          </span>
          <span className="vip-tiers__name">
            {tier.name}
            {mine ? <span className="vip-tiers__mine">{t('yourTier')}</span> : null}
          </span>
        </span>
      </th>
      {MONEY_COLUMNS.map((column) => (
        <td key={column.id} className="num" data-label={t(`columns.${column.id}`, { days })}>
          {money(column.amount(tier))}
        </td>
      ))}
      <td className="num" data-label={t('columns.rebate')}>
        {tier.rebateRate > 0 ? rebatePercent(tier.rebateRate) : '–'}
      </td>
      <td className="num" data-label={t('columns.withdraw')}>
        {limits.length > 0 ? limits.join(' · ') : t('unlimited')}
      </td>
      <td className={`vip-tiers__service${tier.vipService ? ' is-on' : ''}`} data-label={t('columns.service')}>
        <Icon name={tier.vipService ? 'check' : 'close'} size={18} />
        <span className="visually-hidden">{tier.vipService ? t('included') : t('notIncluded')}</span>
      </td>
    </tr>
  )
}

/** The brand's tier table (public), the member's own tier marked; the page shows it only when there are tiers. */
export function VipTiers({ table }: { table: ReturnType<typeof useVipTable> }) {
  const { t } = useTexts(VIP)
  const mine = useVipStatus().data?.rank ?? 0
  const data = table.data
  return (
    <TitledSection
      id="vip-tiers"
      title={
        <>
          <Crown size={22} />
          {t('tiersTitle')}
        </>
      }
      className="vip__section vip-tiers"
      titleClass="section-title vip-tiers__title"
    >
      {/* The page asks for the table and waits for it, so here it is either loaded or failed. */}
      {table.error || !data ? (
        <ErrorState error={table.error} onRetry={() => void table.refetch()} />
      ) : (
        <>
          <p className="vip-tiers__lead">
            {t('tiersLead', { days: data.windowDays, review: t(`reviews.${data.review}`) })}
          </p>
          <div className="vip-tiers__scroll">
            <table className="vip-tiers__table">
              <thead>
                <tr>
                  <th scope="col">{t('columns.tier')}</th>
                  {MONEY_COLUMNS.map((column) => (
                    <th key={column.id} scope="col" className="num">
                      {t(`columns.${column.id}`, { days: data.windowDays })}
                    </th>
                  ))}
                  <th scope="col" className="num">
                    {t('columns.rebate')}
                  </th>
                  <th scope="col" className="num">
                    {t('columns.withdraw')}
                  </th>
                  <th scope="col" className="vip-tiers__service-head">
                    {t('columns.service')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.tiers.map((tier) => (
                  <TierRow key={tier.rank} tier={tier} mine={tier.rank === mine} days={data.windowDays} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </TitledSection>
  )
}
