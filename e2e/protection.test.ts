import { describe, expect, it } from 'vitest'
import { skipE2e } from './support/browser'
import {
  header,
  memberCentre,
  openAccountPage,
  openLogin,
  PASSWORD,
  registerMember,
  submitLogin,
  switchCentrePage,
} from './support/member'
import { CONSOLE_VIEWPORTS, consoleShot, inConsole, signInNewOperator } from './support/admin'
import { ledgerProblems, memberIdOf } from './support/server-side'
import { inPage, knownCaptchas, screenshot, siteForJourneys, VIEWPORTS } from './support/site'

/**
 * Player protection on the site (docs/player-protection.md): a member sets a daily deposit limit,
 * a deposit over it is refused with the limit's message, then the member excludes themself for
 * six months, is logged out at once, and cannot log in again. Then a support operator reads what
 * the members did in the console: a member's Protection tab and the interventions report.
 */
describe.skipIf(skipE2e())('journeys: player protection', () => {
  const site = siteForJourneys()
  const members: string[] = []

  for (const viewport of VIEWPORTS) {
    it(`sets a deposit limit, hits it, and excludes themself (${viewport.name})`, async () => {
      await inPage(site, viewport, 'protection', async ({ page }) => {
        await knownCaptchas(page, site)
        await page.goto(site.url)
        const username = await registerMember(page)
        members.push(username)

        await openAccountPage(page, viewport, 'My account')
        let centre = await switchCentrePage(page, viewport, 'Player protection')
        const daily = centre.getByRole('article', { name: 'Daily' })
        await daily.getByLabel('New limit').fill('100')
        await daily.getByRole('button', { name: 'Save', exact: true }).click()
        await daily.getByText('100.00', { exact: true }).waitFor()
        await screenshot(page, 'protection-limits', viewport)

        centre = await switchCentrePage(page, viewport, 'Deposit')
        const gateway = page.getByRole('radio', { name: /Online payment/ })
        await centre.locator('label', { has: gateway }).click()
        await centre.getByLabel('Deposit amount').fill('150')
        await centre.getByRole('button', { name: /Continue to payment/ }).click()
        await centre.getByText('This would go over a limit you set in Player protection').waitFor()
        await screenshot(page, 'protection-limit-reached', viewport)

        centre = await switchCentrePage(page, viewport, 'Player protection')
        const pause = centre.getByRole('region', { name: 'Take a break' })
        await pause.getByRole('tab', { name: 'Self-exclusion' }).click()
        await pause.getByLabel('How long').selectOption({ label: '6 months' })
        await pause.getByLabel('Login password', { exact: true }).fill(PASSWORD)
        await pause.getByRole('checkbox').check()
        await screenshot(page, 'protection-break', viewport)
        await pause.getByRole('button', { name: 'Start my break' }).click()

        await header(page).getByRole('button', { name: 'Log in', exact: true }).waitFor()
        await expect(memberCentre(page).count()).resolves.toBe(0)
        const login = await openLogin(page)
        await submitLogin(login, username, PASSWORD)
        await login.getByText('Your account is on a time-out or self-exclusion').waitFor()
        await screenshot(page, 'protection-login-refused', viewport)
      })
      expect(await ledgerProblems(site)).toEqual([])
    })
  }

  for (const viewport of CONSOLE_VIEWPORTS)
    it(`shows support the member’s protection and the interventions (${viewport.name})`, async () => {
      expect(members).toHaveLength(VIEWPORTS.length)
      const memberId = await memberIdOf(site.server.db, members[0]!)
      await inConsole(site, viewport, 'protection-console', async (page) => {
        await signInNewOperator(site, page, ['support'])
        await page.goto(`${site.url}/admin/members/${memberId}/protection`)
        await page.getByText('Self-exclusion', { exact: true }).waitFor()
        const history = page.getByRole('table', { name: 'History' })
        await history.getByText(/^Self-exclusion, 6 months, until /).waitFor()
        await history.getByText('Deposit · Day limit set: none → 100.00 MYR').waitFor()
        await consoleShot(page, 'protection-member', viewport)

        await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' }).click()
        const report = page.getByRole('table', { name: 'Interventions' })
        for (const username of members) await report.getByRole('link', { name: username }).first().waitFor()
        await page
          .getByRole('group', { name: 'Kind' })
          .getByRole('button', { name: /^Break/ })
          .click()
        await report
          .getByText(/^Self-exclusion, 6 months/)
          .first()
          .waitFor()
        await expect(report.getByText(/limit set/).count()).resolves.toBe(0)
        await consoleShot(page, 'protection-interventions', viewport)
      })
    })
})
