import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/database'
import { deriveKey, seal, unseal } from '../../lib/secret'
import { seamlessSecret } from '../../providers/vendor/seamless-signature'
import { vendorSecret } from '../../providers/vendor/transfer-vendor'

/**
 * A vendor's HMAC key. Until an operator rotates it, it is derived from the app secret (decisions
 * 026 and 037: seamless and transfer keys differ); a rotated one is stored sealed under a key of
 * its own purpose and replaces the derived one for every call of that vendor, both ways.
 */
const sealingKey = (appSecret: Buffer) => deriveKey(appSecret, 'vendor-secrets')

/** The rotated secret in force, or null while the derived one applies. */
export async function storedVendorSecret(db: Db, appSecret: Buffer, vendorCode: string): Promise<Buffer | null> {
  const row = await db
    .selectFrom('vendorSecrets')
    .select('sealedSecret')
    .where('vendorCode', '=', vendorCode)
    .executeTakeFirst()
  return row ? Buffer.from(unseal(sealingKey(appSecret), row.sealedSecret), 'hex') : null
}

/** The key a seamless vendor's calls and their answers are signed with. */
export async function seamlessKey(db: Db, appSecret: Buffer, vendorCode: string): Promise<Buffer> {
  return (await storedVendorSecret(db, appSecret, vendorCode)) ?? seamlessSecret(appSecret, vendorCode)
}

/** The key of a transfer-mode vendor's protocol and launch redemption. */
export async function transferKey(db: Db, appSecret: Buffer, vendorCode: string): Promise<Buffer> {
  return (await storedVendorSecret(db, appSecret, vendorCode)) ?? vendorSecret(appSecret, vendorCode)
}

/**
 * A fresh random secret for the vendor, stored sealed in the caller's transaction; the hex is
 * returned for the one answer that shows it and is kept nowhere else.
 */
export async function rotateVendorSecret(
  db: Db,
  appSecret: Buffer,
  vendorCode: string,
  operatorId: number | null,
): Promise<{ secret: string; rotatedAt: Date }> {
  const secret = randomBytes(32).toString('hex')
  const sealedSecret = seal(sealingKey(appSecret), secret)
  const rotatedAt = new Date()
  await db
    .insertInto('vendorSecrets')
    .values({ vendorCode, sealedSecret, rotatedAt, rotatedBy: operatorId })
    .onConflict((oc) => oc.column('vendorCode').doUpdateSet({ sealedSecret, rotatedAt, rotatedBy: operatorId }))
    .execute()
  return { secret, rotatedAt }
}
