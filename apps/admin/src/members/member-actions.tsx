import { MEMBER_NOTE_MAX } from '@sea/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Notice } from '../components/common'
import { ConfirmDialog } from '../components/confirm-dialog'
import { usePopover } from '../components/popover'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { AdjustDialog } from './adjust-dialog'
import { memberKey, type MemberDetail, membersApi } from './members.api'
import { MEMBER_ACTIONS } from './member-actions.texts'

type Action = 'freeze' | 'unfreeze' | 'forcePasswordChange' | 'sendResetLink' | 'addNote' | 'adjust'

/** The member's actions, each shown only to a role that may take it and asked before it runs. */
export function MemberActions({ page }: { page: MemberDetail }) {
  const { t } = useTexts(MEMBER_ACTIONS)
  const { can } = useOperator()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<Action | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [note, setNote] = useState('')
  const { open: menuOpen, setOpen: setMenuOpen, ref: menuRef } = usePopover()
  const memberId = page.member.id
  const username = page.member.username
  const params = { memberId }
  const refresh = () => void queryClient.invalidateQueries({ queryKey: memberKey(memberId) })
  const close = () => setOpen(null)
  const frozen = page.member.status === 'frozen'
  // The server answers `conflict` for a member with nowhere to send a link; say why up front.
  const reachable = page.member.email !== null || page.member.mobile !== null
  const start = (action: Action) => {
    setDone(null)
    setOpen(action)
  }
  return (
    <div className="member-actions">
      <div className="member-action-row">
        {can('money.adjust') ? (
          <button className="button button-primary" type="button" onClick={() => start('adjust')}>
            {t('adjust')}
          </button>
        ) : null}
        {can('members.notes') ? (
          <button
            className="button button-secondary"
            type="button"
            onClick={() => {
              setNote('')
              start('addNote')
            }}
          >
            {t('addNote')}
          </button>
        ) : null}
        {can('members.freeze') ? (
          <button
            className={frozen ? 'button button-secondary' : 'button button-danger'}
            type="button"
            onClick={() => start(frozen ? 'unfreeze' : 'freeze')}
          >
            {t(frozen ? 'unfreeze' : 'freeze')}
          </button>
        ) : null}
        {can('members.security') ? (
          <div className="popover" ref={menuRef}>
            <button
              className="button button-secondary"
              type="button"
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              {t('security')} ▾
            </button>
            {menuOpen ? (
              <div className="menu menu-right" role="menu">
                {(['forcePasswordChange', 'sendResetLink'] as const).map((action) => (
                  <button
                    key={action}
                    className="menu-item"
                    role="menuitem"
                    type="button"
                    disabled={action === 'sendResetLink' && !reachable}
                    title={action === 'sendResetLink' && !reachable ? t('unreachable') : undefined}
                    onClick={() => {
                      setMenuOpen(false)
                      start(action)
                    }}
                  >
                    {t(action)}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
      {done ? <Notice>{done}</Notice> : null}
      {open === 'freeze' || open === 'unfreeze' ? (
        <ConfirmDialog
          title={t(open)}
          text={t(`confirm.${open}`, { username })}
          danger={open === 'freeze'}
          confirmLabel={t(open)}
          action={() =>
            open === 'freeze' ? call(membersApi.freeze, { params }) : call(membersApi.unfreeze, { params })
          }
          onDone={() => {
            setDone(t(`done.${open}`, { username }))
            refresh()
          }}
          onClose={close}
        />
      ) : null}
      {open === 'forcePasswordChange' ? (
        <ConfirmDialog
          title={t('forcePasswordChange')}
          text={t('confirm.forcePasswordChange', { username })}
          danger
          action={async () => {
            const answer = await call(membersApi.forcePasswordChange, { params })
            setDone(t('done.forcePasswordChange', { count: answer.revoked }))
          }}
          onDone={refresh}
          onClose={close}
        />
      ) : null}
      {open === 'sendResetLink' ? (
        <ConfirmDialog
          title={t('sendResetLink')}
          text={t('confirm.sendResetLink', { username })}
          confirmLabel={t('send')}
          action={async () => {
            const sent = await call(membersApi.sendResetLink, { params })
            setDone(t(`done.sendResetLink.${sent.channel}`, { destination: sent.destination }))
          }}
          onClose={close}
        />
      ) : null}
      {open === 'addNote' ? (
        <ConfirmDialog
          title={t('addNote')}
          confirmLabel={t('saveNote')}
          ready={note.trim() !== ''}
          action={() => call(membersApi.addNote, { params, body: { text: note.trim() } })}
          onDone={() => {
            setDone(t('done.addNote'))
            refresh()
          }}
          onClose={close}
        >
          <label className="field">
            <span className="field-label">{t('note')}</span>
            <textarea
              className="input member-note-input"
              autoFocus
              rows={5}
              maxLength={MEMBER_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <span className="field-hint">{t('noteHint', { count: note.length, max: MEMBER_NOTE_MAX })}</span>
          </label>
        </ConfirmDialog>
      ) : null}
      {open === 'adjust' ? <AdjustDialog page={page} onClose={close} onPosted={refresh} /> : null}
    </div>
  )
}
