import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../apps/server/src/features/operator/operator-account.service'
import { CONSOLE_VIEWPORTS, consoleShot, signInFirstTime } from './support/admin'
import { skipE2e } from './support/browser'
import { startEmptySite } from './support/empty-site'
import { expectText, header, headerBalance, memberCentre, registerMember } from './support/member'
import { ledgerProblems, memberIdOf } from './support/server-side'
import { knownCaptchas, screenshot, SCREENSHOT_DIR, type Site, VIEWPORTS } from './support/site'

/*
 * Issue 20, done when: on an installation with nothing in it, the first owner makes a brand in
 * the console (identity, domain, look, cashier, sign-up, games, a notice) and a player uses it at
 * once on its own domain: sees it, registers, deposits by bank transfer that the owner approves,
 * and plays an in-house game, with the ledger balanced and every settings change audited.
 */

const PRIMARY = '#1e88e5'
const PRIMARY_RGB = 'rgb(30, 136, 229)'
const NOTICE = 'Ocean Bay is open: welcome aboard'
const NOTICE_TH = 'โอเชียนเบย์เปิดแล้ว'
const DEPOSIT = '500'
/** One audit row per settings group the owner saved (decision 053). */
const BRAND_AUDIT = ['brand.create', 'brand.theme', 'brand.deposit_channels', 'brand.flags', 'brand.customerService']

describe.skipIf(skipE2e())('journeys: a brand made from nothing', () => {
  const desktop = VIEWPORTS[0]
  const viewport = CONSOLE_VIEWPORTS[0]

  it('the first owner makes Ocean Bay in the console; a player registers, deposits and plays there', async () => {
    const site = await startEmptySite()
    const problems: string[] = []
    try {
      const oceanUrl = `http://ocean.localhost:${new URL(site.url).port}`
      const context = await site.browser.newContext({ viewport: desktop.viewport, deviceScaleFactor: 1 })
      context.setDefaultTimeout(15_000)
      const page = await context.newPage()
      watch(page, problems)

      // No brand answers the domain yet.
      const missing = await page.goto(`${oceanUrl}/`)
      expect(missing?.status()).toBe(404)
      await page.getByRole('heading', { name: 'Site not found' }).waitFor()

      // The first owner, as `npm run operator -- create` makes one; from here on, the browser.
      const owner = await firstOwner(site)
      const consolePage = await context.newPage()
      watch(consolePage, problems)
      await signInFirstTime(site, consolePage, owner)
      const merchantId = await createBrand(consolePage, site)
      await configureBrand(consolePage, site)
      await consoleShot(consolePage, 'onboarding-console', viewport)

      // The player: the brand's site on its own domain, in its default language and colour.
      const player = await site.browser.newContext({ viewport: desktop.viewport, deviceScaleFactor: 1 })
      player.setDefaultTimeout(15_000)
      const member = await player.newPage()
      watch(member, problems)
      await knownCaptchas(member, site)
      await member.goto(`${oceanUrl}/`)
      await member.waitForLoadState('networkidle')
      await expect.poll(() => member.evaluate(() => document.documentElement.lang)).toBe('th')
      await expect.poll(() => member.title()).toContain('Ocean Bay')
      expect(await primaryColour(member)).toBe(PRIMARY_RGB)
      await member.getByText(NOTICE_TH).first().waitFor({ state: 'attached' })
      await screenshot(member, 'onboarding-site-th', desktop)
      // The journey goes on in English, so that it finds things by their English names.
      await member.evaluate(() => localStorage.setItem('lang', 'EN'))
      await member.reload()
      await member.waitForLoadState('networkidle')
      await member.getByText(NOTICE).first().waitFor({ state: 'attached' })

      const username = await registerMember(member, undefined, false)
      await expectText(headerBalance(member), 'THB0.00')
      await reportBankTransfer(member, username)
      await approveDeposit(consolePage, site, username)
      await member.reload()
      await expectText(headerBalance(member), 'THB500.00')
      await screenshot(member, 'onboarding-site-funded', desktop)

      const shown = await playOneSpin(member)
      // The balance moved by exactly the rounds' results: stakes out, wins and refunds in.
      const rounds = await site.server.db
        .selectFrom('gameRounds')
        .select(['stake', 'win', 'refunded', 'currency'])
        .where('memberId', '=', await memberIdOf(site.server.db, username))
        .execute()
      expect(rounds.length).toBeGreaterThan(0)
      const result = rounds.reduce((sum, r) => sum + BigInt(r.win) + BigInt(r.refunded) - BigInt(r.stake), 0n)
      expect(rounds.every((r) => r.currency === 'THB')).toBe(true)
      expect(shown).toBe(50_000n + result)
      await member.close()
      await player.close()

      expect(await ledgerProblems(site)).toEqual([])
      const audited = await site.server.db
        .selectFrom('auditLog')
        .select('action')
        .where('action', 'like', 'brand.%')
        .where('merchantId', '=', merchantId)
        .execute()
      const actions = audited.map((row) => row.action)
      for (const action of BRAND_AUDIT) expect(actions).toContain(action)
      expect(problems).toEqual([])
      await context.close()
    } catch (error) {
      const pages = site.browser.contexts().flatMap((context) => context.pages())
      for (const [i, page] of pages.entries())
        await page.screenshot({ path: `${SCREENSHOT_DIR}/onboarding-failed-${i}.png` }).catch(() => undefined)
      throw error
    } finally {
      await site.close()
    }
  }, 240_000)
})

