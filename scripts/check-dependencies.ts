// `npm run check:deps`: every workspace declares the packages it imports (decision 049), and
// production needs nothing that `npm ci --omit=dev` leaves out (decision 061). Hoisting makes an
// undeclared import work on a developer's machine and fail in a production install, so:
// - a package imported by a workspace is in that workspace's package.json; only the root's
//   repo-wide tools (the test runner, lint and type-check) may come from the root;
// - code that runs in production imports at run time only packages in `dependencies`. That code is
//   the server's src/ (tests aside) and the workspaces its build compiles in (the @sea/* packages
//   it depends on); the build leaves their npm imports for node to resolve from apps/server, so
//   the server declares those too;
// - the root scripts run the server's processes from its build with node, never from src/
//   through tsx, a development tool.
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'

interface Manifest {
  name?: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

const WORKSPACES = [
  'apps/server',
  'apps/web',
  'apps/inhouse-games',
  'apps/admin',
  'packages/browser',
  'packages/rules',
  'packages/contract',
  'packages/engines',
  'e2e',
  'bench',
]
const SERVER = 'apps/server'
// The root's tools every workspace's tests and configs use; anything else is declared where used.
const REPO_TOOLS = new Set(['vitest'])
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'screenshots', '.git'])
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/

const manifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest
const builtins = new Set(builtinModules)

function sourceFiles(dir: string, skip: Set<string>): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) || skip.has(path) ? [] : sourceFiles(path, skip)
    return SOURCE.test(entry.name) ? [path] : []
  })
}

/** Bare specifiers with whether the statement is type-only; anchored at line starts so strings do not count. */
function imports(source: string): { name: string; typeOnly: boolean }[] {
  const found: { name: string; typeOnly: boolean }[] = []
  // Names, braces, commas and `* as x` only between the keyword and `from`, so code cannot match.
  const statements = /^\s*(import|export)(\s+type\b)?[\w\s{},*$]*?\bfrom\s*['"]([^'"]+)['"]/gm
  for (const m of source.matchAll(statements)) found.push({ name: m[3] ?? '', typeOnly: Boolean(m[2]) })
  for (const m of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push({ name: m[1] ?? '', typeOnly: false })
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push({ name: m[1] ?? '', typeOnly: false })
  return found.flatMap(({ name, typeOnly }) => {
    if (name.startsWith('.') || name.startsWith('/') || name.startsWith('node:')) return []
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : (name.split('/')[0] ?? name)
    return builtins.has(pkg) ? [] : [{ name: pkg, typeOnly }]
  })
}

/** Code that runs in production: a production workspace's src/, tests aside (not its build script). */
const isProductionCode = (dir: string, file: string) =>
  file.startsWith(`${dir}/src/`) && !/\.test\.tsx?$/.test(file) && !file.includes('/src/test/')

const manifests = new Map(WORKSPACES.map((dir) => [dir, manifest(dir)]))
const dirOf = new Map([...manifests].map(([dir, own]) => [own.name ?? '', dir]))
const runtimeOf = (dir: string) => new Set(Object.keys(manifests.get(dir)?.dependencies ?? {}))

/** The workspaces the server's build compiles in: its @sea/* dependencies and theirs. */
function compiledIn(): Set<string> {
  const found = new Set<string>()
  const visit = (dir: string) => {
    for (const name of runtimeOf(dir)) {
      const workspace = dirOf.get(name)
      if (!workspace || found.has(workspace)) continue
      found.add(workspace)
      visit(workspace)
    }
  }
  visit(SERVER)
  return found
}

function check(dir: string, files: string[], allowed: Set<string>, production: boolean): string[] {
  const problems: string[] = []
  const runtime = runtimeOf(dir)
  const server = runtimeOf(SERVER)
  for (const file of files) {
    for (const { name, typeOnly } of imports(readFileSync(file, 'utf8'))) {
      if (!allowed.has(name)) {
        problems.push(`${file}: imports ${name}, which ${dir}/package.json does not declare`)
        continue
      }
      const ownName = name === manifests.get(dir)?.name
      if (!production || typeOnly || ownName || !isProductionCode(dir, file)) continue
      if (!runtime.has(name))
        problems.push(`${file}: imports ${name} at run time, which is not in ${dir}/package.json dependencies`)
      else if (!server.has(name))
        problems.push(
          `${file}: imports ${name} at run time, which the server's build leaves to ${SERVER}: declare it there too`,
        )
    }
  }
  return problems
}

/** Root scripts that start the server's code: from dist/ with node, which production has. */
function checkScripts(scripts: Record<string, string>): string[] {
  const problems: string[] = []
  for (const [name, command] of Object.entries(scripts)) {
    if (new RegExp(`${SERVER}/src/\\S+\\.ts`).test(command))
      problems.push(`script ${name} runs ${SERVER}/src/: production starts the build (${SERVER}/dist/) with node`)
    else if (command.includes(`${SERVER}/dist/`) && !/^node --enable-source-maps \S+\.js$/.test(command))
      problems.push(`script ${name} must be "node --enable-source-maps ${SERVER}/dist/<entry>.js", not "${command}"`)
  }
  if (!scripts.serve?.includes(`${SERVER}/dist/`)) problems.push(`script serve must start ${SERVER}/dist/main.js`)
  return problems
}

const root = manifest('.') as Manifest & { scripts?: Record<string, string> }
const production = new Set([SERVER, ...compiledIn()])
const problems: string[] = []
for (const [dir, own] of manifests) {
  const allowed = new Set([own.name ?? '', ...runtimeOf(dir), ...Object.keys(own.devDependencies ?? {}), ...REPO_TOOLS])
  problems.push(...check(dir, sourceFiles(dir, new Set()), allowed, production.has(dir)))
}
const rootFiles = sourceFiles('.', new Set(['apps', 'packages', 'e2e', 'bench']))
problems.push(...check('.', rootFiles, new Set(Object.keys(root.devDependencies ?? {})), false))
problems.push(...checkScripts(root.scripts ?? {}))

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`check:deps: ${WORKSPACES.length + 1} package.json files declare what their code imports`)
