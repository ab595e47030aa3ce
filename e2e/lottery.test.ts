import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipE2e } from './support/browser'
import { SAFE_SECONDS, secondsToCutOff } from './support/lottery'
import { expectText, headerBalance, registerMember } from './support/member'
import { creditMember, ledgerProblems } from './support/server-side'
import { inPage, knownCaptchas, screenshot, siteForJourneys, VIEWPORTS } from './support/site'

/**
 * Issue 7, item 7: place a lô bet on a fast draw, wait for the draw, see the payout in the
 * balance and in my bets. The in-house "Fast Lottery 1 min" draws a northern sheet (27 numbers)
 * every minute; lô 2 số on all 100 two-digit endings must hit at least once (every number of the
 * sheet ends in one of them, 27 times in all), so the payout is certain whatever the seed.
 * Northern lô is sold in points; the demo brand sells in ringgit, where one point costs 2.30 per
 * number and pays 8.00 per hit (decision 030), so 100 numbers cost 230.00 and pay 27 x 8.00 =
 * 216.00: less than the stake, more than the balance left after it.
 */
const FUNDING = 250_00n
const COST = 230_00n
/** The draw, its settlement and the page's 8-second result poll, after up to one full interval of waiting. */
const DRAW_WAIT_MS = 150_000

/** 'MYR23,600.00' or '+21,600.00' as minor units. */
function minorOf(text: string): bigint {
  const match = /(\d[\d,]*)\.(\d{2})/.exec(text)
  if (!match) throw new Error(`no amount in "${text}"`)
  return BigInt(`${(match[1] ?? '').replace(/,/g, '')}${match[2] ?? ''}`)
}

const money = (minor: bigint) => `${(minor / 100n).toLocaleString('en-US')}.${String(minor % 100n).padStart(2, '0')}`

describe.skipIf(skipE2e())('journeys: lottery', () => {
  const site = siteForJourneys()

  for (const viewport of VIEWPORTS) {
    it(
      `places lô on every number of a fast draw, then sees the win in the balance and in my bets (${viewport.name})`,
      { timeout: 240_000 },
      async () => {
        await inPage(site, viewport, 'lottery', async ({ page }) => {
          await knownCaptchas(page, site)
          await page.goto(site.url)
          const username = await registerMember(page)
          await creditMember(site, username, money(FUNDING).replace(/,/g, ''))
          await page.goto(`${site.url}/vnlottery?gameCode=FAST_VN1`)
          await expectText(headerBalance(page), `MYR${money(FUNDING)}`)
          await page.getByRole('heading', { name: 'Fast Lottery 1 min', level: 2 }).waitFor()

          // Lô 2 số is the game's default play type.
          await expect
            .poll(() => page.getByRole('button', { name: /^Lô 2 số/ }).getAttribute('aria-pressed'))
            .toBe('true')
          const grid: Locator = page.locator('.picker__grid')
          for (let n = 0; n < 100; n += 1) {
            await grid.getByRole('button', { name: String(n).padStart(2, '0'), exact: true }).click()
          }
          await page.getByText('100 picked', { exact: true }).waitFor()
          const slip = page.getByRole('region', { name: 'Bet slip' })
          await expect.poll(() => slip.getByLabel('Points', { exact: true }).inputValue()).toBe('1')
          await slip.getByRole('button', { name: 'Add to slip' }).click()
          await expectText(slip.locator('.slip__total strong'), money(COST))
          await slip.evaluate((section) => section.scrollIntoView({ block: 'end' }))
          await screenshot(page, 'lottery-slip', viewport)

          // Right at the cut-off the page rolls to the next issue; place with a few seconds to spare.
          await expect
            .poll(() => secondsToCutOff(page), { timeout: 20_000, interval: 500 })
            .toBeGreaterThanOrEqual(SAFE_SECONDS)
          await slip.getByRole('button', { name: 'Place bets', exact: true }).click()
          const placed = slip.getByRole('status')
          await expectText(placed, /^1 bet placed on issue \S+$/)
          const issueNo = ((await placed.textContent()) ?? '').trim().split(' ').at(-1) ?? ''
          const afterStake = FUNDING - COST
          await expectText(headerBalance(page), `MYR${money(afterStake)}`)

          await page.getByRole('tab', { name: 'My bets', exact: true }).click()
          const bet = page.locator('.bets__list li').filter({ hasText: `Issue ${issueNo}` })
          await expectText(bet.locator('.lotto-tag'), 'Waiting')
          await screenshot(page, 'lottery-placed', viewport)

          // The draw, then the settlement the page notices by itself (no reload): the bet turns to Won.
          await expectText(bet.locator('.lotto-tag'), 'Won', DRAW_WAIT_MS)
          const payout = minorOf((await bet.locator('.bet__payout').textContent()) ?? '')
          // Each of the sheet's 27 numbers ends in one of the 100 picked: 27 hits of 8.00 (a repeated ending pays per occurrence).
          expect(payout).toBe(27n * 8_00n)
          await expectText(bet.locator('.bet__cost'), `-${money(COST)}`)
          // What it hit, number by number ('24 ×2'); a one-station draw names no station.
          await expectText(bet.locator('.bet__meta'), /· \d{2} ×\d(, \d{2} ×\d)*$/)
          expect(await bet.textContent()).not.toContain('FAST')
          await expectText(headerBalance(page), `MYR${money(afterStake + payout)}`)
          expect(afterStake + payout).toBeGreaterThan(afterStake)
          await bet.evaluate((row) => row.scrollIntoView({ block: 'end' }))
          await screenshot(page, 'lottery-won', viewport)
          // The header with the balance, as the page opens.
          await page.evaluate(() => window.scrollTo(0, 0))
          await screenshot(page, 'lottery-won-balance', viewport)
        })
        expect(await ledgerProblems(site)).toEqual([])
      },
    )
  }
})
