import type { BrandRules } from '@sea/contract'
import type { ReactNode } from 'react'
import { ErrorAlert } from '../components/common'
import { useTexts } from '../lib/i18n'
import { BRAND_RULES } from './brand-rules.texts'
import { useBrandRules, useCanEdit } from './use-brand-rules'

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
/** What every group's form is given: the brand, its rules as loaded, and whether it may save. */
export interface GroupProps {
  merchantId: number
  rules: BrandRules
  editable: boolean
}

/**
 * A tab of the brand's rules: loads them once for its groups, and says so when the operator may
 * only read.
 */
export function RulesTab({ merchantId, children }: { merchantId: number; children: (props: GroupProps) => ReactNode }) {
  const { t } = useTexts(BRAND_RULES)
  const rules = useBrandRules(merchantId)
  const editable = useCanEdit()
  if (rules.error) return <ErrorAlert error={rules.error} />
  if (!rules.data) return <div className="br-loading" aria-busy="true" />
  return (
    <div className="br-tab">
      {editable ? null : (
        <div className="alert alert-info" role="status">
          {t('readOnly')}
        </div>
      )}
      {children({ merchantId, rules: rules.data, editable })}
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
