// `npm run vendor -- secret <code>`: prints the HMAC key a seamless vendor signs its calls with
// (docs/decisions/026), for the operator to hand over on a secure channel. The key is derived
// from the app secret, so it is the same on every instance and never stored.
// The vendor uses the 32 bytes the hex stands for (not the hex text) as its HMAC-SHA256 key.
import { loadConfig } from '../../config'
import { runDatabaseTask } from '../../db/run-task'
import { resolveAppSecret } from '../../lib/secret'
import { seamlessSecret } from '../../providers/vendor/seamless-signature'
import * as repo from './seamless-wallet.repository'

runDatabaseTask(async (db) => {
  const [command, code] = process.argv.slice(2)
  if (command !== 'secret' || !code) throw new Error('usage: npm run vendor -- secret <vendor code>')
  const vendor = await repo.findVendor(db, code)
  if (!vendor) throw new Error(`No vendor with code "${code}"`)
  if (vendor.walletMode !== 'seamless') throw new Error(`Vendor "${code}" is a transfer-mode vendor; its protocol has no seamless secret`)
  const config = loadConfig(undefined, { logLevel: 'silent' })
  console.log(seamlessSecret(resolveAppSecret(config.appSecret, config.dataDir), code).toString('hex'))
  return 0
})
