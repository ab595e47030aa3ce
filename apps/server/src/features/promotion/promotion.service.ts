import type { Language } from '@sea/contract'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import { assertOpenAndEligible, countryAdmits } from './eligibility'
import { award, claim, type ClaimOrigin } from './grant.service'
import * as repo from './member-promotion.repository'
import type { PromotionRow } from './promotion.repository'
import { factsOf, needsJoining, promotionView, rewardView, type MemberContext } from './status.service'

/**
 * The member's calls (docs/domain/promotions.md#joining): join, ask for or claim a reward, and
 * the reward centre. Every payment goes through grant.service (`award`, `claim`).
 */

/** The site's device id (`X-Device-Id`); anything else is ignored, never refused. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/
export function deviceOf(header: unknown): string | null {
  return typeof header === 'string' && DEVICE_ID.test(header) ? header : null
}

async function promotionOf(ctx: MemberContext, id: string): Promise<PromotionRow> {
  const promotion = await repo.memberPromotion(ctx.db, ctx.merchant.id, BigInt(id))
  if (!promotion) throw new AppError('not_found', 'No such promotion')
  return promotion
}

/** The deposit a bonus rode on (its basis), for wagering on bonus and deposit; other kinds ride on none. */
const depositOf = (grant: repo.GrantView) => (grant.kind === 'deposit_bonus' ? (grant.basis ?? 0n) : 0n)

const member = (ctx: MemberContext) => ({
  id: ctx.memberId,
  merchantId: ctx.merchant.id,
  currency: ctx.merchant.brand.currency,
})

/**
 * The country the deposit hook could not judge (no geo lookup reaches it) is judged when the
 * member claims: a claim-mode bonus of a promotion limited to countries pays only inside them.
 */
async function assertCountry(ctx: MemberContext, promotion: PromotionRow): Promise<void> {
  if (!countryAdmits(promotion.eligibility, (await factsOf(ctx)).country ?? null))
    throw new AppError('promotion_not_eligible', 'The promotion is not offered in this country')
}

/** MCSFE_signUpPromotionJoin: joining twice answers the same; a sign-up reward on join is asked for. */
export async function join(ctx: MemberContext, promotionId: string, origin: ClaimOrigin, language: Language) {
  const promotion = await promotionOf(ctx, promotionId)
  if (promotion.rules.kind === 'signup') return requestReward(ctx, promotionId, origin, language)
  const now = new Date()
  const entries = await repo.entriesOf(ctx.db, ctx.memberId, [promotion.id])
  if (entries.length === 0) {
    assertOpenAndEligible(promotion, await factsOf(ctx), now)
    if (!needsJoining(promotion))
      throw new AppError('promotion_state_invalid', 'This promotion needs no joining', [
        { path: '/body/promotionId', message: 'no joining' },
      ])
    await repo.upsertEntry(ctx.db, {
      promotionId: promotion.id,
      merchantId: ctx.merchant.id,
      memberId: ctx.memberId,
      state: 'joined',
      ip: origin.ip ?? '',
      device: origin.device ?? null,
    })
  }
  return { promotion: await promotionView(ctx, promotion, language, now), granted: null }
}

/**
 * MCSFE_signUpRequestReward: pays what the promotion holds claimable for the member; for a
 * sign-up promotion on join, grants it, or records the request for an operator (`needsApproval`,
 * paid later through `award` by the console).
 */
