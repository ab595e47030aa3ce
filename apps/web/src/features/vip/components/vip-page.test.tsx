import type { loyaltyRoutes, VipStatus, VipTable, VipTier } from '@sea/contract'
import { LANGUAGES } from '@sea/contract'
import { screen, within } from '@testing-library/react'
import i18next from 'i18next'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setSession } from '../../../lib/session-store'
import { refusal, reply } from '../../../testing/fake-api'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { VIP } from '../vip-texts'
import { VipPage } from './vip-page'
import { rebatePercent } from './vip-tiers'

function tier(rank: number, name: string, changes: Partial<VipTier> = {}): VipTier {
  return {
    rank,
    name,
    depositMin: `${rank * 1000}.00`,
    turnoverMin: `${rank * 10000}.00`,
    retainDeposit: '0.00',
    retainTurnover: '0.00',
    upgradeBonus: `${rank * 50}.00`,
    birthdayBonus: '0.00',
    rebateRate: rank * 25,
    withdrawDailyLimit: `${rank * 10000}.00`,
    withdrawDailyCount: null,
    vipService: rank >= 5,
    ...changes,
  }
}

const TABLE: VipTable = {
  windowDays: 30,
  review: 'monthly',
  tiers: [
    tier(1, 'Bronze', { birthdayBonus: '18.00', withdrawDailyCount: 1 }),
    tier(2, 'Silver', { withdrawDailyCount: 5 }),
    tier(5, 'Diamond', { withdrawDailyLimit: null, rebateRate: 100 }),
  ],
}

const SILVER: VipStatus = {
  rank: 2,
  name: 'Silver',
  deposit: '1500.00',
  turnover: '20000.00',
  windowDays: 30,
  next: { rank: 5, name: 'Diamond', depositNeeded: '3500.00', turnoverNeeded: '30000.00' },
  reviewAt: '2026-11-30T16:00:00.000Z',
  retained: true,
}

let status: VipStatus
let asked: string[]
let tableAnswer: () => Response

beforeEach(() => {
  status = SILVER
  asked = []
  tableAnswer = () => reply<typeof loyaltyRoutes.vipTable>(TABLE)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://site.test').pathname
      asked.push(path)
      if (path === '/wps/system/vip') return tableAnswer()
      return reply<typeof loyaltyRoutes.vipStatus>(status)
    }),
  )
})

resetAfterEach()

