import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { call } from '../lib/api'
import { ErrorAlert, PageHeader } from '../components/common'
import { useTexts } from '../lib/i18n'
import { api } from '../lib/routes'
import { useOperator } from '../shell/operator-context'
import { ConfirmAction, PasswordDialog, type RowAction } from './operator-dialogs'
import { type OperatorAccount, OperatorForm } from './operator-form'
import { OperatorsTable } from './operators-table'
import { OPERATORS } from './operators.texts'

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; operator: OperatorAccount }
  | { kind: 'action'; action: RowAction; operator: OperatorAccount }
  | { kind: 'password'; username: string; password: string }
  | null

/** Operators in the caller's scope; the actions need operators.manage, reading operators.read. */
export function OperatorsPage() {
  const { t } = useTexts(OPERATORS)
  const { can } = useOperator()
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: ['operators'], queryFn: () => call(api.operators) })
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['operators'] })
  const manage = can('operators.manage')
  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          manage ? (
            <button className="button button-primary" type="button" onClick={() => setOpen({ kind: 'create' })}>
              {t('create')}
            </button>
          ) : null
        }
      />
      <ErrorAlert error={list.error} />
      <OperatorsTable
        operators={list.data?.operators ?? []}
        loading={list.isPending}
        onAction={
          manage
            ? (action, operator) =>
                setOpen(action === 'edit' ? { kind: 'edit', operator } : { kind: 'action', action, operator })
            : null
        }
      />
      {open?.kind === 'create' || open?.kind === 'edit' ? (
        <OperatorForm
          editing={open.kind === 'edit' ? open.operator : undefined}
          onClose={close}
          onSaved={() => {
            refresh()
            close()
          }}
          onCreated={({ operator, password }) => {
            refresh()
            setOpen({ kind: 'password', username: operator.username, password })
          }}
        />
      ) : null}
      {open?.kind === 'action' ? (
        <ConfirmAction
          action={open.action}
          operator={open.operator}
          onClose={close}
          onDone={(password) => {
            refresh()
            setOpen(password ? { kind: 'password', username: open.operator.username, password } : null)
          }}
        />
      ) : null}
      {open?.kind === 'password' ? (
        <PasswordDialog username={open.username} password={open.password} onClose={close} />
      ) : null}
    </div>
  )
}
