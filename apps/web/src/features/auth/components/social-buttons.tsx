import type { SocialProvider } from '@sea/contract'
import { useState } from 'react'
import { FormMessage } from '../../../components/ui/field'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { AUTH } from '../auth-texts'
import { startSocialLogin } from '../social'

const PROVIDERS: readonly { id: SocialProvider; flag: 'GOOGLE_LOGIN' | 'FACEBOOK_LOGIN'; name: string }[] = [
  { id: 'google', flag: 'GOOGLE_LOGIN', name: 'Google' },
  { id: 'facebook', flag: 'FACEBOOK_LOGIN', name: 'Facebook' },
]

/** The providers' own marks, as their sign-in button guidelines ask. */
function ProviderMark({ id }: { id: SocialProvider }) {
  if (id === 'google') {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M22.6 12.2c0-.7-.1-1.4-.2-2H12v3.9h6a5.1 5.1 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-7.9Z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2v2.9A11 11 0 0 0 12 23Z"
        />
        <path fill="#FBBC05" d="M5.7 14a6.6 6.6 0 0 1 0-4.2V7H2a11 11 0 0 0 0 9.9L5.7 14Z" />
        <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.3 1.7l3.2-3.2A11 11 0 0 0 2 7l3.7 2.9C6.6 7.3 9.1 5.4 12 5.4Z" />
      </svg>
    )
  }
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.3 23v-8.2h2.8l.4-3.3h-3.2V9.4c0-.9.3-1.6 1.6-1.6h1.7V4.9a22 22 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.4H7.1v3.3h2.8V23h3.4Z"
      />
    </svg>
  )
}

/** 'Or continue with' Google / Facebook, each only when the merchant turned it on. */
export function SocialButtons() {
  const site = useSite()
  const { t } = useTexts(AUTH)
  const errorText = useErrorText()
  const [busy, setBusy] = useState<SocialProvider | null>(null)
  const [error, setError] = useState<unknown>(null)
  const shown = PROVIDERS.filter((provider) => site.whitelabel[provider.flag])
  if (shown.length === 0) return null

  const start = async (provider: SocialProvider) => {
    setBusy(provider)
    setError(null)
    try {
      await startSocialLogin(provider)
    } catch (failure) {
      setError(failure)
      setBusy(null)
    }
  }

  return (
    <div className="auth-social">
      <p className="auth-divider">
        <span>{t('or')}</span>
      </p>
      <div className="auth-social__buttons">
        {shown.map((provider) => (
          <button
            key={provider.id}
            type="button"
            className="button button--ghost auth-social__button"
            onClick={() => void start(provider.id)}
            disabled={busy !== null}
            aria-label={t('continueWith', { provider: provider.name })}
          >
            <ProviderMark id={provider.id} />
            <span>{provider.name}</span>
          </button>
        ))}
      </div>
      {error ? <FormMessage>{errorText(error)}</FormMessage> : null}
    </div>
  )
}
