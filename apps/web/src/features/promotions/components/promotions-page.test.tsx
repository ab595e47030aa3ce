import type { homeRoutes, MemberPromotion, promotionExtraRoutes, promotionRoutes, RaffleView } from '@sea/contract'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, setSession } from '../../../lib/session-store'
import { announcementList } from '../../../testing/announcements'
import { refusal, reply } from '../../../testing/fake-api'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { memberPromotion, promotionPage, raffleView } from '../fixtures.test-utils'
import { PromoDetailPage } from './promo-detail-page'
import { PromotionsPage } from './promotions-page'

type Sent = { method: string; path: string; body: unknown; device: string | undefined }
let sent: Sent[] = []
let offers: MemberPromotion[] = []
let raffle: RaffleView = raffleView()
/** What the next action answers: the promotion after it, and what it paid; or a refusal. */
let onAction: (promotionId: string) => Response = () => refusal('promotion_closed', 409)

function fakeServer() {
  return vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://site.test').pathname
    const headers = (init.headers ?? {}) as Record<string, string>
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined
    sent.push({ method: init.method ?? 'GET', path, body, device: headers['X-Device-Id'] })
    if (path === '/wps/relay/MCSFE_getListAnnouncements')
      return reply<typeof homeRoutes.announcements>(announcementList({ promotion: [promotionPage()] }))
    if (path === '/wps/member/promotions') return reply<typeof promotionRoutes.list>(offers)
    if (path.endsWith('/raffle')) return reply<typeof promotionExtraRoutes.raffle>(raffle)
    return onAction((body as { promotionId: string }).promotionId)
  })
}

const posted = () => sent.filter((call) => call.method === 'POST')
const listCalls = () => sent.filter((call) => call.path === '/wps/member/promotions').length

function showList() {
  renderInSite(
    <MemoryRouter>
      <PromotionsPage />
    </MemoryRouter>,
  )
}

function showDetail(id: string) {
  renderInSite(
    <MemoryRouter initialEntries={[`/promoDetail?id=${id}`]}>
      <PromoDetailPage />
    </MemoryRouter>,
  )
}

beforeEach(() => {
  sent = []
  offers = [memberPromotion()]
  raffle = raffleView()
  localStorage.clear()
  setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
  vi.stubGlobal('fetch', fakeServer())
})

resetAfterEach()

describe('promotions list', () => {
  it('shows each page with the member’s status and terms, and joins with the device id', async () => {
    showList()
    const card = (await screen.findByText('100% welcome bonus')).closest('li')!
    expect(within(card).getByText('Open to join')).toBeTruthy()
    expect(within(card).getByText('100% bonus up to MYR 388.00')).toBeTruthy()
    expect(within(card).getByText('Minimum deposit MYR 30.00')).toBeTruthy()

    onAction = () => {
      offers = [memberPromotion({ status: 'signed', action: null })]
      return reply<typeof promotionRoutes.join>({ promotion: offers[0]!, granted: null })
    }
    fireEvent.click(within(card).getByRole('button', { name: 'Join now' }))
    expect(await screen.findByText('You have joined this promotion.')).toBeTruthy()
    const [join] = posted()
    expect(join).toMatchObject({ path: '/wps/relay/MCSFE_signUpPromotionJoin', body: { promotionId: '7' } })
    expect(join?.device).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(join?.device).toBe(localStorage.getItem('deviceId'))
    // The list is asked again, so the chip follows the member's new state.
    expect(await within(card).findByText('Joined')).toBeTruthy()
    expect(within(card).queryByRole('button')).toBeNull()
    expect(listCalls()).toBe(2)
  })

  it('lists a promotion that has no page of its own', async () => {
    offers = [memberPromotion(), memberPromotion({ id: '8', title: 'Birthday treat', announcementId: null })]
    showList()
    const card = (await screen.findByText('Birthday treat')).closest('li')!
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/promoDetail?id=p8')
    expect(screen.getAllByRole('button', { name: 'Join now' })).toHaveLength(2)
  })

  it('invites a visitor to log in and asks nothing', async () => {
    clearSession()
    showList()
    expect(await screen.findByText('Log in to see your promotions')).toBeTruthy()
    expect(sent).toEqual([])
  })
})

