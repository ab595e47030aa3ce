import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadGeoLookup } from '../apps/server/src/lib/geo'
import { skipE2e } from './support/browser'
import { expectText, header } from './support/member'
import { demoMerchantId, restrictRegion, setMaintenance } from './support/server-side'
import { inPage, screenshot, startSite, VIEWPORTS, type Site } from './support/site'

/** A public address with a country in the packaged geo tables, as a reverse proxy would forward it. */
const PUBLIC_IP = '8.8.8.8'

describe.skipIf(skipE2e())('journeys: maintenance and region pages', () => {
  let site: Site
  let timeZone: string
  let publicCountry: string
  beforeAll(async () => {
    site = await startSite()
    const id = await demoMerchantId(site.server.db)
    timeZone = (
      await site.server.db.selectFrom('merchants').select('timezone').where('id', '=', id).executeTakeFirstOrThrow()
    ).timezone
    const country = (await loadGeoLookup()).country(PUBLIC_IP)
    if (!country) throw new Error(`the geo tables give no country for ${PUBLIC_IP}`)
    publicCountry = country
  })
  afterAll(() => site?.close())

  const loginButton = (page: Parameters<typeof header>[0]) =>
    header(page).getByRole('button', { name: 'Log in', exact: true })

  for (const viewport of VIEWPORTS) {
    it(`shows the maintenance page with its end time, and the site again after (${viewport.name})`, async () => {
      // Whole minutes: the page shows hours and minutes in the brand's time zone.
      const until = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000)
      // yyyy-MM-dd HH:mm and the GMT offset, in the brand's zone like every time on the site.
      const wall = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
      const part = (type: string) => wall.formatToParts(until).find((p) => p.type === type)?.value
      const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
        .formatToParts(until)
        .find((p) => p.type === 'timeZoneName')?.value
      const shown = `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${offset === 'GMT' ? 'GMT+00:00' : offset}`
      await inPage(site, viewport, 'maintenance', async ({ page }) => {
        await page.goto(site.url)
        await loginButton(page).waitFor()

        await setMaintenance(site, true, until)
        try {
          await page.reload()
          await page
            .getByRole('heading', { name: 'We are currently performing a system maintenance', level: 1 })
            .waitFor()
          const end = page.getByText(shown, { exact: true })
          await end.waitFor()
          expect(await end.getAttribute('datetime')).toBe(until.toISOString())
          expect(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/helpmc')
          // The page replaces the whole site: no header, no login.
          expect(await loginButton(page).count()).toBe(0)
          await screenshot(page, 'maintenance', viewport)
        } finally {
          await setMaintenance(site, false)
        }
        await page.reload()
        await loginButton(page).waitFor()
      })
    })

    it(`shows the region page with the visitor's IP when the IP is restricted (${viewport.name})`, async () => {
      await inPage(site, viewport, 'region-ip', async ({ page }) => {
        await restrictRegion(site, { ips: ['127.0.0.1/32'] })
        try {
          await page.goto(site.url)
          await page.getByRole('heading', { name: 'IP or location restricted', level: 1 }).waitFor()
          await expectText(page.getByTestId('restricted-ip'), '127.0.0.1')
          // Loopback has no country.
          await expectText(page.getByTestId('restricted-country'), 'Unknown')
          expect(await loginButton(page).count()).toBe(0)
          await screenshot(page, 'region-ip', viewport)
        } finally {
          await restrictRegion(site)
        }
        await page.reload()
        await loginButton(page).waitFor()
      })
    })

    it(`shows the region page with the visitor's country when the country is restricted (${viewport.name})`, async () => {
      await inPage(
        site,
        viewport,
        'region-country',
        async ({ page }) => {
          await restrictRegion(site, { countries: [publicCountry] })
          try {
            await page.goto(site.url)
            await page.getByRole('heading', { name: 'IP or location restricted', level: 1 }).waitFor()
            await expectText(page.getByTestId('restricted-ip'), PUBLIC_IP)
            await expectText(page.getByTestId('restricted-country'), publicCountry)
            await screenshot(page, 'region-country', viewport)
          } finally {
            await restrictRegion(site)
          }
          await page.reload()
          await loginButton(page).waitFor()
        },
        { 'x-forwarded-for': PUBLIC_IP },
      )
    })
  }
})
