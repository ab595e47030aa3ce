import type {
  cashierRoutes,
  DashboardFigures,
  lotteryRoutes,
  moneyRequestRoutes,
  operatorAccountRoutes,
  reportRoutes,
} from '@sea/contract'
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CallValue } from '../lib/api'
import { setSession } from '../lib/session'
import { refusal, reply, serve, withFakeServer } from '../testing/fake-server'
import { meOf, renderConsole } from '../testing/render'

withFakeServer()
// The first render loads the shell and the page; on a busy machine that can pass the default second.
configure({ asyncUtilTimeout: 3000 })

type Answer = CallValue<typeof reportRoutes.dashboard>

const FIGURES: DashboardFigures = {
  betCount: 1520,
  stake: '48250.00',
  validBet: '47000.00',
  wins: '41000.50',
  ggr: '7249.50',
  depositCount: 42,
  deposits: '12500.00',
  withdrawalCount: 7,
  withdrawals: '3300.25',
  bonuses: '249.50',
  ngr: '7000.00',
  activePlayers: 311,
  registrations: 25,
  firstDepositors: 9,
}

function answer(overrides: Partial<Answer> = {}): Answer {
  return {
    period: 'today',
    brands: [{ merchantId: 1, currency: 'MYR', timezone: 'Asia/Kuala_Lumpur', from: '2026-11-27', to: '2026-11-27' }],
    currencies: [
      {
        currency: 'MYR',
        totals: FIGURES,
        products: [
          { product: 'LOTT', betCount: 20, stake: '250.00', validBet: '250.00', wins: '300.00', ggr: '-50.00' },
          { product: 'RNG', betCount: 1500, stake: '48000.00', validBet: '46750.00', wins: '40700.50', ggr: '7299.50' },
        ],
        series: [{ day: '2026-11-27', ...FIGURES }],
      },
    ],
    pending: { deposits: 3, withdrawals: 0, disputes: 1, adjustments: 2, lotteryResults: 4 },
    ...overrides,
  }
}

const REPORTS_READER = ['operator.session', 'reports.read', 'deposits.read'] as const

function open(me = meOf({ permissions: [...REPORTS_READER] }), value: Answer = answer(), path = '/') {
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    'GET /wps/operator/dashboard': () => reply<typeof reportRoutes.dashboard>(value),
  })
  renderConsole(path)
  return requests
}

const dashboardCalls = (requests: { path: string }[]) =>
  requests.filter((request) => request.path.startsWith('/wps/operator/dashboard')).map((request) => request.path)

const figure = (label: string) => within(screen.getByRole('group', { name: label }))

