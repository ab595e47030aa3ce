import type { loyaltyAdminRoutes, operatorAccountRoutes, Permission, promotionAdminRoutes } from '@sea/contract'
import { reply, serve } from '../testing/fake-server'
import { setSession } from '../lib/session'
import { BRANDS, meOf, renderConsole } from '../testing/render'
import type { Item, MemberLoyalty, Mission, Redemption, Settings, VipTiers } from './loyalty.api'

export const BASE = '/wps/operator/brands/1/loyalty'

export const SETTINGS: Settings = {
  enabled: true,
  earnRate: 100,
  multipliers: { LIVE: 7000, RNG: 12000, SPORTS: 10000 },
  convertRate: 100,
  minConvert: 500,
  expiryDays: null,
  vipWindowDays: 30,
  vipReview: 'monthly',
}

export const ITEM: Item = {
  id: '3',
  kind: 'goods',
  titles: { EN: 'Team jersey' },
  descriptions: {},
  imageUrl: null,
  points: 5000,
  value: null,
  promotionId: null,
  gameCode: null,
  rounds: null,
  stock: 12,
  perMemberLimit: 1,
  state: 'live',
  sortOrder: 0,
  redeemed: 8,
  updatedAt: '2026-11-20T00:00:00.000Z',
}

export const REDEMPTION: Redemption = {
  id: '41',
  memberId: '501',
  account: 'ahmad88',
  itemId: '3',
  kind: 'goods',
  title: 'Team jersey',
  quantity: 1,
  points: 5000,
  status: 'in_process',
  address: { name: 'Ahmad', phone: '+60 12345678', line1: '1 Jalan Ampang', city: 'Kuala Lumpur', postcode: '50450' },
  tracking: null,
  rejectReason: null,
  decidedBy: null,
  createdAt: '2026-11-27T03:00:00.000Z',
  decidedAt: null,
}

export const MISSION: Mission = {
  id: '9',
  code: 'daily-turnover',
  titles: { EN: 'Bet 500 today' },
  period: 'daily',
  event: 'turnover',
  category: 'RNG',
  gameCode: null,
  target: '500.00',
  rewardPoints: 50,
  rewardBonus: null,
  promotionId: null,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  sortOrder: 0,
  state: 'draft',
  completedThisPeriod: 14,
  claimedThisPeriod: 11,
  updatedAt: '2026-11-20T00:00:00.000Z',
}

export const TIERS: VipTiers = {
  promotionId: '77',
  tiers: [
    {
      rank: 1,
      names: { EN: 'Silver' },
      depositMin: '1000.00',
      turnoverMin: '5000.00',
      retainDeposit: '500.00',
      retainTurnover: '2500.00',
      upgradeBonus: '10.00',
      birthdayBonus: '5.00',
      rebateRate: 50,
      withdrawDailyLimit: null,
      withdrawDailyCount: null,
      members: 42,
    },
  ],
}

export const MEMBER: MemberLoyalty = {
  memberId: '501',
  account: 'ahmad88',
  points: 1234,
  vipRank: 1,
  entries: [
    {
      id: '1',
      kind: 'earn',
      points: 1234,
      balanceAfter: 1234,
      note: null,
      operator: null,
      createdAt: '2026-11-27T03:00:00.000Z',
    },
  ],
  vipChanges: [{ fromRank: 0, toRank: 1, reason: 'upgrade', createdAt: '2026-11-01T00:00:00.000Z' }],
}

const page = <T>(content: T[]) => ({ content, pageNum: 1, totalPages: 1, totalElements: content.length })

/** The console at `path` for a one-brand operator holding `permissions`, over fake loyalty data. */
export function open(path: string, permissions: Permission[], extra: Parameters<typeof serve>[0] = {}) {
  const me = meOf({ permissions: ['operator.session', ...permissions], installationWide: false, brands: [BRANDS[0]!] })
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    [`GET ${BASE}/settings`]: () => reply<typeof loyaltyAdminRoutes.settings>(SETTINGS),
    [`GET ${BASE}/items`]: () => reply<typeof loyaltyAdminRoutes.items>(page([ITEM])),
    [`GET ${BASE}/redemptions`]: () => reply<typeof loyaltyAdminRoutes.redemptions>(page([REDEMPTION])),
    [`GET ${BASE}/missions`]: () => reply<typeof loyaltyAdminRoutes.missions>(page([MISSION])),
    [`GET ${BASE}/vip-tiers`]: () => reply<typeof loyaltyAdminRoutes.vipTiers>(TIERS),
    [`GET ${BASE}/members/501`]: () => reply<typeof loyaltyAdminRoutes.member>(MEMBER),
    'GET /wps/operator/brands/1/promotions': () =>
      reply<typeof promotionAdminRoutes.list>(
        page([
          {
            id: '77',
            merchantId: 1,
            code: 'loyalty-perks',
            kind: 'loyalty',
            state: 'live',
            phase: 'running',
            titles: { EN: 'Loyalty perks' },
            startsAt: '2026-11-01T00:00:00.000Z',
            endsAt: null,
            currency: 'MYR',
            budget: null,
            spent: '0.00',
            budgetLeft: null,
            claims: 0,
            applying: 0,
            needsApproval: false,
          },
        ]),
      ),
    ...extra,
  })
  renderConsole(path)
  return requests
}
