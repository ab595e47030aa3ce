import type { Insertable, Selectable, Updateable } from 'kysely'
import type { Db } from '../../db/database'
import type { AnnouncementTable } from '../../db/schema'

export type AnnouncementRow = Selectable<AnnouncementTable>
type AnnouncementType = AnnouncementTable['type']

/** Published, started and not yet ended: what the site may show at `now`. */
function live(db: Db, merchantId: number, now: Date) {
  return db
    .selectFrom('announcements')
    .where('merchantId', '=', merchantId)
    .where('published', '=', true)
    .where('startAt', '<=', now)
    .where((eb) => eb.or([eb('endAt', 'is', null), eb('endAt', '>', now)]))
}

/** Live items of the given types (not PL, which is paged): by sort order, newest first within one. */
export async function liveOfTypes(
  db: Db,
  merchantId: number,
  types: AnnouncementType[],
  now: Date,
): Promise<AnnouncementRow[]> {
  if (types.length === 0) return []
  return live(db, merchantId, now)
    .selectAll()
    .where('type', 'in', types)
    .orderBy('sortOrder')
    .orderBy('startAt', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** The promotions (not drafts) whose pages are these announcements, by announcement id. */
export async function promotionsOfPages(db: Db, merchantId: number, ids: bigint[]): Promise<Map<bigint, bigint>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('promotions')
    .select(['id', 'announcementId'])
    .where('merchantId', '=', merchantId)
    .where('state', '!=', 'draft')
    .where('announcementId', 'in', ids)
    .execute()
  return new Map(rows.map((r) => [r.announcementId as bigint, r.id]))
}

/** Live player notices, newest first, one page of them, and how many there are. */
export async function livePlayerNotices(db: Db, merchantId: number, now: Date, limit: number, offset: number) {
  const base = live(db, merchantId, now).where('type', '=', 'PL')
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('startAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

export async function insertAnnouncement(db: Db, row: Insertable<AnnouncementTable>): Promise<AnnouncementRow> {
  return db.insertInto('announcements').values(row).returningAll().executeTakeFirstOrThrow()
}

export async function findForUpdate(db: Db, id: bigint): Promise<AnnouncementRow | undefined> {
  return db.selectFrom('announcements').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function updateAnnouncement(
  db: Db,
  id: bigint,
  patch: Updateable<AnnouncementTable>,
): Promise<AnnouncementRow> {
  return db.updateTable('announcements').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

export async function listAnnouncements(
  db: Db,
  filter: { merchantIds: readonly number[] | null; type: AnnouncementType | undefined },
  limit: number,
  offset: number,
) {
  let base = db.selectFrom('announcements')
  if (filter.merchantIds !== null) base = base.where('merchantId', 'in', filter.merchantIds)
  if (filter.type) base = base.where('type', '=', filter.type)
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** The ids among `ids` that are of this brand and type, locked for the order being written. */
export async function lockOfType(db: Db, merchantId: number, type: AnnouncementType, ids: bigint[]) {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('type', '=', type)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute()
}

export async function setSortOrder(db: Db, id: bigint, sortOrder: number, operatorId: number | null) {
  await db
    .updateTable('announcements')
    .set({ sortOrder, updatedBy: operatorId, updatedAt: new Date() })
    .where('id', '=', id)
    .execute()
}
