import type { LotteryDraw, LotteryResult } from '@sea/contract'
import { useEffect, useState } from 'react'
import { useTexts } from '../../../lib/i18n'
import { LOTTERY } from '../lottery-texts'

const NORTH_TIERS = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7'] as const
const SOUTH_TIERS = ['G8', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'G1', 'DB'] as const

type DrawProps = { numbers: readonly string[]; drawKey: string; size?: 'large' | 'small' }

/**
 * Numbers revealed one after another: each ball spins through digits, then lands. Keyed by the
 * draw, so a new result starts it again; reduced motion shows them at once (CSS).
 */
export function DrawNumbers(props: DrawProps) {
  return <Reveal key={props.drawKey} {...props} />
}

function Reveal({ numbers, drawKey, size = 'large' }: DrawProps) {
  const [revealed, setRevealed] = useState(size === 'small' ? numbers.length : 0)
  useEffect(() => {
    if (size === 'small') return
    const timer = setInterval(() => {
      setRevealed((count) => {
        if (count + 1 >= numbers.length) clearInterval(timer)
        return Math.min(count + 1, numbers.length)
      })
    }, 260)
    return () => clearInterval(timer)
  }, [numbers.length, size])
  return (
    <ol className={`draw draw--${size}`} aria-label={numbers.join(' ')}>
      {numbers.map((value, index) => (
        <li
          key={`${drawKey}-${index}`}
          className={`draw__ball${value.length > 2 ? ' draw__ball--wide' : ''}${index < revealed ? ' draw__ball--shown' : ''}`}
          aria-hidden="true"
        >
          <span className="draw__face">
            {index < revealed ? (
              value
            ) : (
              <span className="draw__spin">{'0123456789'.slice(index % 10) + '0123456789'}</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  )
}

type Station = LotteryDraw['stations'][number]

/** A Vietnam result sheet laid out like the printed one: a tier per row, the special prize highlighted, under the station's name. */
export function VietnamSheets({
  result,
  stations,
}: {
  result: Extract<LotteryResult, { kind: 'vietnam' }>
  stations: readonly Station[]
}) {
  const { t } = useTexts(LOTTERY)
  return (
    <div className="vn-sheets">
      {result.sheets.map((sheet) => {
        const tiers = sheet.region === 'north' ? NORTH_TIERS : SOUTH_TIERS
        return (
          <table key={sheet.station} className="vn-sheet">
            <caption>{stations.find((station) => station.code === sheet.station)?.name ?? sheet.station}</caption>
            <tbody>
              {tiers
                .filter((tier) => sheet.prizes[tier]?.length)
                .map((tier) => (
                  <tr key={tier} className={`vn-sheet__row vn-sheet__row--${tier}`}>
                    <th scope="row">{t(`results.tiers.${tier}`)}</th>
                    <td>
                      <span className="vn-sheet__numbers">
                        {(sheet.prizes[tier] ?? []).map((number, index) => (
                          <span key={index} className="vn-sheet__number">
                            {number.slice(0, -2)}
                            <b>{number.slice(-2)}</b>
                          </span>
                        ))}
                      </span>
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        )
      })}
    </div>
  )
}

/** 4D's 23 numbers: the three prizes on top, ten starters and ten consolations below. */
export function FourDBoard({ result }: { result: Extract<LotteryResult, { kind: 'fourd' }> }) {
  const { t } = useTexts(LOTTERY)
  const slot = (value: string) => (value && /^\d{4}$/.test(value) ? value : '----')
  return (
    <div className="fourd">
      <div className="fourd__top">
        {(['first', 'second', 'third'] as const).map((place) => (
          <div key={place} className={`fourd__prize fourd__prize--${place}`}>
            <span>{t(`results.${place}`)}</span>
            <strong>{slot(result[place])}</strong>
          </div>
        ))}
      </div>
      {(['starters', 'consolations'] as const).map((group) => (
        <div key={group} className="fourd__group">
          <h4>{t(`results.${group}`)}</h4>
          <ul>
            {result[group].map((value, index) => (
              <li key={index}>{slot(value)}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

/** Electronic draws: the numbers as balls, with the sum where the game plays on it. */
export function ElectronicNumbers({
  numbers,
  drawKey,
  withSum,
}: {
  numbers: readonly number[]
  drawKey: string
  withSum: boolean
}) {
  const { t } = useTexts(LOTTERY)
  const texts = numbers.map((value) => String(value).padStart(numbers.length > 10 ? 2 : 1, '0'))
  return (
    <div className="electronic">
      <DrawNumbers numbers={texts} drawKey={drawKey} size={numbers.length > 10 ? 'small' : 'large'} />
      {withSum ? (
        <span className="electronic__sum">
          {t('results.sum')} <b>{numbers.reduce((a, b) => a + b, 0)}</b>
        </span>
      ) : null}
    </div>
  )
}

/** The whole result of a draw, by kind. */
export function ResultView({
  result,
  drawKey,
  stations,
}: {
  result: LotteryResult
  drawKey: string
  stations: readonly Station[]
}) {
  if (result.kind === 'vietnam') return <VietnamSheets result={result} stations={stations} />
  if (result.kind === 'fourd') return <FourDBoard result={result} />
  return <ElectronicNumbers numbers={result.numbers} drawKey={drawKey} withSum={result.numbers.length <= 5} />
}
