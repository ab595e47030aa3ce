import type { accountRoutes, promotionExtraRoutes, ReferralSummary } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setSession } from '../../../lib/session-store'
import { refusal, reply } from '../../../testing/fake-api'
import { memberInfo } from '../../../testing/member-info'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { testSite } from '../../../testing/test-site'
import { memberPromotion } from '../../promotions/fixtures.test-utils'
import ReferralPage from './referral-page'

const LINK = 'https://play.brand.example/register?referralCode=R8K2M4'

function summary(changes: Partial<ReferralSummary> = {}): ReferralSummary {
  return {
    code: 'R8K2M4',
    link: LINK,
    promotion: memberPromotion({
      id: '12',
      kind: 'referral',
      status: 'issued',
      action: null,
      rules: { kind: 'referral', trigger: 'deposit', threshold: '50', reward: '20', maxInvitees: 100 },
      wageringRules: null,
    }),
    invitees: [
      { account: 'li***ng', registeredAt: '2026-11-20T03:00:00.000Z', status: 'rewarded', reward: '20.00' },
      { account: 'ni***ha', registeredAt: '2026-11-25T03:00:00.000Z', status: 'registered', reward: null },
    ],
    inviteeTotal: 12,
    earnings: '20.00',
    ...changes,
  }
}

let answer: ReferralSummary
let asked: URL[] = []

beforeEach(() => {
  answer = summary()
  asked = []
  setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const address = new URL(url, 'http://site.test')
      asked.push(address)
      if (address.pathname === '/wps/member/referral') return reply<typeof promotionExtraRoutes.referral>(answer)
      if (address.pathname === '/wps/member/info') return reply<typeof accountRoutes.memberInfo>(memberInfo())
      return refusal('not_found', 404)
    }),
  )
})

resetAfterEach()

describe('invite friends', () => {
  it('shares the link the server built, not the page’s own address', async () => {
    renderInSite(<ReferralPage />)
    expect(((await screen.findByRole('textbox', { name: 'Your invitation link' })) as HTMLInputElement).value).toBe(
      LINK,
    )
    expect(screen.getByText('R8K2M4')).toBeTruthy()
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ })
    expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent(LINK))
  })

  it('lists the invitees with their status and reward, the earnings and the promotion’s reward', async () => {
    renderInSite(<ReferralPage />)
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(within(rows[1]!).getByText('li***ng')).toBeTruthy()
    expect(within(rows[1]!).getByText('Rewarded')).toBeTruthy()
    expect(within(rows[1]!).getByText('MYR 20.00')).toBeTruthy()
    expect(within(rows[1]!).getByText('2026-11-20')).toBeTruthy()
    expect(within(rows[2]!).getByText('Registered')).toBeTruthy()
    expect(screen.getByText('Friends invited').nextSibling?.textContent).toBe('12')
    expect(screen.getByText('MYR 20.00 for each friend whose first deposit is at least MYR 50.00')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(asked.some((url) => url.searchParams.get('pageNum') === '2')).toBe(true))
  })

  it('says so when no friend has registered yet', async () => {
    answer = summary({ invitees: [], inviteeTotal: 0, earnings: '0.00', promotion: null })
    renderInSite(<ReferralPage />)
    expect(await screen.findByText(/No friend has registered with your code yet/)).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('asks nothing when the brand runs no referral programme', async () => {
    renderInSite(<ReferralPage />, testSite({}, { REFERRAL_PROMO: false }))
    expect(await screen.findByText('Invite friends is not available')).toBeTruthy()
    expect(asked.filter((url) => url.pathname === '/wps/member/referral')).toEqual([])
  })
})
