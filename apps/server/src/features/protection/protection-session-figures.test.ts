import type { RealityCheck } from '@sea/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts'
import {
  createSeamlessWorld,
  expectSeamlessBooks,
  seamlessPlayer,
  type SeamlessWorld,
} from '../../test/seamless-fixtures'
import { seedMainWallet } from '../../test/wallet-seed'
import { placeSlip } from '../lottery/lottery-bet/bet.service'
import { drawSealingKey, ensureIssues } from '../lottery/lottery-draw/draw.service'
import * as draws from '../lottery/lottery-draw/draw.repository'
import { openSession } from '../session/session.service'

/**
 * The reality check's figures (decision 059) from real play: a vendor's stakes, win and rollback
 * over real HTTP through the seamless wallet, and a lottery slip through the bet service. Only this
 * session's bets count; money that is not a bet (a deposit, say) does not.
 */

let w: SeamlessWorld
beforeAll(async () => {
  w = await createSeamlessWorld()
  await ensureIssues(w.t.db, new Date(), drawSealingKey(w.t.appSecret))
}, 180_000)
afterEach(() => expectSeamlessBooks(w))
afterAll(() => w.close())

const session = async (memberId: bigint) =>
  bearer(
    await openSession(w.t.db, {
      memberId,
      loginType: 'username',
      mustChangePassword: false,
      ip: '127.0.0.1',
      userAgent: null,
      maxHours: 12,
    }),
  )
const figures = async (headers: Record<string, string>) => {
  const answer = await w.t.app.inject({ method: 'GET', url: '/wps/member/protection/reality-check', headers })
  expect(answer.statusCode).toBe(200)
  return (answer.json() as { value: RealityCheck }).value
}
const pause = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('reality-check figures', () => {
  it('sums this session’s stakes, wins and refunds of games and lottery as its net result', async () => {
    const p = await seamlessPlayer(w, 100_000n)
    const move = (kind: 'debit' | 'credit', id: string, round: string, amount: bigint) =>
      w.client[kind]({
        player: p.player,
        token: p.token,
        transactionId: id,
        roundId: round,
        gameCode: 'slot-9',
        amount,
      })
    // Played before this session began: not this session's result.
    expect((await move('debit', 'd0', 'r0', 700n)).ok).toBe(true)
    await pause()
    const headers = await session(p.id)
    await w.t.app.inject({
      method: 'PUT',
      url: '/wps/member/protection/reality-check',
      headers,
      payload: { minutes: 30 },
    })
    expect(await figures(headers)).toMatchObject({ net: '0.00', realityCheckMinutes: 30, sessionEndsAt: null })

    expect((await move('debit', 'd1', 'r1', 1_000n)).ok).toBe(true)
    expect((await move('credit', 'c1', 'r1', 3_000n)).ok).toBe(true)
    expect((await move('debit', 'd2', 'r2', 500n)).ok).toBe(true)
    const rollback = await w.client.rollback({
      player: p.player,
      transactionId: 'x2',
      refTransactionId: 'd2',
      roundId: 'r2',
    })
    expect(rollback.ok).toBe(true)
    const issue = (await draws.openIssues(w.t.db, 'FAST_VN5', new Date(Date.now() + 15_000), 1))[0]!
    const who = { memberId: p.id, merchantId: w.merchantId, currency: 'MYR', language: 'EN' as const }
    const slip = {
      gameCode: 'FAST_VN5',
      drawId: String(issue.id),
      bets: [{ playType: 'de', numbers: ['27'], stake: '2.00' }],
    }
    await placeSlip(w.t.db, who, slip, new Date())
    await seedMainWallet(w.t.db, {
      merchantId: w.merchantId,
      currency: 'MYR',
      memberId: p.id,
      amount: 5_000n,
      key: `top-up:${p.id}`,
    })

    const now = await figures(headers)
    // -10.00 + 30.00 (round 1), -5.00 + 5.00 (rolled back), -2.00 (lottery slip).
    expect(now.net).toBe('18.00')
    expect(now.playedSeconds).toBeGreaterThanOrEqual(0)
    expect(Date.parse(now.sessionStartedAt)).toBeLessThanOrEqual(Date.now())

    // A session limit shows when this session ends; a later session starts from nothing.
    await w.t.app.inject({
      method: 'PUT',
      url: '/wps/member/protection/session-limit',
      headers,
      payload: { minutes: 60 },
    })
    const limited = await figures(headers)
    expect(Date.parse(limited.sessionEndsAt!) - Date.parse(limited.sessionStartedAt)).toBe(60 * 60_000)
    await pause()
    expect((await figures(await session(p.id))).net).toBe('0.00')
  })
})
