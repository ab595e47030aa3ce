import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../../lib/totp'
import { bearer, callEncrypted } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'
import { enrolledOperator } from '../../test/operators'

// A real SMS gateway on loopback: the code reaches the phone, and staff never see it (decision 039).
let t: TestApp
let gateway: Server
const texts: { to: string; text: string }[] = []
let operatorToken: string

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      texts.push(JSON.parse(body) as { to: string; text: string })
      res.end()
    })
  })
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  t = await createTestApp({
    smsHttpUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`,
    smsHttpToken: 'gw',
  })
  const operator = await enrolledOperator(t, 1, ['support'], 'ops.support')
  const login = await callEncrypted(t, 'POST', '/wps/operator/session/login', {
    username: 'ops.support',
    password: operator.password,
    totpCode: totpCode(operator.secret, Date.now()),
  })
  operatorToken = login.json().value.token
})
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => gateway.close(() => resolve()))
})

describe('the outbox with a real SMS gateway', () => {
  it('shows staff that a code went out, when and to whom, but never the code', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '0145550077', countryDialingCode: '60' },
    })
    expect(sent.statusCode).toBe(200)
    const code = /\b(\d{6})\b/.exec(texts.at(-1)?.text ?? '')?.[1]
    expect(texts.at(-1)?.to).toBe('+60145550077')
    expect(code).toMatch(/^\d{6}$/)

    const outbox = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/outbox?destination=%2B60145550077',
      headers: bearer(operatorToken),
    })
    expect(outbox.statusCode).toBe(200)
    expect(outbox.json().value.messages).toEqual([
      {
        id: expect.any(String),
        channel: 'sms',
        destination: '+60145550077',
        subject: null,
        body: expect.stringContaining('[redacted]'),
        kind: 'verification_code:register',
        status: 'sent',
        createdAt: expect.any(String),
      },
    ])
    expect(outbox.body).not.toContain(code)
    const stored = await t.db
      .selectFrom('outboxMessages')
      .select('body')
      .where('destination', '=', '+60145550077')
      .execute()
    expect(stored.map((row) => row.body).join()).not.toContain(code)
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'after'])
      .where('action', '=', 'outbox.read')
      .execute()
    expect(audit).toEqual([
      { action: 'outbox.read', after: { messages: [outbox.json().value.messages[0].id], readable: [] } },
    ])
  })
})
