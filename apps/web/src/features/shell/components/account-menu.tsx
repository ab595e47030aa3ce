import { Icon, type IconName } from '../../../components/ui/icon'
import { useMemberInfo } from '../../../lib/account'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { openAgentCentre, openMemberCentre } from '../../../lib/require-member'
import { isAgentAccount, isTrial, type Session } from '../../../lib/session-store'
import { useSite } from '../../../lib/site'
import { usePopupMenu } from '../hooks/use-dismiss'
import { memberLinks } from '../member-links'
import { SHELL } from '../shell-texts'
import { MenuList } from './menu-list'
import './account-menu.css'

/** The account name with its menu. A trial account sees the same entries; requireMember warns it. */
export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTexts(SHELL)
  const site = useSite()
  // The member's club label (VIP rank), when the server gives one.
  const rank = useMemberInfo().data?.clubLabel?.labelName
  const { open, close, root, menuId, toggle } = usePopupMenu()

  const go = (action: () => void) => {
    close()
    action()
  }

  return (
    <div className="account-menu" ref={root}>
      <button type="button" className="account-menu__toggle" {...toggle}>
        <span className="avatar" aria-hidden="true">
          {session.userName.slice(0, 1).toUpperCase()}
        </span>
        <span className="account-menu__who">
          <span className="account-menu__name">
            <span className="visually-hidden">{t('accountMenu')}: </span>
            {session.userName}
          </span>
          {isTrial(session) ? (
            <span className="tag tag--trial">{t('trial')}</span>
          ) : rank ? (
            <span className="account-menu__rank">
              <Icon name="star" size={12} />
              {rank}
            </span>
          ) : null}
        </span>
        <Icon name="chevronDown" size={16} className="account-menu__chevron" />
      </button>
      {open ? (
        <MenuList id={menuId} className="popover account-menu__list" label={t('accountMenu')}>
          {isAgentAccount(session) ? (
            <>
              <MenuItem
                className="popover__item account-menu__agent"
                icon="chart"
                label={t('agentCentre')}
                onClick={() => go(() => openAgentCentre())}
              />
              <li role="separator" className="popover__separator" />
            </>
          ) : null}
          {memberLinks(site).map((link) => (
            <MenuItem
              key={link.page}
              icon={link.icon}
              label={t(link.label)}
              onClick={() => go(() => openMemberCentre(link.page))}
            />
          ))}
          <li role="separator" className="popover__separator" />
          <MenuItem icon="logout" label={t('logout')} onClick={() => go(() => openModal('logout'))} />
        </MenuList>
      ) : null}
    </div>
  )
}

/** One entry of the account menu, a button with its icon. */
function MenuItem({
  className = 'popover__item',
  icon,
  label,
  onClick,
}: {
  className?: string
  icon: IconName
  label: string
  onClick: () => void
}) {
  return (
    <li role="none">
      <button type="button" role="menuitem" className={className} onClick={onClick}>
        <Icon name={icon} size={18} />
        {label}
      </button>
    </li>
  )
}
