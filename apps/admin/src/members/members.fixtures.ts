import type {
  depositRoutes,
  operatorAccountRoutes,
  operatorMemberRoutes as members,
  operatorMoneyRoutes as money,
  operatorWithdrawalRoutes,
} from '@sea/contract'
import { setSession } from '../lib/session'
import { reply, serve } from '../testing/fake-server'
import { meOf, renderConsole } from '../testing/render'
import type { MemberDetail, MemberRow } from './members.api'

/** Test data for the members section, typed by the contract: a changed answer breaks them at compile time. */
export const ROW: MemberRow = {
  id: '42',
  username: 'lucky88',
  merchantId: 1,
  brand: 'lotus',
  status: 'active',
  isAgent: 0,
  labels: ['vip', 'watch'],
  mobile: '+60123456789',
  email: 'lucky@example.com',
  registeredAt: '2026-03-01T02:00:00.000Z',
  registerIp: '203.0.113.9',
  lastLoginAt: '2026-11-27T01:30:00.000Z',
  lastLoginIp: '203.0.113.10',
}

export const DETAIL: MemberDetail = {
  member: {
    ...ROW,
    nickname: 'Lucky',
    payeeName: 'TAN AH KOW',
    siteLabels: ['gold'],
    vipRank: 3,
    totpEnabled: false,
    passwordChangeRequired: false,
  },
  brand: { id: 1, code: 'lotus', name: 'Lotus', currency: 'MYR' },
  upline: [
    { id: '7', username: 'agent.near', depth: 1 },
    { id: '3', username: 'agent.top', depth: 2 },
  ],
  registration: {
    at: ROW.registeredAt,
    address: { ip: '203.0.113.9', country: 'MY' },
    userAgent: 'Mozilla/5.0 (iPhone)',
    affiliateCode: 'LUCKY88',
    referralCode: 'AGNEAR',
  },
  lastLogin: { at: '2026-11-27T01:30:00.000Z', address: { ip: '203.0.113.10', country: 'MY' } },
  wallets: [
    { kind: 'member_main', vendor: null, balance: '1250.50' },
    { kind: 'withdrawal_hold', vendor: null, balance: '0.00' },
  ],
  counts: { deposits: 3, withdrawals: 1, gameRounds: 120, lotteryBets: 8, liveSessions: 2, notes: 1 },
  links: {},
}

const page = <T>(content: T[]) => ({ content, pageNum: 1, totalPages: 1, totalElements: content.length })