export async function requestReward(ctx: MemberContext, promotionId: string, origin: ClaimOrigin, language: Language) {
  const promotion = await promotionOf(ctx, promotionId)
  const now = new Date()
  const grants = await repo.grantsOf(ctx.db, ctx.memberId, [promotion.id])
  const open = grants.filter((g) => g.state === 'claimable' && (!g.claimableUntil || g.claimableUntil > now))
  let granted = 0n
  if (open.length > 0) {
    await assertCountry(ctx, promotion)
    // All or none: a refusal of one claim leaves every grant of the promotion claimable.
    granted = await inTransaction(ctx.db, async (trx) => {
      let sum = 0n
      for (const grant of open) {
        const paid = await claim(trx, promotion, grant.id, { claimed: true, deposit: depositOf(grant), now })
        if (paid.paid) sum += paid.grant.amount
      }
      return sum
    })
  } else if (promotion.rules.kind === 'signup' && promotion.rules.trigger === 'join') {
    granted = await signUpOnJoin(ctx, promotion, promotion.rules.amount, grants.length > 0, origin, now)
  } else {
    throw new AppError(grants.length > 0 ? 'promotion_claimed' : 'promotion_not_eligible', 'Nothing to claim here')
  }
  return {
    promotion: await promotionView(ctx, promotion, language, now),
    granted: granted > 0n ? fromMinor(granted) : null,
  }
}

async function signUpOnJoin(
  ctx: MemberContext,
  promotion: PromotionRow,
  amount: string,
  granted: boolean,
  origin: ClaimOrigin,
  now: Date,
): Promise<bigint> {
  if (granted) return 0n
  const [entry] = await repo.entriesOf(ctx.db, ctx.memberId, [promotion.id])
  // Asked already: the same answer; an operator decides, once.
  if (entry && entry.state !== 'joined') return 0n
  assertOpenAndEligible(promotion, await factsOf(ctx), now)
  const row = { promotionId: promotion.id, merchantId: ctx.merchant.id, memberId: ctx.memberId }
  if (promotion.needsApproval) {
    await repo.upsertEntry(ctx.db, { ...row, state: 'applying', ip: origin.ip ?? '', device: origin.device ?? null })
    return 0n
  }
  const result = await inTransaction(ctx.db, async (trx) => {
    await repo.upsertEntry(trx, { ...row, state: 'approved', ip: origin.ip ?? '', device: origin.device ?? null })
    return award(trx, {
      promotion,
      member: member(ctx),
      occasion: '',
      amount: toMinor(amount),
      origin,
      mode: 'pay',
      claimed: true,
      now,
    })
  })
  return result.paid ? result.grant.amount : 0n
}

/** The reward centre: what waits for a claim, then every grant, newest first, in the member's language. */
export async function rewards(
  ctx: MemberContext,
  query: { language?: Language | undefined; pageNum?: number | undefined; pageSize?: number | undefined },
) {
  const language = query.language ?? ctx.merchant.brand.defaultLanguage
  const { pageNum = 1, pageSize = 20 } = query
  const page = await repo.rewardsOf(ctx.db, ctx.memberId, new Date(), pageSize, (pageNum - 1) * pageSize)
  const view = (g: repo.GrantView) => rewardView(g, language, ctx.merchant)
  return {
    claimable: page.claimable.map(view),
    history: page.history.map(view),
    totalElements: page.total,
    wagering:
      page.open.required === null
        ? null
        : {
            required: fromMinor(BigInt(page.open.required)),
            achieved: fromMinor(BigInt(page.open.achieved ?? '0')),
            expiresAt: page.open.expiresAt ? new Date(page.open.expiresAt).toISOString() : null,
          },
  }
}

/** Claims one reward of the member's; claiming twice answers the same. */
export async function claimReward(ctx: MemberContext, rewardId: string, language: Language) {
  const grant = await repo.grantViewOf(ctx.db, ctx.memberId, BigInt(rewardId))
  if (!grant || grant.merchantId !== ctx.merchant.id) throw new AppError('not_found', 'No such reward')
  const promotion = await promotionOf(ctx, String(grant.promotionId))
  if (grant.state === 'claimable') await assertCountry(ctx, promotion)
  await claim(ctx.db, promotion, grant.id, { claimed: true, deposit: depositOf(grant) })
  const after = await repo.grantViewOf(ctx.db, ctx.memberId, grant.id)
  return rewardView(after ?? grant, language, ctx.merchant)
}
