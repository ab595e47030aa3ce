import { useClaimableMissions } from '../../features/missions/api'
import { useMemberInfo } from '../../lib/account'
import { useTexts } from '../../lib/i18n'
import { CentreCard, CentreMenu } from '../centre/centre-side'
import { MEMBER_CENTRE } from './member-centre-texts'
import type { MemberCentrePage } from './pages'

/**
 * Counts shown beside menu items: the missions completed and not yet claimed. The count is the
 * summary's (asked again on focus and every minute); while unknown or failed no badge shows.
 */
function useBadges(): Readonly<Record<string, number>> {
  return { missionLeaderboard: useClaimableMissions() ?? 0 }
}

/** Who is signed in: account, VIP label, the total balance with refresh, and the two money shortcuts. */
export function MemberCard({ onOpen }: { onOpen: (page: string) => void }) {
  const { t } = useTexts(MEMBER_CENTRE)
  const label = useMemberInfo().data?.clubLabel?.labelName ?? null
  return (
    <CentreCard
      label={label ?? t('member')}
      vip={label !== null}
      balanceLabel={t('balance')}
      updating={<span className="mc-card__updating">{t('updating')}</span>}
      refreshLabel={t('refresh')}
      actions={[
        { page: 'depositv2', icon: 'plus', label: t('pages.depositv2') },
        { page: 'withdraw', icon: 'card', label: t('pages.withdraw') },
      ]}
      onOpen={onOpen}
    />
  )
}

/** The member centre's menu; missions may carry a count. */
export function MemberCentreMenu({
  pages,
  current,
  onOpen,
}: {
  pages: readonly MemberCentrePage[]
  current: string | null
  onOpen: (page: string) => void
}) {
  const { t } = useTexts(MEMBER_CENTRE)
  const badges = useBadges()
  return (
    <CentreMenu
      texts={MEMBER_CENTRE}
      pages={pages}
      current={current}
      onOpen={onOpen}
      badge={(page) => {
        const count = badges[page.id] ?? 0
        return count > 0 ? { text: count > 99 ? '99+' : String(count), label: t('badge', { count }) } : null
      }}
    />
  )
}
