import { sql, type ExpressionBuilder, type SqlBool } from 'kysely'
import type { GameCategory } from '@sea/contract'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'

/**
 * What a merchant's members see: games that are switched on, for the platform and for the brand
 * (its own settings of a game, migration 0047, else the platform's), of vendors the merchant lists
 * and has switched on, where the vendor itself is on or announced as coming soon.
 */
function visibleGames(db: Db, merchantId: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.code', 'g.vendorCode')
    .innerJoin('merchantVendors as mv', (join) =>
      join.onRef('mv.vendorCode', '=', 'v.code').on('mv.merchantId', '=', merchantId),
    )
    .leftJoin('merchantGames as mg', (join) =>
      join.onRef('mg.gameId', '=', 'g.id').on('mg.merchantId', '=', merchantId),
    )
    .where('g.enabled', '=', true)
    .where(sql<boolean>`coalesce(mg.enabled, true)`, '=', true)
    .where('mv.enabled', '=', true)
    .where((eb) => eb.or([eb('v.enabled', '=', true), eb('v.comingSoon', '=', true)]))
}

const GAME_COLUMNS = [
  'g.id',
  'g.code',
  'g.names',
  'g.imageUrl',
  'g.gameType',
  'g.defaultPlayType',
  sql<boolean>`coalesce(mg.is_hot, g.is_hot)`.as('isHot'),
  sql<boolean>`coalesce(mg.is_new, g.is_new)`.as('isNew'),
  'g.rtpBp',
  'g.trialAllowed',
  'g.createdAt',
  'v.code as vendorCode',
  'v.displayName as vendorName',
  'v.accountTypeName',
  'v.isGame',
  'v.comingSoon',
  'mv.isHot as vendorHot',
] as const

type GameScope = ExpressionBuilder<
  Database & {
    g: Database['games']
    v: Database['vendors']
    mv: Database['merchantVendors']
    mg: Database['merchantGames']
  },
  'g' | 'v' | 'mv' | 'mg'
>

export type GameSelect = 'NEW' | 'ALL' | 'HOT' | 'FAV' | 'RECENT'

