import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerViolations } from '../ledger/invariants'
import { bearer } from '../test/accounts'
import { toMinor } from '../lib/money'
import { LIVE_VENDOR, SLOT_VENDOR } from './inhouse-games'
import {
  createInhouseWorld,
  fundedPlayer,
  gameCall,
  launchGame,
  mainBalance,
  type InhouseWorld,
} from './inhouse-test-world'

let w: InhouseWorld
beforeAll(async () => {
  w = await createInhouseWorld()
})
afterAll(() => w.close())

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex')

describe('in-house slot, through the platform wallet over HTTP', () => {
  it('launches, spins, and moves the balance by exactly win - bet each round', async () => {
    const who = await fundedPlayer(w, 100_000n)
    const { session, location } = await launchGame(w, who, 'jade-96', SLOT_VENDOR)
    expect(location).toMatch(/^\/inhouse\/slot\.html\?lang=EN#session=/)
    const info = await gameCall(w, session, 'GET', 'session')
    expect(info.status).toBe(200)
    expect(info.headers.get('x-frame-options')).toBe('DENY')
    expect(info.json.value).toMatchObject({
      balance: '1000.00',
      currency: 'MYR',
      game: 'jade-96',
      config: { kind: 'slot', lines: 20 },
    })
    let commit: string = info.json.value.fair.commit
    let nonce: number = info.json.value.fair.nonce
    let balance = await mainBalance(w, who)
    for (let i = 0; i < 15; i += 1) {
      const spin = await gameCall(w, session, 'POST', 'slot/spin', { lineBet: '0.50' })
      expect(spin.status, JSON.stringify(spin.json)).toBe(200)
      const { round, next } = spin.json.value
      const after = await mainBalance(w, who)
      expect(round.status).toBe('settled')
      expect(after - balance).toBe(toMinor(round.win) - 1000n)
      expect(toMinor(spin.json.value.balance)).toBe(after)
      expect(toMinor(round.balanceBefore)).toBe(balance)
      expect(toMinor(round.balanceAfter)).toBe(after)
      // The commit shown before the round is the SHA-256 of the seed revealed after it.
      expect(round.fair).toMatchObject({ commit, nonce, algorithm: 'HMAC-SHA256/rejection/v1' })
      expect(sha256(round.fair.serverSeed)).toBe(commit)
      expect(next.commit).not.toBe(commit)
      expect(next.nonce).toBe(nonce + 1)
      commit = next.commit
      nonce = next.nonce
      balance = after
    }
    const stored = await w.t.db
      .selectFrom('gameRounds')
      .selectAll()
      .where('vendorCode', '=', SLOT_VENDOR)
      .where('memberId', '=', who.memberId)
      .execute()
    expect(stored).toHaveLength(15)
    expect(
      stored.every(
        (r) => r.status === 'settled' && r.stake === 1000n && r.verifyUrl?.includes('/inhouse/verify.html?round='),
      ),
    ).toBe(true)
    expect(await ledgerViolations(w.t.db)).toEqual([])
  })

  it('keeps the full audit record, verifies a stored round, and lists the last 10 rounds', async () => {
    const who = await fundedPlayer(w, 50_000n)
    const { session } = await launchGame(w, who, 'jade-94', SLOT_VENDOR)
    const seeded = await gameCall(w, session, 'PUT', 'client-seed', { clientSeed: 'my-lucky-seed' })
    expect(seeded.json.value.clientSeed).toBe('my-lucky-seed')
    for (let i = 0; i < 12; i += 1)
      expect((await gameCall(w, session, 'POST', 'slot/spin', { lineBet: '0.10' })).status).toBe(200)
    const history = await gameCall(w, session, 'GET', 'history')
    expect(history.json.value).toHaveLength(10)
    const last = history.json.value[0]
    expect(last.fair.clientSeed).toBe('my-lucky-seed')
    const row = await w.t.db
      .selectFrom('inhouseRounds')
      .selectAll()
      .where('ref', '=', last.roundId)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      status: 'settled',
      variantId: 'jade-94',
      algorithm: 'HMAC-SHA256/rejection/v1',
      clientSeed: 'my-lucky-seed',
      debitTransactionId: `${row.ref}-d`,
      creditTransactionId: `${row.ref}-c`,
    })
    expect(row.serverSeed && sha256(row.serverSeed)).toBe(row.seedCommit)
    expect(row.outcome).not.toBeNull()

    const record = await gameCall(w, null, 'GET', `rounds/${last.roundId}`)
    expect(record.json.value).toEqual(last)
    const again = await gameCall(w, null, 'POST', 'verify', {
      game: 'jade-94',
      serverSeed: last.fair.serverSeed,
      clientSeed: last.fair.clientSeed,
      nonce: last.fair.nonce,
      lineBet: '0.10',
    })
    expect(again.json.value.commit).toBe(last.fair.commit)
    expect(again.json.value.win).toBe(last.win)
    expect(again.json.value.outcome).toEqual(last.outcome)
    expect((await gameCall(w, null, 'GET', 'rounds/unknownround123')).json.code).toBe('not_found')
  })

  it('refuses bets outside the limits, a missing session, and a stake above the balance', async () => {
    const who = await fundedPlayer(w, 1_000n)
    const { session } = await launchGame(w, who, 'jade-96', SLOT_VENDOR)
    expect((await gameCall(w, session, 'POST', 'slot/spin', { lineBet: '100.01' })).json.code).toBe(
      'amount_out_of_range',
    )
    expect((await gameCall(w, session, 'POST', 'slot/spin', { lineBet: '0.00' })).json.code).toBe('amount_out_of_range')
    expect(
      (await gameCall(w, session, 'POST', 'baccarat/deal', { bets: [{ type: 'TIE', amount: '1.00' }] })).json.code,
    ).toBe('game_not_found')
    expect((await gameCall(w, null, 'GET', 'session')).json.code).toBe('unauthorized')
    expect((await gameCall(w, 'not-a-session', 'GET', 'session')).json.code).toBe('session_expired')
    const broke = await gameCall(w, session, 'POST', 'slot/spin', { lineBet: '1.00' })
    expect(broke.status).toBe(409)
    expect(broke.json.code).toBe('insufficient_funds')
    expect(await mainBalance(w, who)).toBe(1_000n)
    expect((await gameCall(w, session, 'GET', 'history')).json.value).toEqual([])
    expect(await ledgerViolations(w.t.db)).toEqual([])
  })

  it('sends a bad launch to the error page', async () => {
    const res = await fetch(
      `${w.url}/inhouse/launch?token=${'x'.repeat(43)}&game=jade-96&lang=TH&vendor=${SLOT_VENDOR}`,
      { redirect: 'manual' },
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/inhouse\/error\.html\?lang=TH#error=/)
    const wrongVendor = await fetch(
      `${w.url}/inhouse/launch?token=${'x'.repeat(43)}&game=baccarat&vendor=${SLOT_VENDOR}`,
      { redirect: 'manual' },
    )
    expect(wrongVendor.headers.get('location')).toContain('#error=game_not_found')
    // A lobby launch (no game) opens the vendor's first game; a language in any case is understood.
    const who = await fundedPlayer(w, 100n)
    const lobby = await launchGame(w, who, '', LIVE_VENDOR, 'vi')
    expect(lobby.location).toMatch(/^\/inhouse\/baccarat\.html\?lang=VI#session=/)
  })
})

describe('from the site', () => {
  it('opens the game the platform launch sends the player to, and spins', async () => {
    const who = await fundedPlayer(w, 10_000n)
    const launched = await w.t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: bearer(who.token),
      payload: { vassalage: SLOT_VENDOR, gameId: 'jade-96', language: 'CN' },
    })
    expect(launched.statusCode, launched.body).toBe(200)
    const content: string = launched.json().value.content
    expect(content).toMatch(/^\/inhouse\/launch\?/)
    const res = await fetch(`${w.url}${content}`, { redirect: 'manual' })
    const location = res.headers.get('location') ?? ''
    expect(location).toMatch(/^\/inhouse\/slot\.html\?lang=CN#session=/)
    const session = location.split('#session=')[1] ?? ''
    expect((await gameCall(w, session, 'POST', 'slot/spin', { lineBet: '0.01' })).status).toBe(200)
    // The address opens the game once (decision 037): the same launch token is not redeemed again.
    const again = await fetch(`${w.url}${content}`, { redirect: 'manual' })
    expect(again.headers.get('location')).toBe('/inhouse/error.html?lang=CN#error=unauthorized')
  })
})

