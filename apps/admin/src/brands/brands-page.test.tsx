import type { brandAdminRoutes, operatorAccountRoutes, Permission } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setSession } from '../lib/session'
import { reply, serve, withFakeServer } from '../testing/fake-server'
import { currentPath, meOf, renderConsole } from '../testing/render'
import type { BrandDetail, BrandRow } from './brands.api'

withFakeServer()

const ROWS: BrandRow[] = [
  {
    id: 1,
    code: 'lotus',
    name: 'Lotus',
    currency: 'MYR',
    timezone: 'Asia/Kuala_Lumpur',
    languages: ['EN', 'MY'],
    defaultLanguage: 'MY',
    primaryDomain: 'lotus.test',
    members: 1250,
    maintenance: false,
  },
  {
    id: 2,
    code: 'orchid',
    name: 'Orchid',
    currency: 'THB',
    timezone: 'Asia/Bangkok',
    languages: ['TH'],
    defaultLanguage: 'TH',
    primaryDomain: null,
    members: 0,
    maintenance: true,
  },
]
const LOTUS: BrandDetail = {
  id: 1,
  code: 'lotus',
  currency: 'MYR',
  maintenance: false,
  general: { name: 'Lotus', timezone: 'Asia/Kuala_Lumpur', languages: ['EN', 'MY'], defaultLanguage: 'MY' },
  domains: [
    { domain: 'lotus.test', kind: 'site', primary: true },
    { domain: 'ops.lotus.test', kind: 'console', primary: false },
  ],
  theme: {
    primary: '#6142bf',
    primaryContrast: '#ffffff',
    accent: '#f5b400',
    background: '#0d1117',
    surface: '#161b22',
    text: '#f0f6fc',
    muted: '#8b949e',
  },
  logoUrl: '/brand/logo.svg',
  faviconUrl: null,
}
const ALL: Permission[] = ['operator.session', 'brands.read', 'brands.create', 'brands.settings']

function open(path: string, permissions: Permission[] = ALL, extra: Parameters<typeof serve>[0] = {}) {
  const me = meOf({ permissions })
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    'GET /wps/operator/brands': () => reply<typeof brandAdminRoutes.brands>(ROWS),
    'GET /wps/operator/brands/1': () => reply<typeof brandAdminRoutes.brand>(LOTUS),
    ...extra,
  })
  renderConsole(path)
  return requests
}

describe('the brand list', () => {
  it('lists brands with currency, languages, primary domain, members and status; a row opens the brand', async () => {
    open('/brands')
    const lotus = (await screen.findByText('Lotus')).closest('tr') as HTMLElement
    expect(within(lotus).getByText('MYR')).toBeTruthy()
    expect(within(lotus).getByRole('link', { name: 'lotus.test' })).toBeTruthy()
    expect(within(lotus).getByText('Live')).toBeTruthy()
    expect(within(screen.getByText('Orchid').closest('tr') as HTMLElement).getByText('Maintenance')).toBeTruthy()
    fireEvent.click(lotus)
    await waitFor(() => expect(currentPath()).toBe('/brands/1'))
  })

  it('offers "New brand" only to holders of brands.create', async () => {
    open('/brands', ['operator.session', 'brands.read'])
    await screen.findByText('Lotus')
    expect(screen.queryByRole('button', { name: 'New brand' })).toBeNull()
  })
})

