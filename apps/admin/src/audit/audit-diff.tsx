import { useTexts } from '../lib/i18n'
import type { AuditRow } from './audit.api'
import { AUDIT } from './audit.texts'

type Change = 'added' | 'removed' | 'changed' | 'same'
export interface DiffLine {
  field: string
  before: string | undefined
  after: string | undefined
  change: Change
}

/** Nested objects as dotted paths (`limits.daily`), so a change deep inside reads as one line. */
function flatten(value: Record<string, unknown> | null, prefix = '', into = new Map<string, string>()) {
  for (const [key, item] of Object.entries(value ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key
    if (item !== null && typeof item === 'object' && !Array.isArray(item))
      flatten(item as Record<string, unknown>, path, into)
    else into.set(path, typeof item === 'string' ? item : JSON.stringify(item))
  }
  return into
}

/** Before and after of a row, field by field, in the order the fields first appear. */
export function diffLines(before: AuditRow['before'], after: AuditRow['after']): DiffLine[] {
  const old = flatten(before)
  const now = flatten(after)
  const fields = [...new Set([...old.keys(), ...now.keys()])]
  return fields.map((field) => {
    const was = old.get(field)
    const is = now.get(field)
    const change: Change = was === undefined ? 'added' : is === undefined ? 'removed' : was === is ? 'same' : 'changed'
    return { field, before: was, after: is, change }
  })
}

/** What an action changed: every recorded field, the changed ones marked and first to the eye. */
export function AuditDiff({ row }: { row: AuditRow }) {
  const { t } = useTexts(AUDIT)
  if (row.before === null && row.after === null) return <p className="muted">{t('diff.none')}</p>
  const lines = diffLines(row.before, row.after)
  const changed = lines.filter((line) => line.change !== 'same').length
  return (
    <div className="audit-diff">
      {changed === 0 && row.before !== null && row.after !== null ? <p className="muted">{t('diff.same')}</p> : null}
      <table className="diff-table" aria-label={t('diff.label')}>
        <thead>
          <tr>
            <th>{t('diff.field')}</th>
            <th>{t('diff.before')}</th>
            <th>{t('diff.after')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.field} className={`diff-${line.change}`} data-change={line.change}>
              <td className="diff-field">
                {line.field}
                {line.change === 'same' ? null : <span className="diff-mark">{t(`diff.${line.change}`)}</span>}
              </td>
              <td className="diff-before">{line.before ?? ''}</td>
              <td className="diff-after">{line.after ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
