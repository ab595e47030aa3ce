import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BrandMark } from '../../../components/ui/brand-mark'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { imageUrl, useSite } from '../../../lib/site'
import { useGameCatalogue } from '../api/game-vendors'
import { footerProviders } from '../navigation'
import { SHELL } from '../shell-texts'
import '../../../components/ui/card.css'
import './site-footer.css'

/** Generic payment badges drawn for the project (public/brand/footer), no payment brand's logo. */
const PAYMENTS = [
  { file: 'footer/pay-online-banking.svg', label: 'payBanking' },
  { file: 'footer/pay-ewallet.svg', label: 'payEwallet' },
  { file: 'footer/pay-bank-transfer.svg', label: 'payTransfer' },
  { file: 'footer/pay-qr.svg', label: 'payQr' },
  { file: 'footer/pay-usdt.svg', label: 'payUsdt' },
] as const

/** The spec suggests chrome, firefox and ie; Internet Explorer is retired, so Edge stands in. */
const BROWSERS = ['Chrome', 'Firefox', 'Edge'] as const

export function SiteFooter() {
  const { t, i18n } = useTexts(SHELL)
  const site = useSite()
  const providers = footerProviders(useGameCatalogue(i18n.language))
  const brand = site.merchant.name

  return (
    <footer className="site-footer">
      {providers.length ? (
        <section className="footer-providers" aria-label={t('providers')}>
          <div className="container">
            <h2 className="group-title">{t('providers')}</h2>
            <ul className="footer-providers__list">
              {providers.map((provider) => (
                <li key={provider.vassalage} className="footer-providers__item">
                  {provider.logo ? (
                    <img src={imageUrl(site, provider.logo)} alt={provider.displayName} loading="lazy" />
                  ) : (
                    provider.displayName
                  )}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <div className="container site-footer__main">
        <div className="site-footer__brand">
          <Link to="/" className="site-footer__home" aria-label={t('footerHome', { brand })}>
            <BrandMark name={brand} logoUrl={site.merchant.logoUrl} size={44} />
          </Link>
          <p className="site-footer__age">
            <span className="age-badge" aria-hidden="true">
              18+
            </span>
            {t('ageNote')}
          </p>
        </div>

        <FooterGroup name="browsers" title={t('browsers')}>
          <ul className="browser-list">
            {BROWSERS.map((browser) => (
              <li key={browser} className="browser-chip">
                <Icon name="globe" size={16} />
                {browser}
              </li>
            ))}
          </ul>
          <p className="site-footer__note">{t('browsersNote')}</p>
        </FooterGroup>

        <FooterGroup name="payments" title={t('payments')}>
          <ul className="pay-list">
            {PAYMENTS.map((payment) => (
              <li key={payment.file} className="pay-tile">
                <img src={imageUrl(site, payment.file)} alt="" width={28} height={28} loading="lazy" />
                <span>{t(payment.label)}</span>
              </li>
            ))}
          </ul>
        </FooterGroup>
      </div>

      <div className="site-footer__legal">
        <div className="container site-footer__legal-inner">
          <span>{t('copyright', { year: new Date().getFullYear(), brand })}</span>
          <span className="site-footer__legal-age">18+</span>
        </div>
      </div>
    </footer>
  )
}

/** A titled group of the footer's main row; the heading names the section for screen readers. */
function FooterGroup({ name, title, children }: { name: 'browsers' | 'payments'; title: string; children: ReactNode }) {
  return (
    <section className={`site-footer__${name}`} aria-labelledby={`footer-${name}`}>
      <h2 id={`footer-${name}`} className="group-title">
        {title}
      </h2>
      {children}
    </section>
  )
}
