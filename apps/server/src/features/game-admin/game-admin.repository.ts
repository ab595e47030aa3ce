import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { GameNames } from '../../db/games-schema'

/** Every platform vendor with the brand's settings of it (a vendor the brand has no row for is off). */
export async function brandVendors(db: Db, merchantId: number) {
  return db
    .selectFrom('vendors as v')
    .innerJoin('gameCategories as c', 'c.code', 'v.gameType')
    .leftJoin('merchantVendors as mv', (join) =>
      join.onRef('mv.vendorCode', '=', 'v.code').on('mv.merchantId', '=', merchantId),
    )
    .select([
      'v.code',
      'v.displayName',
      'v.gameType',
      'v.walletMode',
      'v.enabled as platformEnabled',
      'v.comingSoon',
      'mv.enabled',
      'mv.sortOrder',
      'mv.isHot',
      'mv.isNew',
      'mv.maintenanceStart',
      'mv.maintenanceEnd',
      sql<string>`(SELECT count(*) FROM games g WHERE g.vendor_code = v.code AND g.enabled)`.as('games'),
      sql<string>`(SELECT count(*) FROM games g LEFT JOIN merchant_games mg
        ON mg.game_id = g.id AND mg.merchant_id = ${merchantId}
        WHERE g.vendor_code = v.code AND g.enabled AND coalesce(mg.enabled, true))`.as('gamesOn'),
    ])
    .orderBy('c.sortOrder')
    .orderBy(sql`coalesce(mv.sort_order, 2147483647)`)
    .orderBy('v.code')
    .execute()
}

export type BrandVendorRow = Awaited<ReturnType<typeof brandVendors>>[number]

export async function vendorCodes(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('vendors').select('code').execute()
  return new Set(rows.map((r) => r.code))
}

export interface VendorSetting {
  vendorCode: string
  enabled: boolean
  sortOrder: number
  isHot: boolean
  isNew: boolean
}

/** Writes the listed vendors; a vendor the list leaves out is switched off (its window kept). */
export async function saveBrandVendors(db: Db, merchantId: number, settings: readonly VendorSetting[]) {
  for (const s of settings) {
    const values = { enabled: s.enabled, sortOrder: s.sortOrder, isHot: s.isHot, isNew: s.isNew }
    await db
      .insertInto('merchantVendors')
      .values({ merchantId, vendorCode: s.vendorCode, ...values })
      .onConflict((oc) => oc.columns(['merchantId', 'vendorCode']).doUpdateSet(values))
      .execute()
  }
  let unlisted = db.updateTable('merchantVendors').set({ enabled: false }).where('merchantId', '=', merchantId)
  if (settings.length > 0)
    unlisted = unlisted.where(
      'vendorCode',
      'not in',
      settings.map((s) => s.vendorCode),
    )
  await unlisted.execute()
}

