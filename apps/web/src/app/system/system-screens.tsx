import type { StatusValue } from '@sea/contract'
import { BrandMark } from '../../components/ui/brand-mark'
import { LineSvg } from '../../components/ui/icon'
import { NoticeScreen } from '../../components/ui/notice-screen'
import { formatDateTime, formatGmtOffset } from '../../lib/format'
import { useTexts } from '../../lib/i18n'
import { SYSTEM } from './system-texts'
import './system-screens.css'

const icon = (path: string) => (
  <LineSvg size={30} strokeWidth="1.7">
    <path d={path} />
  </LineSvg>
)

const WRENCH =
  'M14.7 6.3a4 4 0 0 0-5.4 5.4L3.5 17.5a1.8 1.8 0 0 0 2.5 2.5l5.8-5.8a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.2-.3-.3-2.2Z'
const GLOBE =
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z'
const ALERT = 'M12 4 2.8 19.5h18.4L12 4Zm0 6v4.5m0 2.6v.1'

export function LoadingScreen() {
  const { t } = useTexts(SYSTEM)
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="loader" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  )
}

export function ErrorScreen({ code, onRetry }: { code: string; onRetry: () => void }) {
  const { t } = useTexts(SYSTEM)
  return (
    <NoticeScreen icon={icon(ALERT)} title={t('errorTitle')} tone="danger">
      <p className="notice-card__body">{t('errorBody')}</p>
      <button type="button" className="button button--primary button--large" onClick={onRetry}>
        {t('retry')}
      </button>
      <p className="notice-card__meta">
        {t('code')}: <code>{code}</code>
      </p>
    </NoticeScreen>
  )
}

/** The end of maintenance as every time on the site: the merchant's time and its GMT offset. */
const formatEnd = (iso: string, timeZone: string) =>
  `${formatDateTime(iso, timeZone, 'minute')} ${formatGmtOffset(new Date(iso), timeZone)}`

/** Status 1: the whole site is replaced by this page until maintenance ends. */
export function MaintenanceScreen({ site }: { site: StatusValue }) {
  const { t } = useTexts(SYSTEM)
  const { merchant, maintenanceEnd: end } = site
  const contact =
    site.customerService.url ?? site.resources.find((resource) => resource.resourceType === 'CUSTOMER_SERVICE')?.url
  return (
    <NoticeScreen
      brand={<BrandMark name={merchant.name} logoUrl={merchant.logoUrl} size={48} />}
      icon={icon(WRENCH)}
      title={t('maintenanceTitle')}
    >
      <p className="notice-card__body">{t('maintenanceBody')}</p>
      {end ? (
        <p className="notice-card__pill">
          {t('until')}: <time dateTime={end}>{formatEnd(end, merchant.timezone)}</time>
        </p>
      ) : null}
      {contact ? (
        <a className="button button--ghost" href={contact} target="_blank" rel="noopener noreferrer">
          {t('contactUs')}
        </a>
      ) : null}
    </NoticeScreen>
  )
}

/** Status 2: the visitor's IP or country is not served. */
export function RestrictedScreen({ site }: { site: StatusValue }) {
  const { t } = useTexts(SYSTEM)
  const { merchant, location } = site
  return (
    <NoticeScreen
      brand={<BrandMark name={merchant.name} logoUrl={merchant.logoUrl} size={48} />}
      icon={icon(GLOBE)}
      title={t('restrictedTitle')}
      tone="warning"
    >
      <p className="notice-card__body">{t('restrictedBody')}</p>
      <dl className="notice-card__facts">
        <div>
          <dt>{t('ip')}</dt>
          <dd data-testid="restricted-ip">{location.ip}</dd>
        </div>
        <div>
          <dt>{t('country')}</dt>
          <dd data-testid="restricted-country">{location.country ?? t('unknown')}</dd>
        </div>
      </dl>
    </NoticeScreen>
  )
}
