import type {
  FieldError,
  PromotionDetail,
  PromotionInput,
  PromotionPhase,
  PromotionState,
  PromotionSummary,
} from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { OperatorAction, Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { canonicalJson } from '../../lib/canonical-json'
import { fromMinor } from '../../lib/money'
import { canSee, operatorIdOf } from '../operator/operator.service'
import { commitRaffle } from '../promotion-raffle/raffle.service'
import * as repo from './promotion-admin.repository'
import type { PromotionRow } from './promotion-admin.repository'
import { promotionValues, refuse, type PromotionValues } from './promotion-input'

/**
 * A brand's promotions in the console (decision 054, docs/admin.md "Promotions"): drafts, edits
 * and the state switch, each in one transaction with one audit row. Another brand's promotion
 * answers not_found, as a brand outside the operator's scope does.
 */

export type Merchant = NonNullable<Awaited<ReturnType<typeof repo.findMerchant>>>

export async function brandInScope(db: Db, principal: Principal, merchantId: number): Promise<Merchant> {
  const merchant = canSee(principal, merchantId) ? await repo.findMerchant(db, merchantId) : undefined
  if (!merchant) throw new AppError('not_found', 'No such merchant')
  return merchant
}

export function phaseOf(row: Pick<PromotionRow, 'state' | 'startsAt' | 'endsAt'>, now = new Date()): PromotionPhase {
  if (row.state !== 'live') return row.state
  if (row.startsAt > now) return 'coming_soon'
  if (row.endsAt && row.endsAt <= now) return 'finished'
  return 'running'
}

type Listed = PromotionRow & { applying: number }

function summaryView(row: Listed, currency: string): PromotionSummary {
  return {
    id: String(row.id),
    merchantId: row.merchantId,
    code: row.code,
    kind: row.kind,
    state: row.state,
    phase: phaseOf(row),
    titles: row.titles,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    currency,
    budget: row.budget === null ? null : fromMinor(row.budget),
    spent: fromMinor(row.spent),
    budgetLeft: row.budget === null ? null : fromMinor(row.budget - row.spent),
    claims: row.grantCount,
    applying: row.applying,
    needsApproval: row.needsApproval,
  }
}

async function detailView(db: Db, row: Listed, currency: string): Promise<PromotionDetail> {
  const counts = await repo.figures(db, row.id)
  const grants = Object.fromEntries(
    counts.grants.map((g) => [g.state, { count: Number(g.count), amount: fromMinor(BigInt(g.amount ?? 0)) }]),
  )
  const forfeited = counts.grants.reduce((sum, g) => sum + BigInt(g.forfeited ?? 0), 0n)
  return {
    ...summaryView(row, currency),
    rules: row.rules,
    eligibility: row.eligibility,
    wagering: row.wagering,
    onePer: row.onePer,
    exclusive: row.exclusive,
    announcementId: row.announcementId === null ? null : String(row.announcementId),
    hasGrants: counts.grants.length > 0,
    figures: {
      grants,
      paid: fromMinor(row.spent),
      forfeited: fromMinor(forfeited),
      entries: Object.fromEntries(counts.entries.map((e) => [e.state, Number(e.count)])),
      marks: Object.fromEntries(counts.marks.map((m) => [m.mark, Number(m.count)])),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

async function detail(db: Db, merchant: Merchant, id: bigint): Promise<PromotionDetail> {
  const row = await repo.promotion(db, merchant.id, id)
  if (!row) throw new AppError('not_found', 'No such promotion')
  return detailView(db, row, merchant.currency)
}

export async function listPromotions(
  db: Db,
  principal: Principal,
  merchantId: number,
  query: { state?: PromotionState; kind?: PromotionRow['kind']; pageNum?: number; pageSize?: number },
) {
  const merchant = await brandInScope(db, principal, merchantId)
  const paging = { pageNum: query.pageNum ?? 1, pageSize: query.pageSize ?? 20 }
  const { rows, total } = await repo.listPromotions(db, merchant.id, query, paging)
  return {
    content: rows.map((row) => summaryView(row, merchant.currency)),
    pageNum: paging.pageNum,
    totalPages: Math.ceil(total / paging.pageSize),
    totalElements: total,
  }
}

export async function getPromotion(db: Db, principal: Principal, merchantId: number, id: bigint) {
  return detail(db, await brandInScope(db, principal, merchantId), id)
}

/** What the audit row keeps of a promotion: its settings and state, amounts as the API writes them. */
function settingsOf(row: PromotionRow) {
  return {
    code: row.code,
    kind: row.kind,
    state: row.state,
    titles: row.titles,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    rules: row.rules,
    eligibility: row.eligibility,
    wagering: row.wagering,
    onePer: row.onePer,
    exclusive: row.exclusive,
    needsApproval: row.needsApproval,
    budget: row.budget === null ? null : fromMinor(row.budget),
    announcementId: row.announcementId === null ? null : String(row.announcementId),
  }
}

/** The checks that read the brand's rows: the page is the brand's own unused PR item, the code is free. */
async function checkAgainstBrand(trx: Db, merchantId: number, values: PromotionValues, exceptId: bigint | null) {
  if (values.announcementId !== null) {
    const page = await repo.announcement(trx, values.announcementId)
    if (!page || page.merchantId !== merchantId || page.type !== 'PR')
      refuse([{ path: '/body/announcementId', message: 'a promotion announcement of this brand' }])
    else if (await repo.announcementUsed(trx, values.announcementId, exceptId))
      refuse([{ path: '/body/announcementId', message: 'already the page of another promotion' }])
  }
  if (await repo.codeTaken(trx, merchantId, values.code, exceptId))
    throw new AppError('conflict', 'Another promotion of this brand has this code')
}

/** A code two writers claimed at once: the second meets the unique index, and answers as the check would. */
async function uniqueCode<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new AppError('conflict', 'Another promotion of this brand has this code')
    throw error
  }
}

const stored = (values: PromotionValues) => ({
  ...values,
  titles: JSON.stringify(values.titles),
  rules: JSON.stringify(values.rules),
  eligibility: JSON.stringify(values.eligibility),
  wagering: values.wagering === null ? null : JSON.stringify(values.wagering),
})

async function audit(trx: Db, action: OperatorAction, merchantId: number, name: string, id: bigint, change: object) {
  await recordAudit(trx, {
    actorKind: 'operator',
    actorId: String(operatorIdOf(action.principal)),
    merchantId,
    ip: action.ip,
    action: name,
    target: `promotion:${id}`,
    before: 'before' in change ? (change.before as Record<string, unknown>) : null,
    after: 'after' in change ? (change.after as Record<string, unknown>) : null,
  })
}

export async function createPromotion(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  input: PromotionInput,
  raffleKey: Buffer,
) {
  const operatorId = operatorIdOf(action.principal)
  const merchant = await brandInScope(db, action.principal, merchantId)
  const values = promotionValues(input)
  raffleOpensLater(values, null)
  const id = await uniqueCode(
    inTransaction(db, async (trx) => {
      await checkAgainstBrand(trx, merchant.id, values, null)
      const id = await repo.insertPromotion(trx, {
        ...stored(values),
        merchantId: merchant.id,
        state: 'draft',
        createdBy: operatorId,
        updatedBy: operatorId,
      })
      const row = await repo.promotionForUpdate(trx, merchant.id, id)
      await audit(trx, action, merchant.id, 'promotion.create', id, { after: settingsOf(row!) })
      return id
    }),
  )
  // The draw's commitment is published from now on, before the raffle opens; should this fail,
  // the raffle job commits it on its next run (docs/domain/promotions.md#raffle-draws).
  if (values.kind === 'raffle') await commitRaffle(db, raffleKey, id)
  return detail(db, merchant, id)
}

/**
 * A raffle's draw is committed when it is created, so it must open after that; a start moved
 * into the past would leave the commitment late and the draw void.
 */
function raffleOpensLater(values: PromotionValues, before: PromotionRow | null): void {
  if (values.kind !== 'raffle' || values.startsAt > new Date()) return
  if (before && before.startsAt.getTime() === values.startsAt.getTime()) return
  refuse([{ path: '/body/startsAt', message: 'in the future: a raffle’s draw is committed before it opens' }])
}

/**
 * Once a reward was granted, the terms members earned it under stay as they were: only titles,
 * the end, the budget (upwards) and the page change (docs/admin.md "Promotions"). An ended
 * promotion is final.
 */
function frozenChanges(before: PromotionRow, values: PromotionValues): FieldError[] {
  const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b)
  const fixed: [string, boolean][] = [
    ['code', before.code === values.code],
    ['startsAt', before.startsAt.getTime() === values.startsAt.getTime()],
    ['rules', same(before.rules, values.rules)],
    ['eligibility', same(before.eligibility, values.eligibility)],
    ['wagering', same(before.wagering, values.wagering)],
    ['onePer', same([...before.onePer].sort(), [...values.onePer].sort())],
    ['exclusive', before.exclusive === values.exclusive],
    ['needsApproval', before.needsApproval === values.needsApproval],
    ['budget', values.budget === null || (before.budget !== null && values.budget >= before.budget)],
  ]
  return fixed
    .filter(([, unchanged]) => !unchanged)
    .map(([field]) => ({
      path: `/body/${field}`,
      message: field === 'budget' ? 'only raised once rewards were granted' : 'fixed once rewards were granted',
    }))
}

export async function updatePromotion(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  id: bigint,
  input: PromotionInput,
) {
  const operatorId = operatorIdOf(action.principal)
  const merchant = await brandInScope(db, action.principal, merchantId)
  const values = promotionValues(input)
  await uniqueCode(
    inTransaction(db, async (trx) => {
      const before = await repo.promotionForUpdate(trx, merchant.id, id)
      if (!before) throw new AppError('not_found', 'No such promotion')
      if (before.state === 'ended') throw new AppError('promotion_state_invalid', 'An ended promotion is final')
      if (values.kind !== before.kind) refuse([{ path: '/body/rules/kind', message: 'the kind never changes' }])
      raffleOpensLater(values, before)
      if (await repo.hasGrants(trx, id)) refuse(frozenChanges(before, values))
      if (values.budget !== null && values.budget < before.spent)
        refuse([{ path: '/body/budget', message: 'at least what is already spent' }])
      await checkAgainstBrand(trx, merchant.id, values, id)
      await repo.updatePromotion(trx, id, { ...stored(values), updatedBy: operatorId, updatedAt: new Date() })
      const after = await repo.promotionForUpdate(trx, merchant.id, id)
      await audit(trx, action, merchant.id, 'promotion.update', id, {
        before: settingsOf(before),
        after: settingsOf(after!),
      })
    }),
  )
  return detail(db, merchant, id)
}

/** The operator's switch: schedule, pause, resume, end (decision 054). */
const ALLOWED: Record<'live' | 'paused' | 'ended', readonly PromotionState[]> = {
  live: ['draft', 'paused'],
  paused: ['live'],
  ended: ['live', 'paused'],
}

export async function setPromotionState(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  id: bigint,
  target: 'live' | 'paused' | 'ended',
) {
  const operatorId = operatorIdOf(action.principal)
  const merchant = await brandInScope(db, action.principal, merchantId)
  await inTransaction(db, async (trx) => {
    const before = await repo.promotionForUpdate(trx, merchant.id, id)
    if (!before) throw new AppError('not_found', 'No such promotion')
    if (!ALLOWED[target].includes(before.state))
      throw new AppError('promotion_state_invalid', `A ${before.state} promotion cannot become ${target}`)
    await repo.updatePromotion(trx, id, { state: target, updatedBy: operatorId, updatedAt: new Date() })
    await audit(trx, action, merchant.id, 'promotion.state', id, {
      before: { state: before.state },
      after: { state: target },
    })
  })
  return detail(db, merchant, id)
}
