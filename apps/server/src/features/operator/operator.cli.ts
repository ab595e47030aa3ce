// `npm run operator -- create <username> [--merchant code[,code]] --role finance[,risk]`: creates
// a back-office operator and prints its one-time password once, to this terminal only (never to a
// log); its first login enrols its authenticator, then replaces that password. Without --merchant
// the operator serves every merchant of the installation. The roles are required: nobody gets
// every power without asking for 'owner'.
import { parseArgs } from 'node:util'
import { isOperatorRole, OPERATOR_ROLES } from '@sea/contract'
import { loadConfig } from '../../config'
import { openMigratedDatabase } from '../../db/open'
import { findMerchantIdByCode } from '../merchant/merchant.service'
import { createOperator } from './operator-account.service'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { merchant: { type: 'string' }, role: { type: 'string' } },
})
const USAGE =
  'usage: npm run operator -- create <username: 3-32 letters, digits, _ . -> [--merchant code[,code]] ' +
  `--role <role>[,<role>] (roles: ${OPERATOR_ROLES.join(', ')})`

async function run(): Promise<void> {
  const [command, username] = positionals
  if (command !== 'create' || !username || !/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/.test(username)) throw new Error(USAGE)
  const roles = (values.role ?? '').split(',').map((role) => role.trim())
  const unknown = roles.filter((role) => !isOperatorRole(role))
  if (!values.role || unknown.length > 0) throw new Error(`Unknown or missing role "${unknown.join(',')}"; ${USAGE}`)
  const codes = values.merchant === undefined ? null : values.merchant.split(',').map((code) => code.trim())
  const config = loadConfig(undefined, { logLevel: 'silent' })
  const database = await openMigratedDatabase(config)
  try {
    const merchantIds: number[] = []
    for (const code of codes ?? []) {
      const id = await findMerchantIdByCode(database.db, code)
      if (id === null) throw new Error(`No merchant with code "${code}"`)
      merchantIds.push(id)
    }
    const created = await createOperator(database.db, {
      username,
      roles: roles.filter(isOperatorRole),
      merchantIds: codes === null ? null : merchantIds,
    })
    const scope = codes === null ? ' for every merchant' : ` for merchant ${codes.join(', ')}`
    console.log(`Operator "${username}" created${scope}, roles ${roles.join(', ')}.`)
    console.log(`One-time password (shown once): ${created.password}`)
    console.log('The first login with it enrols an authenticator app, then asks for a new password.')
  } finally {
    await database.close()
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
