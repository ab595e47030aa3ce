import type { Page } from 'playwright-core'

/** A fast issue closes 10 seconds before its draw; a bet placed this close to the cut-off waits for the next one. */
export const SAFE_SECONDS = 6

/** Seconds to the cut-off, from the countdown's accessible name ('Closes in 00:42'). */
export async function secondsToCutOff(page: Page): Promise<number> {
  const label = (await page.getByLabel(/^Closes in /).getAttribute('aria-label')) ?? ''
  return (label.match(/\d+/g) ?? []).map(Number).reduce((total, part) => total * 60 + part, 0)
}
