import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipE2e } from './support/browser'
import {
  depositThroughGateway,
  memberCentre,
  openAccountPage,
  PAYMENT_PASSWORD,
  REAL_NAME,
  registerMember,
  setPaymentPassword,
} from './support/member'
import { creditMember, demoMerchantId, ledgerProblems, memberIdOf, passLoyalty } from './support/server-side'
import { inPage, knownCaptchas, screenshot, siteForJourneys, type Site, VIEWPORTS, type Viewport } from './support/site'

/*
 * Loyalty, end to end (docs/domain/loyalty.md): a new member deposits through the gateway, plays
 * Jade Fortune, and once the loyalty pass has read the settled rounds sees the points in the point
 * mall, claims the missions the deposit and the rounds completed, redeems a gift with the payment
 * password (in process until an operator sends it), and finds the first VIP tier reached.
 */

/** The demo missions the journey completes: a first deposit, and 20 rounds of the slot today. */
const MISSIONS = ['first-deposit', 'slots-20-rounds'] as const
/** The demo mall's gift: it stays in process until an operator sends it, whatever the jobs do. */
const GIFT = 'Branded cap'
const fmt = new Intl.NumberFormat('en-US')

describe.skipIf(skipE2e())('journeys: loyalty', () => {
  const site = siteForJourneys()

  for (const viewport of VIEWPORTS) {
    it(
      `earns points, claims missions, redeems a gift and reaches a VIP tier (${viewport.name})`,
      {
        timeout: 300_000,
      },
      async () => {
        await inPage(site, viewport, 'loyalty', async ({ page }) => {
          await knownCaptchas(page, site)
          await page.goto(site.url)
          const username = await registerMember(page)
          await setPaymentPassword(page, viewport)

          await page.goto(new URL('/vip', site.url).href)
          await page.getByText('You do not have a VIP tier yet.').waitFor()
          await page.goto(site.url)
          await depositThroughGateway(page, '100')

          const missions = await demoMissions(site)
          const rounds = missions.find((mission) => mission.code === 'slots-20-rounds')!.target
          await playJadeFortune(page, site, username, Number(rounds))
          await passLoyalty(site)

          // The points the settled rounds earned, at the brand's rate and the slot's multiplier.
          const earned = await pointsFromBets(site, username)
          let mall = await openPointMall(page)
          await expectPoints(mall, earned)
          await page.getByRole('tab', { name: 'Points history' }).click()
          const entry = page.getByRole('tabpanel', { name: 'Points history' }).getByRole('listitem').first()
          // The server's own loyalty job may have paid part of the rounds in an entry before this one.
          await entry.getByText('Earned from bets').waitFor()
          await entry.getByText(`Balance ${fmt.format(earned)} points`).waitFor()
          await screenshot(page, 'loyalty-points', viewport)

          const claimed = await claimMissions(page, viewport, missions)
          mall = await openPointMall(page)
          await expectPoints(mall, earned + claimed)

          await redeemGift(page, viewport)
          await expectPoints(mall, earned + claimed - (await giftPoints(site)))

          const tier = await expectVipTier(page, site, username, viewport)
          await expectTierOnProfile(page, viewport, username, tier)
        })
        expect(await ledgerProblems(site)).toEqual([])
      },
    )
  }
})

async function demoMissions(site: Site) {
  return site.server.db
    .selectFrom('missions')
    .select(['code', 'target', 'rewardPoints', (eb) => eb.ref('titles', '->>').key('EN').as('title')])
    .where('merchantId', '=', await demoMerchantId(site.server.db))
    .where('code', 'in', MISSIONS)
    .execute()
}

/**
 * Jade Fortune on auto-spin at 10.00 a line (200.00 a spin) until `rounds` have settled. The
 * member's deposit is topped up from the back office (a manual credit through the ledger) so that
 * luck never stops the spins; then the journey waits for the last spin to settle.
 */
