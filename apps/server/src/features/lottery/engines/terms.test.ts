import { LANGUAGES } from '@sea/contract'
import { ratio, sameRatio } from '@sea/engines/lottery'
import { describe, expect, it } from 'vitest'
import type { GameInfo } from './adapter'
import { playTypeGroup, playTypeName } from './play-type-names'
import { adapterFor } from './registry'
import { mergeTerms, valueText } from './terms'

const GAMES: GameInfo[] = [
  { engine: 'vietnam', region: 'north' },
  { engine: 'vietnam', region: 'central' },
  { engine: 'vietnam', region: 'south' },
  { engine: 'fourd', region: null },
  ...(['pk10', 'ssc', 'k3', 'x11x5', 'keno'] as const).map((engine) => ({ engine, region: null })),
]
const VND_UNIT = 100_000n

/** Every text value of a terms document, with its path. */
function values(doc: object, path = ''): [string, string][] {
  return Object.entries(doc).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${path}/${key}`, value]]
    if (Array.isArray(value))
      return value.flatMap((v, i) => (typeof v === 'string' ? [[`${path}/${key}/${i}`, v] as [string, string]] : []))
    return values(value as object, `${path}/${key}`)
  })
}

describe('terms (decision 030)', () => {
  it('writes ratios as short decimals where they have one, exactly otherwise', () => {
    expect(valueText(ratio('1.96'))).toBe('1.96')
    expect(valueText(ratio(80_000))).toBe('80000')
    expect(valueText(ratio('0.8'))).toBe('0.8')
    expect(valueText(ratio(216n, 21n))).toBe('72/7')
    expect(valueText(ratio('43.65'))).toBe('43.65')
  })

  it('lays overrides over the defaults value by value', () => {
    const merged = mergeTerms(
      { odds: { de: '95', lo2: '8.00' }, ibox: { big: { '24': { first: '83', second: '41' } } } },
      { odds: { de: '90' }, ibox: { big: { '24': { first: '80' } } }, disabled: ['xien4'] },
    )
    expect(merged).toEqual({
      odds: { de: '90', lo2: '8.00' },
      ibox: { big: { '24': { first: '80', second: '41' } } },
      disabled: ['xien4'],
    })
  })

  for (const game of GAMES) {
    const name = `${game.engine}${game.region ? ` ${game.region}` : ''}`
    it(`${name}: the default terms read back exactly, sell every play type, and pass their own rail`, () => {
      const adapter = adapterFor(game)
      const defaults = adapter.defaults(VND_UNIT)
      for (const [path, text] of values(defaults)) {
        if (/^\d+\.\d{2}$/.test(text) && /pointPrices|odds\/lo[23]$/.test(path)) continue
        expect(valueText(ratio(text)), path).toBe(text)
      }
      expect(() => adapter.checkOverrides({ ...defaults, disabled: [] }, defaults)).not.toThrow()
      const playTypes = adapter.priced(defaults).playTypes('EN')
      expect(playTypes.length).toBeGreaterThan(1)
      for (const p of playTypes) {
        for (const language of LANGUAGES)
          expect(playTypeName(p.playType, language), `${p.playType} ${language}`).not.toMatch(/_/)
        expect(p.group).toBe(playTypeGroup(p.playType))
      }
    })
  }

  it('prices the northern points model as docs/domain/lottery.md does in dong (23,000 a point, 80,000 a hit)', () => {
    const adapter = adapterFor({ engine: 'vietnam', region: 'north' })
    const defaults = adapter.defaults(VND_UNIT)
    expect(defaults.pointPrices).toEqual({ lo2: '23000.00', lo3: '29000.00' })
    expect(defaults.odds).toMatchObject({ lo2: '80000.00', lo3: '900000.00', de: '95' })
    const lo2 = adapter
      .priced(defaults)
      .playTypes('VI')
      .find((p) => p.playType === 'lo2')!
    expect(lo2).toMatchObject({
      unit: 'points',
      pricePerUnitDisplay: '23000.00',
      oddsDisplay: '80000.00',
      name: 'Lô 2 số',
    })
    expect(sameRatio(ratio(lo2.odds!), ratio(8_000_000))).toBe(true)
  })
})
