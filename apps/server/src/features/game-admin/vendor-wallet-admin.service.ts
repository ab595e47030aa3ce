import type { VendorWallet } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { brandsOf } from '../operator/operator.service'
import { rotateVendorSecret as rotate } from '../seamless-wallet/vendor-secret'
import type { OperatorAction } from '../../http/access'
import * as repo from './game-admin.repository'

/** Vendors and games are the platform's, shared by every brand: a brand's operator may not change them. */
export function installationWide(principal: Principal): void {
  if (brandsOf(principal) !== null)
    throw new AppError('forbidden', 'Vendors are managed by installation-wide operators')
}

function walletView(row: repo.VendorWalletRow): VendorWallet {
  return {
    vendorCode: row.code,
    displayName: row.displayName,
    category: row.gameType,
    walletMode: row.walletMode,
    apiBaseUrl: row.apiBaseUrl,
    secretRotatedAt: row.rotatedAt ? new Date(row.rotatedAt).toISOString() : null,
  }
}

async function walletOf(db: Db, code: string): Promise<VendorWallet> {
  const [row] = await repo.vendorWallets(db, code)
  if (!row) throw new AppError('vendor_not_found', 'No such vendor')
  return walletView(row)
}

export async function vendorWallets(db: Db, principal: Principal): Promise<VendorWallet[]> {
  installationWide(principal)
  return (await repo.vendorWallets(db)).map(walletView)
}

const audit = (trx: Db, action: OperatorAction, name: string, code: string, before: object | null, after: object) =>
  recordAudit(trx, {
    actorKind: 'operator',
    actorId: String(action.principal.operatorId ?? ''),
    merchantId: null,
    ip: action.ip,
    action: name,
    target: `vendor:${code}`,
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown>,
  })

/** PUT /wps/operator/vendors/:vendorCode/endpoint: the schema allows https or the loopback only. */
export async function setVendorEndpoint(
  db: Db,
  action: OperatorAction,
  code: string,
  apiBaseUrl: string,
): Promise<VendorWallet> {
  installationWide(action.principal)
  return db.transaction().execute(async (trx) => {
    const before = await walletOf(trx, code)
    await repo.setEndpoint(trx, code, apiBaseUrl)
    const after = await walletOf(trx, code)
    await audit(trx, action, 'vendor.endpoint', code, { apiBaseUrl: before.apiBaseUrl }, { apiBaseUrl })
    return after
  })
}

/**
 * POST /wps/operator/vendors/:vendorCode/secret: a new random secret replaces the vendor's key at
 * once; it is in this answer only. The audit row records that it happened, never the secret.
 */
export async function rotateVendorSecret(
  db: Db,
  appSecret: Buffer,
  action: OperatorAction,
  code: string,
): Promise<{ vendor: VendorWallet; secret: string }> {
  installationWide(action.principal)
  return db.transaction().execute(async (trx) => {
    const before = await walletOf(trx, code)
    const { secret, rotatedAt } = await rotate(trx, appSecret, code, action.principal.operatorId ?? null)
    await audit(
      trx,
      action,
      'vendor.secret_rotate',
      code,
      { secretRotatedAt: before.secretRotatedAt },
      { secretRotatedAt: rotatedAt.toISOString() },
    )
    return { vendor: await walletOf(trx, code), secret }
  })
}
