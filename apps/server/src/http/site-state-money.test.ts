import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as merchants from '../features/merchant/merchant.repository'
import { issueLaunchToken } from '../features/seamless-wallet/launch-token.service'
import { vendorPlayerId } from '../features/vendor-player/vendor-player.service'
import { SLOT_VENDOR } from '../inhouse/inhouse-games'
import { createInhouseWorld, launchGame, type InhouseWorld } from '../inhouse/inhouse-test-world'
import { deriveKey } from '../lib/secret'
import { startPaygateSimulator, type PaygateSimulator } from '../providers/paygate/paygate.simulator'
import { bearer, callEncrypted, knownCaptcha, registrationForm, uniqueName } from '../test/accounts'
import { closeCheckingBooks } from '../test/ledger-fixtures'
import { operatorSession } from '../test/operators'
import { operatorToken, payer, walletAndHold, withdraw, type Payer } from '../test/withdrawals'

/**
 * Maintenance over HTTP with money in play (docs/decisions/040): the member side's money calls
 * are refused and move nothing, while what was under way before it began still settles: a
 * vendor's credit for a round debited before, the gateway's callback for a deposit paid during,
 * the operator's approval of a withdrawal asked before. The books hold at the end.
 */
let w: InhouseWorld
let simulator: PaygateSimulator

beforeAll(async () => {
  const appSecret = randomBytes(32)
  simulator = await startPaygateSimulator({ secret: deriveKey(appSecret, 'paygate'), retryDelaysMs: [] })
  w = await createInhouseWorld({ appSecret, paygateUrl: simulator.url })
}, 120_000)
afterAll(async () => {
  try {
    await closeCheckingBooks(w.t)
  } finally {
    await simulator.close()
  }
})

