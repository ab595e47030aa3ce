import { Outlet } from 'react-router'
import { SiteFooter } from '../../features/shell/components/site-footer'
import { SiteHeader } from '../../features/shell/components/site-header'

/** Header, page and footer: every route of spec section 2 except /vip, /helpmc and /game. */
export function SiteLayout() {
  return (
    <div className="site">
      <SiteHeader />
      <div className="site__main">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  )
}
