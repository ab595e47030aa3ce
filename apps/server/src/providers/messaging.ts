import { createTransport } from 'nodemailer'
import type { Config } from '../config'
import type { Db } from '../db/database'

export interface OutgoingMessage {
  merchantId: number
  channel: 'sms' | 'email'
  destination: string
  subject?: string
  body: string
  /** What the message is, for support staff: 'verification_code:<purpose>', 'reset_link'. */
  kind: string
  /** The code or token inside the body: never stored once a real channel carries the message. */
  secret: string | null
}

/** Sends SMS and email, keeping a record of each in the outbox table. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>
}

/** A real channel: an SMS gateway or an SMTP server. Rejects when the message was not taken. */
export type Delivery = (message: OutgoingMessage) => Promise<void>

export const REDACTED = '[redacted]'

/**
 * The outbox. A channel with no real delivery configured keeps its messages readable here, so the
 * platform works end to end with no gateway contract (development; operators' reads are audited).
 * Once a real channel carries a message, only its redacted copy and its fate are kept: a one-time
 * code or reset token is then readable by its recipient alone (docs/decisions/039).
 */
export function outboxSender(
  db: Db,
  channels: Partial<Record<OutgoingMessage['channel'], Delivery>> = {},
): MessageSender {
  return {
    async send(message) {
      const deliver = channels[message.channel]
      if (!deliver) return keep(db, message, message.body, 'kept')
      const redacted = message.secret ? message.body.replaceAll(message.secret, REDACTED) : message.body
      try {
        await deliver(message)
      } catch (error) {
        await keep(db, message, redacted, 'failed')
        throw error
      }
      await keep(db, message, redacted, 'sent')
    },
  }
}

async function keep(db: Db, message: OutgoingMessage, body: string, status: 'kept' | 'sent' | 'failed'): Promise<void> {
  await db
    .insertInto('outboxMessages')
    .values({
      merchantId: message.merchantId,
      channel: message.channel,
      destination: message.destination,
      subject: message.subject ?? null,
      body,
      kind: message.kind,
      status,
    })
    .execute()
}

/** A generic HTTP SMS gateway: POSTs `{ to, text }` as JSON with a bearer token. */
export function httpSmsDelivery(url: string, token: string | null): Delivery {
  return async (message) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to: message.destination, text: message.body }),
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
  }
}

/**
 * Email over SMTP (nodemailer; `smtp://` or `smtps://user:pass@host:port`, URL query parameters
 * become transport options). SMTP errors propagate to the caller.
 */
export function smtpDelivery(smtpUrl: string, from: string): Delivery {
  // Timeouts well below nodemailer's defaults (2 minutes to connect), so a dead server fails a request quickly.
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return async (message) => {
    await transport.sendMail({ from, to: message.destination, subject: message.subject ?? '', text: message.body })
  }
}

/** The configured sender: the SMS gateway and SMTP where configured, the outbox for the rest. */
export function buildSender(
  db: Db,
  config: Pick<Config, 'smsHttpUrl' | 'smsHttpToken' | 'smtpUrl' | 'emailFrom'>,
): MessageSender {
  return outboxSender(db, {
    ...(config.smsHttpUrl ? { sms: httpSmsDelivery(config.smsHttpUrl, config.smsHttpToken) } : {}),
    ...(config.smtpUrl ? { email: smtpDelivery(config.smtpUrl, config.emailFrom) } : {}),
  })
}

export async function latestMessageTo(db: Db, destination: string) {
  return db
    .selectFrom('outboxMessages')
    .select(['channel', 'subject', 'body', 'kind', 'status', 'createdAt'])
    .where('destination', '=', destination)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}
