import { Icon } from '../../components/ui/icon'
import { useBalance, useMemberInfo } from '../../lib/account'
import { formatMoney } from '../../lib/format'
import { useTexts } from '../../lib/i18n'
import { MEMBER_CENTRE } from './member-centre-texts'
import type { MemberCentrePage } from './pages'
import './member-centre-side.css'

/**
 * Counts shown beside menu items. Missions have no backend yet (their issue brings it), so the
 * count is 0 and no badge shows: never an invented number.
 */
const BADGES: Readonly<Record<string, number>> = { missionLeaderboard: 0 }

/** Who is signed in: account, VIP label, the total balance with refresh, and the two money shortcuts. */
export function MemberCard({ onOpen }: { onOpen: (page: string) => void }) {
  const { t } = useTexts(MEMBER_CENTRE)
  const info = useMemberInfo()
  const balance = useBalance()
  const account = info.data?.account ?? ''
  const label = info.data?.clubLabel?.labelName ?? null
  return (
    <div className="mc-card">
      <div className="mc-card__who">
        <span className="mc-card__avatar" aria-hidden="true">
          {account.slice(0, 1).toUpperCase() || <Icon name="user" size={20} />}
        </span>
        <div className="mc-card__names">
          <span className="mc-card__account">{account || '\u00a0'}</span>
          <span className={`mc-card__label${label ? ' mc-card__label--vip' : ''}`}>
            {label ? <Icon name="star" size={12} /> : null}
            {label ?? t('member')}
          </span>
        </div>
      </div>
      <div className="mc-card__balance">
        <span className="mc-card__balance-label">{t('balance')}</span>
        <div className="mc-card__balance-row">
          <span className="mc-card__amount" aria-live="polite">
            {balance.data ? (
              <>
                <span className="mc-card__currency">{balance.data.currency}</span> {formatMoney(balance.data.sumBalance)}
              </>
            ) : (
              <span className="mc-card__updating">{t('updating')}</span>
            )}
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
        <button type="button" className="button button--cta" onClick={() => onOpen('depositv2')}>
          <Icon name="plus" size={16} />
          {t('pages.depositv2')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onOpen('withdraw')}>
          <Icon name="card" size={16} />
          {t('pages.withdraw')}
        </button>
      </div>
    </div>
  )
}

/** The menu in the spec's order, in its sections; the current page is marked for screen readers. */
export function MemberCentreMenu({ pages, current, onOpen }: { pages: readonly MemberCentrePage[]; current: string | null; onOpen: (page: string) => void }) {
  const { t } = useTexts(MEMBER_CENTRE)
  const groups = pages.reduce<{ group: MemberCentrePage['group']; pages: MemberCentrePage[] }[]>((list, page) => {
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
              const count = BADGES[page.id] ?? 0
              return (
                <li key={page.id}>
                  <button
                    type="button"
                    className="mc-menu__item"
                    aria-current={page.id === current ? 'page' : undefined}
                    onClick={() => onOpen(page.id)}
                  >
                    <span className="mc-menu__icon">
                      <Icon name={page.icon} size={18} />
                    </span>
                    <span className="mc-menu__label">{t(`pages.${page.id}`)}</span>
                    {count > 0 ? (
                      <span className="mc-menu__badge" aria-label={t('badge', { count })}>
                        {count > 99 ? '99+' : count}
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