async function playJadeFortune(page: Page, site: Site, username: string, rounds: number): Promise<void> {
  const db = site.server.db
  const memberId = await memberIdOf(db, username)
  const balance = async () =>
    (
      await db
        .selectFrom('ledgerAccounts')
        .select('balance')
        .where('ownerMemberId', '=', memberId)
        .where('kind', '=', 'member_main')
        .executeTakeFirstOrThrow()
    ).balance
  const roundsBy = async (settled: boolean) =>
    Number(
      (
        await db
          .selectFrom('gameRounds')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('memberId', '=', memberId)
          .where('status', settled ? '=' : '<>', 'settled')
          .executeTakeFirstOrThrow()
      ).count,
    )
  await creditMember(site, username, '2000.00')
  await page.goto(new URL('/rng', site.url).href)
  await page.getByRole('button', { name: 'Play Jade Fortune', exact: true }).click()
  await page.waitForURL(/\/game$/)
  const game = page.frameLocator('iframe')
  await game.getByRole('button', { name: 'Spin', exact: true }).waitFor({ timeout: 30_000 })
  // From 0.10 a line, six steps up to 10.00.
  for (let i = 0; i < 6; i++) await game.getByRole('button', { name: '+', exact: true }).click()
  await game.getByText('200.00', { exact: true }).waitFor()
  await game.getByRole('button', { name: 'Auto', exact: true }).click()
  await expect
    .poll(
      async () => {
        if ((await balance()) < 100_000n) await creditMember(site, username, '2000.00')
        return roundsBy(true)
      },
      { timeout: 150_000, interval: 1_000 },
    )
    .toBeGreaterThanOrEqual(rounds)
  await game.getByRole('button', { name: 'Stop', exact: true }).click()
  await expect.poll(() => roundsBy(false), { timeout: 15_000 }).toBe(0)
  await page.goto(site.url)
}

/** What the member's settled rounds earn: valid bet × earn rate (per 100.00) × the category's multiplier. */
async function pointsFromBets(site: Site, username: string): Promise<number> {
  const db = site.server.db
  const policy = await db
    .selectFrom('loyaltySettings')
    .select(['earnRate', 'multipliers'])
    .where('merchantId', '=', await demoMerchantId(db))
    .executeTakeFirstOrThrow()
  const bets = await db
    .selectFrom('gameRounds')
    .select(['gameType', 'validBet'])
    .where('memberId', '=', await memberIdOf(db, username))
    .where('status', '=', 'settled')
    .execute()
  // Minor units × points per 10,000 minor units × basis points: the member holds the floor.
  const exact = bets.reduce(
    (sum, bet) => sum + bet.validBet * BigInt(policy.earnRate) * BigInt(policy.multipliers[bet.gameType] ?? 0),
    0n,
  )
  return Number(exact / 100_000_000n)
}

async function openPointMall(page: Page): Promise<Locator> {
  await page.goto(new URL('/pointMall', page.url()).href)
  const card = page.getByRole('region', { name: 'My points' })
  await card.waitFor()
  return card
}

async function expectPoints(card: Locator, points: number): Promise<void> {
  await card.getByText(fmt.format(points), { exact: true }).waitFor()
}

/** Claims the journey's missions in the member centre; answers the points they paid. */
async function claimMissions(
  page: Page,
  viewport: Viewport,
  missions: Awaited<ReturnType<typeof demoMissions>>,
): Promise<number> {
  const centre = await openAccountPage(page, viewport, 'My account')
  if (viewport.isMobile) await centre.getByRole('button', { name: 'Back to the menu' }).click()
  // The entry carries the count of missions waiting for a claim.
  await centre
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('button', { name: /^Mission activity \d+ new$/ })
    .click()
  await centre.getByRole('heading', { name: 'Mission activity', level: 3 }).waitFor()
  for (const mission of missions) {
    const card = centre.getByRole('listitem').filter({ has: page.getByRole('heading', { name: mission.title! }) })
    await card.getByRole('button', { name: `Claim ${mission.title}` }).click()
    await card.getByText(`Collected: ${fmt.format(Number(mission.rewardPoints))} points.`).waitFor()
    await card.getByText('Claimed', { exact: true }).waitFor()
  }
  await screenshot(page, 'loyalty-missions', viewport)
  await page.keyboard.press('Escape')
  await memberCentre(page).waitFor({ state: 'detached' })
  return missions.reduce((sum, mission) => sum + Number(mission.rewardPoints), 0)
}

