import { describe, expect, it } from 'vitest'
import { CONSOLE_VIEWPORTS, consoleShot, inConsole, signInNewOperator } from './support/admin'
import { skipE2e } from './support/browser'
import { expectText, headerBalance, registerMember } from './support/member'
import { ledgerProblems, memberIdOf } from './support/server-side'
import { inPage, knownCaptchas, siteForJourneys, VIEWPORTS } from './support/site'

/*
 * Four eyes in the console against the real server: a manual credit above the brand's threshold
 * (the platform's default, MYR 1,000.00, docs/decisions/041) moves no money when the first
 * operator submits it; the requester cannot approve it; a second operator approves it in the
 * cashier's approvals and the member's balance shows the money.
 */
describe.skipIf(skipE2e())('journeys: four eyes on a manual adjustment', () => {
  const site = siteForJourneys()
  const viewport = CONSOLE_VIEWPORTS[0]

  it('a large credit waits for a second operator, who approves it', async () => {
    await inPage(site, VIEWPORTS[0], 'adjustment-member', async ({ page: member }) => {
      await knownCaptchas(member, site)
      await member.goto(site.url)
      const username = await registerMember(member)
      await expectText(headerBalance(member), 'MYR0.00')
      const memberId = String(await memberIdOf(site.server.db, username))

      await inConsole(site, viewport, 'adjustment-requester', async (page) => {
        await signInNewOperator(site, page, ['finance'])
        await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Members' }).click()
        await page.getByLabel('Search for').fill(username)
        await page.getByRole('button', { name: 'Search', exact: true }).click()
        await page.getByRole('row').filter({ hasText: username }).click()
        await page.waitForURL(new RegExp(`/admin/members/${memberId}`))

        await page.getByRole('button', { name: 'Adjust balance' }).click()
        const dialog = page.getByRole('dialog', { name: `Adjust the balance of ${username}` })
        await dialog.getByLabel('Amount (MYR)').fill('1500')
        await dialog.getByLabel('Reason').fill('Goodwill credit after a disputed round')
        await dialog.getByRole('button', { name: 'Submit' }).click()
        // The dialog now tells what happened instead of asking.
        const pending = page.getByRole('dialog', { name: 'Waiting for approval' })
        await pending.getByText("Waiting for a second operator's approval").waitFor()
        await consoleShot(page, 'adjustment-pending', viewport)
        await pending.getByRole('button', { name: 'Close' }).click()

        // The requester sees the request but may not approve it.
        await page.goto(`${site.url}/admin/cashier/approvals`)
        const own = page.getByRole('row').filter({ hasText: 'Goodwill credit' })
        await own.getByText('You').waitFor()
        expect(await own.getByRole('button', { name: /^Approve request/ }).isDisabled()).toBe(true)
      })
      // Nothing moved yet.
      await member.reload()
      await expectText(headerBalance(member), 'MYR0.00')

      await inConsole(site, viewport, 'adjustment-approver', async (page) => {
        await signInNewOperator(site, page, ['finance'])
        await page.goto(`${site.url}/admin/cashier/approvals`)
        const row = page.getByRole('row').filter({ hasText: 'Goodwill credit' })
        await row.getByRole('button', { name: /^Approve request/ }).click()
        const dialog = page.getByRole('dialog', { name: /^Approve request #/ })
        await dialog.getByText(/1,500\.00 MYR/).waitFor()
        await consoleShot(page, 'adjustment-approve', viewport)
        await dialog.getByRole('button', { name: 'Approve' }).click()
        await dialog.waitFor({ state: 'detached' })
        await row.waitFor({ state: 'detached' })
      })

      await member.reload()
      await expectText(headerBalance(member), 'MYR1,500.00')
    })
    expect(await ledgerProblems(site)).toEqual([])
  })
})
