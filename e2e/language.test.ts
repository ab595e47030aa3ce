import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipE2e } from './support/browser'
import { header } from './support/member'
import { inPage, screenshot, siteForJourneys, VIEWPORTS, type Viewport } from './support/site'

/** Each language as the picker names it, the html lang it sets, and two header words in it (features/shell/shell-texts.ts). */
const LANGUAGES = {
  EN: { name: 'English', html: 'en', login: 'Log in', menu: 'Menu' },
  CN: { name: '简体中文', html: 'zh-CN', login: '登录', menu: '菜单' },
  MY: { name: 'Bahasa Melayu', html: 'ms', login: 'Log masuk', menu: 'Menu' },
  VI: { name: 'Tiếng Việt', html: 'vi', login: 'Đăng nhập', menu: 'Menu' },
  TH: { name: 'ไทย', html: 'th', login: 'เข้าสู่ระบบ', menu: 'เมนู' },
} as const
type Code = keyof typeof LANGUAGES

/** Picks a language: the top bar's menu on a desktop, the language list in the menu drawer on a phone. */
async function pickLanguage(page: Page, viewport: Viewport, from: Code, to: Code): Promise<void> {
  const target = page.getByRole('menuitemradio', { name: LANGUAGES[to].name })
  if (viewport.isMobile) {
    await header(page).getByRole('button', { name: LANGUAGES[from].menu, exact: true }).click()
    await target.click()
    // The drawer stays open, already in the new language; Escape closes it.
    await page.getByRole('dialog', { name: LANGUAGES[to].menu }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
  } else {
    await header(page).getByRole('button', { name: LANGUAGES[from].name }).click()
    await target.click()
    // Playwright scrolls an item of the sticky header's menu into view before clicking, which
    // moves the page (a person's click does not); back to the top for the screenshot.
    await page.evaluate(() => window.scrollTo(0, 0))
  }
}

/** The page is in `code`: the html lang, the header's login button and the stored choice. */
async function expectLanguage(page: Page, code: Code, previous: Code | null): Promise<void> {
  await header(page).getByRole('button', { name: LANGUAGES[code].login, exact: true }).waitFor()
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(LANGUAGES[code].html)
  const stored = await page.evaluate(() => ({
    lang: localStorage.getItem('lang'),
    hisLang: localStorage.getItem('hisLang'),
  }))
  expect(stored).toEqual({ lang: code, hisLang: previous })
}

describe.skipIf(skipE2e())('journey: switching the language', () => {
  const site = siteForJourneys()

  for (const viewport of VIEWPORTS) {
    it(`switches through the five languages and keeps the choice (${viewport.name})`, async () => {
      await inPage(site, viewport, 'language', async ({ page }) => {
        await page.goto(site.url)
        await expectLanguage(page, 'EN', null)

        let current: Code = 'EN'
        for (const next of ['CN', 'MY', 'VI', 'TH'] as const) {
          await pickLanguage(page, viewport, current, next)
          await expectLanguage(page, next, current)
          await screenshot(page, `language-${next}`, viewport)
          current = next
        }

        // The choice outlives a reload.
        await page.reload()
        await expectLanguage(page, 'TH', 'VI')

        await pickLanguage(page, viewport, 'TH', 'EN')
        await expectLanguage(page, 'EN', 'TH')
      })
    })
  }
})
