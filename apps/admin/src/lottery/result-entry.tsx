import { useMutation } from '@tanstack/react-query'
import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from 'react'
import { ErrorAlert } from '../components/common'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { type DrawDetail, lotteryApi } from './lottery.api'
import { LOTTERY } from './lottery.texts'
import './sheet.css'
import { emptyValues, fromPaste, invalidSlots, layoutOf, type SheetValues, toResult } from './sheet-layout'

/**
 * The official result form: one block per station (4D: one block), a row per prize rank with a
 * box per number sized to its digits. Typing a full number moves on to the next box, Backspace in
 * an empty box goes back, and a sheet pasted into any box of a station fills the whole station.
 * The digits are checked here before sending; the server checks them again.
 */
export function ResultEntry({
  draw,
  onDone,
  onCancel,
}: {
  draw: DrawDetail
  onDone: () => void
  onCancel?: () => void
}) {
  const { t } = useTexts(LOTTERY)
  const layout = layoutOf(draw.game) ?? []
  const stations = draw.game.engine === 'fourd' ? [''] : draw.stations.map((s) => s.code)
  const [values, setValues] = useState<SheetValues>(() => emptyValues(stations, layout))
  const [checked, setChecked] = useState(false)
  const [pasteError, setPasteError] = useState<number | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const bad = invalidSlots(values, layout)
  const total = layout.reduce((sum, { count }) => sum + count, 0)
  const submit = useMutation({
    mutationFn: () =>
      call(lotteryApi.enterResult, {
        params: { drawId: draw.drawId },
        body: { result: toResult(values, draw.game, stations) },
      }),
    onSuccess: onDone,
  })

  const slots = () => Array.from(form.current?.querySelectorAll<HTMLInputElement>('input[data-slot]') ?? [])
  const move = (from: HTMLInputElement, step: 1 | -1) => {
    const all = slots()
    all[all.indexOf(from) + step]?.focus()
  }
  const setSlot = (station: string, rank: string, index: number, value: string) =>
    setValues((old) => {
      const ranks = { ...old[station] }
      const numbers = [...(ranks[rank] ?? [])]
      numbers[index] = value
      return { ...old, [station]: { ...ranks, [rank]: numbers } }
    })
  const onPaste = (station: string, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text')
    if ((text.match(/\d+/g) ?? []).length < 2) return
    event.preventDefault()
    const filled = fromPaste(text, layout)
    if (!filled) {
      setPasteError(total)
      return
    }
    setPasteError(null)
    setValues((old) => ({ ...old, [station]: filled }))
  }

  return (
    <form
      ref={form}
      className="lot-entry"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setChecked(true)
        if (bad.size === 0) submit.mutate()
      }}
    >
      <p className="field-hint">{t('entry.hint')}</p>
      <div className={stations.length > 1 ? 'lot-stations lot-stations-many' : 'lot-stations'}>
        {stations.map((station) => (
          <fieldset key={station} className="card lot-station">
            {station ? (
              <legend className="lot-station-name">
                {draw.stations.find((s) => s.code === station)?.name ?? station}{' '}
                <span className="muted">{station}</span>
              </legend>
            ) : null}
            {layout.map(({ rank, count, digits }) => (
              <div key={rank} className="lot-rank">
                <span className="lot-rank-label">
                  {t(`rank.${rank}`)}
                  <span className="muted">{t('entry.digits', { digits })}</span>
                </span>
                <span className="lot-rank-inputs">
                  {Array.from({ length: count }, (_, index) => {
                    const key = `${station}/${rank}/${index}`
                    return (
                      <input
                        key={key}
                        data-slot={key}
                        className="input lot-digit-input"
                        style={{ width: `calc(${digits} * 1.2ch + 26px)` }}
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={digits}
                        aria-label={t('entry.slot', {
                          rank: t(`rank.${rank}`),
                          index: index + 1,
                          station: station || '4D',
                        })}
                        aria-invalid={checked && bad.has(key)}
                        value={values[station]?.[rank]?.[index] ?? ''}
                        onPaste={(event) => onPaste(station, event)}
                        onChange={(event) => {
                          const value = event.target.value.replace(/\D/g, '').slice(0, digits)
                          setSlot(station, rank, index, value)
                          if (value.length === digits) move(event.target, 1)
                        }}
                        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                          if (event.key === 'Backspace' && event.currentTarget.value === '')
                            move(event.currentTarget, -1)
                        }}
                      />
                    )
                  })}
                </span>
              </div>
            ))}
          </fieldset>
        ))}
      </div>
      {pasteError !== null ? (
        <div className="alert alert-error" role="alert">
          {t('entry.pasteFailed', { count: pasteError })}
        </div>
      ) : null}
      {checked && bad.size > 0 ? (
        <div className="alert alert-error" role="alert">
          {t('entry.invalid', { count: bad.size })}
        </div>
      ) : null}
      <ErrorAlert error={submit.error} />
      <div className="lot-actions">
        {onCancel ? (
          <button className="button button-secondary" type="button" onClick={onCancel}>
            {t('entry.cancel')}
          </button>
        ) : null}
        <button className="button button-primary" type="submit" disabled={submit.isPending}>
          {t('entry.submit')}
        </button>
      </div>
    </form>
  )
}
