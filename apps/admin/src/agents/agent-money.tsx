import { BILL_STATUSES, CONTRACT_KINDS, type ContractKind } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { DataTable } from '../components/data-table'
import { formatMoney, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { type DayRange, RangeInputs, useBrandCurrency, useRangeQuery } from './agent-parts'
import { type AgentBill, type AgentPayment, readBills, readPayments, type TreeNode } from './agents.api'
import { CONTRACTS } from './contracts.texts'
import { MONEY } from './money.texts'

type BillStatus = (typeof BILL_STATUSES)[number]
const BILL_BADGE: Record<BillStatus, string> = {
  pending: 'badge badge-pending',
  insufficient_funds: 'badge badge-disabled',
  paid: 'badge badge-ok',
}

/** A bill's period, start to end, in the console's time zone; the end's day only when it differs. */
function usePeriod() {
  const dateTime = useDateTime()
  return (start: string, end: string) => {
    const [from, until] = [dateTime(start), dateTime(end)]
    return from.slice(0, 10) === until.slice(0, 10) ? `${from} → ${until.slice(11)}` : `${from} → ${until}`
  }
}

function KindSelect({ value, onChange }: { value: ContractKind | ''; onChange: (kind: ContractKind | '') => void }) {
  const { t } = useTexts(MONEY)
  const tc = useTexts(CONTRACTS).t
  return (
    <select
      className="select"
      aria-label={tc('col.kind')}
      value={value}
      onChange={(event) => onChange(event.target.value as ContractKind | '')}
    >
      <option value="">{t('bills.anyKind')}</option>
      {CONTRACT_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {tc(`kind.${kind}`)}
        </option>
      ))}
    </select>
  )
}

/** The agent's salary and dividend bills: those it received, or those it pays its downlines. */
export function AgentBills({ account }: { account: TreeNode }) {
  const { t } = useTexts(MONEY)
  const tc = useTexts(CONTRACTS).t
  const dateTime = useDateTime()
  const period = usePeriod()
  const currency = useBrandCurrency(account.merchantId)
  const [side, setSide] = useState<'received' | 'paid'>('received')
  const [status, setStatus] = useState<BillStatus | ''>('')
  const [kind, setKind] = useState<ContractKind | ''>('')
  const [range, setRange] = useState<DayRange>({ from: '', to: '' })
  const [pageNum, setPageNum] = useState(1)
  const instants = useRangeQuery(range)
  const query = {
    merchantId: account.merchantId,
    username: account.username,
    side,
    status: status || undefined,
    kind: kind || undefined,
    ...instants,
    pageNum,
  }
  const list = useQuery({
    queryKey: ['agent-bills', query],
    queryFn: ({ signal }) => readBills({ query, signal }),
  })
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPageNum(1)
    }
  const columns: ColumnDef<AgentBill>[] = [
    {
      id: 'period',
      accessorKey: 'periodStart',
      header: t('bills.col.period'),
      cell: (c) => <span className="num">{period(c.row.original.periodStart, c.row.original.periodEnd)}</span>,
    },
    { id: 'kind', accessorKey: 'kind', header: t('bills.col.kind'), cell: (c) => tc(`kind.${c.row.original.kind}`) },
    side === 'paid'
      ? { id: 'agent', accessorKey: 'agent', header: t('bills.col.agent') }
      : {
          id: 'payer',
          accessorFn: (row) => row.payer ?? '',
          header: t('bills.col.payer'),
          cell: (c) => c.row.original.payer ?? <span className="muted">{tc('platformPayer')}</span>,
        },
    {
      id: 'base',
      accessorFn: (row) => row.computation.base,
      sortingFn: 'alphanumeric',
      header: t('bills.col.base'),
      meta: { align: 'end' },
      cell: (c) => formatMoney(c.row.original.computation.base),
    },
    {
      id: 'rate',
      accessorFn: (row) => row.computation.rate ?? '',
      header: t('bills.col.rate'),
      meta: { align: 'end' },
      cell: (c) => (c.row.original.computation.rate ? `${c.row.original.computation.rate}%` : '—'),
    },
    {
      id: 'amount',
      accessorKey: 'amount',
      sortingFn: 'alphanumeric',
      header: t('bills.col.amount'),
      meta: { align: 'end' },
      cell: (c) => <span className="strong">{formatMoney(c.row.original.amount, currency)}</span>,
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: t('bills.col.status'),
      cell: (c) => (
        <span className={BILL_BADGE[c.row.original.status]}>{t(`bills.billStatus.${c.row.original.status}`)}</span>
      ),
    },
    {
      id: 'paidAt',
      accessorFn: (row) => row.paidAt ?? '',
      header: t('bills.col.paidAt'),
      cell: (c) => <span className="num">{dateTime(c.row.original.paidAt)}</span>,
    },
    {
      id: 'transaction',
      accessorFn: (row) => row.transactionId ?? '',
      header: t('bills.col.transaction'),
      cell: (c) => <span className="num muted">{c.row.original.transactionId ?? ''}</span>,
    },
  ]
  const totals = list.data?.totals
  return (
    <>
      {totals ? (
        <p className="money-strip">
          <span className="amount-in strong">{t('bills.paid', { amount: formatMoney(totals.paid, currency) })}</span>
          <span className="amount-out strong">
            {t('bills.unpaid', { amount: formatMoney(totals.unpaid, currency) })}
          </span>
        </p>
      ) : null}
      <DataTable
        label={t('bills.label', { username: account.username })}
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error}
        onPage={setPageNum}
        empty={t('bills.empty')}
        rowKey={(row) => row.id}
        toolbar={
          <span className="filters toolbar-filters">
            <select
              className="select"
              aria-label={t('bills.col.payer')}
              value={side}
              onChange={(e) => reset(setSide)(e.target.value as typeof side)}
            >
              <option value="received">{t('bills.side.received')}</option>
              <option value="paid">{t('bills.side.paid')}</option>
            </select>
            <KindSelect value={kind} onChange={reset(setKind)} />
            <select
              className="select"
              aria-label={t('bills.col.status')}
              value={status}
              onChange={(e) => reset(setStatus)(e.target.value as BillStatus | '')}
            >
              <option value="">{t('bills.anyStatus')}</option>
              {BILL_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`bills.billStatus.${value}`)}
                </option>
              ))}
            </select>
            <RangeInputs range={range} onChange={reset(setRange)} />
          </span>
        }
      />
    </>
  )
}

