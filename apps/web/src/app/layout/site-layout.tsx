import { Outlet } from 'react-router'
import { NoticeMarquee } from '../../features/notices/components/notice-marquee'
import { RightBar } from '../../features/shell/components/right-bar'
import { SiteFooter } from '../../features/shell/components/site-footer'
import { SiteHeader } from '../../features/shell/components/site-header'

/**
 * Header, notice marquee, page, right bar and footer: every route of docs/domain/site.md#routes-and-pages except
 * /vip, /helpmc and /game.
 */
export function SiteLayout() {
  return (
    <div className="site">
      <SiteHeader />
      <NoticeMarquee />
      <div className="site__main">
        <Outlet />
      </div>
      <RightBar />
      <SiteFooter />
    </div>
  )
}
