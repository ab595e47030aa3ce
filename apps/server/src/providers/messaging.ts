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
 * works end to end with no gateway contract. A real gateway is configured with SMS_HTTP_URL.
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

export async function latestMessageTo(db: Db, destination: string) {
  return db
    .selectFrom('outboxMessages')
    .select(['channel', 'subject', 'body', 'createdAt'])
    .where('destination', '=', destination)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}
