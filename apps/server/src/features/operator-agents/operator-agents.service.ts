import type { ContractKind } from '@sea/contract'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import { usernameKey } from '../../lib/username'
import { contractsOfAgent } from '../agent-contract/platform-contract.service'
import { paging } from '../agent-tree/agent-tree.service'
import { billPage, showBill, type BillQuery } from '../agent-settlement/bills.service'
import { brandsOf, canSee } from '../operator/operator.service'
import { parseRange, type PageQuery, type RangeQuery } from '../wallet/records.service'
import * as repo from './operator-agents.repository'

/**
 * The agents section of the back office (decision 052): reads only. Usernames and money are per
 * brand (a brand has one currency), so lists are of one brand: the operator's own, or the one an
 * operator of several brands names. An account or brand outside the scope answers not found.
 */

function oneBrand(principal: Principal, requested: number | undefined): number {
  if (requested !== undefined) {
    if (!canSee(principal, requested)) throw new AppError('not_found', 'No such merchant')
    return requested
  }
  const brands = brandsOf(principal)
  if (brands?.length === 1) return brands[0]!
  throw new AppError('validation_failed', 'Name the merchant', [
    { path: '/querystring/merchantId', message: 'required of an operator of more than one brand' },
  ])
}

const showNode = (r: repo.NodeRow) => ({
  memberId: String(r.id),
  merchantId: r.merchantId,
  username: r.username,
  isAgent: r.isAgent,
  status: r.status,
  level: r.level ?? 0,
  upline: r.upline,
  directDownlines: r.directDownlines ?? 0,
  teamSize: r.teamSize ?? 0,
  registeredAt: r.createdAt.toISOString(),
})

/** An account of the tree within the operator's scope. */
async function nodeInScope(db: Db, principal: Principal, memberId: bigint) {
  const node = await repo.findNode(db, memberId)
  if (!node || !canSee(principal, node.merchantId)) throw new AppError('not_found', 'No such member')
  return node
}

type Type = 'member' | 'agent' | undefined

export async function searchTree(
  db: Db,
  principal: Principal,
  query: PageQuery & { merchantId?: number | undefined; username?: string | undefined; type?: Type },
) {
  const merchantId = oneBrand(principal, query.merchantId)
  const page = paging(query)
  const prefix = query.username === undefined ? undefined : usernameKey(query.username)
  const { rows, total } = await repo.searchNodes(db, { merchantId, usernamePrefix: prefix, type: query.type }, page)
  return pageOf(rows.map(showNode), page.pageNum, page.pageSize, total)
}

export async function treeAccount(db: Db, principal: Principal, memberId: bigint) {
  const account = await nodeInScope(db, principal, memberId)
  return { account: showNode(account), uplines: (await repo.uplines(db, memberId)).map(showNode) }
}

export async function treeDownlines(
  db: Db,
  principal: Principal,
  memberId: bigint,
  query: PageQuery & { type?: Type },
) {
  await nodeInScope(db, principal, memberId)
  const page = paging(query)
  const { rows, total } = await repo.downlines(db, memberId, query.type, page)
  return pageOf(rows.map(showNode), page.pageNum, page.pageSize, total)
}

export async function contractsOf(
  db: Db,
  principal: Principal,
  memberId: bigint,
  query: { side?: 'own' | 'given' | 'all' | undefined; kind?: ContractKind | undefined; history?: boolean | undefined },
) {
  await nodeInScope(db, principal, memberId)
  const filter = { side: query.side ?? 'all', kind: query.kind, history: query.history ?? false }
  return { contracts: await contractsOfAgent(db, memberId, filter) }
}

/** The account a list is narrowed to, by username within the brand; an unknown one answers not found. */
async function accountOf(db: Db, merchantId: number, username: string | undefined) {
  if (username === undefined) return undefined
  const id = await repo.memberIdByUsername(db, merchantId, usernameKey(username))
  if (id === undefined) throw new AppError('not_found', 'No such member')
  return id
}

export interface BrandBillQuery extends BillQuery {
  merchantId?: number | undefined
  username?: string | undefined
}

export async function brandBills(db: Db, principal: Principal, query: BrandBillQuery) {
  const merchantId = oneBrand(principal, query.merchantId)
  const memberId = await accountOf(db, merchantId, query.username)
  const { rows, page, count, totals } = await billPage(db, { merchantId, memberId }, query)
  const content = rows.map((r) => ({
    ...showBill(r),
    merchantId: r.merchantId,
    transactionId: r.ledgerTransactionId === null ? null : String(r.ledgerTransactionId),
  }))
  return {
    ...pageOf(content, page.pageNum, page.pageSize, count),
    totals: { paid: totals.paid, unpaid: totals.unpaid, count },
  }
}

export async function brandPayments(
  db: Db,
  principal: Principal,
  query: RangeQuery &
    PageQuery & { merchantId?: number | undefined; username?: string | undefined; kind?: ContractKind | undefined },
) {
  const merchantId = oneBrand(principal, query.merchantId)
  const { from, to } = parseRange(query)
  const page = paging(query)
  const memberId = await accountOf(db, merchantId, query.username)
  const [rows, total] = await repo.brandPayments(db, { merchantId, memberId, kind: query.kind, from, to }, page)
  const content = rows.map((r) => ({
    billId: String(r.id),
    transactionId: String(r.ledgerTransactionId),
    paidAt: r.paidAt!.toISOString(),
    kind: r.kind,
    agent: r.agent,
    payer: r.payer,
    periodStart: r.periodStart.toISOString(),
    periodEnd: r.periodEnd.toISOString(),
    amount: fromMinor(r.amount),
  }))
  return { ...pageOf(content, page.pageNum, page.pageSize, total.n), total: fromMinor(BigInt(total.total)) }
}
