import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { ProtectionRow } from './protection.repository'

/**
 * The same person on the installation's other brands (decision 056, "Same person, every brand"):
 * members of another brand sharing with this one a key each brand proved. An ID number counts
 * once an operator verified it from the document on each brand (decision 057); a mobile number
 * or an email address once a code sent to it was used on that member's own brand; a bank account
 * is the bank's code (each brand lists its own banks) and the account number. A payee name alone
 * never matches: people share names.
 */

/** Where a code sent to a number or address proves who holds it (verification feature's purposes). */
const PROVING_PURPOSES = ['register', 'login', 'reset', 'new_ip']

export interface LinkedMember {
  memberId: bigint
  merchantId: number
  /** The key that matched: mobile, email, bank or id_number. */
  via: string
}

/** What the member's accounts elsewhere are found by: the brand and the mobile number. */
export function contactOf(db: Db, memberId: bigint) {
  return db
    .selectFrom('members')
    .select(['merchantId', 'countryDialingCode', 'mobileNum'])
    .where('id', '=', memberId)
    .executeTakeFirst()
}

export async function samePersonElsewhere(db: Db, memberId: bigint, mobile: string | null): Promise<LinkedMember[]> {
  const { rows } = await sql<{ memberId: string; merchantId: number; via: string }>`
    WITH me AS (SELECT id, merchant_id, country_dialing_code, mobile_num, email FROM members WHERE id = ${memberId}),
    proven AS (
      SELECT m.merchant_id, v.channel, v.destination FROM me m
      JOIN verification_codes v ON v.merchant_id = m.merchant_id AND v.purpose = ANY (${PROVING_PURPOSES})
        AND v.consumed_at IS NOT NULL
        AND ((v.channel = 'sms' AND v.destination = ${mobile}) OR (v.channel = 'email' AND v.destination = m.email))
    )
    SELECT o.id AS member_id, o.merchant_id, 'mobile' AS via FROM me
    JOIN members o ON o.mobile_num = me.mobile_num AND o.country_dialing_code = me.country_dialing_code
      AND o.merchant_id <> me.merchant_id
    WHERE EXISTS (SELECT 1 FROM proven p WHERE p.channel = 'sms')
      AND EXISTS (SELECT 1 FROM verification_codes v WHERE v.merchant_id = o.merchant_id
        AND v.purpose = ANY (${PROVING_PURPOSES}) AND v.channel = 'sms' AND v.destination = ${mobile} AND v.consumed_at IS NOT NULL)
    UNION
    SELECT o.id, o.merchant_id, 'email' FROM me
    JOIN members o ON o.email = me.email AND o.merchant_id <> me.merchant_id
    WHERE EXISTS (SELECT 1 FROM proven p WHERE p.channel = 'email')
      AND EXISTS (SELECT 1 FROM verification_codes v WHERE v.merchant_id = o.merchant_id
        AND v.purpose = ANY (${PROVING_PURPOSES}) AND v.channel = 'email' AND v.destination = o.email AND v.consumed_at IS NOT NULL)
    UNION
    SELECT o.id, o.merchant_id, 'bank' FROM me
    JOIN member_bank_accounts a ON a.member_id = me.id
    JOIN banks ba ON ba.id = a.bank_id
    JOIN member_bank_accounts b ON b.account_number = a.account_number AND b.member_id <> me.id
    JOIN banks bb ON bb.id = b.bank_id AND bb.code = ba.code
    JOIN members o ON o.id = b.member_id AND o.merchant_id <> me.merchant_id
    UNION
    SELECT o.id, o.merchant_id, 'id_number' FROM me
    JOIN member_identity mi ON mi.member_id = me.id AND mi.status = 'verified'
    JOIN member_identity oi ON oi.id_number = mi.id_number AND oi.status = 'verified' AND oi.member_id <> me.id
    JOIN members o ON o.id = oi.member_id AND o.merchant_id <> me.merchant_id
    ORDER BY 1`.execute(db)
  return rows.map((r) => ({ memberId: BigInt(r.memberId), merchantId: r.merchantId, via: r.via }))
}

/** The exclusion in force on any of `memberIds`, the longest first (a permanent one before any). */
export async function longestExclusion(db: Db, memberIds: bigint[], now: Date): Promise<ProtectionRow | undefined> {
  if (memberIds.length === 0) return undefined
  return db
    .selectFrom('memberProtection')
    .selectAll()
    .where('memberId', 'in', memberIds)
    .where('exclusionKind', 'is not', null)
    .where((eb) => eb.or([eb('excludedUntil', 'is', null), eb('excludedUntil', '>', now)]))
    .orderBy(sql`excluded_until DESC NULLS FIRST`)
    .limit(1)
    .executeTakeFirst()
}
