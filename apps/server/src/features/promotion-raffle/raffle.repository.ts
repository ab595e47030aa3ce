import { sql, type Insertable, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { PromotionGrantTable, PromotionTable } from '../../db/promotion-schema'
import type { PromotionRaffleEntrantTable, PromotionRaffleTable } from '../../db/raffle-schema'

export type PromotionRow = Selectable<PromotionTable>
export type RaffleRow = Selectable<PromotionRaffleTable>
export type EntrantRow = Selectable<PromotionRaffleEntrantTable>

/** A raffle promotion of the brand; another brand's id, or another kind, reads as none. */
export function findRaffle(db: Db, merchantId: number, id: bigint): Promise<PromotionRow | undefined> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .where('kind', '=', 'raffle')
    .executeTakeFirst()
}

export function promotionById(db: Db, id: bigint): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst()
}

export function raffleOf(db: Db, promotionId: bigint): Promise<RaffleRow | undefined> {
  return db.selectFrom('promotionRaffles').selectAll().where('promotionId', '=', promotionId).executeTakeFirst()
}

/** The commitment as written, or the one already there: the first seed of a raffle is its only one. */
export async function insertCommitment(
  db: Db,
  row: Pick<Insertable<PromotionRaffleTable>, 'promotionId' | 'seedSealed' | 'commitment' | 'committedAt'>,
): Promise<RaffleRow> {
  await db
    .insertInto('promotionRaffles')
    .values(row)
    .onConflict((oc) => oc.column('promotionId').doNothing())
    .execute()
  return db
    .selectFrom('promotionRaffles')
    .selectAll()
    .where('promotionId', '=', row.promotionId)
    .executeTakeFirstOrThrow()
}

/** Raffles not ended that have no commitment yet, oldest first. */
export async function uncommitted(db: Db, limit: number): Promise<bigint[]> {
  const rows = await db
    .selectFrom('promotions as p')
    .leftJoin('promotionRaffles as r', 'r.promotionId', 'p.id')
    .select('p.id')
    .where('p.kind', '=', 'raffle')
    .where('p.state', '!=', 'ended')
    .where('r.promotionId', 'is', null)
    .orderBy('p.id')
    .limit(limit)
    .execute()
  return rows.map((r) => r.id)
}

/** Committed raffles whose campaign has ended and that are live or ended (a paused one waits). */
export async function dueDraws(db: Db, now: Date, limit: number): Promise<bigint[]> {
  const rows = await db
    .selectFrom('promotionRaffles as r')
    .innerJoin('promotions as p', 'p.id', 'r.promotionId')
    .select('p.id')
    .where('r.state', '=', 'committed')
    .where('p.state', 'in', ['live', 'ended'])
    .where('p.endsAt', '<=', now)
    .orderBy('p.endsAt')
    .limit(limit)
    .execute()
  return rows.map((r) => r.id)
}

/** The raffle's row, locked: two draws of one raffle queue here and the second finds it drawn. */
export function lockRaffle(trx: Db, promotionId: bigint): Promise<RaffleRow | undefined> {
  return trx
    .selectFrom('promotionRaffles')
    .selectAll()
    .where('promotionId', '=', promotionId)
    .forUpdate()
    .executeTakeFirst()
}

export interface TicketBasis {
  memberId: bigint
  basis: bigint
}

/**
 * What tickets are counted from, per member who joined (or was approved) in [from, to): approved
 * deposits by their approval time, or valid turnover by the agent figures' rules (decision 027,
 * agent-team's bet-source.repository.ts): settled game rounds' valid bet, lottery bets' cost once
 * their draw settled (nothing for a tie refund, a cancelled bet or a voided draw).
 */
export async function ticketBases(
  db: Db,
  promotion: Pick<PromotionRow, 'id'>,
  by: 'deposit' | 'turnover',
  range: { from: Date; to: Date },
  memberId?: bigint,
): Promise<TicketBasis[]> {
  const one = memberId === undefined ? sql`` : sql`AND e.member_id = ${memberId}`
  const facts =
    by === 'deposit'
      ? sql`SELECT d.member_id, d.amount FROM deposits d JOIN joined j ON j.member_id = d.member_id
          WHERE d.status = 'approved' AND d.decided_at >= ${range.from} AND d.decided_at < ${range.to}`
      : sql`SELECT r.member_id, r.valid_bet AS amount FROM game_rounds r JOIN joined j ON j.member_id = r.member_id
          WHERE r.status = 'settled' AND r.settled_at >= ${range.from} AND r.settled_at < ${range.to}
          UNION ALL
          SELECT b.member_id, CASE WHEN b.status = 'void' THEN 0 ELSE b.cost END
          FROM lottery_bets b JOIN joined j ON j.member_id = b.member_id JOIN lottery_draws d ON d.id = b.draw_id
          WHERE d.state = 'settled' AND b.status IN ('open', 'won', 'lost', 'void')
            AND d.settled_at >= ${range.from} AND d.settled_at < ${range.to}`
  const { rows } = await sql<TicketBasis>`
    WITH joined AS (
      SELECT e.member_id FROM promotion_entries e
      WHERE e.promotion_id = ${promotion.id} AND e.state IN ('joined', 'approved') ${one}
    )
    SELECT f.member_id, sum(f.amount)::bigint AS basis FROM (${facts}) f
    GROUP BY f.member_id ORDER BY f.member_id`.execute(db)
  return rows
}

