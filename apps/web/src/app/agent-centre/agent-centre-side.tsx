import { AGENT } from '../../features/agent-centre/agent-texts'
import { usePendingOffers } from '../../features/agent-centre/api'
import { CONTRACT_PAGES } from '../../features/agent-centre/contracts/kinds'
import { useTexts } from '../../lib/i18n'
import { CentreCard, CentreMenu } from '../centre/centre-side'
import type { AgentCentrePage } from './pages'

/** Who is signed in: account, the agent tag, team size, balance, and the two team shortcuts. */
export function AgentCard({ teamSize, onOpen }: { teamSize: number | null; onOpen: (page: string) => void }) {
  const { t } = useTexts(AGENT)
  return (
    <CentreCard
      className="ac-card"
      label={
        <>
          {t('agent')}
          {teamSize !== null ? <span className="ac-card__team"> · {t('team', { count: teamSize })}</span> : null}
        </>
      }
      vip
      refreshLabel={t('refresh')}
      actions={[
        { page: 'registerCenter', icon: 'plus', label: t('registerShort') },
        { page: 'teamManagement', icon: 'grid', label: t('groups.team') },
      ]}
      onOpen={onOpen}
    />
  )
}

/** The agent centre's menu; a contract page shows how many offers wait for the agent's answer. */
export function AgentCentreMenu({
  pages,
  current,
  onOpen,
}: {
  pages: readonly AgentCentrePage[]
  current: string | null
  onOpen: (page: string) => void
}) {
  const { t } = useTexts(AGENT)
  const kinds = pages.flatMap((page) => CONTRACT_PAGES[page.id]?.kind ?? [])
  const pending = usePendingOffers(kinds)
  return (
    <CentreMenu
      texts={AGENT}
      pages={pages}
      current={current}
      onOpen={onOpen}
      badge={(page) => {
        const kind = CONTRACT_PAGES[page.id]?.kind
        const count = kind ? (pending[kind] ?? 0) : 0
        return count > 0 ? { text: String(count), label: t('waiting', { count }) } : null
      }}
    />
  )
}
