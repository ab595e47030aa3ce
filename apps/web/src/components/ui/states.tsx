import { lazy, Suspense, type ReactNode } from 'react'
import { useTexts } from '../../lib/i18n'
import { COMMON } from '../../locales/common'
import { Icon, type IconName } from './icon'
import './states.css'
import './icon-tile.css'

export function Spinner({ label }: { label?: string }) {
  const { t } = useTexts(COMMON)
  return (
    <span className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </span>
  )
}

export function LoadingState({ rows = 3 }: { rows?: number }) {
  const { t } = useTexts(COMMON)
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="skeleton" aria-hidden="true" />
      ))}
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  )
}

export function EmptyState({
  icon = 'info',
  title,
  children,
}: {
  icon?: IconName
  title?: string
  children?: ReactNode
}) {
  const { t } = useTexts(COMMON)
  return (
    <div className="state state--empty">
      <span className="state__icon icon-tile icon-tile--round icon-tile--primary">
        <Icon name={icon} size={28} />
      </span>
      <p className="state__title">{title ?? t('empty')}</p>
      {children ? <div className="state__body">{children}</div> : null}
    </div>
  )
}

// The error texts of every code in five languages load only when an error is first shown.
const LazyErrorState = lazy(() => import('./error-state'))

/** A failed call's text in the page's language, its code, and a retry when one is given. */
export function ErrorState(props: { error: unknown; onRetry?: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyErrorState {...props} />
    </Suspense>
  )
}

/** What QueryView reads of a query; a TanStack Query result fits. */
export type QueryState<T> = { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown }

/** A paged list's query: it keeps the last page, marked as a placeholder, while the next one loads. */
export type PagedQueryState<T> = QueryState<T> & { isPlaceholderData: boolean }

/** Renders a query's three states; `children` gets the data once it is there. */
export function QueryView<T>({
  query,
  children,
  isEmpty,
  empty,
  rows,
}: {
  query: QueryState<T>
  children: (data: T) => ReactNode
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  rows?: number
}) {
  if (query.isPending) return <LoadingState rows={rows} />
  if (query.error || query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState />}</>
  return <>{children(query.data)}</>
}

export function Pagination({
  page,
  totalPages,
  onChange,
}: {
  page: number
  totalPages: number
  onChange: (page: number) => void
}) {
  const { t } = useTexts(COMMON)
  if (totalPages <= 1) return null
  return (
    <nav className="pagination" aria-label={t('page', { page, total: totalPages })}>
      <button
        type="button"
        className="pagination__button"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('previous')}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      <span className="pagination__status">{t('page', { page, total: totalPages })}</span>
      <button
        type="button"
        className="pagination__button"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={t('next')}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  )
}
