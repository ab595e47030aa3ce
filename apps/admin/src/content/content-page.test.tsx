import type { operatorAccountRoutes, operatorContentRoutes, operatorHomeRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setSession } from '../lib/session'
import { reply, serve, withFakeServer } from '../testing/fake-server'
import { meOf, renderConsole } from '../testing/render'
import type { Announcement, HelpArticle, SentMessage } from './content.api'

withFakeServer()

const CONTENT_PERMISSIONS = [
  'operator.session',
  'content.announcements.read',
  'content.announcements',
  'content.messages',
] as const
const future = new Date(Date.now() + 86_400_000).toISOString()
const past = '2026-01-01T00:00:00.000Z'

const announcement = (overrides: Partial<Announcement>): Announcement => ({
  id: '1',
  merchantId: 1,
  type: 'B',
  groupName: 'home',
  texts: { EN: { title: 'Welcome' } },
  imageUrl: '/brand/banners/home-welcome.svg',
  link: null,
  published: true,
  startAt: past,
  endAt: null,
  sortOrder: 10,
  createdAt: past,
  updatedAt: past,
  ...overrides,
})

const BANNERS: Announcement[] = [
  announcement({
    id: '1',
    texts: { EN: { title: 'Welcome' }, CN: { title: '欢迎', imageUrl: '/brand/banners/home-welcome-cn.svg' } },
  }),
  announcement({ id: '2', texts: { EN: { title: 'Lottery' } }, sortOrder: 20, published: false }),
  announcement({ id: '3', texts: { EN: { title: 'Sports' } }, sortOrder: 30, startAt: future }),
  announcement({ id: '4', groupName: 'login', texts: { EN: { title: 'Log in banner' } } }),
]

function open(path: string, routes: Parameters<typeof serve>[0] = {}) {
  const me = meOf({ permissions: [...CONTENT_PERMISSIONS], roles: ['content'] })
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    ...routes,
  })
  renderConsole(path)
  return requests
}

const page = <T,>(content: T[]) => ({ content, pageNum: 1, totalPages: 1, totalElements: content.length })

