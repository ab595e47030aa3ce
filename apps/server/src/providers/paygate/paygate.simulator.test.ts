import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaygateClient } from './paygate.client'
import { checkSignature, signedHeaders } from './paygate.signature'
import { startPaygateSimulator, type PaygateSimulator } from './paygate.simulator'

/** The simulator against a stand-in platform whose answers the test scripts. */
const secret = randomBytes(32)
let simulator: PaygateSimulator
let platform: Server
let platformUrl: string
let answers: number[] = []
const received: { body: Buffer; verified: boolean }[] = []
const failures: { attempt: number; status: number | null; gaveUp: boolean }[] = []

beforeAll(async () => {
  platform = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      received.push({ body, verified: checkSignature(secret, req.headers, body).ok })
      res.writeHead(answers.shift() ?? 200).end()
    })
  })
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve))
  platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`
  simulator = await startPaygateSimulator({
    secret,
    retryDelaysMs: [20, 40, 60],
    onDeliveryFailure: (f) => failures.push(f),
  })
})
afterAll(async () => {
  await simulator.close()
  await new Promise((resolve) => platform.close(resolve))
})

const client = () => createPaygateClient({ baseUrl: simulator.url, secret })
let orderSeq = 0
const order = (overrides: Partial<{ expiresAt: Date; amount: string }> = {}) =>
  client().createOrder({
    merchantOrderId: `T${++orderSeq}`,
    amount: '12.34',
    currency: 'MYR',
    notifyUrl: `${platformUrl}/callback`,
    returnUrl: 'http://site.test/deposit',
    expiresAt: new Date(Date.now() + 60_000),
    ...overrides,
  })
/** Waits on the condition, not on a clock: a loaded machine may take seconds to send a callback. */
const until = async (done: () => boolean) => {
  const deadline = Date.now() + 30_000
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
}

describe('payment gateway simulator', () => {
  it('creates orders only for signed requests, once per merchant order', async () => {
    const body = Buffer.from(
      JSON.stringify({
        merchantOrderId: 'X1',
        amount: '1.00',
        currency: 'MYR',
        notifyUrl: platformUrl,
        returnUrl: platformUrl,
      }),
    )
    const unsigned = await fetch(`${simulator.url}/api/orders`, { method: 'POST', body: new Uint8Array(body) })
    expect(unsigned.status).toBe(401)
    const forged = await fetch(`${simulator.url}/api/orders`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: signedHeaders(randomBytes(32), body),
    })
    expect(forged.status).toBe(401)
    const stale = await fetch(`${simulator.url}/api/orders`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: signedHeaders(secret, body, Date.now() - 600_000),
    })
    expect(stale.status).toBe(401)
    const first = await order()
    expect(first.payUrl).toBe(`${simulator.url}/pay/${first.orderId}`)
    orderSeq -= 1
    expect(await order()).toEqual(first)
    orderSeq -= 1
    await expect(order({ amount: '99.00' })).rejects.toMatchObject({ code: 'service_unavailable' })
  })

  it('shows a payment page, and on Pay retries the signed callback until the platform takes it', async () => {
    const { orderId, payUrl } = await order()
    const page = await fetch(payUrl)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('MYR 12.34')
    expect(html).toContain(`T${orderSeq}`)
    expect(html).toMatch(/<button class="pay"[^>]*>Pay MYR 12.34<\/button>/)
    expect(html).toContain('Cancel')

    received.length = 0
    failures.length = 0
    answers = [503, 500]
    const paid = await fetch(`${payUrl}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe('http://site.test/deposit?paygateStatus=paid')
    await until(() => received.length >= 3)
    expect(received.map((r) => r.verified)).toEqual([true, true, true])
    expect(new Set(received.map((r) => r.body.toString())).size).toBe(1)
    expect(JSON.parse(received[0]?.body.toString() ?? '{}')).toMatchObject({
      orderId,
      merchantOrderId: `T${orderSeq}`,
      status: 'paid',
      amount: '12.34',
      currency: 'MYR',
    })
    expect(failures).toEqual([
      { orderId, attempt: 1, status: 503, gaveUp: false },
      { orderId, attempt: 2, status: 500, gaveUp: false },
    ])
    expect((await fetch(`${payUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409)
    expect(await simulator.redeliver(orderId)).toBe(200)
  })

  it('stops at the platform’s final refusal, and gives up after the last retry', async () => {
    received.length = 0
    failures.length = 0
    answers = [409]
    const refused = await order()
    await fetch(`${refused.payUrl}/cancel`, { method: 'POST', redirect: 'manual' })
    expect(JSON.parse(received[0]?.body.toString() ?? '{}').status).toBe('failed')
    expect(failures).toEqual([{ orderId: refused.orderId, attempt: 1, status: 409, gaveUp: true }])

    failures.length = 0
    answers = [502, 502, 502, 502]
    const unlucky = await order()
    await fetch(`${unlucky.payUrl}/pay`, { method: 'POST', redirect: 'manual' })
    await until(() => failures.length >= 4)
    expect(failures.map((f) => f.gaveUp)).toEqual([false, false, false, true])
    answers = []
  })

  it('refuses to take payment for an expired order', async () => {
    const { payUrl } = await order({ expiresAt: new Date(Date.now() - 1000) })
    expect(await (await fetch(payUrl)).text()).toContain('expired')
    expect((await fetch(`${payUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409)
  })
})
