import { Field } from '../../../components/ui/field'
import { useTexts } from '../../../lib/i18n'
import { AUTH } from '../auth-texts'

/** The username as typed at login: no capitals or spell-checking forced on it. */
export function UsernameField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error?: string | null
}) {
  const { t } = useTexts(AUTH)
  return (
    <Field
      label={t('username')}
      placeholder={t('usernamePlaceholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={64}
    />
  )
}
