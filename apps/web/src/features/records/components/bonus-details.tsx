import { useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, Pagination, QueryView } from '../../../components/ui/states'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useBonusRecords, useProfitLoss } from '../api'
import { signedMoney } from '../record-kinds'
import { RECORDS } from '../records-texts'
import { useRecordRange, type RangeChoice } from '../use-record-range'
import { DateRangeFilter } from './date-range-filter'
import './records.css'

/** Bonus details (bonusDetails): each bonus credited in the period, with its reason. */
export default function BonusDetails() {
  const dateTime = useDateTime()
  const { t } = useTexts(RECORDS)
  const range = useRecordRange('last30')
  const [page, setPage] = useState(1)
  const query = useBonusRecords(range.instants, page)
  // The period's total comes from the profit-and-loss call: the list is paged.
  const totals = useProfitLoss(range.instants)

  const changeRange = (choice: RangeChoice) => {
    range.setChoice(choice)
    setPage(1)
  }
  // Promotions name their bonus kinds later; until the texts know a kind it reads as a bonus.
  const kindLabel = (kind: string) => t(kind === 'manual' ? 'bonus.kinds.manual' : 'bonus.kinds.bonus')

  return (
    <div className="records">
      <DateRangeFilter choice={range.choice} timeZone={range.timeZone} onChange={changeRange} />
      {totals.data ? (
        <div className="records-total">
          <span className="records-total__icon" aria-hidden="true">
            <Icon name="gift" size={22} />
          </span>
          <span className="records-total__label">{t('bonus.total')}</span>
          <strong className="records-total__value">
            {formatMoney(totals.data.bonuses)} <small>{totals.data.currency}</small>
          </strong>
        </div>
      ) : null}
      <QueryView
        query={query}
        rows={4}
        isEmpty={(data) => data.content.length === 0}
        empty={
          <div className="records-empty">
            <EmptyState icon="gift" title={t('bonus.emptyTitle')}>
              {t('bonus.emptyBody')}
            </EmptyState>
          </div>
        }
      >
        {(data) => (
          <>
            <div className="records-meta">
              <span>{t('count', { count: data.totalElements })}</span>
            </div>
            <table className="records-table" aria-busy={query.isPlaceholderData}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.reason')}</th>
                  <th scope="col">{t('columns.time')}</th>
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
                  <tr key={row.id}>
                    <td className="card-lead" data-label={t('columns.reason')}>
                      <span className="records-type">
                        <span className="records-type__icon records-type__icon--in">
                          <Icon name="gift" size={16} />
                        </span>
                        <span>
                          {row.reason || kindLabel(row.type)}
                          <span className="records-sub">{kindLabel(row.type)}</span>
                        </span>
                      </span>
                    </td>
                    <td className="time card-wide" data-label={t('columns.time')}>
                      {dateTime(row.time)}
                    </td>
                    <td className="num card-amount amount--in" data-label={t('columns.amount')}>
                      {signedMoney(row.amount)}
                    </td>
                    <td className="num card-wide" data-label={t('columns.balance')}>
                      {formatMoney(row.balanceAfter)}
                    </td>
                  </tr>
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
