import { sanitizeHtml } from '../../lib/html'
import type { Db } from '../database'
import type { LocalizedTexts } from '../home-schema'
import { broadcastMessages, PLAYER_NOTICES, popupNotice, type SeedTexts } from './home-notices.data'
import { BANNERS, PROMOTIONS } from './home-promos.data'

const DAY = 86_400_000

/** English is the drawn picture itself; the other languages have theirs beside it (banners/login-th.svg). */
function languagePicture(image: string, language: string): string {
  return language === 'EN' ? image : image.replace(/\.svg$/, `-${language.toLowerCase()}.svg`)
}

/** Seed HTML goes through the same allow-list as an operator's: nothing is ever stored raw. */
function stored(texts: SeedTexts): string {
  const clean: LocalizedTexts = {}
  for (const [language, text] of Object.entries(texts)) {
    clean[language] = { ...text, ...(text.content !== undefined ? { content: sanitizeHtml(text.content) } : {}) }
  }
  return JSON.stringify(clean)
}

/** The demo brand's home content: notices, banners, a popup, promotions and two broadcasts; run inside the demo seed's transaction. */
export async function seedHomeContent(db: Db, merchantId: number, brand: string): Promise<void> {
  const now = Date.now()
  const ago = (days: number) => new Date(now - days * DAY)
  await db
    .insertInto('announcements')
    .values([
      ...PLAYER_NOTICES.map((notice) => ({
        merchantId,
        type: 'PL' as const,
        texts: stored(notice.texts),
        startAt: ago(notice.daysAgo),
      })),
      {
        merchantId,
        type: 'PU' as const,
        texts: stored(popupNotice(brand)),
        imageUrl: 'promos/welcome-bonus.svg',
        startAt: ago(2),
      },
      ...PROMOTIONS.map((promo, sortOrder) => ({
        merchantId,
        type: 'PR' as const,
        texts: stored(promo.texts),
        imageUrl: promo.image,
        link: '/promotions',
        startAt: ago(promo.daysAgo),
        endAt: promo.runsDays === null ? null : new Date(now + promo.runsDays * DAY),
        sortOrder,
      })),
      ...BANNERS.map((banner, sortOrder) => ({
        merchantId,
        type: 'B' as const,
        groupName: banner.group,
        // Each language shows its own picture, its headline written in that language.
        texts: JSON.stringify(
          Object.fromEntries(
            Object.entries(banner.titles).map(([language, title]) => [
              language,
              { title, imageUrl: languagePicture(banner.image, language) },
            ]),
          ),
        ),
        imageUrl: banner.image,
        link: banner.link,
        startAt: ago(30),
        sortOrder,
      })),
    ])
    .execute()
  await db
    .insertInto('platformMessages')
    .values(
      broadcastMessages(brand).map((texts, index) => ({
        merchantId,
        audience: 'everyone' as const,
        texts: stored(texts),
        createdAt: ago(7 - index * 5),
      })),
    )
    .execute()
}
