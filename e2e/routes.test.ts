import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipE2e } from './support/browser'
import { expectText, header } from './support/member'
import { inPage, screenshot, siteForJourneys, VIEWPORTS } from './support/site'

const BRAND = 'Lotus Play'

/** What each route of the spec (issue 5, routes) must show a visitor, in English. */
type Route = { path: string; shot: string; shows: (page: Page) => Promise<void> }

const heading =
  (name: string, level = 1) =>
  (page: Page) =>
    page.getByRole('heading', { name, level }).waitFor()

async function home(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Choose your game', level: 2 }).waitFor()
  await header(page).getByRole('button', { name: 'Log in', exact: true }).waitFor()
  // The top bar's clock (desktop) tells the demo brand's time, Kuala Lumpur's, not the browser's New York time.
  const zone = header(page).locator('.clock__zone')
  if (await zone.isVisible()) await expectText(zone, 'GMT+08:00')
}

async function registerOpen(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Create your account' }).getByLabel('Username', { exact: true }).waitFor()
  await home(page)
}

async function helpAtTerms(page: Page): Promise<void> {
  const title = page
    .getByRole('article', { name: 'Terms and Conditions' })
    .getByRole('heading', { name: 'Terms and Conditions' })
  await title.waitFor()
  // The page scrolls to the article the hash names: its title ends up in the upper half of the
  // window, below the sticky header rather than under it.
  await expect
    .poll(
      async () => {
        const [box, bar] = await Promise.all([title.boundingBox(), header(page).boundingBox()])
        const height = page.viewportSize()?.height ?? 0
        const scrolled = await page.evaluate(() => window.scrollY)
        return scrolled > 0 && box !== null && bar !== null && box.y >= bar.y + bar.height && box.y < height / 2
      },
      { timeout: 5_000 },
    )
    .toBe(true)
}

/** A game-list page: its title and, from the demo catalogue, a game a visitor may try to play. */
const gameList = (title: string, game: string) => async (page: Page) => {
  await heading(title)(page)
  await page
    .getByRole('button', { name: `Play ${game}`, exact: true })
    .first()
    .waitFor()
}

async function helpWindow(page: Page): Promise<void> {
  await heading('Customer service')(page)
  await page.getByRole('heading', { name: 'Terms and Conditions', level: 2 }).waitFor()
  // The support window has no site header: no navigation, no login.
  expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0)
  expect(await page.getByRole('button', { name: 'Log in', exact: true }).count()).toBe(0)
}

const ROUTES: readonly Route[] = [
  { path: '/', shot: 'home', shows: home },
  { path: '/index', shot: 'index', shows: home },
  { path: '/index.html', shot: 'index-html', shows: home },
  { path: '/home', shot: 'home-path', shows: home },
  { path: '/register', shot: 'register', shows: registerOpen },
  { path: '/register.html', shot: 'register-html', shows: registerOpen },
  { path: '/noticePage', shot: 'notice-page', shows: heading('Notices') },
  { path: '/vip', shot: 'vip', shows: heading('Rewards that grow with you') },
  { path: '/pointMall', shot: 'point-mall', shows: heading('Point mall') },
  { path: '/promotions', shot: 'promotions', shows: heading('Promotions') },
  { path: '/promoDetail', shot: 'promo-detail', shows: heading('Log in to see your promotions', 2) },
  { path: '/help#term', shot: 'help-term', shows: helpAtTerms },
  { path: '/helpmc', shot: 'helpmc', shows: helpWindow },
  { path: '/download', shot: 'download', shows: heading('App download') },
  { path: '/join', shot: 'join', shows: heading('Become our agent') },
  { path: '/game', shot: 'game', shows: (page) => page.getByText('No game is open').waitFor() },
  { path: '/rng', shot: 'rng', shows: gameList('Casino', 'Jade Fortune') },
  { path: '/live', shot: 'live', shows: gameList('Live casino', 'Baccarat') },
  { path: '/hot', shot: 'hot', shows: gameList('Hot games', 'Jade Fortune') },
  { path: '/esports', shot: 'esports', shows: heading('Esports') },
  { path: '/sports', shot: 'sports', shows: heading('Sports betting') },
  { path: '/seamless', shot: 'seamless', shows: heading('One-wallet games') },
  { path: '/fish', shot: 'fish', shows: heading('Fish games') },
  { path: '/pvp', shot: 'pvp', shows: heading('PVP games') },
  { path: '/bingo', shot: 'bingo', shows: heading('Bingo') },
  { path: '/bgs', shot: 'bgs', shows: heading('BGS') },
]

describe.skipIf(skipE2e())('routes: every page of the spec renders for a visitor', () => {
  const site = siteForJourneys()

  for (const viewport of VIEWPORTS) {
    it(`shows the brand: title and a logo that really loads (${viewport.name})`, async () => {
      await inPage(site, viewport, 'brand', async ({ page }) => {
        await page.goto(site.url)
        await home(page)
        expect(await page.title()).toBe(BRAND)
        const logo = header(page).getByRole('link', { name: BRAND }).locator('img')
        expect(
          await logo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
        ).toBeGreaterThan(0)
      })
    })

    for (const route of ROUTES) {
      it(`renders ${route.path} (${viewport.name})`, async () => {
        await inPage(site, viewport, `route-${route.shot}`, async ({ page }) => {
          await page.goto(new URL(route.path, site.url).toString())
          await route.shows(page)
          await screenshot(page, `route-${route.shot}`, viewport)
        })
      })
    }
  }
})