export interface GameFilter {
  merchantId: number
  select: GameSelect
  /** FAV and RECENT: whose. */
  memberId?: bigint | undefined
  gameType?: GameCategory | undefined
  vendorCode?: string | undefined
  /** Part of a name in any language, or of the code; case-insensitive. */
  search?: string | undefined
  /** NEW: games flagged new or added since. */
  newSince: Date
  limit: number
  offset: number
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

function filtered(db: Db, filter: GameFilter) {
  const member = filter.memberId ?? 0n
  return visibleGames(db, filter.merchantId).where((eb: GameScope) => {
    const all: ReturnType<GameScope>[] = []
    if (filter.gameType) all.push(eb('g.gameType', '=', filter.gameType))
    if (filter.vendorCode) all.push(eb('v.code', '=', filter.vendorCode))
    if (filter.search) {
      const pattern = likePattern(filter.search)
      all.push(
        eb.or([
          eb('g.code', 'ilike', pattern),
          eb.exists(sql`(SELECT 1 FROM jsonb_each_text(g.names) AS n (key, value) WHERE n.value ILIKE ${pattern})`),
        ]),
      )
    }
    if (filter.select === 'NEW')
      all.push(eb.or([eb(sql`coalesce(mg.is_new, g.is_new)`, '=', true), eb('g.createdAt', '>=', filter.newSince)]))
    if (filter.select === 'HOT')
      all.push(eb.or([eb(sql`coalesce(mg.is_hot, g.is_hot)`, '=', true), eb('mv.isHot', '=', true)]))
    if (filter.select === 'FAV') {
      all.push(eb('g.id', 'in', eb.selectFrom('memberFavoriteGames').select('gameId').where('memberId', '=', member)))
    }
    if (filter.select === 'RECENT') {
      all.push(
        eb(
          'g.id',
          'in',
          eb
            .selectFrom('gameLaunches')
            .select('gameId')
            .where('memberId', '=', member)
            .where('merchantId', '=', filter.merchantId),
        ),
      )
    }
    return eb.and(all) as ReturnType<GameScope> & SqlBool
  })
}

/** One page of games and how many there are in all. */
export async function findGames(db: Db, filter: GameFilter) {
  const base = filtered(db, filter)
  const member = filter.memberId ?? 0n
  let rows = base.select(GAME_COLUMNS)
  if (filter.select === 'FAV') {
    rows = rows.orderBy(
      sql`(SELECT created_at FROM member_favorite_games f WHERE f.game_id = g.id AND f.member_id = ${member})`,
      'desc',
    )
  } else if (filter.select === 'RECENT') {
    rows = rows.orderBy(
      sql`(SELECT max(launched_at) FROM game_launches l WHERE l.game_id = g.id AND l.member_id = ${member} AND l.merchant_id = ${filter.merchantId})`,
      'desc',
    )
  } else if (filter.select === 'NEW') {
    rows = rows.orderBy('g.createdAt', 'desc')
  } else {
    rows = rows
      .orderBy(sql`(SELECT sort_order FROM game_categories c WHERE c.code = v.game_type)`)
      .orderBy('mv.sortOrder')
      .orderBy(sql`coalesce(mg.sort_order, g.sort_order)`)
  }
  const [page, total] = await Promise.all([
    rows.orderBy('g.id').limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows: page, total: Number(total.n) }
}

export type GameRow = Awaited<ReturnType<typeof findGames>>['rows'][number]

/** One visible game by id. */
export async function findVisibleGame(db: Db, merchantId: number, id: bigint) {
  return (await visibleGames(db, merchantId).select(GAME_COLUMNS).where('g.id', '=', id).executeTakeFirst()) ?? null
}

/** The merchant's listed vendors in category order, then the merchant's order, with their first game. */
export async function merchantVendors(db: Db, merchantId: number) {
  return db
    .selectFrom('vendors as v')
    .innerJoin('merchantVendors as mv', (join) =>
      join.onRef('mv.vendorCode', '=', 'v.code').on('mv.merchantId', '=', merchantId),
    )
    .innerJoin('gameCategories as c', 'c.code', 'v.gameType')
    .select([
      'v.code',
      'v.displayName',
      'v.accountTypeId',
      'v.accountTypeName',
      'v.gameType',
      'v.gameClassify',
      'v.isGame',
      'v.walletMode',
      'v.logoUrl',
      'v.cardUrls',
      'v.comingSoon',
      'mv.isHot',
      'mv.isNew',
      'mv.maintenanceStart',
      'mv.maintenanceEnd',
      (eb) =>
        eb
          .selectFrom('games as g')
          .leftJoin('merchantGames as mg', (join) =>
            join.onRef('mg.gameId', '=', 'g.id').on('mg.merchantId', '=', merchantId),
          )
          .select('g.id')
          .whereRef('g.vendorCode', '=', 'v.code')
          .where('g.enabled', '=', true)
          .where(sql<boolean>`coalesce(mg.enabled, true)`, '=', true)
          .orderBy(sql`coalesce(mg.sort_order, g.sort_order)`)
          .orderBy('g.id')
          .limit(1)
          .as('firstGameId'),
    ])
    .where('mv.enabled', '=', true)
    .where((eb) => eb.or([eb('v.enabled', '=', true), eb('v.comingSoon', '=', true)]))
    .orderBy('c.sortOrder')
    .orderBy('mv.sortOrder')
    .orderBy('v.code')
    .execute()
}

/** A vendor as one merchant lists it (on or off); null when the merchant does not list it. */
export async function findMerchantVendor(db: Db, merchantId: number, code: string) {
  const row = await db
    .selectFrom('vendors as v')
    .innerJoin('merchantVendors as mv', (join) =>
      join.onRef('mv.vendorCode', '=', 'v.code').on('mv.merchantId', '=', merchantId),
    )
    .select([
      'v.code',
      'v.displayName',
      'v.walletMode',
      'v.provider',
      'v.launchUrl',
      'v.accountTypeName',
      'v.comingSoon',
      'v.enabled',
      'mv.enabled as merchantEnabled',
      'mv.maintenanceStart',
      'mv.maintenanceEnd',
    ])
    .where('v.code', '=', code)
    .executeTakeFirst()
  return row ?? null
}

/** Game types of one vendor's visible games with their counts. */
export async function vendorGameTypes(db: Db, merchantId: number, vendorCode: string) {
  return visibleGames(db, merchantId)
    .innerJoin('gameCategories as c', 'c.code', 'g.gameType')
    .select(['g.gameType', (eb) => eb.fn.countAll<bigint>().as('n')])
    .where('v.code', '=', vendorCode)
    .groupBy(['g.gameType', 'c.sortOrder'])
    .orderBy('c.sortOrder')
    .execute()
}

/** Hot games of the merchant: flagged themselves or of a vendor flagged hot for the merchant. */
export async function hotGames(db: Db, merchantId: number, vendorCode: string | undefined, limit: number) {
  return findGames(db, { merchantId, select: 'HOT', vendorCode, newSince: new Date(0), limit, offset: 0 })
}

/** Any game by id, on any vendor (favourites of games since hidden can still be removed). */
export async function gameExists(db: Db, id: bigint): Promise<boolean> {
  return (await db.selectFrom('games').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}

/** A vendor's games as one brand has them: `enabled` is on for the platform and for the brand. */
function brandGames(db: Db, merchantId: number, vendorCode: string) {
  return db
    .selectFrom('games as g')
    .leftJoin('merchantGames as mg', (join) =>
      join.onRef('mg.gameId', '=', 'g.id').on('mg.merchantId', '=', merchantId),
    )
    .select([
      'g.id',
      'g.code',
      'g.names',
      'g.trialAllowed',
      sql<boolean>`g.enabled AND coalesce(mg.enabled, true)`.as('enabled'),
      'g.defaultPlayType',
    ])
    .where('g.vendorCode', '=', vendorCode)
}

/** A game of a vendor by its id or its code. */
export async function findVendorGame(
  db: Db,
  merchantId: number,
  vendorCode: string,
  by: { id: bigint } | { code: string },
) {
  let query = brandGames(db, merchantId, vendorCode)
  query = 'id' in by ? query.where('g.id', '=', by.id) : query.where('g.code', '=', by.code)
  return (await query.executeTakeFirst()) ?? null
}

/** The vendor's default game (first in the brand's order), when it has one. */
export async function firstVendorGame(db: Db, merchantId: number, vendorCode: string) {
  const row = await brandGames(db, merchantId, vendorCode)
    .where('g.enabled', '=', true)
    .where(sql<boolean>`coalesce(mg.enabled, true)`, '=', true)
    .orderBy(sql`coalesce(mg.sort_order, g.sort_order)`)
    .orderBy('g.id')
    .limit(1)
    .executeTakeFirst()
  return row ?? null
}
