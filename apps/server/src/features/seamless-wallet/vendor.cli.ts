// `npm run vendor -- secret <code>`: prints the HMAC key a vendor signs its calls with (seamless:
// docs/decisions/026; transfer mode: its protocol and launch redemption, decision 037), for the
// operator to hand over on a secure channel. The key is derived from the app secret, so it is the
// same on every instance and never stored. Once an operator has rotated the vendor's secret in the
// console (decision 053) the stored one is in force: it was shown once and is printed nowhere, so
// the command says so instead of printing a key the vendor no longer uses.
// `npm run vendor -- players <code>`: the vendor's players as `m{memberId},{opaque id}`, for a
// third-party vendor to re-key the records it kept under the old ids (decision 037).
// The vendor uses the 32 bytes the hex stands for (not the hex text) as its HMAC-SHA256 key.
import { loadConfig } from '../../config'
import { runDatabaseTask } from '../../db/run-task'
import { resolveAppSecret } from '../../lib/secret'
import { seamlessSecret } from '../../providers/vendor/seamless-signature'
import { vendorSecret } from '../../providers/vendor/transfer-vendor'
import { playersOf } from '../vendor-player/vendor-player.service'
import * as repo from './seamless-wallet.repository'

runDatabaseTask(async (db) => {
  const [command, code] = process.argv.slice(2)
  if ((command !== 'secret' && command !== 'players') || !code)
    throw new Error('usage: npm run vendor -- secret|players <vendor code>')
  const vendor = await repo.findVendor(db, code)
  if (!vendor) throw new Error(`No vendor with code "${code}"`)
  if (command === 'players') {
    // The vendor's re-keying after migration 0027 (decision 037): the old id, then the new one.
    for (const row of await playersOf(db, code)) console.log(`m${row.memberId},${row.player}`)
    return 0
  }
  const rotated = await db
    .selectFrom('vendorSecrets')
    .select('rotatedAt')
    .where('vendorCode', '=', code)
    .executeTakeFirst()
  if (rotated) {
    console.log(
      `A rotated secret has been in force since ${new Date(rotated.rotatedAt).toISOString()}; it was shown once ` +
        'in the console and cannot be printed. Rotate it again there to hand the vendor a new one.',
    )
    return 0
  }
  const config = loadConfig(undefined, { logLevel: 'silent' })
  const appSecret = resolveAppSecret(config.appSecret, config.dataDir)
  console.log(
    (vendor.walletMode === 'seamless' ? seamlessSecret(appSecret, code) : vendorSecret(appSecret, code)).toString(
      'hex',
    ),
  )
  return 0
})
