import type { operatorAccountRoutes, reportRoutes } from '@sea/contract'
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setSession } from '../lib/session'
import { refusal, reply, serve, withFakeServer } from '../testing/fake-server'
import { currentPath, meOf, renderConsole } from '../testing/render'

withFakeServer()
// The first render loads the shell and the page; on a busy machine that can pass the default second.
configure({ asyncUtilTimeout: 3000 })

// 10:00 UTC is 18:00 in Kuala Lumpur: the default range is the brand's last 7 days.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-27T10:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

const page = <T,>(content: T[], totalPages = 1) => ({ content, pageNum: 1, totalPages, totalElements: content.length })

const PROFIT_LOSS = [
  {
    day: '2026-11-26',
    merchantId: 1,
    product: null,
    vendorCode: null,
    gameCode: null,
    players: 12,
    betCount: 300,
    stake: '1500.00',
    validBet: '1400.00',
    wins: '1600.25',
    ggr: '-100.25',
  },
  {
    day: '2026-11-27',
    merchantId: 1,
    product: null,
    vendorCode: null,
    gameCode: null,
    players: 20,
    betCount: 500,
    stake: '2500.10',
    validBet: '2400.00',
    wins: '1000.00',
    ggr: '1500.10',
  },
]

function open(path: string, extra: Parameters<typeof serve>[0] = {}) {
  const me = meOf({ permissions: ['operator.session', 'reports.read'] })
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    'GET /wps/operator/reports/profit-loss': () => reply<typeof reportRoutes.profitLoss.json>(page(PROFIT_LOSS)),
    ...extra,
  })
  renderConsole(path)
  return requests
}

