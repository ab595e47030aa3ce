import type { loyaltyRoutes, MissionSummary } from '@sea/contract'
import { focusManager } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setSession } from '../../lib/session-store'
import { refusal, reply } from '../../testing/fake-api'
import { renderInSite } from '../../testing/render-in-site'
import { resetAfterEach } from '../../testing/reset-after-each'
import { MemberCentreMenu } from './member-centre-side'
import { visiblePages } from './pages'

let summary: MissionSummary
let fails = false
const fetch = vi.fn(async (url: string) => {
  expect(url).toContain('/wps/relay/MCSFE_getMissionSummaryDetails')
  return fails ? refusal('internal', 500) : reply<typeof loyaltyRoutes.missions>(summary)
})

beforeEach(() => {
  summary = { claimable: 3, missions: [] }
  fails = false
  fetch.mockClear()
  vi.stubGlobal('fetch', fetch)
})

resetAfterEach()

const show = () => renderInSite(<MemberCentreMenu pages={visiblePages({})} current={null} onOpen={() => {}} />)

describe('member centre menu badge', () => {
  it('counts the missions ready to claim, and asks again when the window regains focus', async () => {
    setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
    show()
    const badge = await screen.findByLabelText('3 new')
    expect(badge.textContent).toBe('3')
    expect(badge.closest('button')?.textContent).toContain('Mission activity')

    summary = { claimable: 0, missions: [] }
    act(() => {
      focusManager.setFocused(false)
      focusManager.setFocused(true)
    })
    await waitFor(() => expect(screen.queryByLabelText('3 new')).toBeNull())
    expect(fetch).toHaveBeenCalledTimes(2)
    act(() => focusManager.setFocused(undefined))
  })

  it('shows 99+ beyond two digits', async () => {
    setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
    summary = { claimable: 120, missions: [] }
    show()
    expect((await screen.findByLabelText('120 new')).textContent).toBe('99+')
  })

  it('shows no badge when the count cannot be had', async () => {
    setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
    fails = true
    show()
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(screen.getByRole('button', { name: 'Mission activity' })).toBeTruthy()
  })

  it('does not ask for a trial account', async () => {
    setSession({ token: 'test-token-0123456789', isAgent: 4, userName: 'trial' })
    show()
    expect(screen.getByRole('button', { name: 'Mission activity' })).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fetch).not.toHaveBeenCalled()
  })
})
