import type { ColumnDef } from '@tanstack/react-table'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatMoney, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useMemberPart } from './member-part'
import { cashierApi, type DepositRow as Deposit, type WithdrawalRow as Withdrawal } from '../cashier/cashier.api'
import { MEMBER_TABS } from './member-tabs.texts'

const TONE: Record<string, 'ok' | 'pending' | 'disabled'> = {
  approved: 'ok',
  disbursed: 'ok',
  received: 'ok',
  pending: 'pending',
  disputed: 'pending',
  rejected: 'disabled',
  failed: 'disabled',
  expired: 'disabled',
}

function CashierStatus({ status }: { status: string }) {
  const { t } = useTexts(MEMBER_TABS)
  return <span className={`badge badge-${TONE[status] ?? 'pending'}`}>{t(`cashierStatus.${status}`)}</span>
}

/** The member's deposits, from the cashier's own list filtered to this member. */
export function DepositsTab({ memberId }: { memberId: string }) {
  const { t } = useTexts(MEMBER_TABS)
  const when = useDateTime()
  const { query, setPageNum } = useMemberPart(memberId, 'deposits', (page, signal) =>
    call(cashierApi.deposits, { query: { memberId, ...page }, signal }),
  )
  const columns: ColumnDef<Deposit>[] = [
    {
      id: 'time',
      accessorKey: 'createdAt',
      header: t('col.time'),
      cell: ({ row }) => <span className="num">{when(row.original.createdAt)}</span>,
    },
    {
      id: 'channel',
      accessorKey: 'channelCode',
      header: t('col.channel'),
      cell: ({ row }) => (
        <span>
          {row.original.channelCode} <span className="muted">{t(`channelTypes.${row.original.channelType}`)}</span>
        </span>
      ),
    },
    {
      id: 'amount',
      accessorKey: 'amount',
      header: t('col.amount'),
      meta: { align: 'end' },
      cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: t('col.status'),
      cell: ({ row }) => (
        <span className="chips">
          <CashierStatus status={row.original.status} />
          {row.original.firstDeposit ? <span className="chip">{t('firstDeposit')}</span> : null}
        </span>
      ),
    },
    { id: 'reference', accessorFn: (row) => row.reference ?? '', header: t('col.reference') },
    {
      id: 'decided',
      accessorFn: (row) => row.decidedAt ?? '',
      header: t('col.decided'),
      cell: ({ row }) => (
        <span className="num">
          {when(row.original.decidedAt)} <span className="muted">{row.original.decidedBy}</span>
        </span>
      ),
    },
    {
      id: 'note',
      accessorFn: (row) => row.rejectReason ?? '',
      header: t('col.note'),
      enableSorting: false,
      cell: ({ row }) => <span className="cell-clip">{row.original.rejectReason ?? ''}</span>,
    },
  ]
  return (
    <DataTable
      label={t('tables.deposits')}
      columns={columns}
      page={query.data}
      loading={query.isFetching}
      error={query.error}
      empty={t('empty.deposits')}
      rowKey={(row) => row.id}
      onPage={setPageNum}
    />
  )
}

/** The member's withdrawals, from the cashier's own list filtered to this member. */
export function WithdrawalsTab({ memberId, currency }: { memberId: string; currency: string }) {
  const { t } = useTexts(MEMBER_TABS)
  const when = useDateTime()
  const { query, setPageNum } = useMemberPart(memberId, 'withdrawals', (page, signal) =>
    call(cashierApi.withdrawals, { query: { memberId, ...page }, signal }),
  )
  const columns: ColumnDef<Withdrawal>[] = [
    {
      id: 'time',
      accessorKey: 'requestedAt',
      header: t('col.time'),
      cell: ({ row }) => <span className="num">{when(row.original.requestedAt)}</span>,
    },
    {
      id: 'amount',
      accessorKey: 'amount',
      header: t('col.amount'),
      meta: { align: 'end' },
      cell: ({ row }) => formatMoney(row.original.amount, currency),
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: t('col.status'),
      cell: ({ row }) => <CashierStatus status={row.original.status} />,
    },
    {
      id: 'bank',
      accessorKey: 'bankName',
      header: t('col.bank'),
      cell: ({ row }) => (
        <span>
          {row.original.bankName} <span className="num muted">{row.original.accountNumber}</span>
        </span>
      ),
    },
    { id: 'payee', accessorKey: 'payeeName', header: t('col.payee') },
    {
      id: 'received',
      accessorKey: 'receivedAmount',
      header: t('col.received'),
      meta: { align: 'end' },
      cell: ({ row }) => formatMoney(row.original.receivedAmount),
    },
    {
      id: 'disbursed',
      accessorFn: (row) => row.disbursedAt ?? '',
      header: t('col.disbursed'),
      cell: ({ row }) => <span className="num">{when(row.original.disbursedAt)}</span>,
    },
    {
      id: 'note',
      accessorFn: (row) => row.reason ?? '',
      header: t('col.note'),
      enableSorting: false,
      cell: ({ row }) => <span className="cell-clip">{row.original.reason ?? ''}</span>,
    },
  ]
  return (
    <DataTable
      label={t('tables.withdrawals')}
      columns={columns}
      page={query.data}
      loading={query.isFetching}
      error={query.error}
      empty={t('empty.withdrawals')}
      rowKey={(row) => row.id}
      onPage={setPageNum}
    />
  )
}
