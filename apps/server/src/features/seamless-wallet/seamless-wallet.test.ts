import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seamlessHeaders, seamlessSignatureValid, seamlessSecret } from '../../providers/vendor/seamless-signature'
import {
  clientFor,
  createSeamlessWorld,
  expectSeamlessBooks,
  mainBalance,
  seamlessPath,
  seamlessPlayer,
  signedCall,
  type SeamlessWorld,
} from '../../test/seamless-fixtures'

let w: SeamlessWorld
beforeAll(async () => {
  w = await createSeamlessWorld()
}, 180_000)
afterEach(async () => {
  await expectSeamlessBooks(w)
})
afterAll(async () => {
  await w.close()
})

const round = (p: { player: string; token: string }, id: string, amount = 1_000n) => ({
  player: p.player,
  token: p.token,
  transactionId: `d-${id}`,
  roundId: `r-${id}`,
  gameCode: 'slot-9',
  amount,
})
const roundRow = (roundId: string) =>
  w.t.db
    .selectFrom('gameRounds')
    .selectAll()
    .where('vendorCode', '=', 'SEAMX')
    .where('roundId', '=', roundId)
    .executeTakeFirstOrThrow()

describe('seamless wallet: a round', () => {
  it('authenticates the launch token, takes the stake, pays out, and records the round', async () => {
    const p = await seamlessPlayer(w)
    const who = await w.client.authenticate({ token: p.token })
    expect(who).toEqual({
      ok: true,
      value: {
        player: p.player,
        currency: 'MYR',
        balance: '100.00',
        language: 'EN',
        gameCode: null,
        nickname: expect.any(String),
      },
    })
    // The id the vendor sees is opaque (decision 037), and the token opens the game once.
    expect(p.player).toMatch(/^p[0-9a-f]{32}$/)
    expect(p.player).not.toBe(`m${p.id}`)
    expect(await w.client.authenticate({ token: p.token })).toEqual({ ok: false, code: 'unauthorized', status: 401 })
    expect(await w.client.balance({ player: p.player })).toEqual({
      ok: true,
      value: { player: p.player, currency: 'MYR', balance: '100.00' },
    })
    // Another vendor never sent this player: to it the player does not exist.
    await w.t.db
      .insertInto('vendors')
      .values({ code: 'SEAMY', displayName: 'Seamless Y', walletMode: 'seamless', apiBaseUrl: null })
      .onConflict((oc) => oc.doNothing())
      .execute()
    expect(await clientFor(w.t, w.baseUrl, 'SEAMY').balance({ player: p.player })).toMatchObject({
      ok: false,
      code: 'not_found',
      status: 404,
    })

    const debit = await w.client.debit({ ...round(p, 'a1', 2_500n), gameCode: 'fish-1' })
    expect(debit).toEqual({ ok: true, value: { transactionId: 'd-a1', balance: '75.00', currency: 'MYR' } })
    const detail = { reels: [[1, 2, 3]], lines: 20 }
    const credit = await w.client.credit({
      player: p.player,
      transactionId: 'c-a1',
      roundId: 'r-a1',
      gameCode: 'fish-1',
      amount: 4_000n,
      detail,
      verifyUrl: 'https://verify.example/r-a1',
    })
    expect(credit).toEqual({ ok: true, value: { transactionId: 'c-a1', balance: '115.00', currency: 'MYR' } })
    expect(await roundRow('r-a1')).toMatchObject({
      memberId: p.id,
      gameCode: 'fish-1',
      gameType: 'FISH',
      stake: 2_500n,
      validBet: 2_500n,
      win: 4_000n,
      refunded: 0n,
      status: 'settled',
      detail,
      verifyUrl: 'https://verify.example/r-a1',
    })
    const kinds = await w.t.db
      .selectFrom('ledgerTransactions')
      .select('kind')
      .where('externalRef', 'like', 'SEAMX:%-a1')
      .orderBy('id')
      .execute()
    expect(kinds.map((k) => k.kind)).toEqual(['bet', 'bet_payout'])

    // A lost round closes with a zero credit; a game unknown to the catalogue takes the vendor's category.
    await w.client.debit(round(p, 'a2'))
    expect(
      await w.client.credit({
        player: p.player,
        transactionId: 'c-a2',
        roundId: 'r-a2',
        gameCode: 'slot-9',
        amount: 0n,
        validBet: 800n,
      }),
    ).toMatchObject({ ok: true, value: { balance: '105.00' } })
    expect(await roundRow('r-a2')).toMatchObject({
      gameType: 'RNG',
      gameId: null,
      stake: 1_000n,
      validBet: 800n,
      win: 0n,
      status: 'settled',
    })
  })

  it('keeps a round open across partial credits and several debits', async () => {
    const p = await seamlessPlayer(w)
    await w.client.debit(round(p, 'b1', 1_000n))
    await w.client.debit({ ...round(p, 'b1', 500n), transactionId: 'd-b1-2' })
    expect(
      await w.client.credit({
        player: p.player,
        transactionId: 'c-b1-1',
        roundId: 'r-b1',
        gameCode: 'slot-9',
        amount: 300n,
        final: false,
      }),
    ).toMatchObject({ ok: true })
    expect(await roundRow('r-b1')).toMatchObject({ stake: 1_500n, win: 300n, status: 'open' })
    await w.client.credit({
      player: p.player,
      transactionId: 'c-b1-2',
      roundId: 'r-b1',
      gameCode: 'slot-9',
      amount: 700n,
    })
    expect(await roundRow('r-b1')).toMatchObject({ stake: 1_500n, validBet: 1_500n, win: 1_000n, status: 'settled' })
    expect(await mainBalance(w, p.id)).toBe(9_500n)
    // Settled: no more stakes or payouts on it.
    expect(await w.client.debit({ ...round(p, 'b1'), transactionId: 'd-b1-3' })).toEqual({
      ok: false,
      code: 'conflict',
      status: 409,
    })
    expect(
      await w.client.credit({
        player: p.player,
        transactionId: 'c-b1-3',
        roundId: 'r-b1',
        gameCode: 'slot-9',
        amount: 1n,
      }),
    ).toEqual({ ok: false, code: 'conflict', status: 409 })
  })

  it('lets free-play accounts play with their demo balance, against a demo float', async () => {
    const p = await seamlessPlayer(w, 5_000n, { trial: true })
    await w.client.debit(round(p, 't1', 2_000n))
    await w.client.credit({
      player: p.player,
      transactionId: 'c-t1',
      roundId: 'r-t1',
      gameCode: 'slot-9',
      amount: 3_000n,
    })
    expect(await mainBalance(w, p.id)).toBe(6_000n)
    const demo = await w.t.db
      .selectFrom('ledgerAccounts')
      .select('balance')
      .where('kind', '=', 'demo_float')
      .where('vendor', '=', 'SEAMX')
      .executeTakeFirstOrThrow()
    expect(demo.balance).toBe(-1_000n)
  })
})

