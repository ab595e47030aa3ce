// Every document the code or the docs cite must be in the repository, so that a newcomer can
// follow them: `docs/….md` paths (and their #sections) anywhere, relative links in Markdown,
// and no citation of the design documents that were never part of it (docs/domain/ holds
// what the code relies on from them).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'

export interface DocProblem {
  file: string
  line: number
  message: string
}

const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs', 'README.md']
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'screenshots', '.git'])
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|html|md|sql)$/
// Released migrations are never edited, so what their comments cite stays as it was; the
// check's own test cites broken documents on purpose.
const EXEMPT = [/^apps\/server\/src\/db\/migrations\//, /^scripts\/doc-refs\.test\.ts$/]

const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]+\.md(#[\w-]+)?/g
const MD_LINK = /\]\(([^)\s]+)\)/g
const OUTSIDE: Array<[RegExp, string]> = [
  [/(?<![\w/.-])(games|wave2|reliability|aesthetics)\.md\b/gi, 'cites a research note outside the repository'],
  [/(?<![\w/.-])ARCHITECTURE(\.md\b|, ")/g, 'cites the design brief outside the repository'],
  [/\b(research|design|shared)\/[\w-]+\.md\b/g, 'cites a document outside the repository'],
  [/\bspec (sections? \d|§)/gi, 'cites a section of the product specification; cite docs/domain/ instead'],
]

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

const anchorCache = new Map<string, Set<string>>()
function anchorsIn(file: string): Set<string> {
  let anchors = anchorCache.get(file)
  if (!anchors) {
    anchors = new Set<string>()
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const heading = /^#{1,6}\s+(.*)$/.exec(line)
      if (heading) anchors.add(anchorOf(heading[1]!))
    }
    anchorCache.set(file, anchors)
  }
  return anchors
}

/** What is wrong with a reference to `target` (a path from the repository root, maybe with #section). */
function checkTarget(root: string, target: string): string | null {
  const [path, anchor] = target.split('#') as [string, string | undefined]
  const full = join(root, path)
  if (!existsSync(full)) return `${path} does not exist`
  if (anchor && path.endsWith('.md') && !anchorsIn(full).has(anchor)) return `${path} has no section #${anchor}`
  return null
}

export function problemsIn(root: string, file: string, text: string): DocProblem[] {
  const problems: DocProblem[] = []
  const fileDir = dirname(file)
  const isMarkdown = file.endsWith('.md')
  text.split('\n').forEach((line, index) => {
    const report = (message: string) => problems.push({ file, line: index + 1, message })
    for (const match of line.matchAll(DOCS_PATH)) {
      const problem = checkTarget(root, match[0])
      if (problem) report(problem)
    }
    if (isMarkdown) {
      for (const match of line.matchAll(MD_LINK)) {
        const target = match[1]!
        if (/^[a-z]+:/i.test(target)) continue
        const [path, anchor] = target.split('#') as [string, string | undefined]
        const resolved = path === '' ? file : join(fileDir, path)
        const problem = checkTarget(root, anchor === undefined ? resolved : `${resolved}#${anchor}`)
        if (problem) report(problem)
      }
    }
    for (const [pattern, message] of OUTSIDE) {
      for (const match of line.matchAll(pattern)) {
        // A bare name is fine when it is a sibling of the citing file (docs/domain/ links).
        if (existsSync(join(root, fileDir, match[0]))) continue
        report(`${message}: "${match[0]}"`)
      }
    }
  })
  return problems
}

function walk(root: string, path: string, out: string[]): void {
  const full = join(root, path)
  if (!existsSync(full)) return
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full)) if (!SKIP_DIRS.has(entry)) walk(root, join(path, entry), out)
  } else if (TEXT.test(path)) {
    out.push(path.split(sep).join('/'))
  }
}

/** Every problem in the repository at `root`. */
export function docProblems(root: string): DocProblem[] {
  const files: string[] = []
  for (const start of ROOTS) walk(root, start, files)
  return files
    .filter((file) => !EXEMPT.some((pattern) => pattern.test(file)))
    .flatMap((file) => problemsIn(root, file, readFileSync(join(root, file), 'utf8')))
}
