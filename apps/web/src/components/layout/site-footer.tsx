import type { Brand } from '@sea/contract'
import { strings } from '../../lib/strings'
import { BrandMark } from '../ui/brand-mark'
import './site-footer.css'

/** Brand line, languages and currency of the merchant, and the responsible-play notice. */
export function SiteFooter({ merchant }: { merchant: Brand }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <BrandMark name={merchant.name} logoUrl={merchant.logoUrl} size={32} />
          <p className="site-footer__note">
            <span className="age-badge">18+</span>
            {strings.footer.responsible}
          </p>
        </div>
        <dl className="site-footer__facts">
          <div>
            <dt>{strings.footer.languages}</dt>
            <dd className="chips">
              {merchant.languages.map((language) => (
                <span key={language} className="chip">
                  {language}
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>{strings.footer.currency}</dt>
            <dd className="chips">
              <span className="chip">{merchant.currency}</span>
            </dd>
          </div>
        </dl>
      </div>
      <div className="container">
        <p className="site-footer__legal">
          © {new Date().getFullYear()} {merchant.name}. {strings.footer.rights}
        </p>
      </div>
    </footer>
  )
}
