import { createHash } from 'node:crypto'
import type { VendorTransferView } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import type { VendorConnector } from '../../providers/vendor/transfer-vendor'
import type { MerchantSettings } from '../merchant/merchant.service'
import { vendorPlayerId } from '../vendor-player/vendor-player.service'
import { walletBalance } from '../wallet/wallet.service'
import { driveTransfer, openTransfer, replayOf, syncIdleVendorWallet } from './vendor-saga.service'
import * as repo from './vendor-wallet.repository'
import type { TransferRow } from './vendor-wallet.repository'

export interface VendorWalletDeps {
  db: Db
  connect: VendorConnector
}

export interface WalletTransferInput {
  from: string
  to: string
  amount?: string | undefined
}

interface Vendor {
  code: string
  apiBaseUrl: string
}

interface Caller {
  merchant: MerchantSettings
  memberId: bigint
  /** The request's Idempotency-Key. */
  key: string
}

/** GCS_walletTransfer: main to a vendor wallet, a vendor wallet to main, or every vendor wallet back to main. */
export async function walletTransfer(deps: VendorWalletDeps, caller: Caller, input: WalletTransferInput) {
  // In single-wallet mode every game plays from the main wallet; there is nothing to move.
  if (caller.merchant.flags.SINGLE_WALLET) throw new AppError('feature_disabled', 'This site uses a single wallet')
  if (input.from === input.to) throw new AppError('same_wallet', 'Choose two different wallets')
  if (input.to === 'ALL' || (input.from !== 'MAIN' && input.to !== 'MAIN')) {
    throw new AppError('validation_failed', 'One side of a transfer is the main wallet', [
      { path: '/body/to', message: 'MAIN, or a vendor when from is MAIN' },
    ])
  }
  let transfers: VendorTransferView[]
  if (input.from === 'ALL') {
    if (input.amount !== undefined)
      throw new AppError('validation_failed', 'ALL moves whole balances', [
        { path: '/body/amount', message: 'not with ALL' },
      ])
    transfers = await allBackToMain(deps, caller)
  } else if (input.from === 'MAIN') {
    if (input.amount === undefined)
      throw new AppError('validation_failed', 'Say how much to move', [
        { path: '/body/amount', message: 'required from MAIN' },
      ])
    transfers = [answerOrThrow(await transferIn(deps, caller, input.to, positive(toMinor(input.amount))))]
  } else {
    const amount = input.amount === undefined ? null : positive(toMinor(input.amount))
    transfers = [answerOrThrow(await transferOut(deps, caller, input.from, amount))]
  }
  return { ...(await walletBalance(deps.db, caller.merchant, caller.memberId)), transfers }
}

async function transferIn(deps: VendorWalletDeps, caller: Caller, code: string, amount: bigint): Promise<TransferRow> {
  const hash = requestHash('in', code, amount)
  // A repeated request answers its transfer even if the vendor was switched off since.
  const earlier = await replayOf(deps.db, caller.memberId, caller.key, hash)
  if (earlier) return earlier
  const vendor = await usableVendor(deps.db, caller.merchant.id, code, 'in')
  const { row, replayed } = await openTransfer(
    deps.db,
    newTransfer(caller, vendor.code, 'in', amount, caller.key, hash),
  )
  return replayed ? row : driveTransfer(deps.db, deps.connect(vendor), row)
}

/** `amount` null: the whole balance the vendor holds for the member. */
async function transferOut(
  deps: VendorWalletDeps,
  caller: Caller,
  code: string,
  amount: bigint | null,
  requestKey = caller.key,
): Promise<TransferRow> {
  const hash = requestHash('out', code, amount)
  const earlier = await replayOf(deps.db, caller.memberId, requestKey, hash)
  if (earlier) return earlier
  const vendor = await usableVendor(deps.db, caller.merchant.id, code, 'out')
  const adapter = deps.connect(vendor)
  let move = amount
  if (move === null) {
    const seen = await repo.vendorWallet(deps.db, caller.memberId, code, caller.merchant.brand.currency)
    move = await adapter.balance(await vendorPlayerId(deps.db, code, caller.memberId), caller.merchant.brand.currency)
    if (move === null)
      throw new AppError('vendor_unavailable', 'The vendor did not tell the balance', [
        { path: '/status', message: 'failed' },
      ])
    if (move === 0n) {
      // Played down to nothing at the vendor: the wallet shows it from now on.
      if (seen) await syncIdleVendorWallet(deps.db, seen, { memberId: caller.memberId, vendorCode: code }, 0n)
      throw new AppError('insufficient_funds', 'The vendor wallet is empty')
    }
  }
  const { row, replayed } = await openTransfer(deps.db, newTransfer(caller, vendor.code, 'out', move, requestKey, hash))
  return replayed ? row : driveTransfer(deps.db, adapter, row)
}

