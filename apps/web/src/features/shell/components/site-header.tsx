import { BrandMark } from '../../../components/ui/brand-mark'
import { openModal } from '../../../lib/modals'
import { useSession } from '../../../lib/session-store'
import { useSite } from '../../../lib/site'
import './site-header.css'

// STUB: the shell feature replaces this with the full header (top bar, member bar, navigation).
export function SiteHeader() {
  const site = useSite()
  const session = useSession()
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a className="site-header__brand" href="/" aria-label={site.merchant.name}>
          <BrandMark name={site.merchant.name} logoUrl={site.merchant.logoUrl} />
        </a>
        <div className="site-header__actions">
          {session ? (
            <button type="button" className="button button--ghost" onClick={() => openModal('logout')}>
              {session.userName}
            </button>
          ) : (
            <>
              <button type="button" className="button button--ghost" onClick={() => openModal('login')}>
                Log in
              </button>
              <button type="button" className="button button--cta" onClick={() => openModal('register')}>
                Join now
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  )
}
