import { useRef, useState } from 'react'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { AUTH } from '../auth-texts'
import { useCountdown } from '../hooks/use-countdown'
import { AuthDialog } from './auth-dialog'

/** docs/domain/site.md#constants: a resend click within a second of the last one is ignored. */
const RESEND_THROTTLE_MS = 1000

/**
 * 'Send code', then disabled with 'code sent (n)' for as long as the server says the code
 * lives (expiredMinutes x 60 s). `send` resolves to those seconds, or null when it did not send
 * (a form check failed first). A failed send opens a dialog with the reason (docs/domain/site.md#error-dialogs).
 */
export function SmsCodeButton({ send, disabled }: { send: () => Promise<number | null>; disabled?: boolean }) {
  const { t } = useTexts(AUTH)
  const errorText = useErrorText()
  const countdown = useCountdown()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const lastClick = useRef(0)

  const onClick = async () => {
    const now = Date.now()
    if (busy || countdown.running || now - lastClick.current < RESEND_THROTTLE_MS) return
    lastClick.current = now
    setBusy(true)
    try {
      const seconds = await send()
      if (seconds !== null) countdown.start(seconds)
    } catch (error) {
      setFailure(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--ghost field__addon auth-sms-button"
        onClick={() => void onClick()}
        disabled={disabled || busy || countdown.running}
        aria-live="polite"
      >
        {countdown.running ? t('codeSent', { n: countdown.remaining }) : t('sendCode')}
      </button>
      {failure ? <AuthDialog title={t('smsFailedTitle')} message={failure} onConfirm={() => setFailure(null)} /> : null}
    </>
  )
}