const calls = (requests: { path: string }[], prefix: string) =>
  requests.filter((request) => request.path.startsWith(prefix)).map((request) => request.path)

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('the reports', () => {
  it('opens profit and loss over the last 7 brand days, with exact totals of the rows', async () => {
    const requests = open('/reports')
    await screen.findByText('1,600.25')
    const table = screen.getByRole('table', { name: 'Profit and loss' })
    expect(currentPath()).toBe('/reports/profit-loss')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(cells(rows[0] as HTMLElement)).toEqual([
      '2026-11-26',
      'Lotus',
      '12',
      '300',
      '1,500.00',
      '1,400.00',
      '1,600.25',
      '-100.25',
    ])
    expect(within(rows[0] as HTMLElement).getByText('-100.25').className).toContain('amount-out')
    expect(calls(requests, '/wps/operator/reports/profit-loss')).toEqual([
      '/wps/operator/reports/profit-loss?from=2026-11-21&to=2026-11-27&groupBy=brand&pageNum=1&pageSize=100',
    ])
    const totals = within(screen.getByRole('region', { name: 'Totals' }))
    expect(totals.getByText('MYR')).toBeTruthy()
    expect(within(totals.getByRole('group', { name: 'Stake' })).getByText('4,000.10')).toBeTruthy()
    expect(within(totals.getByRole('group', { name: 'GGR' })).getByText('1,399.85')).toBeTruthy()
    expect(within(totals.getByRole('group', { name: 'Bets' })).getByText('800')).toBeTruthy()
  })

  it('asks again when the range, a preset, the grouping or the brand changes', async () => {
    const requests = open('/reports/profit-loss')
    await screen.findByText('1,600.25')
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } })
    await waitFor(() =>
      expect(calls(requests, '/wps/operator/reports/profit-loss')).toContain(
        '/wps/operator/reports/profit-loss?from=2026-11-01&to=2026-11-27&groupBy=brand&pageNum=1&pageSize=100',
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: '30 days' }))
    await waitFor(() =>
      expect(calls(requests, '/wps/operator/reports/profit-loss')).toContain(
        '/wps/operator/reports/profit-loss?from=2026-10-29&to=2026-11-27&groupBy=brand&pageNum=1&pageSize=100',
      ),
    )
    fireEvent.change(screen.getByLabelText('Rows per day and'), { target: { value: 'game' } })
    await waitFor(() =>
      expect(calls(requests, '/wps/operator/reports/profit-loss')).toContain(
        '/wps/operator/reports/profit-loss?from=2026-10-29&to=2026-11-27&groupBy=game&pageNum=1&pageSize=100',
      ),
    )
    expect(screen.getByRole('columnheader', { name: /Vendor/ })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: /Game/ })).toBeTruthy()
    fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), { target: { value: '2' } })
    await waitFor(() =>
      expect(calls(requests, '/wps/operator/reports/profit-loss')).toContain(
        '/wps/operator/reports/profit-loss?from=2026-10-29&to=2026-11-27&groupBy=game&merchantId=2&pageNum=1&pageSize=100',
      ),
    )
    // One brand's rows need no brand column.
    expect(screen.queryByRole('columnheader', { name: /Brand/ })).toBeNull()
  })

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const requests = open('/reports/profit-loss')
    await screen.findByText('1,600.25')
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } })
    expect(await screen.findByText('The end comes before the start')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true)
    expect(calls(requests, '/wps/operator/reports/profit-loss')).toHaveLength(1)
  })

  it('shows the cashier report with deposits and withdrawals apart', async () => {
    open('/reports/profit-loss', {
      'GET /wps/operator/reports/cashier': () =>
        reply<typeof reportRoutes.cashier.json>(
          page([
            { day: '2026-11-27', merchantId: 1, direction: 'deposit', channel: 'BANK', count: 4, amount: '400.00' },
            { day: '2026-11-27', merchantId: 2, direction: 'withdrawal', channel: 'KBANK', count: 1, amount: '900.00' },
          ]),
        ),
    })
    await screen.findByText('1,600.25')
    fireEvent.click(screen.getByRole('link', { name: 'Cashier' }))
    await screen.findByText('KBANK')
    const table = screen.getByRole('table', { name: 'Cashier' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(cells(rows[0] as HTMLElement)).toEqual(['2026-11-27', 'Lotus', 'Deposit', 'BANK', '4', '400.00'])
    expect(cells(rows[1] as HTMLElement)).toEqual(['2026-11-27', 'Orchid', 'Withdrawal', 'KBANK', '1', '900.00'])
    // Two currencies: one totals line each, never added together.
    const totals = screen.getByRole('region', { name: 'Totals' })
    expect(within(totals).getByText('MYR')).toBeTruthy()
    expect(within(totals).getByText('THB')).toBeTruthy()
    expect(
      within(totals)
        .getAllByRole('group', { name: 'Withdrawn' })
        .map((g) => g.textContent),
    ).toEqual(['Withdrawn0.00', 'Withdrawn900.00'])
  })

  it('shows member activity with links to the members, and says when a page is only part', async () => {
    open('/reports/member-activity', {
      'GET /wps/operator/reports/member-activity': () =>
        reply<typeof reportRoutes.memberActivity.json>(
          page(
            [
              {
                merchantId: 1,
                memberId: '77',
                username: 'whale88',
                betCount: 40,
                stake: '10000.00',
                validBet: '9000.00',
                wins: '8000.00',
                ggr: '2000.00',
                depositCount: 2,
                deposits: '5000.00',
                withdrawalCount: 1,
                withdrawals: '1000.00',
              },
            ],
            3,
          ),
        ),
    })
    const link = await screen.findByRole('link', { name: 'whale88' })
    expect(link.getAttribute('href')).toBe('/members/77')
    expect(screen.getByRole('region', { name: 'Totals of this page' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Page 1 of 3' })).toBeTruthy()
  })

  it('shows agent commissions with kind, period in the brand zone and status', async () => {
    open('/reports/agent-commissions', {
      'GET /wps/operator/reports/agent-commissions': () =>
        reply<typeof reportRoutes.agentCommissions.json>(
          page([
            {
              billId: '5',
              merchantId: 1,
              agentId: '9',
              agentUsername: 'agent.kl',
              kind: 'daily_salary',
              periodStart: '2026-11-25T16:00:00.000Z',
              periodEnd: '2026-11-26T16:00:00.000Z',
              amount: '320.00',
              status: 'insufficient_funds',
              paidAt: null,
            },
          ]),
        ),
    })
    await screen.findByText('agent.kl')
    const table = screen.getByRole('table', { name: 'Agent commissions' })
    const row = within(table).getAllByRole('row')[1] as HTMLElement
    expect(cells(row)).toEqual([
      'agent.kl',
      'Lotus',
      'Daily salary',
      '2026-11-26 00:00 → 2026-11-27 00:00',
      '320.00',
      'Insufficient funds',
      '',
    ])
  })
})

describe('the CSV download', () => {
  it("fetches the report's CSV with the bearer token and saves it under the server's name", async () => {
    const saved: { name: string; href: string }[] = []
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report')
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href })
    })
    const requests = open('/reports/profit-loss', {
      'GET /wps/operator/reports/profit-loss/csv': () =>
        new Response('day,merchantId\r\n2026-11-27,1\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="profitLoss_2026-11-21_2026-11-27.csv"',
          },
        }),
    })
    await screen.findByText('1,600.25')
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(saved).toEqual([{ name: 'profitLoss_2026-11-21_2026-11-27.csv', href: 'blob:report' }]))
    const csv = requests.find((request) => request.path.includes('/csv'))
    expect(csv?.path).toBe('/wps/operator/reports/profit-loss/csv?from=2026-11-21&to=2026-11-27&groupBy=brand')
    expect(csv?.authorization).toBe('Bearer t1')
    for (const spy of [click, created, revoked]) spy.mockRestore()
  })

  it('shows a refusal of the CSV in place', async () => {
    open('/reports/profit-loss', {
      'GET /wps/operator/reports/profit-loss/csv': () => refusal('validation_failed', 400),
    })
    await screen.findByText('1,600.25')
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the highlighted fields')
  })
})
