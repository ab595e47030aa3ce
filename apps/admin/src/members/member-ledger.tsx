import type { ColumnDef } from '@tanstack/react-table'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatMoney, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { SignedAmount } from './member-bits'
import { useMemberPart } from './member-part'
import { membersApi, type ValueOf } from './members.api'
import { MEMBER_TABS } from './member-tabs.texts'

type Entry = ValueOf<'wallet'>['entries']['content'][number]

/** The member's wallets with their balances, and the ledger entries of those wallets, newest first. */
export function LedgerTab({ memberId }: { memberId: string }) {
  const { t } = useTexts(MEMBER_TABS)
  const when = useDateTime()
  const { query, setPageNum } = useMemberPart(memberId, 'ledger', (page, signal) =>
    call(membersApi.wallet, { params: { memberId }, query: page, signal }),
  )
  // A vendor's transfer wallet by its vendor; the member's own wallets by name, a new kind as sent.
  const walletName = (kind: string, vendor: string | null) => vendor ?? t(`wallets.${kind}`, { defaultValue: kind })
  const data = query.data
  const currency = data?.currency
  const columns: ColumnDef<Entry>[] = [
    {
      id: 'time',
      accessorKey: 'time',
      header: t('col.time'),
      cell: ({ row }) => <span className="num">{when(row.original.time, 'second')}</span>,
    },
    {
      id: 'kind',
      accessorKey: 'kind',
      header: t('col.kind'),
      cell: ({ row }) => <span className="chip">{row.original.kind}</span>,
    },
    {
      id: 'wallet',
      accessorFn: (row) => walletName(row.wallet, row.vendor),
      header: t('col.wallet'),
    },
    {
      id: 'amount',
      accessorKey: 'amount',
      header: t('col.amount'),
      meta: { align: 'end' },
      cell: ({ row }) => <SignedAmount amount={row.original.amount} />,
    },
    {
      id: 'balanceAfter',
      accessorKey: 'balanceAfter',
      header: t('col.balanceAfter'),
      meta: { align: 'end' },
      cell: ({ row }) => formatMoney(row.original.balanceAfter),
    },
    {
      id: 'summary',
      accessorKey: 'summary',
      header: t('col.summary'),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="cell-clip member-summary" title={row.original.summary}>
          {row.original.summary}
        </span>
      ),
    },
    {
      id: 'transaction',
      accessorKey: 'transactionId',
      header: t('col.transaction'),
      cell: ({ row }) => <span className="num muted">{row.original.transactionId}</span>,
    },
  ]
  return (
    <div className="member-tab">
      <div className="member-wallets">
        {data?.wallets.map((wallet) => (
          <div key={wallet.accountId} className="card member-wallet">
            <span className="muted">{walletName(wallet.kind, wallet.vendor)}</span>
            <strong className="num">{formatMoney(wallet.balance, currency)}</strong>
          </div>
        ))}
      </div>
      <DataTable
        label={t('tables.ledger')}
        columns={columns}
        page={data?.entries}
        loading={query.isFetching}
        error={query.error}
        empty={t('empty.ledger')}
        rowKey={(row) => row.id}
        onPage={setPageNum}
      />
    </div>
  )
}
