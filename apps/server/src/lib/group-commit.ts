import { randomInt } from 'node:crypto'

/**
 * Group commit (decision 014): work that arrives while every connection is busy waits in a queue;
 * when a connection is free, the queue leaves as one batch, which `run` writes in one database
 * transaction and answers item by item (a result, or the error that refused that item alone). A
 * lone item on an idle server leaves at once, in a batch of one: there is no timer, so batching
 * adds no latency; batches grow only with the load. Used by the ledger's transfers and by lottery
 * slips (decision 032).
 */
export interface GroupCommitOptions<T, R> {
  /** Batches in flight at once, each on a connection of its own: the pool's size. */
  maxInFlight: number
  /** Items per batch at most. */
  maxBatch: number
  /** Writes a batch in one transaction; one answer per item, in order; throws when the batch as a whole failed. */
  run(batch: T[]): Promise<(R | Error)[]>
  /** Errors after which the whole batch may run again (deadlocks, serialization failures). */
  retriable(error: unknown): boolean
  /** What callers are answered when the batch failed as a whole. */
  failure?(error: unknown): unknown
  /**
   * Items that lock the same rows go to the same lane (0 .. maxInFlight - 1), and each lane has
   * one batch in flight at most: batches side by side then never wait for each other's locks.
   * Without it, the queue is shared out over maxInFlight batches.
   */
  laneOf?(item: T): number
}

export interface GroupCommit<T, R> {
  submit(item: T): Promise<R>
}

interface Waiting<T, R> {
  item: T
  resolve(result: R): void
  reject(error: unknown): void
}

const ATTEMPTS = 5

export function createGroupCommit<T, R>(options: GroupCommitOptions<T, R>): GroupCommit<T, R> {
  const queue: Waiting<T, R>[] = []
  let inFlight = 0
  let scheduled = false
  const lanes = options.laneOf
    ? Array.from({ length: options.maxInFlight }, () => ({ queue: [] as Waiting<T, R>[], busy: false }))
    : null

  // After the current turn of the event loop, so that everything submitted in it (callers answered
  // by the last batch and sending their next item) is seen together and shared out evenly.
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    setImmediate(flush)
  }

  function flush(): void {
    scheduled = false
    for (const lane of lanes ?? []) {
      if (lane.busy || lane.queue.length === 0) continue
      lane.busy = true
      void run(lane.queue.splice(0, options.maxBatch)).finally(() => {
        lane.busy = false
        if (lane.queue.length > 0) schedule()
      })
    }
    while (queue.length > 0 && inFlight < options.maxInFlight) {
      const size = Math.min(options.maxBatch, Math.ceil(queue.length / (options.maxInFlight - inFlight)))
      inFlight++
      void run(queue.splice(0, size)).finally(() => {
        inFlight--
        if (queue.length > 0) schedule()
      })
    }
  }

  async function run(batch: Waiting<T, R>[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcomes = await options.run(batch.map((w) => w.item))
        if (outcomes.length !== batch.length)
          throw new Error(`a batch of ${batch.length} answered ${outcomes.length} times`)
        batch.forEach((waiting, i) => {
          const outcome = outcomes[i]!
          if (outcome instanceof Error) waiting.reject(outcome)
          else waiting.resolve(outcome)
        })
        return
      } catch (error) {
        // Anything but a deadlock or a serialization failure failed the batch's transaction as a
        // whole, so nothing of it was committed: every caller hears of it.
        if (!options.retriable(error) || attempt >= ATTEMPTS) {
          const answer = options.failure ? options.failure(error) : error
          for (const waiting of batch) waiting.reject(answer)
          return
        }
        await new Promise((resolve) => setTimeout(resolve, 5 * attempt + randomInt(10)))
      }
    }
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        const lane = lanes?.[Math.abs(options.laneOf!(item)) % lanes.length]
        ;(lane?.queue ?? queue).push({ item, resolve, reject })
        schedule()
      })
    },
  }
}
