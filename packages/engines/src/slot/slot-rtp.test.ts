import { describe, expect, it } from 'vitest'
import { linePay, scatterMultiplier } from './slot-math'
import { exactRtp } from './slot-rtp'
import { SLOT_VARIANTS, slotVariant, type SlotSymbol, type SlotVariant } from './slot-variants'

const countsOf = (reel: readonly SlotSymbol[]): Record<string, number> =>
  reel.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {})

describe('slot RTP', () => {
  it('ships the strips of docs/domain/games.md#slot as jade-95', () => {
    const v = slotVariant('jade-95')
    const reels14 = { W: 2, '7': 2, B: 3, L: 3, C: 4, A: 5, K: 6, Q: 6, S: 1 }
    for (const reel of v.reels.slice(0, 4)) expect(countsOf(reel)).toEqual(reels14)
    expect(countsOf(v.reels[4]!)).toEqual({ ...reels14, W: 1, Q: 7 })
    expect(v.reels.every((reel) => reel.length === 32)).toBe(true)
  })

  it('reproduces the worked model: line 93.405%, scatter 1.776%, total 95.18%', () => {
    const rtp = exactRtp(slotVariant('jade-95'))
    expect(rtp.lineRtp * 100).toBeCloseTo(93.405, 3)
    expect(rtp.scatterRtp * 100).toBeCloseTo(1.776, 3)
    expect(rtp.total * 100).toBeCloseTo(95.18, 2)
    expect(rtp.lineHitFrequency * 100).toBeCloseTo(5.64, 2)
    expect(rtp.combinations).toBe(32 ** 5)
    const [p0, , , p3, p4, p5] = rtp.scatterDistribution.map((p) => p * 100)
    expect(p0).toBeCloseTo(61.1, 1)
    expect(p3).toBeCloseTo(0.677, 3)
    expect(p4).toBeCloseTo(0.035, 3)
    expect(p5).toBeCloseTo(0.0007, 4)
  })

  it('matches the ~96% variant and a ~94% one', () => {
    expect(exactRtp(slotVariant('jade-96')).total * 100).toBeCloseTo(96.37, 2)
    expect(exactRtp(slotVariant('jade-94')).total * 100).toBeCloseTo(94.03, 2)
  })

  it.each(SLOT_VARIANTS.map((v) => [v.id, v] as const))('%s declares its exact RTP in basis points', (_, variant) => {
    const rtp = exactRtp(variant)
    expect(variant.rtpBp).toBe(rtp.rtpBp)
    expect(rtp.rtpBp).toBe(Math.floor(rtp.total * 10_000))
    expect(rtp.total).toBeCloseTo(rtp.lineRtp + rtp.scatterRtp, 12)
  })

  it('refuses strips whose scatters are closer than 3 stops', () => {
    const base = slotVariant('jade-95')
    const reel = [...base.reels[0]!]
    reel[reel.length - 2] = 'S' // two stops before the wrap-around to stop 0's scatter
    const bad: SlotVariant = { ...base, reels: [reel, ...base.reels.slice(1)] }
    expect(() => exactRtp(bad)).toThrow(RangeError)
  })

  // Full enumeration of all 32^5 = 33,554,432 stop combinations through the production line
  // rule, as an independent check of the symbol-frequency and scatter closed forms. A line whose
  // first three symbols do not pay cannot pay at all, so only lines alive after reel 3 are read.
  it.each(['jade-95', 'jade-96'])(
    '%s agrees with a brute-force walk of every stop combination',
    (id) => {
      const v = slotVariant(id)
      const cols = v.reels.map((reel) =>
        reel.map((_, stop) => [-1, 0, 1].map((o) => reel[(stop + o + reel.length) % reel.length] as SlotSymbol)),
      )
      const scat = cols.map((reel) => reel.map((col) => col.filter((s) => s === 'S').length))
      const [c0, c1, c2, c3, c4] = cols as [
        SlotSymbol[][],
        SlotSymbol[][],
        SlotSymbol[][],
        SlotSymbol[][],
        SlotSymbol[][],
      ]
      const [s0, s1, s2, s3, s4] = scat as [number[], number[], number[], number[], number[]]
      let lineWin = 0
      let scatterWin = 0
      let hits = 0
      const line: SlotSymbol[] = ['Q', 'Q', 'Q', 'Q', 'Q']
      for (let a = 0; a < 32; a += 1) {
        for (let b = 0; b < 32; b += 1) {
          for (let c = 0; c < 32; c += 1) {
            const head = v.paylines
              .map((rows) => [rows, c0[a]![rows[0]!]!, c1[b]![rows[1]!]!, c2[c]![rows[2]!]!] as const)
              .filter(([, x, y, z]) => linePay(v, [x, y, z]))
            const shown = s0[a]! + s1[b]! + s2[c]!
            for (let d = 0; d < 32; d += 1) {
              for (let e = 0; e < 32; e += 1) {
                let win = 0
                for (const [rows, x, y, z] of head) {
                  line[0] = x
                  line[1] = y
                  line[2] = z
                  line[3] = c3[d]![rows[3]!]!
                  line[4] = c4[e]![rows[4]!]!
                  win += linePay(v, line)?.multiplier ?? 0
                }
                const scatter = scatterMultiplier(v, shown + s3[d]! + s4[e]!)
                lineWin += win
                scatterWin += scatter
                if (win > 0 || scatter > 0) hits += 1
              }
            }
          }
        }
      }
      const rtp = exactRtp(v)
      // 32^5 is a power of two, so these products of floats are exact integers.
      expect(lineWin).toBe(20 * rtp.lineRtp * rtp.combinations)
      expect(scatterWin).toBe(rtp.scatterRtp * rtp.combinations)
      expect(hits).toBe(rtp.hitFrequency * rtp.combinations)
    },
    60_000,
  )
})
