import type { Db } from '../../db/database'
import { fromMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import { usernameKey } from '../../lib/username'
import { parseRange, transactionRecords, type PageQuery, type RangeQuery } from '../wallet/records.service'
import * as bets from './bet-source.repository'
import { latestContractsOf } from '../agent-contract/contract.service'
import { downline, paging, type Caller } from '../agent-tree/agent-tree.service'
import { dayIn, periodOf } from '@sea/rules'
import { teamFigures } from './rollup.service'
import * as repo from './team.repository'

/** The days of [from, to) in the merchant's time zone, as YYYY-MM-DD. */
function daysOf(from: Date, to: Date, timezone: string): string[] {
  const days = new Set<string>()
  for (let t = from.getTime(); t < to.getTime(); t += 3_600_000) days.add(dayIn(new Date(t), timezone))
  if (to > from) days.add(dayIn(new Date(to.getTime() - 1), timezone))
  return [...days]
}

/** Without a range the overview shows the last 7 local days, today included, as the site's default preset does. */
const DEFAULT_OVERVIEW_DAYS = 7

export async function teamOverview(db: Db, caller: Caller, query: RangeQuery, now = new Date()) {
  const timezone = caller.merchant.brand.timezone
  const { from, to } =
    query.from || query.to
      ? parseRange(query)
      : {
          from: periodOf('daily', timezone, new Date(now.getTime() - (DEFAULT_OVERVIEW_DAYS - 1) * 86_400_000)).start,
          to: periodOf('daily', timezone, now).end,
        }
  const [figures, cashDays] = await Promise.all([
    teamFigures(db, caller.agentId, from, to, timezone),
    repo.teamCashDays(db, caller.agentId, from, to, timezone),
  ])
  const totals = figures.total
  const byDay = new Map(figures.days.map((d) => [d.day, d]))
  const cash = new Map(cashDays.map((d) => [d.day, d]))
  const series = daysOf(from, to, timezone).map((day) => {
    const b = byDay.get(day)
    const c = cash.get(day)
    return {
      day,
      newMembers: b?.newMembers ?? 0,
      activeMembers: b?.activeMembers ?? 0,
      deposits: fromMinor(c?.deposits ?? 0n),
      withdrawals: fromMinor(c?.withdrawals ?? 0n),
      validBet: fromMinor(b?.validBet ?? 0n),
      profitLoss: fromMinor((b?.payout ?? 0n) - (b?.stake ?? 0n)),
    }
  })
  const sum = (pick: (d: (typeof cashDays)[number]) => bigint) => cashDays.reduce((s, d) => s + pick(d), 0n)
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    currency: caller.merchant.brand.currency,
    teamSize: figures.teamSize,
    directMembers: figures.directMembers,
    newMembers: figures.days.reduce((n, d) => n + d.newMembers, 0),
    activeMembers: totals.activeMembers,
    betCount: totals.betCount,
    deposits: fromMinor(sum((d) => d.deposits)),
    withdrawals: fromMinor(sum((d) => d.withdrawals)),
    stake: fromMinor(totals.stake),
    validBet: fromMinor(totals.validBet),
    payout: fromMinor(totals.payout),
    profitLoss: fromMinor(totals.payout - totals.stake),
    series,
  }
}

export interface MemberListQuery extends PageQuery {
  search?: string | undefined
  scope?: 'direct' | 'all' | undefined
  type?: 'member' | 'agent' | undefined
  level?: number | undefined
  under?: string | undefined
}

export async function teamMembers(db: Db, caller: Caller, query: MemberListQuery) {
  const page = paging(query)
  const root = query.under ? await downline(db, caller, query.under) : null
  const { rows, total } = await repo.listTeamMembers(db, {
    rootId: root?.id ?? caller.agentId,
    rootDepth: root?.depth ?? 0,
    directOnly: (query.scope ?? 'direct') === 'direct',
    type: query.type,
    level: query.level,
    usernamePrefix: query.search ? usernameKey(query.search) : undefined,
    currency: caller.merchant.brand.currency,
    limit: page.limit,
    offset: page.offset,
  })
  const contracts = await latestContractsOf(
    db,
    rows.map((r) => r.id),
  )
  const content = rows.map((r) => ({
    username: r.username,
    nickname: r.nickname,
    isAgent: r.isAgent,
    level: r.depth + (root?.depth ?? 0),
    upline: r.upline ?? '',
    teamSize: r.teamSize ?? 0,
    balance: fromMinor(r.balance ?? 0n),
    status: r.status,
    registeredAt: r.createdAt.toISOString(),
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    contracts: contracts.get(r.id) ?? [],
  }))
  return pageOf(content, page.pageNum, page.pageSize, total)
}

