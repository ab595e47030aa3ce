import type { RiskFlag, RiskFlagDetail, RiskFlagStatus, RiskRule, RiskSeverity } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { OperatorAction, Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { canSee, operatorIdOf } from '../operator/operator.service'
import { flagSummary } from './risk-rules'
import * as repo from './risk.repository'

/**
 * The console's risk queue (decision 058): a brand's flags with filters, one flag with its
 * evidence, and the decision. Resolving or dismissing is one transaction under the flag's lock with
 * its audit row, so two operators deciding at once decide once (the second answers conflict); the
 * flag keeps its evidence and stays listed, and a member's withdrawal hold lifts with the last
 * open high flag.
 */

type Query = {
  status?: RiskFlagStatus
  severity?: RiskSeverity
  rule?: RiskRule
  memberId?: string
  pageNum?: number
  pageSize?: number
}

function brand(principal: Principal, merchantId: number): number {
  operatorIdOf(principal)
  if (!canSee(principal, merchantId)) throw new AppError('not_found', 'No such merchant')
  return merchantId
}

function flagView(row: repo.FlagRow): RiskFlag {
  return {
    id: String(row.id),
    memberId: String(row.memberId),
    username: row.username,
    rule: row.rule,
    severity: row.severity,
    status: row.status,
    summary: flagSummary(row.rule, row.evidence),
    raisedAt: row.raisedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}

function detailView(row: repo.FlagRow): RiskFlagDetail {
  return {
    ...flagView(row),
    evidence: row.evidence,
    note: row.note,
    decidedBy: row.decidedByName,
    holdsWithdrawals: row.status === 'open' && row.severity === 'high',
  }
}

export async function listFlags(db: Db, principal: Principal, merchantId: number, query: Query) {
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  const filter = {
    merchantId: brand(principal, merchantId),
    status: query.status,
    severity: query.severity,
    rule: query.rule,
    memberId: query.memberId === undefined ? undefined : BigInt(query.memberId),
  }
  const { rows, total } = await repo.listFlags(db, filter, { limit: pageSize, offset: (pageNum - 1) * pageSize })
  return { content: rows.map(flagView), pageNum, totalPages: Math.ceil(total / pageSize), totalElements: total }
}

export async function getFlag(db: Db, principal: Principal, merchantId: number, id: bigint) {
  const row = await repo.flag(db, brand(principal, merchantId), id)
  if (!row) throw new AppError('not_found', 'No such flag')
  return detailView(row)
}

export async function decideFlag(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  id: bigint,
  decision: { status: 'resolved' | 'dismissed'; note: string },
) {
  const operatorId = operatorIdOf(action.principal)
  const scoped = brand(action.principal, merchantId)
  const note = decision.note.trim()
  await inTransaction(db, async (trx) => {
    const row = await repo.flagForUpdate(trx, scoped, id)
    if (!row) throw new AppError('not_found', 'No such flag')
    if (row.status !== 'open') throw new AppError('conflict', `The flag was already ${row.status}`)
    await repo.decideFlag(trx, id, { status: decision.status, note, decidedBy: operatorId })
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(operatorId),
      merchantId: scoped,
      ip: action.ip,
      action: `risk.${decision.status}`,
      target: `risk-flag:${id}`,
      before: { status: 'open', rule: row.rule, severity: row.severity, memberId: String(row.memberId) },
      after: { status: decision.status, note },
    })
  })
  return getFlag(db, action.principal, scoped, id)
}
