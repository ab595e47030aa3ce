import type { Db } from '../../db/database'
import { underSavepoint } from '../../db/savepoint'
import { AppError } from '../../lib/app-error'
import { toMinor } from '../../lib/money'
import { closedReason, isEligible, type MemberFacts } from './eligibility'
import { award } from './grant.service'
import * as repo from './member-promotion.repository'
import { livePromotions, type PromotionRow } from './promotion.repository'

/**
 * What other features' facts grant (docs/domain/promotions.md#kinds): a registration, a credited
 * deposit. A refused bonus never fails the fact it rides on: each grant runs under a savepoint
 * and its refusal is dropped; the member simply gets no bonus.
 */

/** Refusals of the grant path that mean "no bonus", as opposed to a fault. */
const REFUSALS = new Set(['promotion_budget_spent', 'promotion_claimed_elsewhere', 'promotion_not_stackable'])

async function tryGrant(trx: Db, work: () => Promise<unknown>): Promise<void> {
  try {
    await underSavepoint(trx, work)
  } catch (error) {
    if (!(error instanceof AppError && REFUSALS.has(error.code))) throw error
  }
}

/**
 * Sign-up promotions with the `register` trigger, granted right after the member row exists, in
 * a transaction of their own: registration has committed by then, so a refused or failed grant
 * can never undo it (docs/domain/promotions.md#kinds). Answers what was paid.
 */
export async function grantOnRegistration(
  db: Db,
  member: { id: bigint; merchantId: number; currency: string },
  origin: { ip: string; country: string | null; device: string | null },
  now = new Date(),
): Promise<bigint> {
  const promotions = await livePromotions(db, member.merchantId, 'signup', now)
  const register = promotions.filter((p) => p.rules.kind === 'signup' && p.rules.trigger === 'register')
  if (register.length === 0) return 0n
  const facts: MemberFacts = { ...(await repo.memberFacts(db, member.id)), country: origin.country }
  let paid = 0n
  for (const promotion of register) {
    if (promotion.rules.kind !== 'signup' || !isEligible(promotion.eligibility, facts)) continue
    const amount = toMinor(promotion.rules.amount)
    try {
      const result = await award(db, {
        promotion,
        member,
        occasion: '',
        amount,
        origin,
        mode: 'pay',
        claimed: false,
        now,
      })
      if (result.paid) paid += amount
    } catch (error) {
      // The member exists whatever happens here; a budget spent or a repeated device is no bonus.
      if (!(error instanceof AppError)) throw error
    }
  }
  return paid
}

export interface CreditedDeposit {
  id: bigint
  merchantId: number
  memberId: bigint
  currency: string
  amount: bigint
}

/** `min(rate × deposit / 10000, cap)`, rounded down; 0 below the minimum deposit. */
export function depositBonusAmount(promotion: PromotionRow, deposit: bigint, first: boolean): bigint {
  const rules = promotion.rules
  if (rules.kind !== 'deposit_bonus') return 0n
  if (rules.deposit === 'first' && !first) return 0n
  if (rules.deposit === 'reload' && first) return 0n
  if (deposit < toMinor(rules.minDeposit)) return 0n
  const bonus = (deposit * BigInt(rules.rate)) / 10_000n
  const cap = toMinor(rules.cap)
  return bonus < cap ? bonus : cap
}

/**
 * Deposit bonuses of a credited deposit, inside the crediting transaction (after the deposit's
 * ledger transfer): `on_deposit` pays a member who joined, `claim` leaves a claimable grant for
 * `claimWithinDays`. Eligibility counts the deposit itself among the approved ones.
 */
export async function grantDepositBonuses(trx: Db, deposit: CreditedDeposit, first: boolean, now = new Date()) {
  const promotions = await livePromotions(trx, deposit.merchantId, 'deposit_bonus', now)
  if (promotions.length === 0) return
  const facts = await repo.memberFacts(trx, deposit.memberId)
  const member = { id: deposit.memberId, merchantId: deposit.merchantId, currency: deposit.currency }
  for (const promotion of promotions) {
    const rules = promotion.rules
    if (rules.kind !== 'deposit_bonus' || closedReason(promotion, now) !== null) continue
    const amount = depositBonusAmount(promotion, deposit.amount, first)
    if (amount <= 0n || !isEligible(promotion.eligibility, facts)) continue
    const grant = { promotion, member, occasion: `deposit:${deposit.id}`, amount, basis: deposit.amount, now }
    if (rules.apply === 'on_deposit') {
      const [entry] = await repo.entriesOf(trx, deposit.memberId, [promotion.id])
      if (!entry) continue
      await tryGrant(trx, () => award(trx, { ...grant, deposit: deposit.amount, mode: 'pay', claimed: false }))
    } else {
      const days = rules.claimWithinDays
      const claimableUntil = days ? new Date(now.getTime() + days * 86_400_000) : null
      await tryGrant(trx, () => award(trx, { ...grant, mode: 'claimable', claimableUntil }))
    }
  }
}