function show() {
  renderInSite(
    <MemoryRouter>
      <VipPage />
    </MemoryRouter>,
  )
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!

describe('VIP page', () => {
  it('shows a visitor the tier table and the way in, without asking for a status', async () => {
    show()
    const bronze = await rowOf('Bronze')
    expect([...bronze.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'MYR 1,000.00',
      'MYR 10,000.00',
      'MYR 50.00',
      'MYR 18.00',
      '0.25%',
      'MYR 10,000.00 · 1 time',
      'Not included',
    ])
    expect(within(await rowOf('Diamond')).getByText('No limit')).toBeTruthy()
    expect(within(await rowOf('Diamond')).getByText('Included')).toBeTruthy()
    expect(within(await rowOf('Silver')).getByText('MYR 20,000.00 · 5 times')).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'Deposits in 30 days' })).toBeTruthy()
    expect(screen.getByText('Requirements are your totals over the last 30 days, reviewed every month.')).toBeTruthy()
    expect(screen.queryByText('Your tier')).toBeNull()

    expect(screen.getByText('See your VIP tier')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Register now' })).toBeTruthy()
    expect(asked).toEqual(['/wps/system/vip'])
  })

  it('shows a member the tier, the progress to the next one and the review, the own tier marked', async () => {
    setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
    show()
    expect(await screen.findByText('Level 2')).toBeTruthy()
    expect(screen.getByText('Your last 30 days')).toBeTruthy()
    const deposit = screen.getByRole('progressbar', { name: 'Deposits towards Diamond' })
    expect(deposit.getAttribute('aria-valuenow')).toBe('30')
    expect(screen.getByRole('progressbar', { name: 'Valid bets towards Diamond' }).getAttribute('aria-valuenow')).toBe(
      '40',
    )
    expect(screen.getByText('MYR 3,500.00 more for Diamond')).toBeTruthy()
    expect(screen.getByText('MYR 30,000.00 more for Diamond')).toBeTruthy()
    expect(screen.getByText('Next review: 2026-12-01')).toBeTruthy()
    expect(screen.getByText('Your figures already keep Silver at the next review.')).toBeTruthy()
    expect(screen.getByText('VIP customer service opens from level 5.')).toBeTruthy()

    const silver = await rowOf('Silver')
    expect(silver.getAttribute('aria-current')).toBe('true')
    expect(within(silver).getByText('Your tier')).toBeTruthy()
    expect((await rowOf('Bronze')).getAttribute('aria-current')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull()
  })

  it('tells a top-tier member there is no tier above, with VIP service', async () => {
    status = { ...SILVER, rank: 5, name: 'Diamond', next: null, retained: false, deposit: '9000.00' }
    setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
    show()
    expect(await screen.findByText('You are at our top tier.')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByText('MYR 9,000.00')).toBeTruthy()
    expect(screen.getByText('Keep playing to hold Diamond at the next review.')).toBeTruthy()
    expect(screen.getByText('Your tier includes VIP customer service.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Contact VIP service' })).toBeTruthy()
  })

  it('says what a member without a tier still needs, every need met counted as reached', async () => {
    status = {
      ...SILVER,
      rank: 0,
      name: null,
      deposit: '1000.00',
      turnover: '0.00',
      next: { rank: 1, name: 'Bronze', depositNeeded: '0.00', turnoverNeeded: '10000.00' },
    }
    setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
    show()
    expect(await screen.findByText('You do not have a VIP tier yet.')).toBeTruthy()
    expect(screen.getByText('Reached for Bronze')).toBeTruthy()
    expect(screen.getByText('MYR 10,000.00 more for Bronze')).toBeTruthy()
    expect(screen.queryByText(/at the next review/)).toBeNull()
    expect(screen.queryByText('Your tier')).toBeNull()
  })

  it('does not ask a trial account’s status', async () => {
    setSession({ token: 'test-token-0123456789', isAgent: 4, userName: 'trial' })
    show()
    expect(await screen.findByText('VIP tiers are for real accounts')).toBeTruthy()
    await rowOf('Bronze')
    expect(asked).toEqual(['/wps/system/vip'])
  })

  it('offers a retry when the tier table cannot be loaded', async () => {
    tableAnswer = () => refusal('internal', 500)
    show()
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('says the club is not open yet when the brand has no tiers, and asks no member status', async () => {
    tableAnswer = () => reply<typeof loyaltyRoutes.vipTable>({ ...TABLE, tiers: [] })
    setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
    show()
    expect(await screen.findByText('The VIP club is not open yet')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByText('How it works')).toBeNull()
    expect(screen.queryByText('Your VIP status')).toBeNull()
    expect(screen.getByRole('link', { name: /Back to home/ })).toBeTruthy()
    expect(asked).toEqual(['/wps/system/vip'])
  })

  it('says so in every language of the site', () => {
    const titles = LANGUAGES.map((language) => [language, i18next.getResource(language, VIP, 'closedTitle')])
    expect(Object.fromEntries(titles)).toMatchObject({
      EN: 'The VIP club is not open yet',
      VI: 'Câu lạc bộ VIP chưa mở',
    })
    expect(new Set(titles.map(([, title]) => title)).size).toBe(LANGUAGES.length)
  })

  it('shortens long amounts without rounding, so a dong tier card stays on one line per figure', async () => {
    const vnd = (rank: number, changes: Partial<VipTier>) => tier(rank, `VN ${rank}`, changes)
    tableAnswer = () =>
      reply<typeof loyaltyRoutes.vipTable>({
        ...TABLE,
        tiers: [
          vnd(1, { depositMin: '200000.00', upgradeBonus: '1888000.00', withdrawDailyLimit: null }),
          vnd(3, { depositMin: '10000000.00', turnoverMin: '15000000.00', withdrawDailyLimit: '1500000000.00' }),
          vnd(6, {
            depositMin: '1000000000.00',
            turnoverMin: '12345678.00',
            withdrawDailyLimit: '10000000000.00',
            withdrawDailyCount: 20,
          }),
        ],
      })
    show()
    const cells = async (name: string) => [...(await rowOf(name)).querySelectorAll('td')].map((c) => c.textContent)
    expect((await cells('VN 1')).slice(0, 3)).toEqual(['MYR 200,000.00', 'MYR 10,000.00', 'MYR 1,888,000.00'])
    expect((await cells('VN 3'))[0]).toBe('MYR 10M')
    expect((await cells('VN 3'))[1]).toBe('MYR 15M')
    expect((await cells('VN 3'))[5]).toBe('MYR 1.5B')
    expect((await cells('VN 6'))[0]).toBe('MYR 1B')
    expect((await cells('VN 6'))[1]).toBe('MYR 12,345,678.00')
    expect((await cells('VN 6'))[5]).toBe('MYR 10B · 20 times')
  })
})

describe('rebate rate', () => {
  it('reads basis points as a percentage', () => {
    expect([0, 25, 50, 100, 125, 1000].map(rebatePercent)).toEqual(['0%', '0.25%', '0.5%', '1%', '1.25%', '10%'])
  })
})