export const ANSWERS = {
  wallet: {
    member: { id: '42', username: 'lucky88', merchantId: 1, status: 'active' as const },
    currency: 'MYR',
    wallets: [{ accountId: '900', kind: 'member_main', vendor: null, balance: '1250.50' }],
    entries: page([
      {
        id: '5001',
        time: '2026-11-26T10:00:00.000Z',
        kind: 'deposit',
        wallet: 'member_main',
        vendor: null,
        amount: '500.00',
        balanceAfter: '1250.50',
        transactionId: '77001',
        summary: 'depositId: 31',
      },
      {
        id: '5000',
        time: '2026-11-25T10:00:00.000Z',
        kind: 'adjustment',
        wallet: 'member_main',
        vendor: null,
        amount: '-20.00',
        balanceAfter: '750.50',
        transactionId: '77000',
        summary: 'reason: duplicate credit; operatorId: 3',
      },
    ]),
  },
  rounds: page([
    {
      id: '1',
      vendor: 'pgsoft',
      roundId: 'R-991',
      gameCode: 'fortune-ox',
      gameType: 'SLOT',
      stake: '10.00',
      validBet: '10.00',
      win: '35.00',
      refunded: '0.00',
      status: 'settled',
      createdAt: '2026-11-26T09:00:00.000Z',
      settledAt: '2026-11-26T09:00:05.000Z',
    },
  ]),
  lotteryBets: page([
    {
      id: '2',
      gameCode: 'VN_NORTH',
      issueNo: '20261126',
      playType: 'lo2',
      cost: '27.00',
      payout: '0.00',
      status: 'lost',
      createdAt: '2026-11-26T08:00:00.000Z',
      settledAt: '2026-11-26T11:30:00.000Z',
    },
  ]),
  logins: page([
    {
      at: '2026-11-27T01:30:00.000Z',
      succeeded: true,
      loginType: 'username',
      ip: '203.0.113.10',
      country: 'MY',
      userAgent: 'Mozilla/5.0 (iPhone)',
    },
    {
      at: '2026-11-27T01:29:00.000Z',
      succeeded: false,
      loginType: null,
      ip: '198.51.100.4',
      country: 'VN',
      userAgent: null,
    },
  ]),
  sessions: {
    sessions: [
      {
        id: '601',
        loginType: 'username',
        startedAt: '2026-11-27T01:30:00.000Z',
        lastSeenAt: '2026-11-27T02:00:00.000Z',
        expiresAt: '2026-11-28T01:30:00.000Z',
        ip: '203.0.113.10',
        country: 'MY',
        userAgent: 'Mozilla/5.0 (iPhone)',
      },
    ],
  },
  notes: page([
    {
      id: '9',
      text: 'Called about a late deposit.\nResolved.',
      operatorId: 3,
      operator: 'carol',
      createdAt: '2026-11-20T04:00:00.000Z',
    },
  ]),
  deposits: {
    ...page([
      {
        id: '31',
        channelCode: 'MAYBANK',
        channelType: 'bank_transfer' as const,
        amount: '500.00',
        currency: 'MYR',
        status: 'approved' as const,
        reference: 'TRX-31',
        firstDeposit: true,
        rejectReason: null,
        createdAt: '2026-11-26T09:55:00.000Z',
        decidedAt: '2026-11-26T10:00:00.000Z',
        memberId: '42',
        username: 'lucky88',
        gatewayOrderId: null,
        decidedBy: 'finance.fay',
        claim: null,
      },
    ]),
    totals: [],
  },
  withdrawals: {
    ...page([
      {
        id: '12',
        amount: '300.00',
        status: 'disbursed' as const,
        bankCode: 'CIMB',
        bankName: 'CIMB Bank',
        accountNumber: '7000123456',
        receivedAmount: '0.00',
        remainingAmount: '300.00',
        forced: false,
        reason: null,
        requestedAt: '2026-11-24T09:00:00.000Z',
        disbursedAt: '2026-11-24T10:00:00.000Z',
        autoReceiveAt: null,
        receivedAt: null,
        memberId: '42',
        username: 'lucky88',
        payeeName: 'TAN AH KOW',
        decidedBy: 3,
        decidedAt: '2026-11-24T10:00:00.000Z',
        risk: {
          firstWithdrawal: true,
          turnoverOutstanding: '0.00',
          turnoverMet: true,
          sharedBankAccountMembers: 0,
          sharedIpMembers: 0,
          deposited: '500.00',
          withdrawn: '300.00',
          net: '200.00',
        },
        claim: null,
      },
    ]),
    totals: [],
  },
}

/** Every permission a finance or risk page might ask: an owner's. */
export const OWNER = meOf({
  permissions: [
    'operator.session',
    'members.read',
    'members.freeze',
    'members.notes',
    'members.labels',
    'members.security',
    'money.read',
    'money.adjust',
    'deposits.read',
    'withdrawals.read',
    'loyalty.read',
  ],
})

/** Opens the console at `path` with the member's answers; `extra` adds or overrides routes. */
export function openMember(path: string, me = OWNER, extra: Parameters<typeof serve>[0] = {}) {
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    'GET /wps/operator/members/42': () => reply<typeof members.detail>(DETAIL),
    'GET /wps/operator/members/42/wallet': () => reply<typeof money.memberWallet>(ANSWERS.wallet),
    'GET /wps/operator/members/42/rounds': () => reply<typeof members.rounds>(ANSWERS.rounds),
    'GET /wps/operator/members/42/lottery-bets': () => reply<typeof members.lotteryBets>(ANSWERS.lotteryBets),
    'GET /wps/operator/members/42/logins': () => reply<typeof members.logins>(ANSWERS.logins),
    'GET /wps/operator/members/42/sessions': () => reply<typeof members.sessions>(ANSWERS.sessions),
    'GET /wps/operator/members/42/notes': () => reply<typeof members.notes>(ANSWERS.notes),
    'GET /wps/operator/deposits': () => reply<typeof depositRoutes.operatorList>(ANSWERS.deposits),
    'GET /wps/operator/withdrawals': () => reply<typeof operatorWithdrawalRoutes.list>(ANSWERS.withdrawals),
    ...extra,
  })
  renderConsole(path)
  return requests
}
