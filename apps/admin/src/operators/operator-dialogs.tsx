import { useMutation } from '@tanstack/react-query'
import { CopyButton, Dialog, ErrorAlert } from '../components/common'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { api } from '../lib/routes'
import type { OperatorAccount } from './operator-form'
import { OPERATORS } from './operators.texts'

export type RowAction = 'disable' | 'enable' | 'resetAuthenticator' | 'resetPassword'

/** The action's call; a password reset answers the new one-time password, the others nothing to show. */
async function perform(action: RowAction, operatorId: string): Promise<string | null> {
  const params = { operatorId }
  if (action === 'resetPassword') return (await call(api.resetPassword, { params })).password
  const endpoints = {
    disable: api.disableOperator,
    enable: api.enableOperator,
    resetAuthenticator: api.resetAuthenticator,
  }
  await call(endpoints[action], { params })
  return null
}

/** Asks before an action on an operator's account; a password reset then shows the new password. */
export function ConfirmAction({
  action,
  operator,
  onClose,
  onDone,
}: {
  action: RowAction
  operator: OperatorAccount
  onClose: () => void
  onDone: (password: string | null) => void
}) {
  const { t } = useTexts(OPERATORS)
  const run = useMutation({
    mutationFn: () => perform(action, String(operator.id)),
    onSuccess: onDone,
  })
  return (
    <Dialog title={t(`actions.${action}`)} onClose={onClose}>
      <p className="dialog-text">{t(`confirm.${action}`, { username: operator.username })}</p>
      <ErrorAlert error={run.error} />
      <div className="dialog-actions">
        <button className="button button-secondary" type="button" onClick={onClose}>
          {t('confirm.cancel')}
        </button>
        <button
          className={action === 'disable' ? 'button button-danger' : 'button button-primary'}
          type="button"
          disabled={run.isPending}
          onClick={() => run.mutate()}
        >
          {t('confirm.go')}
        </button>
      </div>
    </Dialog>
  )
}

/** A one-time password, shown once: after this dialog nobody can read it again. */
export function PasswordDialog({
  username,
  password,
  onClose,
}: {
  username: string
  password: string
  onClose: () => void
}) {
  const { t } = useTexts(OPERATORS)
  return (
    <Dialog title={t('password.title', { username })} onClose={onClose}>
      <p className="dialog-text">{t('password.body', { username })}</p>
      <div className="secret-row">
        <code className="secret" data-testid="one-time-password">
          {password}
        </code>
        <CopyButton text={password} label={t('password.copy')} done={t('password.copied')} />
      </div>
      <div className="dialog-actions">
        <button className="button button-primary" type="button" onClick={onClose}>
          {t('password.done')}
        </button>
      </div>
    </Dialog>
  )
}
