import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../apps/server/src/config'
import { startServer, type RunningServer } from '../apps/server/src/server'
import { launchBrowser, skipE2e } from './support/browser'

const here = dirname(fileURLToPath(import.meta.url))
const webDir = resolve(here, '../apps/web/dist')
const screenshotDir = join(here, 'screenshots')
const BRAND = 'Lotus Play'

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, isMobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true },
] as const

describe.skipIf(skipE2e())('smoke: the site boots and shows the brand', () => {
  let dataDir: string | undefined
  let server: RunningServer | undefined
  let browser: Browser | undefined

  beforeAll(async () => {
    if (!existsSync(join(webDir, 'index.html'))) {
      throw new Error(`${webDir}/index.html is missing: run \`npm run build\` before the e2e tests`)
    }
    dataDir = await mkdtemp(join(tmpdir(), 'sea-e2e-'))
    server = await startServer(
      loadConfig({}, { port: 0, host: '127.0.0.1', dataDir, logLevel: 'silent', webDir, databaseUrl: null }),
    )
    browser = await launchBrowser()
    await mkdir(screenshotDir, { recursive: true })
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  for (const { name, viewport, deviceScaleFactor, isMobile } of VIEWPORTS) {
    it(`renders the brand landing page at ${name} size`, async () => {
      if (!browser || !server) throw new Error('setup did not finish')
      const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch: isMobile })
      const page = await context.newPage()
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      try {
        await page.goto(server.url, { waitUntil: 'load' })
        await page.locator('[data-testid="brand-name"]', { hasText: BRAND }).first().waitFor({ timeout: 15_000 })
        expect(await page.title()).toBe(BRAND)
        // The logo must really load, not just be referenced.
        const logoLoaded = await page.locator('header img').first().evaluate(async (img: HTMLImageElement) => {
          await img.decode().catch(() => undefined)
          return img.naturalWidth > 0
        })
        expect(logoLoaded).toBe(true)
        await page.evaluate(() => document.fonts.ready)
        await page.screenshot({
          path: join(screenshotDir, `smoke-${name}.png`),
          fullPage: true,
          animations: 'disabled',
        })
        expect(problems).toEqual([])
      } finally {
        await context.close()
      }
    })
  }
})
