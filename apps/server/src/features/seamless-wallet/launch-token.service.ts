import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { newToken, sha256 } from '../../lib/tokens'
import * as repo from './launch-token.repository'

/**
 * Launch tokens (docs/decisions/037): what a vendor is given in the game address to learn who is
 * playing. 256 random bits, stored hashed like sessions. The address is the part that leaks
 * (history, logs, a shared link), so the token opens a game once: the vendor redeems it within
 * `LAUNCH_REDEEM_MS`, and a second redemption is refused. A seamless vendor then presents it with
 * its debits until `expiresAt` (the game session); a transfer-mode token serves only the launch.
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
/** A game address is opened within seconds of the launch; two minutes leaves room for a slow phone. */
export const LAUNCH_REDEEM_MS = 2 * 60_000

export async function issueLaunchToken(
  db: Db,
  grant: LaunchGrant,
  ttlMs: number = LAUNCH_TOKEN_TTL_MS,
): Promise<string> {
  const token = newToken()
  const now = Date.now()
  await repo.insertLaunchToken(db, {
    tokenHash: sha256(token),
    ...grant,
    expiresAt: new Date(now + ttlMs),
    redeemBy: new Date(now + Math.min(ttlMs, LAUNCH_REDEEM_MS)),
  })
  return token
}

export interface LaunchTokenRow extends LaunchGrant {
  expiresAt: Date
  expired: boolean
}

/** The grant behind a token of this vendor, expired or not (credits accept expired ones); null when unknown. */
export async function findLaunchToken(db: Db, vendorCode: string, token: string): Promise<LaunchTokenRow | null> {
  const row = await repo.findGrant(db, vendorCode, sha256(token))
  if (!row) return null
  const expiresAt = new Date(row.expiresAt)
  return { ...row, expiresAt, expired: expiresAt.getTime() <= Date.now() }
}

/**
 * Redeems the token from a game address, once: one conditional UPDATE, so of two concurrent
 * redemptions exactly one wins. Unknown, used and late tokens are refused.
 */
export async function redeemLaunchToken(db: Db, vendorCode: string, token: string): Promise<LaunchGrant> {
  const tokenHash = sha256(token)
  const redeemed = await repo.redeemOnce(db, vendorCode, tokenHash, new Date())
  if (redeemed) return redeemed
  const found = await repo.findRedemption(db, vendorCode, tokenHash)
  if (!found) throw new AppError('unauthorized', 'Unknown launch token')
  if (found.redeemedAt !== null) throw new AppError('unauthorized', 'The launch token was already used')
  throw new AppError('session_expired', 'The launch token has expired')
}
