import { onChange, type ChangeTopic } from '../db/change-feed'
import type { Db } from '../db/database'

/**
 * Values kept in memory for a short time, per database (tests open several in one process) and
 * key. A load in flight is shared by every caller of its key, and a failed load is forgotten at
 * once. Bounded: past `max` keys a database's map starts again empty. With a `topic`, a
 * database's values are also forgotten whenever its change feed announces that topic.
 */
export interface TtlCache<V> {
  get(db: Db, key: string, load: () => Promise<V>): Promise<V>
  /** Forgets a database's values (after this instance changed what they were read from). */
  clear(db: Db): void
}

export function createTtlCache<V>(
  ttlMs: number,
  options: { max?: number; topic?: ChangeTopic; now?: () => number } = {},
): TtlCache<V> {
  const { max = 10_000, topic, now = Date.now } = options
  const owners = new WeakMap<Db, Map<string, { at: number; value: Promise<V> }>>()
  const followed = new WeakSet<Db>()
  return {
    get(db, key, load) {
      if (topic && !followed.has(db)) {
        followed.add(db)
        onChange(db, topic, () => owners.delete(db))
      }
      let entries = owners.get(db)
      if (!entries || entries.size >= max) owners.set(db, (entries = new Map()))
      const hit = entries.get(key)
      if (hit && now() - hit.at < ttlMs) return hit.value
      const value = load()
      const entry = { at: now(), value }
      entries.set(key, entry)
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return value
    },
    clear(db) {
      owners.delete(db)
    },
  }
}
