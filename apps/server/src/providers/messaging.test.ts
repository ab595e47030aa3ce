import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../test/test-app'
import { buildSender, latestMessageTo, outboxSender, REDACTED, smtpDelivery } from './messaging'

interface Received {
  from: string
  to: string[]
  raw: string
}

let testDb: TestDb
let smtp: SMTPServer
let smtpUrl: string
let gateway: Server
let gatewayUrl: string
const mails: Received[] = []
const smsPosts: unknown[] = []

beforeAll(async () => {
  testDb = await createTestDb()
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        mails.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  gateway = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      smsPosts.push(JSON.parse(body))
      // A number the gateway refuses, to see what the outbox keeps of a failed send.
      res.statusCode = (JSON.parse(body) as { to: string }).to === '+15550009999' ? 503 : 200
      res.end()
    })
  })
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`
})

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve))
  await new Promise<void>((resolve) => gateway.close(() => resolve()))
  await testDb.close()
})

beforeEach(() => {
  mails.length = 0
  smsPosts.length = 0
})

const plain = { kind: 'notice', secret: null }
const smtpOnly = () => ({ smsHttpUrl: null, smsHttpToken: null, smtpUrl, emailFrom: 'login@example.test' })

describe('email over SMTP', () => {
  it('sends email through the SMTP server and keeps a record in the outbox', async () => {
    const sender = buildSender(testDb.db, smtpOnly())
    await sender.send({
      merchantId: 1,
      channel: 'email',
      destination: 'player@example.test',
      subject: 'Your code',
      body: 'Your code is 123456',
      ...plain,
    })

    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.from).toBe('login@example.test')
    expect(mail.to).toEqual(['player@example.test'])
    expect(mail.raw).toMatch(/^To: player@example\.test\r?$/m)
    expect(mail.raw).toMatch(/^From: login@example\.test\r?$/m)
    expect(mail.raw).toMatch(/^Subject: Your code\r?$/m)
    expect(mail.raw).toContain('Your code is 123456')

    const stored = await latestMessageTo(testDb.db, 'player@example.test')
    expect(stored).toMatchObject({
      channel: 'email',
      subject: 'Your code',
      body: 'Your code is 123456',
      status: 'sent',
    })
  })

  it('leaves SMS in the outbox: nothing over SMTP', async () => {
    const sender = buildSender(testDb.db, smtpOnly())
    await sender.send({ merchantId: 1, channel: 'sms', destination: '+15550001111', body: 'SMS code 654321', ...plain })

    expect(mails).toHaveLength(0)
    expect(await latestMessageTo(testDb.db, '+15550001111')).toMatchObject({
      channel: 'sms',
      body: 'SMS code 654321',
      status: 'kept',
    })
  })

  it('composes with the SMS gateway: SMS to the gateway, email over SMTP, both recorded in the outbox', async () => {
    const sender = buildSender(testDb.db, { ...smtpOnly(), smsHttpUrl: gatewayUrl })
    await sender.send({ merchantId: 1, channel: 'sms', destination: '+15550002222', body: 'gateway 111', ...plain })
    await sender.send({
      merchantId: 1,
      channel: 'email',
      destination: 'both@example.test',
      subject: 'Hi',
      body: 'smtp 222',
      ...plain,
    })

    expect(smsPosts).toEqual([{ to: '+15550002222', text: 'gateway 111' }])
    expect(mails.map((m) => m.to)).toEqual([['both@example.test']])
    expect(await latestMessageTo(testDb.db, '+15550002222')).toMatchObject({
      channel: 'sms',
      body: 'gateway 111',
      status: 'sent',
    })
    expect(await latestMessageTo(testDb.db, 'both@example.test')).toMatchObject({
      channel: 'email',
      body: 'smtp 222',
      status: 'sent',
    })
  })

  it('rejects when the SMTP server cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))

    const sender = outboxSender(testDb.db, { email: smtpDelivery(`smtp://127.0.0.1:${port}`, 'login@example.test') })
    await expect(
      sender.send({
        merchantId: 1,
        channel: 'email',
        destination: 'nobody@example.test',
        subject: 'x',
        body: 'y',
        ...plain,
      }),
    ).rejects.toThrow(/ECONNREFUSED/)
  })

  it('without SMTP_URL email stays in the outbox', async () => {
    const sender = buildSender(testDb.db, {
      smsHttpUrl: null,
      smsHttpToken: null,
      smtpUrl: null,
      emailFrom: 'no-reply@localhost',
    })
    await sender.send({
      merchantId: 1,
      channel: 'email',
      destination: 'outbox@example.test',
      subject: 'Kept',
      body: 'outbox only',
      ...plain,
    })

    expect(mails).toHaveLength(0)
    expect(await latestMessageTo(testDb.db, 'outbox@example.test')).toMatchObject({
      channel: 'email',
      body: 'outbox only',
      status: 'kept',
    })
  })
})

