import type { loyaltyAdminRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { refusal, reply, withFakeServer } from '../testing/fake-server'
import { BASE, ITEM, MEMBER, MISSION, open, REDEMPTION } from './loyalty.fixtures'

withFakeServer()

describe('the mall items', () => {
  it('lists each item with its figures and sends a new bonus item with its promotion', async () => {
    const requests = open('/loyalty/items', ['loyalty.read', 'loyalty.manage', 'promotions.read'], {
      [`POST ${BASE}/items`]: () => reply<typeof loyaltyAdminRoutes.createItem>(ITEM),
    })
    const table = await screen.findByRole('table', { name: 'Mall items' })
    await within(table).findByText('Team jersey')
    const row = within(table).getAllByRole('row')[1]!
    for (const text of ['Team jersey', 'Goods', '5,000', '12', '8', 'Live'])
      expect(within(row).getByText(text)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'New item' }))
    const dialog = screen.getByRole('dialog', { name: 'New mall item' })
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'bonus' } })
    fireEvent.change(within(dialog).getByLabelText('Points'), { target: { value: '1,000' } })
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: '10' } })
    await within(dialog).findByRole('option', { name: 'Loyalty perks (loyalty-perks)' })
    fireEvent.change(within(dialog).getByLabelText('Bonus promotion'), { target: { value: '77' } })
    fireEvent.change(within(dialog).getByLabelText('EN'), { target: { value: '10.00 bonus' } })
    fireEvent.change(within(dialog).getByLabelText('Description CN'), { target: { value: '红利' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'bonus',
      titles: { EN: '10.00 bonus' },
      descriptions: { CN: '红利' },
      imageUrl: null,
      points: 1000,
      value: '10.00',
      promotionId: '77',
      gameCode: null,
      rounds: null,
      stock: null,
      perMemberLimit: null,
      state: 'draft',
      sortOrder: 0,
    })
  })

  it('edits an item keeping its kind, and names a wrong field before sending', async () => {
    const requests = open('/loyalty/items', ['loyalty.read', 'loyalty.manage'], {
      [`PUT ${BASE}/items/3`]: () => reply<typeof loyaltyAdminRoutes.updateItem>(ITEM),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Team jersey' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit mall item' })
    expect((within(dialog).getByLabelText('Kind') as HTMLSelectElement).disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText('Stock'), { target: { value: 'lots' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('A whole number in range')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Stock'), { target: { value: '20' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true))
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      kind: 'goods',
      stock: 20,
      perMemberLimit: 1,
    })
  })

  it('shows no New or Edit without loyalty.manage', async () => {
    open('/loyalty/items', ['loyalty.read'])
    await screen.findByText('Team jersey')
    expect(screen.queryByRole('button', { name: 'New item' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull()
  })
})

describe('the redemptions', () => {
  it('sends goods with a tracking number and keeps a refusal in the dialog', async () => {
    let refuse = true
    const requests = open('/loyalty/redemptions', ['loyalty.read', 'loyalty.fulfil'], {
      [`POST ${BASE}/redemptions/41/approve`]: () =>
        refuse
          ? refusal('redemption_state_invalid', 409)
          : reply<typeof loyaltyAdminRoutes.approveRedemption>({ ...REDEMPTION, status: 'approved' }),
    })
    expect(await screen.findByText('Ahmad · +60 12345678')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Approve ahmad88' }))
    const dialog = screen.getByRole('dialog', { name: 'Mark as sent' })
    expect(within(dialog).getByText('Send 1 × “Team jersey” to ahmad88?')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Tracking number (optional)'), { target: { value: 'MY123' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('already decided')
    refuse = false
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.filter((r) => r.path.endsWith('/approve')).map((r) => r.body)).toEqual([
      { tracking: 'MY123' },
      { tracking: 'MY123' },
    ])
  })

  it('rejects with a reason only once one is written', async () => {
    const requests = open('/loyalty/redemptions', ['loyalty.read', 'loyalty.fulfil'], {
      [`POST ${BASE}/redemptions/41/reject`]: () =>
        reply<typeof loyaltyAdminRoutes.rejectRedemption>({ ...REDEMPTION, status: 'rejected' }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Reject ahmad88' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject the redemption' })
    const confirm = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Out of stock' } })
    fireEvent.click(confirm)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.find((r) => r.path.endsWith('/reject'))?.body).toEqual({ reason: 'Out of stock' })
  })

  it('filters by status and shows no decisions without loyalty.fulfil', async () => {
    const requests = open('/loyalty/redemptions', ['loyalty.read'])
    expect(await screen.findByText('ahmad88')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).toBeNull()
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'in_process' } })
    await waitFor(() => expect(requests.some((r) => r.path.includes('status=in_process'))).toBe(true))
  })
})