/** Sets the window; a vendor the brand had no row for gets one, switched off. */
export async function setMaintenance(
  db: Db,
  merchantId: number,
  vendorCode: string,
  window: { start: Date; end: Date } | null,
) {
  const values = { maintenanceStart: window?.start ?? null, maintenanceEnd: window?.end ?? null }
  await db
    .insertInto('merchantVendors')
    .values({ merchantId, vendorCode, enabled: false, ...values })
    .onConflict((oc) => oc.columns(['merchantId', 'vendorCode']).doUpdateSet(values))
    .execute()
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

function brandGameQuery(db: Db, merchantId: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.code', 'g.vendorCode')
    .leftJoin('merchantGames as mg', (join) =>
      join.onRef('mg.gameId', '=', 'g.id').on('mg.merchantId', '=', merchantId),
    )
}

const GAME_COLUMNS = [
  'g.id',
  'g.vendorCode',
  'g.code',
  'g.names',
  'g.imageUrl',
  'g.gameType',
  'g.rtpBp',
  'g.trialAllowed',
  'g.enabled as platformEnabled',
  'g.isHot as platformHot',
  'g.isNew as platformNew',
  'g.sortOrder as platformSortOrder',
  'mg.enabled',
  'mg.isHot',
  'mg.isNew',
  'mg.sortOrder',
] as const

/** One page of the platform's games with the brand's settings over them. */
export async function brandGames(
  db: Db,
  merchantId: number,
  filter: { vendorCode?: string | undefined; search?: string | undefined },
  limit: number,
  offset: number,
) {
  let base = brandGameQuery(db, merchantId)
  if (filter.vendorCode) base = base.where('g.vendorCode', '=', filter.vendorCode)
  if (filter.search) {
    const pattern = likePattern(filter.search)
    base = base.where((eb) =>
      eb.or([
        eb('g.code', 'ilike', pattern),
        eb.exists(sql`(SELECT 1 FROM jsonb_each_text(g.names) AS n (key, value) WHERE n.value ILIKE ${pattern})`),
      ]),
    )
  }
  const [rows, total] = await Promise.all([
    base
      .select(GAME_COLUMNS)
      .orderBy('g.vendorCode')
      .orderBy(sql`coalesce(mg.sort_order, g.sort_order)`)
      .orderBy('g.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

export type BrandGameRow = Awaited<ReturnType<typeof brandGames>>['rows'][number]

export async function findBrandGame(db: Db, merchantId: number, gameId: bigint) {
  return (
    (await brandGameQuery(db, merchantId).select(GAME_COLUMNS).where('g.id', '=', gameId).executeTakeFirst()) ?? null
  )
}

export async function saveBrandGame(
  db: Db,
  merchantId: number,
  gameId: bigint,
  values: { enabled: boolean; isHot: boolean; isNew: boolean; sortOrder: number },
) {
  const row = { ...values, updatedAt: new Date() }
  await db
    .insertInto('merchantGames')
    .values({ merchantId, gameId, ...row })
    .onConflict((oc) => oc.columns(['merchantId', 'gameId']).doUpdateSet(row))
    .execute()
}

export interface ImportedGame {
  code: string
  names: GameNames
  imageUrl: string
  gameType: string
  rtpBp: number | null
  trialAllowed: boolean
}

export async function existingGameCodes(db: Db, vendorCode: string): Promise<Set<string>> {
  const rows = await db.selectFrom('games').select('code').where('vendorCode', '=', vendorCode).execute()
  return new Set(rows.map((r) => r.code))
}

/** Upserts by (vendor, code); the brand switches, flags and order of existing games stay. */
export async function upsertGames(db: Db, vendorCode: string, games: readonly ImportedGame[]) {
  for (const game of games) {
    const values = {
      names: JSON.stringify(game.names),
      imageUrl: game.imageUrl,
      gameType: game.gameType as never,
      rtpBp: game.rtpBp,
      trialAllowed: game.trialAllowed,
    }
    await db
      .insertInto('games')
      .values({ vendorCode, code: game.code, ...values })
      .onConflict((oc) => oc.columns(['vendorCode', 'code']).doUpdateSet(values))
      .execute()
  }
}

export async function findVendor(db: Db, code: string) {
  return (await db.selectFrom('vendors').selectAll().where('code', '=', code).executeTakeFirst()) ?? null
}

/** The platform's vendors with their wallet settings and when their secret was rotated. */
export async function vendorWallets(db: Db, code?: string) {
  let query = db
    .selectFrom('vendors as v')
    .innerJoin('gameCategories as c', 'c.code', 'v.gameType')
    .leftJoin('vendorSecrets as s', 's.vendorCode', 'v.code')
    .select(['v.code', 'v.displayName', 'v.gameType', 'v.walletMode', 'v.apiBaseUrl', 's.rotatedAt'])
    .orderBy('c.sortOrder')
    .orderBy('v.code')
  if (code !== undefined) query = query.where('v.code', '=', code)
  return query.execute()
}

export type VendorWalletRow = Awaited<ReturnType<typeof vendorWallets>>[number]

export async function setEndpoint(db: Db, code: string, apiBaseUrl: string) {
  await db.updateTable('vendors').set({ apiBaseUrl }).where('code', '=', code).execute()
}
