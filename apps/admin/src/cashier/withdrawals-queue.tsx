import { type operatorWithdrawalRoutes, WITHDRAWAL_STATUSES } from '@sea/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ErrorAlert } from '../components/common'
import { DataTable } from '../components/data-table'
import { type CallInput, call } from '../lib/api'
import { formatMoney, useTimeZone, useViewCurrency } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { cashierApi, type WithdrawalRow } from './cashier.api'
import { CASHIER } from './cashier.texts'
import { ClaimActions, Holder, When } from './claims'
import { QueueFilters, QueueTotalsBar } from './queue-filters'
import { filterValue, queueQuery, useQueueParams } from './queue-params'
import { RiskHints } from './risk-hints'
import { type WithdrawalDecision, WithdrawalDecisionDialog } from './withdrawal-decisions'

export const WITHDRAWAL_BADGE: Record<WithdrawalRow['status'], string> = {
  pending: 'badge-pending',
  disbursed: 'badge-info',
  disputed: 'badge-disabled',
  received: 'badge-ok',
  rejected: 'badge-neutral',
}

/**
 * The withdrawals queue (pending by default) or the disputes queue (withdrawals the member said
 * never arrived). A row opens the withdrawal's page; disputes are settled there, beside the proofs.
 */
export function WithdrawalsQueue({ disputes = false }: { disputes?: boolean }) {
  const { t } = useTexts(CASHIER)
  const { can, brandId } = useOperator()
  const timeZone = useTimeZone()
  const navigate = useNavigate()
  const currency = useViewCurrency()
  const { params, setFilters, setPage, clear } = useQueueParams({ status: disputes ? 'disputed' : 'pending' })
  const query: CallInput<typeof operatorWithdrawalRoutes.list>['query'] = {
    ...queueQuery(params, brandId, timeZone),
    status: disputes ? 'disputed' : (filterValue(params.status) as WithdrawalRow['status'] | undefined),
  }
  const list = useQuery({
    queryKey: ['cashier', 'withdrawals', query],
    queryFn: ({ signal }) => call(cashierApi.withdrawals, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  })
  const [claimError, setClaimError] = useState<unknown>(null)
  const [decision, setDecision] = useState<WithdrawalDecision | null>(null)
  const review = can('withdrawals.review')
  const status = params.status

  // Stable columns: TanStack renders each cell function as a component (see the deposits queue).
  const columns = useMemo(() => {
    const money = (amount: string) => formatMoney(amount, currency)
    const list: ColumnDef<WithdrawalRow>[] = [
      {
        id: 'id',
        accessorKey: 'id',
        header: t('col.id'),
        cell: (info) => <span className="num muted">#{info.row.original.id}</span>,
      },
      {
        id: 'member',
        accessorKey: 'username',
        header: t('col.member'),
        // The time under the name: requested for a payment, paid for a dispute.
        cell: ({ row }) => (
          <span className="stacked">
            <span className="strong">{row.original.username}</span>
            <span className="muted small">
              <When at={disputes ? row.original.disbursedAt : row.original.requestedAt} />
            </span>
          </span>
        ),
      },
      {
        id: 'payTo',
        accessorKey: 'bankName',
        header: t('col.payTo'),
        cell: ({ row }) => (
          <span className="stacked">
            <span className="nowrap">
              {row.original.bankName} <span className="mono">{row.original.accountNumber}</span>
            </span>
            <span className="muted small nowrap">{row.original.payeeName}</span>
          </span>
        ),
      },
      {
        id: 'amount',
        accessorFn: (row) => Number(row.amount),
        header: t('col.amount'),
        meta: { align: 'end' },
        cell: ({ row }) => <span className="strong">{money(row.original.amount)}</span>,
      },
    ]
    if (disputes)
      list.push({
        id: 'remaining',
        accessorFn: (row) => Number(row.remainingAmount),
        header: t('col.remaining'),
        meta: { align: 'end' },
        cell: ({ row }) => <span className="amount-out">{money(row.original.remainingAmount)}</span>,
      })
    else
      list.push({
        id: 'risk',
        header: t('col.risk'),
        enableSorting: false,
        cell: ({ row }) => <RiskHints risk={row.original.risk} currency={currency} />,
      })
    // Every row of the pending queue is pending: the status shows once another status is asked for.
    if (!disputes && status !== 'pending')
      list.push({
        id: 'status',
        accessorKey: 'status',
        header: t('col.status'),
        cell: ({ row }) => (
          <span className={`badge ${WITHDRAWAL_BADGE[row.original.status]}`}>
            {t(`withdrawalStatus.${row.original.status}`)}
          </span>
        ),
      })
    list.push({
      id: 'holder',
      accessorFn: (row) => row.claim?.username ?? '',
      header: t('col.holder'),
      cell: ({ row }) => (isOpen(row.original) ? <Holder claim={row.original.claim} /> : null),
    })
    if (review)
      list.push({
        id: 'actions',
        header: t('col.actions'),
        enableSorting: false,
        cell: ({ row }) =>
          isOpen(row.original) ? (
            <ClaimActions
              kind="withdrawal"
              id={row.original.id}
              claim={row.original.claim}
              onError={setClaimError}
              label={t('withdrawal.label', { id: row.original.id })}
              decisions={
                disputes
                  ? []
                  : [
                      {
                        text: t('withdrawal.approve'),
                        onClick: () => setDecision({ kind: 'approve', withdrawal: row.original }),
                      },
                      {
                        text: t('withdrawal.reject'),
                        danger: true,
                        onClick: () => setDecision({ kind: 'reject', withdrawal: row.original }),
                      },
                    ]
              }
            />
          ) : null,
      })
    if (disputes)
      list.push({
        id: 'review',
        header: '',
        enableSorting: false,
        cell: ({ row }) => (
          <Link className="button button-secondary button-small" to={row.original.id}>
            {t('dispute.review')}
          </Link>
        ),
      })
    return list
  }, [t, review, currency, disputes, status])

  return (
    <>
      <ErrorAlert error={claimError} />
      <QueueTotalsBar totals={list.data?.totals} />
      <DataTable
        label={t(disputes ? 'tabs.disputes' : 'tabs.withdrawals')}
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error}
        onPage={setPage}
        rowKey={(row) => row.id}
        onRowClick={(row) => void navigate(row.id)}
        empty={t(disputes ? 'dispute.empty' : 'withdrawal.empty')}
        toolbar={
          <QueueFilters
            params={params}
            statuses={disputes ? [] : WITHDRAWAL_STATUSES}
            statusLabel={(status) => t(`withdrawalStatus.${status}`)}
            fields={['dates', 'amounts', 'username']}
            onChange={setFilters}
            onClear={clear}
          />
        }
      />
      {decision ? (
        <WithdrawalDecisionDialog decision={decision} currency={currency} onClose={() => setDecision(null)} />
      ) : null}
    </>
  )
}

/** Pending or disputed: waiting for an operator, so claims and decisions apply. */
const isOpen = (row: WithdrawalRow) => row.status === 'pending' || row.status === 'disputed'
