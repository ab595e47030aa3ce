import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { createFairStream, type FairStream } from '../fair'

/**
 * A promotion raffle's draw (docs/domain/promotions.md#raffle-draws). The server seed is committed
 * by its SHA-256 before the campaign opens; the entrants are frozen at its end, sorted by member
 * id, each with a ticket count. The fair stream (`../fair`) with client seed `raffle` and the
 * promotion id as nonce reads HMAC-SHA256(seed, `raffle:<promotion id>:<counter>`); each prize
 * takes one ticket uniformly from the tickets of members who have not won yet, and the ticket's
 * owner leaves the pool. That is a shuffle of the whole ticket list in which each owner counts at
 * first appearance, without laying out a list that may hold billions of tickets. Pure, so the
 * member's browser recomputes it from the revealed seed and the published entrants.
 */
export const RAFFLE_ALGORITHM = 'HMAC-SHA256/raffle/v1'

export interface RaffleEntrant {
  /** Decimal member id; entrants come in increasing id order. */
  memberId: string
  tickets: number
}

export interface RaffleInputs {
  /** 64 hex characters, the seed whose SHA-256 was the commitment. */
  serverSeed: string
  promotionId: string
  entrants: readonly RaffleEntrant[]
  /** How many prizes of each rank, first prize first (the rules' prizes' counts). */
  prizeCounts: readonly number[]
}

export interface RaffleWinner {
  /** 1 for the first ticket drawn. */
  place: number
  /** 1 for the first prize. */
  rank: number
  memberId: string
}

const ID = /^[1-9]\d{0,18}$/
const TWO_53 = 2n ** 53n

/** SHA-256 of the frozen entrants, one `<member id>:<tickets>\n` line each, in their order. */
export function entrantsDigest(entrants: readonly RaffleEntrant[]): string {
  assertEntrants(entrants)
  return bytesToHex(sha256(utf8ToBytes(entrants.map((e) => `${e.memberId}:${e.tickets}\n`).join(''))))
}

/** The winners in draw order: as many as there are prizes, or entrants if fewer; one prize per member. */
export function drawRaffle(inputs: RaffleInputs): RaffleWinner[] {
  if (!ID.test(inputs.promotionId)) throw new RangeError('promotion id must be a positive decimal')
  const total = assertEntrants(inputs.entrants)
  const ranks = inputs.prizeCounts.flatMap((count, i) => {
    if (!Number.isInteger(count) || count < 1) throw new RangeError('a prize count is a positive integer')
    return Array.from({ length: count }, () => i + 1)
  })
  const stream = createFairStream({
    serverSeed: inputs.serverSeed,
    clientSeed: 'raffle',
    nonce: BigInt(inputs.promotionId),
  })
  const pool = ticketPool(inputs.entrants.map((e) => e.tickets))
  let remaining = total
  const winners: RaffleWinner[] = []
  for (const rank of ranks) {
    if (remaining === 0) break
    const index = pool.owner(uniform(stream, remaining))
    const tickets = inputs.entrants[index]!.tickets
    pool.remove(index, tickets)
    remaining -= tickets
    winners.push({ place: winners.length + 1, rank, memberId: inputs.entrants[index]!.memberId })
  }
  return winners
}

/**
 * A uniform integer in [0, n) for n up to 2^53: the low 21 bits of one word, then a whole word,
 * make 53 bits; a value at or above the largest multiple of n below 2^53 is drawn again, so no
 * ticket is likelier than another (no modulo bias).
 */
export function uniform(stream: FairStream, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`raffle range must be 1..2^53, got ${n}`)
  const limit = Number((TWO_53 / BigInt(n)) * BigInt(n))
  for (;;) {
    const value = stream.int(2 ** 21) * 2 ** 32 + stream.int(2 ** 32)
    if (value < limit) return value % n
  }
}

/** A Fenwick tree over the entrants' tickets: the owner of the t-th remaining ticket, and removal, in log time. */
function ticketPool(tickets: readonly number[]) {
  const size = tickets.length
  const tree = new Array<number>(size + 1).fill(0)
  const add = (index: number, delta: number) => {
    for (let i = index + 1; i <= size; i += i & -i) tree[i]! += delta
  }
  tickets.forEach((count, index) => add(index, count))
  let top = 1
  while (top * 2 <= size) top *= 2
  return {
    /** The entrant holding ticket `t` (0-based) of the remaining tickets in entrant order. */
    owner(t: number): number {
      let position = 0
      let rest = t
      for (let step = top; step > 0; step >>= 1) {
        const next = position + step
        if (next <= size && tree[next]! <= rest) {
          position = next
          rest -= tree[next]!
        }
      }
      return position
    },
    remove(index: number, count: number) {
      add(index, -count)
    },
  }
}

/** Member ids increasing, tickets positive integers, the total within 2^53; answers the total. */
function assertEntrants(entrants: readonly RaffleEntrant[]): number {
  let total = 0
  let previous = 0n
  for (const entrant of entrants) {
    if (!ID.test(entrant.memberId)) throw new RangeError('member id must be a positive decimal')
    const id = BigInt(entrant.memberId)
    if (id <= previous) throw new RangeError('entrants must be sorted by member id, each once')
    if (!Number.isSafeInteger(entrant.tickets) || entrant.tickets < 1)
      throw new RangeError('an entrant holds at least one ticket')
    previous = id
    total += entrant.tickets
  }
  if (total > Number.MAX_SAFE_INTEGER) throw new RangeError('too many tickets')
  return total
}
