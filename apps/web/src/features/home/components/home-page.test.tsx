import type { AnnouncementList, StatusValue } from '@sea/contract'
import { screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { setSession } from '../../../lib/session-store'
import { announcementList } from '../../../testing/announcements'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { HomePage } from './home-page'

const site = {
  merchant: { name: 'Brand Play', logoUrl: '/brand/logo.svg', imageBaseUrl: '/brand/' },
  imageCDNs: [],
  resources: [
    { resourceType: 'APP_ANDROID', url: 'https://cdn.example.test/app.apk', qrCodeUrl: null, labelNameEn: 'Android' },
  ],
  customerService: { url: null, vipUrl: null, popupWidth: 440, popupHeight: 750 },
} as unknown as StatusValue

const list = (value: Partial<AnnouncementList>) => ({ success: true, value: announcementList(value) })

/** Answers each announcements call by its `types`, and records what was asked. */
function serve(answers: Record<string, () => Response>) {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const types = new URL(input, 'http://site.test').searchParams.get('types') ?? ''
      asked.push(types)
      return answers[types]?.() ?? Response.json({ success: false, code: 'not_found', message: 'no' }, { status: 404 })
    }),
  )
  return asked
}

function show() {
  renderInSite(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
    site,
  )
}

describe('HomePage', () => {
  resetAfterEach()

  it('shows the home banners, only those of the home group', async () => {
    serve({
      B: () =>
        Response.json(
          list({
            banners: [
              { id: '1', groupName: 'home', url: '/brand/banners/a.svg', link: null, title: 'Welcome bonus' },
              { id: '2', groupName: 'login', url: '/brand/banners/b.svg', link: null, title: 'Login banner' },
            ],
          }),
        ),
    })
    show()
    expect(await screen.findByRole('img', { name: 'Welcome bonus' })).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'Login banner', hidden: true })).toBeNull()
  })

  it('shows the brand hero when the banners cannot be loaded', async () => {
    serve({})
    show()
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand Play' })).toBeTruthy()
  })

  it('shows the brand hero when there are no home banners', async () => {
    serve({ B: () => Response.json(list({})) })
    show()
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand Play' })).toBeTruthy()
  })

  it('invites a visitor to join instead of asking for promotions', async () => {
    const asked = serve({ B: () => Response.json(list({})) })
    show()
    expect(await screen.findByText('Member-only promotions')).toBeTruthy()
    expect(asked).not.toContain('PR')
  })

  it('shows a member the first promotions, linking to their detail', async () => {
    setSession({ token: 'token', isAgent: 0, userName: 'player' })
    const promotion = (id: string) => ({
      id,
      title: `Promo ${id}`,
      summary: 'Summary',
      url: '/brand/promos/p.svg',
      content: '<p>x</p>',
      link: null,
      startAt: '2026-01-01T00:00:00Z',
      endAt: null,
    })
    serve({
      B: () => Response.json(list({})),
      PR: () => Response.json(list({ promotion: ['1', '2', '3', '4'].map(promotion) })),
    })
    show()
    const link = await screen.findByRole('link', { name: /Promo 1/ })
    expect(link.getAttribute('href')).toBe('/promoDetail?id=1')
    expect(screen.queryByText('Promo 4')).toBeNull()
  })
})
