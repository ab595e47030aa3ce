import type { BrandTheme } from '@sea/contract'
import { useEffect, useRef } from 'react'
import { useTexts } from '../lib/i18n'
import { siteAddress } from './brands.api'
import { BRANDS } from './brands.texts'

/** The message the site takes in its frame (apps/web theme.ts): the seven colours, each #rrggbb. */
const THEME_PREVIEW = 'sea:theme-preview'
const COLOUR = /^#[0-9a-f]{6}$/i

/**
 * The brand's site in a frame, showing the colours being edited before they are saved. The site
 * accepts them from its parent only, and only as seven #rrggbb colours; they are sent to the
 * site's own origin, whenever they change and when the site says it is ready.
 */
export function SitePreview({ domain, theme }: { domain: string | null; theme: BrandTheme }) {
  const { t } = useTexts(BRANDS)
  const frame = useRef<HTMLIFrameElement>(null)
  const src = domain ? siteAddress(domain) : null
  const origin = src ? new URL(src).origin : null
  const complete = Object.values(theme).every((colour) => COLOUR.test(colour))
  const latest = useRef(theme)

  useEffect(() => {
    latest.current = theme
    if (!origin || !complete) return
    frame.current?.contentWindow?.postMessage({ type: THEME_PREVIEW, theme }, origin)
  }, [origin, complete, theme])

  useEffect(() => {
    if (!origin) return
    const onMessage = (event: MessageEvent) => {
      const ready = (event.data as { type?: unknown } | null)?.type === `${THEME_PREVIEW}-ready`
      if (!ready || event.source !== frame.current?.contentWindow || event.origin !== origin) return
      frame.current?.contentWindow?.postMessage({ type: THEME_PREVIEW, theme: latest.current }, origin)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [origin])

  return (
    <section className="card look-preview" aria-label={t('look.preview')}>
      <header className="look-preview-header">
        <div>
          <h2 className="brand-card-title">{t('look.preview')}</h2>
          <p className="muted">{t('look.previewHint')}</p>
        </div>
        {src ? (
          <a className="link-quiet" href={src} target="_blank" rel="noreferrer">
            {t('domains.open')} ↗
          </a>
        ) : null}
      </header>
      {src ? (
        <iframe
          ref={frame}
          className="look-frame"
          title={t('look.preview')}
          src={src}
          sandbox="allow-scripts allow-same-origin"
        />
      ) : (
        <div className="empty-state">
          <p>{t('look.noSite')}</p>
        </div>
      )}
    </section>
  )
}
