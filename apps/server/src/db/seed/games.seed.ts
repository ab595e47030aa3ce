import type { Db } from '../database'
import { SEED_GAMES, SEED_VENDORS } from './games.data'

/**
 * The vendors and games of games.data.ts: installation-wide reference rows, so every insert skips
 * what exists and running it again changes nothing. In-house games all allow free play;
 * placeholders are switched off and marked coming soon (seamless, with no launch address, so that
 * the transfer-mode check for an API address does not apply).
 */
export async function seedGameCatalogue(db: Db): Promise<void> {
  await db
    .insertInto('vendors')
    .values(
      SEED_VENDORS.map((v) => ({
        code: v.code,
        displayName: v.displayName,
        walletMode: 'seamless' as const,
        apiBaseUrl: null,
        enabled: !v.comingSoon,
        gameType: v.gameType,
        provider: v.provider,
        isGame: 'GAME' as const,
        gameClassify: v.gameClassify,
        launchUrl: null,
        logoUrl: v.logo,
        cardUrls: JSON.stringify(v.cards),
        comingSoon: v.comingSoon,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
  await db
    .insertInto('games')
    .values(
      SEED_GAMES.map((g, sortOrder) => ({
        vendorCode: g.vendorCode,
        code: g.code,
        names: JSON.stringify(g.names),
        imageUrl: g.image,
        gameType: g.gameType,
        defaultPlayType: null,
        isHot: true,
        isNew: g.isNew,
        rtpBp: g.rtpBp,
        trialAllowed: true,
        sortOrder,
      })),
    )
    .onConflict((oc) => oc.columns(['vendorCode', 'code']).doNothing())
    .execute()
}

/** Lists the catalogue's vendors on a brand: all of them for the demo, the in-house ones alone for a real brand. */
export async function seedBrandVendors(db: Db, merchantId: number, which: 'all' | 'inhouse'): Promise<void> {
  const vendors = SEED_VENDORS.filter((v) => which === 'all' || (v.provider === 'inhouse' && !v.comingSoon))
  await db
    .insertInto('merchantVendors')
    .values(
      vendors.map((v) => ({
        merchantId,
        vendorCode: v.code,
        enabled: true,
        sortOrder: SEED_VENDORS.indexOf(v),
        isHot: v.hot,
      })),
    )
    .onConflict((oc) => oc.columns(['merchantId', 'vendorCode']).doNothing())
    .execute()
}
