import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

/**
 * The real server as a child process, as `npm run serve` runs its build but from the sources
 * (tsx), for tests that kill it:
 * started detached so that it leads a process group of its own, and killed with SIGKILL sent
 * to that whole group, so no loader or worker process it started can survive it.
 */

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url))
const ENTRY = 'apps/server/src/main.ts'
const READY_TIMEOUT_MS = 60_000
const STATUS_PATH = '/wps/system/status?url=localhost'

export interface ServerProcess {
  readonly url: string
  /** Starts the server and waits until it answers; returns how long that took, in ms. */
  start(): Promise<number>
  /** kill -9 of the process group; resolves once the process is gone. */
  kill(): Promise<void>
  /** SIGTERM, as an orchestrator stops a service; resolves with the exit code. */
  stop(): Promise<number | null>
  /** Log lines at level error or worse, from every run so far. */
  errors(): string[]
}

/** A port nothing listens on now; the server is restarted on the same one every cycle. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const running = (proc: ChildProcess): boolean => proc.exitCode === null && proc.signalCode === null

export function serverProcess(env: Record<string, string>, port: number): ServerProcess {
  const url = `http://127.0.0.1:${port}`
  const errors: string[] = []
  let proc: ChildProcess | null = null
  let tail = ''

  const watchOutput = (child: ChildProcess) => {
    let pending = ''
    const onData = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000)
      pending += chunk.toString()
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) if (isErrorLine(line)) errors.push(line)
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
  }

  const exited = async (child: ChildProcess) => {
    if (running(child)) await once(child, 'exit')
  }

  return {
    url,
    async start() {
      if (proc && running(proc)) throw new Error('the server is already running')
      const began = Date.now()
      tail = ''
      const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
        cwd: ROOT,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      proc = child
      watchOutput(child)
      while (Date.now() - began < READY_TIMEOUT_MS) {
        if (!running(child)) throw new Error(`the server exited during start-up (code ${child.exitCode}):\n${tail}`)
        if ((await probe(url + STATUS_PATH)) === 200) return Date.now() - began
        await sleep(100)
      }
      throw new Error(`the server did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${tail}`)
    },
    async kill() {
      const child = proc
      if (!child || !running(child) || child.pid === undefined) return
      const gone = exited(child)
      process.kill(-child.pid, 'SIGKILL')
      await gone
    },
    async stop() {
      const child = proc
      if (!child || !running(child) || child.pid === undefined) return child?.exitCode ?? null
      const pid = child.pid
      const gone = exited(child)
      child.kill('SIGTERM')
      const force = setTimeout(() => process.kill(-pid, 'SIGKILL'), 15_000)
      await gone
      clearTimeout(force)
      return child.exitCode
    },
    errors: () => [...errors],
  }
}

/** pino writes JSON lines; level 50 is error, 60 fatal. Anything that is not JSON is a crash trace. */
function isErrorLine(line: string): boolean {
  if (line.trim() === '') return false
  try {
    const level = (JSON.parse(line) as { level?: unknown }).level
    return typeof level === 'number' && level >= 50
  } catch {
    return true
  }
}

async function probe(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}
