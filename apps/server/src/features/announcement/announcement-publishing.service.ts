import type { AnnouncementType, OperatorAnnouncement } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { canSee, merchantToWrite } from '../operator/operator.service'
import { audit, operatorView, type OperatorAction } from './announcement-admin.service'
import * as repo from './announcement.repository'

/** A draft goes on the site (from its start time); publishing twice records nothing the second time. */
export async function publishAnnouncement(db: Db, action: OperatorAction, id: bigint): Promise<OperatorAnnouncement> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findForUpdate(trx, id)
    if (!before || !canSee(action.principal, before.merchantId)) throw new AppError('not_found', 'No such announcement')
    if (before.published) return operatorView(before)
    const row = await repo.updateAnnouncement(trx, id, {
      published: true,
      updatedBy: action.principal.operatorId ?? null,
      updatedAt: new Date(),
    })
    await audit(trx, action, row, 'announcement.publish', before)
    return operatorView(row)
  })
}

/** Gaps between sort orders, so that an announcement created later with a sort order can slot in. */
const STEP = 10

/**
 * Writes the order of some announcements of one brand and type (a banner group, say): the first
 * id gets the lowest sort order. Every id must be of that brand and type; another brand's id is
 * as unknown as a missing one, and then nothing is written.
 */
export async function orderAnnouncements(
  db: Db,
  action: OperatorAction,
  input: { merchantId?: number | undefined; type: AnnouncementType; ids: string[] },
): Promise<{ ids: string[] }> {
  const merchantId = await merchantToWrite(db, action.principal, input.merchantId)
  const ids = input.ids.map((id) => BigInt(id))
  return db.transaction().execute(async (trx) => {
    const rows = await repo.lockOfType(trx, merchantId, input.type, ids)
    const found = new Set(rows.map((row) => String(row.id)))
    const problems = input.ids
      .map((id, index) => ({ id, index }))
      .filter(({ id }) => !found.has(id))
      .map(({ id, index }) => ({ path: `/body/ids/${index}`, message: `no ${input.type} announcement ${id} here` }))
    if (problems.length > 0) throw new AppError('validation_failed', 'Unknown announcements in the order', problems)
    const byId = new Map(rows.map((row) => [String(row.id), row.sortOrder]))
    const before = input.ids.map((id) => ({ id, sortOrder: byId.get(id) }))
    const after = input.ids.map((id, index) => ({ id, sortOrder: (index + 1) * STEP }))
    for (const { id, sortOrder } of after) {
      if (byId.get(id) !== sortOrder)
        await repo.setSortOrder(trx, BigInt(id), sortOrder, action.principal.operatorId ?? null)
    }
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(action.principal.operatorId),
      merchantId,
      ip: action.ip,
      action: 'announcement.order',
      target: `announcements:${merchantId}:${input.type}`,
      before: { order: before },
      after: { order: after },
    })
    return { ids: input.ids }
  })
}
