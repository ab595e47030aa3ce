import type { MemberInfo } from '@sea/contract'

/** A member as /wps/member/info describes one, for the tests' fake servers. */
export function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: '1',
    account: 'ahmad',
    type: 0,
    nickname: null,
    payeeName: null,
    mobileNum: null,
    email: null,
    toUpline: null,
    affiliateCode: 'AFF001',
    clubLabel: null,
    memberLabel: [],
    vip: { hasVip: false, labelName: null, rankLevel: 0 },
    firstTimeLogin: false,
    passwordExpired: false,
    hasPaymentPassword: false,
    totpEnabled: false,
    lastLoginTime: null,
    ...overrides,
  }
}
