import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database'
import { largeWinThresholds, SEVERITY, THRESHOLDS as T } from './risk-rules'

/**
 * The rules as set-based statements (decision 058, docs/player-protection.md#risk-rules). Each
 * reads the facts of its window [from, to) from an index on their time, looks around each fact
 * through the member's own indexes, and inserts a flag per dedupe key once: ON CONFLICT DO NOTHING
 * makes a second reading of the same facts raise nothing. Trial accounts (is_agent 4) play demo
 * money and are never flagged. Amounts in evidence are decimal strings, as the API shows them.
 */

export interface Window {
  from: Date
  to: Date
}

/** The job's cursor, locked until its transaction ends: one run at a time reads a window. */
export function lockCursor(trx: Db) {
  return trx.selectFrom('riskCursor').select('scannedTo').where('id', '=', true).forUpdate().executeTakeFirstOrThrow()
}

export async function advanceCursor(trx: Db, to: Date): Promise<void> {
  await trx
    .updateTable('riskCursor')
    .set((eb) => ({ scannedTo: to, runs: eb('runs', '+', 1n) }))
    .where('id', '=', true)
    .execute()
}

const amount = (column: RawBuilder<unknown>) => sql`to_char(${column}::numeric / 100, 'FM999999999999999990.00')`
const days = sql.raw(`interval '${T.linkDays} days'`)
const insert = sql`INSERT INTO risk_flags (merchant_id, member_id, rule, severity, dedupe_key, evidence)`
const conflict = sql`ON CONFLICT (merchant_id, dedupe_key) DO NOTHING`
const count = async (query: RawBuilder<unknown>, db: Db) => Number((await query.execute(db)).numAffectedRows ?? 0n)

/** A withdrawal request whose turnover settled since the last deposit is below a share of it. */
export function littlePlay(db: Db, w: Window): Promise<number> {
  return count(
    sql`${insert}
    SELECT x.merchant_id, x.member_id, 'little_play', ${SEVERITY.little_play}, 'little_play:withdrawal:' || x.id,
      jsonb_build_object('withdrawalId', x.id::text, 'withdrawalAmount', ${amount(sql`x.amount`)},
        'requestedAt', x.requested_at, 'depositId', d.id::text, 'depositAmount', ${amount(sql`d.amount`)},
        'depositAt', d.decided_at, 'turnover', ${amount(sql`t.turnover`)},
        'turnoverShareBp', (t.turnover * 10000 / d.amount)::int8, 'thresholdShareBp', ${T.littlePlayShareBp}::int4)
    FROM withdrawals x JOIN members m ON m.id = x.member_id AND m.is_agent <> 4
    CROSS JOIN LATERAL (SELECT p.id, p.amount, p.decided_at FROM deposits p
      WHERE p.member_id = x.member_id AND p.status = 'approved' AND p.decided_at <= x.requested_at
      ORDER BY p.decided_at DESC LIMIT 1) d
    CROSS JOIN LATERAL (SELECT
      (SELECT coalesce(sum(r.stake), 0) FROM game_rounds r WHERE r.member_id = x.member_id AND r.status = 'settled'
        AND r.settled_at > d.decided_at AND r.settled_at <= x.requested_at)
      + (SELECT coalesce(sum(b.cost), 0) FROM lottery_bets b WHERE b.member_id = x.member_id
        AND b.status IN ('won', 'lost') AND b.settled_at > d.decided_at AND b.settled_at <= x.requested_at)
      AS turnover) t
    WHERE x.requested_at >= ${w.from} AND x.requested_at < ${w.to}
      AND t.turnover * 10000 < d.amount * ${T.littlePlayShareBp}
    ${conflict}`,
    db,
  )
}

/**
 * N deposit requests (any outcome: failed attempts count) within M minutes. The key names the
 * window's first deposit, so the deposits after the Nth within the same window raise nothing new.
 */
export function rapidDeposits(db: Db, w: Window): Promise<number> {
  const minutes = sql.raw(`interval '${T.rapidDepositMinutes} minutes'`)
  return count(
    sql`${insert}
    SELECT d.merchant_id, d.member_id, 'rapid_deposits', ${SEVERITY.rapid_deposits},
      'rapid_deposits:' || d.member_id || ':' || b.first_id,
      jsonb_build_object('depositIds', b.ids, 'count', b.n, 'total', ${amount(sql`b.total`)}, 'from', b.first_at,
        'to', d.created_at, 'minutes', ${T.rapidDepositMinutes}::int4, 'threshold', ${T.rapidDeposits}::int4)
    FROM deposits d JOIN members m ON m.id = d.member_id AND m.is_agent <> 4
    CROSS JOIN LATERAL (SELECT count(*) AS n, min(p.id) AS first_id, min(p.created_at) AS first_at,
        sum(p.amount) AS total, jsonb_agg(p.id::text ORDER BY p.id) AS ids
      FROM deposits p WHERE p.member_id = d.member_id
        AND p.created_at > d.created_at - ${minutes} AND p.created_at <= d.created_at) b
    WHERE d.created_at >= ${w.from} AND d.created_at < ${w.to} AND b.n >= ${T.rapidDeposits}
    ${conflict}`,
    db,
  )
}

