import type {
  Intervention,
  MemberProtection,
  operatorAccountRoutes,
  operatorProtectionRoutes,
  reportRoutes,
} from '@sea/contract'
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setSession } from '../lib/session'
import { reply, serve, withFakeServer } from '../testing/fake-server'
import { meOf, renderConsole } from '../testing/render'
import { OWNER, openMember } from '../members/members.fixtures'

withFakeServer()
configure({ asyncUtilTimeout: 3000 })

const limit = (kind: 'deposit' | 'loss' | 'wager', period: 'day' | 'week' | 'month') => ({
  kind,
  period,
  amount: null,
  used: '0.00',
  periodEnd: '2026-11-30T16:00:00.000Z',
  pending: null,
})
const STATE: MemberProtection = {
  memberId: '42',
  merchantId: 1,
  protection: {
    limits: (['deposit', 'loss', 'wager'] as const).flatMap((kind) =>
      (['day', 'week', 'month'] as const).map((period) =>
        kind === 'deposit' && period === 'day'
          ? {
              ...limit(kind, period),
              amount: '100.00',
              used: '40.00',
              pending: { amount: '250.00', confirmableAt: '2026-11-30T02:00:00.000Z' },
            }
          : limit(kind, period),
      ),
    ),
    exclusion: { kind: 'timeout', until: '2026-12-06T02:00:00.000Z' },
  },
  session: { sessionLimit: { minutes: 60, pending: null }, realityCheckMinutes: 30 },
  linked: [{ memberId: '77', merchantId: 2, username: 'lucky_th', via: 'id_number' }],
}
const row = (over: Partial<Intervention>): Intervention => ({
  id: 'p1',
  at: '2026-11-29T02:00:00.000Z',
  merchantId: 1,
  memberId: '42',
  username: 'lucky88',
  category: 'limit',
  action: 'limit_set',
  subject: null,
  from: null,
  to: null,
  note: null,
  operator: null,
  ...over,
})
const HISTORY: Intervention[] = [
  row({ id: 'p3', category: 'exclusion', action: 'timeout', subject: '7d', to: '2026-12-06T02:00:00.000Z' }),
  row({
    id: 'r1',
    category: 'risk',
    action: 'risk_dismissed',
    subject: 'large_win/low',
    note: 'Fair jackpot',
    operator: 'rita',
  }),
  row({
    id: 'k1',
    category: 'kyc',
    action: 'kyc_rejected',
    to: 'rejected',
    note: 'The photo is blurred',
    operator: 'rita',
  }),
  row({ id: 'p2', category: 'session', action: 'session_limit_set', to: '60' }),
  row({ id: 'p1', subject: 'deposit/day', to: '100.00' }),
]
const page = <T,>(content: T[]) => ({ content, pageNum: 1, totalPages: 1, totalElements: content.length })
const text = (element: HTMLElement) => element.textContent ?? ''

describe('a member’s Protection tab', () => {
  it('shows the break, session, linked account, limits and the history in words', async () => {
    openMember('/members/42/protection', meOf({ ...OWNER, permissions: [...OWNER.permissions, 'protection.read'] }), {
      'GET /wps/operator/members/42/protection': () => reply<typeof operatorProtectionRoutes.member>(STATE),
      'GET /wps/operator/members/42/protection/history': () =>
        reply<typeof operatorProtectionRoutes.history>(page(HISTORY)),
    })
    expect(await screen.findByText('Time-out')).toBeTruthy()
    expect(screen.getByText('60 min')).toBeTruthy()
    expect(screen.getByText('Every 30 min')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'lucky_th' }).getAttribute('href')).toBe('/members/77/protection')
    expect(screen.getByText('Orchid · ID number')).toBeTruthy()
    expect(screen.getByText('100.00 MYR')).toBeTruthy()
    expect(screen.getByText('40.00 MYR used')).toBeTruthy()
    expect(screen.getByText(/Raise to 250.00 MYR confirmable from/)).toBeTruthy()
    const history = await screen.findByRole('table', { name: 'History' })
    const lines = within(history).getAllByRole('row').slice(1).map(text)
    expect(lines[0]).toContain('Time-out of 7 days, until 2026-12-06')
    expect(lines[1]).toContain('Risk flag dismissed (Large win): Fair jackpot')
    expect(lines[1]).toContain('rita')
    expect(lines[2]).toContain('Identity rejected: The photo is blurred')
    expect(lines[3]).toContain('Session limit set: Off → 60 min')
    expect(lines[4]).toContain('Deposit · Day limit set: none → 100.00 MYR')
    expect(lines[4]).toContain('Member')
  })

  it('is not offered without protection.read', async () => {
    openMember('/members/42')
    const tabs = await screen.findByRole('navigation', { name: 'Member sections' })
    expect(within(tabs).queryByRole('link', { name: 'Protection' })).toBeNull()
  })
})

describe('the Interventions report', () => {
  it('shows to support (protection.read alone), one kind at a time with the counts', async () => {
    const me = meOf({ roles: ['support'], permissions: ['operator.session', 'members.read', 'protection.read'] })
    setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
    const requests = serve({
      'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
      'GET /wps/operator/reports/interventions': (request) =>
        reply<typeof reportRoutes.interventions.json>(
          page(request.path.includes('category=kyc') ? HISTORY.filter((r) => r.category === 'kyc') : HISTORY),
        ),
      'GET /wps/operator/reports/interventions/counts': () =>
        reply<typeof reportRoutes.interventionCounts>({
          counts: [
            { category: 'exclusion', action: 'timeout', count: 1 },
            { category: 'kyc', action: 'kyc_rejected', count: 1 },
            { category: 'limit', action: 'limit_set', count: 1 },
            { category: 'risk', action: 'risk_dismissed', count: 1 },
            { category: 'session', action: 'session_limit_set', count: 1 },
          ],
        }),
    })
    renderConsole('/reports')
    const table = await screen.findByRole('table', { name: 'Interventions' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(HISTORY.length + 1))
    // The figures' tabs need reports.read: support sees only this one.
    const tabs = screen.getByRole('navigation', { name: 'Reports' })
    expect(within(tabs).getAllByRole('link').map(text)).toEqual(['Interventions'])
    const kinds = screen.getByRole('group', { name: 'Kind' })
    await waitFor(() => expect(text(within(kinds).getByRole('button', { name: /^All/ }))).toBe('All5'))
    expect(text(within(kinds).getByRole('button', { name: /^Identity/ }))).toBe('Identity1')
    fireEvent.click(within(kinds).getByRole('button', { name: /^Identity/ }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
    expect(requests.some((r) => r.path.includes('/interventions?') && r.path.includes('category=kyc'))).toBe(true)
    expect(within(table).getByRole('link', { name: 'lucky88' }).getAttribute('href')).toBe('/members/42/protection')
  })
})
