import { useEffect, useState } from 'react'
import { Dialog, ErrorAlert } from '../components/common'
import { useTexts } from '../lib/i18n'
import { fetchProof } from './cashier.api'
import { DISPUTE } from './dispute.texts'

const ZOOMS = [1, 1.5, 2, 3, 4] as const

/**
 * The member's proof pictures, one at a time, with previous/next (buttons or arrow keys) and
 * zoom. Each picture is fetched with the session's token into an object URL, revoked on leaving it.
 */
export function ProofViewer({
  withdrawalId,
  proofIds,
  start,
  onClose,
}: {
  withdrawalId: string
  proofIds: readonly string[]
  start: number
  onClose: () => void
}) {
  const { t } = useTexts(DISPUTE)
  const [index, setIndex] = useState(start)
  const [zoom, setZoom] = useState(0)
  const proofId = proofIds[index] ?? ''
  const image = useProofUrl(withdrawalId, proofId)
  const go = (step: number) => {
    setIndex((current) => Math.min(proofIds.length - 1, Math.max(0, current + step)))
    setZoom(0)
  }
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') go(-1)
      if (event.key === 'ArrowRight') go(1)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  })
  const scale = ZOOMS[zoom] ?? 1
  return (
    <Dialog title={t('viewer.title', { n: index + 1, count: proofIds.length })} onClose={onClose} wide>
      <div className="proof-stage" data-zoomed={zoom > 0 ? true : undefined}>
        {image.url ? (
          <img
            className="proof-image"
            src={image.url}
            alt={t('viewer.alt', { n: index + 1 })}
            style={{ width: `${scale * 100}%` }}
            onClick={() => setZoom(zoom === 0 ? 2 : 0)}
          />
        ) : image.error ? (
          <ErrorAlert error={image.error} />
        ) : (
          <span className="muted">{t('viewer.loading')}</span>
        )}
      </div>
      <div className="proof-controls">
        <span className="proof-zoom">
          <button
            className="button button-secondary button-small"
            type="button"
            disabled={zoom === 0}
            onClick={() => setZoom(zoom - 1)}
          >
            {t('viewer.zoomOut')}
          </button>
          <span className="num muted proof-scale">{Math.round(scale * 100)}%</span>
          <button
            className="button button-secondary button-small"
            type="button"
            disabled={zoom === ZOOMS.length - 1}
            onClick={() => setZoom(zoom + 1)}
          >
            {t('viewer.zoomIn')}
          </button>
        </span>
        <span className="proof-steps">
          <button
            className="button button-secondary button-small"
            type="button"
            disabled={index === 0}
            onClick={() => go(-1)}
          >
            {t('viewer.previous')}
          </button>
          <button
            className="button button-secondary button-small"
            type="button"
            disabled={index >= proofIds.length - 1}
            onClick={() => go(1)}
          >
            {t('viewer.next')}
          </button>
          <button className="button button-primary button-small" type="button" onClick={onClose}>
            {t('viewer.close')}
          </button>
        </span>
      </div>
    </Dialog>
  )
}

/** One proof as an object URL while shown; the URL is revoked when the proof changes or the viewer closes. */
function useProofUrl(withdrawalId: string, proofId: string) {
  const [state, setState] = useState<{ key: string; url?: string; error?: unknown }>({ key: '' })
  const key = `${withdrawalId}/${proofId}`
  useEffect(() => {
    const abort = new AbortController()
    let url: string | undefined
    fetchProof(withdrawalId, proofId, abort.signal).then(
      (made) => {
        url = made
        setState({ key, url: made })
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ key, error })
      },
    )
    return () => {
      abort.abort()
      if (url) URL.revokeObjectURL(url)
    }
  }, [withdrawalId, proofId, key])
  // A state left from the previous proof is not this one's: show loading until it arrives.
  return state.key === key ? state : { key }
}
