import type { homeRoutes } from '@sea/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { refusal, reply } from '../testing/fake-api'
import { testSite } from '../testing/test-site'
import { openCustomerService } from './customer-service'

type FakePopup = { opener: unknown; location: { href: string }; close: () => void; closed: boolean }

function fakePopup(): FakePopup {
  const popup: FakePopup = {
    opener: window,
    location: { href: 'about:blank' },
    closed: false,
    close: () => (popup.closed = true),
  }
  return popup
}

describe('openCustomerService', () => {
  afterEach(() => vi.restoreAllMocks())

  it('opens the popup at once, cuts it off from the site, then sends it to the server link', async () => {
    const popup = fakePopup()
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async () =>
      reply<typeof homeRoutes.customerService>({
        version: { pathList: [{ type: 'LIVE_CHAT', path: '/wps/customer-service/open?t=abc' }] },
        popupWidth: 440,
        popupHeight: 750,
        expiresAt: '2030-01-01T00:00:00Z',
      }),
    )
    expect(openCustomerService(testSite())).toBe(true)
    expect(open.mock.calls[0]?.[2]).toContain('width=440,height=750')
    expect(popup.opener).toBeNull()
    await vi.waitFor(() => expect(popup.location.href).toBe('/wps/customer-service/open?t=abc'))
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('/wps/relay/getService')
  })

  it('closes the popup when the call fails (docs/domain/site.md#error-dialogs)', async () => {
    const popup = fakePopup()
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    vi.spyOn(window, 'fetch').mockImplementation(async () => refusal('feature_disabled', 409, 'no desk'))
    openCustomerService(testSite())
    await vi.waitFor(() => expect(popup.closed).toBe(true))
  })

  it('says so when the browser blocks the popup', () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    expect(openCustomerService(testSite())).toBe(false)
  })
})
