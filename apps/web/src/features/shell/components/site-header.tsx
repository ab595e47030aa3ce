import { lazy, Suspense, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { BrandMark } from '../../../components/ui/brand-mark'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { openMemberCentre } from '../../../lib/require-member'
import { useSession } from '../../../lib/session-store'
import { useSite } from '../../../lib/site'
import { useUnreadCount } from '../api/unread-count'
import { SHELL } from '../shell-texts'
import { Balance } from './balance'
import { Clock } from './clock'
import { LanguagePicker } from './language-picker'
import { MainNav } from './main-nav'
import { MemberBar, UnreadBadge, VisitorActions } from './member-bar'
import './site-header.css'

// The phone drawer loads on first open, keeping it out of the first page's JavaScript.
const MobileDrawer = lazy(() => import('./mobile-drawer'))

/**
 * The site header (docs/domain/site.md#routes-and-pages): the top bar with the clock and languages, the brand with
 * the visitor or member bar, and the navigation. Phones get a compact bar and a menu drawer.
 */
export function SiteHeader() {
  const { t } = useTexts(SHELL)
  const site = useSite()
  const session = useSession()
  const unread = useUnreadCount()
  const [drawer, setDrawer] = useState(false)
  // The lottery page shows the header without its navigation (spec routes).
  const showNav = !useLocation().pathname.startsWith('/lottery')

  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar__inner">
          <Clock />
          <LanguagePicker />
        </div>
      </div>
      <div className="site-header__bar">
        <div className="container site-header__inner">
          <Link className="site-header__brand" to="/" aria-label={site.merchant.name}>
            <BrandMark name={site.merchant.name} logoUrl={site.merchant.logoUrl} size={40} />
          </Link>
          <div className="site-header__desktop">{session ? <MemberBar session={session} /> : <VisitorActions />}</div>
          <div className="site-header__compact">
            {session ? (
              <>
                <Balance className="balance--compact" short />
                <button
                  type="button"
                  className="site-header__deposit"
                  aria-label={t('deposit')}
                  onClick={() => openMemberCentre('depositv2')}
                >
                  <Icon name="plus" size={20} />
                </button>
              </>
            ) : (
              <VisitorActions />
            )}
            <button
              type="button"
              className="site-header__menu"
              aria-label={unread ? `${t('menu')}, ${t('unread', { count: unread })}` : t('menu')}
              aria-haspopup="dialog"
              aria-expanded={drawer}
              onClick={() => setDrawer(true)}
            >
              <Icon name="menu" size={22} />
              <UnreadBadge count={unread} />
            </button>
          </div>
        </div>
      </div>
      {showNav ? <MainNav /> : null}
      {drawer ? (
        <Suspense fallback={null}>
          <MobileDrawer onClose={() => setDrawer(false)} />
        </Suspense>
      ) : null}
    </header>
  )
}
