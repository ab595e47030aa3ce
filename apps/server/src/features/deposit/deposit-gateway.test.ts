import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerViolations } from '../../ledger/invariants'
import { deriveKey } from '../../lib/secret'
import { signedHeaders } from '../../providers/paygate/paygate.signature'
import { startPaygateSimulator, type PaygateSimulator } from '../../providers/paygate/paygate.simulator'
import { bearer, registerMember } from '../../test/accounts'
import { ledgerCounts } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

/**
 * Gateway deposits end to end over real HTTP: the app listens on a port of its own, the
 * simulator posts its signed callbacks there, and forged ones are sent the same way.
 */
let t: TestApp
let simulator: PaygateSimulator
let secret: Buffer
let base: string
const gaveUp: string[] = []

beforeAll(async () => {
  const appSecret = randomBytes(32)
  secret = deriveKey(appSecret, 'paygate')
  simulator = await startPaygateSimulator({
    secret,
    retryDelaysMs: [],
    onDeliveryFailure: (f) => gaveUp.push(f.orderId),
  })
  t = await createTestApp({}, { appSecret, paygateUrl: simulator.url })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  try {
    expect(await ledgerViolations(t.db)).toEqual([])
  } finally {
    await simulator.close()
    await t.close()
  }
})

let keySeq = 0
async function member() {
  const m = await registerMember(t)
  return { ...m, headers: bearer(m.token) }
}
type Member = Awaited<ReturnType<typeof member>>

async function start(m: Member, amount: string, key = `gw-key-${++keySeq}-${Date.now()}`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/gateway',
    headers: { ...m.headers, 'idempotency-key': key },
    payload: { channelCode: 'ONLINE_PAYMENT', amount },
  })
  expect(res.statusCode, res.body).toBe(200)
  const value = res.json().value as { deposit: { id: string; status: string }; payUrl: string }
  const row = await t.db
    .selectFrom('deposits')
    .selectAll()
    .where('id', '=', BigInt(value.deposit.id))
    .executeTakeFirstOrThrow()
  return { ...value, key, row }
}

const balance = async (m: Member) =>
  (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: m.headers })).json().value.sumBalance
const status = async (id: string) =>
  (await t.db.selectFrom('deposits').select('status').where('id', '=', BigInt(id)).executeTakeFirstOrThrow()).status
const postings = async (id: string) =>
  (
    await t.db
      .selectFrom('ledgerTransactions')
      .select('id')
      .where('kind', '=', 'deposit')
      .where('externalRef', '=', id)
      .execute()
  ).length

