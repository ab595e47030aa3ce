import { sql, type Insertable } from 'kysely'
import type { Db } from '../../db/database'
import type { PlatformMessageTable } from '../../db/schema'

/** Who reads: messages to this member, and broadcasts of the merchant that reach it. */
export interface Reader {
  id: bigint
  merchantId: number
  createdAt: Date
}

export async function findReader(db: Db, memberId: bigint): Promise<Reader | undefined> {
  return db
    .selectFrom('members')
    .select(['id', 'merchantId', 'createdAt'])
    .where('id', '=', memberId)
    .executeTakeFirst()
}

/**
 * The messages a member sees: its own, broadcasts to everyone, and broadcasts to the members
 * that existed when they were sent (so a new member does not inherit last year's news).
 */
function visible(db: Db, reader: Reader) {
  return db
    .selectFrom('platformMessages as m')
    .where('m.merchantId', '=', reader.merchantId)
    .where((eb) =>
      eb.or([
        eb('m.memberId', '=', reader.id),
        eb.and([
          eb('m.memberId', 'is', null),
          eb.or([eb('m.audience', '=', 'everyone'), eb('m.createdAt', '>=', reader.createdAt)]),
        ]),
      ]),
    )
}

export async function listVisible(db: Db, reader: Reader, limit: number, offset: number) {
  const rows = await visible(db, reader)
    .leftJoin('platformMessageReads as r', (join) =>
      join.onRef('r.messageId', '=', 'm.id').on('r.memberId', '=', reader.id),
    )
    .select(['m.id', 'm.texts', 'm.createdAt', 'r.readAt'])
    .orderBy('m.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
  const total = await visible(db, reader)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return { rows, total: Number(total.n) }
}

export async function findVisible(db: Db, reader: Reader, id: bigint) {
  return visible(db, reader).select(['m.id', 'm.texts', 'm.createdAt']).where('m.id', '=', id).executeTakeFirst()
}

export async function countUnread(db: Db, reader: Reader): Promise<number> {
  const row = await visible(db, reader)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('platformMessageReads as r')
            .select(sql.lit(1).as('one'))
            .whereRef('r.messageId', '=', 'm.id')
            .where('r.memberId', '=', reader.id),
        ),
      ),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function markRead(db: Db, memberId: bigint, messageId: bigint): Promise<void> {
  await db
    .insertInto('platformMessageReads')
    .values({ memberId, messageId })
    .onConflict((oc) => oc.doNothing())
    .execute()
}

/** Marks every message the member sees read, in one statement; answers how many were unread. */
export async function markAllRead(db: Db, reader: Reader): Promise<number> {
  const result = await db
    .insertInto('platformMessageReads')
    .columns(['memberId', 'messageId'])
    .expression(visible(db, reader).select([sql<bigint>`${reader.id}::bigint`.as('memberId'), 'm.id']))
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n)
}

export async function insertMessage(db: Db, row: Insertable<PlatformMessageTable>) {
  return db
    .insertInto('platformMessages')
    .values(row)
    .returning(['id', 'merchantId', 'audience', 'memberId', 'createdAt'])
    .executeTakeFirstOrThrow()
}

/** A member of this brand by its username's key (any case); none of another brand. */
export async function findMemberByUsername(db: Db, merchantId: number, usernameKey: string) {
  return db
    .selectFrom('members')
    .select('id')
    .where('merchantId', '=', merchantId)
    .where('usernameKey', '=', usernameKey)
    .executeTakeFirst()
}

/**
 * The brand's members holding a staff label, less those on a time-out or self-excluded: a
 * message to a label is how a brand markets, and an excluded member gets no marketing (decision 056).
 */
export async function membersWithLabel(db: Db, merchantId: number, label: string): Promise<bigint[]> {
  const rows = await db
    .selectFrom('memberStaffLabels as l')
    .innerJoin('members as m', 'm.id', 'l.memberId')
    .select('m.id')
    .where('m.merchantId', '=', merchantId)
    .where('l.label', '=', label)
    .where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM member_protection p WHERE p.member_id = m.id
        AND p.exclusion_kind IS NOT NULL AND (p.excluded_until IS NULL OR p.excluded_until > now()))`,
    )
    .orderBy('m.id')
    .execute()
  return rows.map((row) => row.id)
}

/** Messages sent by operators, newest first, with the addressee's username. */
export async function listSent(db: Db, merchantIds: readonly number[] | null, limit: number, offset: number) {
  let base = db.selectFrom('platformMessages as m')
  if (merchantIds !== null) base = base.where('m.merchantId', 'in', merchantIds)
  const [rows, total] = await Promise.all([
    base
      .leftJoin('members as mb', 'mb.id', 'm.memberId')
      .leftJoin('operators as o', 'o.id', 'm.sentBy')
      .select([
        'm.id',
        'm.merchantId',
        'm.audience',
        'm.memberId',
        'mb.username',
        'm.texts',
        'o.username as sentBy',
        'm.createdAt',
      ])
      .orderBy('m.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}
