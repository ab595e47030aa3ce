import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { pageOf } from '../../lib/paging'
import * as repo from './operator-members.repository'
import { memberInScope, window, type Paging } from './operator-members.service'

// Staff notes and labels: the back office's own words about a member, never shown to the member.

/** Who acts, for the audit row. */
export function actorOf(principal: Principal, ip: string) {
  return { actorKind: 'operator' as const, actorId: String(principal.operatorId), ip }
}

export async function listNotes(db: Db, principal: Principal, memberId: bigint, paging: Paging) {
  const member = await memberInScope(db, principal, memberId)
  const page = window(paging)
  const { rows, total } = await repo.notes(db, member.id, page.limit, page.offset)
  return pageOf(
    rows.map((row) => ({
      id: String(row.id),
      text: row.body,
      operatorId: row.operatorId,
      operator: row.operator,
      createdAt: row.createdAt.toISOString(),
    })),
    page.pageNum,
    page.pageSize,
    total,
  )
}

/** Stores the note as typed (the console escapes it); blank text is refused. */
export async function addNote(db: Db, principal: Principal, memberId: bigint, text: string, ip: string) {
  if (text.trim() === '') {
    throw new AppError('validation_failed', 'Write the note', [{ path: '/body/text', message: 'blank' }])
  }
  const member = await memberInScope(db, principal, memberId)
  const operatorId = principal.operatorId!
  const note = await db.transaction().execute(async (trx) => {
    const row = await repo.insertNote(trx, { memberId: member.id, operatorId, body: text })
    await recordAudit(trx, {
      ...actorOf(principal, ip),
      merchantId: member.merchantId,
      action: 'member.note',
      target: `member:${member.id}`,
      before: null,
      after: { noteId: String(row.id), text },
    })
    return row
  })
  return {
    id: String(note.id),
    text,
    operatorId,
    operator: await repo.operatorName(db, operatorId),
    createdAt: note.createdAt.toISOString(),
  }
}

/** Sets or removes a staff label; a change that changes nothing writes nothing, audit included. */
export async function changeLabel(
  db: Db,
  principal: Principal,
  memberId: bigint,
  label: string,
  set: boolean,
  ip: string,
) {
  const member = await memberInScope(db, principal, memberId)
  await db.transaction().execute(async (trx) => {
    const changed = set
      ? await repo.insertLabel(trx, { memberId: member.id, label, operatorId: principal.operatorId! })
      : await repo.deleteLabel(trx, member.id, label)
    if (!changed) return
    await recordAudit(trx, {
      ...actorOf(principal, ip),
      merchantId: member.merchantId,
      action: set ? 'member.label.set' : 'member.label.remove',
      target: `member:${member.id}`,
      before: null,
      after: { label },
    })
  })
  const labels = await repo.labelsOf(db, [member.id])
  return labels.map((row) => row.label)
}
