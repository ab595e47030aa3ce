import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { openMemberCentre } from '../../../lib/require-member'
import type { Session } from '../../../lib/session-store'
import { useSite } from '../../../lib/site'
import { useUnreadCount } from '../api/unread-count'
import { SHELL } from '../shell-texts'
import { AccountMenu } from './account-menu'
import { Balance } from './balance'

/** The unread badge: nothing when the count is unknown or zero, 99+ beyond two digits. */
export function UnreadBadge({ count }: { count: number | null }) {
  if (!count) return null
  return (
    <span className="badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  )
}

/** Signed-in header: account, balance, deposit, messages, invite and logout (docs/domain/site.md#header). */
export function MemberBar({ session }: { session: Session }) {
  const { t } = useTexts(SHELL)
  const site = useSite()
  const unread = useUnreadCount()
  const messagesLabel = unread ? `${t('messages')}, ${t('unread', { count: unread })}` : t('messages')

  return (
    <div className="member-bar">
      <AccountMenu session={session} />
      <Balance className="member-bar__balance" />
      <button
        type="button"
        className="button button--cta member-bar__deposit"
        onClick={() => openMemberCentre('depositv2')}
      >
        <Icon name="plus" size={16} />
        {t('deposit')}
      </button>
      <div className="member-bar__icons">
        <button
          type="button"
          className="icon-button"
          aria-label={messagesLabel}
          title={t('messages')}
          onClick={() => openMemberCentre('messageV2')}
        >
          <Icon name="mail" />
          <UnreadBadge count={unread} />
        </button>
        {site.whitelabel.REFERRAL_PROMO ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('invite')}
            title={t('invite')}
            onClick={() => openMemberCentre('referral')}
          >
            <Icon name="share" />
          </button>
        ) : null}
        <button
          type="button"
          className="icon-button"
          aria-label={t('logout')}
          title={t('logout')}
          onClick={() => openModal('logout')}
        >
          <Icon name="logout" />
        </button>
      </div>
    </div>
  )
}

/** Visitor header: login, and register only when the merchant has DIRECTREG3 on. */
export function VisitorActions() {
  const { t } = useTexts(SHELL)
  const site = useSite()
  return (
    <div className="visitor-actions">
      <button type="button" className="button button--ghost" onClick={() => openModal('login')}>
        <Icon name="user" size={17} />
        {t('login')}
      </button>
      {site.whitelabel.DIRECTREG3 ? (
        <button type="button" className="button button--cta" onClick={() => openModal('register')}>
          {t('register')}
        </button>
      ) : null}
    </div>
  )
}
