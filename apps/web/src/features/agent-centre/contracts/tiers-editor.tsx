import type { ContractKind } from '@sea/contract'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { CONTRACTS } from './contract-texts'
import { blankTier, MAX_TIERS, TIER_FIELDS, type DraftTier, type TiersCheck } from './tiers'
import './contracts.css'
import '../../../components/ui/icon-tile.css'

/**
 * Tiers of an offer: one row per tier with its kind's thresholds and rates, add and remove.
 * Problems show once `showProblems` is set (after a first submit), beside their field.
 */
export function TiersEditor({
  kind,
  tiers,
  check,
  showProblems,
  onChange,
}: {
  kind: ContractKind
  tiers: readonly DraftTier[]
  check: TiersCheck
  showProblems: boolean
  onChange: (tiers: DraftTier[]) => void
}) {
  const { t } = useTexts(CONTRACTS)
  const fields = TIER_FIELDS[kind]
  const set = (index: number, field: string, value: string) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)))
  return (
    <fieldset className="tiers">
      <legend className="tiers__title">{t('tiers.title')}</legend>
      <p className="tiers__lead">{t('tiers.lead')}</p>
      <ol className="tiers__list">
        {tiers.map((tier, index) => (
          <li key={index} className="tiers__row">
            <span className="tiers__n icon-tile icon-tile--round icon-tile--gold" aria-hidden="true">
              {index + 1}
            </span>
            <div className={`tiers__fields tiers__fields--${fields.length}`}>
              {fields.map(({ field, type }) => {
                const problem = showProblems ? check.fields[`${index}.${field}`] : undefined
                const id = `tier-${kind}-${index}-${field}`
                return (
                  <div key={field} className={`tiers__field${problem ? ' tiers__field--invalid' : ''}`}>
                    <label htmlFor={id}>{t(`tiers.${field}`)}</label>
                    <input
                      id={id}
                      className="panel-input"
                      inputMode={type === 'count' ? 'numeric' : 'decimal'}
                      value={tier[field] ?? ''}
                      placeholder={type === 'rate' ? '0.00' : type === 'count' ? '0' : '0.00'}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${id}-problem` : undefined}
                      onChange={(event) => set(index, field, event.target.value)}
                    />
                    {problem ? (
                      <span id={`${id}-problem`} className="tiers__problem" role="alert">
                        {t(`tiers.problems.${problem.problem}`, { max: problem.max })}
                      </span>
                    ) : null}
                  </div>
                )
              })}
            </div>
            <button
              type="button"
              className="tiers__remove icon-tile icon-tile--round icon-tile--muted"
              onClick={() => onChange(tiers.filter((_, i) => i !== index))}
              aria-label={t('tiers.remove', { n: index + 1 })}
              disabled={tiers.length <= 1}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ol>
      {showProblems && check.list ? (
        <p className="tiers__problem" role="alert">
          {t(`tiers.list.${check.list}`)}
        </p>
      ) : null}
      <button
        type="button"
        className="ag-mini"
        onClick={() => onChange([...tiers, blankTier(kind)])}
        disabled={tiers.length >= MAX_TIERS}
      >
        <Icon name="plus" size={14} />
        {t('tiers.add')}
      </button>
    </fieldset>
  )
}
