import { useQuery } from '@tanstack/react-query'
import { useCallback, useId, useRef, useState } from 'react'
import { call } from '../../../lib/api-client'
import { api } from '../api/auth-api'

/** docs/domain/site.md#constants: the captcha image refreshes at most once a second when clicked. */
export const CAPTCHA_REFRESH_MS = 1000

/** True when a click at `now` may refresh, given the last refresh; a pure rule for tests. */
export function mayRefresh(last: number | null, now: number, interval = CAPTCHA_REFRESH_MS): boolean {
  return last === null || now - last >= interval
}

/**
 * A single-use captcha (decision 005): fetched while `enabled`, replaced shortly before it
 * expires, and on `refresh()`. Clicks are throttled; `refresh(true)` skips the throttle for
 * the caller that knows the old one is spent (every login attempt spends it).
 */
export function useCaptcha(enabled: boolean) {
  const scope = useId()
  const [version, setVersion] = useState(0)
  const last = useRef<number | null>(null)
  const query = useQuery({
    queryKey: ['captcha', scope, version],
    queryFn: ({ signal }) => call(api.captcha, { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchInterval: (q) => (q.state.data ? Math.max(10, q.state.data.expiresInSeconds - 5) * 1000 : false),
  })

  const refresh = useCallback((force = false): boolean => {
    const now = Date.now()
    if (!force && !mayRefresh(last.current, now)) return false
    last.current = now
    setVersion((value) => value + 1)
    return true
  }, [])

  return {
    captchaId: query.data?.captchaId ?? null,
    image: query.data ? `data:image/png;base64,${query.data.image}` : null,
    loading: query.isFetching,
    failed: query.isError,
    refresh,
  }
}
