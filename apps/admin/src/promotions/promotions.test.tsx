import type { operatorAccountRoutes, operatorHomeRoutes, Permission, promotionAdminRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setSession } from '../lib/session'
import { refusal, reply, serve, withFakeServer } from '../testing/fake-server'
import { BRANDS, currentPath, meOf, renderConsole } from '../testing/render'
import type { PromotionDetail, PromotionRequest, PromotionSummary } from './promotions.api'

withFakeServer()

const SUMMARY: PromotionSummary = {
  id: '7',
  merchantId: 1,
  code: 'welcome',
  kind: 'signup',
  state: 'live',
  phase: 'running',
  titles: { EN: 'Welcome bonus' },
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  currency: 'MYR',
  budget: '1000.00',
  spent: '950.00',
  budgetLeft: '50.00',
  claims: 95,
  applying: 2,
  needsApproval: true,
}
const DRAFT: PromotionSummary = {
  ...SUMMARY,
  id: '8',
  code: 'reload',
  kind: 'deposit_bonus',
  state: 'draft',
  phase: 'draft',
  titles: { EN: 'Reload bonus' },
  budget: null,
  spent: '0.00',
  budgetLeft: null,
  claims: 0,
  applying: 0,
}
const DETAIL: PromotionDetail = {
  ...SUMMARY,
  rules: { kind: 'signup', amount: '10.00', trigger: 'join' },
  eligibility: {},
  wagering: null,
  onePer: ['ip'],
  exclusive: false,
  announcementId: null,
  hasGrants: true,
  figures: {
    grants: { issued: { count: 95, amount: '950.00' } },
    paid: '950.00',
    forfeited: '0.00',
    entries: {},
    marks: {},
  },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
}
const REQUEST: PromotionRequest = {
  id: '31',
  promotionId: '7',
  promotionCode: 'welcome',
  kind: 'signup',
  titles: { EN: 'Welcome bonus' },
  memberId: '501',
  username: 'ahmad88',
  state: 'applying',
  amount: '10.00',
  currency: 'MYR',
  ip: null,
  createdAt: '2026-11-27T03:00:00.000Z',
  decidedAt: null,
  rejectReason: null,
}
const page = <T,>(content: T[]) => ({ content, pageNum: 1, totalPages: 1, totalElements: content.length })
const BASE = '/wps/operator/brands/1'

function open(path: string, permissions: Permission[], extra: Parameters<typeof serve>[0] = {}) {
  const me = meOf({ permissions: ['operator.session', ...permissions], installationWide: false, brands: [BRANDS[0]!] })
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    [`GET ${BASE}/promotions`]: () => reply<typeof promotionAdminRoutes.list>(page([SUMMARY, DRAFT])),
    [`GET ${BASE}/promotion-requests`]: () => reply<typeof promotionAdminRoutes.requests>(page([REQUEST])),
    [`GET ${BASE}/promotions/7`]: () => reply<typeof promotionAdminRoutes.get>(DETAIL),
    [`GET ${BASE}/promotions/7/grants`]: () => reply<typeof promotionAdminRoutes.grants>(page([])),
    'GET /wps/operator/announcements': () => reply<typeof operatorHomeRoutes.announcements>(page([])),
    ...extra,
  })
  renderConsole(path)
  return requests
}

describe('the promotion list', () => {
  it('shows each promotion with its state, spent against budget and claims, and New only to a manager', async () => {
    open('/promotions', ['promotions.read', 'promotions.manage'])
    const table = await screen.findByRole('table', { name: 'Promotions' })
    await within(table).findByText('Welcome bonus')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]!).getByText('Running')).toBeTruthy()
    expect(within(rows[0]!).getByText('950.00 / 1,000.00')).toBeTruthy()
    expect(within(rows[0]!).getByRole('meter').getAttribute('aria-valuenow')).toBe('95')
    expect(within(rows[1]!).getByText('Draft')).toBeTruthy()
    expect(within(rows[1]!).getByText('0.00 / no budget')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'New promotion' })).toBeTruthy()
  })

  it('hides New promotion and the state buttons from a reader', async () => {
    open('/promotions/7', ['promotions.read'])
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
  })
})

describe('the promotion form', () => {
  it('refuses an empty or wrong form before sending, naming the fields', async () => {
    const requests = open('/promotions/new', ['promotions.read', 'promotions.manage'])
    fireEvent.click(await screen.findByRole('radio', { name: 'Sign-up reward' }))
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'Bad Code' } })
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5.123' } })
    fireEvent.change(screen.getByLabelText('Budget'), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Lower-case letters, digits and dashes, up to 40')).toBeTruthy()
    expect(screen.getByText('An amount with at most two decimals')).toBeTruthy()
    expect(screen.getByLabelText('EN').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Required')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('At least one reward')).toBeTruthy()
    expect(requests.some((r) => r.method === 'POST')).toBe(false)
  })

  it('sends a valid sign-up promotion with its amounts and dates as the API takes them', async () => {
    const requests = open('/promotions/new', ['promotions.read', 'promotions.manage'], {
      [`POST ${BASE}/promotions`]: () => reply<typeof promotionAdminRoutes.create>(DETAIL),
    })
    fireEvent.click(await screen.findByRole('radio', { name: 'Sign-up reward' }))
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'welcome' } })
    fireEvent.change(screen.getByLabelText('EN'), { target: { value: 'Welcome bonus' } })
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1,000.5' } })
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2026-12-01T00:00' } })
    fireEvent.click(screen.getByLabelText('IP address'))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(currentPath()).toBe('/promotions/7'))
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      code: 'welcome',
      titles: { EN: 'Welcome bonus' },
      // Midnight in Kuala Lumpur (UTC+8).
      startsAt: '2026-11-30T16:00:00.000Z',
      endsAt: null,
      rules: { kind: 'signup', amount: '1000.50', trigger: 'join' },
      onePer: ['ip'],
      wagering: null,
      budget: null,
    })
  })
})

describe('the requests', () => {
  it('approves a request after a confirmation that names the amount, and keeps a refusal in the dialog', async () => {
    let refuse = true
    const requests = open('/promotions/requests', ['promotions.read', 'promotions.review'], {
      [`POST ${BASE}/promotion-requests/31/approve`]: () =>
        refuse
          ? refusal('promotion_budget_spent', 409)
          : reply<typeof promotionAdminRoutes.approve>({ ...REQUEST, state: 'approved' }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Approve ahmad88' }))
    const dialog = screen.getByRole('dialog', { name: 'Approve the request' })
    expect(within(dialog).getByText('Pay 10.00 MYR to ahmad88 for “Welcome bonus”?')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('budget')
    refuse = false
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.filter((r) => r.path.endsWith('/approve')).length).toBe(2)
  })

  it('shows no decisions to an operator without promotions.review', async () => {
    open('/promotions/requests', ['promotions.read'])
    expect(await screen.findByText('ahmad88')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull()
  })
})
