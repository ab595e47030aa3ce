import type { ErrorCode, FieldError, RouteDescriptor } from '@sea/contract'
import type { CallValue } from '../lib/api-client'

const JSON_HEADERS = { 'content-type': 'application/json' }

/**
 * A route's success answer as the API sends it, for the tests' fake servers. The value is typed by
 * the contract's route (`reply<typeof walletRoutes.balance>(...)`), so a changed response breaks
 * the fakes when the tests are compiled instead of letting them pass on an old shape.
 */
export function reply<R extends RouteDescriptor>(value: CallValue<R>): Response {
  return new Response(JSON.stringify({ success: true, value }), { headers: JSON_HEADERS })
}

/** A refusal as the API sends it: the envelope with the contract's error code. */
export function refusal(code: ErrorCode, status: number, message: string = code, details: FieldError[] = []): Response {
  return new Response(JSON.stringify({ success: false, code, message, details }), { status, headers: JSON_HEADERS })
}
