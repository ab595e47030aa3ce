import type { ClaimMark } from '@sea/contract'
import { sql, type RawBuilder, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { PromotionTable } from '../../db/promotion-schema'

export type PromotionRow = Selectable<PromotionTable>

/** What qualifies an invitee (docs/domain/promotions.md#kinds, `referral`), in minor units. */
export interface Qualifying {
  trigger: 'deposit' | 'turnover'
  threshold: bigint
}

/**
 * The invitee `i`'s qualifying amount: its first approved deposit, or its total valid turnover
 * read from `member_rounds` (the settled game rounds and lottery bets the betting record shows,
 * valid bet as the turnover hook counts it: nothing for a void, refunded or rolled-back bet).
 */
function basisOf(trigger: Qualifying['trigger']): RawBuilder<unknown> {
  return trigger === 'deposit'
    ? sql`SELECT coalesce((SELECT d.amount FROM deposits d
        WHERE d.member_id = i.id AND d.first_deposit AND d.status = 'approved'), 0)::bigint AS basis`
    : sql`SELECT coalesce(sum(b.valid_bet), 0)::bigint AS basis
        FROM member_rounds b WHERE b.member_id = i.id AND b.status = 'settled'`
}

/** The invitee `i` registered during the campaign of `p`. */
function inCampaign(p: PromotionRow): RawBuilder<unknown> {
  return p.endsAt
    ? sql`i.created_at >= ${p.startsAt} AND i.created_at < ${p.endsAt}`
    : sql`i.created_at >= ${p.startsAt}`
}

/** The brand's referral promotions live at `now`, with the brand's currency (the job's reading). */
export async function liveReferrals(db: Db, now: Date): Promise<{ promotion: PromotionRow; currency: string }[]> {
  const rows = await db
    .selectFrom('promotions as p')
    .innerJoin('merchants as m', 'm.id', 'p.merchantId')
    .selectAll('p')
    .select('m.currency as brandCurrency')
    .where('p.kind', '=', 'referral')
    .where('p.state', '=', 'live')
    .where('p.startsAt', '<=', now)
    .where((eb) => eb.or([eb('p.endsAt', 'is', null), eb('p.endsAt', '>', now)]))
    .orderBy('p.id')
    .execute()
  return rows.map(({ brandCurrency, ...promotion }) => ({ promotion, currency: brandCurrency }))
}

/** The brand's referral promotion the invite page shows: live and not over, the earliest first. */
export function shownReferral(db: Db, merchantId: number, now: Date): Promise<PromotionRow | undefined> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('kind', '=', 'referral')
    .where('state', '=', 'live')
    .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', now)]))
    .orderBy('startsAt')
    .orderBy('id')
    .executeTakeFirst()
}

export interface Candidate {
  inviteeId: bigint
  referrerId: bigint
  basis: bigint
}

/**
 * Up to `limit` invitees after `after` (by id) who qualify for `p` and are not paid yet: registered
 * during the campaign with the code of an active plain member of the same brand (an agent's code
 * is an affiliate code, paid through its team), themselves active, not the referrer, and whose
 * referrer has fewer than `maxInvitees` grants of the promotion.
 */
export async function qualifiedInvitees(
  db: Db,
  p: PromotionRow,
  rule: Qualifying & { maxInvitees: number },
  after: bigint,
  limit: number,
): Promise<Candidate[]> {
  const { rows } = await sql<Candidate>`
    SELECT i.id AS invitee_id, r.id AS referrer_id, q.basis
    FROM members i
    JOIN members r ON r.merchant_id = i.merchant_id AND r.affiliate_code = i.referral_code
    CROSS JOIN LATERAL (${basisOf(rule.trigger)}) q
    WHERE i.merchant_id = ${p.merchantId} AND i.referral_code IS NOT NULL AND i.id > ${after}
      AND ${inCampaign(p)} AND i.status = 'active'
      AND r.id <> i.id AND r.status = 'active' AND r.is_agent = 0
      AND q.basis >= ${rule.threshold}
      AND NOT EXISTS (SELECT 1 FROM promotion_grants g
        WHERE g.promotion_id = ${p.id} AND g.member_id = r.id AND g.occasion = 'invitee:' || i.id)
      AND (SELECT count(*) FROM promotion_grants g WHERE g.promotion_id = ${p.id} AND g.member_id = r.id)
        < ${rule.maxInvitees}
    ORDER BY i.id
    LIMIT ${limit}`.execute(db)
  return rows
}

