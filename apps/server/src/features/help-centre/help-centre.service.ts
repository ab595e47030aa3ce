import type { HelpArticleBody, Language, OperatorHelpArticle } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { OperatorAction, Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { htmlText, sanitizeHtml } from '../../lib/html'
import { pageOf } from '../../lib/paging'
import { brandsToRead, canSee, merchantToWrite } from '../operator/operator.service'
import * as repo from './help-centre.repository'

type ArticleFields = Omit<HelpArticleBody, 'merchantId'>

function view(row: repo.HelpArticleRow): OperatorHelpArticle {
  return {
    id: String(row.id),
    merchantId: row.merchantId,
    language: row.language as Language,
    categoryCode: row.categoryCode,
    categoryTitle: row.categoryTitle,
    anchor: row.anchor,
    title: row.title,
    contentHtml: row.contentHtml,
    sortOrder: row.sortOrder,
  }
}

function auditState(row: repo.HelpArticleRow | null) {
  if (!row) return null
  const { id: _id, merchantId: _merchant, ...state } = view(row)
  return state
}

/**
 * What the table stores: trimmed titles and the HTML through the allow-list, refused with field
 * errors when nothing is left of the text or the anchor is taken (checked before the unique key would).
 */
async function cleanFields(trx: Db, merchantId: number, fields: ArticleFields, id: number) {
  const contentHtml = sanitizeHtml(fields.contentHtml)
  const problems = []
  if (htmlText(contentHtml) === '' && !contentHtml.includes('<img'))
    problems.push({ path: '/body/contentHtml', message: 'nothing was left after removing unsafe HTML' })
  if (!fields.title.trim()) problems.push({ path: '/body/title', message: 'required' })
  if (!fields.categoryTitle.trim()) problems.push({ path: '/body/categoryTitle', message: 'required' })
  if (await repo.anchorTaken(trx, merchantId, fields.language, fields.anchor, id))
    problems.push({ path: '/body/anchor', message: 'already used by another article in this language' })
  if (problems.length > 0) throw new AppError('validation_failed', 'The article is incomplete', problems)
  return {
    language: fields.language,
    categoryCode: fields.categoryCode,
    categoryTitle: fields.categoryTitle.trim(),
    anchor: fields.anchor,
    title: fields.title.trim(),
    contentHtml,
    sortOrder: fields.sortOrder ?? 0,
  }
}

async function audit(
  trx: Db,
  action: OperatorAction,
  name: string,
  merchantId: number,
  id: number,
  before: repo.HelpArticleRow | null,
  after: repo.HelpArticleRow | null,
) {
  await recordAudit(trx, {
    actorKind: 'operator',
    actorId: String(action.principal.operatorId),
    merchantId,
    ip: action.ip,
    action: name,
    target: `help_article:${id}`,
    before: auditState(before),
    after: auditState(after),
  })
}

export async function articlesForOperator(
  db: Db,
  principal: Principal,
  query: { merchantId?: number | undefined; language?: Language | undefined; pageNum?: number; pageSize?: number },
) {
  const merchantIds = brandsToRead(principal, query.merchantId)
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  const { rows, total } = await repo.listArticles(
    db,
    { merchantIds, language: query.language },
    pageSize,
    (pageNum - 1) * pageSize,
  )
  return pageOf(rows.map(view), pageNum, pageSize, total)
}

export async function createArticle(db: Db, action: OperatorAction, input: HelpArticleBody) {
  const merchantId = await merchantToWrite(db, action.principal, input.merchantId)
  return db.transaction().execute(async (trx) => {
    const row = await repo.insertArticle(trx, { merchantId, ...(await cleanFields(trx, merchantId, input, 0)) })
    await audit(trx, action, 'help_article.create', merchantId, row.id, null, row)
    return view(row)
  })
}

/** An article outside the operator's brands does not exist for it. */
async function ownArticle(trx: Db, principal: Principal, id: number) {
  // The table's ids are 32-bit: a larger one names nothing.
  const row = id <= 2_147_483_647 ? await repo.findForUpdate(trx, id) : undefined
  if (!row || !canSee(principal, row.merchantId)) throw new AppError('not_found', 'No such article')
  return row
}

export async function updateArticle(db: Db, action: OperatorAction, id: number, fields: ArticleFields) {
  return db.transaction().execute(async (trx) => {
    const before = await ownArticle(trx, action.principal, id)
    const row = await repo.updateArticle(trx, id, await cleanFields(trx, before.merchantId, fields, id))
    await audit(trx, action, 'help_article.update', row.merchantId, id, before, row)
    return view(row)
  })
}

export async function deleteArticle(db: Db, action: OperatorAction, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await ownArticle(trx, action.principal, id)
    await repo.deleteArticle(trx, id)
    await audit(trx, action, 'help_article.delete', before.merchantId, id, before, null)
    return { id: String(id) }
  })
}
