import type { MemberPromotion, Promotion, RaffleView, Reward } from '@sea/contract'

/** Promotions, their pages and rewards shaped like the server's answers, for the tests. */
export function memberPromotion(overrides: Partial<MemberPromotion> = {}): MemberPromotion {
  return {
    id: '7',
    code: 'WELCOME',
    kind: 'deposit_bonus',
    title: 'Welcome bonus',
    announcementId: '31',
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2027-01-31T16:00:00.000Z',
    status: 'join',
    action: 'join',
    claimable: null,
    wagering: null,
    rules: {
      kind: 'deposit_bonus',
      deposit: 'first',
      rate: 10_000,
      cap: '388',
      minDeposit: '30',
      apply: 'on_deposit',
    },
    wageringRules: {
      multiple: 10,
      base: 'bonus',
      weights: {},
      expiresInDays: 7,
      onEarlyWithdrawal: 'forfeit',
    },
    ...overrides,
  }
}

export function promotionPage(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: '31',
    title: '100% welcome bonus',
    summary: 'Double your first deposit.',
    url: '/brand/promo/welcome.svg',
    content: '<p>Terms and conditions apply.</p>',
    link: null,
    startAt: '2026-11-01T00:00:00.000Z',
    endAt: '2027-01-31T16:00:00.000Z',
    ...overrides,
  }
}

export function reward(overrides: Partial<Reward> = {}): Reward {
  return {
    id: '501',
    promotionId: '7',
    kind: 'cashback',
    title: 'Weekly cashback',
    occasion: 'period:2026-11-16',
    amount: '25.00',
    state: 'claimable',
    claimed: false,
    createdAt: '2026-11-23T02:00:00.000Z',
    issuedAt: null,
    claimableUntil: '2026-11-30T02:00:00.000Z',
    forfeited: '0.00',
    wagering: null,
    ...overrides,
  }
}

export function raffleView(overrides: Partial<RaffleView> = {}): RaffleView {
  return {
    promotionId: '9',
    ticketsBy: 'deposit',
    unit: '100.00',
    maxTickets: 50,
    tickets: 4,
    entrants: 120,
    totalTickets: 860,
    commitment: 'a3f1c2e4b5d6a7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70',
    seed: null,
    drawnAt: null,
    prizes: [{ rank: 1, amount: '1000.00' }],
    winners: [],
    myPrizes: [],
    ...overrides,
  }
}
