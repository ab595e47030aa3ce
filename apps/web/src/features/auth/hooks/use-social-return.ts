import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { ApiError } from '../../../lib/api-client'
import { finishLogin } from '../session-start'
import { completeSocialLogin, takeSocialReturn } from '../social'

/**
 * On /login after Google or Facebook: finishes the login this tab started and takes the code
 * out of the address bar. A return with another state is refused without a call.
 */
export function useSocialReturn(): { busy: boolean; error: unknown } {
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [outcome] = useState(() => takeSocialReturn(location.search))
  const [busy, setBusy] = useState(outcome.kind === 'complete')
  const [error, setError] = useState<unknown>(() =>
    outcome.kind === 'failed'
      ? new ApiError('third_party_failed', 0, 'The return does not match the login started here')
      : null,
  )

  useEffect(() => {
    if (outcome.kind === 'none') return
    void navigate({ search: '' }, { replace: true })
    if (outcome.kind !== 'complete') return
    let live = true
    completeSocialLogin(outcome)
      .then((value) => (live ? finishLogin(queryClient, value, 'social') : undefined))
      .catch((failure: unknown) => {
        if (!live) return
        setBusy(false)
        setError(failure)
      })
    return () => {
      live = false
    }
  }, [outcome, navigate, queryClient])

  return { busy, error }
}
