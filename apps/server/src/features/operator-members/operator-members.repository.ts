import { sql, type SelectQueryBuilder } from 'kysely'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'

/** Wallet kinds that hold the member's money, as the member's wallet page shows them. */
const MEMBER_WALLET_KINDS = ['member_main', 'member_vendor', 'withdrawal_hold']

export type SearchKey = 'username' | 'mobile' | 'email' | 'bankAccount' | 'ip' | 'affiliateCode' | 'referralCode'

export interface MemberSearch {
  key: SearchKey
  value: string
  /** null: every brand. */
  brands: readonly number[] | null
  sort: 'registered' | 'lastLogin'
  limit: number
  offset: number
}

type MemberQuery = SelectQueryBuilder<Database, 'members', object>

/** `LIKE` reads `%`, `_` and `\` as patterns: a prefix typed by an operator is taken as text. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Each kind of search narrows through its own index (migration 0036), never by reading the table. */
function narrow(query: MemberQuery, key: SearchKey, value: string): MemberQuery {
  switch (key) {
    case 'username':
      return query.where('members.usernameKey', 'like', likePrefix(value))
    case 'mobile':
      return query.where('members.mobileNum', '=', value)
    case 'email':
      return query.where('members.email', '=', value)
    case 'affiliateCode':
      return query.where('members.affiliateCode', '=', value)
    case 'referralCode':
      return query.where('members.referralCode', '=', value)
    case 'bankAccount':
      return query.where('members.id', 'in', (db) =>
        db.selectFrom('memberBankAccounts').select('memberId').where('accountNumber', '=', value),
      )
    case 'ip':
      // A union of two indexed lookups; an OR of the two would read every member.
      return query.where('members.id', 'in', (db) =>
        db
          .selectFrom('memberKnownIps')
          .select('memberId')
          .where('ip', '=', value)
          .union(db.selectFrom('members as r').select('r.id as memberId').where('r.registerIp', '=', value)),
      )
  }
}

