import { STAFF_LABEL_PATTERN } from '@sea/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '../components/confirm-dialog'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { LabelChips } from './member-bits'
import { memberKey, membersApi } from './members.api'
import { MEMBERS } from './members.texts'

const LABEL = new RegExp(STAFF_LABEL_PATTERN)

/** The staff labels of a member; with `editable`, each can be removed and new ones added. */
export function MemberLabels({
  memberId,
  labels,
  editable,
}: {
  memberId: string
  labels: string[]
  editable: boolean
}) {
  const { t } = useTexts(MEMBERS)
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<{ kind: 'add' } | { kind: 'remove'; label: string } | null>(null)
  const [draft, setDraft] = useState('')
  const refresh = () => void queryClient.invalidateQueries({ queryKey: memberKey(memberId) })
  const label = draft.trim().toLowerCase()
  const valid = LABEL.test(label)
  return (
    <div className="member-label-row">
      <LabelChips
        labels={labels}
        onRemove={editable ? (removed) => setOpen({ kind: 'remove', label: removed }) : undefined}
      />
      {labels.length === 0 && !editable ? <span className="muted">{t('labels.none')}</span> : null}
      {editable ? (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => {
            setDraft('')
            setOpen({ kind: 'add' })
          }}
        >
          + {t('labels.add')}
        </button>
      ) : null}
      {open?.kind === 'add' ? (
        <ConfirmDialog
          title={t('labels.addTitle')}
          confirmLabel={t('labels.add')}
          ready={valid}
          action={() => call(membersApi.addLabel, { params: { memberId }, body: { label } })}
          onDone={refresh}
          onClose={() => setOpen(null)}
        >
          <label className="field">
            <span className="field-label">{t('labels.name')}</span>
            <input
              className="input"
              autoFocus
              maxLength={32}
              aria-invalid={draft !== '' && !valid ? true : undefined}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <span className={draft !== '' && !valid ? 'field-error' : 'field-hint'}>{t('labels.hint')}</span>
          </label>
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'remove' ? (
        <ConfirmDialog
          title={t('labels.removeTitle')}
          text={t('labels.removeText', { label: open.label })}
          confirmLabel={t('labels.removeGo')}
          danger
          action={() => call(membersApi.removeLabel, { params: { memberId, label: open.label } })}
          onDone={refresh}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  )
}
