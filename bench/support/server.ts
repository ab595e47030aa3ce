import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { constants, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

/** What the benches share: child servers on free ports, readiness, and cleanup on exit or Ctrl-C. */

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** The real server's entry point, relative to ROOT. */
export const SERVER_SCRIPT = 'apps/server/src/main.ts'
export const STATUS_PATH = '/wps/system/status?url=localhost'
const READY_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 5_000

export type Child = ReturnType<typeof startChild>

/** Run in reverse order, once, on success, failure or Ctrl-C. */
const cleanups: (() => Promise<void>)[] = []
let cleaning: Promise<void> | undefined

export function onCleanup(step: () => Promise<void>): void {
  cleanups.push(step)
}

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      await step().catch((error: unknown) => console.error('cleanup failed:', error))
    }
  })()
  return cleaning
}

/** Runs a bench's main, then the cleanups, and exits with its code (1 on a crash). */
export function runBench(main: () => Promise<number>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // on(), not once(): Ctrl-C arrives twice, from the terminal and again relayed by the tsx CLI.
    process.on(signal, () => {
      if (!cleaning) console.error(`\n${signal}: stopping the servers`)
      void cleanup().finally(() => process.exit(128 + constants.signals[signal]))
    })
  }
  main()
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      return 1
    })
    .then(async (code) => {
      await cleanup()
      process.exit(code)
    })
}

export function positiveInt(name: string, raw: string): number {
  if (!/^[1-9]\d*$/.test(raw)) throw new Error(`${name} must be a positive integer, got "${raw}"`)
  return Number(raw)
}

/** All ports are held open together so that the OS cannot hand out the same one twice. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer().listen(0, '127.0.0.1'))
  await Promise.all(servers.map((server) => once(server, 'listening'))) // once() rejects on 'error'
  const ports = servers.map((server) => (server.address() as AddressInfo).port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

export function serverEnv(port: number, dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIR: '', // serve no web app
    // spawn() drops undefined values, so without --database-url the server uses embedded PGlite under DATA_DIR.
    DATABASE_URL: databaseUrl,
  }
}

/** A fresh DATA_DIR for a child server, removed at cleanup. */
export async function tempDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sea-bench-'))
  onCleanup(() => rm(dataDir, { recursive: true, force: true }))
  return dataDir
}

/** The real server as a child on `port`, once it answers its status: the child and its base URL. */
export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<{ server: Child; base: string }> {
  const server = startChild('server', SERVER_SCRIPT, env)
  const base = `http://127.0.0.1:${port}`
  await waitForReady(server, `${base}${STATUS_PATH}`)
  return { server, base }
}

export function startChild(name: string, script: string, env: NodeJS.ProcessEnv) {
  // --import tsx runs the script in this one node process (no tsx wrapper), so signals reach it directly.
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let tail = '' // the last few KB of stdout and stderr, shown when the child fails
  const keep = (chunk: Buffer | string) => (tail = (tail + chunk.toString()).slice(-4000))
  proc.stdout?.on('data', keep)
  proc.stderr?.on('data', keep)
  proc.on('error', (error) => keep(`${error.message}\n`))
  cleanups.push(() => stopChild(proc))
  return { name, proc, output: () => tail.trim() }
}

const isRunning = (proc: ChildProcess) => proc.exitCode === null && proc.signalCode === null

/** SIGTERM lets the server close its database cleanly; SIGKILL if it takes too long. */
async function stopChild(proc: ChildProcess): Promise<void> {
  if (!isRunning(proc) || proc.pid === undefined) return
  const exited = once(proc, 'exit')
  proc.kill('SIGTERM')
  const force = setTimeout(() => proc.kill('SIGKILL'), STOP_TIMEOUT_MS)
  await exited
  clearTimeout(force)
}

/** The HTTP status of GET url, or 0 when nothing answers. */
async function probe(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

export async function waitForReady(child: Child, url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (!isRunning(child.proc)) {
      throw new Error(`${child.name} exited during start-up (code ${child.proc.exitCode}):\n${child.output()}`)
    }
    const status = await probe(url)
    if (status === 200) return
    if (status !== 0) last = `HTTP ${status}`
    await sleep(250)
  }
  throw new Error(
    `${child.name} did not answer 200 at ${url} within ${READY_TIMEOUT_MS / 1000} s (${last}):\n${child.output()}`,
  )
}
