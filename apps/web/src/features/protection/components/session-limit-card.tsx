import { useState, type FormEvent } from 'react'
import { ApiError } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { useConfirmSessionLimit, useSetSessionLimit, type SessionProtection } from '../protection-session-api'
import { PROTECTION_SESSION } from '../protection-session-texts'
import { useSessionLength } from '../use-session-length'
import { PendingChange } from './pending-change'

/** The lengths offered, within the server's 15 minutes to 12 hours. */
const CHOICES = [15, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720] as const

/** The session limit: in force, a waiting raise or removal with its confirmation, and the form to change it. */
export function SessionLimitCard({ limit }: { limit: SessionProtection['sessionLimit'] }) {
  const { t } = useTexts(PROTECTION_SESSION)
  const length = useSessionLength()
  const errorText = useErrorText()
  const save = useSetSessionLimit()
  const confirm = useConfirmSessionLimit()
  const [choice, setChoice] = useState<number>(limit.minutes ?? 60)
  const failure = save.error ?? confirm.error

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(choice)
  }

  return (
    <article className="limit-card session-card" aria-labelledby="session-limit">
      <header className="limit-card__head">
        <h4 id="session-limit" className="limit-card__period">
          {t('limit.title')}
        </h4>
        <p className="limit-card__amount">{limit.minutes ? length(limit.minutes) : t('limit.none')}</p>
      </header>
      <p className="session-card__state">
        {limit.minutes ? t('limit.current', { length: length(limit.minutes) }) : t('limit.noneBody')}
      </p>
      <p className="session-card__help">{t('limit.help')}</p>
      {limit.pending ? (
        <PendingChange
          asked={
            limit.pending.minutes ? t('limit.raise', { length: length(limit.pending.minutes) }) : t('limit.removal')
          }
          confirmableAt={limit.pending.confirmableAt}
          when={(time) => t('limit.confirmFrom', { time })}
          confirmLabel={t('limit.confirm')}
          busy={confirm.isPending}
          onConfirm={() => confirm.mutate(undefined)}
        />
      ) : null}
      <form className="limit-card__form" onSubmit={submit} noValidate>
        <label className="field">
          <span className="field__label">{t('limit.choose')}</span>
          <select className="field__input" value={choice} onChange={(event) => setChoice(Number(event.target.value))}>
            {CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {length(minutes)}
              </option>
            ))}
          </select>
        </label>
        {failure instanceof ApiError ? (
          <p className="form-message form-message--error" role="alert">
            {errorText(failure)}
          </p>
        ) : null}
        <div className="limit-card__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('limit.save')}
          </button>
          {limit.minutes && !limit.pending ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={save.isPending}
              onClick={() => save.mutate(null)}
            >
              {t('limit.remove')}
            </button>
          ) : null}
        </div>
      </form>
    </article>
  )
}
