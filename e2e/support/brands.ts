import type { Page } from 'playwright-core'
import { totpCode } from '../../apps/server/src/lib/totp'
import type { Site } from './site'

/**
 * The embedded demo's two brands as a browser reaches them: `localhost` for the demo brand and
 * `vn.localhost` for the second one (Chromium resolves every *.localhost name to loopback), on
 * the port of the running site.
 */
export function brandUrl(site: Site, host: 'localhost' | 'vn.localhost'): string {
  return `http://${host}:${new URL(site.url).port}`
}

/**
 * A seeded console operator (a known password, no authenticator yet) signed in on `page`: its
 * first login enrols an authenticator from the secret on the page. Resolves on the dashboard.
 */
export async function signInSeededOperator(
  site: Site,
  page: Page,
  operator: { username: string; password: string },
): Promise<void> {
  await page.goto(`${site.url}/admin/`)
  await page.getByLabel('Username').fill(operator.username)
  await page.getByLabel('Password').fill(operator.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const secret = ((await page.getByTestId('enrol-secret').textContent()) ?? '').replace(/\s/g, '')
  await page.getByLabel('Code from the app').fill(totpCode(secret, Date.now()))
  await page.getByRole('button', { name: 'Confirm and continue' }).click()
  await page.getByRole('navigation', { name: 'Sections' }).waitFor()
  await page.waitForLoadState('networkidle')
}
