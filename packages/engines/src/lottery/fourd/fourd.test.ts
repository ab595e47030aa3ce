import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createFairStream } from '../../fair'
import { add, mul, q, sum, toNumber } from '../exact.testkit'
import { type Ratio, ratio, sameRatio } from '../money'
import {
  type FourDBet,
  type FourDCategory,
  type FourDConfig,
  type FourDForm,
  type FourDResult,
  type FourDSize,
  CATEGORIES,
  DEFAULT_4D_CONFIG as SG,
  MALAYSIA_4D_CONFIG as MY,
} from '.'
import {
  betCost,
  coveredNumbers,
  drawResult,
  liabilityKeys,
  parseResultSheet,
  permutationsOf,
  quoteBet,
  settleBet,
  validateBet,
} from '.'

const SHEET = {
  first: '4321',
  second: '1234',
  third: '0007',
  starters: '1111 2222 3333 4444 5555 ---- 6666 7777 8888 ---- 9999 0000 ----',
  consolations: ['0101', '0202', '0303', '0404', '0505', '0606', '0707', '0808', '0909', '1234'],
}
const parsed = parseResultSheet(SHEET)
if (!parsed.ok) throw new Error('sheet refused')
const result = parsed.result

function bet(size: FourDSize, form: FourDForm, number: string, stake: bigint, config: FourDConfig = SG): FourDBet {
  const prizes = quoteBet(config, { size, form, number })
  if (!prizes) throw new Error('not offered')
  return { size, form, number, stake, prizes }
}

describe('4D results', () => {
  it('parses 23 numbers, dropping blanked starter slots', () => {
    expect(result.starters).toHaveLength(10)
    expect(parseResultSheet({ ...SHEET, third: '007' })).toEqual({ ok: false, code: 'result_invalid', field: 'third' })
    expect(parseResultSheet({ ...SHEET, consolations: SHEET.consolations.slice(1) })).toMatchObject({
      field: 'consolations',
    })
    expect(parseResultSheet({ ...SHEET, starters: '1111 2222' })).toMatchObject({ field: 'starters' })
    fc.assert(
      fc.property(
        fc.nat(),
        (nonce) =>
          parseResultSheet(drawResult(createFairStream({ serverSeed: 'd'.repeat(64), clientSeed: '4d', nonce }))).ok,
      ),
    )
  })

  it('counts distinct permutations (24, 12, 6, 4 or 1)', () => {
    expect(['1234', '1123', '1122', '1112', '1111'].map((n) => permutationsOf(n).length)).toEqual([24, 12, 6, 4, 1])
  })
})

describe('4D worked examples (docs/domain/lottery.md#4d-bets-and-prizes)', () => {
  it('$1 Big on 1234 with 2nd = 1234 pays $1,000 (plus its consolation here); $1 iBet Big 1234 with 1st = 4321 pays $83', () => {
    const big = bet('big', 'ordinary', '1234', 100n)
    expect(settleBet(SG, big, { ...result, consolations: result.consolations.map(() => '9898') })).toMatchObject({
      payout: 100_000n,
      wins: 1,
    })
    // The same number drawn twice wins both prizes.
    expect(settleBet(SG, big, result)).toMatchObject({ payout: 106_000n, wins: 2 })
    const ibet = bet('big', 'ibox', '1234', 100n)
    expect(betCost(ibet)).toBe(100n)
    expect(
      settleBet(SG, ibet, { ...result, second: '9999', consolations: result.consolations.map(() => '9898') }).payout,
    ).toBe(8_300n)
  })

  it('small pays only the top three; roll and box are full bets per number', () => {
    expect(settleBet(SG, bet('small', 'ordinary', '1111', 100n), result).payout).toBe(0n)
    expect(settleBet(SG, bet('small', 'ordinary', '0007', 100n), result).payout).toBe(80_000n)
    const roll = bet('big', 'roll', '000R', 100n)
    expect(betCost(roll)).toBe(1_000n)
    expect(settleBet(SG, roll, result)).toMatchObject({ payout: 49_000n + 25_000n, wins: 2 })
    const box = bet('big', 'box', '3412', 100n)
    expect(betCost(box)).toBe(2_400n)
    expect(settleBet(SG, box, result).payout).toBe(200_000n + 100_000n + 6_000n)
  })
})

/**
 * Exact RTP by the engine itself: each prize slot is uniform over 0000-9999, so the expected
 * payout is the sum over categories of count x (payout summed over the 10,000 values of one slot
 * of that category) / 10,000 (linearity, docs/domain/lottery.md#4d-bets-and-prizes).
 */
function engineRtp(b: FourDBet): Ratio {
  const count: Record<string, number> = { first: 1, second: 1, third: 1, starter: 10, consolation: 10 }
  const blank = '----'
  const empty: FourDResult = {
    first: blank,
    second: blank,
    third: blank,
    starters: Array(10).fill(blank),
    consolations: Array(10).fill(blank),
  }
  let total = q(0)
  for (const category of CATEGORIES) {
    let paid = 0n
    for (let v = 0; v < 10_000; v += 1) {
      const n = String(v).padStart(4, '0')
      const r: FourDResult =
        category === 'starter'
          ? { ...empty, starters: [n, ...empty.starters.slice(1)] }
          : category === 'consolation'
            ? { ...empty, consolations: [n, ...empty.consolations.slice(1)] }
            : { ...empty, [category]: n }
      paid += settleBet(SG, b, r).payout
    }
    total = add(total, q(paid * BigInt(count[category]!), 10_000n))
  }
  return mul(total, q(1n, betCost(b)))
}