describe('seamless wallet: refusals', () => {
  it('refuses bad signatures, stale timestamps and unknown vendors, and signs every answer', async () => {
    const p = await seamlessPlayer(w)
    const body = JSON.stringify({ player: p.player })
    const ok = await signedCall(w, 'balance', body)
    expect(ok.statusCode, ok.body).toBe(200)
    const secret = seamlessSecret(w.t.appSecret, 'SEAMX')
    const balanceCall = { method: 'POST', path: seamlessPath('SEAMX', 'balance') }
    const answerHeaders = {
      timestamp: ok.headers['x-timestamp'] as string,
      signature: ok.headers['x-signature'] as string,
    }
    expect(seamlessSignatureValid(secret, answerHeaders, balanceCall, ok.body)).toBe(true)
    // The answer is bound to its call: it does not pass for the answer to another one.
    expect(
      seamlessSignatureValid(secret, answerHeaders, { ...balanceCall, path: seamlessPath('SEAMX', 'debit') }, ok.body),
    ).toBe(false)

    const refused = async (res: Promise<{ statusCode: number; body: string }>) => {
      const r = await res
      return `${r.statusCode} ${JSON.parse(r.body).code}`
    }
    expect(await refused(signedCall(w, 'balance', body, { secret: seamlessSecret(w.t.appSecret, 'OTHER') }))).toBe(
      '401 signature_invalid',
    )
    expect(await refused(signedCall(w, 'balance', body, { now: Date.now() - 6 * 60_000 }))).toBe(
      '401 signature_invalid',
    )
    expect(await refused(signedCall(w, 'balance', body, { now: Date.now() + 6 * 60_000 }))).toBe(
      '401 signature_invalid',
    )
    expect(await refused(signedCall(w, 'balance', body, { headers: { 'x-signature': 'sha256=00' } }))).toBe(
      '401 signature_invalid',
    )
    const signed = seamlessHeaders(secret, balanceCall, body)
    expect(
      await refused(
        w.t.app.inject({
          method: 'POST',
          url: '/vendor-api/seamless/SEAMX/balance',
          headers: signed,
          payload: `${body} `,
        }),
      ),
    ).toBe('401 signature_invalid')
    expect(
      await refused(w.t.app.inject({ method: 'POST', url: '/vendor-api/seamless/SEAMX/balance', payload: body })),
    ).toBe('401 signature_invalid')
    expect(await refused(signedCall(w, 'balance', body, { vendorCode: 'NOSUCH' }))).toBe('404 vendor_not_found')
    expect(await refused(signedCall(w, 'balance', body, { vendorCode: 'TRANSX' }))).toBe('404 vendor_not_found')
    expect(
      await refused(signedCall(w, 'authenticate', JSON.stringify({ token: p.token }), { vendorCode: 'SEAMOFF' })),
    ).toBe('403 vendor_disabled')
    expect(await refused(signedCall(w, 'balance', '{"player":'))).toBe('400 invalid_json')
    expect(await refused(signedCall(w, 'balance', '[]'))).toBe('400 validation_failed')
    expect(await refused(signedCall(w, 'balance', JSON.stringify({ player: 'x1' })))).toBe('400 validation_failed')
    expect(await refused(signedCall(w, 'balance', JSON.stringify({ player: `p${'0'.repeat(32)}` })))).toBe(
      '404 not_found',
    )
    // The member id the vendors used to see is no player id any more.
    expect(await refused(signedCall(w, 'balance', JSON.stringify({ player: `m${p.id}` })))).toBe(
      '400 validation_failed',
    )
    expect(await refused(signedCall(w, 'balance', JSON.stringify({ player: 'm9999999999999999999' })))).toBe(
      '400 validation_failed',
    )
    expect(await refused(signedCall(w, 'balance', body, { headers: { 'content-type': 'text/plain' } }))).toBe(
      '200 undefined',
    )
    const bare = await w.t.app.inject({
      method: 'POST',
      url: '/vendor-api/seamless/SEAMX/balance',
      headers: { ...seamlessHeaders(secret, balanceCall, body), 'content-type': '' },
      payload: body,
    })
    expect(bare.statusCode, bare.body).toBeLessThan(500)
    expect(
      await refused(signedCall(w, 'debit', JSON.stringify({ ...round(p, 'v0'), amount: '99999999999999.99' }))),
    ).toBe('400 validation_failed')
    expect(
      await refused(
        signedCall(
          w,
          'credit',
          JSON.stringify({
            player: p.player,
            transactionId: 'c',
            roundId: 'r',
            gameCode: 'g',
            amount: '1.00',
            detail: [1],
          }),
        ),
      ),
    ).toBe('400 validation_failed')
    expect(await refused(signedCall(w, 'debit', JSON.stringify({ ...round(p, 'v1'), amount: '10' })))).toBe(
      '400 validation_failed',
    )
    expect(await refused(signedCall(w, 'debit', JSON.stringify({ ...round(p, 'v1'), amount: '0.00' })))).toBe(
      '400 validation_failed',
    )
    expect(
      await refused(
        signedCall(w, 'debit', JSON.stringify({ ...round(p, 'v1'), amount: '1.00', transactionId: 'a b' })),
      ),
    ).toBe('400 validation_failed')
    const huge = {
      player: p.player,
      transactionId: 'c-v1',
      roundId: 'r-v1',
      gameCode: 'g',
      amount: '0.00',
      detail: { text: 'x'.repeat(9_000) },
    }
    expect(await refused(signedCall(w, 'credit', JSON.stringify(huge)))).toBe('400 validation_failed')
    expect(await refused(signedCall(w, 'credit', JSON.stringify({ ...huge, detail: { text: 'nul\u0000' } })))).toBe(
      '400 validation_failed',
    )
    expect(await refused(signedCall(w, 'authenticate', JSON.stringify({ token: 'nope' })))).toBe('401 unauthorized')
    expect(await mainBalance(w, p.id)).toBe(10_000n)
  })

  it('refuses a signed body replayed to another path or with another method', async () => {
    const p = await seamlessPlayer(w)
    const debit = JSON.stringify({ ...round(p, 'm1'), amount: '1.00' })
    const code = async (action: string, body: string, signedAs: { method: string; path: string }) => {
      const res = await signedCall(w, action, body, { signedAs })
      return `${res.statusCode} ${res.json().code}`
    }
    // Signed for the debit call, sent as a credit (same fields, other path): refused before it is read.
    const asCredit = JSON.stringify({
      player: p.player,
      transactionId: 'd-m1',
      roundId: 'r-m1',
      gameCode: 'slot-9',
      amount: '1.00',
    })
    expect(await code('credit', asCredit, { method: 'POST', path: seamlessPath('SEAMX', 'debit') })).toBe(
      '401 signature_invalid',
    )
    expect(await code('debit', debit, { method: 'POST', path: seamlessPath('SEAMY', 'debit') })).toBe(
      '401 signature_invalid',
    )
    expect(await code('debit', debit, { method: 'PUT', path: seamlessPath('SEAMX', 'debit') })).toBe(
      '401 signature_invalid',
    )
    expect(await code('debit', debit, { method: 'POST', path: `${seamlessPath('SEAMX', 'debit')}/` })).toBe(
      '401 signature_invalid',
    )
    expect(await mainBalance(w, p.id)).toBe(10_000n)
    expect((await signedCall(w, 'debit', debit)).json()).toMatchObject({ success: true, value: { balance: '99.00' } })
  })

  it('needs an unexpired token of the player and enough money to debit, and a debited round to credit', async () => {
    const p = await seamlessPlayer(w, 1_000n)
    const other = await seamlessPlayer(w)
    expect(await w.client.debit(round(p, 'e1', 1_001n))).toEqual({ ok: false, code: 'insufficient_funds', status: 409 })
    expect(await w.client.debit({ ...round(p, 'e0'), token: other.token })).toEqual({
      ok: false,
      code: 'forbidden',
      status: 403,
    })
    expect(
      await w.client.credit({ player: p.player, transactionId: 'c-e0', roundId: 'r-e0', gameCode: 'g', amount: 1n }),
    ).toEqual({ ok: false, code: 'not_found', status: 404 })
    // A refused debit spends its id: a copy gets the same refusal, a rollback of it returns nothing.
    expect(await w.client.debit(round(p, 'e1', 1_001n))).toEqual({ ok: false, code: 'insufficient_funds', status: 409 })
    expect(await w.client.debit(round(p, 'e1', 1_000n))).toEqual({
      ok: false,
      code: 'idempotency_conflict',
      status: 409,
    })
    expect(
      await w.client.rollback({ player: p.player, transactionId: 'rb-e1', refTransactionId: 'd-e1', roundId: 'r-e1' }),
    ).toMatchObject({ ok: true, value: { balance: '10.00' } })
    expect(await w.client.debit({ ...round(p, 'e1', 1_000n), transactionId: 'd-e1-b' })).toMatchObject({
      ok: true,
      value: { balance: '0.00' },
    })

    const expired = await seamlessPlayer(w, 1_000n, { ttlMs: -1 })
    expect(await w.client.debit(round(expired, 'e2'))).toEqual({ ok: false, code: 'session_expired', status: 401 })
    expect(await w.client.authenticate({ token: expired.token })).toEqual({
      ok: false,
      code: 'session_expired',
      status: 401,
    })
    // The round started before the token expired still finishes.
    await w.t.db
      .updateTable('gameLaunchTokens')
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where('memberId', '=', p.id)
      .execute()
    expect(
      await w.client.credit({
        player: p.player,
        transactionId: 'c-e1',
        roundId: 'r-e1',
        gameCode: 'slot-9',
        amount: 1_500n,
      }),
    ).toMatchObject({ ok: true, value: { balance: '15.00' } })
    expect(await w.client.debit({ ...round(p, 'e3', 100n) })).toEqual({
      ok: false,
      code: 'session_expired',
      status: 401,
    })
    const spent = await w.t.db
      .selectFrom('seamlessTransactions')
      .select(['transactionId', 'responseStatus', 'amount', 'roundPk'])
      .where('memberId', '=', expired.id)
      .execute()
    expect(spent).toEqual([{ transactionId: 'd-e2', responseStatus: 401, amount: 0n, roundPk: null }])
    expect(await w.t.db.selectFrom('gameRounds').select('id').where('roundId', '=', 'r-e2').execute()).toEqual([])
  })

  it('lets a switched-off vendor finish its rounds but take no new stake', async () => {
    const p = await seamlessPlayer(w, 1_000n, { vendorCode: 'SEAMOFF' })
    const off = clientFor(w.t, w.baseUrl, 'SEAMOFF')
    await w.t.db.updateTable('vendors').set({ enabled: true }).where('code', '=', 'SEAMOFF').execute()
    const debit = {
      player: p.player,
      token: p.token,
      transactionId: 'd-o1',
      roundId: 'r-o1',
      gameCode: 'g',
      amount: 400n,
    }
    await off.debit(debit)
    await w.t.db.updateTable('vendors').set({ enabled: false }).where('code', '=', 'SEAMOFF').execute()
    expect(await off.debit({ ...debit, transactionId: 'd-o2', roundId: 'r-o2' })).toEqual({
      ok: false,
      code: 'vendor_disabled',
      status: 403,
    })
    expect(await off.debit(debit)).toMatchObject({ ok: true, value: { balance: '6.00' } })
    expect(
      await off.credit({ player: p.player, transactionId: 'c-o1', roundId: 'r-o1', gameCode: 'g', amount: 800n }),
    ).toMatchObject({ ok: true, value: { balance: '14.00' } })
  })
})

