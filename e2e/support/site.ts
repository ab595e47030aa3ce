import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { loadConfig } from '../../apps/server/src/config'
import { issueCaptcha } from '../../apps/server/src/features/captcha/captcha.service'
import { deriveKey } from '../../apps/server/src/lib/secret'
import { startServer, type RunningServer } from '../../apps/server/src/server'
import { launchBrowser } from './browser'

const here = dirname(fileURLToPath(import.meta.url))
const webDir = resolve(here, '../../apps/web/dist')
export const SCREENSHOT_DIR = resolve(here, '../screenshots')

export const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, isMobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true },
] as const
export type Viewport = (typeof VIEWPORTS)[number]

/**
 * The browser's own time zone, away from the demo brand's Kuala Lumpur and from UTC: the site
 * shows every time in the brand's zone (decision 022), which the journeys can then tell apart.
 */
export const VIEWER_TIME_ZONE = 'America/New_York'

/** The real server (embedded PGlite, built site, demo brand) and the system Chromium. */
export type Site = { server: RunningServer; browser: Browser; url: string; close(): Promise<void> }

export async function startSite(): Promise<Site> {
  if (!existsSync(join(webDir, 'index.html'))) {
    throw new Error(`${webDir}/index.html is missing: run \`npm run build\` before the e2e tests`)
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'sea-e2e-'))
  // Settings are read fresh on every call so that a test can switch maintenance on and off.
  // The loopback address counts as a reverse proxy, as it would in production behind one, so a
  // journey can arrive from a public address (X-Forwarded-For) and be placed in its country.
  const server = await startServer(
    loadConfig(
      {},
      {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        logLevel: 'silent',
        webDir,
        databaseUrl: null,
        settingsCacheMs: 0,
        trustProxy: ['127.0.0.1'],
      },
    ),
  )
  const browser = await launchBrowser()
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  return {
    server,
    browser,
    url: server.url,
    async close() {
      await browser.close()
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * One site for all the journeys of a describe block: started before the first, closed after the
 * last. The returned site reads through to the started one, so a journey uses it like any other.
 */
export function siteForJourneys(): Site {
  let started: Site | undefined
  beforeAll(async () => {
    started = await startSite()
  })
  afterAll(() => started?.close())
  const current = (): Site => {
    if (!started) throw new Error('the site starts in beforeAll: use it inside a test')
    return started
  }
  return {
    get server() {
      return current().server
    },
    get browser() {
      return current().browser
    },
    get url() {
      return current().url
    },
    close: () => current().close(),
  }
}

export type OpenedPage = { context: BrowserContext; page: Page; problems: string[] }

/**
 * A fresh browser context at one viewport; console errors and page errors are collected. The
 * site starts in English (the brand's default is MY), so the journeys can find things by their
 * English names; a language the page chooses later is kept.
 */
export async function openPage(
  site: Site,
  viewport: Viewport,
  extraHTTPHeaders: Record<string, string> = {},
): Promise<OpenedPage> {
  const context = await site.browser.newContext({
    viewport: viewport.viewport,
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
    timezoneId: VIEWER_TIME_ZONE,
    extraHTTPHeaders,
  })
  // A step that cannot happen fails in seconds, not at the test's own time limit.
  context.setDefaultTimeout(10_000)
  await context.addInitScript(() => {
    if (localStorage.getItem('lang') === null) localStorage.setItem('lang', 'EN')
  })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    // A refused call is an expected outcome in some journeys; the browser logs its status line.
    if (
      message.type() === 'error' &&
      !/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
    ) {
      problems.push(`console: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  return { context, page, problems }
}

/**
 * Captchas whose answer the test knows: each image the page asks for is issued by the real
 * captcha service with the answer `answer`, so the server checks it exactly as it would any other.
 */
export async function knownCaptchas(page: Page, site: Site, answer = 'ABCDE'): Promise<void> {
  const key = deriveKey(site.server.appSecret, 'captcha')
  await page.route('**/wps/captcha*', async (route) => {
    const value = await issueCaptcha(site.server.db, key, '127.0.0.1', answer)
    await route.fulfill({ json: { success: true, value } })
  })
}

export async function screenshot(page: Page, name: string, viewport: Viewport): Promise<void> {
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${viewport.name}.png`), animations: 'disabled' })
}

/**
 * Runs one journey in a fresh page and closes it. The journey fails on any console or page
 * error; when it fails, the page as it was is saved as `<name>-<viewport>-failed.png`.
 */
export async function inPage(
  site: Site,
  viewport: Viewport,
  name: string,
  journey: (opened: OpenedPage) => Promise<void>,
  extraHTTPHeaders: Record<string, string> = {},
): Promise<void> {
  const opened = await openPage(site, viewport, extraHTTPHeaders)
  try {
    await journey(opened)
    if (opened.problems.length > 0) throw new Error(`The page reported errors:\n${opened.problems.join('\n')}`)
  } catch (error) {
    await opened.page
      .screenshot({ path: join(SCREENSHOT_DIR, `${name}-${viewport.name}-failed.png`) })
      .catch(() => undefined)
    throw error
  } finally {
    await opened.context.close()
  }
}
