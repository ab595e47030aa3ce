import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * A TypeScript entry of the repository run as a child process through tsx, for tests that kill a
 * job mid-way: started detached so that it leads a process group of its own, which SIGKILL hits
 * whole (see server-process.ts). Its output is kept for the failure message.
 */

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url))

export interface JobProcess {
  readonly child: ChildProcess
  running(): boolean
  /** kill -9 of the process group; resolves once the process is gone. */
  kill(): Promise<void>
  /** Resolves with the exit code once the process ends by itself. */
  exited(): Promise<number | null>
  output(): string
}

export function startJobProcess(entry: string, env: Record<string, string>): JobProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const chunks: string[] = []
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  const gone = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const running = () => child.exitCode === null && child.signalCode === null
  return {
    child,
    running,
    async kill() {
      if (running() && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      await gone
    },
    exited: () => gone,
    output: () => chunks.join(''),
  }
}
