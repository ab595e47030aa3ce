import type { ClaimMark } from '@sea/contract'
import type { Db } from '../../db/database'
import { ensureAccount, inTransaction, postTransfer } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { toMinor } from '../../lib/money'
import { sha256 } from '../../lib/tokens'
import { addTurnoverRequirement } from '../withdrawal/turnover.service'
import * as repo from './promotion.repository'

/**
 * The one path by which a promotion gives money (decision 054, docs/domain/promotions.md). A
 * reward is first a grant row, unique per (promotion, member, occasion), so a retried job or a
 * second click finds the row and pays nothing again; paying it takes the budget in one
 * conditional UPDATE, posts promotions -> member_main through the ledger under the grant's own
 * key, and adds the wagering the promotion asks for, all in the caller's transaction.
 */

export interface GrantMember {
  id: bigint
  merchantId: number
  currency: string
}

/** Where the member acted from, when a member acted: the IP and the site's device id. */
export interface ClaimOrigin {
  ip?: string | null
  device?: string | null
}

export interface GrantInput {
  promotion: repo.PromotionRow
  member: GrantMember
  /** '' once per member; see promotion_grants.occasion. */
  occasion: string
  amount: bigint
  /** What the amount was worked out from (a deposit, a period's loss or turnover). */
  basis?: bigint | null
  /** The deposit a bonus rides on, when wagering counts bonus and deposit. */
  deposit?: bigint
  origin?: ClaimOrigin
  /** claimable: the member must still claim it; pay: paid now (claimed says whether the member asked). */
  mode: 'claimable' | 'pay'
  claimed?: boolean
  claimableUntil?: Date | null
  now?: Date
}

/**
 * Creates the grant (or finds it) and, in `pay` mode, pays it. Refuses with
 * promotion_claimed_elsewhere when a mark the promotion is one-per of belongs to another member,
 * promotion_not_stackable against open exclusive wagering, promotion_budget_spent past the budget.
 */
export async function award(db: Db, input: GrantInput): Promise<{ grant: repo.GrantRow; paid: boolean }> {
  const work = async (trx: Db) => {
    if (input.amount <= 0n) throw new RangeError('a grant is above zero')
    const { grant, created } = await repo.insertGrant(trx, {
      promotionId: input.promotion.id,
      merchantId: input.member.merchantId,
      memberId: input.member.id,
      occasion: input.occasion,
      currency: input.member.currency,
      amount: input.amount,
      basis: input.basis ?? null,
      state: 'claimable',
      claimableUntil: input.claimableUntil ?? null,
    })
    if (!created) {
      if (input.mode === 'pay' && grant.state === 'claimable') return pay(trx, input.promotion, grant, input)
      return { grant, paid: false }
    }
    await holdMarks(trx, input.promotion, grant, input.origin)
    if (input.mode === 'claimable') return { grant, paid: false }
    return pay(trx, input.promotion, grant, input)
  }
  return db.isTransaction ? work(db) : inTransaction(db, work)
}

/** Pays a claimable grant the member claims (or an operator approves); paying twice answers the same. */
export async function claim(
  db: Db,
  promotion: repo.PromotionRow,
  grantId: bigint,
  input: { claimed: boolean; deposit?: bigint; now?: Date },
): Promise<{ grant: repo.GrantRow; paid: boolean }> {
  const work = async (trx: Db) => {
    const grant = await repo.grantForUpdate(trx, grantId)
    if (!grant || grant.promotionId !== promotion.id) throw new AppError('not_found', 'No such reward')
    if (grant.state !== 'claimable') return { grant, paid: false }
    const now = input.now ?? new Date()
    if (grant.claimableUntil && grant.claimableUntil <= now)
      throw new AppError('promotion_closed', 'The claim window has passed')
    return pay(trx, promotion, grant, { ...input, now })
  }
  return db.isTransaction ? work(db) : inTransaction(db, work)
}

