import type { ClaimKind, WithdrawalStatus } from '@sea/contract'
import type { Selectable } from 'kysely'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { WithdrawalTable } from '../../db/schema'
import type { Principal } from '../../http/access'
import { ensureAccount, inTransaction, postTransfer } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import type { FileStore } from '../../providers/storage'
import { liveClaim, liveClaims, withdrawalRisks } from '../cashier/cashier.service'
import { holdItem, type ClaimTarget } from '../cashier/claim.service'
import { queueFilter, totalsView, type QueueQuery } from '../cashier/queue-filter'
import { creditedToday } from '../operator-money/money-request.service'
import { canSee, operatorIdOf } from '../operator/operator.service'
import { refuseHeldWithdrawal } from '../risk/risk-hold.service'
import * as repo from './withdrawal.repository'
import { holdWallet, withdrawalView } from './withdrawal.service'

type Row = Selectable<WithdrawalTable>

/** A withdrawal of a brand outside the operator's scope does not exist for it. */
export function inScope<T extends { merchantId: number }>(row: T | undefined, principal: Principal): T {
  if (!row || !canSee(principal, row.merchantId)) throw new AppError('not_found', 'No such withdrawal')
  return row
}

/** What a claim on a withdrawal is about: its payment while pending, the dispute while disputed. */
export const claimKindOf = (row: Row): ClaimKind => (row.status === 'disputed' ? 'dispute' : 'withdrawal')

/**
 * A withdrawal under its lock, as a claim sees it; `open`: only while it waits for an operator
 * (pending or disputed), else withdrawal_state_invalid.
 */
export async function claimableWithdrawal(trx: Db, id: bigint, open: boolean): Promise<ClaimTarget | undefined> {
  const row = await repo.findForUpdate(trx, id)
  if (!row) return undefined
  if (open && row.status !== 'pending' && row.status !== 'disputed')
    throw new AppError('withdrawal_state_invalid', `The withdrawal is already ${row.status}`)
  return { kind: claimKindOf(row), id: row.id, merchantId: row.merchantId }
}

function operatorView(row: Row & { username: string }) {
  return {
    ...withdrawalView(row),
    accountNumber: row.accountNumber,
    memberId: String(row.memberId),
    username: row.username,
    payeeName: row.payeeName,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  }
}

/** What the audit log keeps of a withdrawal, before and after a decision. */
export const auditState = (row: Row) => ({
  status: row.status,
  amount: fromMinor(row.amount),
  decidedBy: row.decidedBy,
  reason: row.reason,
  autoReceiveAt: row.autoReceiveAt ? row.autoReceiveAt.toISOString() : null,
})

export async function listForOperator(
  db: Db,
  principal: Principal,
  query: QueueQuery & {
    status?: WithdrawalStatus | undefined
    memberId?: string | undefined
    pageNum?: number | undefined
    pageSize?: number | undefined
  },
) {
  operatorIdOf(principal)
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  const { rows, total, totals } = await repo.listWithdrawals(db, {
    ...queueFilter(principal, query),
    status: query.status,
    ...(query.memberId ? { memberId: BigInt(query.memberId) } : {}),
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
  })
  const ids = rows.map((row) => row.id)
  const [risks, claims, disputeClaims] = await Promise.all([
    withdrawalRisks(db, ids),
    liveClaims(db, 'withdrawal', ids),
    liveClaims(db, 'dispute', ids),
  ])
  const content = rows.map((row) => {
    const claim = (claimKindOf(row) === 'dispute' ? disputeClaims : claims).get(row.id) ?? null
    const risk = risks.get(row.id)
    if (!risk) throw new AppError('internal', 'Risk hints missing')
    return { ...operatorView(row), claim, risk }
  })
  return { ...pageOf(content, pageNum, pageSize, total), totals: totalsView(totals) }
}

export async function withdrawalDetail(db: Db, principal: Principal, id: bigint) {
  const row = inScope(await repo.findWithUsername(db, id), principal)
  const [confirmations, proofs, risks, claim] = await Promise.all([
    repo.listConfirmations(db, id),
    repo.listProofs(db, id),
    withdrawalRisks(db, [id]),
    liveClaim(db, claimKindOf(row), id),
  ])
  const risk = risks.get(id)
  if (!risk) throw new AppError('internal', 'Risk hints missing')
  return {
    withdrawal: operatorView(row),
    claim,
    risk,
    confirmations: confirmations.map((c) => ({
      id: String(c.id),
      result: c.result,
      amount: fromMinor(c.amount),
      remark: c.remark,
      proofIds: proofs.filter((p) => p.confirmationId === c.id).map((p) => String(p.id)),
      createdAt: c.createdAt.toISOString(),
    })),
  }
}

