import type { Db } from '../../db/database'
import type { VendorConnector } from '../../providers/vendor/transfer-vendor'
import { confirmWithVendor, resolveTransfer } from './vendor-saga.service'
import * as repo from './vendor-wallet.repository'

export interface ReconcileDeps {
  connect: VendorConnector
  /** Only rows untouched this long are asked about; keep it above the vendor timeout so a call still in flight is left alone. */
  olderThanMs?: number
  /** Rows per run. */
  limit?: number
  now?: () => number
}

export interface ReconcileReport {
  checked: number
  succeeded: number
  failed: number
  /** Still without an answer from the vendor: left as they are, money held, for the next run. */
  unknown: number
}

/**
 * Resolves pending and unknown vendor transfers by asking each vendor what became of them.
 * Nothing is voided on a guess: a transfer the vendor cannot speak for stays unknown with its
 * money in suspense (docs/domain/ledger.md#invariants, L15), and is asked about again on a later run.
 */
export async function reconcileVendorTransfers(db: Db, deps: ReconcileDeps): Promise<ReconcileReport> {
  const before = new Date((deps.now ?? Date.now)() - (deps.olderThanMs ?? 60_000))
  const rows = await repo.openTransfersBefore(db, before, deps.limit ?? 100)
  const report: ReconcileReport = { checked: rows.length, succeeded: 0, failed: 0, unknown: 0 }
  for (const open of rows) {
    if (open.apiBaseUrl === null) continue
    const vendor = deps.connect({ code: open.vendorCode, apiBaseUrl: open.apiBaseUrl })
    const row = await repo.findTransfer(db, open.id)
    const resolved = await resolveTransfer(db, row.id, await confirmWithVendor(db, vendor, row))
    if (resolved.status === 'succeeded') report.succeeded += 1
    else if (resolved.status === 'failed') report.failed += 1
    else report.unknown += 1
  }
  return report
}
