import { promisify } from 'node:util'
import { constants, gzip } from 'node:zlib'
import type { Response } from 'playwright-core'
import { launchBrowser } from '../../e2e/support/browser'

/**
 * What a first visit to a page loads, in the system Chromium through playwright-core: every
 * JavaScript response, when it was requested (the page's Resource Timing, on the same clock as
 * its first contentful paint), its size as code, gzipped at level 9 here, and as the server sent it.
 */

/** A phone, as Lighthouse's default (mobile) run; a site can load other code on other screens. */
export const VIEWPORT = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
const FCP_TIMEOUT_MS = 15_000

export interface Loaded {
  /** URL path (and query) on the page's own origin; the whole URL for another origin. */
  name: string
  /** When the request started, in ms after navigation start; null if the page did not time it. */
  startMs: number | null
  rawBytes: number
  gzipBytes: number
  /** The body as it crossed the network (Resource Timing's encodedBodySize). */
  servedBytes: number
  encoding: string
}

export interface PageLoad {
  /** First contentful paint in ms after navigation start; null if the page painted nothing. */
  fcpMs: number | null
  /** Largest contentful paint (the main content is up), in ms; null if the browser reported none. */
  lcpMs: number | null
  loadMs: number
  document: Loaded
  scripts: Loaded[]
  /** Console errors and uncaught exceptions: the figures stand, but the page may not be what users see. */
  problems: string[]
}

type Timing = { name: string; start: number; encoded: number }

const gz = promisify(gzip)

async function measured(response: Response, name: string, timing: Timing | undefined): Promise<Loaded> {
  const [body, headers] = await Promise.all([response.body(), response.allHeaders()])
  const gzipped = await gz(body, { level: constants.Z_BEST_COMPRESSION })
  return {
    name,
    startMs: timing ? timing.start : null,
    rawBytes: body.length,
    gzipBytes: gzipped.length,
    servedBytes: timing?.encoded ?? body.length,
    encoding: headers['content-encoding'] ?? 'none',
  }
}

const isJavaScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '')

/** Loads `url` once in a fresh context (empty cache) and waits until the network has been idle for 500 ms. */
export async function measurePageLoad(url: string): Promise<PageLoad> {
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext(VIEWPORT)
    const page = await context.newPage()
    const scripts: Response[] = []
    const problems: string[] = []
    page.on('response', (response) => {
      if (isJavaScript(response)) scripts.push(response)
    })
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))

    const main = await page.goto(url, { waitUntil: 'networkidle' })
    if (!main) throw new Error(`no response for ${url}`)
    if (main.status() !== 200) throw new Error(`GET ${url} answered ${main.status()}`)
    await page
      .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
        timeout: FCP_TIMEOUT_MS,
      })
      .catch(() => undefined) // a page that paints nothing is reported as such, not as a crash
    const lcpMs = await page.evaluate(
      // LCP entries reach only a buffered observer; its callback runs at once when there are some.
      () =>
        new Promise<number | null>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          })
          setTimeout(() => resolve(null), 1000)
        }),
    )
    const timings = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        load: navigation?.loadEventEnd ?? 0,
        document: { name: location.href, start: 0, encoded: navigation?.encodedBodySize ?? 0 },
        resources: resources.map((r) => ({ name: r.name, start: r.startTime, encoded: r.encodedBodySize })),
      }
    })
    const byUrl = new Map(timings.resources.map((timing) => [timing.name, timing]))
    const origin = new URL(url).origin
    const shortName = (full: string) => (full.startsWith(origin) ? full.slice(origin.length) : full)
    return {
      fcpMs: timings.fcp,
      lcpMs,
      loadMs: timings.load,
      document: await measured(main, shortName(main.url()), timings.document),
      scripts: await Promise.all(
        scripts.map((response) => measured(response, shortName(response.url()), byUrl.get(response.url()))),
      ),
      problems,
    }
  } finally {
    await browser.close()
  }
}
