// `npm run check:commits [-- <base>]`: the commits on this branch since <base> (default main)
// follow docs/contributing.md: a subject of at most 72 characters and a body that says why.
// Run it before submitting a branch; history already merged is not checked.
import { execFileSync } from 'node:child_process'

const MAX_SUBJECT = 72
const base = process.argv[2] ?? 'main'

const log = execFileSync('git', ['log', '--no-merges', '--format=%h%x00%s%x00%b%x1e', `${base}..HEAD`], {
  encoding: 'utf8',
})
const problems: string[] = []
let count = 0
for (const record of log.split('\x1e')) {
  const [hash, subject = '', body = ''] = record.trim().split('\x00')
  if (!hash) continue
  count++
  if (subject.length > MAX_SUBJECT)
    problems.push(`${hash} subject has ${subject.length} characters (at most ${MAX_SUBJECT}): ${subject}`)
  if (body.trim() === '') problems.push(`${hash} has no body saying why: ${subject}`)
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`check:commits: ${count} commit(s) since ${base} have a short subject and a body`)
