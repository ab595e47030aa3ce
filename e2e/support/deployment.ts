import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile } from 'node:fs/promises'
import { get } from 'node:http'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * What a production host receives (README, "Running in production"): the manifests that
 * `npm ci --omit=dev` installs from, and the three builds. No source, no development tool.
 */

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const BUILDS = ['apps/server/dist', 'apps/web/dist', 'apps/admin/dist'] as const
const BUILT_FILES = ['apps/server/dist/main.js', 'apps/web/dist/index.html', 'apps/admin/dist/index.html']

export const isBuilt = (): boolean => BUILT_FILES.every((file) => existsSync(join(ROOT, file)))

export interface RootManifest {
  workspaces: string[]
  scripts: Record<string, string>
}

export async function rootManifest(): Promise<RootManifest> {
  return JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as RootManifest
}

/** The workspace folders as npm finds them: `apps/*` is every folder of apps/ with a package.json. */
async function workspaceDirs(patterns: string[]): Promise<string[]> {
  const dirs = await Promise.all(
    patterns.map(async (pattern) => {
      if (!pattern.endsWith('/*')) return [pattern]
      const parent = pattern.slice(0, -2)
      const entries = await readdir(join(ROOT, parent), { withFileTypes: true })
      return entries.map((entry) => `${parent}/${entry.name}`)
    }),
  )
  return dirs.flat().filter((dir) => existsSync(join(ROOT, dir, 'package.json')))
}

/** Copies the deployment into `target`: package.json and the lock file, each workspace's package.json, the builds. */
export async function copyDeployment(target: string): Promise<void> {
  const { workspaces } = await rootManifest()
  const files = [
    'package.json',
    'package-lock.json',
    ...(await workspaceDirs(workspaces)).map((dir) => `${dir}/package.json`),
  ]
  for (const file of files) {
    await mkdir(dirname(join(target, file)), { recursive: true })
    await cp(join(ROOT, file), join(target, file))
  }
  for (const build of BUILDS) await cp(join(ROOT, build), join(target, build), { recursive: true })
}

// Only what the host has of its own: nothing of the test's environment reaches the deployment
// (npm's settings for `npm test` name this repository as the prefix; DATABASE_URL, TEST_DATABASE_URL).
const MACHINE = new Set(['PATH', 'HOME', 'npm_config_cache', 'npm_config_userconfig', 'npm_config_registry'])

/** The environment of a process on the production host: the machine's PATH and npm cache, and `env`. */
export function hostEnv(env: Record<string, string>): Record<string, string> {
  const machine = Object.entries(process.env).filter(([name, value]) => MACHINE.has(name) && value !== undefined)
  return { ...(Object.fromEntries(machine) as Record<string, string>), ...env }
}

export interface Finished {
  code: number | null
  signal: NodeJS.Signals | null
  output: string
}

/** A command run to its end in `cwd`, its stdout and stderr together. */
export function run(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<Finished> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd, env: hostEnv(env), stdio: ['ignore', 'pipe', 'pipe'] })
    const output = collect(child)
    child.on('error', reject)
    child.on('close', (code, signal) => resolveRun({ code, signal, output: output() }))
  })
}

/** Everything a child writes, for assertions and failure messages. */
export function collect(child: ChildProcess): () => string {
  const chunks: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
  return () => Buffer.concat(chunks).toString()
}

export interface Answer {
  status: number
  type: string
  body: string
}

/** GET on 127.0.0.1 with the Host header a browser at http://<host>:<port> sends. */
export function getAs(host: string, port: number, path: string): Promise<Answer> {
  return new Promise((resolveGet, reject) => {
    const request = get(
      { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` }, timeout: 5000 },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolveGet({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString(),
          }),
        )
        res.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`GET ${path} timed out`)))
    request.on('error', reject)
  })
}
