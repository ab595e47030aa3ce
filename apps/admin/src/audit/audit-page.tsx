import { addDays, startOfDay } from '@sea/rules'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ErrorAlert, PageHeader } from '../components/common'
import { call } from '../lib/api'
import { useTimeZone } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { auditApi } from './audit.api'
import { AuditTable } from './audit-table'
import { AUDIT } from './audit.texts'
import { VerificationPanel } from './verification-panel'
import './audit.css'

export interface AuditFilters {
  operator: string
  action: string
  target: string
  prefix: boolean
  from: string
  to: string
}

const NO_FILTERS: AuditFilters = { operator: '', action: '', target: '', prefix: false, from: '', to: '' }
const PAGE_SIZE = 50

/** The filters as the list's query: days are the console's time zone's, `to` taking its whole day. */
function useAuditQuery(filters: AuditFilters, merchantId: number | null) {
  const zone = useTimeZone()
  const target = filters.target.trim()
  return {
    merchantId: merchantId ?? undefined,
    operator: filters.operator.trim() || undefined,
    action: filters.action.trim() || undefined,
    target: target || undefined,
    targetMatch: target && filters.prefix ? ('prefix' as const) : undefined,
    from: filters.from ? startOfDay(filters.from, zone).toISOString() : undefined,
    to: filters.to ? startOfDay(addDays(filters.to, 1), zone).toISOString() : undefined,
    pageSize: PAGE_SIZE,
  }
}

/**
 * The audit log, newest first, read by cursor ("older rows" follows the server's cursor; there is
 * no total, which would cost a count of millions of rows per page), with the hash chain's state
 * above it for the installation-wide operators who may see it.
 */
export function AuditPage() {
  const { t } = useTexts(AUDIT)
  const { me, brandId } = useOperator()
  const [typed, setTyped] = useState<AuditFilters>(NO_FILTERS)
  const [applied, setApplied] = useState<AuditFilters>(NO_FILTERS)
  const query = useAuditQuery(applied, brandId)
  const list = useInfiniteQuery({
    queryKey: ['audit', query],
    queryFn: ({ pageParam, signal }) => call(auditApi.list, { query: { ...query, before: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? []
  const set = (field: keyof AuditFilters) => (value: string | boolean) => setTyped({ ...typed, [field]: value })
  return (
    <div className="page audit-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {me.installationWide ? <VerificationPanel /> : <p className="muted">{t('chain.wideOnly')}</p>}
      <section className="card">
        <form
          className="toolbar audit-filters"
          aria-label={t('filters.label')}
          onSubmit={(event) => {
            event.preventDefault()
            setApplied(typed)
          }}
        >
          <input
            className="input"
            aria-label={t('filters.operator')}
            placeholder={t('filters.operator')}
            value={typed.operator}
            maxLength={64}
            onChange={(event) => set('operator')(event.target.value)}
          />
          <input
            className="input"
            aria-label={t('filters.action')}
            placeholder={t('filters.action')}
            value={typed.action}
            maxLength={64}
            onChange={(event) => set('action')(event.target.value)}
          />
          <span className="filters">
            <input
              className="input"
              aria-label={t('filters.target')}
              placeholder={t('filters.target')}
              value={typed.target}
              maxLength={128}
              onChange={(event) => set('target')(event.target.value)}
            />
            <label className="check">
              <input type="checkbox" checked={typed.prefix} onChange={(event) => set('prefix')(event.target.checked)} />
              <span>{t('filters.prefix')}</span>
            </label>
          </span>
          <span className="filters">
            <input
              className="input input-day"
              type="date"
              aria-label={t('filters.from')}
              value={typed.from}
              onChange={(event) => set('from')(event.target.value)}
            />
            <span className="muted">–</span>
            <input
              className="input input-day"
              type="date"
              aria-label={t('filters.to')}
              value={typed.to}
              onChange={(event) => set('to')(event.target.value)}
            />
          </span>
          <span className="filter-actions">
            <button className="button button-primary button-small" type="submit">
              {t('filters.apply')}
            </button>
            <button
              className="button button-secondary button-small"
              type="button"
              onClick={() => {
                setTyped(NO_FILTERS)
                setApplied(NO_FILTERS)
              }}
            >
              {t('filters.clear')}
            </button>
          </span>
        </form>
        <ErrorAlert error={list.error} />
        <AuditTable rows={rows} loading={list.isPending} />
        <div className="pager">
          <span className="muted">{t('shown', { count: rows.length })}</span>
          {list.hasNextPage ? (
            <button
              className="button button-secondary button-small"
              type="button"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t('loading') : t('older')}
            </button>
          ) : null}
        </div>
      </section>
    </div>
  )
}
