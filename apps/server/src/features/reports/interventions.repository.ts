import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database'
import { paged, ranges, type BrandRange, type Slice } from './report.repository'

/**
 * Interventions (decision 060) from where each is kept: the members' protection events, the
 * identity decisions in the audit log (every decision, where member_identity keeps the last),
 * and decided risk flags. Read either for brands over local days or for one member, whole.
 */

export type InterventionScope = { ranges: readonly BrandRange[] } | { memberId: bigint }

export interface InterventionRow {
  id: string
  at: Date
  merchantId: number
  memberId: string
  username: string
  action: string
  /** The source's detail as JSON text (read as text so no key is renamed on the way). */
  detail: string
  operator: string | null
}

/** One source's rows inside the scope: by brand and local days, or by member. */
function within(scope: InterventionScope, alias: string, at: string, member: (id: bigint) => RawBuilder<unknown>) {
  if ('memberId' in scope) return { join: sql``, where: member(scope.memberId) }
  return {
    join: sql`JOIN scope s ON s.merchant_id = ${sql.ref(`${alias}.merchant_id`)} AND ${sql.ref(`${alias}.${at}`)} >= s.since AND ${sql.ref(`${alias}.${at}`)} < s.until`,
    where: sql`true`,
  }
}

function events(scope: InterventionScope, actions: readonly string[]) {
  const p = within(scope, 'e', 'created_at', (id) => sql`e.member_id = ${id}`)
  // The audit row names its member as its target, "member:<id>".
  const k = within(scope, 'a', 'at', (id) => sql`a.target = ${`member:${id}`}`)
  const r = within(scope, 'f', 'decided_at', (id) => sql`f.member_id = ${id}`)
  const list = 'ranges' in scope ? scope.ranges : []
  return sql`
    WITH scope AS (
      SELECT r.merchant_id, (r.from_day::timestamp AT TIME ZONE m.timezone) AS since,
        ((r.to_day + 1)::timestamp AT TIME ZONE m.timezone) AS until
      FROM ${ranges(list)} JOIN merchants m ON m.id = r.merchant_id
    ),
    ev AS (
      SELECT 'p' || e.id AS id, e.created_at AS at, e.merchant_id, e.member_id, e.kind AS action,
        e.detail::text AS detail, NULL::int AS operator_id
      FROM protection_events e ${p.join} WHERE ${p.where}
      UNION ALL
      SELECT 'k' || a.id, a.at, a.merchant_id, substr(a.target, 8)::bigint,
        CASE WHEN a.after->>'closed' = 'true' THEN 'kyc_closed' ELSE 'kyc_' || (a.after->>'status') END,
        a.after::text, a.actor_id::int
      FROM audit_log a ${k.join} WHERE a.action = 'kyc.review' AND ${k.where}
      UNION ALL
      SELECT 'r' || f.id, f.decided_at, f.merchant_id, f.member_id, 'risk_' || f.status,
        json_build_object('rule', f.rule, 'severity', f.severity, 'note', f.note)::text, f.decided_by
      FROM risk_flags f ${r.join} WHERE f.status <> 'open' AND ${r.where}
    )
    SELECT ev.*, u.username, o.username AS operator
    FROM ev JOIN members u ON u.id = ev.member_id LEFT JOIN operators o ON o.id = ev.operator_id
    WHERE ev.action IN (${sql.join(actions.map((action) => sql`${action}`))})`
}

/** A page of the scope's interventions of the given actions, newest first. */
export async function interventions(db: Db, scope: InterventionScope, actions: readonly string[], slice: Slice) {
  const { rows } = await sql<Omit<InterventionRow, 'memberId'> & { memberId: string | bigint; total: number }>`
    SELECT x.*, count(*) OVER ()::int AS total FROM (${events(scope, actions)}) x
    ORDER BY x.at DESC, x.id DESC
    LIMIT ${slice.limit} OFFSET ${slice.offset}`.execute(db)
  const page = paged(rows)
  return { total: page.total, rows: page.rows.map((r) => ({ ...r, memberId: String(r.memberId) })) }
}

/** How many interventions of each action the scope holds. */
export async function interventionCounts(db: Db, scope: InterventionScope, actions: readonly string[]) {
  const { rows } = await sql<{ action: string; count: number }>`
    SELECT x.action, count(*)::int AS count FROM (${events(scope, actions)}) x GROUP BY x.action ORDER BY x.action`.execute(
    db,
  )
  return rows
}
