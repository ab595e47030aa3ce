import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { phoneDestination } from '../verification/verification.service'
import { lengthened, type Exclusion } from './protection-rules'
import * as links from './protection-links.repository'
import type { LinkedMember } from './protection-links.repository'
import * as repo from './protection.repository'
import type { ProtectionRow } from './protection.repository'

/**
 * One person, every brand (decision 056): a time-out or self-exclusion reaches the members of the
 * installation's other brands who share a proven key with the member, and a member who logs in
 * on a brand while the same person is excluded on another is excluded with them.
 */

/** The member's accounts on the other brands, by proven mobile, email or bank account. */
export async function linkedMembers(db: Db, memberId: bigint): Promise<LinkedMember[]> {
  const member = await links.contactOf(db, memberId)
  const mobile =
    member?.mobileNum && member.countryDialingCode
      ? phoneDestination(member.countryDialingCode, member.mobileNum)
      : null
  return links.samePersonElsewhere(db, memberId, mobile)
}

/**
 * Writes an exclusion to each of `who` under their rows' locks, taken in member order (two
 * linked members excluding themselves at once take them in the same order), with an event each.
 */
export async function applyExclusion(
  trx: Db,
  who: { memberId: bigint; merchantId: number; via: string | null }[],
  kind: Exclusion['exclusionKind'],
  ends: Date | null,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const ordered = [...who].sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0))
  for (const one of ordered) {
    const row = await repo.lockProtection(trx, one.memberId, one.merchantId)
    const exclusion = lengthened(row, kind, ends, now)
    await repo.saveExclusion(trx, one.memberId, exclusion)
    await repo.recordEvent(trx, {
      memberId: one.memberId,
      merchantId: one.merchantId,
      kind: one.via ? 'linked_exclusion' : kind,
      detail: {
        ...detail,
        ...(one.via ? { via: one.via } : {}),
        until: exclusion.excludedUntil?.toISOString() ?? null,
      },
    })
  }
}

/**
 * An exclusion in force for the same person on another brand, copied to this member when found
 * (so their deposits and bets are refused by their own row from now on); undefined when none.
 */
export async function inheritedExclusion(db: Db, memberId: bigint, now: Date): Promise<ProtectionRow | undefined> {
  const linked = await linkedMembers(db, memberId)
  const source = await links.longestExclusion(
    db,
    linked.map((l) => l.memberId),
    now,
  )
  if (!source) return undefined
  const via = linked.find((l) => l.memberId === source.memberId)!.via
  const member = await links.contactOf(db, memberId)
  if (!member) return undefined
  await inTransaction(db, (trx) =>
    applyExclusion(
      trx,
      [{ memberId, merchantId: member.merchantId, via }],
      source.exclusionKind!,
      source.excludedUntil,
      {},
      now,
    ),
  )
  return repo.protectionOf(db, memberId)
}
