import { sql } from 'kysely'
import type { Db } from '../../../db/database'

export function merchantZone(db: Db, merchantId: number) {
  return db.selectFrom('merchants').select(['id', 'timezone']).where('id', '=', merchantId).executeTakeFirst()
}

interface CalendarFilter {
  from: Date
  to: Date
  gameCode?: string | undefined
  official?: boolean | undefined
}

/** Every game with what the desk needs of it; a disabled game's past draws still need theirs. */
export function deskGames(db: Db) {
  return db
    .selectFrom('lotteryGames')
    .select(['code', 'names', 'engine', 'region', 'inHouse'])
    .orderBy('sortOrder')
    .orderBy('code')
    .execute()
}

function calendarQuery(db: Db, filter: CalendarFilter) {
  let q = db.selectFrom('lotteryDraws').where('drawAt', '>=', filter.from).where('drawAt', '<', filter.to)
  if (filter.gameCode) q = q.where('gameCode', '=', filter.gameCode)
  if (filter.official !== undefined)
    q = q.where('gameCode', 'in', (games) =>
      games.selectFrom('lotteryGames').select('code').where('inHouse', '=', !filter.official),
    )
  return q
}

/** Draws of one game, the official ones or all whose draw time lies in [from, to), soonest first. */
export function calendarDraws(db: Db, filter: CalendarFilter & { limit: number; offset: number }) {
  return calendarQuery(db, filter)
    .selectAll()
    .orderBy('drawAt')
    .orderBy('gameCode')
    .orderBy('id')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute()
}

export async function countCalendar(db: Db, filter: CalendarFilter) {
  const q = calendarQuery(db, filter).select(sql<string>`count(*)`.as('n'))
  return Number((await q.executeTakeFirstOrThrow()).n)
}

/** The brand filter of exposure rows: every brand (null) or the listed ones. */
const inBrands = (brands: readonly number[] | null) =>
  brands === null ? sql`` : sql`AND m.id IN (${sql.join(brands.length ? [...brands] : [0])})`

/**
 * A draw's liability per number: the running sums placement keeps (lottery-place-slips.sql), whose
 * keys name the brand (`m<merchant>:<engine key>`, bet.service.ts). The sums per member
 * (`member:<id>`) are stakes, not liability, and stay out. Fullest against its cap first.
 */
export function exposureRows(
  db: Db,
  filter: { drawId: bigint; brands: readonly number[] | null; limit: number; offset: number },
) {
  return sql<{ merchantId: number; currency: string; key: string; amount: string; cap: string }>`
    SELECT m.id AS "merchantId", m.currency, substr(e.key, length(split_part(e.key, ':', 1)) + 2) AS key,
      e.amount, e.cap
    FROM lottery_exposure e
    JOIN merchants m ON 'm' || m.id = split_part(e.key, ':', 1)
    WHERE e.draw_id = ${filter.drawId} AND e.key LIKE 'm%' ${inBrands(filter.brands)}
    ORDER BY e.amount::numeric / greatest(e.cap, 1) DESC, e.amount DESC, m.id, e.key
    LIMIT ${filter.limit} OFFSET ${filter.offset}`
    .execute(db)
    .then((r) => r.rows)
}

export async function countExposure(db: Db, drawId: bigint, brands: readonly number[] | null): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM lottery_exposure e JOIN merchants m ON 'm' || m.id = split_part(e.key, ':', 1)
    WHERE e.draw_id = ${drawId} AND e.key LIKE 'm%' ${inBrands(brands)}`.execute(db)
  return Number(rows[0]!.n)
}