describe('seamless wallet: idempotency and ordering', () => {
  it('answers a repeat byte for byte and refuses the id for other content', async () => {
    const p = await seamlessPlayer(w)
    const body = JSON.stringify({ ...round(p, 'i1'), amount: '12.34' })
    const first = await signedCall(w, 'debit', body)
    const again = await signedCall(w, 'debit', body)
    expect(again.statusCode).toBe(200)
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    // Key order does not matter: the content is compared canonically.
    const reordered = JSON.stringify(
      Object.fromEntries(Object.entries(JSON.parse(body) as Record<string, unknown>).reverse()),
    )
    expect((await signedCall(w, 'debit', reordered)).body).toBe(first.body)
    const other = await signedCall(w, 'debit', JSON.stringify({ ...round(p, 'i1'), amount: '12.35' }))
    expect([other.statusCode, other.json().code]).toEqual([409, 'idempotency_conflict'])
    expect(
      (
        await signedCall(
          w,
          'credit',
          JSON.stringify({ player: p.player, transactionId: 'd-i1', roundId: 'r-i1', gameCode: 'g', amount: '1.00' }),
        )
      ).json().code,
    ).toBe('idempotency_conflict')
    expect(await mainBalance(w, p.id)).toBe(10_000n - 1_234n)
  })

  it('applies a call whose answer was lost once, and answers its repeat', async () => {
    const p = await seamlessPlayer(w)
    const hasty = clientFor(w.t, w.baseUrl, 'SEAMX', 1)
    expect(await hasty.debit(round(p, 'l1', 700n))).toEqual({ ok: false, code: 'unknown' })
    expect(await w.client.debit(round(p, 'l1', 700n))).toEqual({
      ok: true,
      value: { transactionId: 'd-l1', balance: '93.00', currency: 'MYR' },
    })
    expect(
      await hasty.credit({
        player: p.player,
        transactionId: 'c-l1',
        roundId: 'r-l1',
        gameCode: 'slot-9',
        amount: 1_000n,
      }),
    ).toEqual({ ok: false, code: 'unknown' })
    expect(
      await w.client.credit({
        player: p.player,
        transactionId: 'c-l1',
        roundId: 'r-l1',
        gameCode: 'slot-9',
        amount: 1_000n,
      }),
    ).toMatchObject({ ok: true, value: { balance: '103.00' } })
    expect(await mainBalance(w, p.id)).toBe(10_300n)
  })

  it('rolls back a debit once, refuses it after a credit, and tombstones a debit not seen yet', async () => {
    const p = await seamlessPlayer(w)
    await w.client.debit(round(p, 'r1', 2_000n))
    const rollback = { player: p.player, transactionId: 'rb-r1', refTransactionId: 'd-r1', roundId: 'r-r1' }
    expect(await w.client.rollback(rollback)).toEqual({
      ok: true,
      value: { transactionId: 'rb-r1', balance: '100.00', currency: 'MYR' },
    })
    expect(await w.client.rollback(rollback)).toMatchObject({ ok: true, value: { balance: '100.00' } })
    expect(await w.client.rollback({ ...rollback, transactionId: 'rb-r1-b' })).toMatchObject({
      ok: true,
      value: { balance: '100.00' },
    })
    expect(await roundRow('r-r1')).toMatchObject({ stake: 2_000n, refunded: 2_000n, status: 'rolled_back' })
    expect(
      await w.client.credit({
        player: p.player,
        transactionId: 'c-r1',
        roundId: 'r-r1',
        gameCode: 'slot-9',
        amount: 1n,
      }),
    ).toEqual({ ok: false, code: 'conflict', status: 409 })

    await w.client.debit(round(p, 'r2', 500n))
    await w.client.credit({
      player: p.player,
      transactionId: 'c-r2',
      roundId: 'r-r2',
      gameCode: 'slot-9',
      amount: 0n,
      final: false,
    })
    expect(
      await w.client.rollback({ player: p.player, transactionId: 'rb-r2', refTransactionId: 'd-r2', roundId: 'r-r2' }),
    ).toEqual({ ok: false, code: 'conflict', status: 409 })
    expect(
      await w.client.rollback({
        player: p.player,
        transactionId: 'rb-c-r2',
        refTransactionId: 'c-r2',
        roundId: 'r-r2',
      }),
    ).toEqual({ ok: false, code: 'conflict', status: 409 })

    // The rollback overtakes its debit: accepted, nothing moves, and the late debit is refused every time.
    expect(
      await w.client.rollback({ player: p.player, transactionId: 'rb-r3', refTransactionId: 'd-r3', roundId: 'r-r3' }),
    ).toMatchObject({ ok: true, value: { balance: '95.00' } })
    expect(await w.client.debit(round(p, 'r3', 900n))).toEqual({ ok: false, code: 'conflict', status: 409 })
    expect(await w.client.debit(round(p, 'r3', 900n))).toEqual({ ok: false, code: 'conflict', status: 409 })
    expect(
      await w.client.rollback({
        player: p.player,
        transactionId: 'rb-r3-b',
        refTransactionId: 'd-r3',
        roundId: 'r-r3',
      }),
    ).toMatchObject({ ok: true, value: { balance: '95.00' } })
    const other = await seamlessPlayer(w)
    expect(
      await w.client.rollback({
        player: other.player,
        transactionId: 'rb-r3-c',
        refTransactionId: 'd-r3',
        roundId: 'r-r3',
      }),
    ).toEqual({ ok: false, code: 'conflict', status: 409 })
    expect(await mainBalance(w, p.id)).toBe(9_500n)
  })

  it('applies concurrent copies of one debit once, and a debit racing its rollback ends consistent', async () => {
    const p = await seamlessPlayer(w)
    const copies = await Promise.all(Array.from({ length: 12 }, () => w.client.debit(round(p, 'x1', 300n))))
    for (const copy of copies)
      expect(copy).toEqual({ ok: true, value: { transactionId: 'd-x1', balance: '97.00', currency: 'MYR' } })
    const rollback = { player: p.player, transactionId: 'rb-x2', refTransactionId: 'd-x2', roundId: 'r-x2' }
    const [debit] = await Promise.all([
      w.client.debit(round(p, 'x2', 400n)),
      w.client.rollback(rollback),
      w.client.rollback(rollback),
    ])
    // Either the debit came first and was refunded, or the tombstone came first and refused it: no money moved.
    expect(debit?.ok === true || (debit?.ok === false && debit.code === 'conflict')).toBe(true)
    expect(await mainBalance(w, p.id)).toBe(9_700n)
  })
})
