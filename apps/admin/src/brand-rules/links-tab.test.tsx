import type { brandRulesRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { reply, withFakeServer, type Request } from '../testing/fake-server'
import { openTab, READER, rulesOf } from './brand-rules.testkit'
import { LinksTab } from './links-tab'

withFakeServer()

const saved = () => reply<typeof brandRulesRoutes.resources>(rulesOf())
const puts = (requests: Request[]) => requests.filter((r) => r.method !== 'GET')

describe('the Links tab', () => {
  it('shows each link’s QR code: drawn from the link, or the uploaded picture', async () => {
    openTab(<LinksTab merchantId={1} />)
    const links = await screen.findByRole('region', { name: 'Social and app links' })
    expect(within(links).getByRole('img', { name: 'QR code Telegram' }).tagName).toBe('svg')
    const picture = within(links).getByRole('img', { name: 'QR code iOS app' })
    expect(picture.getAttribute('src')).toBe('/wps/brand-rules-files/abcdefghijklmnopqrstuvwx')
  })

  it('reorders links, drops a picture and saves the whole list', async () => {
    const requests = openTab(<LinksTab merchantId={1} />, {
      routes: { 'PUT /wps/operator/brands/1/resources': saved },
    })
    const links = await screen.findByRole('region', { name: 'Social and app links' })
    fireEvent.click(within(links).getAllByRole('button', { name: 'Move down' })[0] as HTMLElement)
    fireEvent.click(within(links).getByRole('button', { name: 'Use the drawn code' }))
    fireEvent.click(within(links).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(puts(requests)).toHaveLength(1))
    const body = puts(requests)[0] as unknown as { body: { resources: { resourceType: string; customQrUrl: null }[] } }
    expect(body.body.resources.map((r) => r.resourceType)).toEqual(['APP_IOS', 'TELEGRAM'])
    expect(body.body.resources[0]?.customQrUrl).toBeNull()
  })

  it('refuses a link that is neither https nor a site path before sending', async () => {
    const requests = openTab(<LinksTab merchantId={1} />)
    const links = await screen.findByRole('region', { name: 'Social and app links' })
    const url = within(links).getAllByRole('textbox', { name: 'Link' })[0] as HTMLElement
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(within(links).getByRole('button', { name: 'Save' }))
    expect(await within(links).findByText('Check the highlighted fields.')).toBeTruthy()
    expect(url.getAttribute('aria-invalid')).toBe('true')
    expect(puts(requests)).toHaveLength(0)
  })

  it('uploads a picture for a saved link as the raw body', async () => {
    openTab(<LinksTab merchantId={1} />)
    // The shared fake server reads JSON bodies only: the picture's call is caught before it.
    const json = globalThis.fetch
    const uploads: { url: string; init: RequestInit }[] = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (!(init.body instanceof Blob)) return json(url, init)
      uploads.push({ url, init })
      return reply<typeof brandRulesRoutes.uploadQr>(rulesOf())
    })
    const input = await screen.findByLabelText('Upload picture Telegram')
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'qr.png', { type: 'image/png' })
    fireEvent.change(input, { target: { files: [file] } })
    await waitFor(() => expect(uploads).toHaveLength(1))
    expect(uploads[0]?.url).toBe('/wps/operator/brands/1/resources/TELEGRAM/qr')
    expect(uploads[0]?.init).toMatchObject({ method: 'POST', body: file })
    expect(new Headers(uploads[0]?.init.headers).get('content-type')).toBe('image/png')
    expect(new Headers(uploads[0]?.init.headers).get('authorization')).toBe('Bearer op-token')
  })

  it('saves customer service, analytics and failover addresses each on its own', async () => {
    const requests = openTab(<LinksTab merchantId={1} />, {
      routes: {
        'PUT /wps/operator/brands/1/customer-service': saved,
        'PUT /wps/operator/brands/1/analytics': saved,
        'PUT /wps/operator/brands/1/domain-routes': saved,
      },
    })
    const desk = await screen.findByRole('region', { name: 'Customer service' })
    fireEvent.change(within(desk).getByRole('textbox', { name: /^Desk address/ }), { target: { value: '' } })
    fireEvent.click(within(desk).getByRole('button', { name: 'Save' }))
    const analytics = screen.getByRole('region', { name: 'Analytics' })
    fireEvent.change(within(analytics).getByRole('textbox', { name: 'Google tag id' }), {
      target: { value: 'G-LOTUS123' },
    })
    fireEvent.click(within(analytics).getByRole('button', { name: 'Save' }))
    const routes = screen.getByRole('region', { name: 'Failover addresses' })
    fireEvent.click(within(routes).getByRole('button', { name: 'Add' }))
    fireEvent.change(within(routes).getByRole('textbox', { name: 'Address 2' }), {
      target: { value: 'https://alt2.lotus.test' },
    })
    fireEvent.click(within(routes).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(puts(requests)).toHaveLength(3))
    const body = (path: string) => puts(requests).find((r) => r.path.endsWith(path))?.body
    expect(body('/customer-service')).toEqual({ url: null, vipUrl: null, popupWidth: 440, popupHeight: 750 })
    expect(body('/analytics')).toEqual({ gtagId: 'G-LOTUS123' })
    expect(body('/domain-routes')).toEqual({
      routes: [{ url: 'https://alt.lotus.test' }, { url: 'https://alt2.lotus.test' }],
    })
  })

  it('offers no upload and no save to a reader', async () => {
    openTab(<LinksTab merchantId={1} />, { permissions: READER })
    await screen.findByRole('region', { name: 'Social and app links' })
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.queryByLabelText('Upload picture Telegram')).toBeNull()
  })
})
