import { useEffect, useState } from 'react'
import { Dialog, ErrorAlert } from '../components/common'
import { useTexts } from '../lib/i18n'
import { fetchDocument, type ReviewDocument } from './kyc.api'
import { KYC } from './kyc.texts'

/**
 * One document, fetched with the session's token into an object URL that is revoked on close:
 * a picture shown whole, a PDF in the browser's own viewer.
 */
export function DocumentViewer({
  memberId,
  document,
  onClose,
}: {
  memberId: string
  document: ReviewDocument
  onClose: () => void
}) {
  const { t } = useTexts(KYC)
  const [state, setState] = useState<{ url?: string; error?: unknown }>({})
  useEffect(() => {
    const abort = new AbortController()
    let url: string | undefined
    fetchDocument(memberId, document.id, abort.signal).then(
      (made) => {
        url = made
        setState({ url: made })
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ error })
      },
    )
    return () => {
      abort.abort()
      if (url) URL.revokeObjectURL(url)
    }
  }, [memberId, document.id])
  const kind = t(`kinds.${document.kind}`)
  return (
    <Dialog title={kind} onClose={onClose} wide>
      <div className="kyc-stage">
        {state.error ? (
          <ErrorAlert error={state.error} />
        ) : !state.url ? (
          <span className="muted">…</span>
        ) : document.contentType === 'application/pdf' ? (
          <object className="kyc-pdf" data={state.url} type="application/pdf" aria-label={t('pdf')}>
            <a href={state.url} target="_blank" rel="noreferrer">
              {t('pdf')}
            </a>
          </object>
        ) : (
          <img className="kyc-image" src={state.url} alt={kind} />
        )}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Dialog>
  )
}
