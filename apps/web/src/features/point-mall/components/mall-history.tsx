import type { PointEntry, PointEntryKind, Redemption, RedemptionStatus } from '@sea/contract'
import { useState, type ReactNode } from 'react'
import { Pill, type PillTone } from '../../../components/ui/cashier'
import { Icon, type IconName } from '../../../components/ui/icon'
import { EmptyState, Pagination, QueryView, type PagedQueryState } from '../../../components/ui/states'
import { RecordReason, RecordStamp } from '../../../components/ui/status-records'
import { Tabs } from '../../../components/ui/tabs'
import { formatCount, useDateTime } from '../../../lib/format'
import { counted, useTexts } from '../../../lib/i18n'
import { HISTORY_PAGE_SIZE, usePointHistory, useRedemptions } from '../point-mall-api'
import { POINT_MALL } from '../point-mall-texts'
import { usePointsText } from './points-text'
import '../../../components/ui/chip.css'
import './mall-shelves.css'

type Tab = 'redeem' | 'points'
type Page<T> = { list: T[]; totalElements: number }

const STATUS_TONES: Record<RedemptionStatus, PillTone> = {
  in_process: 'warning',
  rejected: 'danger',
  approved: 'success',
}

/** The member's redemptions (the spec's statuses) and point entries, each newest first, a page at a time. */
export function MallHistory() {
  const { t } = useTexts(POINT_MALL)
  const [tab, setTab] = useState<Tab>('redeem')
  return (
    <section className="mall-history" aria-label={t('history.label')}>
      <Tabs
        label={t('history.label')}
        tabs={[
          { id: 'redeem', label: t('history.redeem') },
          { id: 'points', label: t('history.points') },
        ]}
        value={tab}
        onChange={setTab}
      />
      <div role="tabpanel" aria-label={t(`history.${tab}`)}>
        {tab === 'redeem' ? <RedeemHistory /> : <PointsHistory />}
      </div>
    </section>
  )
}

function PagedList<T>({
  query,
  page,
  onPage,
  empty,
  children,
}: {
  query: PagedQueryState<Page<T>>
  page: number
  onPage: (page: number) => void
  empty: { title: string; body: string }
  children: (item: T) => ReactNode
}) {
  return (
    <QueryView
      query={query}
      rows={4}
      isEmpty={(data) => data.totalElements === 0}
      empty={
        <EmptyState icon="history" title={empty.title}>
          {empty.body}
        </EmptyState>
      }
    >
      {(data) => (
        <>
          <ul className="records" aria-busy={query.isPlaceholderData}>
            {data.list.map(children)}
          </ul>
          <Pagination page={page} totalPages={Math.ceil(data.totalElements / HISTORY_PAGE_SIZE)} onChange={onPage} />
        </>
      )}
    </QueryView>
  )
}

function RedeemHistory() {
  const { t } = useTexts(POINT_MALL)
  const [page, setPage] = useState(1)
  const query = useRedemptions(page)
  return (
    <PagedList
      query={query}
      page={page}
      onPage={setPage}
      empty={{ title: t('history.redeemEmpty'), body: t('history.redeemEmptyBody') }}
    >
      {(redemption: Redemption) => <RedemptionRow key={redemption.id} redemption={redemption} />}
    </PagedList>
  )
}

function RedemptionRow({ redemption }: { redemption: Redemption }) {
  const { t } = useTexts(POINT_MALL)
  const pointsText = usePointsText()
  return (
    <li className="record">
      <span className="record__icon icon-tile icon-tile--primary" aria-hidden="true">
        <Icon name="gift" size={18} />
      </span>
      <div className="record__main">
        <p className="record__title">
          {redemption.title}
          <span className="mall-record__quantity">{t('history.quantity', { count: redemption.quantity })}</span>
        </p>
        <RecordStamp at={redemption.createdAt} id={redemption.id} />
        {redemption.tracking ? (
          <p className="record__meta">
            {t('history.tracking')}: <span className="mall-record__tracking">{redemption.tracking}</span>
          </p>
        ) : null}
        <RecordReason label={t('history.reason')} reason={redemption.rejectReason} />
      </div>
      <div className="record__side">
        <strong className="record__amount">−{pointsText(redemption.points)}</strong>
        <Pill tone={STATUS_TONES[redemption.status]}>{t(`history.statuses.${redemption.status}`)}</Pill>
      </div>
    </li>
  )
}

/** The entry kinds a member filters by (the contract's POINT_ENTRY_KINDS; its values stay out of the bundle). */
const ENTRY_KINDS: readonly PointEntryKind[] = ['earn', 'mission', 'redeem', 'refund', 'convert', 'expire', 'adjust']

function PointsHistory() {
  const { t } = useTexts(POINT_MALL)
  const [page, setPage] = useState(1)
  const [kind, setKind] = useState<PointEntryKind | null>(null)
  const query = usePointHistory(page, kind)
  return (
    <>
      <div className="filter-chips" role="group" aria-label={t('history.filter')}>
        {[null, ...ENTRY_KINDS].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className="filter-chip"
            aria-pressed={kind === value}
            onClick={() => {
              setKind(value)
              setPage(1)
            }}
          >
            {value ? t(`history.kinds.${value}`) : t('items.all')}
          </button>
        ))}
      </div>
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        empty={{ title: t('history.pointsEmpty'), body: t('history.pointsEmptyBody') }}
      >
        {(entry: PointEntry) => <EntryRow key={entry.id} entry={entry} />}
      </PagedList>
    </>
  )
}

const ENTRY_ICONS: Record<PointEntryKind, IconName> = {
  earn: 'coins',
  mission: 'target',
  redeem: 'gift',
  refund: 'refresh',
  convert: 'transfer',
  expire: 'clock',
  adjust: 'shield',
}

function EntryRow({ entry }: { entry: PointEntry }) {
  const { t } = useTexts(POINT_MALL)
  const dateTime = useDateTime()
  const up = entry.points > 0
  return (
    <li className="record">
      <span className={`record__icon icon-tile icon-tile--${up ? 'primary' : 'muted'}`} aria-hidden="true">
        <Icon name={ENTRY_ICONS[entry.kind]} size={18} />
      </span>
      <div className="record__main">
        <p className="record__title">{t(`history.kinds.${entry.kind}`)}</p>
        <RecordStamp at={entry.createdAt} id={entry.id} />
        {entry.note ? <p className="record__meta">{entry.note}</p> : null}
        {entry.expiresAt && up ? (
          <p className="record__meta">{t('history.expires', { date: dateTime(entry.expiresAt, 'day') })}</p>
        ) : null}
      </div>
      <div className="record__side">
        <strong className={`record__amount mall-record__points mall-record__points--${up ? 'up' : 'down'}`}>
          {up ? '+' : '−'}
          {formatCount(Math.abs(entry.points))}
        </strong>
        <span className="record__meta">{t('history.balanceAfter', counted(entry.balanceAfter))}</span>
      </div>
    </li>
  )
}
