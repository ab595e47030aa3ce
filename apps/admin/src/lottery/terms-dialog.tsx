import { lotterySettingsRoutes } from '@sea/contract'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Value } from 'typebox/value'
import { Dialog, ErrorAlert } from '../components/common'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { type GameTerms, lotteryApi } from './lottery.api'
import { TERMS } from './terms.texts'

type Limits = Record<
  'minStake' | 'maxStake' | 'maxPerNumber' | 'maxPerIssue' | 'liabilityCap' | 'maxBetsPerSlip' | 'maxChaseIssues',
  string
>

/**
 * The play types a game sells, as its defaults name them: odds keys ('gy_sum:9' is gy_sum), 4D
 * prize sizes, keno paytables, lo truot. The server refuses one it does not sell.
 */
export function playTypesOf(game: GameTerms): string[] {
  const { defaults } = game
  const keys = [
    ...Object.keys(defaults.odds ?? {}),
    ...Object.keys(defaults.prizes ?? {}),
    ...Object.keys(defaults.paytables ?? {}),
    ...(defaults.loTruot ? ['lo_truot'] : []),
    ...(game.overrides.disabled ?? []),
  ].map((key) => key.split(':')[0] as string)
  return [...new Set(keys)]
}

/** Edits one game's terms for one brand; the body is checked against the contract before it is sent. */
export function TermsDialog({
  game,
  merchantId,
  brandName,
  onClose,
  onSaved,
}: {
  game: GameTerms
  merchantId: number
  brandName: string
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTexts(TERMS)
  const [enabled, setEnabled] = useState(game.enabled)
  const [limits, setLimits] = useState<Limits>({
    ...game.limits,
    liabilityCap: game.liabilityCap,
    maxBetsPerSlip: String(game.limits.maxBetsPerSlip),
    maxChaseIssues: String(game.limits.maxChaseIssues),
  })
  const [off, setOff] = useState<Set<string>>(new Set(game.overrides.disabled ?? []))
  const [odds, setOdds] = useState<Record<string, string>>({ ...game.overrides.odds })
  const [bad, setBad] = useState<Set<string>>(new Set())
  const body = () => {
    const changedOdds = Object.fromEntries(Object.entries(odds).filter(([, value]) => value.trim() !== ''))
    const { odds: _odds, disabled: _disabled, ...otherParts } = game.overrides
    return {
      merchantId,
      enabled,
      limits: {
        minStake: limits.minStake.trim(),
        maxStake: limits.maxStake.trim(),
        maxPerNumber: limits.maxPerNumber.trim(),
        maxPerIssue: limits.maxPerIssue.trim(),
        liabilityCap: limits.liabilityCap.trim(),
        maxBetsPerSlip: Number(limits.maxBetsPerSlip),
        maxChaseIssues: Number(limits.maxChaseIssues),
      },
      overrides: {
        ...otherParts,
        ...(Object.keys(changedOdds).length ? { odds: changedOdds } : {}),
        ...(off.size ? { disabled: [...off] } : {}),
      },
    }
  }
  const save = useMutation({
    mutationFn: () => call(lotteryApi.updateGame, { params: { gameCode: game.gameCode }, body: body() }),
    onSuccess: onSaved,
  })
  const submit = () => {
    const errors = new Set(
      [...Value.Errors(lotterySettingsRoutes.update.schema.body, body())].map(
        (e) => e.instancePath.split('/').at(-1) ?? '',
      ),
    )
    setBad(errors)
    if (errors.size === 0) save.mutate()
  }
  const playTypes = playTypesOf(game)
  return (
    <Dialog title={t('dialog.title', { game: game.name, brand: brandName })} onClose={onClose} wide>
      <form
        className="form lot-terms-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <label className="lot-check">
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          <span>{t('dialog.offered')}</span>
        </label>
        <fieldset className="field">
          <legend className="field-label">{t('dialog.limits', { currency: game.currency })}</legend>
          <div className="lot-grid">
            {(Object.keys(limits) as (keyof Limits)[]).map((key) => (
              <label key={key} className="field">
                <span className="field-hint">
                  {key === 'maxBetsPerSlip' || key === 'maxChaseIssues' ? t(`dialog.${key}`) : t(`col.${key}`)}
                </span>
                <input
                  className="input num"
                  inputMode="decimal"
                  aria-invalid={bad.has(key)}
                  value={limits[key]}
                  onChange={(event) => setLimits({ ...limits, [key]: event.target.value })}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="field">
          <legend className="field-label">{t('dialog.playTypes')}</legend>
          <div className="lot-checks">
            {playTypes.map((type) => (
              <label key={type} className="lot-check">
                <input
                  type="checkbox"
                  checked={!off.has(type)}
                  onChange={(event) => {
                    const next = new Set(off)
                    if (event.target.checked) next.delete(type)
                    else next.add(type)
                    setOff(next)
                  }}
                />
                <span>{type}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {Object.keys(game.defaults.odds ?? {}).length ? (
          <fieldset className="field">
            <legend className="field-label">{t('dialog.odds')}</legend>
            <span className="field-hint">{t('dialog.oddsHint')}</span>
            <div className="lot-grid">
              {Object.entries(game.defaults.odds ?? {}).map(([key, value]) => (
                <label key={key} className="field">
                  <span className="field-hint">
                    <span className="strong">{key}</span> · {t('dialog.defaultValue', { value })}
                  </span>
                  <input
                    className="input num"
                    placeholder={value}
                    aria-label={key}
                    aria-invalid={bad.has(key)}
                    value={odds[key] ?? ''}
                    onChange={(event) => setOdds({ ...odds, [key]: event.target.value })}
                  />
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {bad.size ? (
          <div className="alert alert-error" role="alert">
            {t('dialog.invalid')}
          </div>
        ) : null}
        <ErrorAlert error={save.error} />
        <div className="dialog-actions">
          <button className="button button-secondary" type="button" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button className="button button-primary" type="submit" disabled={save.isPending}>
            {save.isPending ? t('dialog.saving') : t('dialog.save')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
