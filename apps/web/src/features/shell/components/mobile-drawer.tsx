import { useRef } from 'react'
import { BrandMark } from '../../../components/ui/brand-mark'
import { Icon } from '../../../components/ui/icon'
import { useDialog } from '../../../components/ui/use-dialog'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { openAgentCentre, openMemberCentre } from '../../../lib/require-member'
import { isAgentAccount, isTrial, useSession } from '../../../lib/session-store'
import { useSite } from '../../../lib/site'
import { useUnreadCount } from '../api/unread-count'
import { memberLinks } from '../member-links'
import { SHELL } from '../shell-texts'
import { Balance } from './balance'
import { Clock } from './clock'
import { DrawerNav } from './drawer-nav'
import { LanguagePicker } from './language-picker'
import { UnreadBadge } from './member-bar'
import { SupportItem, useSupportLinks } from './right-bar'
import '../../../components/ui/card.css'
import '../../../components/ui/modal.css'
import './mobile-drawer.css'
import '../../../components/ui/icon-tile.css'

const FOCUSABLE = 'a[href], button:not([disabled])'

/**
 * The phone menu: everything the desktop header, navigation and right bar hold, in one panel.
 * It is a dialog: it freezes the page, keeps focus inside and closes on Escape or the backdrop.
 */
export default function MobileDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTexts(SHELL)
  const site = useSite()
  const session = useSession()
  const unread = useUnreadCount()
  const support = useSupportLinks()
  const panel = useRef<HTMLDivElement>(null)
  useDialog(panel, {
    focusable: FOCUSABLE,
    focusFirst: (current) => current?.querySelector<HTMLElement>('.drawer__close')?.focus(),
    onEscape: onClose,
  })

  const then = (action: () => void) => () => {
    onClose()
    action()
  }

  return (
    <div className="drawer-layer">
      <div className="modal-backdrop drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panel} className="drawer" role="dialog" aria-modal="true" aria-label={t('menu')}>
        <div className="drawer__head">
          <BrandMark name={site.merchant.name} logoUrl={site.merchant.logoUrl} size={32} />
          <button
            type="button"
            className="drawer__close icon-tile icon-tile--round icon-tile--muted"
            onClick={onClose}
            aria-label={t('closeMenu')}
          >
            <Icon name="close" />
          </button>
        </div>

        <div className="drawer__body">
          {session ? (
            <section className="drawer__card" aria-label={t('account')}>
              <div className="drawer__who">
                <span className="avatar avatar--large" aria-hidden="true">
                  {session.userName.slice(0, 1).toUpperCase()}
                </span>
                <span className="drawer__name">{session.userName}</span>
                {isTrial(session) ? <span className="tag tag--trial">{t('trial')}</span> : null}
              </div>
              <Balance className="balance--card" />
              <div className="drawer__money">
                <button
                  type="button"
                  className="button button--cta"
                  onClick={then(() => openMemberCentre('depositv2'))}
                >
                  <Icon name="plus" size={16} />
                  {t('deposit')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={then(() => openMemberCentre('withdraw'))}
                >
                  <Icon name="wallet" size={16} />
                  {t('withdraw')}
                </button>
              </div>
              <ul className="drawer__shortcuts">
                {isAgentAccount(session) ? (
                  <li>
                    <button type="button" className="shortcut" onClick={then(() => openAgentCentre())}>
                      <Icon name="chart" size={20} />
                      {t('agentCentre')}
                    </button>
                  </li>
                ) : null}
                {memberLinks(site)
                  .filter((link) => link.page !== 'withdraw')
                  .map((link) => (
                    <li key={link.page}>
                      <button type="button" className="shortcut" onClick={then(() => openMemberCentre(link.page))}>
                        <Icon name={link.icon} size={20} />
                        {t(link.label)}
                      </button>
                    </li>
                  ))}
                <li>
                  <button type="button" className="shortcut" onClick={then(() => openMemberCentre('messageV2'))}>
                    <Icon name="mail" size={20} />
                    {t('messages')}
                    <UnreadBadge count={unread} />
                  </button>
                </li>
              </ul>
            </section>
          ) : (
            <div className="drawer__visitor">
              <button type="button" className="button button--ghost" onClick={then(() => openModal('login'))}>
                {t('login')}
              </button>
              {site.whitelabel.DIRECTREG3 ? (
                <button type="button" className="button button--cta" onClick={then(() => openModal('register'))}>
                  {t('register')}
                </button>
              ) : null}
            </div>
          )}

          <section className="drawer__section" aria-label={t('games')}>
            <h2 className="drawer__title group-title">{t('games')}</h2>
            <DrawerNav onDone={onClose} />
          </section>

          <section className="drawer__section" aria-label={t('support')}>
            <h2 className="drawer__title group-title">{t('support')}</h2>
            <ul className="drawer__support">
              {/* App download is already in the navigation above. */}
              {support
                .filter((link) => link.label !== 'appDownload')
                .map((link) => (
                  <li key={link.label}>
                    <SupportItem link={link} className="support-item" onDone={onClose} />
                  </li>
                ))}
            </ul>
          </section>

          <section className="drawer__section" aria-label={t('language')}>
            <h2 className="drawer__title group-title">{t('language')}</h2>
            <LanguagePicker variant="list" />
          </section>

          <div className="drawer__foot">
            <Clock />
            {session ? (
              <button type="button" className="button button--ghost" onClick={then(() => openModal('logout'))}>
                <Icon name="logout" size={16} />
                {t('logout')}
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  )
}
