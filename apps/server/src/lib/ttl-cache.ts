/**
 * Values kept in memory for a short time, per owner (a database: tests open several in one
 * process) and key. A load in flight is shared by every caller of its key, and a failed load is
 * forgotten at once. Bounded: past `max` keys an owner's map starts again empty.
 */
export interface TtlCache<V> {
  get(owner: object, key: string, load: () => Promise<V>): Promise<V>
  /** Forgets an owner's values (after this instance changed what they were read from). */
  clear(owner: object): void
}

export function createTtlCache<V>(ttlMs: number, max = 10_000, now: () => number = Date.now): TtlCache<V> {
  const owners = new WeakMap<object, Map<string, { at: number; value: Promise<V> }>>()
  return {
    get(owner, key, load) {
      let entries = owners.get(owner)
      if (!entries || entries.size >= max) owners.set(owner, (entries = new Map()))
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
    clear(owner) {
      owners.delete(owner)
    },
  }
}
