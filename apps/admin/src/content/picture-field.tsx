import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { ErrorAlert } from '../components/common'
import { useTexts } from '../lib/i18n'
import { uploadPicture } from './content.api'
import { CONTENT } from './content.texts'

/**
 * A picture the console can show: a site path or an https address. A path relative to the
 * brand's picture address (banners/x.svg) resolves on the site only, so it gets a placeholder.
 */
export function PicturePreview({ url, label, className }: { url: string | null; label: string; className: string }) {
  if (!url) return <span className={`${className} picture-empty`} />
  if (url.startsWith('/') || url.startsWith('https://')) return <img className={className} src={url} alt={label} />
  return (
    <span className={`${className} picture-relative`} title={url}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 5h16v14H4zM4 15l5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <span>{url.split('/').pop()}</span>
    </span>
  )
}

/** A picture's address with its preview, an upload button (PNG or JPEG) and a way to clear it. */
export function PictureField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string
  hint?: string
  value: string
  onChange: (url: string) => void
}) {
  const { t } = useTexts(CONTENT)
  const id = useId()
  const upload = useMutation({ mutationFn: uploadPicture, onSuccess: onChange })
  return (
    <div className="field picture-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="picture-row">
        <PicturePreview className="picture-preview" url={value} label={label} />
        <div className="picture-controls">
          <input id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)} />
          <span className="row-buttons">
            <label className="button button-secondary button-small">
              {upload.isPending ? t('editor.uploading') : t('editor.upload')}
              <input
                type="file"
                accept="image/png,image/jpeg"
                hidden
                aria-label={`${label}: ${t('editor.upload')}`}
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  if (file) upload.mutate(file)
                  event.target.value = ''
                }}
              />
            </label>
            {value ? (
              <button className="button button-secondary button-small" type="button" onClick={() => onChange('')}>
                {t('editor.clear')}
              </button>
            ) : null}
          </span>
          {hint ? <span className="field-hint">{hint}</span> : null}
        </div>
      </div>
      <ErrorAlert error={upload.error} />
    </div>
  )
}

/**
 * An HTML field beside its preview: operator-typed HTML as the site will show it, inside a
 * sandboxed frame, so no script runs and no link navigates the console, whatever was typed (the
 * server sanitises it again when saving).
 */
export function HtmlField({
  label,
  rows,
  html,
  field,
  invalid,
}: {
  label: string
  rows: number
  html: string
  field: UseFormRegisterReturn
  invalid?: boolean
}) {
  const { t } = useTexts(CONTENT)
  const doc = `<!doctype html><meta charset="utf-8"><style>body{font:14px/1.5 system-ui,sans-serif;margin:12px;color:#1f2933}img{max-width:100%}</style>${html}`
  return (
    <div className="html-editor">
      <label className="field">
        <span className="field-label">{label}</span>
        <textarea className="input textarea" rows={rows} aria-label={label} aria-invalid={invalid} {...field} />
        <span className="field-hint">{t('editor.contentHint')}</span>
      </label>
      <div className="field">
        <span className="field-label">{t('editor.preview')}</span>
        <iframe className="html-preview" title={t('editor.preview')} sandbox="" srcDoc={doc} />
      </div>
    </div>
  )
}
