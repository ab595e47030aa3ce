import { fromMinor, toMinor } from '../../lib/money'
import {
  signatureMatches,
  signBody,
  vendorSecret,
  type TransferVendor,
  type VendorConnector,
  type VendorOutcome,
} from './transfer-vendor'

interface HttpVendorOptions {
  baseUrl: string
  /** The key, or how to find it at each call (a rotated secret replaces the derived one at once). */
  secret: Buffer | (() => Promise<Buffer>)
  timeoutMs: number
}

/** A vendor's rotated secret, when one is stored (features/seamless-wallet/vendor-secret.ts). */
export type StoredVendorSecret = (vendorCode: string) => Promise<Buffer | null>

/** Connects each transfer-mode vendor over HTTP with its own secret: the rotated one, else the derived one. */
export function httpVendorConnector(
  appSecret: Buffer,
  timeoutMs: number,
  stored: StoredVendorSecret = async () => null,
): VendorConnector {
  return (vendor) =>
    httpTransferVendor({
      baseUrl: vendor.apiBaseUrl,
      secret: async () => (await stored(vendor.code)) ?? vendorSecret(appSecret, vendor.code),
      timeoutMs,
    })
}

/** The wire protocol described in transfer-vendor.ts. */
export function httpTransferVendor(options: HttpVendorOptions): TransferVendor {
  const base = options.baseUrl.replace(/\/+$/, '')

  const call = async (path: string, payload: Record<string, string>, query = false): Promise<VendorOutcome> => {
    const secret = typeof options.secret === 'function' ? await options.secret() : options.secret
    const body = JSON.stringify({ ...payload, timestamp: new Date().toISOString() })
    let response: Response
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, body) },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (error) {
      // Refused connections never carried the request: nothing can have happened at the vendor.
      // For a status query that says nothing about the transfer asked about.
      if (connectionRefused(error) && !query) return { status: 'failed', reason: 'unreachable' }
      return { status: 'unknown', reason: 'no_answer' }
    }
    let text: string
    try {
      text = await response.text()
    } catch {
      return { status: 'unknown', reason: 'no_answer' }
    }
    if (response.status >= 500) return { status: 'unknown', reason: `http_${response.status}` }
    if (!signatureMatches(secret, text, response.headers.get('x-signature')))
      return { status: 'unknown', reason: 'bad_signature' }
    return parseOutcome(text, query ? payload.transferId : undefined)
  }

  return {
    deposit: (r) =>
      call('/transfer/deposit', {
        player: r.player,
        transferId: r.transferId,
        amount: fromMinor(r.amount),
        currency: r.currency,
      }),
    withdraw: (r) =>
      call('/transfer/withdraw', {
        player: r.player,
        transferId: r.transferId,
        amount: fromMinor(r.amount),
        currency: r.currency,
      }),
    status: (transferId) => call('/transfer/status', { transferId }, true),
    async balance(player, currency) {
      const outcome = await call('/balance', { player, currency })
      return outcome.status === 'succeeded' ? outcome.balance : null
    },
  }
}

/**
 * `about`: for a status query, the transfer asked about. Its "failed" counts only when the answer
 * names that transfer: a vendor refusing the query itself (rate limited, busy) has said nothing
 * about the transfer, and taking it as a failure would refund money the vendor may have.
 */
function parseOutcome(text: string, about?: string): VendorOutcome {
  let answer: { status?: unknown; reason?: unknown; balance?: unknown; transferId?: unknown }
  try {
    answer = JSON.parse(text) as typeof answer
  } catch {
    return { status: 'unknown', reason: 'bad_answer' }
  }
  if (answer.status === 'failed' && about !== undefined && answer.transferId !== about)
    return { status: 'unknown', reason: 'query_refused' }
  if (answer.status === 'failed')
    return { status: 'failed', reason: typeof answer.reason === 'string' ? answer.reason.slice(0, 64) : 'refused' }
  if (answer.status !== 'succeeded') return { status: 'unknown', reason: 'bad_answer' }
  if (answer.balance === undefined) return { status: 'succeeded', balance: null }
  if (typeof answer.balance !== 'string') return { status: 'unknown', reason: 'bad_answer' }
  try {
    return { status: 'succeeded', balance: toMinor(answer.balance) }
  } catch {
    return { status: 'unknown', reason: 'bad_answer' }
  }
}

function connectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause
  return cause?.code === 'ECONNREFUSED'
}
