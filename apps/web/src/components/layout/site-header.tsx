import type { Brand } from '@sea/contract'
import { strings } from '../../lib/strings'
import { BrandMark } from '../ui/brand-mark'
import './site-header.css'

/** Sticky top bar: brand, main sections (desktop) and the account buttons. */
export function SiteHeader({ merchant }: { merchant: Brand }) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a className="site-header__brand" href="/" aria-label={merchant.name}>
          <BrandMark name={merchant.name} logoUrl={merchant.logoUrl} />
        </a>
        <nav className="site-nav" aria-label="Main">
          {strings.nav.map((item, index) => (
            <a key={item} href="/" aria-current={index === 0 ? 'page' : undefined}>
              {item}
            </a>
          ))}
        </nav>
        <div className="site-header__actions">
          <button type="button" className="button button--ghost" title={strings.comingSoon}>
            {strings.logIn}
          </button>
          <button type="button" className="button button--cta" title={strings.comingSoon}>
            {strings.joinNow}
          </button>
        </div>
      </div>
    </header>
  )
}
