import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Viewport } from './site'

/**
 * Steps a member takes on the site, shared by the journeys. Everything is found by its role and
 * English name (openPage starts the site in English), as a person or a screen reader finds it.
 */

export const PASSWORD = 'secret123'
/** The real name the member registers with; bank accounts must be in this name. */
export const REAL_NAME = 'Ahmad Razak'
/** What the known-captcha route makes every captcha's answer. */
export const CAPTCHA_ANSWER = 'ABCDE'

let counter = 0
/** A username the demo brand's rule accepts: a letter first, then letters and digits, 6 to 16 long. */
export function newUsername(): string {
  counter += 1
  return `e2e${Date.now().toString(36).slice(-6)}${counter}`
}

export const header = (page: Page): Locator => page.getByRole('banner')

/** The balance in the header at this viewport: the member bar on a desktop, the compact bar on a phone. */
export const headerBalance = (page: Page): Locator =>
  header(page).getByTestId('balance-amount').filter({ visible: true })

export const memberCentre = (page: Page): Locator => page.getByRole('dialog', { name: 'Member centre' })

/** Waits until the element's trimmed text is `expected` (a string) or matches it (a pattern). */
export async function expectText(locator: Locator, expected: string | RegExp, timeout = 10_000): Promise<void> {
  const text = () => locator.textContent().then((value) => value?.replace(/\s+/g, ' ').trim() ?? '')
  if (typeof expected === 'string') await expect.poll(text, { timeout }).toBe(expected)
  else await expect.poll(text, { timeout }).toMatch(expected)
}

/** The captcha field inside `scope`, once its image has loaded (the form cannot be sent before). */
export async function captchaField(scope: Locator): Promise<Locator> {
  await scope
    .getByRole('button', { name: /Verification image/ })
    .locator('img')
    .waitFor()
  return scope.getByLabel('Verification code', { exact: true })
}

/**
 * Registers through the header's register button and the modal, filling what the demo brand's
 * rules require (username, passwords, real name, captcha), then closes the welcome notice (a
 * brand without a popup notice shows none: `welcomeNotice` false).
 */
export async function registerMember(page: Page, username = newUsername(), welcomeNotice = true): Promise<string> {
  await header(page).getByRole('button', { name: 'Join now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create your account' })
  await dialog.getByLabel('Username', { exact: true }).fill(username)
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
  await dialog.getByLabel('Full name', { exact: true }).fill(REAL_NAME)
  await (await captchaField(dialog)).fill(CAPTCHA_ANSWER)
  await dialog.getByRole('button', { name: 'Register', exact: true }).click()
  if (welcomeNotice) await dismissWelcomeNotice(page)
  else await dialog.waitFor({ state: 'detached' })
  return username
}

/** The demo brand's popup notice, shown once after every login: read and closed. */
export async function dismissWelcomeNotice(page: Page): Promise<void> {
  const notice = page.getByRole('dialog', { name: /^Welcome to / })
  await notice.getByRole('button', { name: 'Got it' }).click()
  await notice.waitFor({ state: 'detached' })
}

/** The login modal, opened from the header. */
export async function openLogin(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Log in', exact: true }).click()
  return page.getByRole('dialog', { name: 'Welcome back' })
}

/** Fills the username login form and sends it; the caller checks what happened. */
export async function submitLogin(dialog: Locator, username: string, password: string): Promise<void> {
  await dialog.getByLabel('Username', { exact: true }).fill(username)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
}

