import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CONSOLE_VIEWPORTS, consoleShot, inConsole, signInNewOperator } from './support/admin'
import { skipE2e } from './support/browser'
import { expectText, header, headerBalance, memberCentre, registerMember } from './support/member'
import { ledgerProblems, memberIdOf } from './support/server-side'
import { inPage, knownCaptchas, siteForJourneys, type Site, VIEWPORTS } from './support/site'

/*
 * The cashier against the real server: a member reports a bank transfer on the site, a finance
 * operator claims and approves it in the console and the member's balance shows the money; a
 * support operator cannot reach the cashier, and the deposit waits untouched.
 */
describe.skipIf(skipE2e())('journeys: the console cashier', () => {
  const site = siteForJourneys()
  const desktop = VIEWPORTS[0]
  const viewport = CONSOLE_VIEWPORTS[0]

  it('a finance operator claims and approves a bank transfer; the member sees the balance', async () => {
    await inPage(site, desktop, 'cashier-member', async ({ page: member }) => {
      const username = await reportBankTransfer(site, member, '120')

      await inConsole(site, viewport, 'cashier-finance', async (page) => {
        await signInNewOperator(site, page, ['finance'])
        await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Cashier' }).click()
        await page.waitForURL(/\/admin\/cashier\/deposits$/)
        await page.getByLabel('Username').fill(username)
        await page.getByRole('button', { name: 'Apply' }).click()
        const row = page.getByRole('row').filter({ hasText: username })
        await row.getByText('120.00 MYR').waitFor()
        await row.getByText('Unclaimed').waitFor()
        expect(await row.getByRole('button', { name: /^Approve deposit/ }).isDisabled()).toBe(true)

        await row.getByRole('button', { name: /^Claim deposit/ }).click()
        await row.getByRole('button', { name: /^Release deposit/ }).waitFor()
        await consoleShot(page, 'cashier-deposits-claimed', viewport)
        await row.getByRole('button', { name: /^Approve deposit/ }).click()
        const dialog = page.getByRole('dialog', { name: /^Approve deposit #/ })
        await dialog.getByText(/Credit 120\.00 MYR to/).waitFor()
        await dialog.getByRole('button', { name: 'Approve' }).click()
        await dialog.waitFor({ state: 'detached' })
        // Approved, it leaves the pending queue.
        await row.waitFor({ state: 'detached' })
        expect(await depositStatusOf(site, username)).toBe('approved')
        await consoleShot(page, 'cashier-deposits-done', viewport)
      })

      await member.reload()
      await expectText(headerBalance(member), 'MYR120.00')
    })
    expect(await ledgerProblems(site)).toEqual([])
  })

  it('refuses the cashier to a support operator; the deposit stays pending', async () => {
    await inPage(site, desktop, 'cashier-member-support', async ({ page: member }) => {
      const username = await reportBankTransfer(site, member, '75')

      await inConsole(site, viewport, 'cashier-support', async (page) => {
        await signInNewOperator(site, page, ['support'])
        const nav = page.getByRole('navigation', { name: 'Sections' })
        await nav.getByRole('link', { name: 'Members' }).waitFor()
        expect(await nav.getByRole('link', { name: 'Cashier' }).count()).toBe(0)
        // The address typed by hand: the page says no, and offers no queue and no decision.
        await page.goto(`${site.url}/admin/cashier/deposits`)
        await page.getByRole('alert').getByText('Your role does not allow this').waitFor()
        expect(await page.getByRole('button', { name: /^(Claim|Approve|Reject)/ }).count()).toBe(0)
        await consoleShot(page, 'cashier-support-refused', viewport)
      })
      expect(await depositStatusOf(site, username)).toBe('pending')
    })
    expect(await ledgerProblems(site)).toEqual([])
  })
})

/** A new member reports a bank transfer through the site's deposit page; answers the username. */
async function reportBankTransfer(site: Site, page: Page, amount: string): Promise<string> {
  await knownCaptchas(page, site)
  await page.goto(site.url)
  const username = await registerMember(page)
  await expectText(headerBalance(page), 'MYR0.00')
  await header(page).getByRole('button', { name: 'Deposit', exact: true }).click()
  const centre = memberCentre(page)
  await centre.getByRole('heading', { name: 'Deposit', level: 3 }).waitFor()
  const bank = page.getByRole('radio', { name: /Bank transfer/ })
  // The radio is drawn as a card: the member clicks the card.
  await centre.locator('label', { has: bank }).click()
  await centre.getByLabel('Deposit amount').fill(amount)
  await centre.getByLabel('Transfer reference').fill(`E2E-${username}`)
  await centre.getByRole('button', { name: 'Submit deposit' }).click()
  await centre.getByText('Deposit submitted').waitFor()
  return username
}

async function depositStatusOf(site: Site, username: string): Promise<string> {
  const row = await site.server.db
    .selectFrom('deposits')
    .select('status')
    .where('memberId', '=', await memberIdOf(site.server.db, username))
    .executeTakeFirstOrThrow()
  return row.status
}