describe('the missions', () => {
  it('shows a mission with its period figures and starts it after asking', async () => {
    const requests = open('/loyalty/missions', ['loyalty.read', 'loyalty.manage'], {
      [`POST ${BASE}/missions/9/state`]: () =>
        reply<typeof loyaltyAdminRoutes.setMissionState>({ ...MISSION, state: 'live' }),
    })
    const table = await screen.findByRole('table', { name: 'Missions' })
    await within(table).findByText('Bet 500 today')
    const row = within(table).getAllByRole('row')[1]!
    const texts = ['Bet 500 today', 'Draft', 'Daily', 'Valid turnover · RNG', '500.00', '50 points', '14 / 11']
    for (const text of texts) expect(within(row).getByText(text)).toBeTruthy()
    expect(within(row).getByText('2026-11-01 → open-ended')).toBeTruthy()
    expect(within(row).queryByRole('button', { name: 'Pause Bet 500 today' })).toBeNull()
    fireEvent.click(within(row).getByRole('button', { name: 'Start Bet 500 today' }))
    const dialog = screen.getByRole('dialog', { name: 'Start' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.find((r) => r.path.endsWith('/state'))?.body).toEqual({ state: 'live' })
  })

  it('creates a deposit mission with a bonus, the amount and dates as the API takes them', async () => {
    const requests = open('/loyalty/missions', ['loyalty.read', 'loyalty.manage', 'promotions.read'], {
      [`POST ${BASE}/missions`]: () => reply<typeof loyaltyAdminRoutes.createMission>(MISSION),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'New mission' }))
    const dialog = screen.getByRole('dialog', { name: 'New mission' })
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'weekly-deposit' } })
    fireEvent.change(within(dialog).getByLabelText('Period'), { target: { value: 'weekly' } })
    fireEvent.change(within(dialog).getByLabelText('Counts'), { target: { value: 'deposit' } })
    fireEvent.change(within(dialog).getByLabelText('Target'), { target: { value: '1,000' } })
    fireEvent.change(within(dialog).getByLabelText('Reward points'), { target: { value: '200' } })
    fireEvent.change(within(dialog).getByLabelText('Reward bonus'), { target: { value: '5' } })
    await within(dialog).findByRole('option', { name: 'Loyalty perks (loyalty-perks)' })
    fireEvent.change(within(dialog).getByLabelText('Bonus promotion'), { target: { value: '77' } })
    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: '2026-12-01T00:00' } })
    fireEvent.change(within(dialog).getByLabelText('EN'), { target: { value: 'Deposit 1,000 this week' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      code: 'weekly-deposit',
      titles: { EN: 'Deposit 1,000 this week' },
      period: 'weekly',
      event: 'deposit',
      category: null,
      gameCode: null,
      target: '1000.00',
      rewardPoints: 200,
      rewardBonus: '5.00',
      promotionId: '77',
      // Midnight in Kuala Lumpur (UTC+8).
      startsAt: '2026-11-30T16:00:00.000Z',
      endsAt: null,
      sortOrder: 0,
    })
  })

  it('shows no New, Edit or state buttons without loyalty.manage', async () => {
    open('/loyalty/missions', ['loyalty.read'])
    await screen.findByText('Bet 500 today')
    expect(screen.queryByRole('button', { name: 'New mission' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Start|Edit/ })).toBeNull()
  })
})

describe('a member', () => {
  it('looks a member up, shows points, entries and tier changes, and takes points with a reason', async () => {
    const requests = open('/loyalty/member', ['loyalty.read', 'loyalty.adjust'], {
      [`POST ${BASE}/members/501/points`]: () =>
        reply<typeof loyaltyAdminRoutes.adjustPoints>({ ...MEMBER, points: 1184 }),
    })
    fireEvent.change(await screen.findByLabelText('Member id'), { target: { value: '501' } })
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }))
    await waitFor(() => expect(requests.some((r) => r.path === `${BASE}/members/501`)).toBe(true))
    expect(await screen.findByText('1,234', { selector: 'strong' })).toBeTruthy()
    expect(within(screen.getByRole('table', { name: 'Latest point entries' })).getByText('Earned')).toBeTruthy()
    expect(within(screen.getByRole('table', { name: 'Tier changes' })).getByText('0 → 1')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Adjust points' }))
    const dialog = screen.getByRole('dialog', { name: 'Adjust points' })
    fireEvent.change(within(dialog).getByLabelText('Add or take'), { target: { value: '-' } })
    fireEvent.change(within(dialog).getByLabelText('Points'), { target: { value: '50' } })
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Duplicate mission reward' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      points: -50,
      reason: 'Duplicate mission reward',
    })
  })

  it('sets the tier with a reason', async () => {
    const requests = open('/loyalty/member?id=501', ['loyalty.read', 'loyalty.adjust'], {
      [`POST ${BASE}/members/501/vip`]: () => reply<typeof loyaltyAdminRoutes.setVipRank>({ ...MEMBER, vipRank: 3 }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Set tier' }))
    const dialog = screen.getByRole('dialog', { name: 'Set tier' })
    fireEvent.change(within(dialog).getByLabelText('New rank (0 to 20)'), { target: { value: '3' } })
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'VIP host request' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set tier' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ rank: 3, reason: 'VIP host request' })
  })

  it('shows no adjustments without loyalty.adjust', async () => {
    open('/loyalty/member?id=501', ['loyalty.read'])
    expect(await screen.findByText('ahmad88')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Adjust points' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Set tier' })).toBeNull()
  })
})