/**
 * Every vendor wallet with money at the vendor comes back, one vendor at a time, each under
 * the request's key and the vendor's code; one vendor failing does not stop the others.
 */
async function allBackToMain(deps: VendorWalletDeps, caller: Caller): Promise<VendorTransferView[]> {
  const wallets = await repo.memberTransferWallets(
    deps.db,
    caller.merchant.id,
    caller.memberId,
    caller.merchant.brand.currency,
  )
  const results: VendorTransferView[] = []
  for (const wallet of wallets) {
    try {
      results.push(view(await transferOut(deps, caller, wallet.code, null, `${caller.key}/${wallet.code}`)))
    } catch (error) {
      // An empty vendor wallet has nothing to bring back.
      if (error instanceof AppError && error.code === 'insufficient_funds') continue
      if (
        !(error instanceof AppError) ||
        !['vendor_unavailable', 'transfer_in_progress', 'vendor_not_found'].includes(error.code)
      )
        throw error
      results.push({
        transferId: null,
        vendor: wallet.code,
        direction: 'out',
        amount: null,
        status: 'failed',
        reason: error.code,
      })
    }
  }
  return results
}

async function usableVendor(db: Db, merchantId: number, code: string, direction: 'in' | 'out'): Promise<Vendor> {
  const vendor = await repo.findMerchantVendor(db, merchantId, code)
  if (!vendor) throw new AppError('vendor_not_found', 'No such vendor on this site')
  if (vendor.walletMode !== 'transfer' || vendor.apiBaseUrl === null)
    throw new AppError('vendor_not_transfer_mode', 'This vendor plays from the main wallet')
  // Money may always come back from a vendor that was switched off; it may not go in.
  if (direction === 'in' && !(vendor.enabled && vendor.merchantEnabled))
    throw new AppError('vendor_disabled', 'This vendor is switched off')
  return { code: vendor.code, apiBaseUrl: vendor.apiBaseUrl }
}

function newTransfer(
  caller: Caller,
  vendorCode: string,
  direction: 'in' | 'out',
  amount: bigint,
  requestKey: string,
  hash: string,
) {
  return {
    merchantId: caller.merchant.id,
    memberId: caller.memberId,
    vendorCode,
    direction,
    amount,
    currency: caller.merchant.brand.currency,
    requestKey,
    requestHash: hash,
  }
}

function requestHash(direction: 'in' | 'out', vendor: string, amount: bigint | null): string {
  return createHash('sha256')
    .update(`${direction}:${vendor}:${amount ?? 'all'}`)
    .digest('hex')
}

function positive(amount: bigint): bigint {
  if (amount <= 0n)
    throw new AppError('validation_failed', 'The amount must be above zero', [
      { path: '/body/amount', message: 'above zero' },
    ])
  return amount
}

function view(row: TransferRow): VendorTransferView {
  return {
    transferId: String(row.id),
    vendor: row.vendorCode,
    direction: row.direction,
    amount: fromMinor(row.amount),
    status: row.status === 'succeeded' || row.status === 'failed' ? row.status : 'pending',
    reason: row.failureReason,
  }
}

/** A single transfer that did not succeed is an error the member can read; a replay answers the same. */
function answerOrThrow(row: TransferRow): VendorTransferView {
  const details = [
    { path: '/transferId', message: String(row.id) },
    { path: '/status', message: row.status === 'failed' ? 'failed' : 'pending' },
  ]
  if (row.status === 'pending' || row.status === 'unknown') {
    throw new AppError(
      'vendor_unavailable',
      'The vendor has not confirmed the transfer yet; the money is held safely',
      details,
    )
  }
  if (row.status === 'failed') {
    if (row.failureReason === 'insufficient_funds')
      throw new AppError('insufficient_funds', 'The vendor wallet does not hold that much', details)
    if (row.failureReason === 'unreachable')
      throw new AppError('vendor_unavailable', 'The vendor could not be reached; nothing moved', details)
    throw new AppError('vendor_refused', 'The vendor refused the transfer; nothing moved', details)
  }
  return view(row)
}
