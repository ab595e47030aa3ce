import { IDEMPOTENCY_KEY } from '@sea/contract'
import type { Db } from '../../db/database'
import { transfer } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import { verifyPassword } from '../../lib/password'
import * as members from '../member/member-records.service'
import { withSecretAttempts } from '../member/secret-attempts.service'
import type { MerchantSettings } from '../merchant/merchant.service'
import { isExcluded } from '../protection/protection-checks.service'
import { usernameKey } from '../../lib/username'
import * as repo from './wallet.repository'
import { mainWallet } from './wallet.service'

type Member = NonNullable<Awaited<ReturnType<typeof members.findById>>>

export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError('validation_failed', 'An Idempotency-Key header is required', [
      { path: '/headers/idempotency-key', message: '8-64 of A-Z a-z 0-9 _ . -' },
    ])
  }
  return key
}

export async function payer(db: Db, memberId: bigint, paymentPassword: string): Promise<Member> {
  const member = await members.findById(db, memberId)
  if (!member) throw new AppError('unauthorized', 'Log in first')
  if (!member.paymentPasswordHash) throw new AppError('payment_password_not_set', 'Set a payment password first')
  const hash = member.paymentPasswordHash
  await withSecretAttempts(db, member.id, 'payment_password', async () => {
    if (!(await verifyPassword(hash, paymentPassword)))
      throw new AppError('password_incorrect', 'Wrong payment password')
  })
  return member
}

async function move(
  db: Db,
  merchant: MerchantSettings,
  kind: string,
  from: bigint,
  to: bigint,
  amount: bigint,
  key: string,
) {
  if (amount <= 0n)
    throw new AppError('validation_failed', 'The amount must be above zero', [
      { path: '/body/amount', message: 'above zero' },
    ])
  const [source, target] = await Promise.all([mainWallet(db, merchant, from), mainWallet(db, merchant, to)])
  const result = await transfer(db, {
    idempotencyKey: `${kind}:${from}:${key}`,
    merchantId: merchant.id,
    currency: merchant.brand.currency,
    kind,
    externalRef: `${from}:${key}`,
    entries: [
      { accountId: source, amount: -amount },
      { accountId: target, amount },
    ],
    metadata: { from: String(from), to: String(to) },
  })
  return { transactionId: String(result.transactionId), balance: fromMinor(result.balances.get(source) ?? 0n) }
}

/** A member pays their direct upline, when the merchant allows it. */
export async function transferToUpline(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  input: { amount: string; paymentPassword: string },
  key: string,
) {
  if (!merchant.flags.UPLINE_TRANSFER) throw new AppError('feature_disabled', 'Transfers to the upline are off')
  const member = await payer(db, memberId, input.paymentPassword)
  if (member.parentId === null) throw new AppError('not_in_team', 'This account has no upline')
  return move(db, merchant, 'upline_transfer', member.id, member.parentId, toMinor(input.amount), key)
}

/** An agent pays a member of its own team, direct or indirect; never a sibling's. */
export async function transferToDownline(
  db: Db,
  merchant: MerchantSettings,
  agentId: bigint,
  input: { username: string; amount: string; paymentPassword: string },
  key: string,
) {
  const agent = await payer(db, agentId, input.paymentPassword)
  const target = await members.findByUsername(db, merchant.id, usernameKey(input.username))
  if (!target || !(await repo.isInTeam(db, agent.id, target.id)))
    throw new AppError('not_in_team', 'Not a member of your team')
  // Money handed to a member on a break would wait for them to come back to play (decision 056).
  if (await isExcluded(db, target.id)) throw new AppError('member_excluded', 'The member is taking a break')
  return move(db, merchant, 'downline_transfer', agent.id, target.id, toMinor(input.amount), key)
}
