import { sql, type Insertable } from 'kysely'
import type { Db } from '../../db/database'
import type { SocialLoginStateTable } from '../../db/schema'
import type { NewMember } from '../member/member-records.service'

export type NewLoginState = Insertable<SocialLoginStateTable>

/** Stores a started login; expired ones are swept on the way, as they are never read again. */
export async function insertState(db: Db, state: NewLoginState): Promise<void> {
  await db
    .deleteFrom('socialLoginStates')
    .where('expiresAt', '<', sql<Date>`now()`)
    .execute()
  await db.insertInto('socialLoginStates').values(state).execute()
}

/**
 * Removes a state and returns it, in one statement, so that two requests racing with the
 * same state cannot both use it. An expired state is consumed too, and returned as undefined.
 */
export async function consumeState(db: Db, state: string) {
  const row = await db
    .deleteFrom('socialLoginStates')
    .where('state', '=', state)
    .returning(['provider', 'nonce', 'codeVerifier', 'redirectUri', 'merchantId', 'expiresAt'])
    .returning(sql<boolean>`expires_at > now()`.as('live'))
    .executeTakeFirst()
  return row?.live ? row : undefined
}

/** Links are per brand: one Google account may belong to a member at each of several brands. */
export async function findLinkedMember(db: Db, merchantId: number, provider: string, subject: string) {
  return db
    .selectFrom('socialLogins')
    .innerJoin('members', 'members.id', 'socialLogins.memberId')
    .selectAll('members')
    .where('socialLogins.merchantId', '=', merchantId)
    .where('socialLogins.provider', '=', provider)
    .where('socialLogins.subject', '=', subject)
    .executeTakeFirst()
}

/**
 * Creates the member and its link together. When the same identity is being linked by a
 * concurrent request, the link's primary key refuses the second one and the whole
 * transaction, member included, is rolled back; the caller then reads the winner's link.
 */
export async function insertLinkedMember(
  db: Db,
  member: NewMember,
  provider: string,
  subject: string,
): Promise<bigint> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('members').values(member).returning('id').executeTakeFirstOrThrow()
    await trx
      .insertInto('socialLogins')
      .values({ merchantId: member.merchantId, provider, subject, memberId: id })
      .execute()
    return id
  })
}
