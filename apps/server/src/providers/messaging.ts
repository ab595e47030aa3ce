import { createTransport } from 'nodemailer'
import type { Config } from '../config'
import type { Db } from '../db/database'

export interface OutgoingMessage {
  merchantId: number
  channel: 'sms' | 'email'
  destination: string
  subject?: string
  body: string
}

/** Sends SMS and email. The built-in sender keeps messages in the outbox table. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>
}

/**
 * The outbox: every message is stored, readable by operators (and by tests), so the platform
 * works end to end with no gateway contract. Real delivery is configured with SMS_HTTP_URL and SMTP_URL.
 */
export function outboxSender(db: Db): MessageSender {
  return {
    async send(message) {
      await db
        .insertInto('outboxMessages')
        .values({
          merchantId: message.merchantId,
          channel: message.channel,
          destination: message.destination,
          subject: message.subject ?? null,
          body: message.body,
        })
        .execute()
    },
  }
}

/**
 * A generic HTTP SMS gateway: POSTs `{ to, text }` as JSON with a bearer token. Email keeps using
 * the outbox; each message is also stored there so operators see what was sent.
 */
export function httpSmsSender(outbox: MessageSender, url: string, token: string | null): MessageSender {
  return {
    async send(message) {
      await outbox.send(message)
      if (message.channel !== 'sms') return
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.destination, text: message.body }),
        signal: AbortSignal.timeout(5000),
      })
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
    },
  }
}

/**
 * Email over SMTP (nodemailer; `smtp://` or `smtps://user:pass@host:port`, URL query parameters
 * become transport options). Every message goes to `next` first, so the outbox keeps a copy; SMS is
 * left to `next` alone. SMTP errors propagate to the caller.
 */
export function smtpEmailSender(next: MessageSender, smtpUrl: string, from: string): MessageSender {
  // Timeouts well below nodemailer's defaults (2 minutes to connect), so a dead server fails a request quickly.
  const transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
  return {
    async send(message) {
      await next.send(message)
      if (message.channel !== 'email') return
      await transport.sendMail({ from, to: message.destination, subject: message.subject ?? '', text: message.body })
    },
  }
}

/** The configured sender: the outbox, then the SMS gateway and SMTP when they are configured. */
export function buildSender(db: Db, config: Pick<Config, 'smsHttpUrl' | 'smsHttpToken' | 'smtpUrl' | 'emailFrom'>): MessageSender {
  let sender = outboxSender(db)
  if (config.smsHttpUrl) sender = httpSmsSender(sender, config.smsHttpUrl, config.smsHttpToken)
  if (config.smtpUrl) sender = smtpEmailSender(sender, config.smtpUrl, config.emailFrom)
  return sender
}

export async function latestMessageTo(db: Db, destination: string) {
  return db
    .selectFrom('outboxMessages')
    .select(['channel', 'subject', 'body', 'createdAt'])
    .where('destination', '=', destination)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}