/** The account name shows in the header on a desktop and at the top of the menu drawer on a phone. */
export async function expectAccountName(page: Page, viewport: Viewport, username: string): Promise<void> {
  if (viewport.isMobile) {
    await header(page).getByRole('button', { name: /^Menu/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await drawer.getByText(username, { exact: true }).waitFor()
    await drawer.getByRole('button', { name: 'Close menu' }).click()
    await drawer.waitFor({ state: 'detached' })
  } else {
    await header(page)
      .getByRole('button', { name: `Account menu: ${username}` })
      .waitFor()
  }
}

/**
 * Opens a member-centre page the way a member does: from the account menu on a desktop, from
 * the menu drawer on a phone ('My account', 'Withdraw', ...).
 */
export async function openAccountPage(page: Page, viewport: Viewport, name: string): Promise<Locator> {
  if (viewport.isMobile) {
    await header(page).getByRole('button', { name: /^Menu/ }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name, exact: true }).click()
  } else {
    await header(page)
      .getByRole('button', { name: /^Account menu/ })
      .click()
    await page.getByRole('menuitem', { name, exact: true }).click()
  }
  const centre = memberCentre(page)
  await centre.waitFor()
  return centre
}

/** Moves to another page of the open member centre through its menu (a phone goes back to the menu first). */
export async function switchCentrePage(page: Page, viewport: Viewport, name: string, title = name): Promise<Locator> {
  const centre = memberCentre(page)
  if (viewport.isMobile) await centre.getByRole('button', { name: 'Back to the menu' }).click()
  await centre
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('button', { name, exact: true })
    .click()
  await centre.getByRole('heading', { name: title, level: 3 }).waitFor()
  return centre
}

/** Binds a Maybank account on the open withdrawal page; the holder is the member's real name, fixed. */
export async function bindMaybankAccount(centre: Locator, accountNumber: string): Promise<void> {
  await centre.getByRole('button', { name: 'Bind a bank account' }).click()
  await centre.getByLabel('Bank', { exact: true }).selectOption({ label: 'Maybank' })
  await centre.getByLabel('Account number').fill(accountNumber)
  expect(await centre.getByLabel('Account holder name').inputValue()).toBe(REAL_NAME)
  await centre.getByRole('button', { name: 'Bind account' }).click()
  await centre.getByText('Bank account bound.').waitFor()
}

/** The payment password every journey sets. */
export const PAYMENT_PASSWORD = '123456'

/**
 * From the withdrawal form of a member with no payment password: the form sends the member to the
 * security centre, where the payment password is set.
 */
export async function setPaymentPasswordFromWithdraw(page: Page, centre: Locator): Promise<void> {
  await centre.getByRole('button', { name: 'Set payment password' }).click()
  await fillPaymentPassword(page, centre)
}

/** Sets the payment password in the security centre, opened from the account menu, and closes the centre. */
export async function setPaymentPassword(page: Page, viewport: Viewport): Promise<void> {
  const centre = await openAccountPage(page, viewport, 'My account')
  await fillPaymentPassword(page, centre)
  await page.keyboard.press('Escape')
  await centre.waitFor({ state: 'detached' })
}

async function fillPaymentPassword(page: Page, centre: Locator): Promise<void> {
  await centre.getByRole('heading', { name: 'My account', level: 3 }).waitFor()
  const item = centre.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Payment password/ }) })
  await item.getByRole('button', { name: 'Set up' }).click()
  await item.getByLabel('Login password', { exact: true }).fill(PASSWORD)
  await item.getByLabel('New payment password', { exact: true }).fill(PAYMENT_PASSWORD)
  await item.getByLabel('Confirm payment password', { exact: true }).fill(PAYMENT_PASSWORD)
  await item.getByRole('button', { name: 'Set payment password' }).click()
  await item.getByText('Your payment password has been set.').waitFor()
}

/**
 * A deposit of `amount` (whole ringgit, like '30') through the header's Deposit button and the
 * gateway simulator's page, back to the member centre's "Payment successful", then closed.
 */
export async function depositThroughGateway(page: Page, amount: string): Promise<void> {
  await header(page).getByRole('button', { name: 'Deposit', exact: true }).click()
  const centre = memberCentre(page)
  await centre.getByRole('heading', { name: 'Deposit', level: 3 }).waitFor()
  const gateway = page.getByRole('radio', { name: /Online payment/ })
  await centre.locator('label', { has: gateway }).click()
  await centre.getByLabel('Deposit amount').fill(amount)
  await centre.getByRole('button', { name: /Continue to payment/ }).click()
  await page.waitForURL(/\/pay\/PG[0-9a-f]+$/)
  await page.getByRole('button', { name: `Pay MYR ${amount}.00` }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/pay/'))
  await memberCentre(page).getByText('Payment successful').waitFor()
  await page.keyboard.press('Escape')
}
