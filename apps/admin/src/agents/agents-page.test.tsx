import type { operatorAccountRoutes, operatorAgentRoutes, operatorAgentTreeRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setSession } from '../lib/session'
import { refusal, reply, serve, withFakeServer } from '../testing/fake-server'
import { meOf, renderConsole } from '../testing/render'
import type { AgentContract, TreeNode } from './agents.api'

withFakeServer()

const MANAGER = ['operator.session', 'agents.read', 'agents.manage'] as const

function node(username: string, memberId: string, extra: Partial<TreeNode> = {}): TreeNode {
  return {
    memberId,
    merchantId: 1,
    username,
    isAgent: 1,
    status: 'active',
    level: 0,
    upline: null,
    directDownlines: 0,
    teamSize: 0,
    registeredAt: '2026-03-01T04:00:00.000Z',
    ...extra,
  }
}

const TOP = node('north', '11', { directDownlines: 2, teamSize: 5 })
const CHILD = node('north.east', '21', { level: 1, upline: 'north', directDownlines: 1, teamSize: 1 })
const LEAF = node('pat', '31', { isAgent: 0, level: 1, upline: 'north', status: 'frozen' })

const page = <T,>(content: T[]) => ({ content, pageNum: 1, totalPages: 1, totalElements: content.length })

function contract(extra: Partial<AgentContract> = {}): AgentContract {
  return {
    id: '501',
    kind: 'dividend',
    version: 2,
    status: 'active',
    period: 'weekly',
    upline: null,
    agent: 'north',
    side: 'own',
    tiers: [
      { periodValidBet: '1000.00', periodProfitLoss: '0', activeMembers: 3, rate: '5.00' },
      { periodValidBet: '50000.00', periodProfitLoss: '0', activeMembers: 10, rate: '12.50' },
    ],
    offeredAt: '2026-11-01T02:00:00.000Z',
    decidedAt: '2026-11-01T03:00:00.000Z',
    terminationRequestedBy: null,
    terminationRequestedAt: null,
    terminatedAt: null,
    endReason: null,
    ...extra,
  }
}

function open(path: string, routes: Parameters<typeof serve>[0] = {}, me = meOf({ permissions: [...MANAGER] })) {
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    ...routes,
  })
  renderConsole(path)
  return requests
}

const chooseLotus = () => localStorage.setItem('sea.admin.brand', '1')

describe('the agent tree', () => {
  it('asks for a brand while "all brands" is chosen, then shows that brand\'s top-level agents', async () => {
    const requests = open('/agents', {
      'GET /wps/operator/agent-tree': () => reply<typeof operatorAgentTreeRoutes.search>(page([TOP])),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Orchid' }))
    expect(await screen.findByRole('link', { name: 'north' })).toBeTruthy()
    expect(requests.find((r) => r.path.startsWith('/wps/operator/agent-tree'))?.path).toBe(
      '/wps/operator/agent-tree?merchantId=2&pageSize=50',
    )
  })

  it('opens a branch only when asked, one level at a time', async () => {
    chooseLotus()
    const requests = open('/agents', {
      'GET /wps/operator/agent-tree': () => reply<typeof operatorAgentTreeRoutes.search>(page([TOP])),
      'GET /wps/operator/agent-tree/11/downlines': () =>
        reply<typeof operatorAgentTreeRoutes.downlines>(page([CHILD, LEAF])),
    })
    const tree = await screen.findByRole('table', { name: 'Agent tree' })
    const row = (await within(tree).findByRole('link', { name: 'north' })).closest('tr') as HTMLElement
    expect(within(row).getByText('Agent')).toBeTruthy()
    expect(within(row).getByText('Active')).toBeTruthy()
    expect(within(row).getByText('5')).toBeTruthy()
    expect(requests.some((r) => r.path.includes('/downlines'))).toBe(false)

    fireEvent.click(within(row).getByRole('button', { name: 'Show downlines of north' }))
    const leaf = (await within(tree).findByRole('link', { name: 'pat' })).closest('tr') as HTMLElement
    expect(within(leaf).getByText('Member')).toBeTruthy()
    expect(within(leaf).getByText('Frozen')).toBeTruthy()
    expect(within(leaf).queryByRole('button')).toBeNull()
    expect(within(tree).getByRole('button', { name: 'Show downlines of north.east' })).toBeTruthy()
    expect(requests.filter((r) => r.path.includes('/downlines'))).toHaveLength(1)

    fireEvent.click(within(row).getByRole('button', { name: 'Hide downlines of north' }))
    expect(within(tree).queryByRole('link', { name: 'pat' })).toBeNull()
  })

  it('searches by username prefix and shows each account with its upline', async () => {
    chooseLotus()
    const requests = open('/agents', {
      'GET /wps/operator/agent-tree': (request) =>
        reply<typeof operatorAgentTreeRoutes.search>(page(request.path.includes('username') ? [CHILD] : [TOP])),
    })
    await screen.findByRole('link', { name: 'north' })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Username' }), { target: { value: ' north.e ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    const found = (await screen.findByRole('link', { name: 'north.east' })).closest('tr') as HTMLElement
    expect(within(found).getByText('north')).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'Upline' })).toBeTruthy()
    expect(requests.at(-1)?.path).toBe('/wps/operator/agent-tree?merchantId=1&username=north.e&pageSize=50')
  })
})

