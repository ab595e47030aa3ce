import type { cashierRoutes, operatorAccountRoutes, Permission } from '@sea/contract'
import { setSession } from '../lib/session'
import { reply, serve } from '../testing/fake-server'
import { meOf, renderConsole } from '../testing/render'
import type { Claim, DepositRow, MoneyRequest, WithdrawalRow } from './cashier.api'

/** What a finance operator holds: every cashier read and decision. */
export const FINANCE: Permission[] = [
  'operator.session',
  'members.read',
  'money.read',
  'money.adjust',
  'money.approve',
  'deposits.read',
  'deposits.review',
  'withdrawals.read',
  'withdrawals.review',
]
export const SUPPORT: Permission[] = ['operator.session', 'members.read', 'members.notes']

export const financeMe = meOf({ id: 7, username: 'fiona', roles: ['finance'], permissions: FINANCE })

export function claimOf(kind: Claim['kind'], itemId: string, operatorId: number, username: string): Claim {
  return {
    kind,
    itemId,
    operatorId,
    username,
    claimedAt: '2026-11-27T02:00:00.000Z',
    expiresAt: '2026-11-27T02:15:00.000Z',
  }
}

export function depositOf(overrides: Partial<DepositRow> = {}): DepositRow {
  return {
    id: '41',
    channelCode: 'MAYBANK',
    channelType: 'bank_transfer',
    amount: '1250.00',
    currency: 'MYR',
    status: 'pending',
    reference: 'TRX-8812',
    firstDeposit: true,
    rejectReason: null,
    createdAt: '2026-11-27T01:30:00.000Z',
    decidedAt: null,
    memberId: '900',
    username: 'ahmad88',
    gatewayOrderId: null,
    decidedBy: null,
    claim: null,
    ...overrides,
  }
}

export const RISK_CLEAN: WithdrawalRow['risk'] = {
  firstWithdrawal: false,
  turnoverOutstanding: '0.00',
  turnoverMet: true,
  sharedBankAccountMembers: 0,
  sharedIpMembers: 0,
  deposited: '5000.00',
  withdrawn: '1000.00',
  net: '4000.00',
}

export function withdrawalOf(overrides: Partial<WithdrawalRow> = {}): WithdrawalRow {
  return {
    id: '77',
    amount: '800.00',
    status: 'pending',
    bankCode: 'MBB',
    bankName: 'Maybank',
    accountNumber: '114455667788',
    receivedAmount: '0.00',
    remainingAmount: '800.00',
    forced: false,
    reason: null,
    requestedAt: '2026-11-27T03:00:00.000Z',
    disbursedAt: null,
    autoReceiveAt: null,
    receivedAt: null,
    memberId: '901',
    username: 'mei.ling',
    payeeName: 'MEI LING TAN',
    decidedBy: null,
    decidedAt: null,
    claim: null,
    risk: RISK_CLEAN,
    ...overrides,
  }
}

export function requestOf(overrides: Partial<MoneyRequest> = {}): MoneyRequest {
  return {
    id: '12',
    merchantId: 1,
    memberId: '900',
    currency: 'MYR',
    type: 'adjustment',
    direction: 'credit',
    amount: '25000.00',
    reason: 'Compensation for a failed game round',
    status: 'pending',
    requestedBy: 3,
    requestedAt: '2026-11-27T04:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    decisionReason: null,
    transactionId: null,
    ...overrides,
  }
}

export const SUMMARY = {
  pendingDeposits: [{ merchantId: 1, currency: 'MYR', count: 3, amount: '3000.00' }],
  pendingWithdrawals: [
    { merchantId: 1, currency: 'MYR', count: 4, amount: '4000.00' },
    { merchantId: 2, currency: 'THB', count: 1, amount: '900.00' },
  ],
  disputes: [{ merchantId: 1, currency: 'MYR', count: 2, amount: '700.00' }],
}

/** The console at `path` as the operator `me`, with the summary and these routes served. */
export function openCashier(path: string, routes: Parameters<typeof serve>[0], me = financeMe) {
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    'GET /wps/operator/cashier/summary': () => reply<typeof cashierRoutes.summary>(SUMMARY),
    ...routes,
  })
  renderConsole(path)
  return requests
}

/** The calls that changed something, in order, as "METHOD /path". */
export const writes = (requests: { method: string; path: string }[]) =>
  requests.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.path}`)
