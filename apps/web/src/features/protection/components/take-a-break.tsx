import { useState, type FormEvent } from 'react'
import { Field } from '../../../components/ui/field'
import { Tabs } from '../../../components/ui/tabs'
import { useErrorText } from '../../../lib/error-text'
import { counted, useTexts } from '../../../lib/i18n'
import { COMMON } from '../../../locales/common'
import { useExclude, type ExclusionChoice } from '../api'
import { PROTECTION } from '../protection-texts'

const TIMEOUT_DAYS = [1, 3, 7, 14, 30, 42] as const
const TERMS = ['6m', '1y', '5y', 'permanent'] as const
const TERM_TEXT = { '6m': 'pause.m6', '1y': 'pause.y1', '5y': 'pause.y5', permanent: 'pause.permanent' } as const

/** A time-out or self-exclusion: the length, the login password, and an explicit consent. */
export function TakeABreak() {
  const { t } = useTexts(PROTECTION)
  const common = useTexts(COMMON).t
  const errorText = useErrorText()
  const exclude = useExclude()
  const [kind, setKind] = useState<ExclusionChoice['kind']>('timeout')
  const [days, setDays] = useState<number>(7)
  const [term, setTerm] = useState<(typeof TERMS)[number]>('6m')
  const [password, setPassword] = useState('')
  const [consent, setConsent] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const dayText = (count: number) =>
    count === 1 ? t('pause.day') : count === 42 ? t('pause.weeks') : t('pause.days', counted(count))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!password.trim()) return setProblem(t('pause.needsPassword'))
    if (!consent) return setProblem(t('pause.needsConsent'))
    setProblem(null)
    exclude.mutate(
      kind === 'timeout' ? { kind, days, loginPassword: password } : { kind, term, loginPassword: password },
    )
  }

  return (
    <form className="take-a-break" onSubmit={submit} noValidate>
      <Tabs
        label={t('pause.title')}
        tabs={[
          { id: 'timeout', label: t('pause.timeout') },
          { id: 'self_exclusion', label: t('pause.selfExclusion') },
        ]}
        value={kind}
        onChange={setKind}
      />
      <label className="field">
        <span className="field__label">{t('pause.length')}</span>
        {kind === 'timeout' ? (
          <select className="field__input" value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {TIMEOUT_DAYS.map((count) => (
              <option key={count} value={count}>
                {dayText(count)}
              </option>
            ))}
          </select>
        ) : (
          <select
            className="field__input"
            value={term}
            onChange={(event) => setTerm(event.target.value as (typeof TERMS)[number])}
          >
            {TERMS.map((choice) => (
              <option key={choice} value={choice}>
                {t(TERM_TEXT[choice])}
              </option>
            ))}
          </select>
        )}
      </label>
      <Field
        label={t('pause.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        reveal={{ show: common('show'), hide: common('hide') }}
        error={exclude.error ? errorText(exclude.error) : null}
      />
      <label className="take-a-break__consent">
        <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
        <span>{t('pause.understand')}</span>
      </label>
      {problem ? (
        <p className="form-message form-message--error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button take-a-break__submit" disabled={exclude.isPending}>
        {t('pause.submit')}
      </button>
    </form>
  )
}
