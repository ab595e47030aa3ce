import type { Language, PlatformMessage } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { LocalizedTexts } from '../../db/schema'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { htmlText, sanitizeHtml } from '../../lib/html'
import { pickText } from '../../lib/localized'
import { pageOf } from '../../lib/paging'
import type { MerchantSettings } from '../merchant/merchant.service'
import { merchantToWrite } from '../operator/operator.service'
import * as repo from './message.repository'

const DEFAULT_PAGE_SIZE = 10

async function readerOf(db: Db, memberId: bigint): Promise<repo.Reader> {
  const reader = await repo.findReader(db, memberId)
  if (!reader) throw new AppError('unauthorized', 'Log in first')
  return reader
}

function view(
  row: { id: bigint; texts: LocalizedTexts; createdAt: Date },
  read: boolean,
  language: Language,
  merchant: MerchantSettings,
): PlatformMessage {
  const text = pickText(row.texts, language, merchant.brand.defaultLanguage)
  return {
    id: String(row.id),
    title: text?.title ?? '',
    content: text?.content ?? '',
    timestamp: row.createdAt.toISOString(),
    read,
  }
}

export async function memberMessages(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  query: { language?: Language | undefined; pageNum?: number | undefined; pageSize?: number | undefined },
) {
  const reader = await readerOf(db, memberId)
  const language = query.language ?? merchant.brand.defaultLanguage
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE
  const { rows, total } = await repo.listVisible(db, reader, pageSize, (pageNum - 1) * pageSize)
  const content = rows.map((row) => view(row, row.readAt !== null, language, merchant))
  return {
    ...pageOf(content, pageNum, pageSize, total),
    unreadCount: await repo.countUnread(db, reader),
  }
}

/** Opening a message marks it read; a message the member does not see does not exist for it. */
export async function readMessage(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  id: bigint,
  language: Language | undefined,
) {
  const reader = await readerOf(db, memberId)
  const row = await repo.findVisible(db, reader, id)
  if (!row) throw new AppError('not_found', 'No such message')
  await repo.markRead(db, reader.id, row.id)
  return view(row, true, language ?? merchant.brand.defaultLanguage, merchant)
}

export async function readAllMessages(db: Db, memberId: bigint) {
  const marked = await repo.markAllRead(db, await readerOf(db, memberId))
  return { marked, unreadCount: 0 }
}

/**
 * The header's badge. A trial account has no messages of its own, and the site does not ask
 * for one (docs/domain/site.md#roles); should a client ask anyway, it is answered 0, not refused.
 */
export async function unreadCount(db: Db, principal: Principal): Promise<{ unreadCount: number }> {
  if (principal.role === 'trial' || principal.memberId === undefined) return { unreadCount: 0 }
  return { unreadCount: await repo.countUnread(db, await readerOf(db, principal.memberId)) }
}

export interface MessageInput {
  merchantId?: number | undefined
  memberId?: string | undefined
  audience?: 'existing' | 'everyone' | undefined
  texts: Partial<Record<string, { title: string; content: string }>>
}

/** An operator's message to one member or a broadcast; the message and its audit row commit together. */
export async function sendMessage(db: Db, action: { principal: Principal; ip: string }, input: MessageInput) {
  const merchantId = await merchantToWrite(db, action.principal, input.merchantId)
  const texts: LocalizedTexts = {}
  for (const [language, text] of Object.entries(input.texts)) {
    if (!text) continue
    const content = sanitizeHtml(text.content)
    if (htmlText(content) === '' && !content.includes('<img')) {
      throw new AppError('validation_failed', 'The message says nothing', [
        { path: `/body/texts/${language}/content`, message: 'nothing was left after removing unsafe HTML' },
      ])
    }
    texts[language] = { title: text.title.trim(), content }
  }
  let memberId: bigint | null = null
  if (input.memberId !== undefined) {
    const reader = await repo.findReader(db, BigInt(input.memberId))
    // Another merchant's member looks the same as no member.
    if (!reader || reader.merchantId !== merchantId) throw new AppError('not_found', 'No such member')
    memberId = reader.id
  }
  const audience = memberId !== null ? 'member' : (input.audience ?? 'existing')
  return db.transaction().execute(async (trx) => {
    const row = await repo.insertMessage(trx, {
      merchantId,
      audience,
      memberId,
      texts: JSON.stringify(texts),
      sentBy: action.principal.operatorId ?? null,
    })
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(action.principal.operatorId),
      merchantId,
      ip: action.ip,
      action: 'message.send',
      target: `message:${row.id}`,
      before: null,
      after: { audience, memberId: memberId === null ? null : String(memberId), texts },
    })
    return {
      id: String(row.id),
      merchantId: row.merchantId,
      audience: row.audience,
      memberId: row.memberId === null ? null : String(row.memberId),
      createdAt: row.createdAt.toISOString(),
    }
  })
}
