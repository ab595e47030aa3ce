import type { lotterySettingsRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { refusal, reply, withFakeServer } from '../testing/fake-server'
import { meOf } from '../testing/render'
import type { GameTerms } from './lottery.api'
import { LOTTERY_DESK, openDesk } from './lottery.testkit'

withFakeServer()

const LIMITS = {
  minStake: '1.00',
  maxStake: '10000.00',
  maxPerNumber: '5000.00',
  maxPerIssue: '50000.00',
  maxBetsPerSlip: 50,
  maxChaseIssues: 30,
}
const SOUTH: GameTerms = {
  gameCode: 'VN_SOUTH',
  name: 'Southern Lottery',
  engine: 'vietnam',
  currency: 'MYR',
  enabled: true,
  limits: LIMITS,
  liabilityCap: '1000000.00',
  overrides: { odds: { de: '95' }, disabled: ['xien4'] },
  effective: { odds: { lo2: '80', de: '95', xien4: '700' }, disabled: ['xien4'] },
  defaults: { odds: { lo2: '80', de: '98', xien4: '700' }, multiplier: '0.8', loTruot: { '4': '2.5' }, disabled: [] },
  updatedAt: '2026-11-20T08:00:00.000Z',
}
const FOUR_D: GameTerms = {
  ...SOUTH,
  gameCode: 'SG4D',
  name: '4D',
  engine: 'fourd',
  enabled: false,
  overrides: {},
  effective: {},
  defaults: { prizes: { big: { first: '2500' }, small: { first: '3500' } }, disabled: [] },
  updatedAt: null,
}

const list = () => reply<typeof lotterySettingsRoutes.list>([SOUTH, FOUR_D])

describe('lottery terms', () => {
  it('lists each game’s limits and what differs from the platform, for the brand chosen', async () => {
    const requests = openDesk('/lottery/terms', { 'GET /wps/operator/lottery/games': list })
    const table = await screen.findByRole('table', { name: 'Lottery terms' })
    const south = (await within(table).findByText('Southern Lottery')).closest('tr') as HTMLElement
    expect(within(south).getByText('1.00 – 10,000.00')).toBeTruthy()
    expect(screen.getByText('MYR', { selector: '.chip' })).toBeTruthy()
    expect(within(south).getByTitle('Play type not offered').textContent).toBe('xien4')
    expect(within(south).getByText('1 odds changed')).toBeTruthy()
    const fourD = within(table).getByText('SG4D').closest('tr') as HTMLElement
    expect(within(fourD).getByText('Not offered')).toBeTruthy()
    fireEvent.click(fourD)
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Terms of 4D · Lotus' })).getByRole('button', { name: 'Cancel' }),
    )
    expect(requests.find((r) => r.path.startsWith('/wps/operator/lottery/games'))?.path).toBe(
      '/wps/operator/lottery/games?merchantId=1',
    )
    fireEvent.change(screen.getByRole('combobox', { name: 'Brand of these terms' }), { target: { value: '2' } })
    await waitFor(() => expect(requests.at(-1)?.path).toBe('/wps/operator/lottery/games?merchantId=2'))
  })

  it('edits odds, limits and play types, checking the contract before sending', async () => {
    const requests = openDesk('/lottery/terms', {
      'GET /wps/operator/lottery/games': list,
      'PUT /wps/operator/lottery/games/VN_SOUTH': () => reply<typeof lotterySettingsRoutes.update>(SOUTH),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit terms of Southern Lottery' }))
    const dialog = screen.getByRole('dialog', { name: 'Terms of Southern Lottery · Lotus' })
    expect((within(dialog).getByRole('checkbox', { name: 'xien4' }) as HTMLInputElement).checked).toBe(false)
    expect((within(dialog).getByRole('checkbox', { name: 'lo_truot' }) as HTMLInputElement).checked).toBe(true)
    expect((within(dialog).getByRole('textbox', { name: 'de' }) as HTMLInputElement).value).toBe('95')
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Max stake' }), { target: { value: '12.345' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save terms' }))
    expect(await within(dialog).findByText('Check the highlighted values')).toBeTruthy()
    expect(requests.some((r) => r.method === 'PUT')).toBe(false)

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Max stake' }), { target: { value: '20000' } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'de' }), { target: { value: '' } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'lo2' }), { target: { value: '81' } })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'xien4' }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'lo_truot' }))
    fireEvent.click(within(dialog).getByLabelText(/Offer this game/))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save terms' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      merchantId: 1,
      enabled: false,
      limits: { ...LIMITS, maxStake: '20000', liabilityCap: '1000000.00' },
      overrides: { odds: { lo2: '81' }, disabled: ['lo_truot'] },
    })
  })

  it('shows the server’s refusal in the dialog', async () => {
    openDesk('/lottery/terms', {
      'GET /wps/operator/lottery/games': list,
      'PUT /wps/operator/lottery/games/VN_SOUTH': () => refusal('validation_failed', 400),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit terms of Southern Lottery' }))
    const dialog = screen.getByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save terms' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please check the highlighted fields')
  })

  it('offers no edit to an operator who may only read terms', async () => {
    openDesk(
      '/lottery',
      { 'GET /wps/operator/lottery/games': list },
      meOf({ ...LOTTERY_DESK, roles: ['auditor'], permissions: ['operator.session', 'lottery.settings.read'] }),
    )
    fireEvent.click(await screen.findByText('Southern Lottery'))
    expect(screen.queryByRole('button', { name: /Edit terms/ })).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
