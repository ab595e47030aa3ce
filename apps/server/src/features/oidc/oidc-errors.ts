import { errors as jose } from 'jose'
import { ClientError, ResponseBodyError } from 'openid-client'
import { AppError } from '../../lib/app-error'

/**
 * Turns what openid-client and jose throw into the one refusal callers know: third_party_failed
 * with a short reason for the log. A hung provider, a refused connection, an error status, a
 * malformed body and a token that fails a check are all the provider's failure, never ours.
 */

export function fail(reason: string): never {
  throw new AppError('third_party_failed', `oidc: ${reason}`)
}

/** `what` names the call that failed ("discovery", "token endpoint", "jwks") for the reason. */
export function refusal(err: unknown, what: string): never {
  if (err instanceof AppError) throw err
  if (err instanceof ResponseBodyError) {
    // The provider's OAuth error code helps diagnose misconfiguration; it never carries secrets.
    fail(`${what} answered ${err.status} (${err.error.slice(0, 80)})`)
  }
  if (err instanceof jose.JOSEError) fail(joseReason(err, what))
  if (err instanceof ClientError) fail(clientReason(err, what))
  if (err instanceof Error && err.name === 'TimeoutError') fail(`${what} timed out`)
  // fetch reports a refused connection or a DNS failure as a bare TypeError.
  if (err instanceof TypeError) fail(`${what} unreachable`)
  throw err
}

const CLAIM_REASON: Record<string, string> = {
  iss: 'id_token issuer mismatch',
  aud: 'id_token audience mismatch',
  azp: 'id_token authorized party mismatch',
  exp: 'id_token expired',
  nonce: 'id_token nonce mismatch',
}

function clientReason(err: ClientError, what: string): string {
  const cause: unknown = err.cause
  switch (err.code) {
    case 'OAUTH_TIMEOUT':
      return `${what} timed out`
    case 'OAUTH_RESPONSE_IS_NOT_CONFORM':
      return cause instanceof Response ? `${what} answered ${cause.status}` : `${what} answered an error`
    case 'OAUTH_RESPONSE_IS_NOT_JSON':
    case 'OAUTH_PARSE_ERROR':
      return `${what} did not return a JSON object`
    case 'OAUTH_JSON_ATTRIBUTE_COMPARISON':
      return `${what} issuer does not match the configured issuer`
    case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
    case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED': {
      const claim = claimOf(cause)
      return CLAIM_REASON[claim] ?? `id_token ${claim} claim refused`
    }
  }
  // The algorithm check is a generic "invalid response"; only its message names it.
  if (causeMessage(cause).includes('"alg"')) return 'id_token algorithm is not RS256'
  return `${what} refused: ${causeMessage(cause) || err.message}`
}

function joseReason(err: jose.JOSEError, what: string): string {
  switch (err.code) {
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return 'id_token signature is invalid'
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return 'id_token algorithm is not RS256'
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
      return 'id_token signing key not found in jwks'
    case 'ERR_JWKS_TIMEOUT':
      return 'jwks timed out'
    case 'ERR_JWKS_INVALID':
      return 'jwks lacks keys'
  }
  return `${what} refused: ${err.message}`
}

/** oauth4webapi's claim errors carry `{ claim }` one level down, under openid-client's wrapper. */
function claimOf(cause: unknown): string {
  const inner = isRecord(cause) && isRecord(cause.cause) ? cause.cause : undefined
  return inner && typeof inner.claim === 'string' ? inner.claim : 'unknown'
}

function causeMessage(cause: unknown): string {
  return cause instanceof Error ? cause.message : ''
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
