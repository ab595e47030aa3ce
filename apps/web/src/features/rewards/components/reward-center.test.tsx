import type { promotionRoutes, Reward } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CallValue } from '../../../lib/api-client'
import { setSession } from '../../../lib/session-store'
import { refusal, reply } from '../../../testing/fake-api'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { reward } from '../../promotions/fixtures.test-utils'
import RewardCenter from './reward-center'

type Rewards = CallValue<typeof promotionRoutes.rewards>
let rewards: Rewards
let claims: { path: string; device: string | undefined }[] = []
let pagesAsked: string[] = []
let claimAnswer: () => Response

const paid = reward({ id: '400', title: 'Welcome bonus', kind: 'deposit_bonus', amount: '388.00', state: 'wagering' })

function page(changes: Partial<Rewards> = {}): Rewards {
  return { claimable: [], history: [], totalElements: 0, wagering: null, ...changes }
}

beforeEach(() => {
  claims = []
  pagesAsked = []
  rewards = page()
  claimAnswer = () => reply<typeof promotionRoutes.claimReward>(reward({ state: 'issued', claimed: true }))
  setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const address = new URL(url, 'http://site.test')
      if (init.method === 'POST') {
        claims.push({
          path: address.pathname,
          device: (init.headers as Record<string, string>)['X-Device-Id'],
        })
        return claimAnswer()
      }
      pagesAsked.push(address.searchParams.get('pageNum') ?? '')
      return reply<typeof promotionRoutes.rewards>(rewards)
    }),
  )
})

resetAfterEach()

function show() {
  renderInSite(
    <MemoryRouter>
      <RewardCenter />
    </MemoryRouter>,
  )
}

describe('reward centre', () => {
  it('shows the empty state and the ways to earn only when there is nothing at all', async () => {
    show()
    expect(await screen.findByText('No rewards yet')).toBeTruthy()
    expect(screen.getByText('Ways to earn')).toBeTruthy()
  })

  it('claims a claimable reward with the device id, then asks for the rewards again', async () => {
    const open = reward()
    rewards = page({ claimable: [open], history: [open], totalElements: 1 })
    show()
    const card = (await screen.findByRole('button', { name: 'Claim Weekly cashback' })).closest('li')!
    expect(within(card).getByText('25.00')).toBeTruthy()
    expect(screen.queryByText('No rewards yet')).toBeNull()

    rewards = page({ history: [reward({ state: 'issued', claimed: true })], totalElements: 1 })
    fireEvent.click(within(card).getByRole('button', { name: 'Claim Weekly cashback' }))
    expect(await screen.findByText('MYR 25.00 was added to your balance.')).toBeTruthy()
    expect(claims).toEqual([{ path: '/wps/member/rewards/501/claim', device: expect.stringMatching(/^[\w-]{22,}$/) }])
    await waitFor(() => expect(screen.queryByText('Ready to claim')).toBeNull())
    expect(screen.getByText('Issued')).toBeTruthy()
  })

  it('shows a refused claim in the member’s words', async () => {
    const open = reward()
    rewards = page({ claimable: [open], history: [open], totalElements: 1 })
    claimAnswer = () => refusal('promotion_closed', 409)
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Weekly cashback' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('This promotion is not running now')
  })

  it('shows the open wagering in total and per reward, and pages the history', async () => {
    const wagering = { required: '3880.00', achieved: '970.00', expiresAt: '2026-12-05T04:00:00.000Z' }
    const many: Reward[] = [{ ...paid, wagering }]
    rewards = page({ history: many, totalElements: 12, wagering })
    show()
    const total = await screen.findByRole('progressbar', { name: 'Bonus wagering to complete' })
    expect(total.getAttribute('aria-valuenow')).toBe('25')
    expect(screen.getByRole('progressbar', { name: 'Wagering progress' })).toBeTruthy()
    expect(screen.getByText('Welcome bonus')).toBeTruthy()
    expect(screen.getByText('Wagering')).toBeTruthy()
    // Twelve rewards are plenty: the ways to earn make room for them.
    expect(screen.queryByText('Ways to earn')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(pagesAsked).toContain('2'))
  })

  it('keeps the ways to earn below a short history', async () => {
    rewards = page({ history: [reward({ state: 'issued' })], totalElements: 1 })
    show()
    expect(await screen.findByText('Reward history')).toBeTruthy()
    expect(screen.getByText('Ways to earn')).toBeTruthy()
    expect(screen.queryByText('No rewards yet')).toBeNull()
  })
})
