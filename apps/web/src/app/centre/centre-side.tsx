import type { ReactNode } from 'react'
import { Icon, type IconName } from '../../components/ui/icon'
import { useBalance, useMemberInfo } from '../../lib/account'
import { formatMoney } from '../../lib/format'
import { useTexts } from '../../lib/i18n'
import type { CentrePage } from './centre-page'
import './centre-side.css'
import '../../components/ui/icon-tile.css'

export type CentreCardProps = {
  /** Extra class on the card (the agent centre's own rules). */
  className?: string
  /** What the label under the account says, and whether it wears the VIP look (with its star). */
  label: ReactNode
  vip: boolean
  /** The line above the balance, when the centre has one. */
  balanceLabel?: string
  /** What shows while the balance is not there yet. */
  updating?: ReactNode
  refreshLabel: string
  /** The card's two shortcuts to pages of the centre: the first is the call to action. */
  actions: readonly [CardAction, CardAction]
  onOpen: (page: string) => void
}

export type CardAction = { page: string; icon: IconName; label: string }

/** Who is signed in: account, a label, the total balance with refresh, and two shortcuts. */
export function CentreCard({
  className,
  label,
  vip,
  balanceLabel,
  updating = null,
  refreshLabel,
  actions,
  onOpen,
}: CentreCardProps) {
  const info = useMemberInfo()
  const balance = useBalance()
  const account = info.data?.account ?? ''
  return (
    <div className={className ? `mc-card ${className}` : 'mc-card'}>
      <div className="mc-card__who">
        <span className="mc-card__avatar" aria-hidden="true">
          {account.slice(0, 1).toUpperCase() || <Icon name="user" size={20} />}
        </span>
        <div className="mc-card__names">
          <span className="mc-card__account">{account || '\u00a0'}</span>
          <span className={`mc-card__label${vip ? ' mc-card__label--vip' : ''}`}>
            {vip ? <Icon name="star" size={12} /> : null}
            {label}
          </span>
        </div>
      </div>
      <div className="mc-card__balance">
        {balanceLabel ? <span className="mc-card__balance-label">{balanceLabel}</span> : null}
        <div className="mc-card__balance-row">
          <span className="mc-card__amount" aria-live="polite">
            {balance.data ? (
              <>
                <span className="mc-card__currency">{balance.data.currency}</span>{' '}
                {formatMoney(balance.data.sumBalance)}
              </>
            ) : (
              updating
            )}
          </span>
          <button
            type="button"
            className={`mc-card__refresh icon-tile icon-tile--round icon-tile--outline${balance.isFetching ? ' mc-card__refresh--spinning' : ''}`}
            onClick={() => void balance.refetch()}
            aria-label={refreshLabel}
            disabled={balance.isFetching}
          >
            <Icon name="refresh" size={16} />
          </button>
        </div>
      </div>
      <div className="mc-card__actions">
        {actions.map((action, index) => (
          <button
            key={action.page}
            type="button"
            className={`button ${index === 0 ? 'button--cta' : 'button--ghost'}`}
            onClick={() => onOpen(action.page)}
          >
            <Icon name={action.icon} size={16} />
            {action.label}
          </button>
        ))}
      </div>
    </div>
  )
}

/** A menu entry's badge: what it shows and what it says to screen readers. */
export type MenuBadge = { text: string; label: string }

export type CentreMenuProps<Page extends CentrePage> = {
  /** The centre's texts namespace, naming its menu, groups.<group> and pages.<id> alike. */
  texts: string
  pages: readonly Page[]
  current: string | null
  onOpen: (page: string) => void
  /** The badge beside an entry, or null for none. */
  badge: (page: Page) => MenuBadge | null
}

/** The menu in the spec's order, in its sections; the current page is marked for screen readers. */
export function CentreMenu<Page extends CentrePage>({ texts, pages, current, onOpen, badge }: CentreMenuProps<Page>) {
  const { t } = useTexts(texts)
  const groups = pages.reduce<{ group: Page['group']; pages: Page[] }[]>((list, page) => {
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
              const shown = badge(page)
              return (
                <li key={page.id}>
                  <button
                    type="button"
                    className="mc-menu__item"
                    aria-current={page.id === current ? 'page' : undefined}
                    onClick={() => onOpen(page.id)}
                  >
                    <span className="mc-menu__icon icon-tile icon-tile--muted">
                      <Icon name={page.icon} size={18} />
                    </span>
                    <span className="mc-menu__label">{t(`pages.${page.id}`)}</span>
                    {shown ? (
                      <span className="mc-menu__badge" aria-label={shown.label}>
                        {shown.text}
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
