import type { AUDIT_ACTOR_KINDS } from '@sea/contract'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { brandsOf, canSee } from '../operator/operator.service'
import * as repo from './audit-log.repository'

export interface AuditQuery {
  merchantId?: number | undefined
  actorKind?: (typeof AUDIT_ACTOR_KINDS)[number] | undefined
  actorId?: string | undefined
  operator?: string | undefined
  action?: string | undefined
  target?: string | undefined
  targetMatch?: 'exact' | 'prefix' | undefined
  from?: string | undefined
  to?: string | undefined
  before?: string | undefined
  pageSize?: number | undefined
}

function instant(text: string | undefined, field: 'from' | 'to'): Date | undefined {
  if (text === undefined) return undefined
  const at = new Date(text)
  if (Number.isNaN(at.getTime())) {
    throw new AppError('validation_failed', 'Not a time', [{ path: `/querystring/${field}`, message: 'a date-time' }])
  }
  return at
}

const json = (text: string | null) => (text === null ? null : (JSON.parse(text) as Record<string, unknown>))

/**
 * The audit log as an operator may read it: its brands' rows (an installation-wide operator's:
 * every row, those of no brand too), newest first. A brand outside the scope answers not found.
 */
export async function readAuditLog(db: Db, principal: Principal, query: AuditQuery) {
  if (query.merchantId !== undefined && !canSee(principal, query.merchantId)) {
    throw new AppError('not_found', 'No such merchant')
  }
  const from = instant(query.from, 'from')
  const to = instant(query.to, 'to')
  let actorKind: string | undefined = query.actorKind
  let actorId = query.actorId
  if (query.operator !== undefined) {
    const id = await repo.operatorIdByUsername(db, query.operator.trim().toLowerCase())
    if (id === undefined || (actorKind !== undefined && actorKind !== 'operator')) return { rows: [], nextCursor: null }
    if (actorId !== undefined && actorId !== String(id)) return { rows: [], nextCursor: null }
    actorKind = 'operator'
    actorId = String(id)
  }
  const pageSize = query.pageSize ?? 50
  const rows = await repo.auditPage(db, {
    brands: query.merchantId !== undefined ? [query.merchantId] : brandsOf(principal),
    actorKind,
    actorId,
    actionPrefix: query.action,
    target: query.target === undefined ? undefined : { value: query.target, prefix: query.targetMatch === 'prefix' },
    from,
    to,
    before: query.before === undefined ? undefined : BigInt(query.before),
    limit: pageSize + 1,
  })
  const page = rows.slice(0, pageSize)
  const ids = (kind: string) => page.filter((r) => r.actorKind === kind && r.actorId !== null).map((r) => r.actorId!)
  const names = await repo.actorNames(
    db,
    ids('operator')
      .filter((id) => /^\d{1,9}$/.test(id))
      .map(Number),
    ids('member')
      .filter((id) => /^\d{1,18}$/.test(id))
      .map(BigInt),
  )
  return {
    rows: page.map((r) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      actorKind: r.actorKind as (typeof AUDIT_ACTOR_KINDS)[number],
      actorId: r.actorId,
      actorName:
        r.actorId === null
          ? null
          : ((r.actorKind === 'operator' ? names.operators : names.members).get(r.actorId) ?? null),
      merchantId: r.merchantId,
      ip: r.ip,
      action: r.action,
      target: r.target,
      before: json(r.before),
      after: json(r.after),
    })),
    nextCursor: rows.length > pageSize ? String(page[page.length - 1]!.id) : null,
  }
}