/**
 * Approve (disburse: withdrawal_hold -> payment_clearing) or reject (withdrawal_release:
 * withdrawal_hold -> member_main) a pending withdrawal. Under the row's lock: the status check,
 * the posting, the new status and the audit row commit together or not at all, so a double
 * click or a second operator finds the decision already taken (withdrawal_state_invalid).
 * Another operator's live claim refuses it (claimed_by_other).
 */
export async function decideWithdrawal(
  db: Db,
  principal: Principal,
  id: bigint,
  decision: { approve: true } | { approve: false; reason: string },
  ip: string,
) {
  const operatorId = operatorIdOf(principal)
  const found = inScope(await repo.findById(db, id), principal)
  const hold = await holdWallet(db, found.merchantId, found.currency, found.memberId)
  const target = decision.approve
    ? await ensureAccount(db, { merchantId: found.merchantId, currency: found.currency, kind: 'payment_clearing' })
    : await ensureAccount(db, {
        merchantId: found.merchantId,
        currency: found.currency,
        kind: 'member_main',
        ownerMemberId: found.memberId,
      })
  const kind = decision.approve ? 'withdrawal' : 'withdrawal_release'

  const updated = await inTransaction(db, async (trx) => {
    const row = inScope(await repo.findForUpdate(trx, id), principal)
    if (row.status !== 'pending')
      throw new AppError('withdrawal_state_invalid', `The withdrawal is already ${row.status}`)
    // Under the row's lock: the claim check and the decision commit together (decision 052).
    await holdItem(trx, 'withdrawal', row.id, operatorId)
    // Four eyes (docs/decisions/041-four-eyes-on-money.md): who put money in by hand today does not let it out.
    if (decision.approve && (await creditedToday(trx, operatorId, row.memberId, row.merchantId, new Date()))) {
      throw new AppError(
        'approver_credited_member',
        'You credited this member by hand today: another operator must approve this withdrawal',
      )
    }
    // An open high risk flag of the member holds the money until an operator resolves it (decision 058).
    if (decision.approve) await refuseHeldWithdrawal(trx, row.memberId)
    await postTransfer(trx, {
      idempotencyKey: `${kind}:${row.id}`,
      merchantId: row.merchantId,
      currency: row.currency,
      kind,
      externalRef: String(row.id),
      entries: [
        { accountId: hold, amount: -row.amount },
        { accountId: target, amount: row.amount },
      ],
      metadata: { withdrawalId: String(row.id), operatorId: operatorId },
    })
    const now = new Date()
    const decided = { decidedBy: operatorId, decidedAt: now }
    let next: Row
    if (decision.approve) {
      const settings = await repo.ensureSettings(trx, row.merchantId)
      // The deadline is fixed when the money leaves: later changes of the setting do not move it.
      const autoReceiveAt = new Date(now.getTime() + settings.autoReceiveMinutes * 60_000)
      next = await repo.updateWithdrawal(trx, id, { ...decided, status: 'disbursed', disbursedAt: now, autoReceiveAt })
    } else {
      next = await repo.updateWithdrawal(trx, id, { ...decided, status: 'rejected', reason: decision.reason.trim() })
    }
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(operatorId),
      merchantId: row.merchantId,
      ip,
      action: decision.approve ? 'withdrawal.approve' : 'withdrawal.reject',
      target: `withdrawal:${id}`,
      before: auditState(row),
      after: auditState(next),
    })
    return next
  })
  return readBack(db, updated.id)
}

export async function readBack(db: Db, id: bigint) {
  const withName = await repo.findWithUsername(db, id)
  if (!withName) throw new AppError('internal', 'The withdrawal could not be read back')
  return operatorView(withName)
}

/** A proof picture, only through its withdrawal and only within the operator's scope. */
export async function proofImage(db: Db, store: FileStore, principal: Principal, id: bigint, proofId: bigint) {
  inScope(await repo.findById(db, id), principal)
  const proof = (await repo.listProofs(db, id)).find((p) => p.id === proofId)
  const file = proof ? await store.get(proof.storageKey) : null
  if (!file) throw new AppError('not_found', 'No such proof')
  return file
}
