import { MEMBER_SEARCH_KEYS, operatorMemberRoutes as routes } from '@sea/contract'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import type { GeoLookup } from '../../lib/geo'
import { fromMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import { usernameKey } from '../../lib/username'
import { brandsOf, canSee } from '../operator/operator.service'
import * as activity from './member-activity.repository'
import * as repo from './operator-members.repository'

export interface Paging {
  pageNum?: number | undefined
  pageSize?: number | undefined
}

/** Limit and offset of a page, with the contract's defaults. */
export function window(page: Paging) {
  const pageNum = page.pageNum ?? 1
  const pageSize = page.pageSize ?? 50
  return { pageNum, pageSize, limit: pageSize, offset: (pageNum - 1) * pageSize }
}

/** The member with its brand; outside the operator's scope it does not exist. */
export async function memberInScope(db: Db, principal: Principal, memberId: bigint) {
  const member = await repo.findMember(db, memberId)
  if (!member || !canSee(principal, member.merchantId)) throw new AppError('not_found', 'No such member')
  return member
}

const iso = (time: Date | null) => time?.toISOString() ?? null
const mobileOf = (row: { mobileNum: string | null; countryDialingCode: string | null }) =>
  row.mobileNum === null ? null : `+${row.countryDialingCode ?? ''}${row.mobileNum}`

type SearchQuery = Partial<Record<repo.SearchKey, string>> & {
  merchantId?: number | undefined
  sort?: 'registered' | 'lastLogin' | undefined
} & Paging

/** The one criterion a search names, as stored: usernames by their key, emails in lower case. */
function criterion(query: SearchQuery): { key: repo.SearchKey; value: string } {
  const named = MEMBER_SEARCH_KEYS.filter((key) => (query[key] ?? '').trim() !== '')
  if (named.length !== 1) {
    throw new AppError('validation_failed', `Search by exactly one of: ${MEMBER_SEARCH_KEYS.join(', ')}`, [
      { path: '/querystring', message: named.length === 0 ? 'no criterion' : `several: ${named.join(', ')}` },
    ])
  }
  const key = named[0]!
  const value = (query[key] ?? '').trim()
  if (key === 'username') return { key, value: usernameKey(value) }
  if (key === 'email') return { key, value: value.toLowerCase() }
  return { key, value }
}

export async function searchMembers(db: Db, principal: Principal, query: SearchQuery) {
  const { key, value } = criterion(query)
  let brands = brandsOf(principal)
  if (query.merchantId !== undefined) {
    if (!canSee(principal, query.merchantId)) throw new AppError('not_found', 'No such merchant')
    brands = [query.merchantId]
  }
  const page = window(query)
  const { rows, total } = await repo.searchMembers(db, {
    key,
    value,
    brands,
    sort: query.sort ?? 'registered',
    limit: page.limit,
    offset: page.offset,
  })
  const labels = await repo.labelsOf(
    db,
    rows.map((row) => row.id),
  )
  return pageOf(
    rows.map((row) => ({
      id: String(row.id),
      username: row.username,
      merchantId: row.merchantId,
      brand: row.brand,
      status: row.status,
      isAgent: row.isAgent,
      labels: labels.filter((l) => l.memberId === row.id).map((l) => l.label),
      mobile: mobileOf(row),
      email: row.email,
      registeredAt: row.createdAt.toISOString(),
      registerIp: row.registerIp,
      lastLoginAt: iso(row.lastLoginAt),
      lastLoginIp: row.lastLoginIp,
    })),
    page.pageNum,
    page.pageSize,
    total,
  )
}

/** The calls the console makes for the member's other parts, those of other features included. */
function linksOf(memberId: string): Record<string, string> {
  const at = (url: string) => url.replace(':memberId', memberId)
  return {
    wallet: at('/wps/operator/members/:memberId/wallet'),
    adjust: at('/wps/operator/members/:memberId/adjustments'),
    moneyRequests: `/wps/operator/money-requests?memberId=${memberId}`,
    deposits: `/wps/operator/deposits?memberId=${memberId}`,
    withdrawals: `/wps/operator/withdrawals?memberId=${memberId}`,
    freeze: at('/wps/operator/members/:memberId/freeze'),
    unfreeze: at('/wps/operator/members/:memberId/unfreeze'),
    logins: at(routes.logins.url),
    sessions: at(routes.sessions.url),
    rounds: at(routes.rounds.url),
    lotteryBets: at(routes.lotteryBets.url),
    notes: at(routes.notes.url),
    labels: at(routes.addLabel.url),
    forcePasswordChange: at(routes.forcePasswordChange.url),
    passwordResetLink: at(routes.sendResetLink.url),
    revokeSessions: at(routes.revokeSessions.url),
  }
}

export async function memberPage(db: Db, geo: GeoLookup, principal: Principal, memberId: bigint) {
  const m = await memberInScope(db, principal, memberId)
  const [labels, upline, userAgent, wallets, counts] = await Promise.all([
    repo.labelsOf(db, [m.id]),
    repo.upline(db, m.id),
    repo.registrationAgent(db, m.id),
    repo.wallets(db, m.id),
    repo.counts(db, m.id),
  ])
  const id = String(m.id)
  return {
    member: {
      id,
      username: m.username,
      merchantId: m.merchantId,
      brand: m.brandCode,
      status: m.status,
      isAgent: m.isAgent,
      labels: labels.map((l) => l.label),
      mobile: mobileOf(m),
      email: m.email,
      registeredAt: m.createdAt.toISOString(),
      registerIp: m.registerIp,
      lastLoginAt: iso(m.lastLoginAt),
      lastLoginIp: m.lastLoginIp,
      nickname: m.nickname,
      payeeName: m.payeeName,
      siteLabels: m.memberLabels,
      vipRank: m.vipRank,
      totpEnabled: m.totpSecretSealed !== null,
      passwordChangeRequired: m.passwordChangeRequired,
    },
    brand: { id: m.merchantId, code: m.brandCode, name: m.brandName, currency: m.currency },
    upline: upline.map((u) => ({ id: String(u.id), username: u.username, depth: u.depth })),
    registration: {
      at: m.createdAt.toISOString(),
      address: { ip: m.registerIp, country: geo.country(m.registerIp) },
      userAgent,
      affiliateCode: m.affiliateCode,
      referralCode: m.referralCode,
    },
    lastLogin:
      m.lastLoginAt === null
        ? null
        : {
            at: m.lastLoginAt.toISOString(),
            address: { ip: m.lastLoginIp ?? '', country: m.lastLoginIp ? geo.country(m.lastLoginIp) : null },
          },
    wallets: wallets.map((w) => ({ kind: w.kind, vendor: w.vendor, balance: fromMinor(w.balance) })),
    counts,
    links: linksOf(id),
  }
}

export async function loginHistory(db: Db, geo: GeoLookup, principal: Principal, memberId: bigint, paging: Paging) {
  const member = await memberInScope(db, principal, memberId)
  const page = window(paging)
  const { rows, total } = await activity.logins(db, member, page.limit, page.offset)
  return pageOf(
    rows.map((row) => ({
      at: row.createdAt.toISOString(),
      succeeded: row.succeeded,
      loginType: row.loginType,
      ip: row.ip,
      country: geo.country(row.ip),
      userAgent: row.userAgent,
    })),
    page.pageNum,
    page.pageSize,
    total,
  )
}

export async function liveSessions(db: Db, geo: GeoLookup, principal: Principal, memberId: bigint) {
  const member = await memberInScope(db, principal, memberId)
  const rows = await activity.liveSessions(db, member.id)
  return rows.map((row) => ({
    id: String(row.id),
    loginType: row.loginType,
    startedAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ip: row.ip,
    country: geo.country(row.ip),
    userAgent: row.userAgent,
  }))
}

export async function gameRounds(db: Db, principal: Principal, memberId: bigint, paging: Paging) {
  const member = await memberInScope(db, principal, memberId)
  const page = window(paging)
  const { rows, total } = await activity.rounds(db, member.id, page.limit, page.offset)
  return pageOf(
    rows.map((row) => ({
      id: String(row.id),
      vendor: row.vendorCode,
      roundId: row.roundId,
      gameCode: row.gameCode,
      gameType: row.gameType,
      stake: fromMinor(row.stake),
      validBet: fromMinor(row.validBet),
      win: fromMinor(row.win),
      refunded: fromMinor(row.refunded),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      settledAt: iso(row.settledAt),
    })),
    page.pageNum,
    page.pageSize,
    total,
  )
}

export async function lotteryBets(db: Db, principal: Principal, memberId: bigint, paging: Paging) {
  const member = await memberInScope(db, principal, memberId)
  const page = window(paging)
  const { rows, total } = await activity.lotteryBets(db, member.id, page.limit, page.offset)
  return pageOf(
    rows.map((row) => ({
      id: String(row.id),
      gameCode: row.gameCode,
      issueNo: row.issueNo,
      playType: row.playType,
      cost: fromMinor(row.cost),
      payout: fromMinor(row.payout ?? 0n),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      settledAt: iso(row.settledAt),
    })),
    page.pageNum,
    page.pageSize,
    total,
  )
}
