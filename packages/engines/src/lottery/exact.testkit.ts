import { type Ratio, reduce } from './money'

/** Exact rational arithmetic for the RTP tests: a probability times odds, summed, never rounded. */
export const q = (num: bigint | number, den: bigint | number = 1n): Ratio =>
  reduce({ num: BigInt(num), den: BigInt(den) })
export const add = (a: Ratio, b: Ratio): Ratio => reduce({ num: a.num * b.den + b.num * a.den, den: a.den * b.den })
export const sub = (a: Ratio, b: Ratio): Ratio => {
  const num = a.num * b.den - b.num * a.den
  if (num < 0n) throw new RangeError('negative difference')
  return reduce({ num, den: a.den * b.den })
}
export const mul = (...rs: Ratio[]): Ratio =>
  rs.reduce((a, b) => reduce({ num: a.num * b.num, den: a.den * b.den }), q(1))
export const div = (a: Ratio, b: Ratio): Ratio => reduce({ num: a.num * b.den, den: a.den * b.num })
export const pow = (a: Ratio, k: number): Ratio => reduce({ num: a.num ** BigInt(k), den: a.den ** BigInt(k) })
export const sum = (rs: Ratio[]): Ratio => rs.reduce(add, q(0))
export const toNumber = (r: Ratio): number => Number((r.num * 1_000_000_000n) / r.den) / 1e9

export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n
  let r = 1n
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1)
  return r
}

/** All k-subsets of items, for enumerations over small draws (11x5, K3). */
export function* subsets<T>(items: readonly T[], k: number, start = 0): Generator<T[]> {
  if (k === 0) {
    yield []
    return
  }
  for (let i = start; i <= items.length - k; i += 1)
    for (const rest of subsets(items, k - 1, i + 1)) yield [items[i] as T, ...rest]
}

/** Ordered k-tuples of distinct items: every draw prefix of a draw without replacement. */
export function* orderedTuples<T>(items: readonly T[], k: number): Generator<T[]> {
  if (k === 0) {
    yield []
    return
  }
  for (let i = 0; i < items.length; i += 1) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)]
    for (const tail of orderedTuples(rest, k - 1)) yield [items[i] as T, ...tail]
  }
}

/** All length-k sequences over items, with repeats (independent digits, dice). */
export function* sequences<T>(items: readonly T[], k: number): Generator<T[]> {
  if (k === 0) {
    yield []
    return
  }
  for (const head of sequences(items, k - 1)) for (const item of items) yield [...head, item]
}

/**
 * RTP of each bet by the engine itself over equally likely outcomes: total paid back (refunds
 * included) over total staked, exact. Stakes must be large enough for payouts to be exact.
 */
export function enumeratedRtp<R, B extends { stake: bigint }>(
  bets: readonly B[],
  outcomes: Iterable<R>,
  settle: (bet: B, result: R) => { payout: bigint },
): Ratio[] {
  const paid = bets.map(() => 0n)
  let count = 0n
  for (const outcome of outcomes) {
    count += 1n
    bets.forEach((bet, i) => {
      paid[i] = paid[i]! + settle(bet, outcome).payout
    })
  }
  return bets.map((bet, i) => q(paid[i]!, bet.stake * count))
}
