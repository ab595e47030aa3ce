import { AppError } from '../../lib/app-error'
import { checkSignature, signedHeaders } from './paygate.signature'

/**
 * The platform's side of the payment gateway (decision record 011): creates orders over HTTP
 * with a signed request, and turns a callback's raw body into a notification only when its
 * signature and timestamp verify.
 */
export interface PaygateOrderRequest {
  merchantOrderId: string
  /** Two-decimal string, as the gateway speaks it. */
  amount: string
  currency: string
  /** Where the gateway posts the signed callback. */
  notifyUrl: string
  /** Where the member's browser goes after paying or cancelling. */
  returnUrl: string
  expiresAt: Date
}

export interface PaygateNotification {
  orderId: string
  merchantOrderId: string
  status: 'paid' | 'failed'
  amount: string
  currency: string
}

export interface PaygateClient {
  createOrder(order: PaygateOrderRequest): Promise<{ orderId: string; payUrl: string }>
  verifyCallback(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaygateNotification
}

const REQUEST_TIMEOUT_MS = 10_000

export function createPaygateClient(options: { baseUrl: string; secret: Buffer }): PaygateClient {
  return {
    async createOrder(order) {
      const body = Buffer.from(JSON.stringify({ ...order, expiresAt: order.expiresAt.toISOString() }))
      let answer: unknown
      try {
        const res = await fetch(`${options.baseUrl}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signedHeaders(options.secret, body) },
          body: new Uint8Array(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
        answer = res.ok ? await res.json() : null
      } catch {
        answer = null
      }
      const { orderId, payUrl } = (answer ?? {}) as Record<string, unknown>
      if (typeof orderId !== 'string' || typeof payUrl !== 'string' || !/^https?:\/\//.test(payUrl)) {
        throw new AppError('service_unavailable', 'The payment gateway did not accept the order')
      }
      return { orderId, payUrl }
    },

    verifyCallback(rawBody, headers) {
      const check = checkSignature(options.secret, headers, rawBody)
      if (!check.ok) throw new AppError('signature_invalid', `Callback signature ${check.reason}`)
      let value: Record<string, unknown>
      try {
        value = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>
      } catch {
        throw new AppError('invalid_json', 'The callback body is not JSON')
      }
      const { orderId, merchantOrderId, status, amount, currency } = value
      const text = (v: unknown, pattern: RegExp): v is string => typeof v === 'string' && pattern.test(v)
      if (
        !text(orderId, /^[\x21-\x7e]{1,64}$/) ||
        !text(merchantOrderId, /^[\x21-\x7e]{1,64}$/) ||
        (status !== 'paid' && status !== 'failed') ||
        !text(amount, /^\d{1,15}\.\d{2}$/) ||
        !text(currency, /^[A-Z]{3}$/)
      ) {
        throw new AppError('validation_failed', 'The callback does not have the expected fields')
      }
      return { orderId, merchantOrderId, status, amount, currency }
    },
  }
}
