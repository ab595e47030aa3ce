import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../test/test-app'
import { buildSender, latestMessageTo, outboxSender, smtpEmailSender } from './messaging'

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
        mails.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') })
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

const smtpOnly = () => ({ smsHttpUrl: null, smsHttpToken: null, smtpUrl, emailFrom: 'login@example.test' })

describe('email over SMTP', () => {
  it('sends email through the SMTP server and keeps a copy in the outbox', async () => {
    const sender = buildSender(testDb.db, smtpOnly())
    await sender.send({ merchantId: 1, channel: 'email', destination: 'player@example.test', subject: 'Your code', body: 'Your code is 123456' })

    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.from).toBe('login@example.test')
    expect(mail.to).toEqual(['player@example.test'])
    expect(mail.raw).toMatch(/^To: player@example\.test\r?$/m)
    expect(mail.raw).toMatch(/^From: login@example\.test\r?$/m)
    expect(mail.raw).toMatch(/^Subject: Your code\r?$/m)
    expect(mail.raw).toContain('Your code is 123456')

    const stored = await latestMessageTo(testDb.db, 'player@example.test')
    expect(stored).toMatchObject({ channel: 'email', subject: 'Your code', body: 'Your code is 123456' })
  })

  it('leaves SMS to the next sender: outbox only, nothing over SMTP', async () => {
    const sender = buildSender(testDb.db, smtpOnly())
    await sender.send({ merchantId: 1, channel: 'sms', destination: '+15550001111', body: 'SMS code 654321' })

    expect(mails).toHaveLength(0)
    expect(await latestMessageTo(testDb.db, '+15550001111')).toMatchObject({ channel: 'sms', body: 'SMS code 654321' })
  })

  it('composes with the SMS gateway: SMS to the gateway, email over SMTP, both in the outbox', async () => {
    const sender = buildSender(testDb.db, { ...smtpOnly(), smsHttpUrl: gatewayUrl })
    await sender.send({ merchantId: 1, channel: 'sms', destination: '+15550002222', body: 'gateway 111' })
    await sender.send({ merchantId: 1, channel: 'email', destination: 'both@example.test', subject: 'Hi', body: 'smtp 222' })

    expect(smsPosts).toEqual([{ to: '+15550002222', text: 'gateway 111' }])
    expect(mails.map((m) => m.to)).toEqual([['both@example.test']])
    expect(await latestMessageTo(testDb.db, '+15550002222')).toMatchObject({ channel: 'sms', body: 'gateway 111' })
    expect(await latestMessageTo(testDb.db, 'both@example.test')).toMatchObject({ channel: 'email', body: 'smtp 222' })
  })

  it('rejects when the SMTP server cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))

    const sender = smtpEmailSender(outboxSender(testDb.db), `smtp://127.0.0.1:${port}`, 'login@example.test')
    await expect(sender.send({ merchantId: 1, channel: 'email', destination: 'nobody@example.test', subject: 'x', body: 'y' })).rejects.toThrow(/ECONNREFUSED/)
  })

  it('without SMTP_URL email stays in the outbox', async () => {
    const sender = buildSender(testDb.db, { smsHttpUrl: null, smsHttpToken: null, smtpUrl: null, emailFrom: 'no-reply@localhost' })
    await sender.send({ merchantId: 1, channel: 'email', destination: 'outbox@example.test', subject: 'Kept', body: 'outbox only' })

    expect(mails).toHaveLength(0)
    expect(await latestMessageTo(testDb.db, 'outbox@example.test')).toMatchObject({ channel: 'email', body: 'outbox only' })
  })
})
