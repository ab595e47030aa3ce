import { useState } from 'react'
import { ApiError } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { needsCaptcha } from '../auth-errors'
import { AUTH } from '../auth-texts'
import { useCaptcha } from './use-captcha'

export interface CaptchaAnswer {
  captcha?: string
  captchaId?: string
}

/**
 * The captcha an SMS code send needs after a few sends (docs/decisions/039): hidden until the
 * server answers captcha_required, then shown beside the code button, as the login form does.
 * Every send with it spends it, so it is replaced after each one.
 */
export function useSmsCaptcha() {
  const { t } = useTexts(AUTH)
  const errorText = useErrorText()
  const [shown, setShown] = useState(false)
  const [answer, setAnswer] = useState('')
  const [error, setError] = useState<string | null>(null)
  const captcha = useCaptcha(shown)

  /** Runs a send with the captcha's answer; null (no countdown) when the captcha is what stopped it. */
  const send = async (run: (answer: CaptchaAnswer) => Promise<number>): Promise<number | null> => {
    if (shown && !answer.trim()) {
      setError(t('required'))
      return null
    }
    setError(null)
    const fields: CaptchaAnswer =
      shown && captcha.captchaId ? { captcha: answer.trim(), captchaId: captcha.captchaId } : {}
    try {
      return await run(fields)
    } catch (failure) {
      if (!needsCaptcha(failure)) throw failure
      if (shown && failure instanceof ApiError && failure.code === 'captcha_invalid') setError(errorText(failure))
      setShown(true)
      return null
    } finally {
      if (shown) {
        captcha.refresh(true)
        setAnswer('')
      }
    }
  }

  return { shown, captcha, answer, setAnswer, error, send }
}
