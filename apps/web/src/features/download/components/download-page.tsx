import { useState } from 'react'
import { Icon, type IconName } from '../../../components/ui/icon'
import { PageHead } from '../../../components/ui/page-head'
import { EmptyState } from '../../../components/ui/states'
import { Tabs } from '../../../components/ui/tabs'
import { appResources, qrCodeSrc, type AppResource, type AppResourceType } from '../../../lib/app-resources'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { DOWNLOAD } from '../download-texts'
import { APP_ANCHORS, pointsToPage } from '../links'
import '../../../components/ui/card.css'
import './download.css'
import '../../../components/ui/icon-tile.css'

const ICONS: Record<AppResourceType, IconName> = { APP_IOS: 'phone', APP_ANDROID: 'game', APP_LITE: 'globe' }
const STEPS = ['s1', 's2', 's3', 's4'] as const

function AppCard({ app }: { app: AppResource }) {
  const { t } = useTexts(DOWNLOAD)
  const site = useSite()
  const type = app.resourceType
  const ready = !pointsToPage(app.url, location.href)
  const external = /^https?:\/\//.test(app.url)
  return (
    <li className={`app-card app-card--${APP_ANCHORS[type]}`} id={APP_ANCHORS[type]}>
      <span className="app-card__icon tint-icon" aria-hidden="true">
        <Icon name={ICONS[type]} size={28} />
      </span>
      <h2 className="app-card__name">{t(`${type}.name`)}</h2>
      <p className="app-card__body">{t(`${type}.body`)}</p>
      <figure className="app-card__qr">
        <img src={qrCodeSrc(site, app)} alt="" width={148} height={148} loading="lazy" decoding="async" />
        <figcaption>{t('scan')}</figcaption>
      </figure>
      {ready ? (
        <a
          className="button button--cta button--large app-card__button"
          href={app.url}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          <Icon name="download" size={18} />
          {type === 'APP_LITE' ? t('open') : t('download')}
        </a>
      ) : (
        <button type="button" className="button button--ghost button--large app-card__button" disabled>
          {t('soon')}
        </button>
      )}
    </li>
  )
}

function Guide({ apps }: { apps: AppResource[] }) {
  const { t } = useTexts(DOWNLOAD)
  const [platform, setPlatform] = useState<AppResourceType>(apps[0]?.resourceType ?? 'APP_IOS')
  return (
    <section className="install-guide" aria-labelledby="install-guide-title">
      <h2 id="install-guide-title">{t('guideTitle')}</h2>
      <Tabs
        label={t('guideLabel')}
        tabs={apps.map((app) => ({ id: app.resourceType, label: t(`${app.resourceType}.name`) }))}
        value={platform}
        onChange={setPlatform}
      />
      <ol className="install-guide__steps" role="tabpanel" aria-label={t(`${platform}.name`)}>
        {STEPS.map((step, index) => (
          <li key={step}>
            <span className="install-guide__number icon-tile icon-tile--round icon-tile--gold" aria-hidden="true">
              {index + 1}
            </span>
            <p>{t(`steps.${platform}.${step}`)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The brand's apps (site resources APP_IOS, APP_ANDROID, APP_LITE) with QR codes and a guide. */
export function DownloadPage() {
  const { t } = useTexts(DOWNLOAD)
  const apps = appResources(useSite())
  return (
    <main>
      <PageHead icon="download" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container download__body">
        {apps.length === 0 ? (
          <EmptyState icon="phone" title={t('empty')}>
            {t('emptyBody')}
          </EmptyState>
        ) : (
          <>
            <ul className="app-cards">
              {apps.map((app) => (
                <AppCard key={app.resourceType} app={app} />
              ))}
            </ul>
            <Guide apps={apps} />
          </>
        )}
      </div>
    </main>
  )
}