describe('secrets in the outbox', () => {
  const code = (destination: string, channel: 'sms' | 'email' = 'sms') => ({
    merchantId: 1,
    channel,
    destination,
    body: '[Lotus] Your verification code is 482915. It expires in 5 minutes.',
    kind: 'verification_code:register',
    secret: '482915',
  })

  it('keeps no code a real SMS gateway carried: the record says what, to whom, when and sent', async () => {
    const sender = buildSender(testDb.db, {
      smsHttpUrl: gatewayUrl,
      smsHttpToken: 't0k',
      smtpUrl: null,
      emailFrom: 'x@example.test',
    })
    await sender.send(code('+15550003333'))

    expect(smsPosts).toEqual([
      { to: '+15550003333', text: '[Lotus] Your verification code is 482915. It expires in 5 minutes.' },
    ])
    const rows = await testDb.db
      .selectFrom('outboxMessages')
      .selectAll()
      .where('destination', '=', '+15550003333')
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      channel: 'sms',
      kind: 'verification_code:register',
      status: 'sent',
      body: `[Lotus] Your verification code is ${REDACTED}. It expires in 5 minutes.`,
      createdAt: expect.any(Date),
    })
    expect(JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).not.toContain('482915')
  })

  it('keeps no reset token SMTP carried', async () => {
    const sender = buildSender(testDb.db, smtpOnly())
    const token = 'Zt4kq8XbP2mLr0aVwYc9sE1u'
    await sender.send({
      merchantId: 1,
      channel: 'email',
      destination: 'reset@example.test',
      subject: 'Reset',
      kind: 'reset_link',
      secret: token,
      body: `Open https://lotus.example/?resetToken=${token} within 30 minutes.`,
    })

    expect(mails[0]!.raw).toContain(token)
    const stored = await latestMessageTo(testDb.db, 'reset@example.test')
    expect(stored).toMatchObject({
      kind: 'reset_link',
      status: 'sent',
      body: `Open https://lotus.example/?resetToken=${REDACTED} within 30 minutes.`,
    })
  })

  it('records a send the gateway refused as failed, still without the code', async () => {
    const sender = buildSender(testDb.db, {
      smsHttpUrl: gatewayUrl,
      smsHttpToken: null,
      smtpUrl: null,
      emailFrom: 'x@example.test',
    })
    await expect(sender.send(code('+15550009999'))).rejects.toThrow(/503/)
    const stored = await latestMessageTo(testDb.db, '+15550009999')
    expect(stored).toMatchObject({ status: 'failed', kind: 'verification_code:register' })
    expect(stored?.body).not.toContain('482915')
  })

  it('keeps the code readable where the outbox is the only channel (email here, beside an SMS gateway)', async () => {
    const sender = buildSender(testDb.db, {
      smsHttpUrl: gatewayUrl,
      smsHttpToken: null,
      smtpUrl: null,
      emailFrom: 'x@example.test',
    })
    await sender.send(code('dev@example.test', 'email'))
    expect(smsPosts).toEqual([])
    expect(await latestMessageTo(testDb.db, 'dev@example.test')).toMatchObject({
      status: 'kept',
      body: expect.stringContaining('482915'),
    })
  })
})
