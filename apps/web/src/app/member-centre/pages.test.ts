import { describe, expect, it } from 'vitest'
import { findPage, MEMBER_CENTRE_PAGES, visiblePages } from './pages'

const ids = (flags: Record<string, boolean>) => visiblePages(flags).map((page) => page.id)

describe('member centre menu', () => {
  it('keeps the spec’s order', () => {
    expect(MEMBER_CENTRE_PAGES.map((page) => page.id)).toEqual([
      'securityCenter',
      'protection',
      'kyc',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
    ])
  })

  it('shows the upline transfer and invite friends only when their flags are on', () => {
    expect(ids({})).not.toContain('transferUpline')
    expect(ids({})).not.toContain('referral')
    expect(ids({ UPLINE_TRANSFER: true })).toContain('transferUpline')
    expect(ids({ REFERRAL_PROMO: true })).toContain('referral')
    expect(ids({ UPLINE_TRANSFER: false, REFERRAL_PROMO: true })).toHaveLength(14)
  })

  it('finds a page only when it is on the menu', () => {
    const pages = visiblePages({})
    expect(findPage(pages, 'withdraw')?.id).toBe('withdraw')
    expect(findPage(pages, 'transferUpline')).toBeNull()
    expect(findPage(pages, undefined)).toBeNull()
  })
})
