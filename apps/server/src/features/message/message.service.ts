import type { Language, PlatformMessage } from '@sea/contract'
import type { Db } from '../../db/database'
import type { LocalizedTexts } from '../../db/schema'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { pickText } from '../../lib/localized'
import { pageOf } from '../../lib/paging'
import type { MerchantSettings } from '../merchant/merchant.service'
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
