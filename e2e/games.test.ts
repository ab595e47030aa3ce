import type { Frame, FrameLocator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipE2e } from './support/browser'
import { expectText, header, headerBalance, openAccountPage, registerMember } from './support/member'
import { creditMember, ledgerProblems } from './support/server-side'
import { inPage, knownCaptchas, screenshot, siteForJourneys, VIEWPORTS, type Viewport } from './support/site'

/**
 * Issue 6, done when: log in, open the game from the navigation, play, see the balance change in
 * the bar above the game, find the round in the betting record and verify it, for the in-house
 * slot and baccarat, through the real seamless wallet.
 */
describe.skipIf(skipE2e())('journeys: in-house games', () => {
  const site = siteForJourneys()

  /** The category from the main navigation on a desktop, from the menu drawer on a phone. */
  async function openCategory(page: Page, viewport: Viewport, label: string): Promise<void> {
    if (viewport.isMobile) {
      await header(page).getByRole('button', { name: /^Menu/ }).click()
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: label, exact: true }).click()
    } else {
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: label, exact: true })
        .click()
    }
  }

  /** Plays the game until the bar's balance leaves `before`; returns the game frame. */
  async function launch(page: Page, game: string): Promise<FrameLocator> {
    await page.getByRole('button', { name: `Play ${game}`, exact: true }).click()
    await page.waitForURL(/\/game$/)
    await page.getByRole('heading', { name: new RegExp(game), level: 1 }).waitFor()
    return page.frameLocator('iframe')
  }

  /** The newest round of the betting record: its details, then its verification page in a new tab. */
  async function verifyLatestRound(page: Page, viewport: Viewport, game: string): Promise<void> {
    await page.goto(site.url)
    const centre = await openAccountPage(page, viewport, 'Betting record')
    const row = centre.getByRole('button', { name: new RegExp(game) }).first()
    await row.waitFor()
    await screenshot(page, `${game.toLowerCase().replace(/\s+/g, '-')}-record`, viewport)
    await row.click()
    const verify = page.getByRole('link', { name: 'Verify this round' })
    await verify.waitFor()
    const [tab] = await Promise.all([page.context().waitForEvent('page'), verify.click()])
    await tab.waitForLoadState()
    await tab.getByText('Match: the outcome recomputed from the seeds is the one recorded.').waitFor()
    await tab.getByText('SHA-256(server seed) equals the commit shown before the round.').waitFor()
    await tab.close()
  }

  /** The balance in the bar above the game. */
  const barBalance = (page: Page) => page.getByTestId('game-balance')

  const frameOf = (page: Page): Frame => {
    const frame = page.frames().find((f) => f.url().includes('/inhouse/'))
    if (!frame) throw new Error('the game frame is not open')
    return frame
  }

  for (const viewport of VIEWPORTS) {
    it(`plays the slot from the navigation, the balance follows, the round is in the record and verifies (${viewport.name})`, async () => {
      await inPage(site, viewport, 'slot', async ({ page }) => {
        await knownCaptchas(page, site)
        await page.goto(site.url)
        const username = await registerMember(page)
        await creditMember(site, username, '100.00')
        await page.reload()
        await expectText(headerBalance(page), 'MYR100.00')

        await openCategory(page, viewport, 'Casino')
        await page.waitForURL(/\/rng/)
        const game = await launch(page, 'Jade Fortune')
        const spin = game.getByRole('button', { name: 'Spin', exact: true })
        await spin.waitFor()
        // The commitment of the next round's seed is on show before the spin.
        await game.getByRole('button', { name: 'Fairness' }).click()
        await expect
          .poll(() => frameOf(page).locator('code').first().textContent())
          .toMatch(/^[0-9a-f]{10}…[0-9a-f]{8}$/)
        await game.getByRole('button', { name: 'Close' }).first().click()
        await screenshot(page, 'slot-before', viewport)

        await spin.click()
        // Every spin costs the total bet; whatever it won, the balance cannot stay at 100.00
        // unless it won exactly the stake back, so spin until it moves.
        await expect
          .poll(
            async () => {
              const shown = (await barBalance(page).textContent()) ?? ''
              if (shown === 'MYR 100.00' && (await spin.isEnabled())) await spin.click()
              return shown
            },
            { timeout: 30_000, interval: 1_500 },
          )
          .not.toMatch(/^MYR 100\.00$|Updating/)
        await screenshot(page, 'slot-spun', viewport)
        await verifyLatestRound(page, viewport, 'Jade Fortune')
      })
      expect(await ledgerProblems(site)).toEqual([])
    })

    it(`deals baccarat on a Banker bet, the balance follows, the hand is in the record and verifies (${viewport.name})`, async () => {
      await inPage(site, viewport, 'baccarat', async ({ page }) => {
        await knownCaptchas(page, site)
        await page.goto(site.url)
        const username = await registerMember(page)
        await creditMember(site, username, '100.00')
        await page.reload()
        await expectText(headerBalance(page), 'MYR100.00')

        await openCategory(page, viewport, 'Live Casino')
        await page.waitForURL(/\/live/)
        const game = await launch(page, 'Baccarat')
        await game
          .getByRole('button', { name: /^Banker/ })
          .first()
          .waitFor()
        // The address that opened the game is spent (single-use token): a reload asks for a new one.
        await page.reload()
        await game
          .getByRole('button', { name: /^Banker/ })
          .first()
          .click()
        await screenshot(page, 'baccarat-bet', viewport)
        await game.getByRole('button', { name: 'Deal', exact: true }).click()
        // A Banker bet wins 0.95, loses the stake or pushes on a tie: deal until the balance moves.
        await expect
          .poll(
            async () => {
              const shown = (await barBalance(page).textContent()) ?? ''
              const deal = game.getByRole('button', { name: 'Deal', exact: true })
              if (shown === 'MYR 100.00') {
                // A tie pushed the bet back and cleared the table, which leaves Deal disabled: put
                // the same bet back (a no-op while a hand is being dealt) and deal again.
                await game.getByRole('button', { name: 'Rebet', exact: true }).click()
                if (await deal.isEnabled()) await deal.click()
              }
              return shown
            },
            { timeout: 30_000, interval: 2_500 },
          )
          .not.toMatch(/^MYR 100\.00$|Updating/)
        await screenshot(page, 'baccarat-dealt', viewport)
        await verifyLatestRound(page, viewport, 'Baccarat')
      })
      expect(await ledgerProblems(site)).toEqual([])
    })
  }
})
