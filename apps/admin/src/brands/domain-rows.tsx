import type { BrandDomain, DomainKind } from '@sea/contract'
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { useTexts } from '../lib/i18n'
import { BRANDS } from './brands.texts'

export interface DomainRowValues {
  domain: string
  kind: DomainKind
}

/** The form's rows as the contract's list: the primary is one radio over the rows, not a flag per row. */
export function domainsBody(rows: readonly DomainRowValues[], primary: string): BrandDomain[] {
  return rows.map((row, i) => ({
    domain: row.domain.trim().toLowerCase(),
    kind: row.kind,
    primary: String(i) === primary,
  }))
}

/** A brand's domains as editable rows: host, what it serves, which one is primary; add and remove. */
export function DomainRows<V extends FieldValues & { domains: DomainRowValues[]; primary: string }>({
  rows,
  register,
  primary,
  readOnly = false,
}: {
  rows: {
    fields: (DomainRowValues & { id: string })[]
    remove: (index: number) => void
    append: (row: DomainRowValues) => void
  }
  register: UseFormRegister<V>
  /** The primary row's index, read and moved as rows go. */
  primary: { get: () => string; set: (index: string) => void }
  readOnly?: boolean
}) {
  const { t } = useTexts(BRANDS)
  const path = (text: string) => text as Path<V>
  return (
    <fieldset className="field domain-rows" disabled={readOnly}>
      <legend className="field-label">{t('tabs.domains')}</legend>
      <table className="table domain-table">
        <thead>
          <tr>
            <th>{t('domains.domain')}</th>
            <th>{t('domains.kind')}</th>
            <th>{t('domains.primary')}</th>
            <th className="th-actions" aria-label={t('domains.add')} />
          </tr>
        </thead>
        <tbody>
          {rows.fields.map((field, i) => (
            <tr key={field.id}>
              <td>
                <input
                  className="input"
                  aria-label={`${t('domains.domain')} ${i + 1}`}
                  placeholder="www.example.com"
                  autoComplete="off"
                  {...register(path(`domains.${i}.domain`))}
                />
              </td>
              <td>
                <select
                  className="select"
                  aria-label={`${t('domains.kind')} ${i + 1}`}
                  {...register(path(`domains.${i}.kind`))}
                >
                  <option value="site">{t('domains.site')}</option>
                  <option value="console">{t('domains.console')}</option>
                </select>
              </td>
              <td>
                <input
                  type="radio"
                  value={String(i)}
                  aria-label={`${t('domains.primary')} ${i + 1}`}
                  {...register(path('primary'))}
                />
              </td>
              <td className="td-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('domains.remove', { domain: field.domain || String(i + 1) })}
                  disabled={rows.fields.length === 1}
                  onClick={() => {
                    // The primary is an index: it follows its row, or falls to the first one.
                    const chosen = Number(primary.get())
                    rows.remove(i)
                    if (chosen > i) primary.set(String(chosen - 1))
                    else if (chosen === i) primary.set('0')
                  }}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="domain-actions">
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => rows.append({ domain: '', kind: 'site' })}
        >
          {t('domains.add')}
        </button>
        <span className="field-hint">{t('domains.primaryHint')}</span>
      </div>
    </fieldset>
  )
}
