import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Debian's haproxy in front of the cluster test's server processes, with the configuration
 * docs/operations.md shows ("Several instances"), on loopback ports the test chose. Its
 * statistics page (CSV) tells how many requests each instance served and how many were retried.
 */

/** Where Debian's package puts it; HAPROXY names another. */
export const HAPROXY = process.env.HAPROXY || '/usr/sbin/haproxy'
export const haproxyInstalled = () => existsSync(HAPROXY)

export interface Backend {
  name: string
  port: number
}

export function haproxyConfig(port: number, statsPort: number, backends: readonly Backend[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s

frontend site
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  option httpchk
  http-check send meth GET uri /health/ready ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  default-server check inter 500ms fastinter 250ms downinter 1s fall 2 rise 2
  # A request that never reached an instance may always go to another one (conn-failure). One that
  # reached an instance which died before answering (empty-response) is sent again only when that
  # is harmless: a read, or a call with an Idempotency-Key, which the ledger answers once.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  http-request disable-l7-retry if !{ method GET HEAD } !{ req.hdr(idempotency-key) -m found }
  http-response set-header X-Served-By %s
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port}`).join('\n')}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`
}

/** One row of haproxy's statistics for a backend server. */
export interface ServerStats {
  name: string
  status: string
  /** Requests (sessions) sent to it. */
  sessions: number
  /** Retries and redispatches away from it. */
  retries: number
  redispatches: number
  connectionErrors: number
  responseErrors: number
}

export interface Haproxy {
  readonly url: string
  stats(): Promise<ServerStats[]>
  stop(): Promise<void>
}

export async function startHaproxy(
  dir: string,
  ports: { port: number; statsPort: number },
  backends: readonly Backend[],
): Promise<Haproxy> {
  const file = join(dir, 'haproxy.cfg')
  writeFileSync(file, haproxyConfig(ports.port, ports.statsPort, backends))
  let output = ''
  // -db: in the foreground, so that the test owns (and ends) the process.
  const proc: ChildProcess = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] })
  proc.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)))
  proc.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)))
  const statsUrl = `http://127.0.0.1:${ports.statsPort}/stats;csv`
  const stats = async (): Promise<ServerStats[]> => {
    const csv = await (await fetch(statsUrl, { signal: AbortSignal.timeout(2_000) })).text()
    const [head = '', ...lines] = csv.trim().split('\n')
    const columns = head.replace(/^# /, '').split(',')
    const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? ''
    return lines
      .map((line) => line.split(','))
      .filter((row) => at(row, 'pxname') === 'instances' && backends.some((b) => b.name === at(row, 'svname')))
      .map((row) => ({
        name: at(row, 'svname'),
        status: at(row, 'status'),
        sessions: Number(at(row, 'stot')),
        retries: Number(at(row, 'wretr')),
        redispatches: Number(at(row, 'wredis')),
        connectionErrors: Number(at(row, 'econ')),
        responseErrors: Number(at(row, 'eresp')),
      }))
  }
  const began = Date.now()
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`haproxy exited (code ${proc.exitCode}):\n${output}`)
    const up = await stats().catch(() => [])
    if (up.length === backends.length && up.every((s) => s.status === 'UP')) break
    if (Date.now() - began > 30_000) throw new Error(`haproxy did not see every instance up:\n${output}`)
    await sleep(100)
  }
  return {
    url: `http://127.0.0.1:${ports.port}`,
    stats,
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return
      const gone = once(proc, 'exit')
      proc.kill('SIGTERM')
      await gone
    },
  }
}
