import type { ReactNode } from 'react'
import { useTexts } from '../../lib/i18n'
import { COMMON } from '../../locales/common'
import { EmptyState, Pagination, QueryView } from './states'

type Page<T> = { content: T[]; pageNum: number; totalPages: number }

interface StatusRecordsProps<S extends string, T> {
  /** The filter's accessible name. */
  label: string
  statuses: readonly S[]
  status: S | null
  onStatus: (status: S | null) => void
  statusLabel: (status: S) => string
  query: { data: Page<T> | undefined; error: unknown; isPending: boolean; refetch: () => unknown }
  onPage: (page: number) => void
  emptyTitle: string
  emptyBody: string
  children: (item: T) => ReactNode
}

/** A member's money records (deposits, withdrawals): status chips over a paged list. */
export function StatusRecords<S extends string, T>(props: StatusRecordsProps<S, T>) {
  const { t: common } = useTexts(COMMON)
  const { label, statuses, status, onStatus, statusLabel, query, onPage, emptyTitle, emptyBody, children } = props
  return (
    <div className="cashier-stack">
      <div className="filter-chips" role="group" aria-label={label}>
        {[null, ...statuses].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className="chip"
            aria-pressed={status === value}
            onClick={() => onStatus(value)}
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
            <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={onPage} />
          </>
        )}
      </QueryView>
    </div>
  )
}
