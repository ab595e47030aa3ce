import { useQuery } from '@tanstack/react-query'
import { Link, Route, Routes, useParams } from 'react-router'
import { ErrorAlert } from '../components/common'
import { type Tab, Tabs } from '../components/tabs'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { MemberHeader } from './member-header'
import { MemberOverview } from './member-overview'
import { DepositsTab, WithdrawalsTab } from './member-cashier'
import { LedgerTab } from './member-ledger'
import { LoginsTab, SessionsTab } from './member-security'
import { LotteryTab, RoundsTab } from './member-play'
import { NotesTab } from './member-notes'
import { ProtectionTab } from '../protection/member-protection-tab'
import { memberKey, membersApi } from './members.api'
import { MEMBERS } from './members.texts'

/** A member: the header card with its actions, then one tab per part, each at its own address. */
export function MemberPage() {
  const { t } = useTexts(MEMBERS)
  const { can } = useOperator()
  const memberId = useParams().memberId ?? ''
  const detail = useQuery({
    queryKey: [...memberKey(memberId), 'detail'],
    queryFn: ({ signal }) => call(membersApi.detail, { params: { memberId }, signal }),
  })
  const back = (
    <Link className="link-quiet member-back" to="/members">
      ← {t('back')}
    </Link>
  )
  if (!detail.data)
    return (
      <div className="page">
        {back}
        {detail.error ? <ErrorAlert error={detail.error} /> : <p className="muted">{t('loading')}</p>}
      </div>
    )
  const page = detail.data
  const counts = page.counts
  // Absolute: inside this splat route a relative link would stack onto the open tab's path.
  const base = `/members/${memberId}`
  const tabs: Tab[] = [
    { to: base, label: t('tabs.overview') },
    { to: `${base}/ledger`, label: t('tabs.ledger') },
    { to: `${base}/rounds`, label: t('tabs.rounds') },
    { to: `${base}/lottery`, label: t('tabs.lottery') },
    ...(can('deposits.read') ? [{ to: `${base}/deposits`, label: t('tabs.deposits') }] : []),
    ...(can('withdrawals.read') ? [{ to: `${base}/withdrawals`, label: t('tabs.withdrawals') }] : []),
    { to: `${base}/logins`, label: t('tabs.logins') },
    { to: `${base}/sessions`, label: t('tabs.sessions'), badge: counts.liveSessions },
    { to: `${base}/notes`, label: t('tabs.notes'), badge: counts.notes },
    ...(can('protection.read') ? [{ to: `${base}/protection`, label: t('tabs.protection') }] : []),
  ]
  const currency = page.brand.currency
  return (
    <div className="page">
      {back}
      <MemberHeader page={page} />
      <div className="member-tabs">
        <Tabs tabs={tabs} label={t('tabs.label')} />
      </div>
      <Routes>
        <Route index element={<MemberOverview page={page} />} />
        <Route path="ledger" element={<LedgerTab memberId={memberId} />} />
        <Route path="rounds" element={<RoundsTab memberId={memberId} currency={currency} />} />
        <Route path="lottery" element={<LotteryTab memberId={memberId} currency={currency} />} />
        <Route path="deposits" element={<DepositsTab memberId={memberId} />} />
        <Route path="withdrawals" element={<WithdrawalsTab memberId={memberId} currency={currency} />} />
        <Route path="logins" element={<LoginsTab memberId={memberId} />} />
        <Route path="sessions" element={<SessionsTab memberId={memberId} />} />
        <Route path="notes" element={<NotesTab memberId={memberId} />} />
        <Route path="protection" element={<ProtectionTab memberId={memberId} currency={currency} />} />
      </Routes>
    </div>
  )
}
