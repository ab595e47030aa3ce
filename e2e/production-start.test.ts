import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../apps/server/src/test/crash/server-process'
import {
  collect,
  copyDeployment,
  getAs,
  hostEnv,
  isBuilt,
  rootManifest,
  run,
  type RootManifest,
} from './support/deployment'

/*
 * Production as the README runs it (decision 061): the builds and the manifests on a host, then
 * `npm ci --omit=dev` and `npm run serve`, with no development tool installed. Needs `npm run
 * build` first, as every e2e file does; skipped without the builds unless E2E_REQUIRED=1.
 */

const DEV_TOOLS = ['tsx', 'typescript', 'vite', 'vitest', 'esbuild', 'eslint', 'playwright-core', 'fast-check']
const INSTALL_TIMEOUT_MS = 120_000
const READY_TIMEOUT_MS = 180_000
const STATUS_PATH = '/wps/system/status?url=localhost'

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

describe.skipIf(!isBuilt() && process.env.E2E_REQUIRED !== '1')('production start: the build without dev tools', () => {
  let host = ''
  let dataDir = ''
  let manifest: RootManifest
  let server: ChildProcess | undefined

  beforeAll(async () => {
    if (!isBuilt()) throw new Error('the builds are missing: run `npm run build` before the e2e tests')
    host = await mkdtemp(join(tmpdir(), 'sea-production-'))
    dataDir = join(host, 'data')
    manifest = await rootManifest()
    await copyDeployment(host)
  })
  afterAll(async () => {
    if (server && running(server)) server.kill('SIGKILL')
    if (host) await rm(host, { recursive: true, force: true })
  })

  it(
    'installs with npm ci --omit=dev: the server dependencies, no development tool',
    async () => {
      const began = Date.now()
      const install = await run(
        'npm',
        ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
        host,
        {},
      )
      console.log(`production-start: npm ci --omit=dev took ${((Date.now() - began) / 1000).toFixed(1)} s`)
      expect(install.code, install.output).toBe(0)
      for (const tool of DEV_TOOLS) expect(existsSync(join(host, 'node_modules', tool)), tool).toBe(false)
      for (const runtime of ['fastify', '@electric-sql/pglite', 'kysely', 'typebox'])
        expect(existsSync(join(host, 'node_modules', runtime)), runtime).toBe(true)
    },
    INSTALL_TIMEOUT_MS,
  )

  it('names in every root script that runs the build a file the build wrote', () => {
    const entries = Object.values(manifest.scripts).flatMap(
      (command) => command.match(/apps\/server\/dist\/\S+/g) ?? [],
    )
    expect(entries).toContain('apps/server/dist/main.js')
    expect(entries.filter((entry) => !existsSync(join(host, entry)))).toEqual([])
  })

  it(
    'serves the status call, the site and the console from `npm run serve`, and stops on SIGTERM',
    async () => {
      // The serve script's command as it is, without npm in between (it would stand between the signal and node).
      const [command, ...args] = manifest.scripts.serve?.split(' ') ?? []
      expect(command).toBe('node')
      const port = await freePort()
      const began = Date.now()
      const child = spawn(process.execPath, args, {
        cwd: host,
        env: hostEnv({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'on' }),
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      server = child
      const output = collect(child)
      const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()))
      let status = await getAs('localhost', port, STATUS_PATH).catch(() => null)
      while (status?.status !== 200) {
        if (!running(child)) throw new Error(`the server exited during start-up:\n${output().slice(-4000)}`)
        if (Date.now() - began > READY_TIMEOUT_MS) throw new Error(`no answer in time:\n${output().slice(-4000)}`)
        await sleep(250)
        status = await getAs('localhost', port, STATUS_PATH).catch(() => null)
      }
      console.log(`production-start: first start (migrations, demo seed) answered after ${Date.now() - began} ms`)

      const value = JSON.parse(status.body) as { success: boolean; value: { merchant: { name: string } } }
      expect(value.success).toBe(true)
      expect(value.value.merchant.name).toBe('Lotus Play')
      const site = await getAs('localhost', port, '/')
      expect(site.status).toBe(200)
      expect(site.body).toBe(await readFile(join(host, 'apps/web/dist/index.html'), 'utf8'))
      const verify = await getAs('localhost', port, '/inhouse/verify.html')
      expect(verify.status).toBe(200)
      expect(verify.body).toBe(await readFile(join(host, 'apps/web/dist/inhouse/verify.html'), 'utf8'))
      const consolePage = await getAs('localhost', port, '/admin/')
      expect(consolePage.status).toBe(200)
      expect(consolePage.body).toBe(await readFile(join(host, 'apps/admin/dist/index.html'), 'utf8'))
      // The embedded database is the server's while it runs: a reset fails, its trace on the .ts lines.
      const reset = await run('npm', ['run', '--silent', 'db:reset'], host, { DATA_DIR: dataDir })
      expect(reset.code).not.toBe(0)
      expect(reset.output).toContain(`is in use by process ${child.pid}`)
      expect(reset.output).toMatch(/at lockDataDir \(.*apps\/server\/src\/db\/pglite-lock\.ts:\d+:\d+\)/)

      child.kill('SIGTERM')
      await exited
      expect({ code: child.exitCode, signal: child.signalCode }, output().slice(-4000)).toEqual({
        code: 0,
        signal: null,
      })
      const errors = output()
        .split('\n')
        .filter((line) => /"level":(5|6)\d/.test(line))
      expect(errors).toEqual([])
    },
    READY_TIMEOUT_MS + 30_000,
  )

  it('runs a command-line tool through its root script once the server has stopped', async () => {
    const list = await run('npm', ['run', '--silent', 'brand', '--', 'list'], host, { DATA_DIR: dataDir })
    expect(list.code, list.output).toBe(0)
    expect(list.output).toMatch(/^demo\tLotus Play\tMYR\t/m)
    const books = await run('npm', ['run', '--silent', 'ledger:verify'], host, { DATA_DIR: dataDir })
    expect(books.code, books.output).toBe(0)
  }, 60_000)
})
