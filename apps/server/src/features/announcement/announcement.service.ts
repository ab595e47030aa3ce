import { ANNOUNCEMENT_TYPES, type AnnouncementList, type AnnouncementType, type Language } from '@sea/contract'
import type { Db } from '../../db/database'
import type { LocalizedText } from '../../db/schema'
import { pickText } from '../../lib/localized'
import type { MerchantSettings } from '../merchant/merchant.service'
import * as repo from './announcement.repository'

/** Without a page size the notice list comes whole, up to this many (newest first). */
const PLAYER_NOTICES_MAX = 200

export interface AnnouncementQuery {
  types?: string | undefined
  language?: Language | undefined
  pageNum?: number | undefined
  pageSize?: number | undefined
}

/** A picture path relative to the brand's imageBaseUrl becomes a full one; others stay as written. */
export function imageAddress(path: string, imageBaseUrl: string): string {
  if (path.startsWith('https://') || path.startsWith('/')) return path
  return imageBaseUrl.endsWith('/') ? imageBaseUrl + path : `${imageBaseUrl}/${path}`
}

function parseTypes(types: string | undefined): Set<AnnouncementType> {
  const asked = (types ?? 'B').split(',')
  return new Set(ANNOUNCEMENT_TYPES.filter((type) => asked.includes(type)))
}

/**
 * What the site shows now, in the caller's language (falling back to EN, then the brand's
 * default). Promotions (PR) need a session (docs/domain/api-calls.md#home-promotions-and-contracts): a caller without one gets
 * none and `promotionNeedsLogin`, while the rest of the answer is served as usual.
 */
export async function liveAnnouncements(
  db: Db,
  merchant: MerchantSettings,
  query: AnnouncementQuery,
  signedIn: boolean,
  now = new Date(),
): Promise<AnnouncementList> {
  const types = parseTypes(query.types)
  const language = query.language ?? merchant.brand.defaultLanguage
  const textOf = (row: repo.AnnouncementRow): LocalizedText | undefined =>
    pickText(row.texts, language, merchant.brand.defaultLanguage)
  const image = (path: string | null) => (path === null ? null : imageAddress(path, merchant.brand.imageBaseUrl))
  const promotionNeedsLogin = types.has('PR') && !signedIn
  if (promotionNeedsLogin) types.delete('PR')

  const result: AnnouncementList = {
    language,
    player: [],
    playerTotal: 0,
    banners: [],
    popup: [],
    promotion: [],
    promotionNeedsLogin,
    hot: [],
  }
  if (types.has('PL')) {
    const pageSize = query.pageSize ?? PLAYER_NOTICES_MAX
    const offset = query.pageSize === undefined ? 0 : ((query.pageNum ?? 1) - 1) * pageSize
    const { rows, total } = await repo.livePlayerNotices(db, merchant.id, now, pageSize, offset)
    result.playerTotal = total
    for (const row of rows) {
      const text = textOf(row)
      if (text)
        result.player.push({
          id: String(row.id),
          title: text.title,
          content: text.content ?? '',
          timestamp: row.startAt.toISOString(),
        })
    }
  }

  const rows = await repo.liveOfTypes(
    db,
    merchant.id,
    [...types].filter((type) => type !== 'PL'),
    now,
  )
  const promotionOf = await repo.promotionsOfPages(
    db,
    merchant.id,
    rows.filter((r) => r.type === 'PR').map((r) => r.id),
  )
  for (const row of rows) {
    const text = textOf(row)
    if (!text) continue
    const id = String(row.id)
    // The language's own picture (its headline in its script), else the shared one.
    const picture = text.imageUrl ?? row.imageUrl
    if ((row.type === 'B' || row.type === 'H') && picture) {
      const banner = {
        id,
        groupName: row.groupName ?? (row.type === 'H' ? 'hot' : 'home'),
        url: image(picture) ?? '',
        link: row.link,
        title: text.title,
      }
      ;(row.type === 'B' ? result.banners : result.hot).push(banner)
    } else if (row.type === 'PU') {
      result.popup.push({
        id,
        title: text.title,
        content: text.content ?? '',
        timestamp: row.startAt.toISOString(),
        url: image(picture),
      })
    } else if (row.type === 'PR' && picture) {
      result.promotion.push({
        id,
        title: text.title,
        summary: text.summary ?? '',
        url: image(picture) ?? '',
        content: text.content ?? '',
        link: row.link,
        startAt: row.startAt.toISOString(),
        endAt: row.endAt === null ? null : new Date(row.endAt).toISOString(),
        promotionId: promotionOf.has(row.id) ? String(promotionOf.get(row.id)) : null,
      })
    }
  }
  // Popups are news: the newest first, whatever their sort order.
  result.popup.sort((a, b) => b.timestamp.localeCompare(a.timestamp))
  return result
}
