import { Link } from 'react-router'
import { formatCount, formatMoney, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { Address, Term } from './member-bits'
import type { MemberDetail } from './members.api'
import { MEMBERS } from './members.texts'

/** The member page's first tab: profile, registration, last login, wallets and how much of each part there is. */
export function MemberOverview({ page }: { page: MemberDetail }) {
  const { t } = useTexts(MEMBERS)
  const when = useDateTime()
  const { member, registration, lastLogin, counts } = page
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no')
  return (
    <div className="member-overview">
      <section className="card card-body">
        <h2 className="member-card-title">{t('overview.profile')}</h2>
        <dl className="member-terms">
          <Term label={t('overview.nickname')}>{member.nickname}</Term>
          <Term label={t('overview.payeeName')}>{member.payeeName}</Term>
          <Term label={t('overview.mobile')}>{member.mobile}</Term>
          <Term label={t('overview.email')}>{member.email}</Term>
          <Term label={t('overview.vipRank')}>{String(member.vipRank)}</Term>
          <Term label={t('overview.totp')}>{yesNo(member.totpEnabled)}</Term>
          <Term label={t('overview.siteLabels')}>{member.siteLabels.join(', ')}</Term>
        </dl>
      </section>
      <section className="card card-body">
        <h2 className="member-card-title">{t('overview.registration')}</h2>
        <dl className="member-terms">
          <Term label={t('overview.registeredAt')}>
            <span className="num">{when(registration.at, 'second')}</span>
          </Term>
          <Term label={t('overview.address')}>
            <Address {...registration.address} />
          </Term>
          <Term label={t('overview.device')}>
            {registration.userAgent ? (
              <span className="member-wrap" title={registration.userAgent}>
                {registration.userAgent}
              </span>
            ) : null}
          </Term>
          <Term label={t('overview.affiliateCode')}>
            <span className="num">{registration.affiliateCode}</span>
          </Term>
          <Term label={t('overview.referralCode')}>{registration.referralCode}</Term>
          <Term label={t('overview.lastLogin')}>
            {lastLogin ? (
              <span>
                <span className="num">{when(lastLogin.at)}</span>
                {lastLogin.address.ip ? (
                  <>
                    {' · '}
                    <Address {...lastLogin.address} />
                  </>
                ) : null}
              </span>
            ) : (
              t('never')
            )}
          </Term>
        </dl>
      </section>
      <section className="card card-body">
        <h2 className="member-card-title">{t('overview.wallets')}</h2>
        <dl className="member-terms">
          {page.wallets.map((wallet) => (
            <Term
              key={`${wallet.kind}-${wallet.vendor ?? ''}`}
              label={wallet.vendor ?? t(`wallets.${wallet.kind}`, { defaultValue: wallet.kind })}
            >
              <span className="num">{formatMoney(wallet.balance, page.brand.currency)}</span>
            </Term>
          ))}
        </dl>
        <h2 className="member-card-title">{t('overview.activity')}</h2>
        <dl className="member-terms">
          {(['deposits', 'withdrawals', 'gameRounds', 'lotteryBets'] as const).map((part) => (
            <Term key={part} label={t(`overview.counts.${part}`)}>
              <Link to={`/members/${member.id}/${PART_TAB[part]}`} className="num">
                {formatCount(counts[part])}
              </Link>
            </Term>
          ))}
        </dl>
      </section>
    </div>
  )
}

const PART_TAB = { deposits: 'deposits', withdrawals: 'withdrawals', gameRounds: 'rounds', lotteryBets: 'lottery' }