async function giftPoints(site: Site): Promise<number> {
  const item = await site.server.db
    .selectFrom('pointItems')
    .select('points')
    .where('merchantId', '=', await demoMerchantId(site.server.db))
    .where((eb) => eb(eb.ref('titles', '->>').key('EN'), '=', GIFT))
    .executeTakeFirstOrThrow()
  return Number(item.points)
}

/** Redeems the gift with a delivery address and the payment password; the redeem history shows it in process. */
async function redeemGift(page: Page, viewport: Viewport): Promise<void> {
  await page.getByRole('button', { name: `Redeem ${GIFT}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Redeem reward' })
  await dialog.getByLabel('Recipient name').fill(REAL_NAME)
  await dialog.getByLabel('Phone number').fill('+60 12 345 6789')
  await dialog.getByLabel('Address line 1').fill('12 Jalan Ampang')
  await dialog.getByLabel('City').fill('Kuala Lumpur')
  await dialog.getByLabel('Postcode').fill('50450')
  await dialog.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD)
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click()
  const done = page.getByRole('dialog', { name: GIFT })
  await done.getByText('Your request is in process. Follow it in Redeem history.', { exact: false }).waitFor()
  await done.getByRole('button', { name: 'Done' }).click()
  await done.waitFor({ state: 'detached' })
  await page.getByRole('tab', { name: 'Redeem history' }).click()
  const row = page.getByRole('tabpanel', { name: 'Redeem history' }).getByRole('listitem').filter({ hasText: GIFT })
  await row.getByText('In process', { exact: true }).waitFor()
  await row.scrollIntoViewIfNeeded()
  await screenshot(page, 'loyalty-redeemed', viewport)
}

/** The VIP page: the first tier, and the window's deposits and valid bets against the next one. */
async function expectVipTier(page: Page, site: Site, username: string, viewport: Viewport): Promise<string> {
  const db = site.server.db
  const tiers = await db
    .selectFrom('vipTiers')
    .select(['rank', 'depositMin', 'turnoverMin', (eb) => eb.ref('names', '->>').key('EN').as('name')])
    .where('merchantId', '=', await demoMerchantId(db))
    .where('rank', 'in', [1, 2])
    .orderBy('rank')
    .execute()
  const [first, next] = tiers
  const member = await db
    .selectFrom('members')
    .select('vipRank')
    .where('id', '=', await memberIdOf(db, username))
    .executeTakeFirstOrThrow()
  expect(member.vipRank).toBe(first!.rank)

  await page.goto(new URL('/vip', site.url).href)
  await page.getByText(first!.name!, { exact: true }).first().waitFor()
  await page.getByText(`Level ${first!.rank}`, { exact: true }).waitFor()
  const deposits = page.getByRole('progressbar', { name: `Deposits towards ${next!.name}` })
  // 100.00 deposited of the next tier's requirement: what it has over what it has plus what it lacks.
  expect(await deposits.getAttribute('aria-valuenow')).toBe(String(Number((10_000n * 100n) / next!.depositMin)))
  const stillNeeded = (next!.depositMin - 10_000n) / 100n
  await page.getByText(`MYR ${fmt.format(Number(stillNeeded))}.00 more for ${next!.name}`).waitFor()
  await page.getByRole('progressbar', { name: `Valid bets towards ${next!.name}` }).waitFor()
  await screenshot(page, 'loyalty-vip', viewport)
  return first!.name!
}

/** The security centre's profile card names the tier, once (the member's club label is the tier's too). */
async function expectTierOnProfile(page: Page, viewport: Viewport, username: string, tier: string): Promise<void> {
  await page.goto(new URL('/', page.url()).href)
  const centre = await openAccountPage(page, viewport, 'My account')
  const profile = centre.getByRole('region', { name: username })
  await profile.getByText(tier, { exact: true }).first().waitFor()
  expect(await profile.getByText(tier, { exact: true }).count()).toBe(1)
  await screenshot(page, 'loyalty-profile', viewport)
}
