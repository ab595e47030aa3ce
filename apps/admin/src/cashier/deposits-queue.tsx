import { DEPOSIT_STATUSES, type depositRoutes } from '@sea/contract'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { ConfirmDialog } from '../components/confirm-dialog'
import { ErrorAlert } from '../components/common'
import { DataTable } from '../components/data-table'
import { type CallInput, call } from '../lib/api'
import { formatMoney, useTimeZone } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { cashierApi, type DepositRow } from './cashier.api'
import { CASHIER } from './cashier.texts'
import { ClaimActions, Holder, When } from './claims'
import { QueueFilters, QueueTotalsBar } from './queue-filters'
import { ANY, filterValue, queueQuery, useQueueParams } from './queue-params'
import { ReasonDialog } from './reason-dialog'

type Decision = { kind: 'approve' | 'reject'; deposit: DepositRow } | null

/** Reported bank transfers (and, on request, gateway payments), pending first by default. */
export function DepositsQueue() {
  const { t } = useTexts(CASHIER)
  const { can, brandId } = useOperator()
  const timeZone = useTimeZone()
  const queryClient = useQueryClient()
  const { params, setFilters, setPage, clear } = useQueueParams({ status: 'pending', channelType: 'bank_transfer' })
  const query: CallInput<typeof depositRoutes.operatorList>['query'] = {
    ...queueQuery(params, brandId, timeZone),
    status: filterValue(params.status) as DepositRow['status'] | undefined,
    channelType: filterValue(params.channelType) as DepositRow['channelType'] | undefined,
  }
  const list = useQuery({
    queryKey: ['cashier', 'deposits', query],
    queryFn: ({ signal }) => call(cashierApi.deposits, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  })
  const [claimError, setClaimError] = useState<unknown>(null)
  const [decision, setDecision] = useState<Decision>(null)
  const review = can('deposits.review')
  const status = params.status
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['cashier'] })
  // A refusal (another holder, a decision already taken) changes the row too: show its state now.
  const refreshing = <T,>(promise: Promise<T>) =>
    promise.catch((error: unknown) => {
      refresh()
      throw error
    })

  // Stable columns: TanStack renders each cell function as a component, so a new function each
  // render would remount every cell (and drop a button between finding and clicking it).
  const columns = useMemo(() => {
    const list: ColumnDef<DepositRow>[] = [
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
        // The reporting time under the name keeps the decisions in view at 1024 px.
        cell: ({ row }) => (
          <span className="stacked">
            <span className="member-cell">
              <span className="strong">{row.original.username}</span>
              {row.original.firstDeposit ? <span className="chip chip-first">{t('deposit.first')}</span> : null}
            </span>
            <span className="muted small">
              <When at={row.original.createdAt} />
            </span>
          </span>
        ),
      },
      {
        id: 'reference',
        accessorFn: (row) => row.reference ?? '',
        header: t('col.reference'),
        cell: ({ row }) => (
          <span className="stacked">
            <span className="cell-clip mono">{row.original.reference ?? '—'}</span>
            <span className="muted small nowrap">{row.original.channelCode}</span>
          </span>
        ),
      },
      {
        id: 'amount',
        accessorFn: (row) => Number(row.amount),
        header: t('col.amount'),
        meta: { align: 'end' },
        cell: ({ row }) => <span className="strong">{formatMoney(row.original.amount, row.original.currency)}</span>,
      },
      {
        id: 'holder',
        accessorFn: (row) => row.claim?.username ?? '',
        header: t('col.holder'),
        cell: ({ row }) => (row.original.status === 'pending' ? <Holder claim={row.original.claim} /> : null),
      },
    ]
    // Every row of the pending queue is pending: the status shows once another status is asked for.
    if (status !== 'pending')
      list.splice(list.length - 1, 0, {
        id: 'status',
        accessorKey: 'status',
        header: t('col.status'),
        cell: ({ row }) => (
          <span className={`badge ${STATUS_BADGE[row.original.status]}`} title={row.original.rejectReason ?? undefined}>
            {t(`depositStatus.${row.original.status}`)}
          </span>
        ),
      })
    if (review)
      list.push({
        id: 'actions',
        header: t('col.actions'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.status === 'pending' ? (
            <ClaimActions
              kind="deposit"
              id={row.original.id}
              claim={row.original.claim}
              onError={setClaimError}
              label={t('deposit.label', { id: row.original.id })}
              decisions={[
                { text: t('deposit.approve'), onClick: () => setDecision({ kind: 'approve', deposit: row.original }) },
                {
                  text: t('deposit.reject'),
                  danger: true,
                  onClick: () => setDecision({ kind: 'reject', deposit: row.original }),
                },
              ]}
            />
          ) : null,
      })
    return list
  }, [t, review, status])

  return (
    <>
      <ErrorAlert error={claimError} />
      <QueueTotalsBar totals={list.data?.totals} />
      <DataTable
        label={t('tabs.deposits')}
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error}
        onPage={setPage}
        rowKey={(row) => row.id}
        empty={t('deposit.empty')}
        toolbar={
          <QueueFilters
            params={params}
            statuses={DEPOSIT_STATUSES}
            statusLabel={(status) => t(`depositStatus.${status}`)}
            fields={['dates', 'amounts', 'username']}
            onChange={setFilters}
            onClear={clear}
            extra={
              <select
                className="select"
                aria-label={t('filters.channel')}
                value={params.channelType}
                onChange={(event) => setFilters({ channelType: event.target.value })}
              >
                <option value="bank_transfer">{t('channel.bank_transfer')}</option>
                <option value="gateway">{t('channel.gateway')}</option>
                <option value={ANY}>{t('filters.anyChannel')}</option>
              </select>
            }
          />
        }
      />
      {decision?.kind === 'approve' ? (
        <ConfirmDialog
          title={t('deposit.approveTitle', { id: decision.deposit.id })}
          text={t('deposit.approveText', {
            amount: formatMoney(decision.deposit.amount, decision.deposit.currency),
            username: decision.deposit.username,
            reference: decision.deposit.reference ?? '—',
          })}
          confirmLabel={t('deposit.approve')}
          action={() => refreshing(call(cashierApi.approveDeposit, { params: { depositId: decision.deposit.id } }))}
          onClose={() => setDecision(null)}
          onDone={refresh}
        />
      ) : null}
      {decision?.kind === 'reject' ? (
        <ReasonDialog
          title={t('deposit.rejectTitle', { id: decision.deposit.id })}
          text={t('deposit.rejectText', {
            amount: formatMoney(decision.deposit.amount, decision.deposit.currency),
            username: decision.deposit.username,
          })}
          label={t('reason.label')}
          hint={t('reason.memberSees')}
          maxLength={200}
          confirmLabel={t('deposit.reject')}
          danger
          action={(reason) =>
            refreshing(call(cashierApi.rejectDeposit, { params: { depositId: decision.deposit.id }, body: { reason } }))
          }
          onClose={() => setDecision(null)}
          onDone={refresh}
        />
      ) : null}
    </>
  )
}

const STATUS_BADGE: Record<DepositRow['status'], string> = {
  pending: 'badge-pending',
  approved: 'badge-ok',
  rejected: 'badge-disabled',
  failed: 'badge-disabled',
  expired: 'badge-neutral',
}
