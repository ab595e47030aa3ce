import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/database'
import { ensureAccount, inTransaction, postTransfer, type TransferEntry } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import type { TransferVendor, VendorOutcome } from '../../providers/vendor/transfer-vendor'
import { checkPlay } from '../protection/protection-checks.service'
import { vendorPlayerId } from '../vendor-player/vendor-player.service'
import * as repo from './vendor-wallet.repository'
import type { TransferRow } from './vendor-wallet.repository'

/**
 * The transfer-wallet saga (decision 016): the row is written first, money going to a vendor
 * waits in `suspense` while the vendor is asked, and nothing is settled or returned until the
 * vendor's own record says what happened. An unknown outcome stays unknown, money held, until
 * the vendor answers (here or in reconciliation).
 */

export interface NewTransfer {
  merchantId: number
  memberId: bigint
  vendorCode: string
  direction: 'in' | 'out'
  amount: bigint
  currency: string
  requestKey: string
  requestHash: string
}

/** The earlier transfer under this request key, if any; the same key with another request is refused. */
export async function replayOf(
  db: Db,
  memberId: bigint,
  requestKey: string,
  requestHash: string,
): Promise<TransferRow | null> {
  const row = await repo.findByRequestKey(db, memberId, requestKey)
  if (row && row.requestHash !== requestHash)
    throw new AppError('idempotency_conflict', 'The key was used for another request')
  return row
}

/**
 * Records the transfer and, for money going to the vendor, moves it from the main wallet to
 * suspense, in one database transaction. Answers the earlier row when the key was seen before.
 */
export async function openTransfer(db: Db, input: NewTransfer): Promise<{ row: TransferRow; replayed: boolean }> {
  const key = { merchantId: input.merchantId, currency: input.currency }
  const [main, suspense] = await Promise.all([
    ensureAccount(db, { ...key, kind: 'member_main', ownerMemberId: input.memberId }),
    ensureAccount(db, { ...key, kind: 'suspense' }),
  ])
  return inTransaction(db, async (trx) => {
    const row = await repo.insertTransfer(trx, { ...input, vendorTransferId: randomUUID() })
    if (!row) {
      const earlier = await replayOf(trx, input.memberId, input.requestKey, input.requestHash)
      if (earlier) return { row: earlier, replayed: true }
      throw new AppError('transfer_in_progress', 'Another transfer with this vendor wallet awaits the vendor')
    }
    if (row.direction === 'in') {
      // Money sent to a vendor's own wallet is play we cannot see bet by bet: it counts whole.
      await checkPlay(trx, { memberId: input.memberId, wallet: main, stake: row.amount })
      await post(trx, row, 'hold', 'vendor_transfer_in', `${row.id}:hold`, [
        { accountId: main, amount: -row.amount },
        { accountId: suspense, amount: row.amount },
      ])
    }
    return { row, replayed: false }
  })
}

/** Asks the vendor to move the money, and when the answer is lost, what became of it; then resolves. */
export async function driveTransfer(db: Db, vendor: TransferVendor, row: TransferRow): Promise<TransferRow> {
  const request = {
    player: await vendorPlayerId(db, row.vendorCode, row.memberId),
    transferId: row.vendorTransferId,
    amount: row.amount,
    currency: row.currency,
  }
  await repo.countAttempt(db, row.id)
  let outcome = row.direction === 'in' ? await vendor.deposit(request) : await vendor.withdraw(request)
  if (outcome.status === 'unknown') outcome = await confirmWithVendor(db, vendor, row)
  return resolveTransfer(db, row.id, outcome)
}

/** The vendor's record of the transfer, with the player's balance when it succeeded. */
export async function confirmWithVendor(db: Db, vendor: TransferVendor, row: TransferRow): Promise<VendorOutcome> {
  await repo.countAttempt(db, row.id)
  const outcome = await vendor.status(row.vendorTransferId)
  if (outcome.status !== 'succeeded' || outcome.balance !== null) return outcome
  return {
    status: 'succeeded',
    balance: await vendor.balance(await vendorPlayerId(db, row.vendorCode, row.memberId), row.currency),
  }
}

/**
 * Applies the vendor's outcome once: the row is locked, and a row already resolved (by a
 * concurrent request or reconciliation) is answered as it stands.
 */
