import { describe, expect, it } from 'vitest'
import { createGroupCommit } from './group-commit'

/** The queue alone, with a stand-in for the database write: batches, lanes, refusals and retries. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('group commit', () => {
  it('batches what arrives while the batches in flight run, and answers each item on its own', async () => {
    const batches: number[][] = []
    const commit = createGroupCommit<number, string>({
      maxInFlight: 1,
      maxBatch: 10,
      retriable: () => false,
      run: async (items) => {
        batches.push(items)
        await tick()
        return items.map((n) => (n % 5 === 0 ? new Error(`refused ${n}`) : `ok ${n}`))
      },
    })
    const answers = await Promise.allSettled(Array.from({ length: 12 }, (_, n) => commit.submit(n + 1)))
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual([
      'ok 1',
      'ok 2',
      'ok 3',
      'ok 4',
      'refused 5',
      'ok 6',
      'ok 7',
      'ok 8',
      'ok 9',
      'refused 10',
      'ok 11',
      'ok 12',
    ])
    expect(batches).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [11, 12],
    ])
  })

  it('keeps each lane to one batch in flight, and lanes side by side', async () => {
    let running = 0
    let most = 0
    const lanesSeen: number[][] = []
    const commit = createGroupCommit<number, number>({
      maxInFlight: 3,
      maxBatch: 50,
      retriable: () => false,
      laneOf: (n) => n,
      run: async (items) => {
        running += 1
        most = Math.max(most, running)
        lanesSeen.push([...new Set(items.map((n) => n % 3))])
        await tick()
        running -= 1
        return items
      },
    })
    await Promise.all(Array.from({ length: 30 }, (_, n) => commit.submit(n)))
    expect(most).toBe(3)
    expect(lanesSeen.every((lanes) => lanes.length === 1)).toBe(true)
  })

  it('runs a batch again after a retriable failure, and fails every item of a batch that failed as a whole', async () => {
    let attempts = 0
    const commit = createGroupCommit<string, string>({
      maxInFlight: 1,
      maxBatch: 5,
      retriable: (error) => (error as Error).message === 'deadlock',
      failure: (error) => new Error(`mapped: ${(error as Error).message}`),
      run: async (items) => {
        attempts += 1
        if (attempts === 1) throw new Error('deadlock')
        if (items.includes('boom')) throw new Error('boom')
        return items
      },
    })
    expect(await commit.submit('a')).toBe('a')
    expect(attempts).toBe(2)
    await expect(commit.submit('boom')).rejects.toThrow('mapped: boom')
  })
})
