import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipE2e } from './support/browser'
import {
  bindMaybankAccount,
  depositThroughGateway,
  expectText,
  headerBalance,
  openAccountPage,
  PAYMENT_PASSWORD,
  registerMember,
  setPaymentPasswordFromWithdraw,
  switchCentrePage,
} from './support/member'
import { creditMember, ledgerProblems, memberIdOf } from './support/server-side'
import { inPage, knownCaptchas, screenshot, siteForJourneys, type Site, VIEWPORTS, type Viewport } from './support/site'

/*
 * The demo's welcome bonus, end to end (docs/domain/promotions.md): a new member deposits through
 * the gateway, claims the 100% bonus on the promotion's page, plays Jade Fortune while the reward
 * centre shows the wagering move, and withdraws once the wagering is met. The bonus is one per
 * device, IP and bank account, so each screen size arrives from an address of its own.
 */
const ADDRESSES = { desktop: '203.0.113.41', mobile: '203.0.113.42' } as const

describe.skipIf(skipE2e())('journeys: the welcome bonus', () => {
  const site = siteForJourneys()

  for (const viewport of VIEWPORTS) {
    // Its spins alone may take the poll's 150 s on a busy machine, past the e2e project's 90 s.
    it(
      `deposits, claims the welcome bonus, plays it through and withdraws (${viewport.name})`,
      { timeout: 240_000 },
      async () => {
        const ip = ADDRESSES[viewport.name as keyof typeof ADDRESSES]
        await inPage(
          site,
          viewport,
          'welcome-bonus',
          async ({ page }) => {
            await knownCaptchas(page, site)
            await page.goto(site.url)
            const username = await registerMember(page)
            await depositThroughGateway(page, '30')
            await expectText(headerBalance(page), 'MYR30.00')

            await claimWelcomeBonus(page, viewport)
            await expectText(headerBalance(page), 'MYR60.00')
            expect(await wageringOf(site, username)).toEqual({ required: 30_000n, achieved: 0n })

            // The reward centre shows the bonus and the wagering still to do.
            let centre = await openAccountPage(page, viewport, 'Reward centre')
            const wagering = centre.getByRole('region', { name: 'Bonus wagering to complete' })
            await wagering.getByText(/0\.00 of (MYR )?300\.00/).waitFor()
            await screenshot(page, 'welcome-bonus-rewards', viewport)
            await page.keyboard.press('Escape')

            await playUntilWagered(page, site, username)
            centre = await openAccountPage(page, viewport, 'Reward centre')
            await centre.getByText('Completed', { exact: true }).first().waitFor()
            await screenshot(page, 'welcome-bonus-completed', viewport)

            centre = await switchCentrePage(page, viewport, 'Withdraw')
            await withdraw(page, centre, viewport)
          },
          { 'x-forwarded-for': ip },
        )
        expect(await ledgerProblems(site)).toEqual([])
      },
    )
  }
})

/** From the promotions page to the welcome bonus's page, where the member claims it. */
async function claimWelcomeBonus(page: Page, viewport: Viewport): Promise<void> {
  await page.goto(new URL('/promotions', page.url()).href)
  const card = page.getByRole('listitem').filter({ hasText: 'Welcome Bonus' })
  await card.getByText('Ready to claim').waitFor()
  await screenshot(page, 'welcome-bonus-list', viewport)
  await card.getByRole('link').click()
  await page.waitForURL(/\/promoDetail/)
  await page.getByText('100% bonus up to MYR 388.00').waitFor()
  await page.getByRole('button', { name: 'Claim MYR 30.00' }).click()
  await page.getByText('MYR 30.00 was added to your balance.').waitFor()
  await page.getByText('In progress').first().waitFor()
  await screenshot(page, 'welcome-bonus-claimed', viewport)
}

/** The bonus requirement's figures, as the turnover job has counted them. */
async function wageringOf(site: Site, username: string) {
  return site.server.db
    .selectFrom('turnoverRequirements')
    .select(['required', 'achieved'])
    .where('memberId', '=', await memberIdOf(site.server.db, username))
    .where('source', 'like', 'bonus:%')
    .executeTakeFirstOrThrow()
}

/**
 * Jade Fortune on auto-spin until the turnover job has counted the bonus's wagering. A member whose
 * luck runs out gets a top-up from the back office (a manual credit through the ledger), as the
 * spins are what this journey is about, not their luck.
 */
async function playUntilWagered(page: Page, site: Site, username: string): Promise<void> {
  // The casino lobby (its menu differs between screen sizes; the games journeys walk both).
  await page.goto(new URL('/rng', page.url()).href)
  await page.getByRole('button', { name: 'Play Jade Fortune', exact: true }).click()
  await page.waitForURL(/\/game$/)
  const game = page.frameLocator('iframe')
  await game.getByRole('button', { name: 'Spin', exact: true }).waitFor({ timeout: 30_000 })
  // Line bet 0.50 on every line: a spin stakes a few ringgit, so the wagering takes a handful of them.
  for (let i = 0; i < 3; i++) await game.getByRole('button', { name: '+', exact: true }).click()
  await game.getByRole('button', { name: 'Auto', exact: true }).click()
  await expect
    .poll(
      async () => {
        const { required, achieved } = await wageringOf(site, username)
        const balance = await site.server.db
          .selectFrom('ledgerAccounts')
          .select('balance')
          .where('ownerMemberId', '=', await memberIdOf(site.server.db, username))
          .where('kind', '=', 'member_main')
          .executeTakeFirstOrThrow()
        if (achieved < required && balance.balance < 2_000n) await creditMember(site, username, '50.00')
        return achieved >= required
      },
      { timeout: 150_000, interval: 2_000 },
    )
    .toBe(true)
  await game.getByRole('button', { name: 'Stop', exact: true }).click()
  // Enough to withdraw the brand's minimum whatever the spins left.
  await creditMember(site, username, '60.00')
  await page.goto(new URL('/', page.url()).href)
}

async function withdraw(page: Page, centre: Locator, viewport: Viewport): Promise<void> {
  await bindMaybankAccount(centre, viewport.isMobile ? '514099990002' : '514099990001')
  await centre.getByRole('tab', { name: 'Withdraw' }).click()
  await setPaymentPasswordFromWithdraw(page, centre)

  centre = await switchCentrePage(page, viewport, 'Withdraw')
  await centre.getByRole('radio', { name: /Maybank/ }).waitFor()
  await centre.getByLabel('Withdrawal amount').fill('50')
  await centre.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD)
  await centre.getByRole('button', { name: /^Request withdrawal/ }).click()
  await centre.getByRole('heading', { name: 'Withdrawal requested' }).waitFor()
  await screenshot(page, 'welcome-bonus-withdrawn', viewport)
}
