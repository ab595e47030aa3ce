// `npm run operator -- create <username> [--merchant demo] --role finance[,risk]`: creates a
// back-office operator and prints its password and authenticator secret once, to this terminal
// only (never to a log). Without --merchant the operator serves every merchant of the
// installation. The roles are required: nobody gets every power without asking for 'owner'.
import { parseArgs } from 'node:util'
import { isOperatorRole, OPERATOR_ROLES } from '@sea/contract'
import { renderUnicodeCompact } from 'uqr'
import { loadConfig } from '../../config'
import { openMigratedDatabase } from '../../db/open'
import { deriveKey, resolveAppSecret } from '../../lib/secret'
import { findMerchantIdByCode } from '../merchant/merchant.service'
import { createOperator } from './operator.service'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { merchant: { type: 'string' }, role: { type: 'string' } },
})
const USAGE =
  'usage: npm run operator -- create <username: 3-32 letters, digits, _ . -> [--merchant code] ' +
  `--role <role>[,<role>] (roles: ${OPERATOR_ROLES.join(', ')})`

async function run(): Promise<void> {
  const [command, username] = positionals
  if (command !== 'create' || !username || !/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/.test(username)) throw new Error(USAGE)
  const roles = (values.role ?? '').split(',').map((role) => role.trim())
  const unknown = roles.filter((role) => !isOperatorRole(role))
  if (!values.role || unknown.length > 0) throw new Error(`Unknown or missing role "${unknown.join(',')}"; ${USAGE}`)
  const config = loadConfig(undefined, { logLevel: 'silent' })
  const database = await openMigratedDatabase(config)
  try {
    const merchantId = values.merchant ? await findMerchantIdByCode(database.db, values.merchant) : null
    if (values.merchant && merchantId === null) throw new Error(`No merchant with code "${values.merchant}"`)
    const sealingKey = deriveKey(resolveAppSecret(config.appSecret, config.dataDir), 'operator-totp')
    const created = await createOperator(
      { db: database.db, sealingKey },
      username,
      merchantId,
      roles.filter(isOperatorRole),
      'Back office',
    )
    const scope = values.merchant ? ` for merchant ${values.merchant}` : ' for every merchant'
    console.log(`Operator "${username}" created${scope}, roles ${roles.join(', ')}.`)
    console.log(`Password (shown once): ${created.password}`)
    console.log(`Authenticator secret: ${created.secret}`)
    console.log('Scan with an authenticator app:')
    console.log(renderUnicodeCompact(created.otpauthUri))
  } finally {
    await database.close()
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
