import type { VipStatus } from '@sea/contract'
import { Icon } from '../../../components/ui/icon'
import { ErrorState, LoadingState } from '../../../components/ui/states'
import { toMinor } from '../../../lib/amount'
import { hasCustomerService, openCustomerService } from '../../../lib/customer-service'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { isTrial, useSession } from '../../../lib/session-store'
import { useSite } from '../../../lib/site'
import { useVipStatus } from '../api'
import { VIP } from '../vip-texts'
import './vip-status.css'

/** Rank levels above 4 are served by the VIP customer-service desk (docs/domain/site.md#roles). */
export const VIP_SERVICE_FROM = 5

/** How far a window figure is towards the next tier: what it has over what it has plus what is missing. */
function share(figure: string, needed: string): number {
  const have = toMinor(figure)
  const missing = toMinor(needed)
  if (missing <= 0n) return 100
  return Number((have * 100n) / (have + missing))
}

/** One window figure (deposits or valid bets) with its bar towards the next tier and what is still missing. */
function Figure({ label, figure, needed, tier }: { label: string; figure: string; needed?: string; tier?: string }) {
  const { t } = useTexts(VIP)
  const currency = useSite().merchant.currency
  const money = (amount: string) => `${currency} ${formatMoney(amount)}`
  return (
    <div className="vip-figure">
      <div className="vip-figure__head">
        <span className="vip-figure__label">{label}</span>
        <strong className="vip-figure__value">{money(figure)}</strong>
      </div>
      {needed !== undefined && tier !== undefined ? (
        <>
          <div
            className="vip-figure__bar"
            role="progressbar"
            aria-label={t('progress', { figure: label, tier })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={share(figure, needed)}
          >
            <span style={{ width: `${share(figure, needed)}%` }} />
          </div>
          {toMinor(needed) > 0n ? (
            <p className="vip-figure__note">{t('needed', { amount: money(needed), tier })}</p>
          ) : (
            <p className="vip-figure__note is-met">
              <Icon name="check" size={14} />
              {t('met', { tier })}
            </p>
          )}
        </>
      ) : null}
    </div>
  )
}

/** The member's standing: tier, window figures against the next tier, the next review, VIP service. */
function Standing({ status }: { status: VipStatus }) {
  const { t } = useTexts(VIP)
  const site = useSite()
  const dateTime = useDateTime()
  const next = status.next
  const hasService = status.rank >= VIP_SERVICE_FROM
  return (
    <div className="vip-status">
      <p className="vip-status__label">{t('statusTitle')}</p>
      {status.rank > 0 && status.name !== null ? (
        <div className="vip-status__rank">
          <span className="vip-status__badge" aria-hidden="true">
            {status.rank}
          </span>
          <div>
            <p className="vip-status__name">{status.name}</p>
            <p className="vip-status__level">{t('level', { level: status.rank })}</p>
          </div>
        </div>
      ) : (
        <div>
          <p className="vip-status__title">{t('noRank')}</p>
          <p className="vip-status__body">{t('noRankBody')}</p>
        </div>
      )}
      <div className="vip-status__figures">
        <p className="vip-status__window">{t('window', { days: status.windowDays })}</p>
        <Figure label={t('deposit')} figure={status.deposit} needed={next?.depositNeeded} tier={next?.name} />
        <Figure label={t('turnover')} figure={status.turnover} needed={next?.turnoverNeeded} tier={next?.name} />
        {next === null ? <p className="vip-status__top">{t('top')}</p> : null}
      </div>
      <ul className="vip-status__facts">
        <li>
          <Icon name="clock" size={16} />
          {t('review', { date: dateTime(status.reviewAt, 'day') })}
        </li>
        {status.rank > 0 && status.name !== null ? (
          <li className={status.retained ? 'is-on' : undefined}>
            <Icon name={status.retained ? 'check' : 'info'} size={16} />
            {status.retained ? t('retained', { tier: status.name }) : t('notRetained', { tier: status.name })}
          </li>
        ) : null}
        <li className={hasService ? 'is-on' : undefined}>
          <Icon name={hasService ? 'headset' : 'lock'} size={16} />
          {hasService ? t('serviceOn') : t('serviceOff', { level: VIP_SERVICE_FROM })}
        </li>
      </ul>
      {hasService && hasCustomerService(site) ? (
        <button type="button" className="button button--cta" onClick={() => openCustomerService(site)}>
          <Icon name="headset" size={18} />
          {t('contactVip')}
        </button>
      ) : null}
    </div>
  )
}

/** The hero's card: a visitor is asked to log in or register, a trial account told tiers are for real ones. */
export function VipStatusCard() {
  const { t } = useTexts(VIP)
  const session = useSession()
  const status = useVipStatus()
  if (!session || isTrial(session)) {
    return (
      <div className="vip-status vip-status--guest">
        <p className="vip-status__title">{session ? t('trialTitle') : t('guestTitle')}</p>
        <p className="vip-status__body">{session ? t('trialBody') : t('guestBody')}</p>
        {session ? null : (
          <div className="vip-status__actions">
            <button type="button" className="button button--cta" onClick={() => openModal('login')}>
              {t('login')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => openModal('register')}>
              {t('register')}
            </button>
          </div>
        )}
      </div>
    )
  }
  if (status.isPending) return <LoadingState rows={3} />
  if (status.error || !status.data) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />
  return <Standing status={status.data} />
}
