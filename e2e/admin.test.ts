import { describe, expect, it } from 'vitest'
import { totpCode } from '../apps/server/src/lib/totp'
import { CONSOLE_VIEWPORTS, consoleShot, inConsole, newConsoleOperator } from './support/admin'
import { skipE2e } from './support/browser'
import { siteForJourneys } from './support/site'

/*
 * The console's first journey against the real server: an operator created as the CLI creates
 * one logs in for the first time, enrols the authenticator by reading the secret off the page
 * (as a person types it into an app), replaces its one-time password, lands in the console, opens
 * the operators page, logs out, and signs in again with its own password.
 */
const NEW_PASSWORD = 'Journey-console-2026'

describe.skipIf(skipE2e())('journeys: the back-office console', () => {
  const site = siteForJourneys()

  for (const viewport of CONSOLE_VIEWPORTS) {
    it(`enrols and replaces the password on first login, sees the operators, logs out (${viewport.name})`, async () => {
      const { username, password } = await newConsoleOperator(site, ['owner'])
      await inConsole(site, viewport, `admin-${viewport.name}`, async (page) => {
        await page.goto(`${site.url}/admin/`)
        await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor()
        await consoleShot(page, 'admin-login', viewport)
        await page.getByLabel('Username').fill(username)
        await page.getByLabel('Password').fill(password)
        await page.getByRole('button', { name: 'Sign in' }).click()

        await page.getByRole('heading', { name: 'Set up your authenticator' }).waitFor()
        await page.getByRole('img', { name: 'Set up your authenticator' }).waitFor()
        await consoleShot(page, 'admin-enrol', viewport)
        const secret = ((await page.getByTestId('enrol-secret').textContent()) ?? '').replace(/\s/g, '')
        expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
        await page.getByLabel('Code from the app').fill(totpCode(secret, Date.now()))
        await page.getByRole('button', { name: 'Confirm and continue' }).click()

        // The one-time password goes first: the rules are checked on the page, then by the server.
        await page.getByRole('heading', { name: 'Choose a new password' }).waitFor()
        expect(new URL(page.url()).pathname).toBe('/admin/change-password')
        await page.getByText(username, { exact: true }).waitFor()
        await page.getByLabel('Current password', { exact: true }).fill(password)
        await page.getByLabel('New password', { exact: true }).fill('short-1')
        await page.getByLabel('Repeat the new password', { exact: true }).fill('short-1')
        await page.getByRole('button', { name: 'Save and continue' }).click()
        await page.getByText('Use at least 12 characters, with at least one letter and one digit').waitFor()
        await consoleShot(page, 'admin-change-password', viewport)
        await page.getByLabel('Current password', { exact: true }).fill('not-the-one-time-1')
        await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
        await page.getByLabel('Repeat the new password', { exact: true }).fill(NEW_PASSWORD)
        await page.getByRole('button', { name: 'Save and continue' }).click()
        await page.getByRole('alert').getByText('The current password is not right').waitFor()
        await page.getByLabel('Current password', { exact: true }).fill(password)
        await page.getByRole('button', { name: 'Save and continue' }).click()

        const nav = page.getByRole('navigation', { name: 'Sections' })
        await nav.getByRole('link', { name: 'Operators' }).click()
        await page.getByRole('heading', { name: 'Operators' }).waitFor()
        const row = page.getByRole('row').filter({ hasText: username })
        await row.getByText('Owner').waitFor()
        await row.getByText('Set up').waitFor()
        await consoleShot(page, 'admin-operators', viewport)

        await page
          .getByRole('banner')
          .getByRole('button', { name: new RegExp(username) })
          .click()
        await page.getByRole('menuitem', { name: 'Log out', exact: true }).click()
        await page.getByText('You are signed out.').waitFor()
        expect(new URL(page.url()).pathname).toBe('/admin/login')
        // The session is gone on the server too: the console's own page asks for a login again.
        await page.goto(`${site.url}/admin/operators`)
        await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor()

        // The own password now opens the console straight away; the one-time one opens nothing.
        await page.getByLabel('Username').fill(username)
        await page.getByLabel('Password').fill(password)
        await page.getByLabel('Authenticator code').fill(totpCode(secret, Date.now() + 30_000))
        await page.getByRole('button', { name: 'Sign in' }).click()
        await page.getByRole('alert').getByText('Incorrect username, password or authenticator code').waitFor()
        await page.getByLabel('Password').fill(NEW_PASSWORD)
        await page.getByRole('button', { name: 'Sign in' }).click()
        await page.getByRole('heading', { name: 'Operators' }).waitFor()
        expect(new URL(page.url()).pathname).toBe('/admin/operators')
      })
    })
  }
})
