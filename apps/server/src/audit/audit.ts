import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../db/database'
import { canonicalJson } from '../lib/canonical-json'

/**
 * The audit log: who did what, when, from where, with the state before and after. Rows are
 * hash-chained (each hash covers the row and the previous hash), so editing or deleting a row
 * breaks the chain at that row, which `verifyAuditChain` finds.
 */
export interface AuditEvent {
  actorKind: 'operator' | 'member' | 'system'
  actorId: string | null
  merchantId: number | null
  ip: string | null
  action: string
  target: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

const GENESIS = '0'.repeat(64)

// jsonb stores object keys in its own order, so rows are hashed as canonical JSON.

function rowHash(prevHash: string, at: string, event: AuditEvent): string {
  const fields = [
    prevHash,
    at,
    event.actorKind,
    event.actorId,
    event.merchantId,
    event.ip,
    event.action,
    event.target,
    event.before,
    event.after,
  ]
  return createHash('sha256').update(canonicalJson(fields)).digest('hex')
}

/**
 * Appends one event; a transaction-scoped lock keeps the chain linear across instances. Given a
 * transaction, the event commits with it (an adjustment and its audit row stand or fall together).
 */
export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  if (db.isTransaction) await appendEvent(db, event)
  else await db.transaction().execute((trx) => appendEvent(trx, event))
}

async function appendEvent(trx: Db, event: AuditEvent): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('audit_log'))`.execute(trx)
  const last = await trx.selectFrom('auditLog').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst()
  const prevHash = last?.hash ?? GENESIS
  // Stored and hashed as the same text, so verification does not depend on timestamp parsing.
  const at = new Date().toISOString()
  await trx
    .insertInto('auditLog')
    .values({
      at,
      actorKind: event.actorKind,
      actorId: event.actorId,
      merchantId: event.merchantId,
      ip: event.ip,
      action: event.action,
      target: event.target,
      before: event.before === null ? null : JSON.stringify(event.before),
      after: event.after === null ? null : JSON.stringify(event.after),
      prevHash,
      hash: rowHash(prevHash, at, event),
    })
    .execute()
}

/** A verified point of the chain: the last row checked, its hash, and how many rows up to it. */
export interface ChainPoint {
  id: bigint
  hash: string
  rows: number
}

export const CHAIN_START: ChainPoint = { id: 0n, hash: GENESIS, rows: 0 }

export type ChainResult = { ok: true; through: ChainPoint } | { ok: false; badRowId: string; through: ChainPoint }

/** Walks the chain from the start; returns the id of the first row that does not verify. */
export async function verifyAuditChain(db: Db): Promise<{ ok: true; rows: number } | { ok: false; badRowId: string }> {
  const result = await verifyAuditChainFrom(db, CHAIN_START)
  return result.ok ? { ok: true, rows: result.through.rows } : { ok: false, badRowId: result.badRowId }
}

type StoredRow = Awaited<ReturnType<typeof chainRows>>[number]

// before and after are read as text: the CamelCasePlugin would rename the keys of a jsonb value
// ('dragon_tiger' -> 'dragonTiger'), and the hash covers them as they were written.
function chainRows(db: Db, after: bigint, limit: number) {
  return db
    .selectFrom('auditLog')
    .select(['id', 'at', 'actorKind', 'actorId', 'merchantId', 'ip', 'action', 'target', 'prevHash', 'hash'])
    .select([sql<string | null>`before::text`.as('before'), sql<string | null>`after::text`.as('after')])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute()
}

function verifies(row: StoredRow, prevHash: string): boolean {
  const event: AuditEvent = {
    actorKind: row.actorKind as AuditEvent['actorKind'],
    actorId: row.actorId,
    merchantId: row.merchantId,
    ip: row.ip,
    action: row.action,
    target: row.target,
    before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
    after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
  }
  return row.prevHash === prevHash && row.hash === rowHash(prevHash, row.at.toISOString(), event)
}

/**
 * Walks the chain on from a verified point, a batch at a time (`onBatch` hears each batch's end,
 * to keep a checkpoint); answers where it got to and, if a row fails, which one.
 */
export async function verifyAuditChainFrom(
  db: Db,
  start: ChainPoint,
  onBatch?: (through: ChainPoint) => Promise<void>,
): Promise<ChainResult> {
  let through = start
  for (;;) {
    const batch = await chainRows(db, through.id, 1000)
    if (batch.length === 0) return { ok: true, through }
    for (const row of batch) {
      if (!verifies(row, through.hash)) return { ok: false, badRowId: String(row.id), through }
      through = { id: row.id, hash: row.hash, rows: through.rows + 1 }
    }
    await onBatch?.(through)
  }
}

/** Whether a verified point still stands: its row is there, with its hash, and still verifies against its link. */
export async function pointStands(db: Db, point: ChainPoint): Promise<boolean> {
  if (point.id === 0n) return true
  const [row] = await chainRows(db, point.id - 1n, 1)
  return row !== undefined && row.id === point.id && row.hash === point.hash && verifies(row, row.prevHash)
}