const setMaintenance = (on: boolean) => merchants.setMaintenance(w.t.db, w.merchantId, on, null)
const inject = (
  method: 'POST' | 'PUT',
  url: string,
  who: Payer | null,
  payload: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  w.t.app.inject({
    method,
    url,
    headers: { ...(who ? bearer(who.token) : {}), 'idempotency-key': uniqueName('idempotency-'), ...headers },
    payload,
  })
const spin = (session: string) =>
  w.t.app.inject({
    method: 'POST',
    url: '/inhouse/api/slot/spin',
    headers: { 'x-game-session': session },
    payload: { lineBet: '0.50' },
  })
const rowCount = async (table: 'deposits' | 'withdrawals' | 'gameRounds' | 'members') =>
  Number(
    (
      await w.t.db
        .selectFrom(table)
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('maintenance with money in play', () => {
  it('refuses new money and play, and settles what began before it', { timeout: 120_000 }, async () => {
    const who = await payer(w.t, 100_000n)
    const player = { memberId: who.id, player: await vendorPlayerId(w.t.db, SLOT_VENDOR, who.id), token: who.token }
    const ops = await operatorToken(w.t)

    // Before maintenance: a game open, a round debited, a deposit started, a withdrawal asked.
    const { session } = await launchGame(w, player, 'jade-96', SLOT_VENDOR)
    const token = await issueLaunchToken(w.t.db, {
      merchantId: w.merchantId,
      memberId: who.id,
      vendorCode: SLOT_VENDOR,
      gameId: null,
      currency: 'MYR',
      language: 'EN',
    })
    const round = { player: player.player, roundId: 'gate-r1', gameCode: 'jade-96' }
    // A vendor opens its game by redeeming the launch token once (decision 037), then debits with it.
    expect(await w.deps.wallet(SLOT_VENDOR).authenticate({ token })).toMatchObject({ ok: true })
    expect(
      await w.deps.wallet(SLOT_VENDOR).debit({ ...round, token, transactionId: 'gate-d1', amount: 1_000n }),
    ).toMatchObject({ ok: true })
    const deposit = await inject('POST', '/wps/member/deposit/gateway', who, {
      channelCode: 'ONLINE_PAYMENT',
      amount: '75.00',
    })
    expect(deposit.statusCode, deposit.body).toBe(200)
    const asked = await withdraw(w.t, who, '200.00', uniqueName('withdrawal-'))
    expect(asked.statusCode, asked.body).toBe(200)
    const before = await walletAndHold(w.t, who.id)
    expect(before).toEqual({ main: 100_000n - 1_000n - 20_000n, hold: 20_000n })

    await setMaintenance(true)
    try {
      const counts = {
        deposits: await rowCount('deposits'),
        withdrawals: await rowCount('withdrawals'),
        rounds: await rowCount('gameRounds'),
        members: await rowCount('members'),
      }
      const refused = [
        await callEncrypted(w.t, 'POST', '/wps/session/login', { username: who.username, password: 'secret123' }),
        await callEncrypted(w.t, 'PUT', '/wps/member/register', {
          ...registrationForm(uniqueName()),
          ...(await knownCaptcha(w.t)),
        }),
        await w.t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' }),
        await inject('POST', '/wps/game/launchGame', who, { vassalage: SLOT_VENDOR, gameCode: 'jade-96' }),
        await spin(session),
        await inject('POST', '/lgw/bets', who, { slips: [] }),
        await inject('POST', '/wps/member/deposit/gateway', who, { channelCode: 'ONLINE_PAYMENT', amount: '75.00' }),
        await withdraw(w.t, who, '100.00', uniqueName('withdrawal-')),
        await inject('POST', '/wps/relay/GCS_walletTransfer', who, { from: 'MAIN', to: SLOT_VENDOR, amount: '10.00' }),
        await callEncrypted(
          w.t,
          'POST',
          '/wps/member/transfer/upline',
          { amount: '10.00', paymentPassword: '123456' },
          bearer(who.token),
        ),
      ]
      for (const res of refused) {
        expect(res.statusCode, res.body).toBe(503)
        expect(res.json().code).toBe('maintenance')
      }
      expect({
        deposits: await rowCount('deposits'),
        withdrawals: await rowCount('withdrawals'),
        rounds: await rowCount('gameRounds'),
        members: await rowCount('members'),
      }).toEqual(counts)
      expect(await walletAndHold(w.t, who.id)).toEqual(before)

      // What was under way settles: the vendor's credit, the gateway's callback, the operators.
      expect(
        await w.deps.wallet(SLOT_VENDOR).credit({ ...round, transactionId: 'gate-c1', amount: 2_500n }),
      ).toMatchObject({ ok: true })
      const paid = await fetch(`${deposit.json().value.payUrl}/pay`, { method: 'POST', redirect: 'manual' })
      expect(paid.status).toBe(303)
      const approved = await w.t.app.inject({
        method: 'POST',
        url: `/wps/operator/withdrawals/${asked.json().value.id}/approve`,
        headers: ops,
      })
      expect(approved.json()).toMatchObject({ success: true, value: { status: 'disbursed' } })
      const bonus = await w.t.app.inject({
        method: 'POST',
        url: `/wps/operator/members/${who.id}/adjustments`,
        headers: { ...(await operatorSession(w.t)).headers, 'idempotency-key': uniqueName('adjustment-') },
        payload: { direction: 'credit', amount: '5.00', reason: 'goodwill', type: 'adjustment' },
      })
      expect(bonus.statusCode, bonus.body).toBe(200)
      expect(await walletAndHold(w.t, who.id)).toEqual({ main: before.main + 2_500n + 7_500n + 500n, hold: 0n })
      expect(
        await w.t.db
          .selectFrom('gameRounds')
          .select('status')
          .where('roundId', '=', 'gate-r1')
          .executeTakeFirstOrThrow(),
      ).toMatchObject({ status: 'settled' })
    } finally {
      await setMaintenance(false)
    }
    // The same game plays again once maintenance ends.
    expect((await spin(session)).statusCode).toBe(200)
  })
})