/** A login from an IP that K members of the brand (the member counted) used within the link days. */
export function sharedIp(db: Db, w: Window): Promise<number> {
  return count(
    sql`${insert}
    SELECT m.merchant_id, s.member_id, 'shared_ip', ${SEVERITY.shared_ip}, 'shared_ip:' || s.member_id || ':' || s.ip,
      jsonb_build_object('ip', s.ip, 'members', o.members, 'days', ${T.linkDays}::int4,
        'threshold', ${T.sharedIpMembers}::int4)
    FROM sessions s JOIN members m ON m.id = s.member_id AND m.is_agent <> 4
    CROSS JOIN LATERAL (SELECT count(DISTINCT x.member_id) AS n,
        jsonb_agg(DISTINCT jsonb_build_object('id', x.member_id::text, 'username', om.username)) AS members
      FROM sessions x JOIN members om ON om.id = x.member_id AND om.merchant_id = m.merchant_id AND om.is_agent <> 4
      WHERE x.ip = s.ip AND x.created_at > s.created_at - ${days} AND x.created_at < ${w.to}) o
    WHERE s.created_at >= ${w.from} AND s.created_at < ${w.to} AND o.n >= ${T.sharedIpMembers}
    ${conflict}`,
    db,
  )
}

/** A device id (the site's X-Device-Id, kept with promotion entries) that two members of a brand sent. */
export function sharedDevice(db: Db, w: Window): Promise<number> {
  return count(
    sql`${insert}
    SELECT e.merchant_id, e.member_id, 'shared_device', ${SEVERITY.shared_device},
      'shared_device:' || e.member_id || ':' || md5(e.device),
      jsonb_build_object('device', e.device, 'members', o.members, 'threshold', ${T.sharedDeviceMembers}::int4)
    FROM promotion_entries e JOIN members m ON m.id = e.member_id AND m.is_agent <> 4
    CROSS JOIN LATERAL (SELECT count(DISTINCT x.member_id) AS n,
        jsonb_agg(DISTINCT jsonb_build_object('id', x.member_id::text, 'username', om.username)) AS members
      FROM promotion_entries x JOIN members om ON om.id = x.member_id AND om.is_agent <> 4
      WHERE x.device = e.device AND x.merchant_id = e.merchant_id) o
    WHERE e.created_at >= ${w.from} AND e.created_at < ${w.to} AND e.device IS NOT NULL
      AND o.n >= ${T.sharedDeviceMembers}
    ${conflict}`,
    db,
  )
}

/** A bank account bound by a member when another member of the brand had bound the same number. */
export function sharedBankAccount(db: Db, w: Window): Promise<number> {
  return count(
    sql`${insert}
    SELECT m.merchant_id, b.member_id, 'shared_bank_account', ${SEVERITY.shared_bank_account},
      'shared_bank_account:' || b.id,
      jsonb_build_object('bankAccountId', b.id::text, 'accountNumber', b.account_number, 'payeeName', b.payee_name,
        'members', o.members)
    FROM member_bank_accounts b JOIN members m ON m.id = b.member_id AND m.is_agent <> 4
    CROSS JOIN LATERAL (SELECT count(*) AS n, jsonb_agg(jsonb_build_object('id', x.member_id::text,
        'username', om.username, 'bankAccountId', x.id::text) ORDER BY x.id) AS members
      FROM member_bank_accounts x JOIN members om ON om.id = x.member_id AND om.merchant_id = m.merchant_id
      WHERE x.account_number = b.account_number AND x.member_id <> b.member_id AND x.id < b.id) o
    WHERE b.created_at >= ${w.from} AND b.created_at < ${w.to} AND o.n > 0
    ${conflict}`,
    db,
  )
}

/**
 * A promotion's reward paid to a member after it was paid to an account linked to them: a bank
 * account number both bound, a device id both sent, or an IP both logged in from within the link days.
 */
