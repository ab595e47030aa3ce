import type { VipReview } from '@sea/contract'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** The VIP review's and perks' reads and writes (docs/domain/loyalty.md#vip). */

export interface VipBrand {
  merchantId: number
  currency: string
  timezone: string
  review: VipReview
  windowDays: number
  promotionId: bigint | null
}

/** Brands with a tier table, with their policy (the defaults when they saved none). */
export async function vipBrands(db: Db): Promise<VipBrand[]> {
  const { rows } = await sql<VipBrand>`
    SELECT m.id AS merchant_id, m.currency, m.timezone, coalesce(s.vip_review, 'monthly') AS review,
      coalesce(s.vip_window_days, 30) AS window_days, s.vip_promotion_id AS promotion_id
    FROM merchants m LEFT JOIN loyalty_settings s ON s.merchant_id = m.id
    WHERE EXISTS (SELECT 1 FROM vip_tiers v WHERE v.merchant_id = m.id)
    ORDER BY m.id`.execute(db)
  return rows
}

/** Whether the pass has read every fact that happened before `end`: the days up to it are complete. */
export async function streamPassed(db: Db, end: Date): Promise<boolean> {
  const { rows } = await sql<{ behind: boolean }>`
    SELECT EXISTS (SELECT 1 FROM loyalty_facts f, loyalty_cursor c
      WHERE (f.tx, f.id) > (c.tx, c.fact_id) AND f.occurred_at < ${end}) AS behind`.execute(db)
  return !rows[0]!.behind
}

export interface ReviewQuery {
  merchantId: number
  periodKey: string
  /** The period's end: the rank a member held then is the one reviewed. */
  end: Date
  /** The window's days (brand days, both included) and the period's. */
  windowFrom: string
  periodFrom: string
  lastDay: string
  after: bigint
  limit: number
}

export interface Verdict {
  memberId: bigint
  fromRank: number
  toRank: number
  /** The period's valid turnover and the held tier's rebate rate (basis points). */
  periodTurnover: bigint
  rebateRate: number
}

/**
 * The next `limit` members (by id, after `after`) who held a tier when the period closed and
 * have no review for it: the rank held then (from vip_changes, else the current one), kept when
 * the window meets its retain thresholds, else the highest lower tier whose thresholds are met.
 */
export async function reviewVerdicts(trx: Db, q: ReviewQuery): Promise<Verdict[]> {
  const { rows } = await sql<Verdict>`
    WITH cand AS (
      SELECT m.id, r.rank FROM members m
      CROSS JOIN LATERAL (SELECT coalesce(
        (SELECT c.to_rank FROM vip_changes c WHERE c.member_id = m.id AND c.created_at < ${q.end}
          ORDER BY c.created_at DESC, c.id DESC LIMIT 1),
        (SELECT c.from_rank FROM vip_changes c WHERE c.member_id = m.id AND c.created_at >= ${q.end}
          ORDER BY c.created_at, c.id LIMIT 1),
        m.vip_rank) AS rank) r
      WHERE m.merchant_id = ${q.merchantId} AND m.id > ${q.after} AND m.is_agent <> 4 AND r.rank > 0
        AND (m.vip_rank > 0 OR EXISTS (SELECT 1 FROM vip_changes c WHERE c.member_id = m.id))
        AND NOT EXISTS (SELECT 1 FROM vip_changes c WHERE c.member_id = m.id AND c.period_key = ${q.periodKey}
          AND c.reason IN ('retain', 'downgrade'))
      ORDER BY m.id LIMIT ${q.limit}),
    fig AS (
      SELECT c.id, c.rank,
        coalesce(sum(d.deposit) FILTER (WHERE d.day >= ${q.windowFrom}::date), 0) AS deposit,
        coalesce(sum(d.valid_bet) FILTER (WHERE d.day >= ${q.windowFrom}::date), 0) AS bet,
        coalesce(sum(d.valid_bet) FILTER (WHERE d.day >= ${q.periodFrom}::date), 0)::bigint AS period_turnover
      FROM cand c LEFT JOIN loyalty_member_days d ON d.member_id = c.id
        AND d.day >= least(${q.windowFrom}::date, ${q.periodFrom}::date) AND d.day <= ${q.lastDay}::date
      GROUP BY c.id, c.rank)
    SELECT f.id AS member_id, f.rank AS from_rank,
      CASE WHEN t.retain_deposit <= f.deposit AND t.retain_turnover <= f.bet THEN f.rank
        ELSE coalesce((SELECT max(v.rank) FROM vip_tiers v WHERE v.merchant_id = ${q.merchantId} AND v.rank < f.rank
          AND v.retain_deposit <= f.deposit AND v.retain_turnover <= f.bet), 0) END AS to_rank,
      f.period_turnover, coalesce(t.rebate_rate, 0) AS rebate_rate
    FROM fig f LEFT JOIN vip_tiers t ON t.merchant_id = ${q.merchantId} AND t.rank = f.rank
    ORDER BY f.id`.execute(trx)
  return rows
}

/** Writes the reviews; answers the members whose review this call wrote (a concurrent run wrote the others). */
export async function insertReviews(
  trx: Db,
  merchantId: number,
  periodKey: string,
  verdicts: readonly Verdict[],
  at: Date,
): Promise<Set<bigint>> {
  if (verdicts.length === 0) return new Set()
  const values = sql.join(
    verdicts.map(
      (v) =>
        sql`(${merchantId}::int, ${v.memberId}::bigint, ${v.fromRank}::int, ${v.toRank}::int,
          ${v.toRank < v.fromRank ? 'downgrade' : 'retain'}::text, ${periodKey}::text, ${at}::timestamptz)`,
    ),
  )
  const { rows } = await sql<{ memberId: bigint }>`
    INSERT INTO vip_changes (merchant_id, member_id, from_rank, to_rank, reason, period_key, created_at)
    VALUES ${values}
    ON CONFLICT (member_id, period_key) WHERE reason IN ('downgrade', 'retain') DO NOTHING
    RETURNING member_id`.execute(trx)
  return new Set(rows.map((r) => r.memberId))
}

export interface BirthdayMember {
  memberId: bigint
  amount: bigint
}

/**
 * Up to `limit` members (after `after`) of the brand whose birthday (profile `birthday`,
 * YYYY-MM-DD) is on one of `monthDays`, whose tier pays a birthday bonus, and who have no grant
 * of the promotion for `occasion` yet.
 */
export async function birthdayMembers(
  db: Db,
  q: { merchantId: number; promotionId: bigint; monthDays: readonly string[]; occasion: string },
  after: bigint,
  limit: number,
): Promise<BirthdayMember[]> {
  const days = sql.join(q.monthDays.map((d) => sql`${d}::text`))
  const { rows } = await sql<BirthdayMember>`
    SELECT m.id AS member_id, v.birthday_bonus AS amount
    FROM members m JOIN vip_tiers v ON v.merchant_id = m.merchant_id AND v.rank = m.vip_rank
    WHERE m.merchant_id = ${q.merchantId} AND m.id > ${after} AND m.vip_rank > 0 AND v.birthday_bonus > 0
      AND m.status = 'active' AND m.is_agent <> 4
      AND m.profile ->> 'birthday' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
      AND substr(m.profile ->> 'birthday', 6, 5) IN (${days})
      AND NOT EXISTS (SELECT 1 FROM promotion_grants g
        WHERE g.promotion_id = ${q.promotionId} AND g.member_id = m.id AND g.occasion = ${q.occasion})
    ORDER BY m.id LIMIT ${limit}`.execute(db)
  return rows
}
