import type { ExclusionInput, Protection } from '@sea/contract'
import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { findById } from '../member/member-records.service'
import { checkLoginPassword } from '../member/secret-attempts.service'
import type { MerchantSettings } from '../merchant/merchant.service'
import { applyExclusion, linkedMembers } from '../protection/protection-links.service'
import { exclusionEnd } from '../protection/protection-rules'
import { protectionView } from '../protection/protection.service'
import { endMemberSessions } from '../session/session.service'

/**
 * Taking a break (decision 056): kept apart from the protection feature because it proves the
 * login password (member) and ends sessions (session), while session start itself asks the
 * protection feature whether the member is excluded.
 */

/**
 * A time-out or self-exclusion, after the login password: at once, lengthening any in force, and
 * every session of the member ends with it.
 */
export async function exclude(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  input: ExclusionInput,
): Promise<Protection> {
  const member = await findById(db, memberId)
  if (!member) throw new AppError('not_found', 'No such member')
  await checkLoginPassword(db, member, input.loginPassword)
  const now = new Date()
  // The same person's accounts on the other brands are excluded with this one, in one transaction.
  const linked = await linkedMembers(db, memberId)
  const everyone = [{ memberId, merchantId: merchant.id, via: null }, ...linked]
  const detail = input.kind === 'timeout' ? { days: input.days } : { term: input.term }
  await inTransaction(db, (trx) => applyExclusion(trx, everyone, input.kind, exclusionEnd(input, now), detail, now))
  for (const one of everyone) await endMemberSessions(db, one.memberId)
  return protectionView(db, merchant, memberId, now)
}
