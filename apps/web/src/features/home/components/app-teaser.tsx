import { Link } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { appResources, qrCodeSrc } from '../../../lib/app-resources'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { HOME } from '../home-texts'
import './app-teaser.css'
import '../../../components/ui/card.css'

/** The app download band; hidden when the brand offers no app. */
export function AppTeaser() {
  const { t } = useTexts(HOME)
  const site = useSite()
  const apps = appResources(site)
  const first = apps[0]
  if (!first) return null
  return (
    <section className="app-teaser glow-panel" aria-labelledby="home-app-title">
      <div className="app-teaser__phone" aria-hidden="true">
        <div className="app-teaser__screen">
          <img src={site.merchant.logoUrl} alt="" width={44} height={44} loading="lazy" />
          <span className="app-teaser__bar" />
          <span className="app-teaser__grid">
            <span />
            <span />
            <span />
            <span />
          </span>
        </div>
      </div>
      <div className="app-teaser__copy">
        <h2 id="home-app-title">{t('app.title')}</h2>
        <p>{t('app.body')}</p>
        <ul className="app-teaser__platforms">
          {apps.map((app) => (
            <li key={app.resourceType}>
              <Icon name={app.resourceType === 'APP_LITE' ? 'send' : 'phone'} size={16} />
              {t(`app.${app.resourceType}`)}
            </li>
          ))}
        </ul>
        <Link className="button button--cta button--large" to="/download">
          <Icon name="download" size={18} />
          {t('app.cta')}
        </Link>
      </div>
      <figure className="app-teaser__qr">
        <img src={qrCodeSrc(site, first)} alt="" width={132} height={132} loading="lazy" decoding="async" />
        <figcaption>{t('app.scan')}</figcaption>
      </figure>
    </section>
  )
}
