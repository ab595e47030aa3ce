import type { loyaltyAdminRoutes, operatorHomeRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { refusal, reply, withFakeServer } from '../testing/fake-server'
import { BASE, open, SETTINGS, TIERS } from './loyalty.fixtures'

withFakeServer()

const page = <T,>(content: T[]) => ({ content, pageNum: 1, totalPages: 1, totalElements: content.length })

describe('the loyalty section', () => {
  it('is in the navigation for loyalty.read and asks nothing of promotions', async () => {
    open('/loyalty', ['loyalty.read'])
    expect(await screen.findByRole('link', { name: 'Loyalty' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Loyalty' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Promotions' })).toBeNull()
  })

  it('refuses the section to an operator without loyalty.read', async () => {
    open('/loyalty', ['members.read'])
    expect((await screen.findByRole('alert')).textContent).toBe('Your role does not allow this')
  })
})

describe('the settings', () => {
  it('shows multipliers as ×, previews the earn rate and sends the policy as the API takes it', async () => {
    const requests = open('/loyalty', ['loyalty.read', 'loyalty.manage'], {
      [`PUT ${BASE}/settings`]: () => reply<typeof loyaltyAdminRoutes.saveSettings>(SETTINGS),
    })
    const live = await screen.findByLabelText('LIVE')
    expect((live as HTMLInputElement).value).toBe('0.70')
    expect(screen.getByText('70 points per 100.00')).toBeTruthy()
    expect(screen.getAllByText('earns nothing').length).toBe(7)
    expect(screen.getByText('100.00 of valid turnover at ×1.00 earns 100 points (1 per 1.00)')).toBeTruthy()
    expect(screen.getByText('500 points are 5.00')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Earn rate (points per 100.00 at ×1.00)'), { target: { value: '50' } })
    fireEvent.change(screen.getByLabelText('FISH'), { target: { value: '1.2' } })
    fireEvent.change(screen.getByLabelText('SPORTS'), { target: { value: '' } })
    fireEvent.change(screen.getByLabelText('Points expire after (days)'), { target: { value: '90' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved.')
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      ...SETTINGS,
      earnRate: 50,
      multipliers: { LIVE: 7000, RNG: 12000, FISH: 12000 },
      expiryDays: 90,
    })
  })

  it('refuses a wrong multiplier before sending', async () => {
    const requests = open('/loyalty', ['loyalty.read', 'loyalty.manage'])
    fireEvent.change(await screen.findByLabelText('LIVE'), { target: { value: 'x0.7' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('A multiplier such as 0.70 or 1.20')).toBeTruthy()
    expect(screen.getByLabelText('LIVE').getAttribute('aria-invalid')).toBe('true')
    expect(requests.some((r) => r.method === 'PUT')).toBe(false)
  })

  it('is read-only without loyalty.manage', async () => {
    open('/loyalty', ['loyalty.read'])
    const live = await screen.findByLabelText('LIVE')
    expect((live as HTMLInputElement).readOnly).toBe(true)
    expect((screen.getByRole('checkbox', { name: 'Members earn and spend points' }) as HTMLInputElement).disabled).toBe(
      true,
    )
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })
})

describe('the VIP tiers', () => {
  it('shows each tier with its members and saves the table with a new top tier', async () => {
    const requests = open('/loyalty/vip', ['loyalty.read', 'loyalty.manage', 'promotions.read'], {
      [`PUT ${BASE}/vip-tiers`]: () => reply<typeof loyaltyAdminRoutes.saveVipTiers>(TIERS),
    })
    const tiers = await screen.findByRole('list', { name: 'VIP tiers' })
    expect(within(tiers).getByText('42')).toBeTruthy()
    expect((screen.getByLabelText('Rebate % 1') as HTMLInputElement).value).toBe('0.5')
    await screen.findByRole('option', { name: 'Loyalty perks (loyalty-perks)' })
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }))
    fireEvent.change(screen.getByLabelText('Names EN 2'), { target: { value: 'Gold' } })
    // One name field a tier: the language buttons above it choose which language it edits.
    fireEvent.click(within(screen.getByRole('group', { name: 'Names 2' })).getByRole('button', { name: 'CN' }))
    fireEvent.change(screen.getByLabelText('Names CN 2'), { target: { value: '黄金' } })
    expect(screen.queryByLabelText('Names EN 2')).toBeNull()
    fireEvent.change(screen.getByLabelText('Deposits to reach 2'), { target: { value: '5,000' } })
    fireEvent.change(screen.getByLabelText('Turnover to reach 2'), { target: { value: '20000' } })
    fireEvent.change(screen.getByLabelText('Rebate % 2'), { target: { value: '0.8' } })
    fireEvent.change(screen.getByLabelText('Daily withdrawals 2'), { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true))
    const body = requests.find((r) => r.method === 'PUT')?.body as { tiers: unknown[]; promotionId: string }
    expect(body.promotionId).toBe('77')
    expect(body.tiers[0]).toMatchObject({ rank: 1, names: { EN: 'Silver' }, rebateRate: 50 })
    expect(body.tiers[1]).toEqual({
      rank: 2,
      names: { EN: 'Gold', CN: '黄金' },
      depositMin: '5000.00',
      turnoverMin: '20000.00',
      retainDeposit: '0.00',
      retainTurnover: '0.00',
      upgradeBonus: '0.00',
      birthdayBonus: '0.00',
      rebateRate: 80,
      withdrawDailyLimit: null,
      withdrawDailyCount: 5,
    })
  })

  it('marks a tier without an English name and sends nothing', async () => {
    const requests = open('/loyalty/vip', ['loyalty.read', 'loyalty.manage'])
    await screen.findByRole('list', { name: 'VIP tiers' })
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Some tier fields are not valid; they are marked.')).toBeTruthy()
    expect(screen.getByLabelText('Names EN 2').getAttribute('aria-invalid')).toBe('true')
    expect(requests.some((r) => r.method === 'PUT')).toBe(false)
  })

  it('marks the field the server refuses, such as a requirement that does not rise', async () => {
    open('/loyalty/vip', ['loyalty.read', 'loyalty.manage'], {
      [`PUT ${BASE}/vip-tiers`]: () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 'validation_failed',
            message: 'not rising',
            details: [{ path: '/body/tiers/1/depositMin', message: 'must rise' }],
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    })
    await screen.findByRole('list', { name: 'VIP tiers' })
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }))
    fireEvent.change(screen.getByLabelText('Names EN 2'), { target: { value: 'Gold' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the highlighted fields')
    expect(screen.getByLabelText('Deposits to reach 2').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Deposits to reach 1').getAttribute('aria-invalid')).toBeNull()
  })

  it('shows the table read-only without loyalty.manage', async () => {
    open('/loyalty/vip', ['loyalty.read'])
    await screen.findByRole('list', { name: 'VIP tiers' })
    expect((screen.getByLabelText('Deposits to reach 1') as HTMLInputElement).readOnly).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add a tier' })).toBeNull()
  })
})

describe('the loyalty promotion the pickers offer', () => {
  it('is written in Promotions with its largest single reward', async () => {
    const requests = open('/promotions/new', ['promotions.read', 'promotions.manage'], {
      'GET /wps/operator/announcements': () => reply<typeof operatorHomeRoutes.announcements>(page([])),
      'POST /wps/operator/brands/1/promotions': () => refusal('conflict', 409),
    })
    fireEvent.click(await screen.findByRole('radio', { name: 'Loyalty perks' }))
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'loyalty-perks' } })
    fireEvent.change(screen.getByLabelText('EN'), { target: { value: 'Loyalty perks' } })
    fireEvent.change(screen.getByLabelText('Largest single reward'), { target: { value: '50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      code: 'loyalty-perks',
      rules: { kind: 'loyalty', maxReward: '50.00' },
    })
  })
})
