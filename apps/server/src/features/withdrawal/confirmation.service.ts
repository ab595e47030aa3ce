import { randomBytes } from 'node:crypto'
import { PROOF_MAX_BYTES, WITHDRAWAL_PROOFS_MAX } from '@sea/contract'
import type { Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { WithdrawalTable } from '../../db/schema'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { detectImage } from '../../lib/image-check'
import { fromMinor, toMinor } from '../../lib/money'
import type { FileStore } from '../../providers/storage'
import * as repo from './withdrawal.repository'

/**
 * After disbursement the member answers. The money may reach the bank in several transfers, so
 * `received` confirms the part that arrived (received amount grows, remaining = amount -
 * received); `all_received` confirms the rest; `not_received` opens a dispute with proofs.
 * Unanswered past the deadline, the auto-receive job marks the rest received (forced), after
 * which no answer is taken: forced receipt is final and nothing is refunded.
 */

type Row = Selectable<WithdrawalTable>

function canConfirm(row: Row, now: Date): boolean {
  if (row.status === 'disputed') return true
  return row.status === 'disbursed' && (row.autoReceiveAt === null || row.autoReceiveAt > now)
}

function confirmationView(row: Row, now = new Date()) {
  return {
    withdrawalId: String(row.id),
    status: row.status,
    amount: fromMinor(row.amount),
    receivedAmount: fromMinor(row.receivedAmount),
    remainingAmount: fromMinor(row.amount - row.receivedAmount),
    autoReceiveAt: row.autoReceiveAt ? row.autoReceiveAt.toISOString() : null,
    canConfirm: canConfirm(row, now),
  }
}

/** The member's own withdrawal; anyone else's does not exist for them. */
function owned(row: Row | undefined, memberId: bigint): Row {
  if (!row || row.memberId !== memberId) throw new AppError('not_found', 'No such withdrawal')
  return row
}

export async function confirmationData(db: Db, memberId: bigint, withdrawalId: bigint) {
  return confirmationView(owned(await repo.findById(db, withdrawalId), memberId))
}

/** One proof picture for a coming not-received answer, checked by its bytes and stored under a key of ours. */
export async function uploadProof(
  deps: { db: Db; store: FileStore },
  memberId: bigint,
  withdrawalId: bigint,
  data: unknown,
) {
  if (!Buffer.isBuffer(data))
    throw new AppError('unsupported_media_type', 'Send the picture as the body, image/png or image/jpeg')
  if (data.length > PROOF_MAX_BYTES) throw new AppError('payload_too_large', 'The picture is larger than 5 MB')
  const contentType = detectImage(data)
  if (!contentType) throw new AppError('unsupported_media_type', 'The picture must be a PNG or JPEG image')
  return inTransaction(deps.db, async (trx) => {
    const row = owned(await repo.findForUpdate(trx, withdrawalId), memberId)
    if (!canConfirm(row, new Date()) || row.status !== 'disbursed')
      throw new AppError('withdrawal_state_invalid', 'Proofs go with a not-received answer')
    if ((await repo.countProofs(trx, withdrawalId)) >= WITHDRAWAL_PROOFS_MAX) {
      throw new AppError('proof_limit_reached', `At most ${WITHDRAWAL_PROOFS_MAX} proofs`)
    }
    const storageKey = `withdrawal-proofs/${withdrawalId}/${randomBytes(24).toString('base64url')}`
    await deps.store.put(storageKey, data, contentType)
    const id = await repo.insertProof(trx, { withdrawalId, storageKey, contentType, size: data.length })
    return { proofId: String(id) }
  })
}

export async function confirmWithdrawal(
  db: Db,
  memberId: bigint,
  withdrawalId: bigint,
  input: {
    result: 'received' | 'all_received' | 'not_received'
    amount?: string | undefined
    remark?: string | undefined
    proofIds?: string[] | undefined
  },
) {
  const remark = input.remark?.trim() || null
  return inTransaction(db, async (trx) => {
    const now = new Date()
    const row = owned(await repo.findForUpdate(trx, withdrawalId), memberId)
    if (!canConfirm(row, now)) throw new AppError('withdrawal_state_invalid', 'This withdrawal takes no answer now')
    const remaining = row.amount - row.receivedAmount
    if (input.result === 'not_received') {
      if (row.status !== 'disbursed') throw new AppError('withdrawal_state_invalid', 'Already reported as not received')
      const proofIds = (input.proofIds ?? []).map(BigInt)
      if (proofIds.length === 0)
        throw new AppError('validation_failed', 'Add at least one proof', [
          { path: '/body/proofIds', message: '1 to 3 proofs' },
        ])
      const confirmationId = await repo.insertConfirmation(trx, {
        withdrawalId,
        result: 'not_received',
        amount: 0n,
        remark,
      })
      if ((await repo.attachProofs(trx, withdrawalId, proofIds, confirmationId)) !== proofIds.length) {
        throw new AppError('validation_failed', 'Unknown proof', [
          { path: '/body/proofIds', message: 'proofs uploaded for this withdrawal' },
        ])
      }
      return confirmationView(await repo.updateWithdrawal(trx, withdrawalId, { status: 'disputed' }), now)
    }
    let part = remaining
    if (input.result === 'received') {
      if (input.amount === undefined)
        throw new AppError('validation_failed', 'Say how much arrived', [{ path: '/body/amount', message: 'required' }])
      part = toMinor(input.amount)
      if (part <= 0n || part > remaining) {
        throw new AppError('amount_out_of_range', `At most the remaining ${fromMinor(remaining)}`, [
          { path: '/body/amount', message: `0.01-${fromMinor(remaining)}` },
        ])
      }
    }
    await repo.insertConfirmation(trx, { withdrawalId, result: input.result, amount: part, remark })
    const receivedAmount = row.receivedAmount + part
    const complete = receivedAmount === row.amount
    const updated = await repo.updateWithdrawal(trx, withdrawalId, {
      receivedAmount,
      ...(complete ? { status: 'received' as const, receivedAt: now } : {}),
    })
    return confirmationView(updated, now)
  })
}

const AUTO_RECEIVE_BATCH = 200

/**
 * The auto-receive job: every disbursed withdrawal past its deadline becomes received (forced)
 * with an `auto_received` confirmation of the remaining amount. Rows are locked and re-checked,
 * so it is safe to run twice, or on two instances at once. Answers how many it changed.
 */
export async function autoReceiveDue(db: Db, now: Date): Promise<number> {
  let changed = 0
  for (;;) {
    const batch = await inTransaction(db, async (trx) => {
      const due = await repo.lockDueForAutoReceive(trx, now, AUTO_RECEIVE_BATCH)
      for (const row of due) {
        await repo.insertConfirmation(trx, {
          withdrawalId: row.id,
          result: 'auto_received',
          amount: row.amount - row.receivedAmount,
          remark: null,
        })
        await repo.updateWithdrawal(trx, row.id, {
          status: 'received',
          forced: true,
          receivedAmount: row.amount,
          receivedAt: now,
        })
      }
      return due.length
    })
    changed += batch
    if (batch < AUTO_RECEIVE_BATCH) return changed
  }
}