/**
 * Page errors and console errors fail the journey, apart from a refused call's status line.
 */
function watch(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() !== 'error' || /status of 4\d\d/.test(text)) return
    problems.push(`${page.url()}: ${text}`)
  })
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
}

async function firstOwner(site: Site): Promise<{ username: string; password: string }> {
  const username = 'ocean.owner'
  const { password } = await createOperator(site.server.db, { username, roles: ['owner'], merchantIds: null })
  return { username, password }
}

/** Brands -> New brand, without a template; resolves on the new brand's page with its id. */
async function createBrand(page: Page, site: Site): Promise<number> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Brands' }).click()
  await page.getByRole('button', { name: 'New brand' }).click()
  const dialog = page.getByRole('dialog', { name: 'New brand' })
  await dialog.getByLabel(/^Code/).fill('ocean')
  await dialog.getByLabel('Name', { exact: true }).fill('Ocean Bay')
  await dialog.getByLabel(/^Currency/).fill('THB')
  await dialog.getByLabel(/^Time zone/).fill('Asia/Bangkok')
  await dialog.getByRole('checkbox', { name: 'ไทย' }).check()
  await dialog.getByLabel(/^Default language/).selectOption('TH')
  await dialog.getByLabel('Host name 1').fill('ocean.localhost')
  await dialog.getByLabel('Primary 1').check()
  await dialog.getByRole('button', { name: 'Create brand' }).click()
  await page.waitForURL(/\/admin\/brands\/\d+/)
  await page.waitForLoadState('networkidle')
  const merchantId = Number(/\/brands\/(\d+)/.exec(page.url())![1])
  expect(merchantId).toBeGreaterThan(0)
  expect(new URL(page.url()).origin).toBe(site.url)
  return merchantId
}

/** Look, Cashier, Sign-up and Links tabs of the brand's page, then the Games and Content sections. */
async function configureBrand(page: Page, site: Site): Promise<void> {
  const tabs = page.getByRole('navigation', { name: 'Brand settings' })

  await tabs.getByRole('link', { name: 'Look' }).click()
  await page.getByLabel('Primary', { exact: true }).fill(PRIMARY)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByText('Saved.').waitFor()

  await tabs.getByRole('link', { name: 'Cashier' }).click()
  await page.getByRole('button', { name: 'Add channel' }).click()
  const channel = page.getByRole('dialog', { name: 'New deposit channel' })
  await channel.getByLabel(/^Code/).fill('BANK_TRANSFER')
  await channel.getByLabel('Name members see').fill('Bank transfer')
  await channel.getByLabel('Minimum deposit').fill('100')
  await channel.getByLabel('Maximum deposit').fill('50000')
  await channel.getByLabel('Receiving bank').fill('Kasikornbank')
  await channel.getByLabel('Account name').fill('Ocean Bay Co., Ltd.')
  await channel.getByLabel('Account number').fill('123-4-56789-0')
  expect(await channel.getByLabel('Shown to members').isChecked()).toBe(true)
  await channel.getByRole('button', { name: 'Save', exact: true }).click()
  await channel.waitFor({ state: 'detached' })
  await page.getByRole('row').filter({ hasText: 'Kasikornbank' }).waitFor()

  // Sign-up: the site's register button for visitors, which the player uses below.
  await tabs.getByRole('link', { name: 'Sign-up' }).click()
  const features = page.getByRole('region', { name: 'Features' })
  await features.getByRole('checkbox', { name: 'Register button for visitors' }).check()
  await features.getByRole('button', { name: 'Save', exact: true }).click()
  await features.getByRole('status').filter({ hasText: 'Saved' }).waitFor()

  await tabs.getByRole('link', { name: 'Links' }).click()
  const desk = page.getByRole('region', { name: 'Customer service' })
  await desk.getByLabel(/^Desk address/).fill('https://chat.ocean.example/desk')
  await desk.getByRole('button', { name: 'Save', exact: true }).click()
  await desk.getByRole('status').filter({ hasText: 'Saved' }).waitFor()

  // Games: the in-house vendors a new brand starts with are on.
  await page.goto(`${site.url}/admin/games`)
  await page.waitForLoadState('networkidle')
  for (const vendor of ['SEA Slots', 'SEA Live']) {
    const on = page.getByRole('checkbox', { name: `On: ${vendor}`, exact: true })
    if (!(await on.isChecked())) {
      await on.check()
      await page.getByRole('button', { name: 'Save order and switches' }).click()
      await page.getByText('Saved.').waitFor()
    }
    expect(await on.isChecked()).toBe(true)
  }

  // Content: a notice for the brand (the only one, so the editor asks for none), in both its
  // languages, published.
  await page.goto(`${site.url}/admin/content`)
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'New · Notice' }).click()
  const editor = page.getByRole('dialog', { name: 'New Notice' })
  await editor.getByLabel('Title').fill(NOTICE)
  await editor.getByLabel('Text (HTML)').fill(`<p>${NOTICE}</p>`)
  await editor.getByRole('tab', { name: /ไทย/ }).click()
  await editor.getByLabel('Title').fill(NOTICE_TH)
  await editor.getByLabel('Text (HTML)').fill('<p>ยินดีต้อนรับ</p>')
  await editor.getByLabel('Published (otherwise a draft)').check()
  await editor.getByRole('button', { name: 'Save', exact: true }).click()
  await editor.waitFor({ state: 'detached' })
  await page.getByRole('row').filter({ hasText: NOTICE }).waitFor()
}

