import type { Permission } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import { Navigate, Route, Routes } from 'react-router'
import { type Tab, Tabs } from '../components/tabs'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { ApprovalsQueue } from './approvals-queue'
import { cashierApi } from './cashier.api'
import { CASHIER } from './cashier.texts'
import { DepositsQueue } from './deposits-queue'
import { WithdrawalPage } from './withdrawal-page'
import { WithdrawalsQueue } from './withdrawals-queue'
import './cashier.css'
import { PageHeader } from '../components/common'

type TabId = 'deposits' | 'withdrawals' | 'disputes' | 'approvals'

const TAB_PERMISSION: Record<TabId, Permission> = {
  deposits: 'deposits.read',
  withdrawals: 'withdrawals.read',
  disputes: 'withdrawals.read',
  approvals: 'money.read',
}

/** The cashier: one tab, with its own address, per queue an operator may read. */
export function CashierPage() {
  const { t } = useTexts(CASHIER)
  const { can } = useOperator()
  const counts = useQueueCounts()
  const tabs = (Object.keys(TAB_PERMISSION) as TabId[]).filter((id) => can(TAB_PERMISSION[id]))
  const tabList: Tab[] = tabs.map((id) => ({ to: id, label: t(`tabs.${id}`), badge: counts[id] }))
  return (
    <div className="page cashier">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs tabs={tabList} label={t('tabs.label')} />
      <Routes>
        <Route index element={tabs[0] ? <Navigate to={tabs[0]} replace /> : null} />
        {tabs.includes('deposits') ? <Route path="deposits" element={<DepositsQueue />} /> : null}
        {tabs.includes('withdrawals') ? (
          <>
            <Route path="withdrawals" element={<WithdrawalsQueue key="withdrawals" />} />
            <Route path="withdrawals/:id" element={<WithdrawalPage back="withdrawals" />} />
            <Route path="disputes" element={<WithdrawalsQueue key="disputes" disputes />} />
            <Route path="disputes/:id" element={<WithdrawalPage back="disputes" />} />
          </>
        ) : null}
        {tabs.includes('approvals') ? <Route path="approvals" element={<ApprovalsQueue />} /> : null}
        <Route path="*" element={<Navigate to="/cashier" replace />} />
      </Routes>
    </div>
  )
}

/**
 * The tabs' badges: pending bank deposits, pending withdrawals and disputes from the summary
 * (counts of every currency added: items, not money), and pending money requests.
 */
function useQueueCounts(): Partial<Record<TabId, number>> {
  const { can, brandId } = useOperator()
  const summary = useQuery({
    queryKey: ['cashier', 'summary', brandId],
    queryFn: ({ signal }) => call(cashierApi.summary, { query: { merchantId: brandId ?? undefined }, signal }),
    enabled: can('deposits.read'),
    refetchInterval: 30_000,
  })
  const requests = useQuery({
    queryKey: ['cashier', 'money-requests', 'pending-count'],
    queryFn: ({ signal }) => call(cashierApi.moneyRequests, { query: { status: 'pending', pageSize: 1 }, signal }),
    enabled: can('money.read'),
    refetchInterval: 30_000,
  })
  const sum = (counters: { count: number }[] | undefined) =>
    counters?.reduce((total, counter) => total + counter.count, 0)
  return {
    deposits: sum(summary.data?.pendingDeposits),
    withdrawals: sum(summary.data?.pendingWithdrawals),
    disputes: sum(summary.data?.disputes),
    approvals: requests.data?.totalElements,
  }
}
