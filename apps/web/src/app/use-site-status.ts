import type { StatusValue } from '@sea/contract'
import { useCallback, useEffect, useState } from 'react'
import { ApiError, apiGet } from '../lib/api-client'
import { applyTheme } from './theme'

export type SiteStatus =
  | { kind: 'loading' }
  | { kind: 'error'; error: ApiError }
  | { kind: 'ready'; value: StatusValue }

/** Loads the brand and system status for this host; brands the document once it arrives. */
export function useSiteStatus(): { state: SiteStatus; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<SiteStatus>({ kind: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    apiGet<StatusValue>('/wps/system/status', { url: location.host }, controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return
        applyTheme(value.merchant.theme)
        document.title = value.merchant.name
        setState({ kind: 'ready', value })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const apiError =
          error instanceof ApiError ? error : new ApiError('bad_response', 0, String(error))
        setState({ kind: 'error', error: apiError })
      },
    )
    return () => controller.abort()
  }, [attempt])

  const retry = useCallback(() => {
    setState({ kind: 'loading' })
    setAttempt((count) => count + 1)
  }, [])

  return { state, retry }
}
