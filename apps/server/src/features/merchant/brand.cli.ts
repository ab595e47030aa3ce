// `npm run brand -- <command>`: brands before the back office exists (decision 035).
//   create --code lotus --name "Lotus Play" --domain lotus.example,www.lotus.example
//          --currency MYR --timezone Asia/Kuala_Lumpur --languages MY,EN [--country MY]
//   list
// A brand made here has no member and no money; `npm run operator -- create <name> --merchant <code> --role owner`
// then gives it an operator. With the embedded database, stop the server first.
import { parseArgs } from 'node:util'
import { runDatabaseTask } from '../../db/run-task'
import { createBrand, listBrands } from './brand.service'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    code: { type: 'string' },
    name: { type: 'string' },
    domain: { type: 'string' },
    currency: { type: 'string' },
    timezone: { type: 'string' },
    languages: { type: 'string' },
    country: { type: 'string' },
  },
})

const USAGE =
  'usage: npm run brand -- create --code <code> --name <name> --domain <host>[,<host>...] --currency <ISO 4217> ' +
  '--timezone <IANA zone> --languages <MY,EN,CN,VI,TH...> [--country <ISO 3166>] | list'
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

runDatabaseTask(async (db) => {
  const [command] = positionals
  if (command === 'create') {
    const { code, name, currency, timezone } = values
    if (!code || !name || !values.domain || !currency || !timezone || !values.languages) throw new Error(USAGE)
    const created = await createBrand(db, {
      code,
      name,
      domains: list(values.domain),
      currency,
      timezone,
      languages: list(values.languages),
      country: values.country,
    })
    console.log(
      `Brand "${created.code}" created (id ${created.id}) on ${created.domains.join(', ')}; no members, no balances.`,
    )
    console.log(`Next: npm run operator -- create <username> --merchant ${created.code} --role owner`)
    return 0
  }
  if (command === 'list') {
    for (const brand of await listBrands(db)) {
      console.log(
        `${brand.code}\t${brand.name}\t${brand.currency}\t${brand.timezone}\t${brand.languages.join(',')}\t${brand.domains.join(',')}\t${brand.members} members`,
      )
    }
    return 0
  }
  throw new Error(USAGE)
})