describe('in-house baccarat', () => {
  it('deals, pays by the table, and moves the balance by exactly payout - stake', async () => {
    const who = await fundedPlayer(w, 500_000n)
    const { session } = await launchGame(w, who, 'baccarat', LIVE_VENDOR)
    const info = await gameCall(w, session, 'GET', 'session')
    expect(info.json.value.config).toMatchObject({ kind: 'baccarat', minBet: '1.00', maxBet: '10000.00' })
    let balance = await mainBalance(w, who)
    const bets = [
      { type: 'BANKER', amount: '20.00' },
      { type: 'PLAYER', amount: '10.00' },
      { type: 'TIE', amount: '1.00' },
      { type: 'PLAYER_PAIR', amount: '1.00' },
    ]
    for (let i = 0; i < 8; i += 1) {
      const deal = await gameCall(w, session, 'POST', 'baccarat/deal', { bets })
      expect(deal.status, JSON.stringify(deal.json)).toBe(200)
      const { round } = deal.json.value
      const after = await mainBalance(w, who)
      expect(round.bet).toBe('32.00')
      expect(after - balance).toBe(toMinor(round.win) - 3200n)
      expect(round.outcome.bets).toHaveLength(4)
      expect(['PLAYER', 'BANKER', 'TIE']).toContain(round.outcome.winner)
      expect(sha256(round.fair.serverSeed)).toBe(round.fair.commit)
      balance = after
    }
    expect(
      (await gameCall(w, session, 'POST', 'baccarat/deal', { bets: [{ type: 'TIE', amount: '0.50' }] })).json.code,
    ).toBe('amount_out_of_range')
    expect(
      (await gameCall(w, session, 'POST', 'baccarat/deal', { bets: [{ type: 'TIE', amount: '10000.01' }] })).json.code,
    ).toBe('amount_out_of_range')
    const twice = await gameCall(w, session, 'POST', 'baccarat/deal', {
      bets: [
        { type: 'TIE', amount: '1.00' },
        { type: 'TIE', amount: '1.00' },
      ],
    })
    expect(twice.json.code).toBe('validation_failed')
    expect(await ledgerViolations(w.t.db)).toEqual([])
  })
})
