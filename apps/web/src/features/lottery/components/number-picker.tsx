import type { LotteryPlayType } from '@sea/contract'
import { useState, type FormEvent } from 'react'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { LOTTERY } from '../lottery-texts'
import { type Choice, maxPicks, minPicks, pickerKind, quickPick, togglePick, valuesOf } from '../picks'
import type { FourDForm } from '../slip'
import { RadioChip } from './radio-chip'

const SIDE_KEYS = new Set(['big', 'small', 'odd', 'even', 'dragon', 'tiger', 'up', 'middle', 'down', 'tie'])

/**
 * The number picker of one play type, drawn from its NumberSpec: a 00-99 grid (lô, đề), typed
 * entry (3 càng, 4D), balls (PK10 cars, SSC digits, K3 sums, 11x5, keno 1-80) or sides. PK10 and
 * SSC positions and the 4D forms sit above it.
 */
export function NumberPicker({
  play,
  picks,
  onPicks,
  position,
  onPosition,
  form,
  onForm,
}: {
  play: LotteryPlayType
  picks: readonly Choice[]
  onPicks: (picks: Choice[]) => void
  position: number | undefined
  onPosition: (position: number) => void
  form: FourDForm | undefined
  onForm: (form: FourDForm) => void
}) {
  const { t } = useTexts(LOTTERY)
  const spec = play.numbers
  const kind = pickerKind(spec)
  const [notice, setNotice] = useState<string | null>(null)
  const [typed, setTyped] = useState('')
  const allowRoll = form === 'roll'
  const min = minPicks(spec)
  const max = maxPicks(spec)

  const tap = (value: string) => {
    const result = togglePick(spec, picks, value, allowRoll)
    setNotice(result.refused === 'full' ? t('picker.full', { count: max }) : null)
    onPicks(result.picks)
  }
  const add = (event: FormEvent) => {
    event.preventDefault()
    const result = togglePick(spec, picks, typed, allowRoll)
    if (result.refused === 'invalid') {
      setNotice(
        allowRoll ? t('picker.roll') : t('picker.invalid', { digits: spec.kind === 'digits' ? spec.digits : 0 }),
      )
      return
    }
    setNotice(result.refused === 'full' ? t('picker.full', { count: max }) : null)
    onPicks(result.picks)
    setTyped('')
  }
  const oddsOf = (value: string) =>
    play.oddsBy.find((entry) => entry.key === value || entry.key === `${play.playType}:${value}`)?.oddsDisplay

  return (
    <div className="picker">
      {play.positions ? (
        <div className="picker__row" role="radiogroup" aria-label={t('picker.position')}>
          <span className="picker__caption">{t('picker.position')}</span>
          {Array.from({ length: play.positions }, (_, index) => index + 1).map((n) => (
            <RadioChip key={n} checked={position === n} onClick={() => onPosition(n)}>
              {n}
            </RadioChip>
          ))}
        </div>
      ) : null}
      {play.forms.length > 0 ? (
        <div className="picker__row" role="radiogroup" aria-label={t('picker.form')}>
          <span className="picker__caption">{t('picker.form')}</span>
          {play.forms.map((name) => (
            <RadioChip key={name} checked={form === name} onClick={() => onForm(name as FourDForm)}>
              {name in { ordinary: 1, roll: 1, box: 1, ibox: 1 } ? t(`picker.forms.${name}`) : name}
            </RadioChip>
          ))}
        </div>
      ) : null}

      <div className="picker__head">
        <span className="picker__rule">
          {kind === 'sides' || max === 0
            ? null
            : min === max
              ? t('picker.exactly', { count: min })
              : t('picker.range', { min: Math.max(min, 1), max })}
        </span>
        <span className="picker__count" aria-live="polite">
          {kind === 'sides' ? null : t('picker.picked', { count: picks.length })}
        </span>
        {kind === 'sides' || max === 0 ? null : (
          <span className="picker__tools">
            <button
              type="button"
              className="lotto-chip chip--tool"
              onClick={() => {
                setNotice(null)
                onPicks(quickPick(spec))
              }}
            >
              <Icon name="bolt" size={14} />
              {t('picker.quick')}
            </button>
            <button
              type="button"
              className="lotto-chip chip--tool"
              disabled={picks.length === 0}
              onClick={() => {
                setNotice(null)
                onPicks([])
              }}
            >
              {t('picker.clear')}
            </button>
          </span>
        )}
      </div>

      {max === 0 ? (
        <p className="picker__none">{t('picker.none')}</p>
      ) : kind === 'sides' ? (
        <div className="picker__sides">
          {valuesOf(spec).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={picks.includes(value)}
              className="side"
              onClick={() => tap(value)}
            >
              <span className="side__name">{SIDE_KEYS.has(value) ? t(`picker.sides.${value}`) : value}</span>
              {(oddsOf(value) ?? play.oddsDisplay) ? (
                <span className="side__odds">×{oddsOf(value) ?? play.oddsDisplay}</span>
              ) : null}
            </button>
          ))}
        </div>
      ) : kind === 'entry' ? (
        <form className="picker__entry" onSubmit={add}>
          <input
            className="lotto-input picker__input"
            inputMode={allowRoll ? 'text' : 'numeric'}
            maxLength={spec.kind === 'digits' ? spec.digits : 4}
            placeholder={t('picker.typed', { digits: spec.kind === 'digits' ? spec.digits : 0 })}
            aria-label={t('picker.typed', { digits: spec.kind === 'digits' ? spec.digits : 0 })}
            value={typed}
            onChange={(event) => setTyped(event.target.value.toUpperCase().replace(allowRoll ? /[^\dR]/g : /\D/g, ''))}
          />
          <button type="submit" className="button button--primary">
            <Icon name="plus" size={16} />
            {t('picker.add')}
          </button>
        </form>
      ) : (
        <div
          className={`picker__grid picker__grid--${kind}${valuesOf(spec).length > 20 ? ' picker__grid--dense' : ''}`}
        >
          {valuesOf(spec).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={picks.includes(value)}
              className={kind === 'balls' ? 'pick-ball' : 'pick-cell'}
              onClick={() => tap(value)}
            >
              {value}
              {oddsOf(value) ? <small className="pick-ball__odds">×{oddsOf(value)}</small> : null}
            </button>
          ))}
        </div>
      )}

      {kind === 'entry' && picks.length > 0 ? (
        <ul className="picker__chosen" aria-label={t('picker.picked', { count: picks.length })}>
          {picks.map((value) => (
            <li key={value}>
              <button
                type="button"
                className="lotto-chip chip--picked"
                onClick={() => tap(value)}
                aria-label={`${value} ×`}
              >
                {value}
                <Icon name="close" size={12} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {notice ? (
        <p className="picker__notice" role="alert">
          {notice}
        </p>
      ) : null}
    </div>
  )
}
