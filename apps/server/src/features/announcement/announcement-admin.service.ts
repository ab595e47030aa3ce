import type { AnnouncementType, FieldError, OperatorAnnouncement } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { LocalizedText, LocalizedTexts } from '../../db/schema'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { htmlText, sanitizeHtml } from '../../lib/html'
import { pageOf } from '../../lib/paging'
import { brandsToRead, canSee, merchantToWrite } from '../operator/operator.service'
import * as repo from './announcement.repository'

export interface OperatorAction {
  principal: Principal
  ip: string
}

interface TextInput {
  title: string
  summary?: string | undefined
  content?: string | undefined
  imageUrl?: string | undefined
}

export interface AnnouncementFields {
  groupName?: string | null | undefined
  texts?: Partial<Record<string, TextInput>> | undefined
  imageUrl?: string | null | undefined
  link?: string | null | undefined
  published?: boolean | undefined
  startAt?: string | undefined
  endAt?: string | null | undefined
  sortOrder?: number | undefined
}

export interface AnnouncementInput extends AnnouncementFields {
  merchantId?: number | undefined
  type: AnnouncementType
  texts: Partial<Record<string, TextInput>>
}

export function operatorView(row: repo.AnnouncementRow): OperatorAnnouncement {
  return {
    id: String(row.id),
    merchantId: row.merchantId,
    type: row.type,
    groupName: row.groupName,
    texts: row.texts as OperatorAnnouncement['texts'],
    imageUrl: row.imageUrl,
    link: row.link,
    published: row.published,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt === null ? null : row.endAt.toISOString(),
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Titles and summaries trimmed, HTML through the allow-list: what gets stored is already safe. */
function cleanTexts(texts: Partial<Record<string, TextInput>>): LocalizedTexts {
  const clean: LocalizedTexts = {}
  for (const [language, text] of Object.entries(texts)) {
    if (!text) continue
    const entry: LocalizedText = { title: text.title.trim() }
    const summary = text.summary?.trim()
    if (summary) entry.summary = summary
    const content = text.content === undefined ? '' : sanitizeHtml(text.content)
    if (content) entry.content = content
    if (text.imageUrl) entry.imageUrl = text.imageUrl
    clean[language] = entry
  }
  return clean
}

/** Content that still says something after sanitising: text, or at least a picture. */
const hasContent = (html: string | undefined) => !!html && (htmlText(html) !== '' || html.includes('<img'))

/** What each type needs to be shown at all (docs/domain/site.md#data-and-fields): checked on create and on every change. */
function checkComplete(row: {
  type: AnnouncementType
  texts: LocalizedTexts
  imageUrl: string | null
  startAt: Date
  endAt: Date | null
}) {
  const problems: FieldError[] = []
  const entries = Object.entries(row.texts)
  if (entries.length === 0) problems.push({ path: '/body/texts', message: 'at least one language' })
  for (const [language, text] of entries) {
    if (!text?.title) problems.push({ path: `/body/texts/${language}/title`, message: 'required' })
    if (['PL', 'PU', 'PR'].includes(row.type) && !hasContent(text?.content)) {
      problems.push({
        path: `/body/texts/${language}/content`,
        message: 'required (nothing was left after removing unsafe HTML)',
      })
    }
    if (row.type === 'PR' && !text?.summary)
      problems.push({ path: `/body/texts/${language}/summary`, message: 'required for a promotion' })
  }
  // A picture for every language shown: the shared one, or each language's own.
  if (['B', 'H', 'PR'].includes(row.type) && !row.imageUrl && entries.some(([, text]) => !text?.imageUrl))
    problems.push({ path: '/body/imageUrl', message: `required for type ${row.type} (or one per language)` })
  if (row.endAt !== null && row.endAt <= row.startAt)
    problems.push({ path: '/body/endAt', message: 'must be after startAt' })
  if (problems.length > 0) throw new AppError('validation_failed', 'The announcement is incomplete', problems)
}

const DEFAULT_GROUP: Partial<Record<AnnouncementType, string>> = { B: 'home', H: 'hot' }

function auditState(row: repo.AnnouncementRow): Record<string, unknown> {
  const { id: _id, merchantId: _merchant, createdAt: _created, updatedAt: _updated, ...state } = operatorView(row)
  return state
}

export async function createAnnouncement(
  db: Db,
  action: OperatorAction,
  input: AnnouncementInput,
): Promise<OperatorAnnouncement> {
  const merchantId = await merchantToWrite(db, action.principal, input.merchantId)
  const texts = cleanTexts(input.texts)
  const startAt = input.startAt ? new Date(input.startAt) : new Date()
  const endAt = input.endAt ? new Date(input.endAt) : null
  const imageUrl = input.imageUrl ?? null
  checkComplete({ type: input.type, texts, imageUrl, startAt, endAt })
  return db.transaction().execute(async (trx) => {
    const row = await repo.insertAnnouncement(trx, {
      merchantId,
      type: input.type,
      groupName: input.groupName ?? DEFAULT_GROUP[input.type] ?? null,
      texts: JSON.stringify(texts),
      imageUrl,
      link: input.link ?? null,
      published: input.published ?? true,
      startAt,
      endAt,
      sortOrder: input.sortOrder ?? 0,
      createdBy: action.principal.operatorId ?? null,
      updatedBy: action.principal.operatorId ?? null,
    })
    await audit(trx, action, row, 'announcement.create', null)
    return operatorView(row)
  })
}

/** Changes the fields given; the whole result must still be complete. Announcements outside the scope do not exist. */
export async function updateAnnouncement(
  db: Db,
  action: OperatorAction,
  id: bigint,
  fields: AnnouncementFields,
): Promise<OperatorAnnouncement> {
  const texts = fields.texts ? cleanTexts(fields.texts) : undefined
  return db.transaction().execute(async (trx) => {
    const before = await repo.findForUpdate(trx, id)
    if (!before || !canSee(action.principal, before.merchantId)) throw new AppError('not_found', 'No such announcement')
    const next = {
      texts: texts ?? before.texts,
      imageUrl: fields.imageUrl === undefined ? before.imageUrl : fields.imageUrl,
      startAt: fields.startAt ? new Date(fields.startAt) : before.startAt,
      endAt: fields.endAt === undefined ? before.endAt : fields.endAt === null ? null : new Date(fields.endAt),
    }
    checkComplete({ type: before.type, ...next })
    const row = await repo.updateAnnouncement(trx, id, {
      ...next,
      texts: JSON.stringify(next.texts),
      ...(fields.groupName !== undefined ? { groupName: fields.groupName ?? DEFAULT_GROUP[before.type] ?? null } : {}),
      ...(fields.link !== undefined ? { link: fields.link } : {}),
      ...(fields.published !== undefined ? { published: fields.published } : {}),
      ...(fields.sortOrder !== undefined ? { sortOrder: fields.sortOrder } : {}),
      updatedBy: action.principal.operatorId ?? null,
      updatedAt: new Date(),
    })
    await audit(trx, action, row, 'announcement.update', before)
    return operatorView(row)
  })
}

/** Off the site at once; unpublishing twice changes (and records) nothing the second time. */
export async function unpublishAnnouncement(db: Db, action: OperatorAction, id: bigint): Promise<OperatorAnnouncement> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findForUpdate(trx, id)
    if (!before || !canSee(action.principal, before.merchantId)) throw new AppError('not_found', 'No such announcement')
    if (!before.published) return operatorView(before)
    const row = await repo.updateAnnouncement(trx, id, {
      published: false,
      updatedBy: action.principal.operatorId ?? null,
      updatedAt: new Date(),
    })
    await audit(trx, action, row, 'announcement.unpublish', before)
    return operatorView(row)
  })
}

export async function announcementsForOperator(
  db: Db,
  principal: Principal,
  query: {
    type?: AnnouncementType | undefined
    merchantId?: number | undefined
    pageNum?: number | undefined
    pageSize?: number | undefined
  },
) {
  const merchantIds = brandsToRead(principal, query.merchantId)
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  const { rows, total } = await repo.listAnnouncements(
    db,
    { merchantIds, type: query.type },
    pageSize,
    (pageNum - 1) * pageSize,
  )
  return pageOf(rows.map(operatorView), pageNum, pageSize, total)
}

export async function audit(
  trx: Db,
  action: OperatorAction,
  row: repo.AnnouncementRow,
  name: string,
  before: repo.AnnouncementRow | null,
) {
  await recordAudit(trx, {
    actorKind: 'operator',
    actorId: String(action.principal.operatorId),
    merchantId: row.merchantId,
    ip: action.ip,
    action: name,
    target: `announcement:${row.id}`,
    before: before ? auditState(before) : null,
    after: auditState(row),
  })
}
