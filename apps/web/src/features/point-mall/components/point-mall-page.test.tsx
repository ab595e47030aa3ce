import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { applyLanguage } from '../../../lib/i18n'
import { getModals } from '../../../lib/modals'
import { setSession } from '../../../lib/session-store'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { balance, config, entry, item, mallServer, redemption, type MallServer } from '../fake-mall.test-utils'
import { PointMallPage } from './point-mall-page'

let server: MallServer

beforeEach(() => {
  server = mallServer()
})

resetAfterEach({ closeModals: true })

const member = () => setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })

describe('point mall for a visitor', () => {
  it('explains points and offers to join or log in, asking the server nothing', () => {
    renderInSite(<PointMallPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Point mall' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Every bet brings you closer to a reward' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Join now' }))
    expect(getModals().at(-1)?.name).toBe('register')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(getModals().at(-1)?.name).toBe('login')
    expect(server.gets).toEqual([])
  })

  it('sends a trial account to a real one', () => {
    setSession({ token: 'test-token-0123456789', isAgent: 4, userName: 'trial1' })
    renderInSite(<PointMallPage />)
    fireEvent.click(screen.getByRole('button', { name: 'Use a real account' }))
    expect(getModals().at(-1)?.name).toBe('trialWarning')
  })
})

describe('point mall for a member', () => {
  beforeEach(member)

  it('shows the points card, the earn table and the shelves', async () => {
    server.items = [
      item(),
      item({ id: '12', kind: 'goods', title: 'Team jersey', value: null, stockLeft: 0 }),
      item({ id: '13', kind: 'bonus', title: 'Bonus 50', points: 5_000, value: '50.00', stockLeft: null }),
      item({
        id: '14',
        kind: 'free_rounds',
        title: '20 spins',
        value: null,
        rounds: 20,
        perMemberLimit: 1,
        redeemedByMe: 1,
      }),
    ]
    renderInSite(<PointMallPage />)
    const card = await screen.findByRole('region', { name: 'My points' })
    expect(within(card).getByText('2,450')).toBeTruthy()
    expect(within(card).getByText('Worth MYR 24.50')).toBeTruthy()
    expect(within(card).getByText('+120')).toBeTruthy()
    expect(within(card).getByText('300 points expire on 2027-01-01')).toBeTruthy()

    const earn = screen.getByRole('region', { name: 'How to earn' })
    const live = within(earn).getByText('Live casino').closest('li')!
    expect(live.textContent).toContain('70 points per MYR 100')
    expect(live.textContent).toContain('×0.70')
    expect(within(earn).queryByText('Lottery')).toBeNull()
    expect(within(earn).getByText('Points expire 365 days after they are earned, oldest first.')).toBeTruthy()

    const cash = (await screen.findByRole('heading', { name: 'Cash MYR 10' })).closest('li')!
    expect(within(cash).getByText('Worth MYR 10.00')).toBeTruthy()
    expect(within(cash).getByText('20 left')).toBeTruthy()
    expect((within(cash).getByRole('button', { name: 'Redeem Cash MYR 10' }) as HTMLButtonElement).disabled).toBe(false)
    const jersey = screen.getByRole('heading', { name: 'Team jersey' }).closest('li')!
    expect(within(jersey).getByText('Sold out')).toBeTruthy()
    expect((within(jersey).getByRole('button') as HTMLButtonElement).disabled).toBe(true)
    const bonus = screen.getByRole('heading', { name: 'Bonus 50' }).closest('li')!
    expect(within(bonus).getByText('2,550 more points needed')).toBeTruthy()
    const spins = screen.getByRole('heading', { name: '20 spins' }).closest('li')!
    expect(within(spins).getByText('Limit reached')).toBeTruthy()
    expect(within(spins).getByText('20 free rounds')).toBeTruthy()
  })

  it('writes one point in the singular and more in the plural, in the page’s language', async () => {
    server.balance = balance({ ratio: 1, expiring: { points: 1, at: '2026-12-31T16:00:00.000Z' } })
    server.items = [item({ title: 'Sticker', points: 1 }), item({ id: '12', title: 'Cap', points: 2_451 })]
    renderInSite(<PointMallPage />)
    const card = await screen.findByRole('region', { name: 'My points' })
    expect(within(card).getByText('1 point expires on 2027-01-01')).toBeTruthy()
    expect(within(card).getByText('1 point = MYR 1.00')).toBeTruthy()
    const sticker = (await screen.findByRole('heading', { name: 'Sticker' })).closest('li')!
    expect(within(sticker).getByText('1 point')).toBeTruthy()
    const cap = screen.getByRole('heading', { name: 'Cap' }).closest('li')!
    expect(within(cap).getByText('2,451 points')).toBeTruthy()
    expect(within(cap).getByText('1 more point needed')).toBeTruthy()
    try {
      act(() => applyLanguage('VI', false))
      // The shelves are asked again in the new language: their cards are new elements.
      expect(await screen.findByText('1 điểm')).toBeTruthy()
      expect(screen.getByText('2,451 điểm')).toBeTruthy()
    } finally {
      applyLanguage('EN', false)
    }
  })

  it('filters the shelves by kind', async () => {
    server.items = [item(), item({ id: '12', kind: 'goods', title: 'Team jersey', value: null })]
    renderInSite(<PointMallPage />)
    await screen.findByRole('heading', { name: 'Team jersey' })
    const chips = screen.getByRole('group', { name: 'Reward type' })
    fireEvent.click(within(chips).getByRole('button', { name: 'Gifts' }))
    expect(screen.queryByRole('heading', { name: 'Cash MYR 10' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Team jersey' })).toBeTruthy()
    fireEvent.click(within(chips).getByRole('button', { name: 'All' }))
    expect(screen.getByRole('heading', { name: 'Cash MYR 10' })).toBeTruthy()
  })

  it('shows empty shelves and histories honestly', async () => {
    server.items = []
    renderInSite(<PointMallPage />)
    expect(await screen.findByText('The shelves are being stocked')).toBeTruthy()
    expect(await screen.findByText('No redemptions yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Points history' }))
    expect(await screen.findByText('No points yet')).toBeTruthy()
  })

  it('lists redemptions with the spec’s statuses, tracking and reason, a page at a time', async () => {
    server.redemptions = [
      redemption({ id: '503', kind: 'goods', title: 'Team jersey', status: 'in_process', decidedAt: null }),
      redemption({ id: '502', kind: 'goods', title: 'Cap', status: 'approved', tracking: 'MY123456789' }),
      redemption({ id: '501', kind: 'goods', title: 'Mug', status: 'rejected', rejectReason: 'Address incomplete' }),
      ...Array.from({ length: 9 }, (_, index) => redemption({ id: String(400 + index) })),
    ]
    renderInSite(<PointMallPage />)
    const history = await screen.findByRole('region', { name: 'Your history' })
    const jersey = (await within(history).findByText('Team jersey')).closest('li')!
    expect(within(jersey).getByText('In process')).toBeTruthy()
    const cap = within(history).getByText('Cap').closest('li')!
    expect(within(cap).getByText('Approved')).toBeTruthy()
    expect(within(cap).getByText('MY123456789')).toBeTruthy()
    const mug = within(history).getByText('Mug').closest('li')!
    expect(within(mug).getByText('Rejected').className).toContain('pill--danger')
    expect(within(mug).getByText('Reason: Address incomplete')).toBeTruthy()
    expect(within(history).getByText('Page 1 of 2')).toBeTruthy()
    fireEvent.click(within(history).getByRole('button', { name: 'Next' }))
    await waitFor(() =>
      expect(server.gets.some((get) => get.includes('MCS2_getRedeemPointList?language=EN&pageNum=2'))).toBe(true),
    )
  })

  it('lists point entries signed, with the balance after and the kind', async () => {
    server.entries = [
      entry(),
      entry({ id: '899', kind: 'convert', points: -500, balanceAfter: 2_330, expiresAt: null }),
    ]
    renderInSite(<PointMallPage />)
    fireEvent.click(await screen.findByRole('tab', { name: 'Points history' }))
    const earned = (await screen.findByText('Earned from bets', { selector: 'p' })).closest('li')!
    expect(within(earned).getByText('+120')).toBeTruthy()
    expect(within(earned).getByText('Balance 2,450 points')).toBeTruthy()
    expect(within(earned).getByText('Expires 2027-11-28')).toBeTruthy()
    const converted = screen.getByText('Converted to cash', { selector: 'p' }).closest('li')!
    expect(within(converted).getByText('−500')).toBeTruthy()

    const kinds = screen.getByRole('group', { name: 'Entry type' })
    fireEvent.click(within(kinds).getByRole('button', { name: 'Expired' }))
    await waitFor(() => expect(server.gets).toContain('/wps/member/points/history?pageNum=1&pageSize=10&kind=expire'))
  })

  it('says so when the brand has not opened points', async () => {
    server.config = config({ enabled: false })
    renderInSite(<PointMallPage />)
    expect(await screen.findByText('Points are not open yet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Convert to cash' })).toBeNull()
  })
})
