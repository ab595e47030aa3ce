import type { KycDocumentKind } from '@sea/contract'
import { useId, useRef, useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { ApiError } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useUploadDocument, type KycDocument } from '../api'
import { fileSize, readDocument } from '../kyc-files'
import { KYC } from '../kyc-texts'

const ICONS: Record<KycDocumentKind, 'card' | 'home' | 'user'> = { identity: 'card', address: 'home', selfie: 'user' }

/** One kind of document: what it must show, the file last sent for the current review, an upload. */
export function DocumentCard({
  kind,
  latest,
  locked,
}: {
  kind: KycDocumentKind
  latest: KycDocument | undefined
  locked: boolean
}) {
  const { t } = useTexts(KYC)
  const dateTime = useDateTime()
  const errorText = useErrorText()
  const upload = useUploadDocument()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const choose = async (files: FileList | null) => {
    const file = files?.[0]
    // Choosing the same file again after a refusal must fire a change.
    if (input.current) input.current.value = ''
    if (!file) return
    const ready = await readDocument(file)
    if (typeof ready === 'string') return setProblem(t(`problems.${ready}`))
    setProblem(null)
    upload.mutate({ kind, file: ready })
  }

  const failure = problem ?? (upload.error instanceof ApiError ? errorText(upload.error) : null)
  const done = latest?.current === true
  return (
    <article className={`kyc-doc${done ? ' kyc-doc--done' : ''}`} aria-labelledby={`${id}-title`}>
      <span className="kyc-doc__icon" aria-hidden="true">
        <Icon name={done ? 'check' : ICONS[kind]} size={22} />
      </span>
      <div className="kyc-doc__body">
        <h4 id={`${id}-title`} className="kyc-doc__title">
          {t(`kinds.${kind}`)}
        </h4>
        <p className="kyc-doc__hint">{t(`hints.${kind}`)}</p>
        <p className="kyc-doc__file">
          {done ? t('sent', { time: dateTime(latest.uploadedAt), size: fileSize(latest.size) }) : t('waiting')}
        </p>
        {failure ? (
          <p className="kyc-doc__error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
      {locked ? null : (
        <div className="kyc-doc__action">
          <label
            className={`button ${done ? 'button--ghost' : 'button--primary'}`}
            aria-busy={upload.isPending}
            htmlFor={id}
          >
            <Icon name="upload" size={16} />
            <span>{upload.isPending ? t('sending') : done ? t('replace') : t('choose')}</span>
          </label>
          <input
            ref={input}
            id={id}
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,application/pdf"
            disabled={upload.isPending}
            aria-label={`${t(`kinds.${kind}`)}: ${done ? t('replace') : t('choose')}`}
            onChange={(event) => void choose(event.target.files)}
          />
          <span className="kyc-doc__rules">{t('rules')}</span>
        </div>
      )}
    </article>
  )
}
