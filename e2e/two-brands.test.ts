import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_AGENT_PASSWORD } from '../apps/server/src/db/seed/agents.seed'
import { DEMO_VN_OPERATOR } from '../apps/server/src/db/seed/vn-brand.seed'
import { CONSOLE_VIEWPORTS, consoleShot, inConsole } from './support/admin'
import { skipE2e } from './support/browser'
import { brandUrl, signInSeededOperator } from './support/brands'
import {
  dismissWelcomeNotice,
  expectText,
  header,
  headerBalance,
  memberCentre,
  openLogin,
  registerMember,
  submitLogin,
} from './support/member'
import { creditMember, demoMerchantId, ledgerProblems, memberIdOf, merchantIdOf } from './support/server-side'
import { inPage, knownCaptchas, screenshot, siteForJourneys, type Site, VIEWPORTS } from './support/site'

/*
 * The embedded demo's two brands side by side in one installation (decision 035): each domain
 * shows its own brand, a member belongs to one brand only, and the second brand's operator sees
 * nothing of the first in any console section.
 */

const BRANDS = {
  localhost: {
    background: 'rgb(15, 11, 30)',
    html: 'ms',
    login: 'Log masuk',
    picker: 'Bahasa Melayu',
    languages: ['Bahasa Melayu', 'English', '简体中文', 'Tiếng Việt', 'ไทย'],
    banner: 'Bonus Alu-aluan 100% sehingga MYR 388',
    member: 'player1',
    currency: /^MYR[\d,]+\.\d{2}$/,
  },
  'vn.localhost': {
    background: 'rgb(26, 9, 9)',
    html: 'vi',
    login: 'Đăng nhập',
    picker: 'Tiếng Việt',
    languages: ['Tiếng Việt', 'English'],
    banner: 'Rồng Vàng chào xuân: thưởng nạp đầu 100%',
    member: 'vnplayer1',
    currency: /^VND[\d,]+\.\d{2}$/,
  },
} as const
type Host = keyof typeof BRANDS
const HOSTS = Object.keys(BRANDS) as Host[]
const other = (host: Host): Host => (host === 'localhost' ? 'vn.localhost' : 'localhost')

/** The demo brand's accounts, none of which the second brand's operator may ever see. */
const DEMO_MARKERS = /\b(?:player[1-9]|agent[1-3])\b|Lotus Play/

