import { useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, Pagination, QueryView } from '../../../components/ui/states'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useTransactions, type Transaction } from '../api'
import { direction, isKnownKind, kindIcon, signedMoney, TRANSACTION_KINDS } from '../record-kinds'
import { RECORDS } from '../records-texts'
import { useRecordRange, type RangeChoice } from '../use-record-range'
import { DateRangeFilter } from './date-range-filter'
import './records.css'

/** The account record (transactionHistory): every movement of the wallets, by type and period. */
export default function TransactionHistory() {
  const { t } = useTexts(RECORDS)
  const range = useRecordRange('last7')
  const [type, setType] = useState('')
  const [page, setPage] = useState(1)
  const query = useTransactions(range.instants, type, page)

  const changeRange = (choice: RangeChoice) => {
    range.setChoice(choice)
    setPage(1)
  }
  const kindLabel = (kind: string) => t(`types.${isKnownKind(kind) ? kind : 'other'}`)

  return (
    <div className="records">
      <DateRangeFilter choice={range.choice} timeZone={range.timeZone} onChange={changeRange}>
        <label className="visually-hidden" htmlFor="transaction-type">
          {t('transactions.typeLabel')}
        </label>
        <select
          id="transaction-type"
          className="records-select"
          value={type}
          onChange={(event) => {
            setType(event.target.value)
            setPage(1)
          }}
        >
          <option value="">{t('transactions.allTypes')}</option>
          {TRANSACTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(kind)}
            </option>
          ))}
        </select>
      </DateRangeFilter>
      <QueryView
        query={query}
        rows={5}
        isEmpty={(data) => data.content.length === 0}
        empty={
          <div className="records-empty">
            <EmptyState icon="coins" title={t('transactions.emptyTitle')}>
              {t('transactions.emptyBody')}
            </EmptyState>
          </div>
        }
      >
        {(data) => (
          <>
            <div className="records-meta" aria-live="polite">
              <span>{t('count', { count: data.totalElements })}</span>
            </div>
            <table className="records-table" aria-busy={query.isPlaceholderData}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.type')}</th>
                  <th scope="col">{t('columns.time')}</th>
                  <th scope="col">{t('columns.wallet')}</th>
                  <th scope="col" className="num">
                    {t('columns.amount')}
                  </th>
                  <th scope="col" className="num">
                    {t('columns.balance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.content.map((row) => (
                  <TransactionRow key={row.id} row={row} label={kindLabel(row.type)} />
                ))}
              </tbody>
            </table>
            <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryView>
    </div>
  )
}

function TransactionRow({ row, label }: { row: Transaction; label: string }) {
  const dateTime = useDateTime()
  const { t } = useTexts(RECORDS)
  const way = direction(row.amount)
  return (
    <tr>
      <td className="card-lead" data-label={t('columns.type')}>
        <span className="records-type">
          <span className={`records-type__icon records-type__icon--${way}`}>
            <Icon name={kindIcon(row.type)} size={16} />
          </span>
          <span>
            {label}
            <span className="records-sub">#{row.id}</span>
          </span>
        </span>
      </td>
      <td className="time card-wide" data-label={t('columns.time')}>
        {dateTime(row.time)}
      </td>
      <td className="card-wide" data-label={t('columns.wallet')}>
        {t(`wallet.${row.wallet}`)}
      </td>
      <td className={`num card-amount amount--${way}`} data-label={t('columns.amount')}>
        {signedMoney(row.amount)}
      </td>
      <td className="num card-wide" data-label={t('columns.balance')}>
        {formatMoney(row.balanceAfter)}
      </td>
    </tr>
  )
}