/** The site's primary colour as the browser computes it for an element painted with it. */
function primaryColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('div')
    probe.style.backgroundColor = 'var(--color-primary)'
    document.body.append(probe)
    const colour = getComputedStyle(probe).backgroundColor
    probe.remove()
    return colour
  })
}

/** The member's deposit page: the brand's bank-transfer channel, an amount and a reference. */
async function reportBankTransfer(page: Page, username: string): Promise<void> {
  await header(page).getByRole('button', { name: 'Deposit', exact: true }).click()
  const centre = memberCentre(page)
  await centre.getByRole('heading', { name: 'Deposit', level: 3 }).waitFor()
  const bank = page.getByRole('radio', { name: /Bank transfer/ })
  await centre.locator('label', { has: bank }).click()
  await centre.getByText('Kasikornbank').first().waitFor()
  await centre.getByLabel('Deposit amount').fill(DEPOSIT)
  await centre.getByLabel('Transfer reference').fill(`E2E-${username}`)
  await centre.getByRole('button', { name: 'Submit deposit' }).click()
  await centre.getByText('Deposit submitted').waitFor()
  await centre
    .getByRole('button', { name: /^Close/ })
    .first()
    .click()
}

/** The owner claims and approves the member's deposit in the console's Cashier. */
async function approveDeposit(page: Page, site: Site, username: string): Promise<void> {
  await page.goto(`${site.url}/admin/cashier/deposits`)
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Username').fill(username)
  await page.getByRole('button', { name: 'Apply' }).click()
  const row = page.getByRole('row').filter({ hasText: username })
  await row.getByText('500.00 THB').waitFor()
  await row.getByRole('button', { name: /^Claim deposit/ }).click()
  await row.getByRole('button', { name: /^Approve deposit/ }).click()
  const dialog = page.getByRole('dialog', { name: /^Approve deposit #/ })
  await dialog.getByText(/Credit 500\.00 THB to/).waitFor()
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await dialog.waitFor({ state: 'detached' })
  await row.waitFor({ state: 'detached' })
}

/**
 * Jade Fortune from the Casino section: spins until the balance moves (a spin that wins back exactly
 * its stake leaves it), then answers the balance the header shows, in minor units.
 */
async function playOneSpin(page: Page): Promise<bigint> {
  await page.goto(new URL('/', page.url()).href)
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Casino', exact: true })
    .click()
  await page.waitForURL(/\/rng/)
  await page.getByRole('button', { name: 'Play Jade Fortune', exact: true }).click()
  await page.waitForURL(/\/game$/)
  const game = page.frameLocator('iframe')
  const spin = game.getByRole('button', { name: 'Spin', exact: true })
  await spin.waitFor({ timeout: 30_000 })
  const bar = page.getByTestId('game-balance')
  await expectText(bar, 'THB 500.00', 20_000)
  await spin.click()
  await expect
    .poll(
      async () => {
        const shown = (await bar.textContent()) ?? ''
        if (shown === 'THB 500.00' && (await spin.isEnabled())) await spin.click()
        return shown
      },
      { timeout: 30_000, interval: 1_500 },
    )
    .not.toMatch(/^THB 500\.00$|Updating/)
  await screenshot(page, 'onboarding-slot', VIEWPORTS[0])
  // The header shows what the game's bar shows: the round's result is in the wallet.
  const after = ((await bar.textContent()) ?? '').replace(/\s+/g, '')
  await page.goto(new URL('/', page.url()).href)
  await expectText(headerBalance(page), after)
  return BigInt(after.replace(/[^\d]/g, ''))
}