/** How many members joined (or were approved). */
export async function joinedCount(db: Db, promotionId: bigint): Promise<number> {
  const row = await db
    .selectFrom('promotionEntries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('promotionId', '=', promotionId)
    .where('state', 'in', ['joined', 'approved'])
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function insertEntrants(
  trx: Db,
  promotionId: bigint,
  rows: readonly { memberId: bigint; tickets: number }[],
) {
  for (let i = 0; i < rows.length; i += 1000) {
    await trx
      .insertInto('promotionRaffleEntrants')
      .values(rows.slice(i, i + 1000).map((r) => ({ promotionId, memberId: r.memberId, tickets: r.tickets })))
      .execute()
  }
}

export async function setWinner(
  trx: Db,
  promotionId: bigint,
  memberId: bigint,
  won: { place: number; rank: number; grantId: bigint | null },
): Promise<void> {
  await trx
    .updateTable('promotionRaffleEntrants')
    .set(won)
    .where('promotionId', '=', promotionId)
    .where('memberId', '=', memberId)
    .execute()
}

export async function markDrawn(
  trx: Db,
  promotionId: bigint,
  drawn: Pick<RaffleRow, 'seed' | 'entrantsDigest' | 'entrantCount' | 'totalTickets' | 'drawnAt'> & {
    state: 'drawn' | 'void'
  },
): Promise<void> {
  await trx.updateTable('promotionRaffles').set(drawn).where('promotionId', '=', promotionId).execute()
}

/** The frozen entrants in member id order: what the draw ran on, for anyone recomputing it. */
export function frozenEntrants(db: Db, promotionId: bigint): Promise<EntrantRow[]> {
  return db
    .selectFrom('promotionRaffleEntrants')
    .selectAll()
    .where('promotionId', '=', promotionId)
    .orderBy('memberId')
    .execute()
}

export function frozenEntrant(db: Db, promotionId: bigint, memberId: bigint): Promise<EntrantRow | undefined> {
  return db
    .selectFrom('promotionRaffleEntrants')
    .selectAll()
    .where('promotionId', '=', promotionId)
    .where('memberId', '=', memberId)
    .executeTakeFirst()
}

/** The winners in draw order with their usernames. */
export function winners(db: Db, promotionId: bigint) {
  return db
    .selectFrom('promotionRaffleEntrants as e')
    .innerJoin('members as m', 'm.id', 'e.memberId')
    .select(['e.place', 'e.rank', 'm.username'])
    .where('e.promotionId', '=', promotionId)
    .where('e.place', 'is not', null)
    .orderBy('e.place')
    .execute()
}

/** The member's prize grants of the raffle (occasion `prize:<rank>`). */
export function prizeGrants(db: Db, promotionId: bigint, memberId: bigint): Promise<Selectable<PromotionGrantTable>[]> {
  return db
    .selectFrom('promotionGrants')
    .selectAll()
    .where('promotionId', '=', promotionId)
    .where('memberId', '=', memberId)
    .where('occasion', 'like', 'prize:%')
    .orderBy('id')
    .execute()
}

export function entryState(db: Db, promotionId: bigint, memberId: bigint) {
  return db
    .selectFrom('promotionEntries')
    .select('state')
    .where('promotionId', '=', promotionId)
    .where('memberId', '=', memberId)
    .executeTakeFirst()
}

export async function merchantCurrency(db: Db, merchantId: number): Promise<string> {
  const row = await db.selectFrom('merchants').select('currency').where('id', '=', merchantId).executeTakeFirstOrThrow()
  return row.currency
}

/**
 * A savepoint around one prize's grant inside the draw's transaction: a winner a one-per mark
 * refuses loses that prize alone, and the rest of the draw commits.
 */
export async function savepoint(trx: Db, step: 'begin' | 'undo' | 'keep'): Promise<void> {
  const statement = {
    begin: sql`SAVEPOINT raffle_prize`,
    undo: sql`ROLLBACK TO SAVEPOINT raffle_prize`,
    keep: sql`RELEASE SAVEPOINT raffle_prize`,
  }[step]
  await statement.execute(trx)
}