async function pay(
  trx: Db,
  promotion: repo.PromotionRow,
  grant: repo.GrantRow,
  input: { claimed?: boolean; deposit?: bigint; now?: Date },
): Promise<{ grant: repo.GrantRow; paid: boolean }> {
  const now = input.now ?? new Date()
  if (promotion.wagering && (await repo.hasOpenWagering(trx, grant.memberId, !promotion.exclusive)))
    throw new AppError('promotion_not_stackable', 'Another bonus’s wagering is still open')
  if (!(await repo.spendBudget(trx, promotion.id, grant.amount)))
    throw new AppError('promotion_budget_spent', 'The promotion’s budget is spent')
  const account = { merchantId: grant.merchantId, currency: grant.currency }
  const source = await ensureAccount(trx, { ...account, kind: 'promotions' })
  const wallet = await ensureAccount(trx, { ...account, kind: 'member_main', ownerMemberId: grant.memberId })
  const posted = await postTransfer(trx, {
    idempotencyKey: `promotion-grant:${grant.id}`,
    ...account,
    kind: 'bonus',
    externalRef: `grant:${grant.id}`,
    entries: [
      { accountId: source, amount: -grant.amount },
      { accountId: wallet, amount: grant.amount },
    ],
    metadata: {
      bonusType: promotion.kind,
      promotionId: String(promotion.id),
      grantId: String(grant.id),
      memberId: String(grant.memberId),
    },
  })
  const wagering = promotion.wagering
  if (wagering) {
    const base = grant.amount + (wagering.base === 'bonus_and_deposit' ? (input.deposit ?? 0n) : 0n)
    await addTurnoverRequirement(trx, {
      merchantId: grant.merchantId,
      memberId: grant.memberId,
      source: `bonus:${grant.id}`,
      required: base * BigInt(wagering.multiple),
      weights: wagering.weights,
      grantId: grant.id,
      expiresAt: new Date(now.getTime() + wagering.expiresInDays * 86_400_000),
      maxStake: wagering.maxStake ? toMinor(wagering.maxStake) : null,
      // Wagering counts from the payment on, on the same clock as its expiry.
      createdAt: now,
    })
  }
  const paid = await repo.setGrant(trx, grant.id, {
    state: wagering ? 'wagering' : 'issued',
    claimed: input.claimed ?? false,
    ledgerTransactionId: posted.transactionId,
    issuedAt: now,
  })
  return { grant: paid, paid: true }
}

/**
 * The promotion's one-per marks for this grant. Values are hashed to keep the key short and
 * uniform; they are not secret (sessions and bank accounts hold them in clear).
 */
async function holdMarks(trx: Db, promotion: repo.PromotionRow, grant: repo.GrantRow, origin?: ClaimOrigin) {
  if (promotion.onePer.length === 0) return
  const entry = await repo.entryOf(trx, promotion.id, grant.memberId)
  const sources = await repo.markSources(trx, grant.memberId)
  const values: Record<ClaimMark, string[]> = {
    ip: [origin?.ip ?? entry?.ip ?? sources.lastLoginIp ?? sources.registerIp].filter(Boolean) as string[],
    device: [origin?.device ?? entry?.device].filter(Boolean) as string[],
    bank_account: sources.accountNumbers.map((n) => n.replace(/\D/g, '')),
    payee_name: sources.payeeName ? [sources.payeeName.trim().replace(/\s+/g, ' ').toUpperCase()] : [],
  }
  const marks = promotion.onePer.flatMap((mark) =>
    values[mark].map((value) => ({ mark, valueHash: sha256(`${promotion.merchantId}:${mark}:${value}`) })),
  )
  const taken = await repo.takeMarks(
    trx,
    { promotionId: promotion.id, occasion: markOccasion(grant.occasion), memberId: grant.memberId },
    marks,
  )
  if (taken.length > 0)
    throw new AppError(
      'promotion_claimed_elsewhere',
      `Already claimed by another account with the same ${taken.join(', ')}`,
    )
}

/**
 * The occasion a grant's marks are held under. A deposit or an invitee belongs to one member, so
 * marks under it would never meet another account's: those are held for the whole promotion
 * (the same member's next deposit passes, another member's is refused). Periods, years and
 * prizes are shared occasions and keep their own.
 */
function markOccasion(occasion: string): string {
  return /^(deposit|invitee):/.test(occasion) ? '' : occasion
}
