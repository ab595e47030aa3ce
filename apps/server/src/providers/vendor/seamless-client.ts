import type { SeamlessBalance, SeamlessMove, SeamlessPlayer } from '@sea/contract'
import { fromMinor } from '../../lib/money'
import { seamlessHeaders, seamlessSignatureValid } from './seamless-signature'

/**
 * The vendor's side of the seamless wallet protocol (docs/decisions/026): a signed HTTP client
 * for vendors written in this repository (the in-house vendor, the tests' fake vendor). It signs
 * each raw body, checks the platform's signed answer, and never guesses: a timeout, a broken
 * connection, a 5xx or an answer without a valid signature is `unknown`, and the caller repeats
 * the same call (same transactionId) or rolls it back.
 */

export interface SeamlessClientOptions {
  /** The platform's address, e.g. http://127.0.0.1:3000 */
  baseUrl: string
  vendorCode: string
  secret: Buffer
  timeoutMs: number
}

export type SeamlessResult<T> =
  { ok: true; value: T } | { ok: false; code: string; status: number } | { ok: false; code: 'unknown' }

export interface SeamlessDebit {
  player: string
  token: string
  transactionId: string
  roundId: string
  gameCode: string
  /** Minor units, above zero; zero for a free round. */
  amount: bigint
  /** A free round the vendor granted: nothing is taken (docs/domain/games.md#free-rounds). */
  freeRound?: true
}

export interface SeamlessCredit {
  player: string
  transactionId: string
  roundId: string
  gameCode: string
  /** Minor units; zero closes a lost round. */
  amount: bigint
  validBet?: bigint
  /** Default true: the round is settled. */
  final?: boolean
  detail?: object
  verifyUrl?: string
}

export interface SeamlessRollback {
  player: string
  transactionId: string
  /** The debit to cancel. */
  refTransactionId: string
  roundId: string
}

export interface SeamlessClient {
  authenticate(input: { token: string }): Promise<SeamlessResult<SeamlessPlayer>>
  balance(input: { player: string }): Promise<SeamlessResult<SeamlessBalance>>
  debit(input: SeamlessDebit): Promise<SeamlessResult<SeamlessMove>>
  credit(input: SeamlessCredit): Promise<SeamlessResult<SeamlessMove>>
  rollback(input: SeamlessRollback): Promise<SeamlessResult<SeamlessMove>>
}

const UNKNOWN = { ok: false, code: 'unknown' } as const

export function createSeamlessClient(options: SeamlessClientOptions): SeamlessClient {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/vendor-api/seamless/${encodeURIComponent(options.vendorCode)}`

  const call = <T>(action: string, payload: Record<string, unknown>) =>
    signedPost<T>(`${base}/${action}`, options, payload)

  return {
    authenticate: (input) => call('authenticate', { token: input.token }),
    balance: (input) => call('balance', { player: input.player }),
    debit: (input) => call('debit', { ...input, amount: fromMinor(input.amount) }),
    credit: (input) =>
      call('credit', {
        player: input.player,
        transactionId: input.transactionId,
        roundId: input.roundId,
        gameCode: input.gameCode,
        amount: fromMinor(input.amount),
        ...(input.validBet !== undefined ? { validBet: fromMinor(input.validBet) } : {}),
        ...(input.final !== undefined ? { final: input.final } : {}),
        ...(input.detail !== undefined ? { detail: input.detail } : {}),
        ...(input.verifyUrl !== undefined ? { verifyUrl: input.verifyUrl } : {}),
      }),
    rollback: (input) => call('rollback', { ...input }),
  }
}

/**
 * One signed call of either side of the protocol (the vendor's to the platform's wallet, the
 * platform's to the in-house vendor's free rounds): the raw body signed for the method and the
 * whole path, the answer's signature checked; anything unsure is `unknown`.
 */
export async function signedPost<T>(
  url: string,
  options: { secret: Buffer; timeoutMs: number },
  payload: Record<string, unknown>,
): Promise<SeamlessResult<T>> {
  const body = JSON.stringify(payload)
  // The receiver checks the path it receives: the whole path of the address, any prefix included.
  const signed = { method: 'POST', path: new URL(url).pathname }
  let response: Response
  let text: string
  try {
    response = await fetch(url, {
      method: signed.method,
      headers: seamlessHeaders(options.secret, signed, body),
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    text = await response.text()
  } catch {
    return UNKNOWN
  }
  if (response.status >= 500) return UNKNOWN
  const headers = {
    timestamp: response.headers.get('x-timestamp') ?? undefined,
    signature: response.headers.get('x-signature') ?? undefined,
  }
  if (!seamlessSignatureValid(options.secret, headers, signed, text)) return UNKNOWN
  let answer: { success?: unknown; value?: unknown; code?: unknown }
  try {
    answer = JSON.parse(text) as typeof answer
  } catch {
    return UNKNOWN
  }
  if (answer.success === true && answer.value && typeof answer.value === 'object')
    return { ok: true, value: answer.value as T }
  if (answer.success === false && typeof answer.code === 'string')
    return { ok: false, code: answer.code, status: response.status }
  return UNKNOWN
}
