import { useId, useRef, useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { useMemberInfo } from '../../../lib/account'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { openAgentCentre, openMemberCentre } from '../../../lib/require-member'
import { isAgentAccount, isTrial, type Session } from '../../../lib/session-store'
import { useSite } from '../../../lib/site'
import { onMenuKeyDown, useDismiss } from '../hooks/use-dismiss'
import { memberLinks } from '../member-links'
import { SHELL } from '../shell-texts'
import './account-menu.css'

/** The account name with its menu. A trial account sees the same entries; requireMember warns it. */
export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTexts(SHELL)
  const site = useSite()
  // The member's club label (VIP rank), when the server gives one.
  const rank = useMemberInfo().data?.clubLabel?.labelName
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const menuId = useId()
  useDismiss(root, open, () => setOpen(false))

  const go = (action: () => void) => {
    setOpen(false)
    action()
  }

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="account-menu__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
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
        <ul
          id={menuId}
          className="popover account-menu__list"
          role="menu"
          onKeyDown={onMenuKeyDown}
          aria-label={t('accountMenu')}
        >
          {isAgentAccount(session) ? (
            <>
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  className="popover__item account-menu__agent"
                  onClick={() => go(() => openAgentCentre())}
                >
                  <Icon name="chart" size={18} />
                  {t('agentCentre')}
                </button>
              </li>
              <li role="separator" className="popover__separator" />
            </>
          ) : null}
          {memberLinks(site).map((link) => (
            <li key={link.page} role="none">
              <button
                type="button"
                role="menuitem"
                className="popover__item"
                onClick={() => go(() => openMemberCentre(link.page))}
              >
                <Icon name={link.icon} size={18} />
                {t(link.label)}
              </button>
            </li>
          ))}
          <li role="separator" className="popover__separator" />
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="popover__item"
              onClick={() => go(() => openModal('logout'))}
            >
              <Icon name="logout" size={18} />
              {t('logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  )
}
