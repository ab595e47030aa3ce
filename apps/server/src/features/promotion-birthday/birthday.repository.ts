import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { PromotionTable } from '../../db/promotion-schema'

export type PromotionRow = Selectable<PromotionTable>

/** The live birthday promotions of every brand, with the brand's currency and time zone. */
export async function liveBirthdays(
  db: Db,
  now: Date,
): Promise<{ promotion: PromotionRow; currency: string; timezone: string }[]> {
  const rows = await db
    .selectFrom('promotions as p')
    .innerJoin('merchants as m', 'm.id', 'p.merchantId')
    .selectAll('p')
    .select(['m.currency as brandCurrency', 'm.timezone as brandTimezone'])
    .where('p.kind', '=', 'birthday')
    .where('p.state', '=', 'live')
    .where('p.startsAt', '<=', now)
    .where((eb) => eb.or([eb('p.endsAt', 'is', null), eb('p.endsAt', '>', now)]))
    .orderBy('p.id')
    .execute()
  return rows.map(({ brandCurrency, brandTimezone, ...promotion }) => ({
    promotion,
    currency: brandCurrency,
    timezone: brandTimezone,
  }))
}

/** One day of the window: members born on `monthDay` have their birthday of `year` on it. */
export interface WindowDay {
  /** The birthday's day (YYYY-MM-DD): 29 February's is the 28th in other years. */
  day: string
  monthDay: string
  year: number
  /** Members registered after this instant are too new for this birthday. */
  registeredBy: Date
}

export interface BirthdayCandidate {
  memberId: bigint
  year: number
  day: string
}

/**
 * Up to `limit` members after `after` (by id) of the promotion's brand whose birthday (profile
 * field `birthday`, YYYY-MM-DD) falls on a day of the window and who have no grant of the
 * promotion for that year yet: active real accounts registered by the day's cut-off. The index of
 * migration 0053 serves the month-day match.
 */
export async function birthdayMembers(
  db: Db,
  p: PromotionRow,
  window: readonly WindowDay[],
  after: bigint,
  limit: number,
): Promise<BirthdayCandidate[]> {
  if (window.length === 0) return []
  const days = sql.join(
    window.map((w) => sql`(${w.day}::text, ${w.monthDay}::text, ${w.year}::int, ${w.registeredBy}::timestamptz)`),
  )
  const { rows } = await sql<BirthdayCandidate>`
    SELECT m.id AS member_id, w.year, w.day
    FROM members m
    JOIN (VALUES ${days}) AS w(day, month_day, year, registered_by)
      ON substr(m.profile ->> 'birthday', 6, 5) = w.month_day
    WHERE m.merchant_id = ${p.merchantId} AND m.id > ${after}
      AND m.profile ? 'birthday' AND m.profile ->> 'birthday' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
      AND m.status = 'active' AND m.is_agent <> 4 AND m.created_at <= w.registered_by
      AND NOT EXISTS (SELECT 1 FROM promotion_grants g
        WHERE g.promotion_id = ${p.id} AND g.member_id = m.id AND g.occasion = 'birthday:' || w.year)
    ORDER BY m.id
    LIMIT ${limit}`.execute(db)
  return rows
}
