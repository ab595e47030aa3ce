import DOMPurify from 'dompurify'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { homeRoutes, Notice } from '@sea/contract'
import { applyLanguage } from '../../../lib/i18n'
import { announcementList } from '../../../testing/announcements'
import { refusal, reply } from '../../../testing/fake-api'
import { renderInSite } from '../../../testing/render-in-site'
import NoticeModal from './notice-modal'

const notices: Notice[] = Array.from({ length: 11 }, (_, index) => ({
  id: `n${index + 1}`,
  title: `Notice ${index + 1}`,
  content: `<p>Body ${index + 1}</p>`,
  timestamp: new Date(Date.UTC(2026, 0, 20 - index, 9, 30, 5)).toISOString(),
}))
notices[1] = {
  ...notices[1]!,
  content: '<p>Hello</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
}

function stubNotices(player: Notice[], success = true) {
  const fetch = vi.fn(async (_url: string) =>
    success ? reply<typeof homeRoutes.announcements>(announcementList({ player })) : refusal('internal', 200, 'down'),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function open(params: Record<string, string> = {}) {
  return renderInSite(<NoticeModal params={params} onClose={() => undefined} />)
}
const titles = () =>
  within(screen.getByRole('list', { name: 'Notice list' }))
    .getAllByRole('button')
    .map((item) => item.querySelector('.notice-list__title')?.textContent)

describe('NoticeModal', () => {
  beforeEach(() => applyLanguage('EN', false))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('asks for player notices and lists nine titles per page, the first one open', async () => {
    const fetch = stubNotices(notices)
    open()
    expect(await screen.findByRole('heading', { name: 'Notice 1' })).toBeTruthy()
    const asked = new URL(String(fetch.mock.calls[0]?.[0]), 'http://site.test')
    expect(asked.pathname).toBe('/wps/relay/MCSFE_getListAnnouncements')
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ types: 'PL', platform: 'W', language: 'EN' })
    expect(titles()).toEqual([
      'Notice 1',
      'Notice 2',
      'Notice 3',
      'Notice 4',
      'Notice 5',
      'Notice 6',
      'Notice 7',
      'Notice 8',
      'Notice 9',
    ])
    // 09:30:05 UTC, shown in the test brand's Kuala Lumpur time whatever the viewer's zone.
    expect(screen.getByText('2026-01-20 17:30:05')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(titles()).toEqual(['Notice 10', 'Notice 11'])
  })

  it('opens on the notice the marquee names, on its page', async () => {
    stubNotices(notices)
    open({ id: 'n11' })
    expect(await screen.findByRole('heading', { name: 'Notice 11' })).toBeTruthy()
    expect(titles()).toEqual(['Notice 10', 'Notice 11'])
    expect(screen.getByRole('button', { name: /Notice 11/ }).getAttribute('aria-current')).toBe('true')
  })

  // DOMPurify does not work on happy-dom's DOM (cure53/DOMPurify#1457: unsupported, leaks),
  // so this checks the wiring: what is rendered is DOMPurify's output for the notice's HTML.
  // The sanitising itself runs in the browser, where DOMPurify is supported.
  it('renders notice HTML only after sanitising it', async () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize').mockReturnValue('<p>Clean</p>')
    stubNotices(notices)
    open({ id: 'n2' })
    await screen.findByRole('heading', { name: 'Notice 2' })
    expect(sanitize).toHaveBeenCalledWith(
      notices[1]!.content,
      expect.objectContaining({ USE_PROFILES: { html: true } }),
    )
    expect(document.querySelector('.notice-detail__content')?.innerHTML).toBe('<p>Clean</p>')
    sanitize.mockRestore()
  })

  it('shows an empty state when there are no notices, and an error state with retry on failure', async () => {
    stubNotices([])
    open()
    expect(await screen.findByText('There are no notices right now.')).toBeTruthy()
    cleanup()
    stubNotices([], false)
    open()
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeTruthy()
  })
})
