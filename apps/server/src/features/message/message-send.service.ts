import type { SentMessage } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { LocalizedTexts } from '../../db/schema'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { htmlText, sanitizeHtml } from '../../lib/html'
import { pageOf } from '../../lib/paging'
import { usernameKey } from '../../lib/username'
import { brandsToRead, merchantToWrite } from '../operator/operator.service'
import * as repo from './message.repository'

export interface MessageInput {
  merchantId?: number | undefined
  memberId?: string | undefined
  username?: string | undefined
  label?: string | undefined
  audience?: 'existing' | 'everyone' | undefined
  texts: Partial<Record<string, { title: string; content: string }>>
}

function cleanTexts(input: MessageInput['texts']): LocalizedTexts {
  const texts: LocalizedTexts = {}
  for (const [language, text] of Object.entries(input)) {
    if (!text) continue
    const content = sanitizeHtml(text.content)
    if (htmlText(content) === '' && !content.includes('<img')) {
      throw new AppError('validation_failed', 'The message says nothing', [
        { path: `/body/texts/${language}/content`, message: 'nothing was left after removing unsafe HTML' },
      ])
    }
    texts[language] = { title: text.title.trim(), content }
  }
  return texts
}

/**
 * The members a message goes to: one by id or username, each holder of a staff label, or none
 * (a broadcast). Another merchant's member looks the same as no member.
 */
async function recipients(db: Db, merchantId: number, input: MessageInput): Promise<bigint[] | null> {
  const named = [input.memberId, input.username, input.label].filter((value) => value !== undefined)
  if (named.length > 1) {
    throw new AppError('validation_failed', 'Name one addressee', [
      { path: '/body', message: 'one of memberId, username and label, or none for a broadcast' },
    ])
  }
  if (input.memberId !== undefined) {
    const reader = await repo.findReader(db, BigInt(input.memberId))
    if (!reader || reader.merchantId !== merchantId) throw new AppError('not_found', 'No such member')
    return [reader.id]
  }
  if (input.username !== undefined) {
    const member = await repo.findMemberByUsername(db, merchantId, usernameKey(input.username))
    if (!member)
      throw new AppError('validation_failed', 'No such member', [
        { path: '/body/username', message: 'no member of this brand has this username' },
      ])
    return [member.id]
  }
  if (input.label !== undefined) {
    const ids = await repo.membersWithLabel(db, merchantId, input.label)
    if (ids.length === 0)
      throw new AppError('validation_failed', 'Nobody holds the label', [
        { path: '/body/label', message: 'no member of this brand holds this label' },
      ])
    return ids
  }
  return null
}

/**
 * An operator's message to one member, to the holders of a label (one message each, so that each
 * reads its own) or a broadcast; the messages and their one audit row commit together.
 */
export async function sendMessage(db: Db, action: { principal: Principal; ip: string }, input: MessageInput) {
  const merchantId = await merchantToWrite(db, action.principal, input.merchantId)
  const texts = cleanTexts(input.texts)
  const members = await recipients(db, merchantId, input)
  const audience = members !== null ? 'member' : (input.audience ?? 'existing')
  return db.transaction().execute(async (trx) => {
    const rows = []
    for (const memberId of members ?? [null]) {
      rows.push(
        await repo.insertMessage(trx, {
          merchantId,
          audience,
          memberId,
          texts: JSON.stringify(texts),
          sentBy: action.principal.operatorId ?? null,
        }),
      )
    }
    const first = rows[0]!
    const single = members === null || (members.length === 1 && input.label === undefined)
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(action.principal.operatorId),
      merchantId,
      ip: action.ip,
      action: 'message.send',
      target: `message:${first.id}`,
      before: null,
      after: {
        audience,
        memberId: single && first.memberId !== null ? String(first.memberId) : null,
        ...(input.label !== undefined ? { label: input.label, recipients: rows.length } : {}),
        texts,
      },
    })
    return {
      id: String(first.id),
      merchantId: first.merchantId,
      audience: first.audience,
      memberId: single && first.memberId !== null ? String(first.memberId) : null,
      createdAt: first.createdAt.toISOString(),
      ...(input.label !== undefined ? { label: input.label, recipients: rows.length } : {}),
    }
  })
}

export async function sentMessages(
  db: Db,
  principal: Principal,
  query: { merchantId?: number | undefined; pageNum?: number | undefined; pageSize?: number | undefined },
) {
  const merchantIds = brandsToRead(principal, query.merchantId)
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  const { rows, total } = await repo.listSent(db, merchantIds, pageSize, (pageNum - 1) * pageSize)
  const content: SentMessage[] = rows.map((row) => ({
    id: String(row.id),
    merchantId: row.merchantId,
    audience: row.audience,
    memberId: row.memberId === null ? null : String(row.memberId),
    username: row.username,
    texts: row.texts as SentMessage['texts'],
    sentBy: row.sentBy,
    createdAt: row.createdAt.toISOString(),
  }))
  return pageOf(content, pageNum, pageSize, total)
}
