import { createHash } from 'node:crypto'
import type { LotteryResult } from '@sea/contract'
import { createFairStream } from '@sea/engines/fair'
import { electronic, vietnam } from '@sea/engines/lottery'
import { describe, expect, it } from 'vitest'
import { verifyFair } from './fair-check'

const seed = 'ab'.repeat(32)
const seedHash = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')
const digest = 'cd'.repeat(32)
const clientSeed = `FAST_VN1:202611270001:${digest}`
const fair = {
  algorithm: 'HMAC-SHA256/rejection/v1',
  version: 2,
  seedHash,
  serverSeed: seed,
  clientSeed,
  nonce: 0,
  betsDigest: digest,
  betCount: 3,
}
const stream = (client = clientSeed) => createFairStream({ serverSeed: seed, clientSeed: client, nonce: 0 })
const vn = { engine: 'vietnam', region: 'north' } as const
// As the server stores and sends it: through JSON, keys in another order than the engine's.
const sheet = vietnam.drawResult(stream(), 'north', 'FAST')
const published: LotteryResult = {
  sheets: [{ prizes: sheet.prizes, station: 'FAST', region: 'north' }],
  kind: 'vietnam',
}
const draw = { gameCode: 'FAST_VN1', issueNo: '202611270001', result: published }

describe('verifyFair', () => {
  it('draws the published result again from the revealed inputs', () => {
    expect(verifyFair(vn, draw, fair)).toEqual({ verdict: 'match', redrawn: [sheet.prizes.DB![0]] })
  })

  it('shows a tampered result as not matching', () => {
    const tampered = structuredClone(sheet.prizes)
    tampered.G7![0] = tampered.G7![0] === '00' ? '01' : '00'
    const check = verifyFair(
      vn,
      { ...draw, result: { kind: 'vietnam', sheets: [{ ...sheet, prizes: tampered }] } },
      fair,
    )
    expect(check).toEqual({ verdict: 'resultMismatch', redrawn: [sheet.prizes.DB![0]] })
  })

  it('redraws electronic games with their own engine', () => {
    const client = `KENO1:1:${digest}`
    const numbers = electronic.keno.drawResult(stream(client))
    const kenoDraw = { gameCode: 'KENO1', issueNo: '1', result: { kind: 'electronic', numbers } } as const
    const keno = { engine: 'keno', region: null } as const
    expect(verifyFair(keno, kenoDraw, { ...fair, clientSeed: client }).verdict).toBe('match')
    const swapped = [numbers[1]!, numbers[0]!, ...numbers.slice(2)]
    expect(
      verifyFair(
        keno,
        { ...kenoDraw, result: { kind: 'electronic', numbers: swapped } },
        { ...fair, clientSeed: client },
      ).verdict,
    ).toBe('resultMismatch')
  })

  it('checks the commitment and that the client seed carries the published bets digest', () => {
    expect(verifyFair(vn, draw, { ...fair, seedHash: '00'.repeat(32) })).toEqual({ verdict: 'mismatch', redrawn: null })
    expect(verifyFair(vn, draw, { ...fair, serverSeed: 'xyz' }).verdict).toBe('mismatch')
    expect(verifyFair(vn, draw, { ...fair, betsDigest: 'ef'.repeat(32) }).verdict).toBe('digestMismatch')
    expect(verifyFair(vn, draw, { ...fair, clientSeed: 'FAST_VN1:202611270001' }).verdict).toBe('digestMismatch')
  })

  it('takes older draws (scheme 1) by the commitment and the result', () => {
    const old = { ...fair, version: 1, clientSeed: 'FAST_VN1:202611270001', betsDigest: null, betCount: null }
    const oldSheet = vietnam.drawResult(stream(old.clientSeed), 'north', 'FAST')
    expect(verifyFair(vn, { ...draw, result: { kind: 'vietnam', sheets: [oldSheet] } }, old).verdict).toBe('match')
  })
})
