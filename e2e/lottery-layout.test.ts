import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { skipE2e } from './support/browser'
import { expectFitsViewport } from './support/layout'
import { SAFE_SECONDS, secondsToCutOff } from './support/lottery'
import { expectText, registerMember } from './support/member'
import { creditMember, enterOfficialResult, ledgerProblems } from './support/server-side'
import { inPage, knownCaptchas, screenshot, startSite, VIEWPORTS, type Site } from './support/site'

/**
 * The lottery pages on a phone: they grew wider than the screen (532 to 724 px at 390), so the
 * fixed slip bar followed the page's width and the sticky header scrolled away sideways. On every
 * lottery page, for every game kind of the demo brand, every play type and every panel open, the
 * document must be no wider than the viewport; wide content (the game strips, result sheets,
 * trend charts) scrolls inside its own box. The official games get a result entered and
 * confirmed by two operators, so their sheets are on the page; the member places a bet, so the
 * slip bar and my bets have something to show.
 */

const [DESKTOP, PHONE] = VIEWPORTS
/** Each game kind on the page that lists it; /lottery lists them all and opens on its first. */
const PAGES = [
  { path: '/seaLottery', games: ['SG4D'] },
  { path: '/vnlottery', games: ['FAST_VN1', 'FAST_VN5', 'VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH'] },
  { path: '/elott', games: ['PK10_1', 'SSC_1', 'K3_1', 'X11X5_3', 'KENO_5'] },
  { path: '/lottery', games: [] },
] as const
const OFFICIAL = ['VN_NORTH', 'VN_SOUTH', 'SG4D'] as const
const PANELS = ['Results', 'Trend', 'My bets', 'Fairness'] as const

/** A page's menus and popular strip have loaded (the strips are what used to widen the page). */
async function pageLoaded(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Games' }).getByRole('button').first().waitFor()
  await page.getByRole('region', { name: 'Popular' }).getByRole('button').first().waitFor()
  await page.locator('.board').waitFor()
}

/** The panel's call has answered: no loading state left in it. */
async function panelLoaded(page: Page): Promise<void> {
  await page.getByRole('tabpanel').locator('.state--loading').waitFor({ state: 'detached' })
}

/** Opens a panel; in the results, also the newest draw's whole result (sheet, 4D board or balls). */
async function openPanel(page: Page, panel: (typeof PANELS)[number]): Promise<void> {
  await page.getByRole('tab', { name: panel, exact: true }).click()
  await panelLoaded(page)
  if (panel !== 'Results') return
  const row = page.getByRole('tabpanel').locator('.history__summary:not([disabled])').first()
  if ((await row.count()) === 0) return
  await row.click()
  await page.getByRole('tabpanel').locator('.history__detail').waitFor()
}

/** Every play-type tab and play type of the open game, then every panel, each checked at the phone's width. */
async function everyPlayAndPanel(page: Page, game: string): Promise<void> {
  const groups = page.getByRole('tablist', { name: 'Form' }).getByRole('tab')
  for (let group = 0; group < (await groups.count()); group += 1) {
    // The choice goes through the address (playType), so the page shows it a moment after the click.
    await groups.nth(group).click()
    await expect.poll(() => groups.nth(group).getAttribute('aria-selected')).toBe('true')
    const types = page.locator('.play-types .lotto-chip')
    const count = await types.count()
    for (let type = 0; type < Math.max(count, 1); type += 1) {
      if (count > 0) {
        await types.nth(type).click()
        await expect.poll(() => types.nth(type).getAttribute('aria-pressed')).toBe('true')
      }
      await expectFitsViewport(page, `${game}, play tab ${group + 1}, type ${type + 1}`)
    }
  }
  for (const panel of PANELS) {
    await openPanel(page, panel)
    await expectFitsViewport(page, `${game}, ${panel}`)
  }
}