export interface TeamBetQuery extends RangeQuery, PageQuery {
  username?: string | undefined
  gameType?: string | undefined
  status?: 'open' | 'settled' | 'rolled_back' | undefined
}

export async function teamBets(db: Db, caller: Caller, query: TeamBetQuery) {
  const { from, to } = parseRange(query)
  const page = paging(query)
  const member = query.username ? await downline(db, caller, query.username) : undefined
  const { rows, totals } = await repo.teamRounds(db, {
    agentId: caller.agentId,
    memberId: member?.id,
    gameType: query.gameType,
    status: query.status,
    from,
    to,
    limit: page.limit,
    offset: page.offset,
  })
  const content = rows.map((r) => ({
    id: String(r.id),
    username: r.username,
    vendor: r.vendorCode,
    roundId: r.roundId,
    gameCode: r.gameCode,
    gameType: r.gameType,
    stake: fromMinor(r.stake),
    validBet: fromMinor(r.validBet),
    win: fromMinor(r.win + r.refunded),
    profit: fromMinor(r.win + r.refunded - r.stake),
    status: r.status,
    time: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
  }))
  return {
    ...pageOf(content, page.pageNum, page.pageSize, totals.n),
    totals: {
      stake: fromMinor(totals.stake),
      validBet: fromMinor(totals.validBet),
      win: fromMinor(totals.win),
      profit: fromMinor(totals.win - totals.stake),
    },
  }
}

export interface ProfitLossQuery extends RangeQuery, PageQuery {
  username?: string | undefined
  scope?: 'direct' | 'all' | undefined
}

/** User profit and loss: each team account's own bets and cash in the range (the caller's included). */
export async function userProfitLoss(db: Db, caller: Caller, query: ProfitLossQuery) {
  const range = parseRange(query)
  const page = paging(query)
  const member = query.username ? await downline(db, caller, query.username) : undefined
  const rows = await bets.teamMemberBetTotals(db, caller.agentId, range, {
    memberId: member?.id,
    maxDepth: query.scope === 'direct' ? 1 : undefined,
    limit: page.limit,
    offset: page.offset,
  })
  const ids = rows.map((r) => r.memberId)
  const [accounts, cash] = await Promise.all([
    repo.teamAccounts(db, caller.agentId, ids),
    repo.cashByMember(db, ids, range.from, range.to),
  ])
  const account = new Map(accounts.map((a) => [a.id, a]))
  const cashOf = new Map(cash.map((c) => [c.memberId, c]))
  const content = rows.map((r) => ({
    username: account.get(r.memberId)?.username ?? '',
    isAgent: account.get(r.memberId)?.isAgent ?? 0,
    level: account.get(r.memberId)?.depth ?? 0,
    betCount: r.betCount,
    stake: fromMinor(r.stake),
    validBet: fromMinor(r.validBet),
    payout: fromMinor(r.payout),
    profitLoss: fromMinor(r.payout - r.stake),
    deposits: fromMinor(cashOf.get(r.memberId)?.deposits ?? 0n),
    withdrawals: fromMinor(cashOf.get(r.memberId)?.withdrawals ?? 0n),
  }))
  return pageOf(content, page.pageNum, page.pageSize, rows[0]?.total ?? 0)
}

/** Downline transaction details: the same account record the downline sees, for a team member only. */
export async function downlineTransactions(
  db: Db,
  caller: Caller,
  query: RangeQuery & PageQuery & { username: string; type?: string | undefined },
) {
  const member = await downline(db, caller, query.username)
  return transactionRecords(db, member.id, query)
}

// Settlement bills a period, and cashback and rebate periods pay, from the same bet source as every
// other agent figure.
export { memberCategoryBets, teamBetBands, teamBetTotals } from './bet-source.repository'