/** Serialises the grants of one referrer in one promotion, so maxInvitees holds under concurrent runs. */
export async function lockReferrer(trx: Db, promotionId: bigint, referrerId: bigint): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`promotion-referral:${promotionId}:${referrerId}`}, 0))`.execute(
    trx,
  )
}

/** How many grants the referrer holds in the promotion (every one is for an invitee). */
export async function grantCount(db: Db, promotionId: bigint, referrerId: bigint): Promise<number> {
  const row = await db
    .selectFrom('promotionGrants')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('promotionId', '=', promotionId)
    .where('memberId', '=', referrerId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * The marks of `onePer` the invitee shares with the referrer or with an invitee the referrer was
 * already paid for in the promotion: register and last-login IPs, bound bank account numbers
 * (digits only), the payee name (trimmed, single spaces, upper case), as grant.service.ts
 * normalises them. The device is not kept per member, so it is never compared here.
 */
export async function sharedMarks(
  db: Db,
  p: PromotionRow,
  inviteeId: bigint,
  referrerId: bigint,
): Promise<ClaimMark[]> {
  const { rows } = await sql<{ mark: ClaimMark }>`
    WITH others AS (
      SELECT ${referrerId}::bigint AS id
      UNION SELECT substr(g.occasion, 9)::bigint FROM promotion_grants g
      WHERE g.promotion_id = ${p.id} AND g.member_id = ${referrerId} AND g.occasion LIKE 'invitee:%'
    ), people AS (
      SELECT id, false AS other FROM members WHERE id = ${inviteeId}
      UNION ALL SELECT id, true FROM others WHERE id <> ${inviteeId}
    ), marks AS (
      SELECT p.other, 'ip' AS mark, m.register_ip AS value FROM people p JOIN members m ON m.id = p.id
      UNION ALL SELECT p.other, 'ip', m.last_login_ip FROM people p JOIN members m ON m.id = p.id
        WHERE m.last_login_ip IS NOT NULL
      UNION ALL SELECT p.other, 'bank_account', regexp_replace(a.account_number, '[^0-9]', '', 'g')
        FROM people p JOIN member_bank_accounts a ON a.member_id = p.id
      UNION ALL SELECT p.other, 'payee_name', upper(regexp_replace(btrim(m.payee_name), '[[:space:]]+', ' ', 'g'))
        FROM people p JOIN members m ON m.id = p.id WHERE coalesce(btrim(m.payee_name), '') <> ''
    )
    SELECT DISTINCT mine.mark FROM marks mine
    JOIN marks theirs ON theirs.other AND theirs.mark = mine.mark AND theirs.value = mine.value
    WHERE NOT mine.other AND mine.value <> '' AND mine.mark IN (${sql.join(p.onePer.length ? p.onePer : [''])})
    ORDER BY mine.mark`.execute(db)
  return rows.map((row) => row.mark)
}

/** The member's own code and account type (the invite page's header). */
export function memberCode(db: Db, memberId: bigint) {
  return db
    .selectFrom('members')
    .select(['affiliateCode', 'isAgent'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow()
}

export interface InviteeRow {
  username: string
  createdAt: Date
  reward: bigint | null
  qualified: boolean
}

/**
 * A page of the members who registered with `code`, newest first, with what the referrer was
 * paid for each (any referral promotion) and whether each qualifies for `p` now.
 */
export async function invitees(
  db: Db,
  who: { merchantId: number; memberId: bigint; code: string },
  p: { promotion: PromotionRow; rule: Qualifying } | null,
  page: { offset: number; limit: number },
): Promise<InviteeRow[]> {
  const qualified = p
    ? sql`(${inCampaign(p.promotion)} AND (SELECT q.basis >= ${p.rule.threshold} FROM (${basisOf(p.rule.trigger)}) q))`
    : sql`false`
  const { rows } = await sql<InviteeRow>`
    SELECT i.username, i.created_at, ${qualified} AS qualified,
      (SELECT sum(g.amount) FROM promotion_grants g JOIN promotions pr ON pr.id = g.promotion_id
        WHERE g.member_id = ${who.memberId} AND pr.kind = 'referral' AND g.occasion = 'invitee:' || i.id)::bigint AS reward
    FROM members i
    WHERE i.merchant_id = ${who.merchantId} AND i.referral_code = ${who.code} AND i.id <> ${who.memberId}
    ORDER BY i.created_at DESC, i.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db)
  return rows
}

export async function inviteeCount(db: Db, who: { merchantId: number; memberId: bigint; code: string }) {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchantId', '=', who.merchantId)
    .where('referralCode', '=', who.code)
    .where('id', '<>', who.memberId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** What the member's referral grants paid, net of any bonus taken back. */
export async function earnings(db: Db, memberId: bigint): Promise<bigint> {
  const { rows } = await sql<{ total: bigint }>`
    SELECT coalesce(sum(g.amount - g.forfeited), 0)::bigint AS total
    FROM promotion_grants g JOIN promotions p ON p.id = g.promotion_id
    WHERE g.member_id = ${memberId} AND p.kind = 'referral' AND g.issued_at IS NOT NULL`.execute(db)
  return rows[0]?.total ?? 0n
}
