import type { Db } from '../../db/database'
import { newToken, sha256 } from '../../lib/tokens'

/**
 * Launch tokens: what a vendor is given in the game address to learn who is playing
 * (`authenticate`) and to take stakes (`debit`). Stored hashed like sessions; a token never
 * leaves the launch answer and the vendor.
 */
export interface LaunchGrant {
  merchantId: number
  memberId: bigint
  vendorCode: string
  gameId: bigint | null
  currency: string
  language: string
}

export const LAUNCH_TOKEN_TTL_MS = 4 * 60 * 60_000

export async function issueLaunchToken(db: Db, grant: LaunchGrant, ttlMs: number = LAUNCH_TOKEN_TTL_MS): Promise<string> {
  const token = newToken()
  await db
    .insertInto('gameLaunchTokens')
    .values({ tokenHash: sha256(token), ...grant, expiresAt: new Date(Date.now() + ttlMs) })
    .execute()
  return token
}

export interface LaunchTokenRow extends LaunchGrant {
  expiresAt: Date
  expired: boolean
}

/** The grant behind a token of this vendor, expired or not (credits accept expired ones); null when unknown. */
export async function findLaunchToken(db: Db, vendorCode: string, token: string): Promise<LaunchTokenRow | null> {
  const row = await db
    .selectFrom('gameLaunchTokens')
    .select(['merchantId', 'memberId', 'vendorCode', 'gameId', 'currency', 'language', 'expiresAt'])
    .where('tokenHash', '=', sha256(token))
    .where('vendorCode', '=', vendorCode)
    .executeTakeFirst()
  if (!row) return null
  const expiresAt = new Date(row.expiresAt)
  return { ...row, expiresAt, expired: expiresAt.getTime() <= Date.now() }
}
