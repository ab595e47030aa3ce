import type { BrandGame, BrandVendor, FieldError, GameCategory } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { OperatorAction, Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { pageOf } from '../../lib/paging'
import { rtpText } from '../game/game-view'
import { merchantToWrite } from '../operator/operator.service'
import * as repo from './game-admin.repository'

function vendorView(row: repo.BrandVendorRow, now = new Date()): BrandVendor {
  const maintenance =
    row.maintenanceStart && row.maintenanceEnd
      ? { start: row.maintenanceStart.toISOString(), end: row.maintenanceEnd.toISOString() }
      : null
  return {
    vendorCode: row.code,
    displayName: row.displayName,
    category: row.gameType,
    walletMode: row.walletMode,
    platformEnabled: row.platformEnabled,
    comingSoon: row.comingSoon,
    enabled: row.enabled ?? false,
    sortOrder: row.sortOrder ?? 0,
    isHot: row.isHot ?? false,
    isNew: row.isNew ?? false,
    maintenance,
    underMaintenance:
      !!row.maintenanceStart && !!row.maintenanceEnd && row.maintenanceStart <= now && now < row.maintenanceEnd,
    games: Number(row.games),
    gamesOn: Number(row.gamesOn),
  }
}

/** The part of the brand's vendor list the audit row keeps: only vendors the brand has a row for. */
function vendorState(rows: readonly repo.BrandVendorRow[]) {
  const vendors = rows
    .filter((r) => r.enabled !== null)
    .map((r) => ({ vendorCode: r.code, enabled: r.enabled, sortOrder: r.sortOrder, isHot: r.isHot, isNew: r.isNew }))
  return { vendors }
}

async function audit(
  trx: Db,
  action: OperatorAction,
  merchantId: number,
  name: string,
  target: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  await recordAudit(trx, {
    actorKind: 'operator',
    actorId: String(action.principal.operatorId ?? ''),
    merchantId,
    ip: action.ip,
    action: name,
    target,
    before,
    after,
  })
}

/** GET .../brands/:merchantId/vendors: another brand's id answers not found. */
export async function brandVendors(db: Db, principal: Principal, merchantId: number): Promise<BrandVendor[]> {
  await merchantToWrite(db, principal, merchantId)
  return (await repo.brandVendors(db, merchantId)).map((row) => vendorView(row))
}

/** PUT .../brands/:merchantId/vendors: the whole list, in one transaction with one audit row. */
export async function saveBrandVendors(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  vendors: readonly repo.VendorSetting[],
): Promise<BrandVendor[]> {
  await merchantToWrite(db, action.principal, merchantId)
  const known = await repo.vendorCodes(db)
  const seen = new Set<string>()
  const problems: FieldError[] = []
  vendors.forEach((vendor, i) => {
    if (!known.has(vendor.vendorCode))
      problems.push({ path: `/body/vendors/${i}/vendorCode`, message: 'no such vendor' })
    else if (seen.has(vendor.vendorCode))
      problems.push({ path: `/body/vendors/${i}/vendorCode`, message: 'listed twice' })
    seen.add(vendor.vendorCode)
  })
  if (problems.length > 0) throw new AppError('validation_failed', 'The vendor list is not valid', problems)
  return db.transaction().execute(async (trx) => {
    const before = await repo.brandVendors(trx, merchantId)
    await repo.saveBrandVendors(trx, merchantId, vendors)
    const after = await repo.brandVendors(trx, merchantId)
    await audit(
      trx,
      action,
      merchantId,
      'brand.vendors',
      `merchant:${merchantId}`,
      vendorState(before),
      vendorState(after),
    )
    return after.map((row) => vendorView(row))
  })
}

/** PUT .../vendors/:vendorCode/maintenance: a window that ends in the future, or null to clear it. */
export async function setVendorMaintenance(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  vendorCode: string,
  maintenance: { start: string; end: string } | null,
): Promise<BrandVendor> {
  await merchantToWrite(db, action.principal, merchantId)
  if (!(await repo.vendorCodes(db)).has(vendorCode)) throw new AppError('vendor_not_found', 'No such vendor')
  const window = maintenance && { start: new Date(maintenance.start), end: new Date(maintenance.end) }
  if (window && window.end <= window.start)
    throw new AppError('validation_failed', 'The window ends before it starts', [
      { path: '/body/maintenance/end', message: 'must be after the start' },
    ])
  if (window && window.end <= new Date())
    throw new AppError('validation_failed', 'The window is over already', [
      { path: '/body/maintenance/end', message: 'must be in the future' },
    ])
  return db.transaction().execute(async (trx) => {
    const find = async () => (await repo.brandVendors(trx, merchantId)).find((r) => r.code === vendorCode)!
    const before = vendorView(await find())
    await repo.setMaintenance(trx, merchantId, vendorCode, window)
    const after = vendorView(await find())
    await audit(
      trx,
      action,
      merchantId,
      'brand.vendor_maintenance',
      `vendor:${vendorCode}`,
      { maintenance: before.maintenance },
      { maintenance: after.maintenance },
    )
    return after
  })
}

function gameView(row: repo.BrandGameRow): BrandGame {
  const names = row.names
  return {
    id: String(row.id),
    vendorCode: row.vendorCode,
    code: row.code,
    name: names.EN ?? Object.values(names).find(Boolean) ?? row.code,
    imageUrl: row.imageUrl,
    category: row.gameType as GameCategory,
    rtp: rtpText(row.rtpBp),
    trialAllowed: row.trialAllowed,
    platformEnabled: row.platformEnabled,
    enabled: row.enabled ?? true,
    isHot: row.isHot ?? row.platformHot,
    isNew: row.isNew ?? row.platformNew,
    sortOrder: row.sortOrder ?? row.platformSortOrder,
    overridden: row.enabled !== null,
  }
}

export async function brandGames(
  db: Db,
  principal: Principal,
  merchantId: number,
  query: { vendorCode?: string | undefined; search?: string | undefined; pageNum?: number; pageSize?: number },
) {
  await merchantToWrite(db, principal, merchantId)
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  const { rows, total } = await repo.brandGames(db, merchantId, query, pageSize, (pageNum - 1) * pageSize)
  return pageOf(rows.map(gameView), pageNum, pageSize, total)
}

/** PUT .../games/:gameId: the brand's own settings of a platform game. */
export async function saveBrandGame(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  gameId: bigint,
  values: { enabled: boolean; isHot: boolean; isNew: boolean; sortOrder: number },
): Promise<BrandGame> {
  await merchantToWrite(db, action.principal, merchantId)
  return db.transaction().execute(async (trx) => {
    const before = await repo.findBrandGame(trx, merchantId, gameId)
    if (!before) throw new AppError('game_not_found', 'No such game')
    await repo.saveBrandGame(trx, merchantId, gameId, values)
    const after = gameView((await repo.findBrandGame(trx, merchantId, gameId))!)
    const state = ({ enabled, isHot, isNew, sortOrder }: BrandGame) => ({ enabled, isHot, isNew, sortOrder })
    await audit(trx, action, merchantId, 'brand.game', `game:${gameId}`, state(gameView(before)), state(after))
    return after
  })
}
