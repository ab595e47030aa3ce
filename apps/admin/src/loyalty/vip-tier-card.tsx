import type { Language } from '@sea/contract'
import { useState } from 'react'
import { formatCount } from '../lib/format'
import { LANGUAGE_NAMES, LANGUAGE_ORDER, useTexts } from '../lib/i18n'
import { VIP } from './vip.texts'
import { hasProblem, type Problems, type Titles } from './loyalty-fields'

/** A tier's figures, in the order the card shows them: what reaches it, what keeps it, what it gives. */
export const TIER_FIGURES = [
  'depositMin',
  'turnoverMin',
  'retainDeposit',
  'retainTurnover',
  'upgradeBonus',
  'birthdayBonus',
  'rebateRate',
  'withdrawDailyLimit',
  'withdrawDailyCount',
] as const
export type TierFigure = (typeof TIER_FIGURES)[number]
export type TierRow = Record<TierFigure, string> & { names: Titles; members: number }

/**
 * One tier as a card: its rank, its name in one language at a time, its members, and its figures
 * in a grid that wraps to the width, so the editor never scrolls sideways.
 */
export function TierCard({
  index,
  row,
  problems,
  readOnly,
  onChange,
}: {
  index: number
  row: TierRow
  problems: Problems
  readOnly: boolean
  onChange: (patch: Partial<TierRow>) => void
}) {
  const { t } = useTexts(VIP)
  const rank = index + 1
  const path = `tiers.${index}`
  return (
    <li className="card vip-tier">
      <div className="vip-tier-head">
        <strong className="vip-rank">
          {t('vip.rank')} {rank}
        </strong>
        <TierName
          rank={rank}
          names={row.names}
          invalid={(code) => hasProblem(problems, `${path}.names.${code}`)}
          readOnly={readOnly}
          onChange={(names) => onChange({ names })}
        />
        <span className="vip-members">
          <span className="muted">{t('vip.members')}</span>
          <strong className="num">{formatCount(row.members)}</strong>
        </span>
      </div>
      <div className="vip-figures">
        {TIER_FIGURES.map((name) => (
          <label key={name} className="field">
            <span className="field-label">{t(`vip.${name}`)}</span>
            <input
              className="input"
              aria-label={`${t(`vip.${name}`)} ${rank}`}
              inputMode="decimal"
              readOnly={readOnly}
              aria-invalid={hasProblem(problems, `${path}.${name}`) ? true : undefined}
              value={row[name]}
              onChange={(event) => onChange({ [name]: event.target.value })}
            />
          </label>
        ))}
      </div>
    </li>
  )
}

/** The name in the language picked above the field; a language left empty or refused is marked on its button. */
function TierName({
  rank,
  names,
  invalid,
  readOnly,
  onChange,
}: {
  rank: number
  names: Titles
  invalid: (code: Language) => boolean
  readOnly: boolean
  onChange: (names: Titles) => void
}) {
  const { t } = useTexts(VIP)
  const [language, setLanguage] = useState<Language>('EN')
  return (
    <div className="vip-name">
      <div className="lang-switch" role="group" aria-label={`${t('vip.names')} ${rank}`}>
        {LANGUAGE_ORDER.map((code) => (
          <button
            key={code}
            type="button"
            title={LANGUAGE_NAMES[code]}
            aria-pressed={code === language}
            className={invalid(code) ? 'lang-invalid' : names[code].trim() === '' ? 'lang-empty' : undefined}
            onClick={() => setLanguage(code)}
          >
            {code}
          </button>
        ))}
      </div>
      <input
        className="input"
        aria-label={`${t('vip.names')} ${language} ${rank}`}
        readOnly={readOnly}
        aria-invalid={invalid(language) ? true : undefined}
        value={names[language]}
        onChange={(event) => onChange({ ...names, [language]: event.target.value })}
      />
    </div>
  )
}
