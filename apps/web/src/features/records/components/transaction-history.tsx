import { useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useTransactions, type Transaction } from '../api'
import { direction, isKnownKind, kindIcon, signedMoney, TRANSACTION_KINDS } from '../record-kinds'
import { RECORDS } from '../records-texts'
import { RecordList, useRecordList, type RecordColumn } from './record-list'
import '../../../components/ui/icon-tile.css'

/** The account record (transactionHistory): every movement of the wallets, by type and period. */
export default function TransactionHistory() {
  const { t } = useTexts(RECORDS)
  const dateTime = useDateTime()
  const list = useRecordList('last7')
  const [type, setType] = useState('')
  const query = useTransactions(list.range.instants, type, list.page)
  const kindLabel = (kind: string) => t(`types.${isKnownKind(kind) ? kind : 'other'}`)
  const columns: RecordColumn<Transaction>[] = [
    {
      header: t('columns.type'),
      cellClass: 'card-lead',
      cell: (row) => (
        <span className="records-type">
          <span
            className={`records-type__icon icon-tile icon-tile--primary records-type__icon--${direction(row.amount)}`}
          >
            <Icon name={kindIcon(row.type)} size={16} />
          </span>
          <span>
            {kindLabel(row.type)}
            <span className="records-sub">#{row.id}</span>
          </span>
        </span>
      ),
    },
    { header: t('columns.time'), cellClass: 'time card-wide', cell: (row) => dateTime(row.time) },
    { header: t('columns.wallet'), cellClass: 'card-wide', cell: (row) => t(`wallet.${row.wallet}`) },
    {
      header: t('columns.amount'),
      num: true,
      cellClass: (row) => `num card-amount amount--${direction(row.amount)}`,
      cell: (row) => signedMoney(row.amount),
    },
    {
      header: t('columns.balance'),
      num: true,
      cellClass: 'num card-wide',
      cell: (row) => formatMoney(row.balanceAfter),
    },
  ]

  return (
    <RecordList
      list={list}
      filters={
        <>
          <label className="visually-hidden" htmlFor="transaction-type">
            {t('transactions.typeLabel')}
          </label>
          <select
            id="transaction-type"
            className="panel-select records-select"
            value={type}
            onChange={(event) => list.refilter(() => setType(event.target.value))}
          >
            <option value="">{t('transactions.allTypes')}</option>
            {TRANSACTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind)}
              </option>
            ))}
          </select>
        </>
      }
      query={query}
      loadingRows={5}
      empty={{ icon: 'coins', title: t('transactions.emptyTitle'), body: t('transactions.emptyBody') }}
      count={(count) => t('count', { count })}
      columns={columns}
      rowKey={(row) => row.id}
    />
  )
}