export async function searchMembers(db: Db, search: MemberSearch) {
  let base = narrow(db.selectFrom('members'), search.key, search.value)
  // Brand 0 names none: it keeps the list non-empty, so an operator of no brand finds nothing.
  if (search.brands !== null) base = base.where('members.merchantId', 'in', [...search.brands, 0])
  const order = search.sort === 'lastLogin' ? 'members.lastLoginAt' : 'members.createdAt'
  const [rows, count] = await Promise.all([
    base
      .innerJoin('merchants as mc', 'mc.id', 'members.merchantId')
      .select([
        'members.id',
        'members.username',
        'members.merchantId',
        'mc.code as brand',
        'members.status',
        'members.isAgent',
        'members.mobileNum',
        'members.countryDialingCode',
        'members.email',
        'members.createdAt',
        'members.registerIp',
        'members.lastLoginAt',
        'members.lastLoginIp',
      ])
      .orderBy(order, (ob) => ob.desc().nullsLast())
      .orderBy('members.id', 'desc')
      .limit(search.limit)
      .offset(search.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

/** The member page's row with its brand. */
export async function findMember(db: Db, memberId: bigint) {
  return db
    .selectFrom('members as m')
    .innerJoin('merchants as mc', 'mc.id', 'm.merchantId')
    .selectAll('m')
    .select(['mc.code as brandCode', 'mc.name as brandName', 'mc.currency'])
    .where('m.id', '=', memberId)
    .executeTakeFirst()
}

/** Staff labels of some members, in label order. */
export async function labelsOf(db: Db, memberIds: readonly bigint[]) {
  if (memberIds.length === 0) return []
  return db
    .selectFrom('memberStaffLabels')
    .select(['memberId', 'label'])
    .where('memberId', 'in', memberIds)
    .orderBy('label')
    .execute()
}

/** The agents above a member, nearest first. */
export async function upline(db: Db, memberId: bigint) {
  return db
    .selectFrom('memberTree as t')
    .innerJoin('members as m', 'm.id', 't.ancestorId')
    .select(['m.id', 'm.username', 't.depth'])
    .where('t.descendantId', '=', memberId)
    .where('t.depth', '>', 0)
    .orderBy('t.depth')
    .execute()
}

/** The user agent of the session registration opened, if it opened one. */
export async function registrationAgent(db: Db, memberId: bigint) {
  const row = await db
    .selectFrom('sessions')
    .select('userAgent')
    .where('memberId', '=', memberId)
    .where('loginType', '=', 'register')
    .orderBy('createdAt')
    .limit(1)
    .executeTakeFirst()
  return row?.userAgent ?? null
}

export async function wallets(db: Db, memberId: bigint) {
  return db
    .selectFrom('ledgerAccounts')
    .select(['kind', 'vendor', 'balance'])
    .where('ownerMemberId', '=', memberId)
    .where('kind', 'in', MEMBER_WALLET_KINDS)
    .orderBy('id')
    .execute()
}

/** How many of each thing the member page links to; each count walks an index by member. */
export async function counts(db: Db, memberId: bigint) {
  const count = (table: 'deposits' | 'withdrawals' | 'gameRounds' | 'lotteryBets' | 'memberNotes') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('memberId', '=', memberId)
  const row = await db
    .selectNoFrom((eb) => [
      count('deposits').as('deposits'),
      count('withdrawals').as('withdrawals'),
      count('gameRounds').as('gameRounds'),
      count('lotteryBets').as('lotteryBets'),
      count('memberNotes').as('notes'),
      eb
        .selectFrom('sessions')
        .select((s) => s.fn.countAll<string>().as('n'))
        .where('memberId', '=', memberId)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', sql<Date>`now()`)
        .as('liveSessions'),
    ])
    .executeTakeFirstOrThrow()
  const n = (value: string | null) => Number(value ?? 0)
  return {
    deposits: n(row.deposits),
    withdrawals: n(row.withdrawals),
    gameRounds: n(row.gameRounds),
    lotteryBets: n(row.lotteryBets),
    liveSessions: n(row.liveSessions),
    notes: n(row.notes),
  }
}

/** Ends the member's sessions (one, or all when no id is named); how many were still open. */
export async function revokeSessions(db: Db, memberId: bigint, sessionId?: bigint): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: new Date() })
    .where('memberId', '=', memberId)
    .where('revokedAt', 'is', null)
  if (sessionId !== undefined) query = query.where('id', '=', sessionId)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function sessionExists(db: Db, memberId: bigint, sessionId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('memberId', '=', memberId)
    .executeTakeFirst()
  return row !== undefined
}

export async function requirePasswordChange(db: Db, memberId: bigint): Promise<void> {
  await db.updateTable('members').set({ passwordChangeRequired: true }).where('id', '=', memberId).execute()
}

export async function notes(db: Db, memberId: bigint, limit: number, offset: number) {
  const base = db.selectFrom('memberNotes as n').where('n.memberId', '=', memberId)
  const [rows, count] = await Promise.all([
    base
      .innerJoin('operators as o', 'o.id', 'n.operatorId')
      .select(['n.id', 'n.body', 'n.operatorId', 'o.username as operator', 'n.createdAt'])
      .orderBy('n.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

export async function insertNote(db: Db, note: { memberId: bigint; operatorId: number; body: string }) {
  return db.insertInto('memberNotes').values(note).returning(['id', 'createdAt']).executeTakeFirstOrThrow()
}

export async function operatorName(db: Db, operatorId: number): Promise<string> {
  const row = await db.selectFrom('operators').select('username').where('id', '=', operatorId).executeTakeFirstOrThrow()
  return row.username
}

/** Adds a label; false when the member had it already. */
export async function insertLabel(db: Db, label: { memberId: bigint; label: string; operatorId: number }) {
  const rows = await db
    .insertInto('memberStaffLabels')
    .values(label)
    .onConflict((oc) => oc.doNothing())
    .returning('label')
    .execute()
  return rows.length > 0
}

/** Removes a label; false when the member did not have it. */
export async function deleteLabel(db: Db, memberId: bigint, label: string) {
  const result = await db
    .deleteFrom('memberStaffLabels')
    .where('memberId', '=', memberId)
    .where('label', '=', label)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** The domain a brand's outward links use: its primary one, else the first it lists. */
export async function linkDomain(db: Db, merchantId: number): Promise<string | null> {
  const row = await db
    .selectFrom('merchantDomains')
    .select('domain')
    .where('merchantId', '=', merchantId)
    .orderBy('isPrimary', 'desc')
    .orderBy('domain')
    .limit(1)
    .executeTakeFirst()
  return row?.domain ?? null
}
