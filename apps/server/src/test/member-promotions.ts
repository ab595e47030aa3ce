import type { MemberPromotion } from '@sea/contract'
import type { LightMyRequestResponse } from 'fastify'
import { bearer, callEncrypted, knownCaptcha, registrationForm, uniqueName } from './accounts'
import type { TestApp } from './test-app'

/** Helpers for the member side of the promotion tests: members with their own IP, name and device. */

export interface PromoMember {
  id: bigint
  token: string
  headers: Record<string, string>
  ip: string
  payeeName: string
  device: string | null
}

let seq = 0
/** A public address no other member of the file uses (documentation ranges: no country). */
export function freshIp(): string {
  seq += 1
  return `198.51.${100 + Math.floor(seq / 250)}.${(seq % 250) + 1}`
}

/** A real name no other member uses: letters only, as the registration rule asks. */
export function freshName(): string {
  seq += 1
  const letters = Array.from(String(Date.now() % 1_000_000) + String(seq), (d) => 'abcdefghij'[Number(d)]).join('')
  return `Siti ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`
}

/** Registers through the API from `ip` (the registration IP and the session's). */
export async function promoMember(
  t: TestApp,
  options: { ip?: string; payeeName?: string; device?: string | null; host?: string } = {},
): Promise<PromoMember> {
  const username = uniqueName('pm')
  const ip = options.ip ?? freshIp()
  const payeeName = options.payeeName ?? freshName()
  const device = options.device ?? null
  const headers: Record<string, string> = {
    ...(device ? { 'x-device-id': device } : {}),
    ...(options.host ? { host: options.host } : {}),
  }
  const res = await callEncrypted(
    t,
    'PUT',
    '/wps/member/register',
    { ...registrationForm(username), payeeName, ...(await knownCaptcha(t)) },
    headers,
    ip,
  )
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`)
  const token = res.json().value.token as string
  const { id } = await t.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow()
  return { id, token, headers: { ...headers, ...bearer(token) }, ip, payeeName, device }
}

export function call(
  t: TestApp,
  m: PromoMember,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, headers: m.headers, remoteAddress: m.ip, ...(payload ? { payload } : {}) })
}

export const joinPromotion = (t: TestApp, m: PromoMember, id: bigint) =>
  call(t, m, 'POST', '/wps/relay/MCSFE_signUpPromotionJoin', { promotionId: String(id) })
export const requestReward = (t: TestApp, m: PromoMember, id: bigint) =>
  call(t, m, 'POST', '/wps/relay/MCSFE_signUpRequestReward', { promotionId: String(id) })

/** The member's list; `undefined` when the promotion is not in it. */
export async function promotionOf(t: TestApp, m: PromoMember, id: bigint): Promise<MemberPromotion | undefined> {
  const res = await call(t, m, 'GET', '/wps/member/promotions')
  if (res.statusCode !== 200) throw new Error(`list: ${res.body}`)
  return (res.json().value as MemberPromotion[]).find((p) => p.id === String(id))
}

export async function statusOf(t: TestApp, m: PromoMember, id: bigint) {
  const p = await promotionOf(t, m, id)
  return p && { status: p.status, action: p.action, claimable: p.claimable }
}

let keys = 0
/** A bank-transfer deposit the member reports and an operator approves; its id. */
export async function approvedDeposit(
  t: TestApp,
  m: PromoMember,
  amount: string,
  operator: Record<string, string>,
): Promise<string> {
  keys += 1
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/bank-transfer',
    headers: { ...m.headers, 'idempotency-key': `promo-dep-${keys}-${Date.now()}` },
    remoteAddress: m.ip,
    payload: { channelCode: 'BANK_TRANSFER', amount, reference: `MBB ${keys}` },
  })
  if (submitted.statusCode !== 200) throw new Error(`deposit: ${submitted.body}`)
  const id = submitted.json().value.id as string
  const approved = await t.app.inject({
    method: 'POST',
    url: `/wps/operator/deposits/${id}/approve`,
    headers: operator,
    remoteAddress: '203.0.113.7',
  })
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`)
  return id
}

/** Binds a bank account (the member's own real name) through the API. */
export async function bindBank(t: TestApp, m: PromoMember, accountNumber: string): Promise<void> {
  const res = await call(t, m, 'POST', '/wps/member/bank-accounts', {
    bankCode: 'MBB',
    accountNumber,
    payeeName: m.payeeName,
  })
  if (res.statusCode !== 200) throw new Error(`bind: ${res.body}`)
}

/** The member's main wallet in minor units, from the ledger. */
export async function mainWallet(t: TestApp, memberId: bigint): Promise<bigint> {
  const row = await t.db
    .selectFrom('ledgerAccounts')
    .select('balance')
    .where('ownerMemberId', '=', memberId)
    .where('kind', '=', 'member_main')
    .executeTakeFirst()
  return row?.balance ?? 0n
}
