import { Field } from '../../../components/ui/field'
import { useTexts } from '../../../lib/i18n'
import { AUTH } from '../auth-texts'
import { useFieldCheck, useRuleHint } from '../hooks/use-field-check'

export type PasswordPair = { newPassword: string; confirmNewPassword: string }

/** New password and its confirmation, checked against the merchant's password rule (docs/domain/site.md#validation-rules). */
export function usePasswordPairCheck(): (pair: PasswordPair) => {
  newPassword: string | null
  confirmNewPassword: string | null
} {
  const { t } = useTexts(AUTH)
  const check = useFieldCheck()
  return (pair) => {
    const confirm = pair.confirmNewPassword.trim()
    return {
      newPassword: check('password', pair.newPassword),
      confirmNewPassword: !confirm ? t('required') : confirm !== pair.newPassword.trim() ? t('mismatch') : null,
    }
  }
}

export function PasswordPairFields({
  pair,
  onChange,
  errors,
}: {
  pair: PasswordPair
  onChange: (pair: PasswordPair) => void
  errors: Partial<Record<keyof PasswordPair, string | null>>
}) {
  const { t } = useTexts(AUTH)
  const hint = useRuleHint()('password')
  const reveal = { show: t('showPassword'), hide: t('hidePassword') }
  return (
    <>
      <Field
        label={t('newPassword')}
        type="password"
        value={pair.newPassword}
        onChange={(event) => onChange({ ...pair, newPassword: event.target.value })}
        error={errors.newPassword}
        hint={errors.newPassword ? undefined : hint}
        autoComplete="new-password"
        maxLength={256}
        reveal={reveal}
      />
      <Field
        label={t('confirmNewPassword')}
        type="password"
        value={pair.confirmNewPassword}
        onChange={(event) => onChange({ ...pair, confirmNewPassword: event.target.value })}
        error={errors.confirmNewPassword}
        autoComplete="new-password"
        maxLength={256}
        reveal={reveal}
      />
    </>
  )
}