const closedForm = (config: FourDConfig, size: FourDSize, perms = 1) => {
  const counts: Record<string, number> = { first: 1, second: 1, third: 1, starter: 10, consolation: 10 }
  const prizes = perms === 1 ? config.prizes[size] : config.ibox[size][perms]!
  return mul(sum(CATEGORIES.map((c) => mul(prizes[c] ?? q(0), q(counts[c]!)))), q(perms, 10_000))
}

describe('4D RTP, exact', () => {
  it('matches the published RTP table for both presets', () => {
    expect(closedForm(SG, 'big')).toEqual(q(659, 1000))
    expect(closedForm(SG, 'small')).toEqual(q(58, 100))
    expect(closedForm(MY, 'big')).toEqual(q(64, 100))
    expect(closedForm(MY, 'small')).toEqual(q(65, 100))
    for (const perms of [24, 12, 6, 4]) expect(toNumber(closedForm(SG, 'big', perms))).toBeLessThan(0.66)
  })

  it('agrees with the engine for every form', () => {
    expect(engineRtp(bet('big', 'ordinary', '1234', 1n))).toEqual(closedForm(SG, 'big'))
    expect(engineRtp(bet('small', 'roll', '12R4', 1n))).toEqual(closedForm(SG, 'small'))
    expect(engineRtp(bet('big', 'box', '1123', 1n))).toEqual(closedForm(SG, 'big'))
    expect(engineRtp(bet('big', 'ibox', '1123', 1n))).toEqual(closedForm(SG, 'big', 12))
    expect(engineRtp(bet('small', 'ibox', '1234', 1n))).toEqual(closedForm(SG, 'small', 24))
  }, 60_000)
})

const forms = fc.constantFrom<FourDForm>('ordinary', 'roll', 'box', 'ibox')
// Numbers over the digits 1 and 2 only (and half the time a fair draw): most bets then hit something.
const smallNumber = fc.array(fc.constantFrom('1', '2'), { minLength: 4, maxLength: 4 }).map((d) => d.join(''))
const smallDraw = fc.tuple(fc.array(smallNumber, { minLength: 23, maxLength: 23 })).map(([n]): FourDResult => ({
  first: n[0]!,
  second: n[1]!,
  third: n[2]!,
  starters: n.slice(3, 13),
  consolations: n.slice(13),
}))
const anyBet = fc
  .tuple(
    fc.constantFrom<FourDSize>('big', 'small'),
    forms,
    smallNumber,
    fc.nat(3),
    fc.bigInt({ min: 1n, max: 10n ** 8n }),
  )
  .map(([size, form, digits, rollAt, stake]) => {
    const number = form === 'roll' ? digits.slice(0, rollAt) + 'R' + digits.slice(rollAt + 1) : digits
    return { size, form, number, stake, prizes: quoteBet(SG, { size, form, number }) ?? {} } as FourDBet
  })
  .filter((b) => validateBet(SG, b).ok)

describe('4D properties', () => {
  it('settles the same alone or in a batch, rounded down, within liability', () => {
    fc.assert(
      fc.property(fc.array(anyBet, { minLength: 1, maxLength: 10 }), fc.nat(), smallDraw, (bets, nonce, small) => {
        const draw =
          nonce % 2 === 0 ? small : drawResult(createFairStream({ serverSeed: 'd'.repeat(64), clientSeed: 'p', nonce }))
        const batch = bets.map((b) => settleBet(SG, b, draw))
        return bets.every((b, i) => {
          const alone = settleBet(SG, b, structuredClone(draw))
          // Independently: the exact sum of every matching slot's prize, rounded down once.
          const covered = coveredNumbers(b)
          const slots: Array<[FourDCategory, string]> = [
            ['first', draw.first],
            ['second', draw.second],
            ['third', draw.third],
            ...draw.starters.map((n) => ['starter', n] as [FourDCategory, string]),
            ...draw.consolations.map((n) => ['consolation', n] as [FourDCategory, string]),
          ]
          const exact = slots
            .filter(([c, n]) => covered.includes(n) && b.prizes[c])
            .reduce((acc, [c]) => add(acc, b.prizes[c]!), q(0))
          return (
            alone.payout === (b.stake * exact.num) / exact.den &&
            alone.payout === batch[i]!.payout &&
            alone.wins === batch[i]!.wins &&
            alone.payout <= liabilityKeys(b).maxPayout &&
            sameRatio(alone.rate, exact) &&
            sameRatio(settleBet(SG, { ...b, stake: 1n }, draw).rate, exact)
          )
        })
      }),
    )
  })

  it('rejects malformed numbers and stale prize tables', () => {
    const good = bet('big', 'ordinary', '1234', 100n)
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\d{4}$/.test(s)),
        (n) => validateBet(SG, { ...good, number: n }).ok === false,
      ),
    )
    expect(validateBet(SG, { ...good, form: 'roll' })).toMatchObject({ code: 'numbers_invalid' })
    expect(validateBet(SG, { ...good, form: 'roll', number: 'RR34' })).toMatchObject({ code: 'numbers_invalid' })
    expect(validateBet(SG, { ...good, form: 'ibox', number: '7777' })).toMatchObject({ code: 'numbers_invalid' })
    expect(validateBet(SG, { ...good, size: 'small', form: 'ibox', number: '1123' })).toMatchObject({
      code: 'play_type_invalid',
    })
    expect(validateBet(SG, { ...good, prizes: { ...good.prizes, first: ratio(2001) } })).toMatchObject({
      code: 'odds_changed',
    })
    expect(validateBet(SG, { ...good, stake: -1n })).toMatchObject({ code: 'stake_invalid' })
    expect(liabilityKeys(good)).toEqual({ keys: ['4d:1234'], perKey: 200_000n, maxPayout: 100n * 6590n })
  })
})
