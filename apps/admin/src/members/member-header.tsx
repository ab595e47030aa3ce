import { Link } from 'react-router'
import { formatMoney, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { MemberActions } from './member-actions'
import { Address, StatusBadge } from './member-bits'
import { MemberLabels } from './member-labels'
import type { MemberDetail } from './members.api'
import { MEMBERS } from './members.texts'

/** The spec's member types: 0 a member, 4 a trial account, the rest agents of some kind. */
const memberType = (isAgent: number) => (isAgent === 0 ? 'member' : isAgent === 4 ? 'trial' : 'agent')

/** Who the member is at a glance: name, brand, status, labels, upline, registration, balance, actions. */
export function MemberHeader({ page }: { page: MemberDetail }) {
  const { t } = useTexts(MEMBERS)
  const { can, chooseBrand } = useOperator()
  const when = useDateTime()
  const { member, brand, upline, registration } = page
  const main = page.wallets.find((wallet) => wallet.kind === 'member_main')
  const type = memberType(member.isAgent)
  return (
    <section className="card member-header">
      <div className="member-identity">
        <div className="member-name-row">
          <h1 className="page-title">{member.username}</h1>
          <StatusBadge status={member.status} />
          {type === 'member' ? null : <span className="chip">{t(`type.${type}`)}</span>}
          {member.vipRank > 0 ? <span className="chip member-vip">VIP {member.vipRank}</span> : null}
          {member.passwordChangeRequired ? (
            <span className="badge badge-pending">{t('passwordChangeRequired')}</span>
          ) : null}
        </div>
        <p className="member-meta muted">
          <span>{brand.name}</span>
          <span className="num">#{member.id}</span>
          {can('loyalty.read') ? (
            // Loyalty works on one brand: the link chooses the member's before it opens.
            <Link to={`/loyalty/member?id=${member.id}`} onClick={() => chooseBrand(brand.id)}>
              {t('loyaltyLink')}
            </Link>
          ) : null}
          <span>
            {t('registeredOn', { when: when(registration.at) })} · <Address {...registration.address} />
          </span>
        </p>
        <MemberLabels memberId={member.id} labels={member.labels} editable={can('members.labels')} />
        <p className="member-upline">
          <span className="muted">{t('upline')}</span>{' '}
          {upline.length === 0 ? (
            <span className="muted">{t('noUpline')}</span>
          ) : (
            // Nearest first from the server; shown top down, as the tree reads.
            [...upline].reverse().map((agent, index) => (
              <span key={agent.id}>
                {index > 0 ? <span className="muted"> › </span> : null}
                <Link to={`/members/${agent.id}`}>{agent.username}</Link>
              </span>
            ))
          )}
        </p>
      </div>
      <div className="member-side">
        <div className="member-balance">
          <span className="muted">{t('balance')}</span>
          <strong className="num">{main ? formatMoney(main.balance, brand.currency) : '—'}</strong>
        </div>
        <MemberActions page={page} />
      </div>
    </section>
  )
}
