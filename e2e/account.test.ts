import { describe, expect, it } from 'vitest'
import { skipE2e } from './support/browser'
import {
  CAPTCHA_ANSWER,
  captchaField,
  dismissWelcomeNotice,
  expectAccountName,
  expectText,
  header,
  headerBalance,
  newUsername,
  openLogin,
  PASSWORD,
  registerMember,
  submitLogin,
} from './support/member'
import { inPage, knownCaptchas, screenshot, siteForJourneys, VIEWPORTS } from './support/site'

describe.skipIf(skipE2e())('journeys: registration and login', () => {
  const site = siteForJourneys()

  for (const viewport of VIEWPORTS) {
    it(`registers by username and sees the account and a zero balance (${viewport.name})`, async () => {
      await inPage(site, viewport, 'register', async ({ page }) => {
        await knownCaptchas(page, site)
        await page.goto(site.url)
        const username = newUsername()
        await header(page).getByRole('button', { name: 'Join now' }).click()
        await page
          .getByRole('dialog', { name: 'Create your account' })
          .getByLabel('Username', { exact: true })
          .waitFor()
        await screenshot(page, 'register-modal', viewport)
        await page.keyboard.press('Escape')
        await registerMember(page, username)
        // A new account holds nothing: the header says so in the brand's currency, two decimals.
        await expectText(headerBalance(page), 'MYR0.00')
        await expectAccountName(page, viewport, username)
        await screenshot(page, 'register-done', viewport)
      })
    })

    it(`asks for a captcha after three wrong passwords, then logs in with it (${viewport.name})`, async () => {
      let username = ''
      await inPage(site, viewport, 'login-setup', async ({ page }) => {
        await knownCaptchas(page, site)
        await page.goto(site.url)
        username = await registerMember(page)
      })

      await inPage(site, viewport, 'login-captcha', async ({ page }) => {
        await knownCaptchas(page, site)
        await page.goto(site.url)
        const dialog = await openLogin(page)
        const captcha = dialog.getByLabel('Verification code', { exact: true })
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/session/login')
          await submitLogin(dialog, username, `wrong${attempt}pass`)
          expect((await answered).ok()).toBe(false)
          await dialog.getByRole('alert').filter({ hasText: 'Incorrect username or password' }).waitFor()
          // The first two failures only say so; the third one brings the captcha.
          if (attempt < 3) expect(await captcha.isVisible()).toBe(false)
        }
        await (await captchaField(dialog)).waitFor()
        await screenshot(page, 'login-captcha', viewport)

        // Without the captcha the right password is not enough.
        await submitLogin(dialog, username, PASSWORD)
        await dialog.getByText('This field cannot be empty').waitFor()

        await (await captchaField(dialog)).fill(CAPTCHA_ANSWER)
        await submitLogin(dialog, username, PASSWORD)
        await dismissWelcomeNotice(page)
        await expectText(headerBalance(page), 'MYR0.00')
        await expectAccountName(page, viewport, username)
      })
    })
  }
})
