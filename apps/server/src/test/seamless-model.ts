/**
 * The seamless wallet as a model (docs/decisions/026) for the chaos test: one player's balance,
 * rounds and call log, updated call by call in the order the calls were sent. The test compares
 * every answer of the real API and the final balances with it.
 */

export type ModelCall =
  | { action: 'debit'; transactionId: string; roundId: string; amount: bigint }
  | { action: 'credit'; transactionId: string; roundId: string; amount: bigint }
  | { action: 'rollback'; transactionId: string; refTransactionId: string; roundId: string }

export type ModelAnswer = { ok: true; balance: bigint } | { ok: false; code: string }

interface Logged {
  content: string
  answer: ModelAnswer
  tombstone?: boolean
  debit?: { amount: bigint; roundId: string; applied: boolean; rolledBack: boolean }
}

interface Round {
  stake: bigint
  refunded: bigint
  status: 'open' | 'settled' | 'rolled_back'
  credited: boolean
}

export class PlayerModel {
  private readonly calls = new Map<string, Logged>()
  private readonly rounds = new Map<string, Round>()

  constructor(public balance: bigint) {}

  apply(call: ModelCall): ModelAnswer {
    const content = JSON.stringify(call, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))
    const prior = this.calls.get(call.transactionId)
    if (prior) {
      if (prior.tombstone && call.action === 'debit') return { ok: false, code: 'conflict' }
      return prior.content === content ? prior.answer : { ok: false, code: 'idempotency_conflict' }
    }
    if (call.action === 'debit') return this.debit(call, content)
    if (call.action === 'credit') return this.credit(call, content)
    return this.rollback(call, content)
  }

  private debit(call: Extract<ModelCall, { action: 'debit' }>, content: string): ModelAnswer {
    const round = this.rounds.get(call.roundId)
    let answer: ModelAnswer
    if (round && round.status !== 'open') answer = { ok: false, code: 'conflict' }
    else if (this.balance < call.amount) answer = { ok: false, code: 'insufficient_funds' }
    else {
      this.balance -= call.amount
      const open = round ?? { stake: 0n, refunded: 0n, status: 'open' as const, credited: false }
      open.stake += call.amount
      this.rounds.set(call.roundId, open)
      answer = { ok: true, balance: this.balance }
    }
    // Refused debits are stored too: their id is spent.
    this.calls.set(call.transactionId, {
      content,
      answer,
      debit: { amount: call.amount, roundId: call.roundId, applied: answer.ok, rolledBack: false },
    })
    return answer
  }

  private credit(call: Extract<ModelCall, { action: 'credit' }>, content: string): ModelAnswer {
    const round = this.rounds.get(call.roundId)
    if (!round) return { ok: false, code: 'not_found' }
    if (round.status !== 'open') return { ok: false, code: 'conflict' }
    this.balance += call.amount
    round.status = 'settled'
    round.credited = true
    return this.store(call.transactionId, content)
  }

  private rollback(call: Extract<ModelCall, { action: 'rollback' }>, content: string): ModelAnswer {
    const ref = this.calls.get(call.refTransactionId)
    if (!ref) {
      this.calls.set(call.refTransactionId, {
        content: 'tombstone',
        answer: { ok: false, code: 'conflict' },
        tombstone: true,
      })
      return this.store(call.transactionId, content)
    }
    if (ref.tombstone || (ref.debit && (!ref.debit.applied || ref.debit.rolledBack)))
      return this.store(call.transactionId, content)
    if (!ref.debit) return { ok: false, code: 'conflict' }
    const round = this.rounds.get(ref.debit.roundId)
    if (!round || round.status === 'settled' || round.credited) return { ok: false, code: 'conflict' }
    this.balance += ref.debit.amount
    ref.debit.rolledBack = true
    round.refunded += ref.debit.amount
    if (round.refunded >= round.stake) round.status = 'rolled_back'
    return this.store(call.transactionId, content)
  }

  private store(transactionId: string, content: string): ModelAnswer {
    const answer = { ok: true as const, balance: this.balance }
    this.calls.set(transactionId, { content, answer })
    return answer
  }

  /** Whether a repeat of this call, arriving late, would change nothing: its answer is on record. */
  onRecord(call: ModelCall, answer: ModelAnswer): boolean {
    return answer.ok || call.action === 'debit'
  }
}

/** A small seeded generator (mulberry32): the same seed, the same schedule. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * One player's calls: rounds settled by a credit (often zero), rolled back, both in random
 * order, rolled back before their debit arrives, or left open; merged in random order with each
 * round's own order kept, and a quarter of the calls repeated later.
 */
export function playerSchedule(random: () => number, prefix: string, rounds: number): ModelCall[] {
  const int = (min: number, max: number) => BigInt(min + Math.floor(random() * (max - min + 1)))
  const lists: ModelCall[][] = []
  for (let i = 0; i < rounds; i++) {
    const roundId = `${prefix}-r${i}`
    const debit: ModelCall = { action: 'debit', transactionId: `${prefix}-d${i}`, roundId, amount: int(100, 4_000) }
    const credit: ModelCall = {
      action: 'credit',
      transactionId: `${prefix}-c${i}`,
      roundId,
      amount: random() < 0.3 ? 0n : int(1, 8_000),
    }
    const rollback: ModelCall = {
      action: 'rollback',
      transactionId: `${prefix}-b${i}`,
      refTransactionId: debit.transactionId,
      roundId,
    }
    const kind = random()
    if (kind < 0.55) lists.push([debit, credit])
    else if (kind < 0.75) lists.push([debit, rollback])
    else if (kind < 0.85) lists.push(shuffle(random, [debit, credit, rollback]))
    else if (kind < 0.95) lists.push([rollback, debit])
    else lists.push([debit])
  }
  const merged: ModelCall[] = []
  while (lists.some((l) => l.length > 0)) {
    const open = lists.filter((l) => l.length > 0)
    const next = open[Math.floor(random() * open.length)]?.shift()
    if (next) merged.push(next)
  }
  for (let i = merged.length - 1; i >= 0; i--) {
    const call = merged[i]
    if (call && random() < 0.25) merged.splice(i + 1 + Math.floor(random() * (merged.length - i)), 0, call)
  }
  return merged
}

function shuffle<T>(random: () => number, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const a = items[i] as T
    items[i] = items[j] as T
    items[j] = a
  }
  return items
}