function agentRoutes(extra: Parameters<typeof serve>[0] = {}): Parameters<typeof serve>[0] {
  return {
    'GET /wps/operator/agent-tree/21': () =>
      reply<typeof operatorAgentTreeRoutes.account>({ account: CHILD, uplines: [TOP] }),
    'GET /wps/operator/agent-tree/11': () =>
      reply<typeof operatorAgentTreeRoutes.account>({ account: TOP, uplines: [] }),
    ...extra,
  }
}

describe("an agent's page", () => {
  it('shows the account with its upline chain, and a tab for each list', async () => {
    open('/agents/21', agentRoutes())
    expect(await screen.findByRole('heading', { name: /north\.east/ })).toBeTruthy()
    const chain = within(screen.getByRole('navigation', { name: 'Upline chain' }))
    expect(chain.getByRole('link', { name: 'north' }).getAttribute('href')).toBe('/agents/11')
    expect(screen.getByText('Lotus (lotus)')).toBeTruthy()
    expect(screen.getByText('1 below the top')).toBeTruthy()
    const tabs = within(screen.getByRole('navigation', { name: 'Agent pages' }))
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Account',
      'Contracts',
      'Bills',
      'Payments',
      'Downlines1',
    ])
  })

  it('lists bills with money in the brand currency, totals, and filters sent to the server', async () => {
    const bill = {
      id: '900',
      merchantId: 1,
      kind: 'daily_salary' as const,
      contractId: '501',
      contractVersion: 1,
      agent: 'north.east',
      payer: 'north',
      periodStart: '2026-11-25T16:00:00.000Z',
      periodEnd: '2026-11-26T16:00:00.000Z',
      amount: '1234.50',
      status: 'paid' as const,
      attempts: 1,
      paidAt: '2026-11-26T16:05:00.000Z',
      transactionId: '7788',
      computation: {
        validBet: '24690.00',
        stake: '25000.00',
        profitLoss: '-300.00',
        activeMembers: 4,
        betCount: 80,
        base: '24690.00',
        tier: null,
        rate: '5.00',
      },
    }
    const answer = { ...page([bill]), totals: { paid: '1234.50', unpaid: '10.00', count: 2 } }
    const requests = open(
      '/agents/21/bills',
      agentRoutes({ 'GET /wps/operator/agent-bills': () => reply<typeof operatorAgentTreeRoutes.bills>(answer) }),
    )
    const table = await screen.findByRole('table', { name: 'Bills of north.east' })
    const row = (await within(table).findByText('1,234.50 MYR')).closest('tr') as HTMLElement
    expect(within(row).getByText('Daily salary')).toBeTruthy()
    expect(within(row).getByText('Paid')).toBeTruthy()
    expect(within(row).getByText('5.00%')).toBeTruthy()
    expect(within(row).getByText('7788')).toBeTruthy()
    expect(screen.getByText('Unpaid 10.00 MYR')).toBeTruthy()
    expect(requests.at(-1)?.path).toBe(
      '/wps/operator/agent-bills?merchantId=1&username=north.east&side=received&pageNum=1',
    )

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'insufficient_funds' } })
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } })
    await waitFor(() =>
      expect(requests.at(-1)?.path).toBe(
        '/wps/operator/agent-bills?merchantId=1&username=north.east&side=received&status=insufficient_funds' +
          '&from=2026-11-19T16%3A00%3A00.000Z&pageNum=1',
      ),
    )
  })

  it('lists payments with their total', async () => {
    const payment = {
      billId: '900',
      transactionId: '7788',
      paidAt: '2026-11-26T16:05:00.000Z',
      kind: 'dividend' as const,
      agent: 'north.east',
      payer: null,
      periodStart: '2026-11-16T16:00:00.000Z',
      periodEnd: '2026-11-23T16:00:00.000Z',
      amount: '88000.00',
    }
    const answer = { ...page([payment]), total: '88000.00' }
    open(
      '/agents/21/payments',
      agentRoutes({
        'GET /wps/operator/agent-payments': () => reply<typeof operatorAgentTreeRoutes.payments>(answer),
      }),
    )
    const table = await screen.findByRole('table', { name: 'Payments to north.east' })
    const row = (await within(table).findByText('88,000.00 MYR')).closest('tr') as HTMLElement
    expect(within(row).getByText('Platform')).toBeTruthy()
    expect(within(row).getByText('2026-11-27 00:05')).toBeTruthy()
    expect(screen.getByText('Total 88,000.00 MYR')).toBeTruthy()
  })

  it('pages through direct downlines and opens one', async () => {
    open(
      '/agents/11/downlines',
      agentRoutes({
        'GET /wps/operator/agent-tree/11/downlines': () =>
          reply<typeof operatorAgentTreeRoutes.downlines>(page([CHILD, LEAF])),
      }),
    )
    const table = await screen.findByRole('table', { name: 'Downlines of north' })
    fireEvent.click(await within(table).findByText('north.east'))
    expect(await screen.findByRole('heading', { name: /north\.east/ })).toBeTruthy()
  })
})

