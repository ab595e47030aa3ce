import type { Brand, StatusValue } from '@sea/contract'
import { BrandMark } from '../../components/ui/brand-mark'
import { NoticeScreen } from '../../components/ui/notice-screen'
import { strings } from '../../lib/strings'
import './system-screens.css'

const icon = (path: string) => (
  <svg
    viewBox="0 0 24 24"
    width="30"
    height="30"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.7"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={path} />
  </svg>
)

const WRENCH = 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3.5 17.5a1.8 1.8 0 0 0 2.5 2.5l5.8-5.8a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.2-.3-.3-2.2Z'
const GLOBE = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z'
const ALERT = 'M12 4 2.8 19.5h18.4L12 4Zm0 6v4.5m0 2.6v.1'

export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="loader" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">{strings.loading}</span>
    </div>
  )
}

export function ErrorScreen({ code, onRetry }: { code: string; onRetry: () => void }) {
  return (
    <NoticeScreen icon={icon(ALERT)} title={strings.error.title} tone="danger">
      <p className="notice-card__body">{strings.error.body}</p>
      <button type="button" className="button button--primary button--large" onClick={onRetry}>
        {strings.error.retry}
      </button>
      <p className="notice-card__meta">
        {strings.error.code}: <code>{code}</code>
      </p>
    </NoticeScreen>
  )
}

function formatEnd(iso: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(new Date(iso))
  } catch {
    // An unknown time zone name: fall back to the visitor's own.
    return new Intl.DateTimeFormat('en-GB', options).format(new Date(iso))
  }
}

export function MaintenanceScreen({ merchant, end }: { merchant: Brand; end: string | null }) {
  return (
    <NoticeScreen
      brand={<BrandMark name={merchant.name} logoUrl={merchant.logoUrl} size={48} />}
      icon={icon(WRENCH)}
      title={strings.maintenance.title}
      tone="warning"
    >
      <p className="notice-card__body">{strings.maintenance.body}</p>
      {end ? (
        <p className="notice-card__pill">
          {strings.maintenance.until}: <time dateTime={end}>{formatEnd(end, merchant.timezone)}</time>
        </p>
      ) : null}
    </NoticeScreen>
  )
}

export function RestrictedScreen({ merchant, location }: { merchant: Brand; location: StatusValue['location'] }) {
  return (
    <NoticeScreen
      brand={<BrandMark name={merchant.name} logoUrl={merchant.logoUrl} size={48} />}
      icon={icon(GLOBE)}
      title={strings.restricted.title}
      tone="warning"
    >
      <p className="notice-card__body">{strings.restricted.body}</p>
      <dl className="notice-card__facts">
        <div>
          <dt>{strings.restricted.ip}</dt>
          <dd>{location.ip}</dd>
        </div>
        <div>
          <dt>{strings.restricted.country}</dt>
          <dd>{location.country ?? strings.restricted.unknown}</dd>
        </div>
      </dl>
    </NoticeScreen>
  )
}
