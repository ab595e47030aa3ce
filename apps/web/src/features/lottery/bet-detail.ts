import type { LotteryBet } from '@sea/contract'

type Translate = (key: string, options?: Record<string, unknown>) => string

const HIT = /^([^:]+):(\d+)x(\d+)$/
const PRIZE = /^(first|second|third|starter|consolation):(\d+)$/
const COMBINATION = /^([^:]+):[a-z_0-9]+$/
const PRIZE_TEXT: Record<string, string> = {
  first: 'first',
  second: 'second',
  third: 'third',
  starter: 'starters',
  consolation: 'consolations',
}

/**
 * What a settled bet hit, as the engines write it (Vietnam 'HCM:24x2' per station, 4D 'first:1234'
 * per prize, electronic 'win', 'hits 3', 'tie: refunded'), in the page's words; null when the
 * status says it all. A station is named only where the issue drew several.
 */
export function betDetail(bet: Pick<LotteryBet, 'detail' | 'stations' | 'stationNames'>, t: Translate): string | null {
  const detail = bet.detail?.trim()
  if (!detail || detail === 'win' || detail === 'lose') return null
  if (detail.startsWith('tie:')) return t('bets.tie')
  const hits = /^hits (\d+)$/.exec(detail)
  if (hits) return t('bets.hits', { count: Number(hits[1]) })
  const station = (code: string) => bet.stationNames[bet.stations.indexOf(code)] ?? ''
  const parts = detail.split(/\s+/).map((token) => {
    const hit = HIT.exec(token)
    // A number and its count never part at a line's end.
    if (hit) return `${station(hit[1]!)} ${hit[2]}\u00a0×${hit[3]}`.trim()
    const prize = PRIZE.exec(token)
    if (prize) return `${t(`results.${PRIZE_TEXT[prize[1]!]}`)} ${prize[2]}`
    const combination = COMBINATION.exec(token)
    if (combination) return station(combination[1]!)
    return token
  })
  const text = parts.filter(Boolean).join(', ')
  return text === '' ? null : text
}