describe('the content section', () => {
  it('shows banners per placement with their status, the login banner among them', async () => {
    open('/content/banners', {
      'GET /wps/operator/announcements': (request) =>
        reply<typeof operatorHomeRoutes.announcements>(page(request.path.includes('type=B') ? BANNERS : [])),
    })
    const home = await screen.findByRole('region', { name: /Banner home/ })
    expect(within(home).getByText('Welcome')).toBeTruthy()
    expect(within(home).getByText('Live')).toBeTruthy()
    expect(within(home).getByText('Draft')).toBeTruthy()
    expect(within(home).getByText('Scheduled')).toBeTruthy()
    expect(within(home).getByText('CN')).toBeTruthy()
    expect(within(home).getByRole('button', { name: 'Move Welcome' })).toBeTruthy()
    const login = screen.getByRole('region', { name: /Banner login/ })
    expect(within(login).getByText('Login banner')).toBeTruthy()
    expect(within(login).getByText('Log in banner')).toBeTruthy()
  })

  it('publishes a draft and unpublishes a live item', async () => {
    const requests = open('/content/banners', {
      'GET /wps/operator/announcements': (request) =>
        reply<typeof operatorHomeRoutes.announcements>(page(request.path.includes('type=B') ? BANNERS : [])),
      'POST /wps/operator/announcements/2/publish': () =>
        reply<typeof operatorContentRoutes.publishAnnouncement>({ ...BANNERS[1]!, published: true }),
      'POST /wps/operator/announcements/1/unpublish': () =>
        reply<typeof operatorHomeRoutes.unpublishAnnouncement>({ ...BANNERS[0]!, published: false }),
    })
    const draft = (await screen.findByText('Lottery')).closest('tr') as HTMLElement
    fireEvent.click(within(draft).getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(requests.some((r) => r.path === '/wps/operator/announcements/2/publish')).toBe(true))
    const live = screen.getByText('Welcome').closest('tr') as HTMLElement
    fireEvent.click(within(live).getByRole('button', { name: 'Unpublish' }))
    await waitFor(() => expect(requests.some((r) => r.path === '/wps/operator/announcements/1/unpublish')).toBe(true))
  })

  it('creates a notice with its text per language, sent as the contract asks', async () => {
    const requests = open('/content/notices', {
      'GET /wps/operator/announcements': () => reply<typeof operatorHomeRoutes.announcements>(page([])),
      'POST /wps/operator/announcements': (request) =>
        reply<typeof operatorHomeRoutes.createAnnouncement>(
          announcement({ type: 'PL', texts: (request.body as Announcement).texts }),
        ),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'New · Notice' }))
    const dialog = screen.getByRole('dialog', { name: 'New Notice' })
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Maintenance' } })
    fireEvent.change(within(dialog).getByLabelText('Text (HTML)'), { target: { value: '<p>Tonight</p>' } })
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Add 简体中文' }))
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: '维护' } })
    fireEvent.change(within(dialog).getByLabelText('Text (HTML)'), { target: { value: '<p>今晚</p>' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === '/wps/operator/announcements')).toBe(true),
    )
    const body = requests.find((r) => r.method === 'POST')!.body as Record<string, unknown>
    expect(body).toMatchObject({
      type: 'PL',
      merchantId: 1,
      published: false,
      texts: { EN: { title: 'Maintenance', content: '<p>Tonight</p>' }, CN: { title: '维护', content: '<p>今晚</p>' } },
    })
  })

  it('lists promotions and help articles, and deletes an article after asking', async () => {
    const article: HelpArticle = {
      id: '7',
      merchantId: 1,
      language: 'EN',
      categoryCode: 'faq',
      categoryTitle: 'FAQ',
      anchor: 'deposit',
      title: 'How to deposit',
      contentHtml: '<p>Choose a channel</p>',
      sortOrder: 1,
    }
    const requests = open('/content/help', {
      'GET /wps/operator/help-articles': () => reply<typeof operatorContentRoutes.helpArticles>(page([article])),
      'DELETE /wps/operator/help-articles/7': () => reply<typeof operatorContentRoutes.deleteHelpArticle>({ id: '7' }),
    })
    const row = (await screen.findByText('How to deposit')).closest('tr') as HTMLElement
    expect(within(row).getByText('#deposit')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete this article?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true))
  })

  it('sends a message to the holders of a staff label and lists what was sent', async () => {
    const sent: SentMessage = {
      id: '9',
      merchantId: 1,
      audience: 'member',
      memberId: '5',
      username: 'ahmad',
      texts: { EN: { title: 'Your bonus', content: '<p>x</p>' } },
      sentBy: 'alice',
      createdAt: past,
    }
    const requests = open('/content/messages', {
      'GET /wps/operator/messages': () => reply<typeof operatorContentRoutes.sentMessages>(page([sent])),
      'POST /wps/operator/messages': () =>
        reply<typeof operatorHomeRoutes.sendMessage>({
          id: '10',
          merchantId: 1,
          audience: 'member',
          memberId: null,
          createdAt: past,
          label: 'vip',
          recipients: 3,
        }),
    })
    expect(await screen.findByText('ahmad')).toBeTruthy()
    expect(screen.getByText('Your bonus')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'label' } })
    fireEvent.change(screen.getByLabelText('Staff label'), { target: { value: 'vip' } })
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'For you' } })
    fireEvent.change(screen.getByLabelText('Text (HTML)'), { target: { value: '<p>Hello</p>' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Sent to 3 members')).toBeTruthy()
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      merchantId: 1,
      label: 'vip',
      texts: { EN: { title: 'For you', content: '<p>Hello</p>' } },
    })
  })
})
