import { PageHead } from '../../../components/ui/page-head'
import { useTexts } from '../../../lib/i18n'
import { isTrial, useSession } from '../../../lib/session-store'
import { POINT_MALL } from '../point-mall-texts'
import { GuestHero } from './guest-hero'
import { MemberMall } from './member-mall'
import '../../../components/ui/card.css'
import './point-mall.css'

/** /pointMall: the member's points, the shelves and the history; visitors learn what points are and how to join. */
export function PointMallPage() {
  const { t } = useTexts(POINT_MALL)
  const session = useSession()
  const member = session !== null && !isTrial(session)
  return (
    <main>
      <PageHead icon="coins" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container mall">{member ? <MemberMall /> : <GuestHero trial={session !== null} />}</div>
    </main>
  )
}
