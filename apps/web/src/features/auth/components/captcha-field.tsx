import { Field } from '../../../components/ui/field'
import { Spinner } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { AUTH } from '../auth-texts'
import type { useCaptcha } from '../hooks/use-captcha'
import type { useSmsCaptcha } from '../hooks/use-sms-captcha'

/** The captcha input with its image; clicking the image asks for a new one (at most once a second). */
export function CaptchaField({
  captcha,
  value,
  onChange,
  error,
  autoFocus,
  label,
}: {
  captcha: ReturnType<typeof useCaptcha>
  value: string
  onChange: (value: string) => void
  error?: string | null
  /** Set where the box appears after a failed attempt, so the player can type at once. */
  autoFocus?: boolean
  /** Another name than the form's captcha, where both may show (the SMS send's). */
  label?: string
}) {
  const { t } = useTexts(AUTH)
  return (
    <Field
      label={label ?? t('captcha')}
      placeholder={t('captchaPlaceholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={16}
      autoFocus={autoFocus}
      addon={
        <button
          type="button"
          className="captcha-image auth-captcha"
          onClick={() => {
            if (captcha.refresh()) onChange('')
          }}
          aria-label={t('captchaRefresh')}
          title={t('captchaRefresh')}
        >
          {captcha.image ? (
            <img src={captcha.image} alt="" width={120} height={46} />
          ) : captcha.failed ? (
            <span className="auth-captcha__retry">{t('captchaRetry')}</span>
          ) : (
            <Spinner />
          )}
        </button>
      }
    />
  )
}

/** The SMS send's own captcha, beside the code button once the server has asked for it. */
export function SmsCaptchaField({ smsCaptcha }: { smsCaptcha: ReturnType<typeof useSmsCaptcha> }) {
  const { t } = useTexts(AUTH)
  if (!smsCaptcha.shown) return null
  return (
    <CaptchaField
      captcha={smsCaptcha.captcha}
      label={t('smsCaptcha')}
      value={smsCaptcha.answer}
      onChange={smsCaptcha.setAnswer}
      error={smsCaptcha.error}
      autoFocus
    />
  )
}
