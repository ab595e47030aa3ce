import type { LotteryBet, LotteryGameDetail, LotteryIssue, LotteryPlayType } from '@sea/contract'

/** Play types and games shaped like the server's answers, for the lottery tests. */
export function playType(overrides: Partial<LotteryPlayType> = {}): LotteryPlayType {
  return {
    playType: 'de',
    name: 'Đề',
    group: 'de',
    groupName: 'Đề',
    unit: 'money',
    pricePerUnit: '1/1',
    pricePerUnitDisplay: '1',
    odds: '95/1',
    oddsDisplay: '95',
    oddsBy: [],
    paytable: null,
    numbers: { kind: 'digits', digits: 2, minCount: 1, maxCount: 10 },
    positions: null,
    forms: [],
    ...overrides,
  }
}

export function issue(overrides: Partial<LotteryIssue> = {}): LotteryIssue {
  return {
    drawId: '1001',
    gameCode: 'FAST_VN1',
    issueNo: '20261123-0931',
    state: 'open',
    closeAt: '2026-11-23T10:00:00.000Z',
    drawAt: '2026-11-23T10:00:30.000Z',
    seedHash: null,
    stations: [],
    ...overrides,
  }
}

export function game(overrides: Partial<LotteryGameDetail> = {}): LotteryGameDetail {
  return {
    gameCode: 'FAST_VN1',
    name: 'Fast Vietnam 1',
    gameGroupCode: 'VN_FAST',
    prizeMode: 'ZY',
    engine: 'vietnam',
    region: 'north',
    inHouse: true,
    intervalSeconds: 60,
    defaultPlayType: 'de',
    route: '/vnlottery',
    isHot: true,
    currentIssue: issue(),
    playTypes: [playType()],
    limits: {
      minStake: '1.00',
      maxStake: '5000.00',
      maxPerNumber: '10000.00',
      maxPerIssue: '50000.00',
      maxBetsPerSlip: 3,
      maxChaseIssues: 10,
    },
    nextIssues: [issue({ drawId: '1002', issueNo: '20261123-0932', closeAt: '2026-11-23T10:01:00.000Z' })],
    lastResult: null,
    ...overrides,
  }
}

export function bet(overrides: Partial<LotteryBet> = {}): LotteryBet {
  return {
    betId: '31',
    slipId: '9',
    chaseId: null,
    gameCode: 'FAST_VN1',
    gameName: 'Fast Vietnam 1',
    drawId: '1001',
    issueNo: '20261123-0931',
    playType: 'de',
    playTypeName: 'Đề',
    numbers: ['27'],
    stations: [],
    stationNames: [],
    position: null,
    form: null,
    stake: '10.00',
    points: null,
    odds: '95/1',
    oddsDisplay: '95',
    cost: '10.00',
    payout: null,
    status: 'open',
    detail: null,
    placedAt: '2026-11-23T09:58:00.000Z',
    settledAt: null,
    ...overrides,
  }
}