describe('promotion detail', () => {
  it('shows the offer’s terms in full, and claims what is owed', async () => {
    offers = [memberPromotion({ status: 'claim', action: 'claim', claimable: '25.00' })]
    showDetail('31')
    expect(await screen.findByText('Ready to claim')).toBeTruthy()
    expect(screen.getByText('10× wagering in 7 days')).toBeTruthy()
    expect(screen.getByText('On your first deposit')).toBeTruthy()
    expect(screen.queryByText('Coming soon')).toBeNull()

    onAction = () => {
      offers = [memberPromotion({ status: 'in_progress', action: null, wagering: wagering('0.00') })]
      return reply<typeof promotionRoutes.requestReward>({ promotion: offers[0]!, granted: '25.00' })
    }
    fireEvent.click(screen.getByRole('button', { name: 'Claim MYR 25.00' }))
    expect(await screen.findByText('MYR 25.00 was added to your balance.')).toBeTruthy()
    expect(posted()[0]).toMatchObject({ path: '/wps/relay/MCSFE_signUpRequestReward', body: { promotionId: '7' } })
    expect(await screen.findByText('In progress')).toBeTruthy()
  })

  it('shows the wagering progress of a paid bonus', async () => {
    offers = [memberPromotion({ status: 'in_progress', action: null, wagering: wagering('100.00') })]
    showDetail('31')
    const bar = await screen.findByRole('progressbar', { name: 'Wagering progress' })
    expect(bar.getAttribute('aria-valuenow')).toBe('40')
    expect(screen.getByText(/MYR 100.00 of 250.00/)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it.each([
    ['applying', 'Under review'],
    ['claimed', 'Claimed'],
    ['closed', 'Closed'],
    ['coming_soon', 'Coming soon'],
    ['rejected', 'Not approved'],
  ] as const)('shows %s with no button', async (status, chip) => {
    offers = [memberPromotion({ status, action: null })]
    showDetail('31')
    expect(await screen.findByText(chip)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('asks for a sign-up reward and says it waits for approval', async () => {
    offers = [
      memberPromotion({ kind: 'signup', status: 'join', action: 'request', rules: signupRules, wageringRules: null }),
    ]
    onAction = () => {
      offers = [memberPromotion({ status: 'applying', action: null })]
      return reply<typeof promotionRoutes.requestReward>({ promotion: offers[0]!, granted: null })
    }
    showDetail('31')
    expect(await screen.findByText('MYR 18.00 bonus')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Request bonus' }))
    expect(await screen.findByText(/Your request was sent/)).toBeTruthy()
    expect(await screen.findByText('Under review')).toBeTruthy()
  })

  it('shows a refusal in the member’s words', async () => {
    offers = [memberPromotion({ status: 'claim', action: 'claim', claimable: '25.00' })]
    onAction = () => refusal('promotion_budget_spent', 409)
    showDetail('31')
    fireEvent.click(await screen.findByRole('button', { name: 'Claim MYR 25.00' }))
    expect(await screen.findByText('This promotion has given out all its rewards')).toBeTruthy()
  })

  it('shows a raffle’s tickets and commitment, then the draw, and claims the prize by its own call', async () => {
    offers = [raffleOffer('signed', null)]
    showDetail('p9')
    expect(await screen.findByText(raffle.commitment)).toBeTruthy()
    expect(screen.getByText('Your tickets').nextSibling?.textContent).toBe('4')
    expect(screen.getByText('Winners are drawn when the raffle ends.', { exact: false })).toBeTruthy()
    cleanupAndDrawn()
    showDetail('p9')
    expect(await screen.findByText('f00dbabe'.repeat(8))).toBeTruthy()
    expect(screen.getByText('ah***d')).toBeTruthy()
    expect(screen.getAllByText('MYR 1,000.00').length).toBe(2)
    onAction = () => reply<typeof promotionRoutes.claimRaffle>({ promotion: offers[0]!, granted: '1000.00' })
    fireEvent.click(screen.getByRole('button', { name: 'Claim MYR 1,000.00' }))
    expect(await screen.findByText('MYR 1,000.00 was added to your balance.')).toBeTruthy()
    expect(posted()[0]).toMatchObject({ path: '/wps/relay/MCS2_claimRafflePromotion', body: { promotionId: '9' } })
  })
})

const signupRules = { kind: 'signup', amount: '18', trigger: 'join' } as const

function wagering(achieved: string) {
  return { required: '250.00', achieved, expiresAt: '2026-12-01T04:00:00.000Z' }
}

function raffleOffer(status: MemberPromotion['status'], claimable: string | null): MemberPromotion {
  return memberPromotion({
    id: '9',
    kind: 'raffle',
    title: 'Year-end raffle',
    announcementId: null,
    status,
    action: claimable ? 'claim' : null,
    claimable,
    rules: {
      kind: 'raffle',
      ticketsBy: 'deposit',
      unit: '100',
      maxTickets: 50,
      prizes: [{ amount: '1000', count: 1 }],
      claimWithinDays: 14,
    },
    wageringRules: null,
  })
}

/** The raffle after its draw, for a page rendered afresh. */
function cleanupAndDrawn() {
  cleanup()
  offers = [raffleOffer('claim', '1000.00')]
  raffle = raffleView({
    seed: 'f00dbabe'.repeat(8),
    drawnAt: '2026-12-31T16:00:00.000Z',
    winners: [{ rank: 1, account: 'ah***d', amount: '1000.00' }],
    myPrizes: [{ rank: 1, amount: '1000.00', state: 'claimable', rewardId: '88' }],
  })
}
