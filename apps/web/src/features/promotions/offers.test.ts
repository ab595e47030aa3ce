import { describe, expect, it } from 'vitest'
import { memberPromotion, promotionPage } from './fixtures.test-utils'
import { offerTerms, percent, progressPercent, promoEntries } from './offers'

describe('promotion entries', () => {
  it('joins each page with the promotion that names it, and keeps promotions without a shown page', () => {
    const pages = [promotionPage({ id: '31' }), promotionPage({ id: '32', title: 'News only' })]
    const offers = [
      memberPromotion({ id: '7', announcementId: '31' }),
      memberPromotion({ id: '8', announcementId: null }),
      memberPromotion({ id: '9', announcementId: '99' }),
    ]
    expect(
      promoEntries(pages, offers).map((entry) => [entry.id, entry.page?.id ?? null, entry.offer?.id ?? null]),
    ).toEqual([
      ['31', '31', '7'],
      ['32', '32', null],
      ['p8', null, '8'],
      ['p9', null, '9'],
    ])
  })
})

describe('offer terms', () => {
  it('reads a deposit bonus with its wagering', () => {
    const offer = memberPromotion()
    expect(offerTerms(offer.rules, offer.wageringRules, 'MYR')).toEqual([
      { key: 'rateUpTo', values: { rate: '100', cap: 'MYR 388.00' } },
      { key: 'minDeposit', values: { amount: 'MYR 30.00' } },
      { key: 'deposit.first', values: {} },
      { key: 'wagering', values: { multiple: 10, count: 7 } },
      { key: 'forfeit', values: {} },
    ])
  })

  it('reads a rebate by its best rate and a raffle by its prizes', () => {
    expect(
      offerTerms(
        { kind: 'rebate', period: 'daily', rates: { RNG: 80, LIVE: 150 }, minAmount: '1', cap: '500', claim: 'auto' },
        null,
        'MYR',
      )[0],
    ).toEqual({ key: 'rebate', values: { rate: '1.5', period: 'daily' } })
    expect(
      offerTerms(
        {
          kind: 'raffle',
          ticketsBy: 'turnover',
          unit: '500',
          maxTickets: 20,
          prizes: [
            { amount: '5000', count: 1 },
            { amount: '100', count: 9 },
          ],
          claimWithinDays: 7,
        },
        null,
        'MYR',
      ),
    ).toEqual([
      { key: 'tickets.turnover', values: { unit: 'MYR 500.00', max: 20 } },
      { key: 'prizes', values: { count: 10, amount: 'MYR 5,000.00' } },
      { key: 'claimWithin', values: { count: 7 } },
    ])
  })

  it('writes basis points as a plain percentage and caps progress at the requirement', () => {
    expect([percent(10_000), percent(150), percent(5)]).toEqual(['100', '1.5', '0.05'])
    expect(progressPercent('125.00', '500.00')).toBe(25)
    expect(progressPercent('900.00', '500.00')).toBe(100)
    expect(progressPercent('0.00', '0.00')).toBe(100)
  })
})
