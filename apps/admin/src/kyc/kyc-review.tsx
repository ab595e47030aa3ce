import { KYC_DOCUMENT_KINDS } from '@sea/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '../components/confirm-dialog'
import { ErrorAlert } from '../components/common'
import { call } from '../lib/api'
import { formatMoney, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { DocumentViewer } from './document-viewer'
import { kycApi, kycKey, type Review, type ReviewDocument } from './kyc.api'
import { KYC } from './kyc.texts'

const BADGE: Record<Review['state']['status'], string> = {
  none: 'badge kyc-badge-none',
  pending: 'badge badge-pending',
  verified: 'badge badge-ok',
  rejected: 'badge badge-disabled',
}

/** One member's review: who, the documents by kind, then the decision or the one taken. */
export function KycReview({ memberId }: { memberId: string }) {
  const { t } = useTexts(KYC)
  const review = useQuery({
    queryKey: kycKey('member', memberId),
    queryFn: ({ signal }) => call(kycApi.member, { params: { memberId }, signal }),
  })
  if (review.error) return <ErrorAlert error={review.error} />
  if (!review.data) return <p className="muted">…</p>
  const data = review.data
  return (
    <section className="card kyc-review" aria-label={data.username}>
      <header className="kyc-review-head">
        <div>
          <h2 className="kyc-review-title">{data.username}</h2>
          <p className="muted">
            #{data.memberId} · {t('payee')}: {data.payeeName ?? '—'} · {t('profileBirthday')}:{' '}
            {data.profileBirthday ?? '—'}
          </p>
        </div>
        <span className={BADGE[data.state.status]}>{t(`status.${data.state.status}`)}</span>
      </header>
      <Documents review={data} />
      {data.state.status === 'pending' ? <Decision review={data} /> : <Decided review={data} />}
    </section>
  )
}

function Documents({ review }: { review: Review }) {
  const { t } = useTexts(KYC)
  const dateTime = useDateTime()
  const { can } = useOperator()
  const [open, setOpen] = useState<ReviewDocument | null>(null)
  return (
    <div className="kyc-docs">
      <h3 className="kyc-section-title">{t('documents')}</h3>
      {KYC_DOCUMENT_KINDS.map((kind) => {
        const documents = review.state.documents.filter((d) => d.kind === kind)
        return (
          <div key={kind} className="kyc-kind">
            <span className="kyc-kind-name">{t(`kinds.${kind}`)}</span>
            <ul className="kyc-files">
              {documents.length === 0 ? <li className="muted">—</li> : null}
              {documents.map((document) => (
                <li key={document.id} className={document.current ? 'kyc-file kyc-file-current' : 'kyc-file'}>
                  <span>
                    {dateTime(document.uploadedAt)} · {document.contentType.split('/')[1]?.toUpperCase()} ·{' '}
                    {Math.max(1, Math.round(document.size / 1024))} KB
                    <span className="muted"> · {document.current ? t('current') : t('older')}</span>
                  </span>
                  {can('kyc.review') ? (
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      aria-label={t('openLabel', { kind: t(`kinds.${kind}`), time: dateTime(document.uploadedAt) })}
                      onClick={() => setOpen(document)}
                    >
                      {t('open')}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        )
      })}
      {open ? <DocumentViewer memberId={review.memberId} document={open} onClose={() => setOpen(null)} /> : null}
    </div>
  )
}

function Decision({ review }: { review: Review }) {
  const { t } = useTexts(KYC)
  const { can } = useOperator()
  const client = useQueryClient()
  const [idNumber, setIdNumber] = useState('')
  const [birthday, setBirthday] = useState('')
  const [reason, setReason] = useState('')
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null)
  if (!can('kyc.review')) return null
  const params = { memberId: review.memberId }
  const refresh = () => void client.invalidateQueries({ queryKey: kycKey() })
  const readyToApprove = /^[A-Za-z0-9 -]{4,40}$/.test(idNumber.trim()) && /^\d{4}-\d{2}-\d{2}$/.test(birthday)
  return (
    <div className="kyc-decision">
      <h3 className="kyc-section-title">{t('decision')}</h3>
      <div className="kyc-decision-grid">
        <label className="field">
          <span className="field-label">{t('idNumber')}</span>
          <input
            className="input kyc-mono"
            maxLength={40}
            value={idNumber}
            onChange={(e) => setIdNumber(e.target.value)}
          />
          <span className="field-hint">{t('idNumberHint')}</span>
        </label>
        <label className="field">
          <span className="field-label">{t('birthday')}</span>
          <input className="input" type="date" value={birthday} onChange={(e) => setBirthday(e.target.value)} />
        </label>
        <label className="field kyc-reason">
          <span className="field-label">{t('reason')}</span>
          <input className="input" maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
      </div>
      <div className="kyc-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!readyToApprove}
          onClick={() => setAsking('approve')}
        >
          {t('approve')}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={!reason.trim()}
          onClick={() => setAsking('reject')}
        >
          {t('reject')}
        </button>
      </div>
      {asking === 'approve' ? (
        <ConfirmDialog
          title={t('approve')}
          text={t('approveText', { member: review.username, idNumber: idNumber.trim(), birthday })}
          confirmLabel={t('approve')}
          action={() => call(kycApi.approve, { params, body: { idNumber: idNumber.trim(), birthday } })}
          onClose={() => setAsking(null)}
          onDone={refresh}
        />
      ) : null}
      {asking === 'reject' ? (
        <ConfirmDialog
          title={t('reject')}
          text={t('rejectText', { member: review.username })}
          confirmLabel={t('reject')}
          danger
          action={() => call(kycApi.reject, { params, body: { reason: reason.trim() } })}
          onClose={() => setAsking(null)}
          onDone={refresh}
        />
      ) : null}
    </div>
  )
}

function Decided({ review }: { review: Review }) {
  const { t } = useTexts(KYC)
  const dateTime = useDateTime()
  const { state, closure } = review
  if (state.status === 'none') return null
  return (
    <div className="kyc-decision">
      <h3 className="kyc-section-title">{t('decision')}</h3>
      {state.status === 'verified' ? (
        <p>{t('verifiedAs', { idNumber: review.idNumber ?? '', birthday: review.birthday ?? '' })}</p>
      ) : null}
      {state.status === 'rejected' && state.reason ? <p>{t('rejectedFor', { reason: state.reason })}</p> : null}
      {closure ? (
        <div className="kyc-closure" role="note">
          <strong>{t('closed')}</strong>
          <span>
            {t('closure', { refund: formatMoney(closure.refund), forfeited: formatMoney(closure.forfeited) })}
          </span>
          <span>
            {closure.withdrawalId ? t('closureWithdrawal', { id: closure.withdrawalId }) : t('closureNoBank')}
          </span>
        </div>
      ) : null}
      {state.reviewedAt ? (
        <p className="muted">{t('decided', { time: dateTime(state.reviewedAt), operator: review.reviewedBy ?? '' })}</p>
      ) : null}
    </div>
  )
}
