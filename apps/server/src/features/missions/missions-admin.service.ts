import type { MissionAdmin, MissionInput, MissionState } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { OperatorAction, Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { toMinor } from '../../lib/money'
import { operatorIdOf } from '../operator/operator.service'
import { brandInScope, type Merchant } from '../promotion-admin/promotion-admin.service'
import { frozenChanges, missionInputOf, missionValues, refuse, type MissionValues } from './mission-input'
import { currentPeriods } from './mission-periods'
import * as repo from './missions-admin.repository'

/**
 * A brand's missions in the console (decision 055, docs/admin.md "Loyalty: missions"): drafts,
 * edits and the state switch, each in one transaction with one audit row. Another brand's
 * mission answers not_found, as a brand outside the operator's scope does.
 */

function adminView(row: repo.Listed): MissionAdmin {
  return {
    ...missionInputOf(row),
    id: String(row.id),
    state: row.state,
    completedThisPeriod: row.completedThisPeriod,
    claimedThisPeriod: row.claimedThisPeriod,
    updatedAt: row.updatedAt.toISOString(),
  }
}

async function view(db: Db, merchant: Merchant, id: bigint): Promise<MissionAdmin> {
  const row = await repo.listedMission(db, merchant.id, id, currentPeriods(new Date(), merchant.timezone))
  if (!row) throw new AppError('not_found', 'No such mission')
  return adminView(row)
}

export async function listMissions(
  db: Db,
  principal: Principal,
  merchantId: number,
  query: { state?: MissionState; pageNum?: number; pageSize?: number },
) {
  const merchant = await brandInScope(db, principal, merchantId)
  const paging = { pageNum: query.pageNum ?? 1, pageSize: query.pageSize ?? 20 }
  const current = currentPeriods(new Date(), merchant.timezone)
  const { rows, total } = await repo.listMissions(db, merchant.id, query, paging, current)
  return {
    content: rows.map(adminView),
    pageNum: paging.pageNum,
    totalPages: Math.ceil(total / paging.pageSize),
    totalElements: total,
  }
}

/** The checks that read the brand's rows: the bonus's promotion is the brand's loyalty one and bounds it; the code is free. */
async function checkAgainstBrand(trx: Db, merchantId: number, values: MissionValues, exceptId: bigint | null) {
  if (values.promotionId !== null) {
    const promotion = await repo.loyaltyPromotion(trx, merchantId, values.promotionId)
    if (!promotion) refuse([{ path: '/body/promotionId', message: 'a loyalty promotion of this brand' }])
    else if (promotion.rules.kind === 'loyalty' && values.rewardBonus > toMinor(promotion.rules.maxReward))
      refuse([{ path: '/body/rewardBonus', message: `at most the promotion’s ${promotion.rules.maxReward}` }])
  }
  if (await repo.codeTaken(trx, merchantId, values.code, exceptId))
    throw new AppError('conflict', 'Another mission of this brand has this code')
}

/** A code two writers claimed at once: the second meets the unique index, and answers as the check would. */
async function uniqueCode<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new AppError('conflict', 'Another mission of this brand has this code')
    throw error
  }
}

const stored = (values: MissionValues) => ({ ...values, titles: JSON.stringify(values.titles) })

async function audit(trx: Db, action: OperatorAction, merchantId: number, name: string, id: bigint, change: object) {
  await recordAudit(trx, {
    actorKind: 'operator',
    actorId: String(operatorIdOf(action.principal)),
    merchantId,
    ip: action.ip,
    action: name,
    target: `mission:${id}`,
    before: 'before' in change ? (change.before as Record<string, unknown>) : null,
    after: 'after' in change ? (change.after as Record<string, unknown>) : null,
  })
}

const settingsOf = (row: repo.MissionRow) => ({ ...missionInputOf(row), state: row.state })

export async function createMission(db: Db, action: OperatorAction, merchantId: number, input: MissionInput) {
  const operatorId = operatorIdOf(action.principal)
  const merchant = await brandInScope(db, action.principal, merchantId)
  const values = missionValues(input)
  const id = await uniqueCode(
    inTransaction(db, async (trx) => {
      await checkAgainstBrand(trx, merchant.id, values, null)
      const id = await repo.insertMission(trx, {
        ...stored(values),
        merchantId: merchant.id,
        state: 'draft',
        createdBy: operatorId,
        updatedBy: operatorId,
      })
      const row = await repo.missionForUpdate(trx, merchant.id, id)
      await audit(trx, action, merchant.id, 'loyalty.mission_create', id, { after: settingsOf(row!) })
      return id
    }),
  )
  return view(db, merchant, id)
}

export async function updateMission(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  id: bigint,
  input: MissionInput,
) {
  const operatorId = operatorIdOf(action.principal)
  const merchant = await brandInScope(db, action.principal, merchantId)
  const values = missionValues(input)
  await uniqueCode(
    inTransaction(db, async (trx) => {
      const before = await repo.missionForUpdate(trx, merchant.id, id)
      if (!before) throw new AppError('not_found', 'No such mission')
      if (before.state === 'ended') throw new AppError('mission_state_invalid', 'An ended mission is final')
      if (await repo.hasProgress(trx, id)) refuse(frozenChanges(before, values))
      await checkAgainstBrand(trx, merchant.id, values, id)
      await repo.updateMission(trx, id, { ...stored(values), updatedBy: operatorId, updatedAt: new Date() })
      const after = await repo.missionForUpdate(trx, merchant.id, id)
      await audit(trx, action, merchant.id, 'loyalty.mission_update', id, {
        before: settingsOf(before),
        after: settingsOf(after!),
      })
    }),
  )
  return view(db, merchant, id)
}

/** The operator's switch: start, pause, resume, end; an ended mission is final. */
const ALLOWED: Record<'live' | 'paused' | 'ended', readonly MissionState[]> = {
  live: ['draft', 'paused'],
  paused: ['live'],
  ended: ['live', 'paused'],
}

export async function setMissionState(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  id: bigint,
  target: 'live' | 'paused' | 'ended',
) {
  const operatorId = operatorIdOf(action.principal)
  const merchant = await brandInScope(db, action.principal, merchantId)
  await inTransaction(db, async (trx) => {
    const before = await repo.missionForUpdate(trx, merchant.id, id)
    if (!before) throw new AppError('not_found', 'No such mission')
    if (!ALLOWED[target].includes(before.state))
      throw new AppError('mission_state_invalid', `A ${before.state} mission cannot become ${target}`)
    await repo.updateMission(trx, id, { state: target, updatedBy: operatorId, updatedAt: new Date() })
    await audit(trx, action, merchant.id, 'loyalty.mission_state', id, {
      before: { state: before.state },
      after: { state: target },
    })
  })
  return view(db, merchant, id)
}