describe.skipIf(skipE2e())('journeys: two brands in one installation', () => {
  const site = siteForJourneys()
  const desktop = VIEWPORTS[0]

  for (const host of HOSTS) {
    it(`${host} shows its own theme, languages and content`, async () => {
      const brand = BRANDS[host]
      // No language chosen yet: the brand's default applies.
      const context = await site.browser.newContext({ viewport: desktop.viewport })
      context.setDefaultTimeout(10_000)
      try {
        const page = await context.newPage()
        await page.goto(brandUrl(site, host))
        await header(page).getByRole('button', { name: brand.login, exact: true }).waitFor()
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(brand.html)
        const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
        expect(background).toBe(brand.background)
        await header(page).getByRole('button', { name: brand.picker }).click()
        // Each item shows the language's code, then its own name.
        const languages = await page.getByRole('menuitemradio').allTextContents()
        expect(languages).toHaveLength(brand.languages.length)
        languages.forEach((item, i) => expect(item.trim().endsWith(brand.languages[i]!)).toBe(true))
        await page.keyboard.press('Escape')
        await page.locator(`img[alt="${brand.banner}"]`).first().waitFor({ state: 'attached' })
        expect(await page.locator(`img[alt="${BRANDS[other(host)].banner}"]`).count()).toBe(0)
        await screenshot(page, `two-brands-${host.replace('.', '-')}`, desktop)
      } finally {
        await context.close()
      }
    })

    it(`${host} lets its own member in, in its currency, and refuses the other brand's`, async () => {
      const brand = BRANDS[host]
      await inPage(site, desktop, `two-brands-login-${host}`, async ({ page }) => {
        await page.goto(brandUrl(site, host))
        await submitLogin(await openLogin(page), brand.member, DEMO_AGENT_PASSWORD)
        await dismissWelcomeNotice(page)
        await expectText(headerBalance(page), brand.currency)
      })
      await inPage(site, desktop, `two-brands-refused-${host}`, async ({ page }) => {
        await page.goto(brandUrl(site, other(host)))
        const dialog = await openLogin(page)
        await submitLogin(dialog, brand.member, DEMO_AGENT_PASSWORD)
        await dialog.getByRole('alert').filter({ hasText: 'Incorrect username or password' }).waitFor()
      })
    })
  }

  it('the vn operator sees nothing of the demo brand in any console section', async () => {
    // The demo brand's activity: a pending bank transfer and an audited credit.
    let depositor = ''
    await inPage(site, desktop, 'two-brands-demo-deposit', async ({ page }) => {
      depositor = await reportBankTransfer(site, page, '120')
    })
    await creditMember(site, 'player2', '25.00')
    const markers = new RegExp(`${DEMO_MARKERS.source}|\\b${depositor}\\b`)
    const demoId = await demoMerchantId(site.server.db)
    const vnId = await merchantIdOf(site.server.db, 'vn')
    const viewport = CONSOLE_VIEWPORTS[0]

    await inConsole(site, viewport, 'two-brands-console', async (page) => {
      await signInSeededOperator(site, page, DEMO_VN_OPERATOR)
      const clean = async (path: string) => {
        await page.goto(`${site.url}/admin${path}`)
        await page.getByRole('navigation', { name: 'Sections', exact: true }).waitFor()
        await page.waitForLoadState('networkidle')
        const text = await page.locator('body').innerText()
        expect(text, `${path} shows the demo brand`).not.toMatch(markers)
        return text
      }

      // Members: the demo's names find nothing; its own are found.
      await clean('/members')
      await searchMembers(page, 'player')
      await page.getByText('No member matches.').waitFor()
      await searchMembers(page, 'vnplayer')
      await page.getByRole('row').filter({ hasText: 'vnplayer1' }).waitFor()
      expect(await page.locator('body').innerText()).not.toMatch(markers)
      // A demo member's page by its id: not found, as if it did not exist.
      await clean(`/members/${await memberIdOf(site.server.db, 'player1')}`)
      await page
        .getByText(/Not found/)
        .first()
        .waitFor()

      for (const path of [
        '/',
        '/cashier/deposits',
        '/cashier/withdrawals',
        '/cashier/disputes',
        '/cashier/approvals',
        '/reports/profit-loss',
        '/reports/cashier',
        '/reports/member-activity',
        '/reports/agent-commissions',
        '/reports/interventions',
        '/audit',
        '/agents',
        '/agents/platform',
        '/lottery',
        '/brands',
        `/brands/${vnId}`,
        `/brands/${vnId}/domains`,
        `/brands/${vnId}/signup`,
        `/brands/${vnId}/links`,
        `/brands/${vnId}/access`,
        `/brands/${vnId}/cashier`,
        '/content/notices',
        '/content/banners',
        '/content/promotions',
        '/content/help',
        '/content/messages',
        '/games',
        '/games/games',
      ])
        await clean(path)
      // The demo brand's settings page by its id: not found, as if it did not exist.
      await clean(`/brands/${demoId}`)
      await page
        .getByText(/Not found|not found/)
        .first()
        .waitFor()
      await consoleShot(page, 'two-brands-console', viewport)

      // The report's CSV holds the vn brand's figures alone.
      await clean('/reports/member-activity')
      const csv = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/csv'))
      await page.getByRole('button', { name: 'Download CSV' }).click()
      const response = await csv
      expect(response.ok()).toBe(true)
      expect(await response.text()).not.toMatch(markers)
    })
    expect(await ledgerProblems(site)).toEqual([])
  })
})

async function searchMembers(page: Page, username: string): Promise<void> {
  await page.getByLabel('Search for').fill(username)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await page.waitForLoadState('networkidle')
}

/** A new demo member reports a bank transfer on the demo site; answers the username. */
async function reportBankTransfer(site: Site, page: Page, amount: string): Promise<string> {
  await knownCaptchas(page, site)
  await page.goto(brandUrl(site, 'localhost'))
  const username = await registerMember(page)
  await header(page).getByRole('button', { name: 'Deposit', exact: true }).click()
  const centre = memberCentre(page)
  await centre.getByRole('heading', { name: 'Deposit', level: 3 }).waitFor()
  const bank = page.getByRole('radio', { name: /Bank transfer/ })
  await centre.locator('label', { has: bank }).click()
  await centre.getByLabel('Deposit amount').fill(amount)
  await centre.getByLabel('Transfer reference').fill(`E2E-${username}`)
  await centre.getByRole('button', { name: 'Submit deposit' }).click()
  await centre.getByText('Deposit submitted').waitFor()
  return username
}
