import { useState } from 'react'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useTransactions, type Transaction } from '../api'
import { direction, isKnownKind, kindIcon, signedMoney, TRANSACTION_KINDS } from '../record-kinds'
import { RECORDS } from '../records-texts'
import { FilterSelect } from './filter-select'
import { balanceColumn, RecordType, timeColumn } from './record-columns'
import { RecordList, useRecordList, type RecordColumn } from './record-list'

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
        <RecordType
          way={direction(row.amount)}
          icon={kindIcon(row.type)}
          label={kindLabel(row.type)}
          sub={<>#{row.id}</>}
        />
      ),
    },
    timeColumn(t('columns.time'), dateTime),
    { header: t('columns.wallet'), cellClass: 'card-wide', cell: (row) => t(`wallet.${row.wallet}`) },
    {
      header: t('columns.amount'),
      num: true,
      cellClass: (row) => `num card-amount amount--${direction(row.amount)}`,
      cell: (row) => signedMoney(row.amount),
    },
    balanceColumn(t('columns.balance')),
  ]

  return (
    <RecordList
      list={list}
      filters={
        <FilterSelect
          id="transaction-type"
          label={t('transactions.typeLabel')}
          value={type}
          allLabel={t('transactions.allTypes')}
          options={TRANSACTION_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          onChange={(value) => list.refilter(() => setType(value))}
        />
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
