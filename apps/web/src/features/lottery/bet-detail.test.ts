import { describe, expect, it } from 'vitest'
import { betDetail } from './bet-detail'

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key)
const bet = (detail: string | null, stations: string[] = ['FAST'], stationNames: string[] = []) => ({
  detail,
  stations,
  stationNames,
})

describe('betDetail', () => {
  it('drops the station of a one-station draw and writes hits as counts', () => {
    expect(betDetail(bet('FAST:24x2 FAST:07x1'), t)).toBe('24\u00a0×2, 07\u00a0×1')
  })

  it('names each station where the issue drew several', () => {
    expect(betDetail(bet('HCM:24x1 VL:24x3', ['HCM', 'VL'], ['TP.HCM', 'Vĩnh Long']), t)).toBe(
      'TP.HCM 24\u00a0×1, Vĩnh Long 24\u00a0×3',
    )
    expect(betDetail(bet('VL:xien2', ['HCM', 'VL'], ['TP.HCM', 'Vĩnh Long']), t)).toBe('Vĩnh Long')
  })

  it('says nothing where the status says it all', () => {
    expect(betDetail(bet(null), t)).toBeNull()
    expect(betDetail(bet(''), t)).toBeNull()
    expect(betDetail(bet('win'), t)).toBeNull()
    expect(betDetail(bet('lose'), t)).toBeNull()
    expect(betDetail(bet('FAST:xien2'), t)).toBeNull()
  })

  it('translates prizes, hit counts and ties', () => {
    expect(betDetail(bet('first:1234 starter:5678'), t)).toBe('results.first 1234, results.starters 5678')
    expect(betDetail(bet('hits 3'), t)).toBe('bets.hits:{"count":3}')
    expect(betDetail(bet('tie: refunded'), t)).toBe('bets.tie')
  })

  it('passes an unknown detail through', () => {
    expect(betDetail(bet('something new'), t)).toBe('something, new')
  })
})
