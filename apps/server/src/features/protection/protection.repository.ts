import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { MemberProtectionTable, ProtectionLimitTable } from '../../db/protection-schema'
import type { StoredLimit } from './protection-rules'

/** Player protection's rows (migration 0060, decision 056). */

export type ProtectionRow = Selectable<MemberProtectionTable>
export type LimitRow = Selectable<ProtectionLimitTable>

/** The member's protection row, created when missing, locked until the transaction ends. */
export async function lockProtection(trx: Db, memberId: bigint, merchantId: number): Promise<ProtectionRow> {
  await trx
    .insertInto('memberProtection')
    .values({ memberId, merchantId })
    .onConflict((oc) => oc.column('memberId').doNothing())
    .execute()
  return trx
    .selectFrom('memberProtection')
    .selectAll()
    .where('memberId', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow()
}

/**
 * The member's row, locked, only when it exists: a member who never set anything has no limit to
 * race for and no exclusion, so the money paths take no lock for them.
 */
export function lockedProtectionIfAny(trx: Db, memberId: bigint): Promise<ProtectionRow | undefined> {
  return trx.selectFrom('memberProtection').selectAll().where('memberId', '=', memberId).forUpdate().executeTakeFirst()
}

export function protectionOf(db: Db, memberId: bigint): Promise<ProtectionRow | undefined> {
  return db.selectFrom('memberProtection').selectAll().where('memberId', '=', memberId).executeTakeFirst()
}

export function limitsOf(db: Db, memberId: bigint, kind?: LimitRow['kind']): Promise<LimitRow[]> {
  let query = db.selectFrom('protectionLimits').selectAll().where('memberId', '=', memberId)
  if (kind) query = query.where('kind', '=', kind)
  return query.execute()
}

export async function saveLimit(
  trx: Db,
  key: { memberId: bigint; kind: LimitRow['kind']; period: LimitRow['period'] },
  limit: StoredLimit,
): Promise<void> {
  await trx
    .insertInto('protectionLimits')
    .values({ ...key, ...limit })
    .onConflict((oc) =>
      oc.columns(['memberId', 'kind', 'period']).doUpdateSet({ ...limit, updatedAt: sql<Date>`now()` }),
    )
    .execute()
}

export async function saveExclusion(
  trx: Db,
  memberId: bigint,
  exclusion: { exclusionKind: 'timeout' | 'self_exclusion'; excludedFrom: Date; excludedUntil: Date | null },
): Promise<void> {
  await trx
    .updateTable('memberProtection')
    .set({ ...exclusion, updatedAt: sql<Date>`now()` })
    .where('memberId', '=', memberId)
    .execute()
}

export async function recordEvent(
  trx: Db,
  event: { memberId: bigint; merchantId: number; kind: string; detail: Record<string, unknown> },
): Promise<void> {
  await trx
    .insertInto('protectionEvents')
    .values({ ...event, detail: JSON.stringify(event.detail) })
    .execute()
}

/**
 * Deposits that count against a deposit limit from `since`: every request still pending and every
 * approved one (the deposits feature's table, read here so that the limit is judged under the
 * member's lock in the transaction that records the new deposit).
 */
export async function depositedSince(trx: Db, memberId: bigint, since: Date): Promise<bigint> {
  const row = await trx
    .selectFrom('deposits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<bigint>('amount'), sql<bigint>`0`).as('total'))
    .where('memberId', '=', memberId)
    .where('status', 'in', ['pending', 'approved'])
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow()
  return BigInt(row.total)
}

/**
 * How much more the member may stake now under their loss and wager limits (null: none), by the
 * SQL function the lottery's batches use too (protection-play-room.sql). Call it holding the lock.
 */
export async function playRoom(trx: Db, memberId: bigint, wallet: bigint, now: Date): Promise<bigint | null> {
  const { rows } = await sql<{ room: string | null }>`
    SELECT protection_play_room(${memberId}, ${wallet}, ${now}) AS room`.execute(trx)
  const room = rows[0]?.room
  return room == null ? null : BigInt(room)
}

/** What the member's play used from `since` (protection-play-used.sql). */
export async function playUsedSince(db: Db, wallet: bigint, since: Date): Promise<{ wagered: bigint; lost: bigint }> {
  const { rows } = await sql<{ wagered: string; lost: string }>`
    SELECT wagered, lost FROM protection_play_used(${wallet}, ${since})`.execute(db)
  return { wagered: BigInt(rows[0]!.wagered), lost: BigInt(rows[0]!.lost) }
}

/**
 * Starts counting the member's play per day (migration 0066) when their wallet is not counted yet,
 * or was counted in another time zone: the wallet is watched, then its days of the current month
 * and week are backfilled from the ledger. Call it holding the member's protection row. The wallet
 * row is locked first, as every ledger write locks it before adding an entry: a payout in flight
 * (which takes no protection lock) commits before the backfill reads, and one that starts later
 * waits for this transaction and then finds the wallet watched, so each entry counts exactly once.
 */
export async function watchPlay(trx: Db, memberId: bigint, wallet: bigint, timezone: string): Promise<void> {
  await trx.selectFrom('ledgerAccounts').select('id').where('id', '=', wallet).forUpdate().executeTakeFirstOrThrow()
  const watched = await trx
    .insertInto('protectionPlayWallets')
    .values({ accountId: wallet, memberId, timezone })
    .onConflict((oc) =>
      oc
        .column('accountId')
        .doUpdateSet({ memberId, timezone })
        .where((eb) =>
          eb.or([
            eb('protectionPlayWallets.timezone', '<>', timezone),
            eb('protectionPlayWallets.memberId', '<>', memberId),
          ]),
        ),
    )
    .returning('accountId')
    .executeTakeFirst()
  if (!watched) return
  await trx.deleteFrom('protectionPlayDays').where('memberId', '=', memberId).execute()
  // From the start of the earlier of this month and this week, brand-local: every period in force.
  await sql`
    INSERT INTO protection_play_days (member_id, day, wagered, lost)
    SELECT ${memberId}, (e.created_at AT TIME ZONE ${timezone})::date,
      coalesce(-sum(e.amount) FILTER (WHERE t.kind IN ('bet', 'bet_refund', 'vendor_transfer_in', 'vendor_transfer_refund')), 0),
      -sum(e.amount)
    FROM ledger_entries e
    JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE e.account_id = ${wallet}
      AND e.created_at >= least(date_trunc('month', now() AT TIME ZONE ${timezone}),
        date_trunc('week', now() AT TIME ZONE ${timezone})) AT TIME ZONE ${timezone}
      AND t.kind IN ('bet', 'bet_payout', 'bet_refund', 'vendor_transfer_in', 'vendor_transfer_out', 'vendor_transfer_refund')
    GROUP BY 2`.execute(trx)
}
