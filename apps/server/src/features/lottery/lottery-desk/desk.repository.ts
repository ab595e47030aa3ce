import { sql } from 'kysely'
import type { Db } from '../../../db/database'

export function merchantZone(db: Db, merchantId: number) {
  return db.selectFrom('merchants').select(['id', 'timezone']).where('id', '=', merchantId).executeTakeFirst()
}

/** Draws of one game or all whose draw time lies in [from, to), soonest first, one row past the page. */
export function calendarDraws(
  db: Db,
  filter: { from: Date; to: Date; gameCode?: string | undefined; limit: number; offset: number },
) {
  let q = db.selectFrom('lotteryDraws').selectAll().where('drawAt', '>=', filter.from).where('drawAt', '<', filter.to)
  if (filter.gameCode) q = q.where('gameCode', '=', filter.gameCode)
  return q.orderBy('drawAt').orderBy('gameCode').orderBy('id').limit(filter.limit).offset(filter.offset).execute()
}

export async function countCalendar(db: Db, filter: { from: Date; to: Date; gameCode?: string | undefined }) {
  let q = db
    .selectFrom('lotteryDraws')
    .select(sql<string>`count(*)`.as('n'))
    .where('drawAt', '>=', filter.from)
    .where('drawAt', '<', filter.to)
  if (filter.gameCode) q = q.where('gameCode', '=', filter.gameCode)
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
