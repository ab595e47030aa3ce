import type { DatabaseHandle, Db } from './database'

/**
 * Cached settings and catalogues, forgotten on every instance when they change (decision 064).
 * Triggers (migration 0068) send `<schema>:<topic>` on CHANGE_CHANNEL from the transaction that
 * writes a cached table, so the notice goes out when the change commits and never when it rolls
 * back, whoever wrote it: a service, a CLI, a migration or a hand in psql. Each instance listens
 * and tells the caches of its database; a cache registers here what to forget.
 */
export const CHANGE_CHANNEL = 'sea_changes'

export const CHANGE_TOPICS = ['merchants', 'lottery', 'crypto_keys'] as const
export type ChangeTopic = (typeof CHANGE_TOPICS)[number]

const subscribers = new WeakMap<Db, Map<ChangeTopic, Set<() => void>>>()

/** Registers what a cache of this database forgets when one of the topic's tables changes. */
export function onChange(db: Db, topic: ChangeTopic, forget: () => void): void {
  let topics = subscribers.get(db)
  if (!topics) subscribers.set(db, (topics = new Map()))
  let forgets = topics.get(topic)
  if (!forgets) topics.set(topic, (forgets = new Set()))
  forgets.add(forget)
}

/** Every cache of the topic forgets; 'all' when notices may have been missed. */
export function announceChange(db: Db, topic: ChangeTopic | 'all'): void {
  const topics = subscribers.get(db)
  if (!topics) return
  for (const [name, forgets] of topics) if (topic === 'all' || name === topic) for (const forget of forgets) forget()
}

export interface ChangeFeedLog {
  /** The feed lost its connection: until it is back, caches fall back to their own expiry. */
  lost(error: unknown): void
  /** The feed listens (again); everything cached was forgotten, since notices may have been missed. */
  listening(): void
}

/**
 * Follows the change notices of this installation's schema (other installations and test runs
 * may share the database). Resolves to the function that stops following.
 */
export function followChanges(
  handle: Pick<DatabaseHandle, 'db' | 'listen'>,
  schema: string | null,
  log: ChangeFeedLog,
): Promise<() => Promise<void>> {
  const prefix = `${schema ?? 'public'}:`
  return handle.listen(CHANGE_CHANNEL, {
    notice(payload) {
      if (!payload.startsWith(prefix)) return
      const topic = CHANGE_TOPICS.find((name) => name === payload.slice(prefix.length))
      if (topic) announceChange(handle.db, topic)
    },
    listening() {
      announceChange(handle.db, 'all')
      log.listening()
    },
    lost: (error) => log.lost(error),
  })
}
