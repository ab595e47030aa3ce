import type { GameCategory } from '@sea/contract'
import { GAME_CATEGORIES } from '@sea/contract/constants'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, Pagination, QueryView } from '../../../components/ui/states'
import { formatMoney, useDateTime } from '../../../lib/format'
import { catalogueVendors, findVendor, useCatalogueLanes } from '../../../lib/game-catalogue'
import { useTexts } from '../../../lib/i18n'
import { closeModal } from '../../../lib/modals'
import { useBetRecords, type BetFilter, type BetPage, type BetRecord, type BetStatus } from '../api'
import { BETS } from '../bets-texts'
import { direction, signedMoney } from '../record-kinds'
import { RECORDS } from '../records-texts'
import { useRecordRange, type RangeChoice } from '../use-record-range'
import { BetDetailModal } from './bet-detail'
import { DateRangeFilter } from './date-range-filter'
import './bets.css'
import './records.css'

const STATUSES: readonly BetStatus[] = ['settled', 'open', 'rolled_back']

/** The betting record (personalHistoryCopy): the member's rounds by period, category, provider and status. */
export default function BettingRecord() {
  const { t, i18n } = useTexts(BETS)
  const records = useTexts(RECORDS)
  const range = useRecordRange('today')
  const [filter, setFilter] = useState<BetFilter>({})
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<BetRecord | null>(null)
  const query = useBetRecords(range.instants, filter, page, i18n.language)
  const { lanes } = useCatalogueLanes(i18n.language)
  const vendors = filter.gameType
    ? (lanes.find((lane) => lane.gameCategory === filter.gameType)?.vendors ?? [])
    : catalogueVendors(lanes)
  const navigate = useNavigate()

  const changeRange = (choice: RangeChoice) => {
    range.setChoice(choice)
    setPage(1)
  }
  const change = (next: BetFilter) => {
    setFilter(next)
    setPage(1)
  }
  const browse = () => {
    closeModal('memberCentre')
    void navigate('/hot')
  }

  return (
    <div className="records">
      <DateRangeFilter choice={range.choice} timeZone={range.timeZone} onChange={changeRange}>
        <div className="bets-filters">
          <label className="visually-hidden" htmlFor="bets-category">
            {t('filters.category')}
          </label>
          <select
            id="bets-category"
            className="records-select"
            value={filter.gameType ?? ''}
            onChange={(event) => change({ ...filter, gameType: (event.target.value || undefined) as GameCategory | undefined, vassalage: undefined })}
          >
            <option value="">{t('filters.allCategories')}</option>
            {GAME_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor="bets-vendor">
            {t('filters.vendor')}
          </label>
          <select
            id="bets-vendor"
            className="records-select"
            value={filter.vassalage ?? ''}
            onChange={(event) => change({ ...filter, vassalage: event.target.value || undefined })}
          >
            <option value="">{t('filters.allVendors')}</option>
            {vendors.map((vendor) => (
              <option key={vendor.vassalage} value={vendor.vassalage}>
                {vendor.displayName}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor="bets-status">
            {t('filters.status')}
          </label>
          <select
            id="bets-status"
            className="records-select"
            value={filter.status ?? ''}
            onChange={(event) => change({ ...filter, status: (event.target.value || undefined) as BetStatus | undefined })}
          >
            <option value="">{t('filters.allStatuses')}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </DateRangeFilter>
      <QueryView
        query={query}
        rows={5}
        isEmpty={(data) => data.content.length === 0}
        empty={
          <div className="records-empty">
            <EmptyState icon="history" title={records.t('betting.emptyTitle')}>
              <p>{records.t('betting.emptyBody')}</p>
              <button type="button" className="button button--primary records-empty__cta" onClick={browse}>
                {records.t('betting.browse')}
              </button>
            </EmptyState>
          </div>
        }
      >
        {(data) => (
          <>
            <BetTotals totals={data.totals} />
            <div className="records-meta" aria-live="polite">
              <span>{records.t('count', { count: data.totalElements })}</span>
            </div>
            <table className="records-table bets-table" aria-busy={query.isPlaceholderData}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.game')}</th>
                  <th scope="col">{t('columns.time')}</th>
                  <th scope="col" className="num">
                    {t('columns.stake')}
                  </th>
                  <th scope="col" className="num">
                    {t('columns.validBet')}
                  </th>
                  <th scope="col" className="num">
                    {t('columns.win')}
                  </th>
                  <th scope="col" className="num">
                    {t('columns.profit')}
                  </th>
                  <th scope="col">{t('columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.content.map((row) => (
                  <BetRow
                    key={row.id}
                    row={row}
                    vendorName={findVendor(lanes, row.vassalage)?.displayName ?? row.vassalage}
                    onOpen={() => setOpen(row)}
                  />
                ))}
              </tbody>
            </table>
            <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryView>
      {open ? (
        <BetDetailModal bet={open} vendorName={findVendor(lanes, open.vassalage)?.displayName ?? open.vassalage} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  )
}

/** The period's totals: stake, valid bet, win and profit (the server adds them over the whole range). */
export function BetTotals({ totals }: { totals: BetPage['totals'] }) {
  const { t } = useTexts(BETS)
  const items = [
    { key: 'stake', value: formatMoney(totals.stake), tone: '' },
    { key: 'validBet', value: formatMoney(totals.validBet), tone: '' },
    { key: 'win', value: formatMoney(totals.win), tone: '' },
    { key: 'profit', value: signedMoney(totals.profit), tone: `amount--${direction(totals.profit)}` },
  ] as const
  return (
    <section className="bets-totals" aria-label={t('totals.title')}>
      <span className="bets-totals__icon" aria-hidden="true">
        <Icon name="chart" size={20} />
      </span>
      <dl className="bets-totals__list">
        {items.map((item) => (
          <div key={item.key} className="bets-totals__item">
            <dt>{t(`totals.${item.key}`)}</dt>
            <dd className={item.tone}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function BetRow({ row, vendorName, onOpen }: { row: BetRecord; vendorName: string; onOpen: () => void }) {
  const dateTime = useDateTime()
  const { t } = useTexts(BETS)
  const way = direction(row.profit)
  return (
    <tr>
      <td className="card-lead" data-label={t('columns.game')}>
        <button type="button" className="bets-game" onClick={onOpen} aria-label={t('detailsOf', { name: row.gameName })}>
          <span className={`records-type__icon records-type__icon--${way}`} aria-hidden="true">
            <Icon name="game" size={16} />
          </span>
          <span className="bets-game__text">
            <span className="bets-game__name">{row.gameName}</span>
            <span className="records-sub">
              {vendorName} · #{row.roundId}
            </span>
          </span>
        </button>
      </td>
      <td className="time card-wide" data-label={t('columns.time')}>
        {dateTime(row.time)}
      </td>
      <td className="num card-wide" data-label={t('columns.stake')}>
        {formatMoney(row.stake)}
      </td>
      <td className="num card-wide" data-label={t('columns.validBet')}>
        {formatMoney(row.validBet)}
      </td>
      <td className="num card-wide" data-label={t('columns.win')}>
        {formatMoney(row.win)}
      </td>
      <td className={`num card-amount amount--${way}`} data-label={t('columns.profit')}>
        {signedMoney(row.profit)}
      </td>
      <td className="card-wide" data-label={t('columns.status')}>
        <span className={`bet-status bet-status--${row.status}`}>{t(`status.${row.status}`)}</span>
      </td>
    </tr>
  )
}
