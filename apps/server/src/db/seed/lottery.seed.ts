import type { Db } from '../database'
import { LOTTERY_LIMITS, LOTTERY_VENDORS, SEED_LOTTERY_GAMES, SEED_STATIONS } from './lottery.data'

/**
 * The lottery games, the Vietnam station calendar and the three lottery vendors with their
 * catalogue games (so navigation lists lottery and launch routes to the lottery pages).
 * Installation-wide rows skip what exists; running it again changes nothing.
 */
export async function seedLotteryCatalogue(db: Db): Promise<void> {
  await db
    .insertInto('lotteryGames')
    .values(
      SEED_LOTTERY_GAMES.map((g, sortOrder) => ({
        code: g.code,
        engine: g.engine,
        region: g.region,
        prizeMode: g.prizeMode,
        groupCode: g.groupCode,
        names: JSON.stringify(g.names),
        inHouse: g.inHouse,
        schedule: JSON.stringify(g.schedule),
        closeSeconds: g.closeSeconds,
        defaultPlayType: g.defaultPlayType,
        limits: JSON.stringify(LOTTERY_LIMITS),
        isHot: g.isHot,
        sortOrder,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
  const stations = Object.entries(SEED_STATIONS).flatMap(([region, days]) =>
    days.flatMap((list, weekday) =>
      list.map((st, i) => ({ region: region as 'north', weekday, position: i + 1, code: st.code, name: st.name })),
    ),
  )
  await db
    .insertInto('lotteryStations')
    .values(stations)
    .onConflict((oc) => oc.columns(['region', 'weekday', 'position']).doNothing())
    .execute()
  await db
    .insertInto('vendors')
    .values(
      LOTTERY_VENDORS.map((v) => ({
        code: v.code,
        displayName: v.displayName,
        walletMode: 'seamless' as const,
        apiBaseUrl: null,
        enabled: true,
        gameType: v.gameType,
        provider: 'inhouse' as const,
        accountTypeName: v.accountTypeName,
        isGame: 'GAME' as const,
        gameClassify: 'LOTT',
        launchUrl: null,
        logoUrl: 'games/sea-logo-white.svg',
        cardUrls: JSON.stringify(['banners/home-lottery.svg']),
        comingSoon: false,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
  await db
    .insertInto('games')
    .values(
      SEED_LOTTERY_GAMES.map((g, sortOrder) => ({
        vendorCode: g.vendor,
        code: g.code,
        names: JSON.stringify(g.names),
        imageUrl: 'banners/home-lottery.svg',
        gameType: g.vendor === 'ELOTT' ? ('ELOTT' as const) : ('LOTT' as const),
        defaultPlayType: g.defaultPlayType,
        isHot: g.isHot,
        isNew: g.inHouse,
        rtpBp: null,
        trialAllowed: false,
        sortOrder,
      })),
    )
    .onConflict((oc) => oc.columns(['vendorCode', 'code']).doNothing())
    .execute()
}

/** The three lottery vendors on a brand's navigation (the demo's, and a brand made by `npm run brand`). */
export async function seedBrandLottery(db: Db, merchantId: number): Promise<void> {
  await db
    .insertInto('merchantVendors')
    .values(
      LOTTERY_VENDORS.map((v, i) => ({
        merchantId,
        vendorCode: v.code,
        enabled: true,
        sortOrder: 100 + i,
        isHot: true,
      })),
    )
    .onConflict((oc) => oc.columns(['merchantId', 'vendorCode']).doNothing())
    .execute()
}
