import { join } from 'node:path'
import type { OperatorRole } from '@sea/contract'
import type { Page } from 'playwright-core'
import { createOperator } from '../../apps/server/src/features/operator/operator-account.service'
import { totpCode } from '../../apps/server/src/lib/totp'
import { SCREENSHOT_DIR, type Site } from './site'

/** The console is desktop-first: its full size and the narrowest it is made for. */
export const CONSOLE_VIEWPORTS = [
  { name: 'console-1366', viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, isMobile: false },
  { name: 'console-1024', viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, isMobile: false },
] as const
export type ConsoleViewport = (typeof CONSOLE_VIEWPORTS)[number]

let created = 0

/**
 * A new installation-wide operator as `npm run operator -- create` makes one: a one-time password
 * and no authenticator yet, so its first login enrols one.
 */
export async function newConsoleOperator(
  site: Site,
  roles: readonly OperatorRole[],
): Promise<{ username: string; password: string }> {
  created += 1
  const username = `e2e.console${created}.${Date.now().toString(36)}`
  const { password } = await createOperator(site.server.db, { username, roles, merchantIds: null })
  return { username, password }
}

/**
 * Runs one console journey in a fresh browser context and closes it. The journey fails on any page
 * error or console error other than a refused call's status line; when it fails, the page as it
 * was is saved as `<name>-failed.png`.
 */
export async function inConsole(
  site: Site,
  viewport: ConsoleViewport,
  name: string,
  journey: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await site.browser.newContext({ viewport: viewport.viewport, deviceScaleFactor: 1 })
  context.setDefaultTimeout(10_000)
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  try {
    await journey(page)
    if (problems.length > 0) throw new Error(`The page reported errors:\n${problems.join('\n')}`)
  } catch (error) {
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-failed.png`) }).catch(() => undefined)
    throw error
  } finally {
    await context.close()
  }
}

/** A screenshot of the console under e2e/screenshots (gitignored). */
export async function consoleShot(page: Page, name: string, viewport: ConsoleViewport): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${viewport.name}.png`), animations: 'disabled' })
}

/**
 * A new operator with these roles, signed in on `page` as a person would (see `signInFirstTime`);
 * resolves once the console shows, with the operator's own password. Journeys that test something
 * after login start here; `e2e/admin.test.ts` walks the login itself.
 */
export async function signInNewOperator(
  site: Site,
  page: Page,
  roles: readonly OperatorRole[],
): Promise<{ username: string; password: string; secret: string }> {
  return signInFirstTime(site, page, await newConsoleOperator(site, roles))
}

/**
 * An operator's first login, with the one-time password it was created with: password, then the
 * authenticator enrolled from the secret on the page, then the one-time password replaced.
 * Resolves once the console shows, with the operator's own password and authenticator secret.
 */
export async function signInFirstTime(
  site: Site,
  page: Page,
  operator: { username: string; password: string },
): Promise<{ username: string; password: string; secret: string }> {
  await page.goto(`${site.url}/admin/`)
  await page.getByLabel('Username').fill(operator.username)
  await page.getByLabel('Password').fill(operator.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const secret = ((await page.getByTestId('enrol-secret').textContent()) ?? '').replace(/\s/g, '')
  await page.getByLabel('Code from the app').fill(totpCode(secret, Date.now()))
  await page.getByRole('button', { name: 'Confirm and continue' }).click()
  const password = await chooseNewPassword(page, operator.password)
  await page.getByRole('navigation', { name: 'Sections' }).waitFor()
  // The console lands on the dashboard, whose chart library loads lazily: let it load and draw
  // before the journey goes on, or on a loaded CI machine its parsing starves the next page's
  // first actions past their timeout.
  await page.waitForLoadState('networkidle')
  return { ...operator, password, secret }
}

/** On "Choose a new password": replaces the one-time password with a fresh one; returns it. */
export async function chooseNewPassword(page: Page, oneTime: string): Promise<string> {
  const password = `Own-${Date.now().toString(36)}-pass-9`
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor()
  await page.getByLabel('Current password', { exact: true }).fill(oneTime)
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Repeat the new password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Save and continue' }).click()
  return password
}