export function linkedBonus(db: Db, w: Window): Promise<number> {
  return count(
    sql`${insert}
    SELECT g.merchant_id, g.member_id, 'linked_bonus', ${SEVERITY.linked_bonus}, 'linked_bonus:' || g.id,
      jsonb_build_object('grantId', g.id::text, 'promotionId', p.id::text, 'promotionCode', p.code,
        'amount', ${amount(sql`g.amount`)}, 'issuedAt', g.issued_at, 'linked', l.linked)
    FROM promotion_grants g JOIN promotions p ON p.id = g.promotion_id
    CROSS JOIN LATERAL (SELECT count(*) AS n, jsonb_agg(jsonb_build_object('id', o.member_id::text,
        'username', om.username, 'grantId', o.id::text, 'amount', ${amount(sql`o.amount`)}, 'via', v.via)
        ORDER BY o.id) AS linked
      FROM promotion_grants o JOIN members om ON om.id = o.member_id
      CROSS JOIN LATERAL (SELECT array_to_string(ARRAY[
          CASE WHEN EXISTS (SELECT 1 FROM member_bank_accounts a JOIN member_bank_accounts c
            ON c.account_number = a.account_number WHERE a.member_id = g.member_id AND c.member_id = o.member_id)
            THEN 'bank_account' END,
          CASE WHEN EXISTS (SELECT 1 FROM promotion_entries a JOIN promotion_entries c ON c.device = a.device
            WHERE a.member_id = g.member_id AND c.member_id = o.member_id AND a.device IS NOT NULL) THEN 'device' END,
          CASE WHEN EXISTS (SELECT 1 FROM sessions a JOIN sessions c ON c.ip = a.ip
            WHERE a.member_id = g.member_id AND c.member_id = o.member_id
              AND a.created_at > g.issued_at - ${days} AND c.created_at > g.issued_at - ${days}) THEN 'ip' END
        ], ',') AS via) v
      WHERE o.promotion_id = g.promotion_id AND o.member_id <> g.member_id AND o.issued_at IS NOT NULL
        AND (o.issued_at, o.id) < (g.issued_at, g.id) AND v.via <> '') l
    WHERE g.issued_at >= ${w.from} AND g.issued_at < ${w.to} AND l.n > 0
    ${conflict}`,
    db,
  )
}

/** A settled round or won lottery bet paying at least the amount, or the multiple of its stake above the floor. */
export async function largeWins(db: Db, w: Window): Promise<number> {
  const brands = await db.selectFrom('merchants').select(['id', 'currency']).execute()
  if (brands.length === 0) return 0
  const limits = sql.join(
    brands.map((b) => {
      const t = largeWinThresholds(b.currency)
      return sql`(${b.id}::int4, ${t.amount}::int8, ${t.floor}::int8)`
    }),
  )
  const big = sql`(f.win >= t.amount OR (f.win >= t.floor AND f.win >= f.stake * ${T.largeWinMultiple}))`
  return count(
    sql`WITH t (merchant_id, amount, floor) AS (VALUES ${limits}),
    f AS (
      SELECT 'round' AS source, r.id, r.merchant_id, r.member_id, r.game_code, r.stake, r.win, r.settled_at
        FROM game_rounds r WHERE r.settled_at >= ${w.from} AND r.settled_at < ${w.to} AND r.status = 'settled'
          AND r.win > 0
      UNION ALL
      SELECT 'lottery_bet', b.id, b.merchant_id, b.member_id, dr.game_code, b.cost, b.payout, b.settled_at
        FROM lottery_bets b JOIN lottery_draws dr ON dr.id = b.draw_id WHERE b.settled_at >= ${w.from} AND b.settled_at < ${w.to} AND b.status = 'won')
    ${insert}
    SELECT f.merchant_id, f.member_id, 'large_win', ${SEVERITY.large_win}, 'large_win:' || f.source || ':' || f.id,
      jsonb_build_object('source', f.source, 'id', f.id::text, 'gameCode', f.game_code,
        'stake', ${amount(sql`f.stake`)}, 'win', ${amount(sql`f.win`)},
        'multiple', CASE WHEN f.stake > 0 THEN round(f.win::numeric / f.stake, 1) END, 'settledAt', f.settled_at,
        'thresholdAmount', ${amount(sql`t.amount`)}, 'thresholdMultiple', ${T.largeWinMultiple}::int4)
    FROM f JOIN t ON t.merchant_id = f.merchant_id JOIN members m ON m.id = f.member_id AND m.is_agent <> 4
    WHERE ${big}
    ${conflict}`,
    db,
  )
}

/**
 * An agent whose direct team logged in from one IP: K members whose upline is the agent, each
 * with a login from it within the link days. The flag is the agent's: a team of accounts one
 * person runs earns the agent commissions on play that is not real.
 */
export function teamSharedIp(db: Db, w: Window): Promise<number> {
  return count(
    sql`${insert}
    SELECT a.merchant_id, a.id, 'team_shared_ip', ${SEVERITY.team_shared_ip}, 'team_shared_ip:' || a.id || ':' || s.ip,
      jsonb_build_object('agentId', a.id::text, 'agent', a.username, 'ip', s.ip, 'members', o.members,
        'days', ${T.linkDays}::int4, 'threshold', ${T.teamSharedIpMembers}::int4)
    FROM sessions s JOIN members m ON m.id = s.member_id JOIN members a ON a.id = m.parent_id AND a.is_agent <> 4
    CROSS JOIN LATERAL (SELECT count(DISTINCT x.member_id) AS n,
        jsonb_agg(DISTINCT jsonb_build_object('id', x.member_id::text, 'username', om.username)) AS members
      FROM sessions x JOIN members om ON om.id = x.member_id AND om.parent_id = a.id
      WHERE x.ip = s.ip AND x.created_at > s.created_at - ${days} AND x.created_at < ${w.to}) o
    WHERE s.created_at >= ${w.from} AND s.created_at < ${w.to} AND o.n >= ${T.teamSharedIpMembers}
    ${conflict}`,
    db,
  )
}
