import type { ReactNode } from 'react'
import { ErrorAlert } from '../components/common'
import { useTexts } from '../lib/i18n'
import { BRAND_RULES } from './brand-rules.texts'

/**
 * One group of a brand's settings: a card with its own form and save button (decision 053:
 * one save per group). Read only, the inputs are disabled and there is nothing to save.
 */
export function GroupCard({
  title,
  hint,
  onSubmit,
  editable,
  saving,
  saved,
  invalid,
  error,
  tone,
  children,
}: {
  title: string
  hint?: string
  onSubmit: () => void
  editable: boolean
  saving: boolean
  saved: boolean
  invalid: boolean
  error: unknown
  tone?: 'danger'
  children: ReactNode
}) {
  const { t } = useTexts(BRAND_RULES)
  const id = `group-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <section className={tone === 'danger' ? 'card br-card br-card-danger' : 'card br-card'} aria-labelledby={id}>
      <header className="br-card-head">
        <h2 id={id} className="br-card-title">
          {title}
        </h2>
        {hint ? <p className="field-hint">{hint}</p> : null}
      </header>
      <form
        className="form br-card-body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <fieldset className="br-fields" disabled={!editable}>
          {children}
        </fieldset>
        {invalid ? (
          <div className="alert alert-error" role="alert">
            {t('invalid')}
          </div>
        ) : null}
        <ErrorAlert error={error} />
        {editable ? (
          <div className="br-card-actions">
            {saved ? (
              <span className="br-saved" role="status">
                {t('saved')}
              </span>
            ) : null}
            <button className="button button-primary" type="submit" disabled={saving}>
              {saving ? t('saving') : t('save')}
            </button>
          </div>
        ) : null}
      </form>
    </section>
  )
}

/** The tab's frame: the read-only notice above its groups. */
export function TabFrame({ editable, children }: { editable: boolean; children: ReactNode }) {
  const { t } = useTexts(BRAND_RULES)
  return (
    <div className="br-tab">
      {editable ? null : (
        <div className="alert alert-info" role="status">
          {t('readOnly')}
        </div>
      )}
      {children}
    </div>
  )
}

/** Up, down and remove for a row of an ordered list. */
export function RowButtons({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number
  count: number
  onMove: (to: number) => void
  onRemove: () => void
}) {
  const { t } = useTexts(BRAND_RULES)
  return (
    <span className="br-row-buttons">
      <button
        className="button button-secondary button-small"
        type="button"
        aria-label={t('up')}
        title={t('up')}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </button>
      <button
        className="button button-secondary button-small"
        type="button"
        aria-label={t('down')}
        title={t('down')}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </button>
      <button className="button button-secondary button-small" type="button" onClick={onRemove}>
        {t('remove')}
      </button>
    </span>
  )
}
