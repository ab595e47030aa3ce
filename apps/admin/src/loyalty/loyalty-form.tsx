import { useMutation, type UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { TSchema } from 'typebox'
import { Dialog, ErrorAlert, Notice } from '../components/common'
import { COMMON } from '../components/components.texts'
import { useTexts } from '../lib/i18n'
import { LOYALTY } from './loyalty.texts'
import { problemsOf, type Problems, serverProblems } from './loyalty-fields'

/**
 * A loyalty form's save: the body is checked against the contract's own schema first (decision
 * 052) and sent only when it passes; the server's field refusals come back as the same problems.
 */
export function useCheckedSave<Body, Saved>({
  schema,
  send,
  onSaved,
}: {
  schema: TSchema
  send: (body: Body) => Promise<Saved>
  onSaved: (saved: Saved) => void
}) {
  const [problems, setProblems] = useState<Problems>({})
  const save = useMutation({
    mutationFn: send,
    onSuccess: onSaved,
    onError: (error) => setProblems(serverProblems(error)),
  })
  const submit = (body: Body) => {
    const found = problemsOf(schema, body)
    setProblems(found)
    if (Object.keys(found).length === 0) save.mutate(body)
  }
  return { problems, submit, save }
}

/** What the forms show of a save under way. */
interface SaveState {
  error: unknown
  isPending: boolean
  isSuccess: boolean
}

/** The browser checks nothing (the schema does, in `useCheckedSave`); the save's refusal shows on top. */
function CheckedForm({
  onSubmit,
  save,
  notices,
  children,
}: {
  onSubmit: () => void
  save: SaveState
  notices: ReactNode
  children: ReactNode
}) {
  return (
    <form
      className="form loyalty-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {notices}
      <ErrorAlert error={save.error} />
      {children}
    </form>
  )
}

/** A new or edited record (an item, a mission) in a dialog: Cancel closes it, Save submits. */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  save,
  notice,
  children,
}: {
  title: string
  onClose: () => void
  onSubmit: () => void
  save: SaveState
  notice?: ReactNode
  children: ReactNode
}) {
  const shared = useTexts(LOYALTY).t
  const common = useTexts(COMMON).t
  return (
    <Dialog title={title} onClose={onClose} wide>
      <CheckedForm onSubmit={onSubmit} save={save} notices={notice}>
        {children}
        <div className="dialog-actions">
          <button className="button button-secondary" type="button" onClick={onClose}>
            {common('cancel')}
          </button>
          <button className="button button-primary" type="submit" disabled={save.isPending}>
            {shared('save')}
          </button>
        </div>
      </CheckedForm>
    </Dialog>
  )
}

/** A brand's policy (settings, VIP tiers) on the page: read-only without loyalty.manage, "Saved." once saved. */
export function PolicyForm({
  manage,
  onSubmit,
  save,
  actions,
  children,
}: {
  manage: boolean
  onSubmit: () => void
  save: SaveState
  /** Buttons before Save, shown with it to loyalty.manage only. */
  actions?: ReactNode
  children: ReactNode
}) {
  const shared = useTexts(LOYALTY).t
  const notices = (
    <>
      {manage ? null : <Notice>{shared('readOnly')}</Notice>}
      {save.isSuccess ? <Notice>{shared('saved')}</Notice> : null}
    </>
  )
  return (
    <CheckedForm onSubmit={onSubmit} save={save} notices={notices}>
      {children}
      {manage ? (
        <div className="form-actions">
          {actions}
          <button className="button button-primary" type="submit" disabled={save.isPending}>
            {shared('save')}
          </button>
        </div>
      ) : null}
    </CheckedForm>
  )
}

/** What a query loaded, else its error, else the loading line. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const shared = useTexts(LOYALTY).t
  if (query.error) return <ErrorAlert error={query.error} />
  if (query.data === undefined) return <p className="muted">{shared('loading')}</p>
  return children(query.data)
}
