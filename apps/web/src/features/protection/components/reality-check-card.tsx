import { useState, type FormEvent } from 'react'
import { ApiError } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { useSetRealityCheck, type SessionProtection } from '../protection-session-api'
import { PROTECTION_SESSION } from '../protection-session-texts'
import { useSessionLength } from '../use-session-length'

type Interval = SessionProtection['realityCheckMinutes']
/** The server's intervals (contract REALITY_CHECK_MINUTES); '' is off in the select. */
const CHOICES = [15, 30, 45, 60, 90, 120] as const

/** The reality check's interval: a reminder, so any change applies at once. */
export function RealityCheckCard({ minutes }: { minutes: Interval }) {
  const { t } = useTexts(PROTECTION_SESSION)
  const length = useSessionLength()
  const errorText = useErrorText()
  const save = useSetRealityCheck()
  const [choice, setChoice] = useState<Interval>(minutes)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(choice)
  }

  return (
    <article className="limit-card session-card" aria-labelledby="reality-check">
      <header className="limit-card__head">
        <h4 id="reality-check" className="limit-card__period">
          {t('check.title')}
        </h4>
        <p className="limit-card__amount">
          {minutes ? t('check.current', { length: length(minutes) }) : t('check.off')}
        </p>
      </header>
      <p className="session-card__help">{t('check.help')}</p>
      <form className="limit-card__form" onSubmit={submit} noValidate>
        <label className="field">
          <span className="field__label">{t('check.every')}</span>
          <select
            className="field__input"
            value={choice ?? ''}
            onChange={(event) => {
              save.reset()
              setChoice(event.target.value === '' ? null : (Number(event.target.value) as Interval))
            }}
          >
            <option value="">{t('check.off')}</option>
            {CHOICES.map((option) => (
              <option key={option} value={option}>
                {length(option)}
              </option>
            ))}
          </select>
        </label>
        {save.error instanceof ApiError ? (
          <p className="form-message form-message--error" role="alert">
            {errorText(save.error)}
          </p>
        ) : null}
        <div className="limit-card__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('check.save')}
          </button>
          {save.isSuccess ? (
            <span className="session-card__saved" role="status">
              {t('check.saved')}
            </span>
          ) : null}
        </div>
      </form>
    </article>
  )
}
