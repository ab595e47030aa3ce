import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { call } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { api } from '../api/auth-api'
import { AUTH } from '../auth-texts'
import { finishLogin } from '../session-start'

/** Free play (whitelabel FREE_PLAY): a throw-away trial account with a demo balance. */
export function FreePlayButton({ onError }: { onError: (error: unknown) => void }) {
  const site = useSite()
  const { t } = useTexts(AUTH)
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  if (!site.whitelabel.FREE_PLAY) return null

  const start = async () => {
    setBusy(true)
    onError(null)
    try {
      await finishLogin(queryClient, await call(api.freePlay), 'freeplay')
    } catch (error) {
      onError(error)
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className="button button--ghost button--block auth-free-play"
      onClick={() => void start()}
      disabled={busy}
    >
      <Icon name="game" size={18} />
      {t('freePlay')}
    </button>
  )
}