/** A callback as the gateway would send it, with the parts a test wants wrong. */
function notice(row: { id: bigint; gatewayOrderId: string | null }, overrides: Record<string, string> = {}) {
  return Buffer.from(
    JSON.stringify({
      orderId: row.gatewayOrderId,
      merchantOrderId: `D${row.id}`,
      status: 'paid',
      amount: '75.00',
      currency: 'MYR',
      at: new Date().toISOString(),
      ...overrides,
    }),
  )
}
const callback = (body: Buffer, headers: Record<string, string>) =>
  fetch(`${base}/wps/payment/callback/paygate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: new Uint8Array(body),
  })

describe('gateway deposits', () => {
  it('pays on the hosted page, is credited once by the signed callback, and ignores the same callback again', async () => {
    const m = await member()
    const started = await start(m, '150.00')
    expect(started.deposit.status).toBe('pending')
    expect(started.payUrl).toBe(`${simulator.url}/pay/${started.row.gatewayOrderId}`)
    expect(started.row.expiresAt?.getTime()).toBeGreaterThan(Date.now())
    const again = await start(m, '150.00', started.key)
    expect(again.payUrl).toBe(started.payUrl)

    const page = await (await fetch(started.payUrl)).text()
    expect(page).toContain('MYR 150.00')
    expect(page).toContain(`D${started.deposit.id}`)

    const paid = await fetch(`${started.payUrl}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(
      `http://localhost/deposit?depositId=${started.deposit.id}&paygateStatus=paid`,
    )
    expect(await status(started.deposit.id)).toBe('approved')
    expect(await balance(m)).toBe('150.00')

    const before = await ledgerCounts(t.db)
    expect(await simulator.redeliver(started.row.gatewayOrderId ?? '')).toBe(200)
    expect(await simulator.redeliver(started.row.gatewayOrderId ?? '')).toBe(200)
    expect(await ledgerCounts(t.db)).toEqual(before)
    expect(await postings(started.deposit.id)).toBe(1)
    expect(await balance(m)).toBe('150.00')
    const records = await t.app.inject({ method: 'GET', url: '/wps/member/deposit/records', headers: m.headers })
    expect(records.json().value.content[0]).toMatchObject({
      id: started.deposit.id,
      channelType: 'gateway',
      status: 'approved',
      firstDeposit: true,
    })
  })

  it('marks the deposit failed when the member cancels on the payment page', async () => {
    const m = await member()
    const started = await start(m, '20.00')
    const cancelled = await fetch(`${started.payUrl}/cancel`, { method: 'POST', redirect: 'manual' })
    expect(cancelled.headers.get('location')).toContain('paygateStatus=failed')
    expect(await status(started.deposit.id)).toBe('failed')
    expect(await postings(started.deposit.id)).toBe(0)
    expect(await balance(m)).toBe('0.00')
  })

  it('refuses forged, tampered, stale and mismatched callbacks without crediting', async () => {
    const m = await member()
    const { deposit, row } = await start(m, '75.00')
    const before = await ledgerCounts(t.db)
    const body = notice(row)
    const expectRefused = async (res: Response, code: string, httpStatus: number) => {
      expect(res.status, code).toBe(httpStatus)
      expect(((await res.json()) as { code: string }).code).toBe(code)
    }
    await expectRefused(await callback(body, {}), 'signature_invalid', 401)
    await expectRefused(await callback(body, signedHeaders(randomBytes(32), body)), 'signature_invalid', 401)
    const tampered = Buffer.from(body.toString().replace('"75.00"', '"7500.00"'))
    await expectRefused(await callback(tampered, signedHeaders(secret, body)), 'signature_invalid', 401)
    await expectRefused(
      await callback(body, signedHeaders(secret, body, Date.now() - 10 * 60_000)),
      'signature_invalid',
      401,
    )
    await expectRefused(
      await callback(body, signedHeaders(secret, body, Date.now() + 10 * 60_000)),
      'signature_invalid',
      401,
    )
    const wrongAmount = notice(row, { amount: '7500.00' })
    await expectRefused(await callback(wrongAmount, signedHeaders(secret, wrongAmount)), 'payment_mismatch', 409)
    const wrongCurrency = notice(row, { currency: 'THB' })
    await expectRefused(await callback(wrongCurrency, signedHeaders(secret, wrongCurrency)), 'payment_mismatch', 409)
    const wrongDeposit = notice(row, { merchantOrderId: 'D1' })
    await expectRefused(await callback(wrongDeposit, signedHeaders(secret, wrongDeposit)), 'payment_mismatch', 409)
    const unknown = notice(row, { orderId: 'PG000000000000000000000000' })
    await expectRefused(await callback(unknown, signedHeaders(secret, unknown)), 'not_found', 404)
    const text = await fetch(`${base}/wps/payment/callback/paygate`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...signedHeaders(secret, body) },
      body: new Uint8Array(body),
    })
    expect(text.status).toBe(415)
    expect(await ledgerCounts(t.db)).toEqual(before)
    expect(await status(deposit.id)).toBe('pending')
    const trace = await t.db
      .selectFrom('auditLog')
      .select(['actorKind', 'action'])
      .where('target', '=', `deposit:${deposit.id}`)
      .execute()
    expect(trace).toEqual(
      Array.from({ length: 3 }, () => ({ actorKind: 'system', action: 'deposit.callback_mismatch' })),
    )

    // The genuine notice still works afterwards, once.
    for (let i = 0; i < 2; i++) {
      const res = await callback(body, signedHeaders(secret, body))
      expect(await res.json()).toEqual({ success: true, value: { received: true } })
    }
    expect(await postings(deposit.id)).toBe(1)
    expect(await balance(m)).toBe('75.00')
  })

  it('never credits a deposit an operator rejected, whatever the gateway says later', async () => {
    const m = await member()
    const started = await start(m, '75.00')
    const operator = await operatorSession(t)
    const reject = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/deposits/${started.deposit.id}/reject`,
      headers: operator.headers,
      payload: { reason: 'Member asked to cancel' },
    })
    expect(reject.json().value.status).toBe('rejected')
    const body = notice(started.row)
    const late = await callback(body, signedHeaders(secret, body))
    expect(late.status).toBe(409)
    expect(((await late.json()) as { code: string }).code).toBe('deposit_closed')
    const paid = await fetch(`${started.payUrl}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    expect(gaveUp).toContain(started.row.gatewayOrderId)
    expect(await status(started.deposit.id)).toBe('rejected')
    expect(await postings(started.deposit.id)).toBe(0)
    expect(await balance(m)).toBe('0.00')
  })

  it('shows an unpaid order as expired after its time, and still credits a late genuine payment', async () => {
    const m = await member()
    const { deposit, row } = await start(m, '75.00')
    await t.db
      .updateTable('deposits')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', row.id)
      .execute()
    const listed = await t.app.inject({
      method: 'GET',
      url: '/wps/member/deposit/records?status=expired',
      headers: m.headers,
    })
    expect(listed.json().value.content.map((d: { id: string }) => d.id)).toEqual([deposit.id])
    const body = notice(row)
    expect((await callback(body, signedHeaders(secret, body))).status).toBe(200)
    expect(await status(deposit.id)).toBe('approved')
    expect(await balance(m)).toBe('75.00')
  })

  it('holds gateway amounts to the channel limits and answers for an unknown provider', async () => {
    const m = await member()
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/deposit/gateway',
      headers: { ...m.headers, 'idempotency-key': `gw-key-range-${Date.now()}` },
      payload: { channelCode: 'ONLINE_PAYMENT', amount: '9.99' },
    })
    expect(res.json()).toMatchObject({
      code: 'amount_out_of_range',
      details: [{ message: 'min 10.00' }, { message: 'max 30000.00' }],
    })
    const other = await fetch(`${base}/wps/payment/callback/otherpay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(other.status).toBe(404)
  })
})
