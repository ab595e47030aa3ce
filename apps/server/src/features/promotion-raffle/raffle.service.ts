import type { RulesOf } from '@sea/contract'
import { commitOf } from '@sea/engines/fair'
import { drawRaffle, entrantsDigest, type RaffleWinner } from '@sea/engines/raffle'
import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { toMinor } from '../../lib/money'
import { deriveKey, seal, unseal } from '../../lib/secret'
import { newServerSeed } from '../../lib/server-seed'
import { award } from '../promotion/grant.service'
import * as repo from './raffle.repository'

/**
 * Raffle promotions' provably fair draws (docs/domain/promotions.md#raffle-draws): a seed
 * committed before the campaign opens, tickets counted from deposits or valid turnover, one draw
 * after the campaign ends, prizes as claimable grants through the one grant path.
 */

type RaffleRules = RulesOf<'raffle'>
const DAY_MS = 86_400_000

/** The key that seals raffles' seeds until their draw: derived from the app secret, never stored. */
export function raffleSealingKey(appSecret: Buffer): Buffer {
  return deriveKey(appSecret, 'promotion-raffle-seeds')
}

/**
 * Gives the raffle its seed and answers the commitment (the same one on every later call). The
 * console calls it when it creates a raffle, the job for any raffle without one; a commitment
 * written after the campaign opened voids the draw (drawOne).
 */
export async function commitRaffle(db: Db, key: Buffer, promotionId: bigint, now = new Date()): Promise<string> {
  const promotion = await repo.promotionById(db, promotionId)
  if (!promotion || promotion.kind !== 'raffle') throw new AppError('not_found', 'No such raffle')
  return (await committed(db, key, promotionId, now)).commitment
}

/** The raffle's commitment row, written now with a fresh seed when it has none. */
export async function committed(db: Db, key: Buffer, promotionId: bigint, now: Date): Promise<repo.RaffleRow> {
  const existing = await repo.raffleOf(db, promotionId)
  if (existing) return existing
  const seed = newServerSeed()
  return repo.insertCommitment(db, {
    promotionId,
    seedSealed: seal(key, seed),
    commitment: commitOf(seed),
    committedAt: now,
  })
}

/** Job `promotions.raffle`: commits raffles that lack a seed, then draws those whose campaign has ended. */
export async function raffleJob(db: Db, now: Date, key: Buffer): Promise<number> {
  for (const id of await repo.uncommitted(db, 100)) await commitRaffle(db, key, id, now)
  let drawn = 0
  for (const id of await repo.dueDraws(db, now, 20)) if (await drawOne(db, key, id, now)) drawn += 1
  return drawn
}

/** A member's tickets from what the rules count: floor(basis / unit), at most maxTickets. */
export function ticketCount(basis: bigint, rules: Pick<RaffleRules, 'unit' | 'maxTickets'>): number {
  const unit = toMinor(rules.unit)
  if (unit <= 0n || basis <= 0n) return 0
  const tickets = basis / unit
  return tickets > BigInt(rules.maxTickets) ? rules.maxTickets : Number(tickets)
}

/** The members holding tickets in [startsAt, to), by member id (one member when given). */
export async function ticketsOf(
  db: Db,
  promotion: repo.PromotionRow,
  to: Date,
  memberId?: bigint,
): Promise<{ memberId: bigint; tickets: number }[]> {
  const rules = promotion.rules as RaffleRules
  const bases = await repo.ticketBases(db, promotion, rules.ticketsBy, { from: promotion.startsAt, to }, memberId)
  return bases.map((b) => ({ memberId: b.memberId, tickets: ticketCount(b.basis, rules) })).filter((e) => e.tickets > 0)
}

/**
 * The draw of one raffle, exactly once: the raffle's row lock queues a second run, which finds it
 * drawn; the frozen entrants, the revealed seed and every prize's grant commit together or not at all.
 */
export async function drawOne(db: Db, key: Buffer, promotionId: bigint, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const raffle = await repo.lockRaffle(trx, promotionId)
    if (!raffle || raffle.state !== 'committed') return false
    const promotion = await repo.promotionById(trx, promotionId)
    if (!promotion?.endsAt || promotion.endsAt > now) return false
    const entrants = await ticketsOf(trx, promotion, promotion.endsAt)
    await repo.insertEntrants(trx, promotionId, entrants)
    const published = entrants.map((e) => ({ memberId: String(e.memberId), tickets: e.tickets }))
    const seed = unseal(key, raffle.seedSealed)
    // Committed after the campaign opened: whoever held the seed could have seen it before the
    // members' tickets were fixed, so nobody wins rather than a draw nobody can trust.
    const onTime = raffle.committedAt <= promotion.startsAt
    if (onTime) {
      const rules = promotion.rules as RaffleRules
      const winners = drawRaffle({
        serverSeed: seed,
        promotionId: String(promotionId),
        entrants: published,
        prizeCounts: rules.prizes.map((p) => p.count),
      })
      const currency = await repo.merchantCurrency(trx, promotion.merchantId)
      for (const winner of winners) {
        const grantId = await grantPrize(trx, promotion, winner, currency, now)
        await repo.setWinner(trx, promotionId, BigInt(winner.memberId), {
          place: winner.place,
          rank: winner.rank,
          grantId,
        })
      }
    }
    await repo.markDrawn(trx, promotionId, {
      state: onTime ? 'drawn' : 'void',
      seed,
      entrantsDigest: entrantsDigest(published),
      entrantCount: entrants.length,
      totalTickets: entrants.reduce((sum, e) => sum + BigInt(e.tickets), 0n),
      drawnAt: now,
    })
    return true
  })
}

/**
 * The winner's prize as a claimable grant (occasion `prize:<rank>`). A winner whom the
 * promotion's one-per marks refuse loses the prize alone: it is not drawn again, so the published
 * draw stays the one anyone recomputes.
 */
async function grantPrize(
  trx: Db,
  promotion: repo.PromotionRow,
  winner: RaffleWinner,
  currency: string,
  drawnAt: Date,
): Promise<bigint | null> {
  const rules = promotion.rules as RaffleRules
  const amount = toMinor(rules.prizes[winner.rank - 1]!.amount)
  if (amount <= 0n) return null
  await repo.savepoint(trx, 'begin')
  try {
    const { grant } = await award(trx, {
      promotion,
      member: { id: BigInt(winner.memberId), merchantId: promotion.merchantId, currency },
      occasion: `prize:${winner.rank}`,
      amount,
      mode: 'claimable',
      claimableUntil: new Date(drawnAt.getTime() + rules.claimWithinDays * DAY_MS),
      now: drawnAt,
    })
    await repo.savepoint(trx, 'keep')
    return grant.id
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'promotion_claimed_elsewhere') throw error
    await repo.savepoint(trx, 'undo')
    return null
  }
}