/** Waits for the first in-house draw of a game after the site started (fast games draw every minute). */
async function firstResult(site: Site, game: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${site.url}/lgw/games/${game}/results?pageNum=1&pageSize=1`)
        const body = (await answer.json()) as { value?: { content: { result: unknown }[] } }
        return body.value?.content.some((draw) => draw.result !== null) ?? false
      },
      { timeout: 90_000, interval: 2_000 },
    )
    .toBe(true)
}

describe.skipIf(skipE2e())('journeys: lottery pages fit the screen', () => {
  let site: Site
  beforeAll(async () => {
    site = await startSite()
    for (const game of OFFICIAL) await enterOfficialResult(site, game)
  })
  afterAll(() => site?.close())

  it(
    `keeps every lottery page, game, play type and panel within the phone's width (${PHONE.name})`,
    { timeout: 300_000 },
    async () => {
      await inPage(site, PHONE, 'lottery-layout', async ({ page }) => {
        await knownCaptchas(page, site)
        await page.goto(site.url)
        const username = await registerMember(page)
        await creditMember(site, username, '5000.00')

        // A bet on the fast draw: the slip bar at the bottom of the screen, then a row in my bets.
        await firstResult(site, 'FAST_VN1')
        await page.goto(`${site.url}/vnlottery?gameCode=FAST_VN1`)
        await pageLoaded(page)
        await page.getByRole('button', { name: 'Quick pick' }).click()
        const slip = page.getByRole('region', { name: 'Bet slip' })
        await slip.getByRole('button', { name: 'Add to slip' }).click()
        const bar = page.locator('.slip-bar')
        await expectText(bar.locator('span'), '1 bet')
        await expectFitsViewport(page, 'FAST_VN1 with the slip bar')
        const box = await bar.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
        await screenshot(page, 'lottery-slip-bar', PHONE)
        await expect
          .poll(() => secondsToCutOff(page), { timeout: 20_000, interval: 500 })
          .toBeGreaterThanOrEqual(SAFE_SECONDS)
        await slip.getByRole('button', { name: 'Place bets', exact: true }).click()
        await expectText(slip.getByRole('status'), /^1 bet placed on issue \S+$/)

        for (const { path, games } of PAGES) {
          await page.goto(`${site.url}${path}`)
          await pageLoaded(page)
          await expectFitsViewport(page, path)
          for (const game of games) {
            await page.goto(`${site.url}${path}?gameCode=${game}`)
            await pageLoaded(page)
            await expectFitsViewport(page, `${path}, ${game}`)
            await everyPlayAndPanel(page, game)
          }
        }

        // The pictures: the southern sheets of several stations, and the bet in my bets.
        await page.goto(`${site.url}/vnlottery?gameCode=VN_SOUTH`)
        await pageLoaded(page)
        await openPanel(page, 'Results')
        await page.locator('.vn-sheets').scrollIntoViewIfNeeded()
        await screenshot(page, 'lottery-south-sheets', PHONE)
        await page.goto(`${site.url}/vnlottery?gameCode=FAST_VN1`)
        await pageLoaded(page)
        await openPanel(page, 'My bets')
        await page.locator('.bets__list li').first().scrollIntoViewIfNeeded()
        await screenshot(page, 'lottery-my-bets', PHONE)
      })
      expect(await ledgerProblems(site)).toEqual([])
    },
  )

  it(
    `shows the result sheets and the trend of each kind at a desktop's width too (${DESKTOP.name})`,
    { timeout: 120_000 },
    async () => {
      await inPage(site, DESKTOP, 'lottery-layout', async ({ page }) => {
        for (const [path, game, panel, shot] of [
          ['/vnlottery', 'VN_NORTH', 'Results', 'lottery-north-sheet'],
          ['/vnlottery', 'VN_SOUTH', 'Results', 'lottery-south-sheets'],
          ['/seaLottery', 'SG4D', 'Results', 'lottery-4d-result'],
          ['/vnlottery', 'FAST_VN1', 'Trend', 'lottery-trend'],
          ['/elott', 'PK10_1', 'Trend', 'lottery-pk10-trend'],
        ] as const) {
          await page.goto(`${site.url}${path}?gameCode=${game}`)
          await pageLoaded(page)
          await openPanel(page, panel)
          await expectFitsViewport(page, `${path}, ${game}, ${panel}`)
          await page.locator('.board__panels').scrollIntoViewIfNeeded()
          await screenshot(page, shot, DESKTOP)
        }
      })
    },
  )
})
