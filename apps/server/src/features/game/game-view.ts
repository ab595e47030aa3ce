import type { Game, GameCategory, Language } from '@sea/contract'
import type { GameNames } from '../../db/games-schema'
import { pickText } from '../../lib/localized'
import { imageAddress } from '../announcement/announcement.service'
import type { MerchantSettings } from '../merchant/merchant.service'
import type { GameRow } from './catalogue.repository'

/** A game counts as new for this long after it was added, besides the games flagged new. */
export const NEW_GAME_DAYS = 30
const DAY_MS = 86_400_000

export function newSince(now = new Date()): Date {
  return new Date(now.getTime() - NEW_GAME_DAYS * DAY_MS)
}

/** How the caller asked to read names: the asked language, else the brand's default. */
export interface Reading {
  merchant: MerchantSettings
  language: Language
}

export function readingOf(merchant: MerchantSettings, language: Language | undefined): Reading {
  return { merchant, language: language ?? merchant.brand.defaultLanguage }
}

/** A game's name in the reader's language (EN, then the brand's default as fallbacks), else its code. */
export function gameName(reading: Reading, names: GameNames | null, code: string): string {
  return (names && pickText(names, reading.language, reading.merchant.brand.defaultLanguage)) || code
}

export function rtpText(rtpBp: number | null): string | null {
  return rtpBp === null ? null : (rtpBp / 100).toFixed(2)
}

export function gameView(reading: Reading, row: GameRow, since = newSince()): Game {
  return {
    nodeId: String(row.id),
    code: row.code,
    name: gameName(reading, row.names, row.code),
    vassalage: row.vendorCode,
    vendorName: row.vendorName,
    gameType: row.gameType as GameCategory,
    accountTypeName: row.accountTypeName ?? row.vendorCode,
    isGame: row.isGame,
    defaultPlayType: row.defaultPlayType,
    image: imageAddress(row.imageUrl, reading.merchant.brand.imageBaseUrl),
    isHot: row.isHot || row.vendorHot,
    isNew: row.isNew || new Date(row.createdAt) >= since,
    rtp: rtpText(row.rtpBp),
    trialAllowed: row.trialAllowed,
    comingSoon: row.comingSoon,
  }
}

/** Inside the brand's maintenance window of the vendor (decision 053): shown on the site, never launched. */
export function underMaintenance(
  vendor: { maintenanceStart: Date | null; maintenanceEnd: Date | null },
  now = new Date(),
): boolean {
  return (
    vendor.maintenanceStart !== null &&
    vendor.maintenanceEnd !== null &&
    vendor.maintenanceStart <= now &&
    now < vendor.maintenanceEnd
  )
}
