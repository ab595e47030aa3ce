import { type operatorAccountRoutes, type Permission, type riskRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setSession } from '../lib/session'
import { reply, serve, withFakeServer } from '../testing/fake-server'
import { BRANDS, meOf, renderConsole } from '../testing/render'
import type { RiskFlagDetail, RiskFlagRow } from './risk.api'

withFakeServer()

const BASE = '/wps/operator/brands/1/risk-flags'

const ROW: RiskFlagRow = {
  id: '12',
  memberId: '88',
  username: 'mira88',
  rule: 'little_play',
  severity: 'high',
  status: 'open',
  summary: 'Withdrawal 500.00 after deposit 1000.00, turnover 299.00',
  raisedAt: '2026-11-29T02:15:00.000Z',
  decidedAt: null,
}
const LINKED: RiskFlagRow = {
  ...ROW,
  id: '13',
  memberId: '89',
  username: 'kai89',
  rule: 'linked_bonus',
  summary: 'Bonus welcome 5.00 also granted to 1 linked account(s)',
}
const DETAIL: RiskFlagDetail = {
  ...ROW,
  evidence: {
    withdrawalId: '301',
    withdrawalAmount: '500.00',
    requestedAt: '2026-11-29T02:10:00.000Z',
    depositId: '77',
    depositAmount: '1000.00',
    depositAt: '2026-11-29T01:00:00.000Z',
    turnover: '299.00',
    turnoverShareBp: 2990,
    thresholdShareBp: 3000,
  },
  note: null,
  decidedBy: null,
  holdsWithdrawals: true,
}
const LINKED_DETAIL: RiskFlagDetail = {
  ...LINKED,
  evidence: {
    grantId: '5',
    promotionCode: 'welcome',
    amount: '5.00',
    issuedAt: '2026-11-29T02:00:00.000Z',
    linked: [{ id: '90', username: 'lee90', grantId: '4', amount: '5.00', via: 'device,ip' }],
  },
  note: null,
  decidedBy: null,
  holdsWithdrawals: true,
}
const page = <T,>(content: T[]) => ({ content, pageNum: 1, totalPages: 1, totalElements: content.length })

function open(path: string, permissions: Permission[], decided?: RiskFlagDetail) {
  const me = meOf({
    roles: ['risk'],
    permissions: ['operator.session', ...permissions],
    installationWide: false,
    brands: [BRANDS[0]!],
  })
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    [`GET ${BASE}`]: () => reply<typeof riskRoutes.list>(page([ROW, LINKED])),
    [`GET ${BASE}/12`]: () => reply<typeof riskRoutes.get>(DETAIL),
    [`GET ${BASE}/13`]: () => reply<typeof riskRoutes.get>(LINKED_DETAIL),
    [`POST ${BASE}/12/decision`]: () => reply<typeof riskRoutes.decide>(decided ?? DETAIL),
  })
  renderConsole(path)
  return requests
}

describe('the risk queue', () => {
  it('lists open flags first by default, with severity, rule, member and what triggered them', async () => {
    const requests = open('/risk', ['risk.read'])
    const table = await screen.findByRole('table', { name: 'Risk flags' })
    const row = (await within(table).findByText('mira88')).closest('tr') as HTMLElement
    expect(within(row).getByText('High')).toBeTruthy()
    expect(within(row).getByRole('link', { name: 'Deposit out with little play' }).getAttribute('href')).toBe(
      '/risk/12',
    )
    expect(within(row).getByText(ROW.summary)).toBeTruthy()
    expect(requests.find((r) => r.path.startsWith(BASE))?.path).toContain('status=open')
  })

  it('keeps the filters in the address and sends them', async () => {
    const requests = open('/risk', ['risk.read'])
    await screen.findByRole('table', { name: 'Risk flags' })
    fireEvent.change(screen.getByLabelText('Severity'), { target: { value: 'high' } })
    fireEvent.change(screen.getByLabelText('Rule'), { target: { value: 'linked_bonus' } })
    fireEvent.change(screen.getByLabelText('Member id'), { target: { value: '89' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(requests.at(-1)?.path).toContain('memberId=89'))
    const last = new URLSearchParams(requests.at(-1)!.path.split('?')[1])
    expect(Object.fromEntries(last)).toMatchObject({
      status: 'open',
      severity: 'high',
      rule: 'linked_bonus',
      memberId: '89',
    })
  })
})

describe('a flag', () => {
  it('shows the evidence readably, says it holds withdrawals, and resolves with a note', async () => {
    const resolved: RiskFlagDetail = {
      ...DETAIL,
      status: 'resolved',
      note: 'Called the member',
      decidedBy: 'rosa',
      decidedAt: '2026-11-29T03:00:00.000Z',
      holdsWithdrawals: false,
    }
    const requests = open('/risk/12', ['risk.read', 'risk.resolve'], resolved)
    expect(await screen.findByText('1,000.00 MYR')).toBeTruthy()
    expect(screen.getByText('299.00 MYR')).toBeTruthy()
    expect(screen.getByText('29.9%')).toBeTruthy()
    expect(screen.getByText(/below 30% of it/)).toBeTruthy()
    expect(screen.getByText(/holds the member’s withdrawals/)).toBeTruthy()
    const resolve = screen.getByRole('button', { name: 'Resolve' }) as HTMLButtonElement
    expect(resolve.disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: '  Called the member ' } })
    fireEvent.click(resolve)
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ status: 'resolved', note: 'Called the member' })
  })

  it('lists the linked accounts with how they are linked, and offers no decision to a reader', async () => {
    open('/risk/13', ['risk.read'])
    const accounts = await screen.findByRole('table', { name: 'Accounts involved' })
    expect(within(accounts).getByRole('link', { name: 'lee90' }).getAttribute('href')).toBe('/members/90')
    expect(within(accounts).getByText('Device')).toBeTruthy()
    expect(within(accounts).getByText('IP')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull()
    expect(screen.getByText(/deciding them needs the risk role/)).toBeTruthy()
  })
})