describe('platform contracts', () => {
  it("shows a top-level agent's contracts and confirms the termination the agent asked for", async () => {
    let ended = false
    const asked = contract({ terminationRequestedBy: 'agent', terminationRequestedAt: '2026-11-20T00:00:00.000Z' })
    const requests = open(
      '/agents/11/contracts',
      agentRoutes({
        'GET /wps/operator/agent-tree/11/contracts': () =>
          reply<typeof operatorAgentTreeRoutes.contracts>({
            contracts: ended
              ? [{ ...asked, status: 'terminated', endReason: 'agreed' }]
              : [
                  asked,
                  contract({
                    id: '502',
                    kind: 'daily_salary',
                    side: 'given',
                    upline: 'north',
                    agent: 'north.east',
                    period: 'daily',
                    tiers: [{ betAmount: '100.00', rate: '0.80' }],
                  }),
                ],
          }),
        'POST /wps/operator/agent-contracts/501/confirm-termination': () => {
          ended = true
          return reply<typeof operatorAgentRoutes.confirmTermination>({ contract: { ...asked, status: 'terminated' } })
        },
      }),
    )
    const table = await screen.findByRole('table', { name: 'Contracts of north' })
    const platform = (await within(table).findByText('Dividend')).closest('tr') as HTMLElement
    expect(within(platform).getByText('12.50%')).toBeTruthy()
    expect(within(platform).getByText('Weekly')).toBeTruthy()
    const given = within(table).getByText('Daily salary').closest('tr') as HTMLElement
    expect(within(given).getByText('0.80%')).toBeTruthy()
    expect(within(given).queryByRole('button')).toBeNull()

    fireEvent.click(within(platform).getByRole('button', { name: 'Confirm end' }))
    const dialog = screen.getByRole('dialog', { name: 'Confirm end' })
    expect(within(dialog).getByText(/request of north to end the Dividend contract \(version 2\)/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm end' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/501/confirm-termination'))).toBe(true)
    expect(await within(table).findByText('Terminated')).toBeTruthy()
  })

  it('offers a contract checked against the route schema, and shows a refusal in words', async () => {
    let refuse = true
    const requests = open(
      '/agents/11/contracts',
      agentRoutes({
        'GET /wps/operator/agent-tree/11/contracts': () =>
          reply<typeof operatorAgentTreeRoutes.contracts>({ contracts: [] }),
        'POST /wps/operator/agents/11/contracts': () =>
          refuse
            ? refusal('validation_failed', 400)
            : reply<typeof operatorAgentRoutes.offer>({ contract: contract({ status: 'offered' }) }),
      }),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Offer contract' }))
    const dialog = screen.getByRole('dialog', { name: 'Offer a platform contract to north' })
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'hourly_salary' } })
    const send = within(dialog).getByRole('button', { name: 'Send offer' }) as HTMLButtonElement
    fireEvent.change(within(dialog).getByLabelText('Bet amount ≥ 1'), { target: { value: '500' } })
    fireEvent.change(within(dialog).getByLabelText('Rate % 1'), { target: { value: '1.5' } })
    expect(within(dialog).getByText(/Check the tiers/)).toBeTruthy()
    expect(send.disabled).toBe(true)

    fireEvent.change(within(dialog).getByLabelText('Rate % 1'), { target: { value: '1.50' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tier' }))
    fireEvent.change(within(dialog).getByLabelText('Bet amount ≥ 2'), { target: { value: '5000.00' } })
    fireEvent.change(within(dialog).getByLabelText('Rate % 2'), { target: { value: '2.00' } })
    fireEvent.click(send)
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please check the highlighted fields')

    refuse = false
    fireEvent.click(send)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      kind: 'hourly_salary',
      tiers: [
        { betAmount: '500', rate: '1.50' },
        { betAmount: '5000.00', rate: '2.00' },
      ],
    })
  })

  it('offers nothing to an operator who may only read', async () => {
    open(
      '/agents/11/contracts',
      agentRoutes({
        'GET /wps/operator/agent-tree/11/contracts': () =>
          reply<typeof operatorAgentTreeRoutes.contracts>({ contracts: [contract()] }),
      }),
      meOf({ roles: ['auditor'], permissions: ['operator.session', 'agents.read'] }),
    )
    await screen.findByText('Dividend')
    expect(screen.queryByRole('button', { name: 'Offer contract' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Ask to end' })).toBeNull()
  })

  it("lists the brand's top-level agents with their live contracts", async () => {
    chooseLotus()
    open('/agents/platform', {
      'GET /wps/operator/agents': () =>
        reply<typeof operatorAgentRoutes.topAgents>({
          ...page([
            {
              memberId: '11',
              username: 'north',
              isAgent: 1,
              status: 'active' as const,
              registeredAt: TOP.registeredAt,
              teamSize: 5,
              contracts: [contract(), contract({ id: '503', kind: 'hourly_salary', version: 1, status: 'offered' })],
            },
          ]),
        }),
    })
    const row = (await screen.findByText('north')).closest('tr') as HTMLElement
    expect(within(row).getByText('Dividend v2')).toBeTruthy()
    expect(within(row).getByText('Hourly salary v1 · Offered')).toBeTruthy()
  })
})

describe('rate ceilings', () => {
  const CEILINGS = {
    dividend: '30.00',
    dailySalary: '2.00',
    hourlySalary: '1.00',
    realtimeSalaryProfit: '0.50',
    realtimeSalaryLoss: '0.80',
  }

  it('checks each rate as typed and sends the whole set, then lists contracts above it', async () => {
    chooseLotus()
    const requests = open('/agents/ceilings', {
      'GET /wps/operator/agent-rate-ceilings': () =>
        reply<typeof operatorAgentRoutes.ceilings>({ merchantId: 1, ceilings: CEILINGS }),
      'PUT /wps/operator/agent-rate-ceilings': (request) => {
        const body = request.body as { ceilings: typeof CEILINGS }
        const answer = { merchantId: 1, ceilings: body.ceilings, above: [contract()] }
        return reply<typeof operatorAgentRoutes.setCeilings>(answer)
      },
    })
    const dividend = (await screen.findByLabelText('Dividend')) as HTMLInputElement
    expect(dividend.value).toBe('30.00')
    const save = screen.getByRole('button', { name: 'Save ceilings' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    fireEvent.change(dividend, { target: { value: '10.5' } })
    expect(screen.getByText('Use a percentage like 0.80, from 0.00 to 100.00')).toBeTruthy()
    expect(save.disabled).toBe(true)
    fireEvent.change(dividend, { target: { value: '10.50' } })
    fireEvent.click(save)
    expect(
      await screen.findByText(
        /Live platform contracts above the new ceilings, which stay until ended by agreement \(1\)/,
      ),
    ).toBeTruthy()
    expect(screen.getByText(/north \(Dividend\)/)).toBeTruthy()
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      merchantId: 1,
      ceilings: { ...CEILINGS, dividend: '10.50' },
    })
  })

  it('shows the ceilings read-only without agents.manage', async () => {
    open(
      '/agents/ceilings',
      {
        'GET /wps/operator/agent-rate-ceilings': () =>
          reply<typeof operatorAgentRoutes.ceilings>({ merchantId: 1, ceilings: CEILINGS }),
      },
      meOf({
        brands: [{ id: 1, code: 'lotus', name: 'Lotus', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' }],
        installationWide: false,
        permissions: ['operator.session', 'agents.read'],
      }),
    )
    expect(((await screen.findByLabelText('Dividend')) as HTMLInputElement).readOnly).toBe(true)
    expect(screen.getByText('Your role may view the ceilings but not change them.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save ceilings' })).toBeNull()
  })
})
