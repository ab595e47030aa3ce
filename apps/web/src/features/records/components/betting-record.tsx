import type { GameCategory } from '@sea/contract'
import { GAME_CATEGORIES } from '@sea/contract/constants'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { formatMoney, useDateTime } from '../../../lib/format'
import { catalogueVendors, findVendor, useCatalogueLanes } from '../../../lib/game-catalogue'
import { useTexts } from '../../../lib/i18n'
import { closeModal } from '../../../lib/modals'
import { useBetRecords, type BetFilter, type BetPage, type BetRecord, type BetStatus } from '../api'
import { BETS } from '../bets-texts'
import { direction, signedMoney } from '../record-kinds'
import { RECORDS } from '../records-texts'
import { BetDetailModal } from './bet-detail'
import { FilterSelect } from './filter-select'
import { timeColumn } from './record-columns'
import { RecordList, useRecordList, type RecordColumn } from './record-list'
import './bets.css'
import '../../../components/ui/icon-tile.css'

const STATUSES: readonly BetStatus[] = ['settled', 'open', 'rolled_back']

/** The betting record (personalHistoryCopy): the member's rounds by period, category, provider and status. */
export default function BettingRecord() {
  const { t, i18n } = useTexts(BETS)
  const records = useTexts(RECORDS)
  const dateTime = useDateTime()
  const list = useRecordList('today')
  const [filter, setFilter] = useState<BetFilter>({})
  const [open, setOpen] = useState<BetRecord | null>(null)
  const query = useBetRecords(list.range.instants, filter, list.page, i18n.language)
  const { lanes } = useCatalogueLanes(i18n.language)
  const vendors = filter.gameType
    ? (lanes.find((lane) => lane.gameCategory === filter.gameType)?.vendors ?? [])
    : catalogueVendors(lanes)
  const vendorName = (row: BetRecord) => findVendor(lanes, row.vassalage)?.displayName ?? row.vassalage
  const navigate = useNavigate()

  const change = (next: BetFilter) => list.refilter(() => setFilter(next))
  const browse = () => {
    closeModal('memberCentre')
    void navigate('/hot')
  }
  const columns: RecordColumn<BetRecord>[] = [
    {
      header: t('columns.game'),
      cellClass: 'card-lead',
      cell: (row) => (
        <button
          type="button"
          className="bets-game"
          onClick={() => setOpen(row)}
          aria-label={t('detailsOf', { name: row.gameName })}
        >
          <span
            className={`records-type__icon icon-tile icon-tile--primary records-type__icon--${direction(row.profit)}`}
            aria-hidden="true"
          >
            <Icon name="game" size={16} />
          </span>
          <span className="bets-game__text">
            <span className="bets-game__name">{row.gameName}</span>
            <span className="records-sub">
              {vendorName(row)} · #{row.roundId}
            </span>
          </span>
        </button>
      ),
    },
    timeColumn(t('columns.time'), dateTime),
    { header: t('columns.stake'), num: true, cellClass: 'num card-wide', cell: (row) => formatMoney(row.stake) },
    { header: t('columns.validBet'), num: true, cellClass: 'num card-wide', cell: (row) => formatMoney(row.validBet) },
    { header: t('columns.win'), num: true, cellClass: 'num card-wide', cell: (row) => formatMoney(row.win) },
    {
      header: t('columns.profit'),
      num: true,
      cellClass: (row) => `num card-amount amount--${direction(row.profit)}`,
      cell: (row) => signedMoney(row.profit),
    },
    {
      header: t('columns.status'),
      cellClass: 'card-wide',
      cell: (row) => <span className={`bet-status bet-status--${row.status}`}>{t(`status.${row.status}`)}</span>,
    },
  ]

  return (
    <RecordList
      list={list}
      filters={
        <div className="bets-filters">
          <FilterSelect
            id="bets-category"
            label={t('filters.category')}
            value={filter.gameType ?? ''}
            allLabel={t('filters.allCategories')}
            options={GAME_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
            onChange={(value) =>
              change({ ...filter, gameType: (value || undefined) as GameCategory | undefined, vassalage: undefined })
            }
          />
          <FilterSelect
            id="bets-vendor"
            label={t('filters.vendor')}
            value={filter.vassalage ?? ''}
            allLabel={t('filters.allVendors')}
            options={vendors.map((vendor) => ({ value: vendor.vassalage, label: vendor.displayName }))}
            onChange={(value) => change({ ...filter, vassalage: value || undefined })}
          />
          <FilterSelect
            id="bets-status"
            label={t('filters.status')}
            value={filter.status ?? ''}
            allLabel={t('filters.allStatuses')}
            options={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            onChange={(value) => change({ ...filter, status: (value || undefined) as BetStatus | undefined })}
          />
        </div>
      }
      query={query}
      loadingRows={5}
      empty={{
        icon: 'history',
        title: records.t('betting.emptyTitle'),
        body: (
          <>
            <p>{records.t('betting.emptyBody')}</p>
            <button type="button" className="button button--primary records-empty__cta" onClick={browse}>
              {records.t('betting.browse')}
            </button>
          </>
        ),
      }}
      summary={(data) => <BetTotals totals={data.totals} />}
      count={(count) => records.t('count', { count })}
      tableClass="bets-table"
      columns={columns}
      rowKey={(row) => row.id}
    >
      {open ? <BetDetailModal bet={open} vendorName={vendorName(open)} onClose={() => setOpen(null)} /> : null}
    </RecordList>
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
      <span className="bets-totals__icon icon-tile icon-tile--gold" aria-hidden="true">
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
