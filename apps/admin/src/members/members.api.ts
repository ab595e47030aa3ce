import type { operatorMemberRoutes as members, operatorMoneyRoutes as money, operatorRoutes } from '@sea/contract'
import { type CallInput, type CallValue, call, endpoint, type Endpoint } from '../lib/api'

/** The contract routes of the members section. */
export const membersApi = {
  search: endpoint<typeof members.search>('GET', '/wps/operator/members'),
  detail: endpoint<typeof members.detail>('GET', '/wps/operator/members/:memberId'),
  logins: endpoint<typeof members.logins>('GET', '/wps/operator/members/:memberId/logins'),
  sessions: endpoint<typeof members.sessions>('GET', '/wps/operator/members/:memberId/sessions'),
  revokeSession: endpoint<typeof members.revokeSession>(
    'POST',
    '/wps/operator/members/:memberId/sessions/:sessionId/revoke',
  ),
  revokeSessions: endpoint<typeof members.revokeSessions>(
    'POST',
    '/wps/operator/members/:memberId/sessions/revoke-all',
  ),
  forcePasswordChange: endpoint<typeof members.forcePasswordChange>(
    'POST',
    '/wps/operator/members/:memberId/force-password-change',
  ),
  sendResetLink: endpoint<typeof members.sendResetLink>('POST', '/wps/operator/members/:memberId/password-reset-link'),
  rounds: endpoint<typeof members.rounds>('GET', '/wps/operator/members/:memberId/rounds'),
  lotteryBets: endpoint<typeof members.lotteryBets>('GET', '/wps/operator/members/:memberId/lottery-bets'),
  notes: endpoint<typeof members.notes>('GET', '/wps/operator/members/:memberId/notes'),
  addNote: endpoint<typeof members.addNote>('POST', '/wps/operator/members/:memberId/notes'),
  addLabel: endpoint<typeof members.addLabel>('POST', '/wps/operator/members/:memberId/labels'),
  removeLabel: endpoint<typeof members.removeLabel>('DELETE', '/wps/operator/members/:memberId/labels/:label'),
  freeze: endpoint<typeof operatorRoutes.freezeMember>('POST', '/wps/operator/members/:memberId/freeze'),
  unfreeze: endpoint<typeof operatorRoutes.unfreezeMember>('POST', '/wps/operator/members/:memberId/unfreeze'),
  wallet: endpoint<typeof money.memberWallet>('GET', '/wps/operator/members/:memberId/wallet'),
  snapshot: endpoint<typeof money.walletSnapshot>('GET', '/wps/operator/wallets'),
  adjust: endpoint<typeof money.adjust>('POST', '/wps/operator/members/:memberId/adjustments'),
}

/** Every query of one member starts with this key, so an action refreshes the whole page at once. */
export const memberKey = (memberId: string) => ['member', memberId] as const

type RouteOf<E> = E extends Endpoint<infer R> ? R : never
export type ValueOf<K extends keyof typeof membersApi> = CallValue<RouteOf<(typeof membersApi)[K]>>
export type MemberRow = ValueOf<'search'>['content'][number]
export type MemberDetail = ValueOf<'detail'>
export type AdjustmentBody = NonNullable<CallInput<RouteOf<typeof membersApi.adjust>>['body']>
export type Adjustment = ValueOf<'adjust'>

/**
 * The adjustment call, with the Idempotency-Key the route asks for: the key is made once per
 * dialog, so a retry after a lost answer cannot move the money twice.
 */
export function sendAdjustment(memberId: string, body: AdjustmentBody, key: string): Promise<Adjustment> {
  return call(membersApi.adjust, { params: { memberId }, body, headers: { 'idempotency-key': key } })
}
