// `npm run check:deps`: every workspace declares the packages it imports (decision 049).
// Hoisting makes an undeclared import work on a developer's machine and fail in a production
// install, so two rules are checked:
// - a package imported by a workspace is in that workspace's package.json; only the root's
//   repo-wide tools (the test runner, lint and type-check) may come from the root;
// - code that runs in production (server, contract, engines; not tests) imports at run time
//   only packages in `dependencies`, since production installs without devDependencies.
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
const PRODUCTION = new Set(['apps/server', 'packages/contract', 'packages/engines'])
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

/** Code that runs in production: a workspace's src/, tests aside (not the server's build script). */
const isProductionCode = (file: string) =>
  file.includes('/src/') && !/\.test\.tsx?$/.test(file) && !file.includes('/src/test/')

function check(dir: string, files: string[], allowed: Set<string>, runtime: Set<string> | undefined): string[] {
  const problems: string[] = []
  for (const file of files) {
    for (const { name, typeOnly } of imports(readFileSync(file, 'utf8'))) {
      if (!allowed.has(name)) problems.push(`${file}: imports ${name}, which ${dir}/package.json does not declare`)
      else if (runtime && !typeOnly && isProductionCode(file) && !runtime.has(name)) {
        problems.push(`${file}: imports ${name} at run time, which is not in ${dir}/package.json dependencies`)
      }
    }
  }
  return problems
}

const root = manifest('.')
const problems: string[] = []
for (const dir of WORKSPACES) {
  const own = manifest(dir)
  const runtime = new Set([own.name ?? '', ...Object.keys(own.dependencies ?? {})])
  const allowed = new Set([...runtime, ...Object.keys(own.devDependencies ?? {}), ...REPO_TOOLS])
  problems.push(...check(dir, sourceFiles(dir, new Set()), allowed, PRODUCTION.has(dir) ? runtime : undefined))
}
const rootFiles = sourceFiles('.', new Set(['apps', 'packages', 'e2e', 'bench']))
problems.push(...check('.', rootFiles, new Set(Object.keys(root.devDependencies ?? {})), undefined))

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`check:deps: ${WORKSPACES.length + 1} package.json files declare what their code imports`)
