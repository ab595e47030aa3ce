import { describe, expect, it } from 'vitest'
import { skipE2e } from './support/browser'
import { header, openAccountPage, registerMember, switchCentrePage } from './support/member'
import { ledgerProblems, memberIdOf } from './support/server-side'
import { inPage, knownCaptchas, screenshot, siteForJourneys, VIEWPORTS } from './support/site'

/**
 * The session limit and reality check on the site (decision 059): a member sets both on the
 * player-protection page; on a lottery page the notice then shows at the interval counted from the
 * session's start (the session is dated back in the database, as the server tests move their
 * clock, so the journey needs not wait a quarter of an hour), and its Log out really logs out.
 */
describe.skipIf(skipE2e())('journeys: session limit and reality check', () => {
  const site = siteForJourneys()

  for (const viewport of VIEWPORTS) {
    it(`sets a session limit and a reality check, then meets it on the lottery (${viewport.name})`, async () => {
      await inPage(site, viewport, 'protection-session', async ({ page }) => {
        await knownCaptchas(page, site)
        await page.goto(site.url)
        const username = await registerMember(page)

        await openAccountPage(page, viewport, 'My account')
        const centre = await switchCentrePage(page, viewport, 'Player protection')
        const section = centre.getByRole('region', { name: 'Session time' })
        const limit = section.getByRole('article', { name: 'Session limit' })
        await limit.getByLabel('New limit').selectOption({ label: '2 h' })
        await limit.getByRole('button', { name: 'Save', exact: true }).click()
        await limit.getByText('Sessions end after 2 h').waitFor()
        const check = section.getByRole('article', { name: 'Reality check' })
        await check.getByLabel('Remind me').selectOption({ label: '15 min' })
        await check.getByRole('button', { name: 'Save', exact: true }).click()
        await check.getByText('Every 15 min').waitFor()
        await section.scrollIntoViewIfNeeded()
        await screenshot(page, 'protection-session', viewport)

        // The session began 14 min 55 s ago: the first quarter of an hour ends in five seconds.
        const memberId = await memberIdOf(site.server.db, username)
        await site.server.db
          .updateTable('sessions')
          .set({ createdAt: new Date(Date.now() - 14 * 60_000 - 55_000) })
          .where('memberId', '=', memberId)
          .where('revokedAt', 'is', null)
          .execute()
        await page.goto(`${site.url}/vnlottery?gameCode=FAST_VN1`)
        const notice = page.getByTestId('reality-check')
        await notice.waitFor({ timeout: 20_000 })
        await notice.getByText('Net result this session').waitFor()
        await expect(notice.getByText('0.00', { exact: true }).count()).resolves.toBe(1)
        await screenshot(page, 'protection-reality-check', viewport)
        await notice.getByRole('button', { name: 'Log out' }).click()
        await header(page).getByRole('button', { name: 'Log in', exact: true }).waitFor()
        const live = await site.server.db
          .selectFrom('sessions')
          .select('id')
          .where('memberId', '=', memberId)
          .where('revokedAt', 'is', null)
          .execute()
        expect(live).toEqual([])
      })
      expect(await ledgerProblems(site)).toEqual([])
    })
  }
})
