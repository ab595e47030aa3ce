import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import ts from 'typescript'

/**
 * Released migrations (decision 046): a checked-in manifest holds the fingerprint of each
 * migration that shipped, and a test fails when a listed file changes. The fingerprint is the
 * file's code without its comments, so that comments may still be corrected; the SQL inside the
 * strings, comments included, counts.
 */
export const MIGRATIONS_DIR = new URL('../apps/server/src/db/migrations/', import.meta.url)
export const MANIFEST = new URL('../apps/server/src/db/released-migrations.json', import.meta.url)

/** sha256 of the file's tokens, comments and layout left out. */
export function fingerprint(source: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, source)
  const hash = createHash('sha256')
  // Brace depth at each open template substitution: its `}` resumes the template's text, which
  // the scanner reads as one token only when told (the parser's job, done here by hand).
  const substitutions: number[] = []
  let depth = 0
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.TemplateHead) substitutions.push(depth)
    else if (token === ts.SyntaxKind.OpenBraceToken) depth += 1
    else if (token === ts.SyntaxKind.CloseBraceToken && substitutions.at(-1) === depth) {
      if (scanner.reScanTemplateToken(false) === ts.SyntaxKind.TemplateTail) substitutions.pop()
    } else if (token === ts.SyntaxKind.CloseBraceToken) depth -= 1
    hash.update(scanner.getTokenText()).update('\n')
  }
  return hash.digest('hex')
}

/** The migration files by name (without `.ts`), in their order. */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{4}_\d{2}_\d{2}_\d{4}_\w+\.ts$/.test(file))
    .map((file) => file.slice(0, -3))
    .sort()
}

export function fingerprintOf(name: string): string {
  return fingerprint(readFileSync(new URL(`${name}.ts`, MIGRATIONS_DIR), 'utf8'))
}

export function readManifest(): Record<string, string> {
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>
}