describe('creating a brand', () => {
  it("checks the contract's schema first, then sends domains and the template", async () => {
    const requests = open('/brands', ALL, {
      'POST /wps/operator/brands': () => reply<typeof brandAdminRoutes.createBrand>({ ...LOTUS, id: 7, code: 'jade' }),
      'GET /wps/operator/brands/7': () => reply<typeof brandAdminRoutes.brand>({ ...LOTUS, id: 7, code: 'jade' }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'New brand' }))
    const dialog = screen.getByRole('dialog', { name: 'New brand' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create brand' }))
    expect(await within(dialog).findByText('Use 2 to 32 of a-z, 0-9, _ and -')).toBeTruthy()
    expect(within(dialog).getByText('Give a three-letter code such as MYR')).toBeTruthy()
    expect(requests.some((request) => request.method === 'POST')).toBe(false)

    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'jade' } })
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Jade Play' } })
    fireEvent.change(within(dialog).getByLabelText(/^Currency/), { target: { value: 'myr' } })
    fireEvent.change(within(dialog).getByLabelText('Host name 1'), { target: { value: 'Jade.test' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add domain' }))
    fireEvent.change(within(dialog).getByLabelText('Host name 2'), { target: { value: 'ops.jade.test' } })
    fireEvent.change(within(dialog).getByLabelText('Serves 2'), { target: { value: 'console' } })
    fireEvent.change(within(dialog).getByLabelText(/^Copy settings from/), { target: { value: '1' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create brand' }))

    await waitFor(() => expect(currentPath()).toBe('/brands/7'))
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      code: 'jade',
      name: 'Jade Play',
      currency: 'MYR',
      timezone: 'Asia/Kuala_Lumpur',
      languages: ['EN'],
      defaultLanguage: 'EN',
      domains: [
        { domain: 'jade.test', kind: 'site', primary: true },
        { domain: 'ops.jade.test', kind: 'console', primary: false },
      ],
      templateMerchantId: 1,
    })
  })
})

describe('a brand’s page', () => {
  it('general: shows the fixed currency, refuses a bad time zone, saves the whole group', async () => {
    const requests = open('/brands/1', ALL, {
      'PUT /wps/operator/brands/1/general': (request) =>
        reply<typeof brandAdminRoutes.updateGeneral>({ ...LOTUS, general: request.body as BrandDetail['general'] }),
    })
    const name = await screen.findByLabelText('Name')
    expect(screen.getByRole('heading', { name: 'Lotus' })).toBeTruthy()
    expect(screen.getByText(/The currency cannot change/)).toBeTruthy()
    expect(screen.getAllByRole('link', { name: /lotus\.test/ }).length).toBeGreaterThan(0)
    fireEvent.change(screen.getByLabelText(/^Time zone/), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Give a time zone')).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/^Time zone/), { target: { value: 'Asia/Bangkok' } })
    fireEvent.change(name, { target: { value: 'Lotus Prime' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved.')).toBeTruthy()
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Lotus Prime',
      timezone: 'Asia/Bangkok',
      languages: ['EN', 'MY'],
      defaultLanguage: 'MY',
    })
  })

  it('is read-only without brands.settings', async () => {
    open('/brands/1', ['operator.session', 'brands.read'])
    expect(await screen.findByText(/changing them needs the brand settings permission/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.getByLabelText('Name').closest('fieldset')?.disabled).toBe(true)
  })

  it('domains: edits the list, moves the primary, removes a row and saves it whole', async () => {
    const requests = open('/brands/1/domains', ALL, {
      'PUT /wps/operator/brands/1/domains': (request) =>
        reply<typeof brandAdminRoutes.updateDomains>({
          ...LOTUS,
          domains: (request.body as { domains: BrandDetail['domains'] }).domains,
        }),
    })
    expect(((await screen.findByLabelText('Host name 1')) as HTMLInputElement).value).toBe('lotus.test')
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }))
    fireEvent.change(screen.getByLabelText('Host name 3'), { target: { value: 'www.lotus.test' } })
    fireEvent.click(screen.getByLabelText('Primary 3'))
    fireEvent.click(screen.getByRole('button', { name: 'Remove ops.lotus.test' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved.')).toBeTruthy()
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      domains: [
        { domain: 'lotus.test', kind: 'site', primary: false },
        { domain: 'www.lotus.test', kind: 'site', primary: true },
      ],
    })
  })

  it('look: validates colours as #rrggbb, previews the site, saves the seven colours', async () => {
    const requests = open('/brands/1/look', ALL, {
      'PUT /wps/operator/brands/1/theme': (request) =>
        reply<typeof brandAdminRoutes.updateTheme>({ ...LOTUS, theme: request.body as BrandDetail['theme'] }),
    })
    const accent = await screen.findByLabelText('Accent')
    const frame = screen.getByTitle('Live preview') as HTMLIFrameElement
    expect(frame.src).toMatch(/^http:\/\/lotus\.test(:\d+)?\/$/)
    fireEvent.change(accent, { target: { value: 'orange' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Use #rrggbb')).toBeTruthy()
    expect(requests.some((request) => request.method === 'PUT')).toBe(false)
    fireEvent.change(screen.getByLabelText('Accent (picker)'), { target: { value: '#ff8800' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved.')).toBeTruthy()
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ ...LOTUS.theme, accent: '#ff8800' })
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('/brand/logo.svg')
    expect(screen.getAllByText('None').length).toBeGreaterThan(0)
  })
})
