import { useState } from 'react'
import { ConfirmDialog } from '../components/confirm-dialog'
import { Notice } from '../components/common'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { useOperatorName } from './draw-status'
import { type DrawDetail, lotteryApi } from './lottery.api'
import { LOTTERY } from './lottery.texts'
import { DifferenceList, SheetView } from './result-sheet'

function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTexts(LOTTERY)
  return (
    <label className="field">
      <span className="field-label">{t('void.reason')}</span>
      <textarea
        className="input lot-reason"
        maxLength={200}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  )
}

/**
 * The second operator's view of an entered sheet: the sheet with the numbers a re-entry changed
 * marked, the changes listed, and confirm or reject. The operator who entered it sees that it is
 * theirs; the server refuses their confirmation, and the refusal shows in the dialog.
 */
export function ReviewPanel({ draw, onDone }: { draw: DrawDetail; onDone: () => void }) {
  const { t } = useTexts(LOTTERY)
  const { me, can } = useOperator()
  const [open, setOpen] = useState<'confirm' | 'reject' | null>(null)
  const [reason, setReason] = useState('')
  const entry = draw.currentEntry
  if (!entry) return null
  return (
    <section className="card lot-review" aria-label={t('review.title')}>
      <div className="card-body lot-review-body">
        <div className="lot-review-head">
          <h2 className="lot-card-title">{t('review.title')}</h2>
          {can('lottery.results.confirm') ? (
            <div className="lot-actions">
              <button className="button button-secondary" type="button" onClick={() => setOpen('reject')}>
                {t('review.reject')}
              </button>
              <button className="button button-primary" type="button" onClick={() => setOpen('confirm')}>
                {t('review.confirm')}
              </button>
            </div>
          ) : null}
        </div>
        {entry.enteredBy === me.id ? <Notice>{t('review.ownEntry')}</Notice> : null}
        <p className="muted">{t('review.text')}</p>
        <SheetView sheet={entry.sheet} differences={draw.differences} />
        <h3 className="lot-subtitle">{t('review.changes')}</h3>
        {draw.differences.length > 0 ? (
          <DifferenceList differences={draw.differences} />
        ) : (
          <p className="muted">{draw.earlierEntries.length > 0 ? t('review.noChanges') : t('review.firstEntry')}</p>
        )}
      </div>
      {open === 'confirm' ? (
        <ConfirmDialog
          title={t('review.title')}
          text={t('review.confirmText', { issue: draw.issueNo })}
          confirmLabel={t('review.confirm')}
          action={() =>
            call(lotteryApi.confirmResult, {
              params: { drawId: draw.drawId },
              body: { sheetHash: draw.enteredHash ?? entry.sheetHash },
            })
          }
          onClose={() => setOpen(null)}
          onDone={onDone}
        />
      ) : null}
      {open === 'reject' ? (
        <ConfirmDialog
          title={t('review.rejectTitle')}
          text={t('review.rejectText')}
          confirmLabel={t('review.reject')}
          danger
          ready={reason.trim().length > 0}
          action={() =>
            call(lotteryApi.rejectResult, { params: { drawId: draw.drawId }, body: { reason: reason.trim() } })
          }
          onClose={() => setOpen(null)}
          onDone={onDone}
        >
          <ReasonField value={reason} onChange={setReason} />
        </ConfirmDialog>
      ) : null}
    </section>
  )
}

/** Void with four eyes: one operator asks with a reason, another approves and every stake goes back. */
export function VoidControl({ draw, onDone }: { draw: DrawDetail; onDone: () => void }) {
  const { t } = useTexts(LOTTERY)
  const { me, can } = useOperator()
  const name = useOperatorName()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const voidable = ['open', 'closed', 'entered'].includes(draw.state) && !draw.game.inHouse
  if (!voidable) return null
  const requested = draw.voidRequestedBy
  if (requested !== null) {
    return (
      <div className="alert alert-error lot-void" role="status">
        <span>
          {t('void.pending', { who: name(requested), reason: draw.voidReason ?? '' })}
          {requested === me.id ? <span className="lot-void-own"> {t('void.own')}</span> : null}
        </span>
        {can('lottery.draws.void') ? (
          <button className="button button-danger button-small" type="button" onClick={() => setOpen(true)}>
            {t('void.approve')}
          </button>
        ) : null}
        {open ? (
          <ConfirmDialog
            title={t('void.approveTitle')}
            text={t('void.approveText', { issue: draw.issueNo, reason: draw.voidReason ?? '' })}
            confirmLabel={t('void.approve')}
            danger
            action={() => call(lotteryApi.approveVoid, { params: { drawId: draw.drawId } })}
            onClose={() => setOpen(false)}
            onDone={onDone}
          />
        ) : null}
      </div>
    )
  }
  if (!can('lottery.draws.void')) return null
  return (
    <>
      <button className="button button-secondary lot-danger-text" type="button" onClick={() => setOpen(true)}>
        {t('void.request')}
      </button>
      {open ? (
        <ConfirmDialog
          title={t('void.requestTitle')}
          text={t('void.requestText')}
          confirmLabel={t('void.request')}
          danger
          ready={reason.trim().length > 0}
          action={() => call(lotteryApi.voidDraw, { params: { drawId: draw.drawId }, body: { reason: reason.trim() } })}
          onClose={() => setOpen(false)}
          onDone={onDone}
        >
          <ReasonField value={reason} onChange={setReason} />
        </ConfirmDialog>
      ) : null}
    </>
  )
}
