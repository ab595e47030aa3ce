import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/** The system Chromium (Debian package `chromium`); Playwright's own download is not used. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** Also used by bench/web.ts, for Lighthouse's Chromium. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function hasChromium(): boolean {
  return existsSync(CHROMIUM_PATH)
}

/**
 * True when the e2e suites should be skipped: no Chromium and E2E_REQUIRED is not "1".
 * With E2E_REQUIRED=1 the suite runs and `launchBrowser` fails with an explanation instead.
 */
export function skipE2e(): boolean {
  return !hasChromium() && process.env.E2E_REQUIRED !== '1'
}

export async function launchBrowser(): Promise<Browser> {
  if (!hasChromium()) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH} and E2E_REQUIRED=1 demands the e2e tests run. ` +
        'Install the Debian package `chromium` (apt-get install chromium).',
    )
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}
