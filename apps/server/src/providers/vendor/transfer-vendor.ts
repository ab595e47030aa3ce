import { createHmac, timingSafeEqual } from 'node:crypto'
import { deriveKey } from '../../lib/secret'

/**
 * A transfer-mode game vendor: it keeps its own balance for each player, and we move money
 * between the member's main wallet and that balance. Every movement carries our transfer id;
 * the vendor applies an id at most once and can say later what became of it.
 *
 * Wire protocol (JSON over HTTPS POST, `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>`
 * both ways, with the per-vendor secret from `vendorSecret`):
 *   /transfer/deposit, /transfer/withdraw  { player, transferId, amount: "10.00", currency, timestamp }
 *     -> { status: "succeeded", balance: "12.00" } | { status: "failed", reason }
 *   /transfer/status { transferId, timestamp }
 *     -> { status: "succeeded", transferId } | { status: "failed", reason, transferId }: the answer
 *        names the transfer, else a refusal is the query's, not the transfer's; an id the vendor never saw is
 *        recorded as failed ("not_found") there and then, so a late request with it is refused
 *   /balance { player, currency, timestamp } -> { status: "succeeded", balance: "12.00" }
 *
 * Launch (decision 037): the game address is the vendor's `launch_url` with `token`, `game` and
 * `lang`; the vendor redeems the token, once and within two minutes, at
 * `POST {platform}/vendor-api/transfer/{vendorCode}/authenticate { token }`, signed like the
 * seamless calls (decision 026) with this vendor's secret, and learns the player's id from the
 * answer. No member id is ever sent: `player` is the member's random id at this vendor.
 */

export interface VendorTransferRequest {
  /** The member's opaque id at the vendor (`vendorPlayerId`, decision 037). */
  player: string
  /** Our id for this movement; the vendor's idempotency key. */
  transferId: string
  /** Minor units, above zero. */
  amount: bigint
  currency: string
}

/**
 * What the vendor did. `unknown`: no trustworthy answer (timeout, 5xx, broken reply); the
 * movement may or may not have happened and must be asked about again, never assumed.
 */
export type VendorOutcome =
  | { status: 'succeeded'; balance: bigint | null }
  | { status: 'failed'; reason: string }
  | { status: 'unknown'; reason: string }

export interface TransferVendor {
  deposit(request: VendorTransferRequest): Promise<VendorOutcome>
  withdraw(request: VendorTransferRequest): Promise<VendorOutcome>
  status(transferId: string): Promise<VendorOutcome>
  /** The player's balance at the vendor, or null when the vendor gave no trustworthy answer. */
  balance(player: string, currency: string): Promise<bigint | null>
}

/** Builds the adapter for one vendor row; the app passes one, tests may pass their own. */
export type VendorConnector = (vendor: { code: string; apiBaseUrl: string }) => TransferVendor

/** The secret shared with one vendor, derived from the app secret: never stored, never logged. */
export function vendorSecret(appSecret: Buffer, vendorCode: string): Buffer {
  return deriveKey(appSecret, `vendor-transfer:${vendorCode}`)
}

export function signBody(secret: Buffer, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`
}

export function signatureMatches(secret: Buffer, body: string, header: string | null | undefined): boolean {
  if (!header) return false
  const expected = Buffer.from(signBody(secret, body))
  const given = Buffer.from(header)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
