import { Icon } from '../../components/ui/icon'
import { AGENT } from '../../features/agent-centre/agent-texts'
import { usePendingOffers } from '../../features/agent-centre/api'
import { CONTRACT_PAGES } from '../../features/agent-centre/contracts/kinds'
import { useBalance, useMemberInfo } from '../../lib/account'
import { formatMoney } from '../../lib/format'
import { useTexts } from '../../lib/i18n'
import type { AgentCentrePage } from './pages'

/** Who is signed in: account, the agent tag, team size, balance, and the two team shortcuts. */
export function AgentCard({ teamSize, onOpen }: { teamSize: number | null; onOpen: (page: string) => void }) {
  const { t } = useTexts(AGENT)
  const info = useMemberInfo()
  const balance = useBalance()
  const account = info.data?.account ?? ''
  return (
    <div className="mc-card ac-card">
      <div className="mc-card__who">
        <span className="mc-card__avatar" aria-hidden="true">
          {account.slice(0, 1).toUpperCase() || <Icon name="user" size={20} />}
        </span>
        <div className="mc-card__names">
          <span className="mc-card__account">{account || '\u00a0'}</span>
          <span className="mc-card__label mc-card__label--vip">
            <Icon name="star" size={12} />
            {t('agent')}
            {teamSize !== null ? <span className="ac-card__team"> · {t('team', { count: teamSize })}</span> : null}
          </span>
        </div>
      </div>
      <div className="mc-card__balance">
        <div className="mc-card__balance-row">
          <span className="mc-card__amount" aria-live="polite">
            {balance.data ? (
              <>
                <span className="mc-card__currency">{balance.data.currency}</span> {formatMoney(balance.data.sumBalance)}
              </>
            ) : null}
          </span>
          <button
            type="button"
            className={`mc-card__refresh${balance.isFetching ? ' mc-card__refresh--spinning' : ''}`}
            onClick={() => void balance.refetch()}
            aria-label={t('refresh')}
            disabled={balance.isFetching}
          >
            <Icon name="refresh" size={16} />
          </button>
        </div>
      </div>
      <div className="mc-card__actions">
        <button type="button" className="button button--cta" onClick={() => onOpen('registerCenter')}>
          <Icon name="plus" size={16} />
          {t('registerShort')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onOpen('teamManagement')}>
          <Icon name="grid" size={16} />
          {t('groups.team')}
        </button>
      </div>
    </div>
  )
}

/**
 * The menu in the spec's order, in its sections; the current page is marked for screen readers,
 * and a contract page shows how many offers wait for the agent's answer.
 */
export function AgentCentreMenu({ pages, current, onOpen }: { pages: readonly AgentCentrePage[]; current: string | null; onOpen: (page: string) => void }) {
  const { t } = useTexts(AGENT)
  const kinds = pages.flatMap((page) => CONTRACT_PAGES[page.id]?.kind ?? [])
  const pending = usePendingOffers(kinds)
  const groups = pages.reduce<{ group: AgentCentrePage['group']; pages: AgentCentrePage[] }[]>((list, page) => {
    const last = list[list.length - 1]
    if (last?.group === page.group) last.pages.push(page)
    else list.push({ group: page.group, pages: [page] })
    return list
  }, [])
  return (
    <nav className="mc-menu" aria-label={t('menu')}>
      {groups.map(({ group, pages: items }) => (
        <div key={group} className="mc-menu__group">
          <p className="mc-menu__heading">{t(`groups.${group}`)}</p>
          <ul className="mc-menu__list">
            {items.map((page) => {
              const kind = CONTRACT_PAGES[page.id]?.kind
              const count = kind ? (pending[kind] ?? 0) : 0
              return (
                <li key={page.id}>
                  <button type="button" className="mc-menu__item" aria-current={page.id === current ? 'page' : undefined} onClick={() => onOpen(page.id)}>
                    <span className="mc-menu__icon">
                      <Icon name={page.icon} size={18} />
                    </span>
                    <span className="mc-menu__label">{t(`pages.${page.id}`)}</span>
                    {count > 0 ? (
                      <span className="mc-menu__badge" aria-label={t('waiting', { count })}>
                        {count}
                      </span>
                    ) : null}
                    <Icon name="chevronRight" size={16} className="mc-menu__chevron" />
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </nav>
  )
}