describe('the dashboard', () => {
  it("shows the period's figures with the currency, the products and the pending queues as links", async () => {
    open()
    expect(await screen.findByText('12,500.00')).toBeTruthy()
    expect(figure('Deposits').getByText('MYR')).toBeTruthy()
    expect(figure('Deposits').getByText('42 approved')).toBeTruthy()
    expect(figure('Withdrawals').getByText('3,300.25')).toBeTruthy()
    expect(figure('Bets').getByText('48,250.00')).toBeTruthy()
    expect(figure('Bets').getByText('1,520 bets settled')).toBeTruthy()
    expect(figure('Wins').getByText('41,000.50')).toBeTruthy()
    expect(figure('GGR').getByText('7,249.50')).toBeTruthy()
    expect(figure('NGR').getByText('7,000.00')).toBeTruthy()
    expect(figure('NGR').getByText('after 249.50 bonuses')).toBeTruthy()
    expect(figure('Active players').getByText('311')).toBeTruthy()
    expect(figure('Registrations').getByText('25')).toBeTruthy()
    expect(figure('First-time depositors').getByText('9')).toBeTruthy()
    expect(screen.getByText(/All brands in your scope/).textContent).toContain('2026-11-27, Asia/Kuala_Lumpur')

    // Products, biggest stake first, by name with the code, a loss in red.
    const products = within(screen.getByRole('table', { name: 'By product' }))
    const rows = products.getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Slots RNG', 'Lottery LOTT'])
    expect(within(rows[0] as HTMLElement).getByText('99.4%')).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByText('-50.00').className).toContain('amount-out')

    const pending = within(screen.getByRole('region', { name: 'Waiting for you' }))
    const link = (name: RegExp) => pending.getByRole('link', { name })
    expect(link(/Deposits to review/).getAttribute('href')).toBe('/cashier/deposits')
    expect(link(/Deposits to review/).textContent).toContain('3')
    expect(link(/Deposits to review/).className).toContain('pending-due')
    expect(link(/Withdrawals to review/).getAttribute('href')).toBe('/cashier/withdrawals')
    expect(link(/Withdrawals to review/).className).not.toContain('pending-due')
    expect(link(/Disputed withdrawals/).getAttribute('href')).toBe('/cashier/disputes')
    expect(link(/Adjustments to approve/).getAttribute('href')).toBe('/cashier/approvals')
    expect(link(/Results to confirm/).getAttribute('href')).toBe('/lottery')
    expect(link(/Results to confirm/).textContent).toContain('4')
  })

  it('asks for the period chosen, and for the brand chosen in the top bar', async () => {
    const requests = open()
    await screen.findByText('12,500.00')
    expect(dashboardCalls(requests)).toEqual(['/wps/operator/dashboard?period=today'])

    fireEvent.click(screen.getByRole('button', { name: '7 days' }))
    await waitFor(() => expect(dashboardCalls(requests)).toContain('/wps/operator/dashboard?period=7d'))
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true')

    fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), { target: { value: '2' } })
    await waitFor(() => expect(dashboardCalls(requests)).toContain('/wps/operator/dashboard?period=7d&merchantId=2'))
    fireEvent.click(screen.getByRole('button', { name: '30 days' }))
    await waitFor(() => expect(dashboardCalls(requests)).toContain('/wps/operator/dashboard?period=30d&merchantId=2'))
  })

  it('keeps currencies apart, and leaves out the draw desk for a brand operator', async () => {
    const thb = { ...FIGURES, deposits: '90000.00' }
    open(
      meOf({ permissions: [...REPORTS_READER] }),
      answer({
        brands: [
          { merchantId: 1, currency: 'MYR', timezone: 'Asia/Kuala_Lumpur', from: '2026-11-21', to: '2026-11-27' },
          { merchantId: 2, currency: 'THB', timezone: 'Asia/Bangkok', from: '2026-11-20', to: '2026-11-26' },
        ],
        currencies: [
          answer().currencies[0] as Answer['currencies'][number],
          { currency: 'THB', totals: thb, products: [], series: [] },
        ],
        pending: { deposits: 0, withdrawals: 0, disputes: 0, adjustments: 0, lotteryResults: null },
      }),
    )
    const myr = within(await screen.findByRole('region', { name: 'Figures in MYR' }))
    const thbBlock = within(screen.getByRole('region', { name: 'Figures in THB' }))
    expect(within(myr.getByRole('group', { name: 'Deposits' })).getByText('12,500.00')).toBeTruthy()
    expect(within(thbBlock.getByRole('group', { name: 'Deposits' })).getByText('90,000.00')).toBeTruthy()
    expect(thbBlock.getByText('No bets were settled in this period.')).toBeTruthy()
    expect(screen.getByText(/each brand's own days/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Results to confirm/ })).toBeNull()
  })

  it('shows a refusal in place', async () => {
    const me = meOf({ permissions: [...REPORTS_READER] })
    setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
    serve({
      'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
      'GET /wps/operator/dashboard': () => refusal('not_found', 404),
    })
    renderConsole('/')
    expect((await screen.findByRole('alert')).textContent).toBe('Not found; it may have been removed, please refresh')
  })
})

describe('the welcome of an operator without reports', () => {
  it("counts the queues its roles may read from the queues' own routes, never the dashboard", async () => {
    const me = meOf({
      username: 'carol',
      roles: ['lottery'],
      permissions: ['operator.session', 'deposits.read', 'money.read', 'lottery.draws.read'],
    })
    setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
    const counter = (merchantId: number, count: number) => ({ merchantId, currency: 'MYR', count, amount: '1.00' })
    const requests = serve({
      'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
      'GET /wps/operator/cashier/summary': () =>
        reply<typeof cashierRoutes.summary>({
          pendingDeposits: [counter(1, 2), counter(2, 3)],
          pendingWithdrawals: [counter(1, 1)],
          disputes: [],
        }),
      'GET /wps/operator/money-requests': () =>
        reply<typeof moneyRequestRoutes.list>({ content: [], pageNum: 1, totalPages: 1, totalElements: 6 }),
      'GET /wps/operator/lottery/draws': () =>
        reply<typeof lotteryRoutes.operatorDraws>({ content: [], pageNum: 1, totalPages: 3, totalElements: 3 }),
    })
    renderConsole('/')
    expect(await screen.findByText('Welcome, carol')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy()
    const pending = within(await screen.findByRole('region', { name: 'Waiting for you' }))
    await waitFor(() => expect(pending.getByRole('link', { name: /Results to confirm/ }).textContent).toContain('3'))
    expect(pending.getByRole('link', { name: /Deposits to review/ }).textContent).toContain('5')
    expect(pending.getByRole('link', { name: /Withdrawals to review/ }).textContent).toContain('1')
    expect(pending.getByRole('link', { name: /Disputed withdrawals/ }).textContent).toContain('0')
    expect(pending.getByRole('link', { name: /Adjustments to approve/ }).textContent).toContain('6')
    expect(requests.some((request) => request.path.startsWith('/wps/operator/dashboard'))).toBe(false)
    expect(requests.map((request) => request.path)).toContain('/wps/operator/lottery/draws?state=entered&pageSize=1')
    expect(screen.queryByRole('group', { name: 'Deposits' })).toBeNull()
  })

  it('says plainly when no queue waits on its roles', async () => {
    const me = meOf({ roles: ['content'], permissions: ['operator.session'] })
    setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
    const requests = serve({
      'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    })
    renderConsole('/')
    expect(await screen.findByText(/None of the queues waits on your roles/)).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).toBeNull()
    expect(requests.map((request) => request.path)).toEqual(['/wps/operator/session/me'])
  })
})
