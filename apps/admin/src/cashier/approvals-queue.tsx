import { MONEY_REQUEST_STATUSES } from '@sea/contract'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '../components/confirm-dialog'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatMoney } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { APPROVALS } from './approvals.texts'
import { cashierApi, type MoneyRequest } from './cashier.api'
import { CASHIER } from './cashier.texts'
import { QueueFilters } from './queue-filters'
import { filterValue, PAGE_SIZE, useQueueParams } from './queue-params'
import { When } from './claims'
import { ReasonDialog } from './reason-dialog'

type Decision = { kind: 'approve' | 'reject'; request: MoneyRequest } | null

const BADGE: Record<MoneyRequest['status'], string> = {
  pending: 'badge-pending',
  approved: 'badge-ok',
  rejected: 'badge-neutral',
}

/**
 * Money requests (large manual adjustments and bonuses) waiting for a second operator. Its
 * requester may not approve one (the server refuses with second_operator_required), so their own
 * rows say so and offer only withdrawing the request.
 */
export function ApprovalsQueue() {
  const { t } = useTexts(APPROVALS)
  const cashier = useTexts(CASHIER).t
  const { me, can } = useOperator()
  const queryClient = useQueryClient()
  const { params, setFilters, setPage, clear } = useQueueParams({ status: 'pending' })
  const memberId = /^[1-9][0-9]{0,18}$/.test(params.memberId.trim()) ? params.memberId.trim() : undefined
  const query = {
    status: filterValue(params.status) as MoneyRequest['status'] | undefined,
    memberId,
    pageNum: params.page,
    pageSize: PAGE_SIZE,
  }
  const list = useQuery({
    queryKey: ['cashier', 'money-requests', query],
    queryFn: ({ signal }) => call(cashierApi.moneyRequests, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  })
  const [decision, setDecision] = useState<Decision>(null)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['cashier'] })
  const approve = can('money.approve')
  const status = params.status

  // Stable columns: TanStack renders each cell function as a component (see the deposits queue).
  const columns = useMemo(() => {
    const brandName = (id: number) => me.brands.find((brand) => brand.id === id)?.name ?? `#${id}`
    const list: ColumnDef<MoneyRequest>[] = [
      {
        id: 'id',
        accessorKey: 'id',
        header: cashier('col.id'),
        cell: (info) => <span className="num muted">#{info.row.original.id}</span>,
      },
      {
        id: 'brand',
        accessorFn: (row) => brandName(row.merchantId),
        header: cashier('col.brand'),
        cell: (info) => <span className="nowrap">{info.getValue<string>()}</span>,
      },
      {
        id: 'member',
        accessorKey: 'memberId',
        header: cashier('col.member'),
        cell: ({ row }) => (
          <Link
            className="link-quiet"
            to={`/members/${row.original.memberId}`}
            onClick={(event) => event.stopPropagation()}
          >
            #{row.original.memberId}
          </Link>
        ),
      },
      {
        id: 'type',
        accessorKey: 'type',
        header: t('col.type'),
        cell: ({ row }) => <span className="chip">{t(`type.${row.original.type}`)}</span>,
      },
      {
        id: 'amount',
        accessorFn: (row) => Number(row.amount),
        header: cashier('col.amount'),
        meta: { align: 'end' },
        cell: ({ row }) => (
          <span className={row.original.direction === 'credit' ? 'amount-in strong' : 'amount-out strong'}>
            {row.original.direction === 'credit' ? '+' : '−'}
            {formatMoney(row.original.amount, row.original.currency)}
          </span>
        ),
      },
      {
        id: 'reason',
        accessorKey: 'reason',
        header: t('col.reason'),
        cell: ({ row }) => (
          <span className="cell-clip" title={row.original.reason}>
            {row.original.reason}
          </span>
        ),
      },
      {
        id: 'requestedBy',
        accessorKey: 'requestedBy',
        header: t('col.requestedBy'),
        // Who asked, and when, in one cell: the queue's decisions fit beside it at 1366 px.
        cell: ({ row }) => (
          <span className="stacked">
            {row.original.requestedBy === me.id ? (
              <span>
                <span className="chip chip-mine">{t('you')}</span>
              </span>
            ) : (
              <span>{t('operator', { id: row.original.requestedBy })}</span>
            )}
            <span className="muted small">
              <When at={row.original.requestedAt} />
            </span>
          </span>
        ),
      },
    ]
    // Every row of the pending queue is waiting: the status shows once another status is asked for.
    if (status !== 'pending')
      list.push({
        id: 'status',
        accessorKey: 'status',
        header: cashier('col.status'),
        cell: ({ row }) => (
          <span className={`badge ${BADGE[row.original.status]}`} title={row.original.decisionReason ?? undefined}>
            {t(`status.${row.original.status}`)}
          </span>
        ),
      })
    if (approve)
      list.push({
        id: 'actions',
        header: cashier('col.actions'),
        enableSorting: false,
        cell: ({ row }) => {
          if (row.original.status !== 'pending') return null
          const own = row.original.requestedBy === me.id
          return (
            <span className="row-actions">
              <button
                className="button button-primary button-small"
                type="button"
                disabled={own}
                title={own ? t('ownTip') : undefined}
                aria-label={`${t('approve')} ${t('label', { id: row.original.id })}`}
                onClick={() => setDecision({ kind: 'approve', request: row.original })}
              >
                {t('approve')}
              </button>
              <button
                className="button button-danger button-small"
                type="button"
                aria-label={`${own ? t('withdraw') : t('reject')} ${t('label', { id: row.original.id })}`}
                onClick={() => setDecision({ kind: 'reject', request: row.original })}
              >
                {own ? t('withdraw') : t('reject')}
              </button>
            </span>
          )
        },
      })
    return list
  }, [t, cashier, me, approve, status])

  const request = decision?.request
  const describe = request && {
    id: request.id,
    amount: formatMoney(request.amount, request.currency),
    member: request.memberId,
    what: t(`what.${request.type}_${request.direction}`),
  }
  return (
    <>
      <DataTable
        label={cashier('tabs.approvals')}
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error}
        onPage={setPage}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.requestedBy === me.id && row.status === 'pending' ? 'row-own' : undefined)}
        empty={t('empty')}
        toolbar={
          <QueueFilters
            params={params}
            statuses={MONEY_REQUEST_STATUSES}
            statusLabel={(status) => t(`status.${status}`)}
            fields={['memberId']}
            onChange={setFilters}
            onClear={clear}
          />
        }
      />
      {decision?.kind === 'approve' && describe ? (
        <ConfirmDialog
          title={t('approveTitle', { id: describe.id })}
          text={t('approveText', describe)}
          confirmLabel={t('approve')}
          action={() => call(cashierApi.approveRequest, { params: { id: describe.id } })}
          onClose={() => setDecision(null)}
          onDone={refresh}
        />
      ) : null}
      {decision?.kind === 'reject' && describe ? (
        <ReasonDialog
          title={t('rejectTitle', { id: describe.id })}
          text={t('rejectText', describe)}
          label={cashier('reason.label')}
          maxLength={200}
          confirmLabel={decision.request.requestedBy === me.id ? t('withdraw') : t('reject')}
          danger
          action={(reason) => call(cashierApi.rejectRequest, { params: { id: describe.id }, body: { reason } })}
          onClose={() => setDecision(null)}
          onDone={refresh}
        />
      ) : null}
    </>
  )
}
