import type { AnnouncementList, homeRoutes, StatusValue } from '@sea/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setSession } from '../../../lib/session-store'
import { SiteContext } from '../../../lib/site'
import { announcementList } from '../../../testing/announcements'
import { refusal, reply } from '../../../testing/fake-api'
import { resetAfterEach } from '../../../testing/reset-after-each'
import AfterLoginModal from './after-login-modal'

const SITE = { merchant: { imageBaseUrl: '/' }, imageCDNs: [] } as unknown as StatusValue
let popup: AnnouncementList['popup'] | null = []

beforeEach(() => {
  setSession({ token: 'tok', isAgent: 0, userName: 'alice01' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      popup === null
        ? refusal('not_found', 404, 'x')
        : reply<typeof homeRoutes.announcements>(announcementList({ popup })),
    ),
  )
})
resetAfterEach()

function renderModal(onClose: () => void) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SiteContext.Provider value={SITE}>
        <AfterLoginModal params={{}} onClose={onClose} />
      </SiteContext.Provider>
    </QueryClientProvider>,
  )
}

describe('AfterLoginModal', () => {
  it('closes unseen when there is no popup notice, or when they cannot be fetched', async () => {
    for (const value of [[], null]) {
      popup = value
      const onClose = vi.fn()
      renderModal(onClose)
      await waitFor(() => expect(onClose).toHaveBeenCalled())
      expect(screen.queryByRole('dialog')).toBeNull()
      cleanup()
    }
  })

  // Sanitising is DOMPurify's (checked in a real browser); happy-dom's parser is too loose to judge it.
  it('shows the notices one after another', async () => {
    popup = [
      {
        id: '1',
        title: 'Weekend bonus',
        content: '<p>Deposit <strong>now</strong></p>',
        timestamp: '2026-11-20T09:00:00.000Z',
        url: null,
      },
      { id: '2', title: 'New games', content: '<p>Every Friday</p>', timestamp: '2026-11-19T09:00:00.000Z', url: null },
    ]
    const onClose = vi.fn()
    renderModal(onClose)
    expect(await screen.findByRole('heading', { name: 'Weekend bonus' })).toBeTruthy()
    expect(screen.getByText('now').tagName).toBe('STRONG')
    expect(screen.getByText('1 of 2')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading', { name: 'New games' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
