import pg from 'pg'

/** What a listener hears: a notice's payload, that it listens (again), or that it lost its connection. */
export interface ListenEvents {
  notice(payload: string): void
  /** LISTEN is in force: from now on no notice is missed (called again after every reconnection). */
  listening(): void
  lost(error: unknown): void
}

const FIRST_RETRY_MS = 100
const LAST_RETRY_MS = 5_000

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one cannot keep it), connected again
 * with backoff whenever it drops. Notices sent while it was away are gone: `listening` tells the
 * caller when it is back so that it can forget what it may have missed. Resolves to the stop.
 */
export function listenOnPostgres(
  connection: { url: string; applicationName: string },
  channel: string,
  events: ListenEvents,
): () => Promise<void> {
  let stopped = false
  let current: pg.Client | null = null
  let retry: NodeJS.Timeout | null = null
  let delay = FIRST_RETRY_MS

  const connect = async () => {
    retry = null
    const client = new pg.Client({
      connectionString: connection.url,
      application_name: connection.applicationName,
      // A peer that vanished without closing the connection is noticed by TCP keep-alive.
      keepAlive: true,
    })
    current = client
    let failed = false
    const fail = (error: unknown) => {
      if (failed || stopped) return
      failed = true
      if (current === client) current = null
      client.end().catch(() => {})
      events.lost(error)
      retry = setTimeout(() => void connect(), delay)
      retry.unref()
      delay = Math.min(delay * 2, LAST_RETRY_MS)
    }
    client.on('error', fail)
    client.on('end', () => fail(new Error('the connection ended')))
    client.on('notification', (message) => {
      if (message.channel === channel) events.notice(message.payload ?? '')
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${channel}`)
    } catch (error) {
      fail(error)
      return
    }
    if (failed || stopped) return
    delay = FIRST_RETRY_MS
    events.listening()
  }

  void connect()
  return async () => {
    stopped = true
    if (retry) clearTimeout(retry)
    const client = current
    current = null
    await client?.end().catch(() => {})
  }
}