export async function resolveTransfer(db: Db, id: bigint, outcome: VendorOutcome): Promise<TransferRow> {
  const row = await repo.findTransfer(db, id)
  const key = { merchantId: row.merchantId, currency: row.currency }
  // A vendor wallet appears in the member's balance once money has reached it, not before.
  const settles = outcome.status === 'succeeded'
  const [main, suspense, wallet, float] = await Promise.all([
    ensureAccount(db, { ...key, kind: 'member_main', ownerMemberId: row.memberId }),
    ensureAccount(db, { ...key, kind: 'suspense' }),
    settles
      ? ensureAccount(db, { ...key, kind: 'member_vendor', ownerMemberId: row.memberId, vendor: row.vendorCode })
      : 0n,
    settles ? ensureAccount(db, { ...key, kind: 'vendor_float', vendor: row.vendorCode }) : 0n,
  ])
  return inTransaction(db, async (trx) => {
    const locked = await repo.lockTransfer(trx, id)
    if (locked.status === 'succeeded' || locked.status === 'failed') return locked
    if (outcome.status === 'unknown')
      return repo.updateTransfer(trx, id, { status: 'unknown', failureReason: outcome.reason })
    if (outcome.status === 'failed') {
      if (locked.direction === 'in') {
        await post(trx, locked, 'refund', 'vendor_transfer_refund', String(id), [
          { accountId: suspense, amount: -locked.amount },
          { accountId: main, amount: locked.amount },
        ])
      }
      return repo.updateTransfer(trx, id, { status: 'failed', failureReason: outcome.reason, resolvedAt: new Date() })
    }
    await syncVendorWallet(trx, locked, wallet, float, outcome.balance)
    const [source, target] = locked.direction === 'in' ? [suspense, wallet] : [wallet, main]
    await post(
      trx,
      locked,
      'settle',
      locked.direction === 'in' ? 'vendor_transfer_in' : 'vendor_transfer_out',
      `${id}:settle`,
      [
        { accountId: source, amount: -locked.amount },
        { accountId: target, amount: locked.amount },
      ],
    )
    return repo.updateTransfer(trx, id, { status: 'succeeded', failureReason: null, resolvedAt: new Date() })
  })
}

/**
 * Before settling, the vendor wallet is brought to what the vendor held just before this
 * transfer: the difference is the member's game result at the vendor, booked against the
 * vendor's float. Without a balance from the vendor, only what a withdrawal needs is booked.
 */
async function syncVendorWallet(trx: Db, row: TransferRow, wallet: bigint, float: bigint, vendorAfter: bigint | null) {
  const current = (await repo.lockedAccount(trx, wallet)).balance
  let before: bigint
  if (vendorAfter === null) before = row.direction === 'out' && current < row.amount ? row.amount : current
  else before = row.direction === 'in' ? vendorAfter - row.amount : vendorAfter + row.amount
  // A vendor answer that cannot be true (negative before the deposit) is not booked.
  if (before < 0n || before === current) return
  await post(trx, row, 'sync', 'vendor_balance_sync', String(row.id), [
    { accountId: wallet, amount: before - current },
    { accountId: float, amount: current - before },
  ])
}

/**
 * Books a game result the vendor reports for a wallet with no transfer in flight (a balance
 * read for "everything back"). Skipped when the wallet moved since `seen` was read or a
 * transfer is open: the vendor's figure might then predate it.
 */
export async function syncIdleVendorWallet(
  db: Db,
  wallet: { id: bigint; version: bigint; merchantId: number; currency: string },
  owner: { memberId: bigint; vendorCode: string },
  vendorBalance: bigint,
) {
  const float = await ensureAccount(db, {
    merchantId: wallet.merchantId,
    currency: wallet.currency,
    kind: 'vendor_float',
    vendor: owner.vendorCode,
  })
  await inTransaction(db, async (trx) => {
    const now = await repo.lockedAccount(trx, wallet.id)
    if (now.version !== wallet.version || now.balance === vendorBalance) return
    if (await repo.hasOpenTransfer(trx, owner.memberId, owner.vendorCode)) return
    await postTransfer(trx, {
      idempotencyKey: `vendor-sync:${wallet.id}:${wallet.version}`,
      merchantId: wallet.merchantId,
      currency: wallet.currency,
      kind: 'vendor_balance_sync',
      externalRef: `${wallet.id}:${wallet.version}`,
      entries: [
        { accountId: wallet.id, amount: vendorBalance - now.balance },
        { accountId: float, amount: now.balance - vendorBalance },
      ],
      metadata: { vendor: owner.vendorCode },
    })
  })
}

function post(trx: Db, row: TransferRow, step: string, kind: string, externalRef: string, entries: TransferEntry[]) {
  return postTransfer(trx, {
    idempotencyKey: `vendor-transfer:${row.id}:${step}`,
    merchantId: row.merchantId,
    currency: row.currency,
    kind,
    externalRef,
    entries,
    metadata: { vendor: row.vendorCode, transfer: String(row.id) },
  })
}