/** What the agent was paid: its bills' ledger transfers, by payment time. */
export function AgentPayments({ account }: { account: TreeNode }) {
  const { t } = useTexts(MONEY)
  const tc = useTexts(CONTRACTS).t
  const dateTime = useDateTime()
  const period = usePeriod()
  const currency = useBrandCurrency(account.merchantId)
  const [kind, setKind] = useState<ContractKind | ''>('')
  const [range, setRange] = useState<DayRange>({ from: '', to: '' })
  const [pageNum, setPageNum] = useState(1)
  const instants = useRangeQuery(range)
  const query = {
    merchantId: account.merchantId,
    username: account.username,
    kind: kind || undefined,
    ...instants,
    pageNum,
  }
  const list = useQuery({
    queryKey: ['agent-payments', query],
    queryFn: ({ signal }) => readPayments({ query, signal }),
  })
  const columns: ColumnDef<AgentPayment>[] = [
    {
      id: 'paidAt',
      accessorKey: 'paidAt',
      header: t('payments.col.paidAt'),
      cell: (c) => <span className="num">{dateTime(c.row.original.paidAt)}</span>,
    },
    { id: 'kind', accessorKey: 'kind', header: t('payments.col.kind'), cell: (c) => tc(`kind.${c.row.original.kind}`) },
    {
      id: 'payer',
      accessorFn: (row) => row.payer ?? '',
      header: t('payments.col.payer'),
      cell: (c) => c.row.original.payer ?? <span className="muted">{tc('platformPayer')}</span>,
    },
    {
      id: 'period',
      accessorKey: 'periodStart',
      header: t('payments.col.period'),
      cell: (c) => <span className="num">{period(c.row.original.periodStart, c.row.original.periodEnd)}</span>,
    },
    {
      id: 'amount',
      accessorKey: 'amount',
      sortingFn: 'alphanumeric',
      header: t('payments.col.amount'),
      meta: { align: 'end' },
      cell: (c) => <span className="amount-in strong">{formatMoney(c.row.original.amount, currency)}</span>,
    },
    {
      id: 'transaction',
      accessorKey: 'transactionId',
      header: t('payments.col.transaction'),
      cell: (c) => <span className="num muted">{c.row.original.transactionId}</span>,
    },
  ]
  return (
    <>
      {list.data ? (
        <p className="money-strip">
          <span className="amount-in strong">
            {t('payments.total', { amount: formatMoney(list.data.total, currency) })}
          </span>
        </p>
      ) : null}
      <DataTable
        label={t('payments.label', { username: account.username })}
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error}
        onPage={setPageNum}
        empty={t('payments.empty')}
        rowKey={(row) => row.billId}
        toolbar={
          <span className="filters toolbar-filters">
            <KindSelect
              value={kind}
              onChange={(value) => {
                setKind(value)
                setPageNum(1)
              }}
            />
            <RangeInputs
              range={range}
              onChange={(value) => {
                setRange(value)
                setPageNum(1)
              }}
            />
          </span>
        }
      />
    </>
  )
}
