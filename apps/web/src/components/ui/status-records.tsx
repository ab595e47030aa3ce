import { useState, type ReactNode } from 'react'
import { useDateTime } from '../../lib/format'
import { useTexts } from '../../lib/i18n'
import { COMMON } from '../../locales/common'
import { EmptyState, Pagination, QueryView } from './states'

type Page<T> = { content: T[]; pageNum: number; totalPages: number }

/** The status filter and page of a StatusRecords list: a new filter starts again at page one. */
export function useStatusPaging<S extends string>() {
  const [status, setStatus] = useState<S | null>(null)
  const [page, setPage] = useState(1)
  const filter = (next: S | null) => {
    setStatus(next)
    setPage(1)
  }
  return { status, page, setPage, filter }
}

interface StatusRecordsProps<S extends string, T> {
  /** The filter's accessible name. */
  label: string
  statuses: readonly S[]
  paging: ReturnType<typeof useStatusPaging<S>>
  statusLabel: (status: S) => string
  query: { data: Page<T> | undefined; error: unknown; isPending: boolean; refetch: () => unknown }
  emptyTitle: string
  emptyBody: string
  children: (item: T) => ReactNode
}

/** A member's money records (deposits, withdrawals): status chips over a paged list. */
export function StatusRecords<S extends string, T>(props: StatusRecordsProps<S, T>) {
  const { t: common } = useTexts(COMMON)
  const { label, statuses, paging, statusLabel, query, emptyTitle, emptyBody, children } = props
  return (
    <div className="cashier-stack">
      <div className="filter-chips" role="group" aria-label={label}>
        {[null, ...statuses].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className="chip"
            aria-pressed={paging.status === value}
            onClick={() => paging.filter(value)}
          >
            {value ? statusLabel(value) : common('all')}
          </button>
        ))}
      </div>
      <QueryView
        query={query}
        rows={4}
        isEmpty={(data) => data.content.length === 0}
        empty={
          <EmptyState icon="history" title={emptyTitle}>
            {emptyBody}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <ul className="records">{data.content.map(children)}</ul>
            <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={paging.setPage} />
          </>
        )}
      </QueryView>
    </div>
  )
}

/** A record's time and number, under its title. */
export function RecordStamp({ at, id }: { at: string; id: string }) {
  const dateTime = useDateTime()
  return (
    <p className="record__meta">
      {dateTime(at)} · #{id}
    </p>
  )
}

/** Why a record was refused, where it was. */
export function RecordReason({ label, reason }: { label: string; reason: string | null }) {
  return reason ? (
    <p className="record__reason">
      {label}: {reason}
    </p>
  ) : null
}
