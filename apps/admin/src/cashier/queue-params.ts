import { addDays, startOfDay, utcMidnight } from '@sea/rules'
import { useSearchParams } from 'react-router'

/** Stands for "no status filter" in the address, since an absent status means the queue's default. */
export const ANY = 'any'

export const PAGE_SIZE = 20

/** A queue's filters as the page's address holds them, so a filtered queue can be bookmarked or shared. */
export interface QueueParams {
  status: string
  channelType: string
  from: string
  to: string
  minAmount: string
  maxAmount: string
  username: string
  memberId: string
  page: number
}

export type FilterKey = Exclude<keyof QueueParams, 'page'>

export function useQueueParams(defaults: { status: string; channelType?: string }) {
  const [search, setSearch] = useSearchParams()
  const text = (key: string, fallback = '') => search.get(key) ?? fallback
  const params: QueueParams = {
    status: text('status', defaults.status),
    channelType: text('channelType', defaults.channelType ?? ANY),
    from: text('from'),
    to: text('to'),
    minAmount: text('minAmount'),
    maxAmount: text('maxAmount'),
    username: text('username'),
    memberId: text('memberId'),
    page: Math.max(1, Number(search.get('page')) || 1),
  }
  /** Changes filters and starts again at page 1; an empty value drops the filter. */
  const setFilters = (patch: Partial<Record<FilterKey, string>>) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous)
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(key)
        else next.set(key, value)
      }
      next.delete('page')
      return next
    })
  const setPage = (page: number) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous)
      next.set('page', String(page))
      return next
    })
  const clear = () => setSearch(new URLSearchParams())
  return { params, setFilters, setPage, clear }
}

/** A filter's value for the API: nothing for an empty field or "any". */
export const filterValue = (value: string) => (value === '' || value === ANY ? undefined : value)

/** A day typed in a filter as the instant it starts in the console's zone; `to` covers its whole day. */
function dayBound(day: string, timeZone: string, end: boolean): string | undefined {
  if (utcMidnight(day) === null) return undefined
  return startOfDay(end ? addDays(day, 1) : day, timeZone).toISOString()
}

/** The filters the deposit and withdrawal lists take (QueueFilters), brand from the top bar. */
export function queueQuery(params: QueueParams, brandId: number | null, timeZone: string) {
  return {
    merchantId: brandId ?? undefined,
    from: dayBound(params.from, timeZone, false),
    to: dayBound(params.to, timeZone, true),
    minAmount: filterValue(params.minAmount),
    maxAmount: filterValue(params.maxAmount),
    username: filterValue(params.username.trim()),
    pageNum: params.page,
    pageSize: PAGE_SIZE,
  }
}
