import { SEAMLESS_BODIES, type SeamlessAction, type SeamlessBalance, type SeamlessPlayer } from '@sea/contract'
import { Compile } from 'typebox/compile'
import type { Db } from '../../db/database'
import { balanceOf } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { seamlessSignatureValid, type SignedCall } from '../../providers/vendor/seamless-signature'
import { vendorPlayerId } from '../vendor-player/vendor-player.service'
import { redeemLaunchToken } from './launch-token.service'
import { errorAnswer, okAnswer, type SeamlessAnswer } from './seamless-answer'
import { seamlessCredit, seamlessDebit, seamlessRollback } from './seamless-money.service'
import { playerAccounts, playerOf, type SeamlessVendor } from './seamless-players'
import * as repo from './seamless-wallet.repository'
import { seamlessKey } from './vendor-secret'

/**
 * The seamless wallet API (docs/decisions/026): every call is checked on its raw bytes first,
 * then read, then answered with an envelope the route signs. Answers are text from here on, so
 * that a repeated money call gets its stored answer byte for byte.
 */

export interface SeamlessRequest {
  vendorCode: string
  action: SeamlessAction
  /** The method and path the call came in on: the signature covers them. */
  call: SignedCall
  rawBody: Buffer
  timestamp: string | undefined
  signature: string | undefined
}

const checkers = Object.fromEntries(
  Object.entries(SEAMLESS_BODIES).map(([action, schema]) => [action, Compile(schema)]),
) as {
  [A in SeamlessAction]: ReturnType<typeof Compile<(typeof SEAMLESS_BODIES)[A]>>
}

/** One call, whatever happens: an answer, never a throw for anything the caller sent. */
export async function handleSeamless(db: Db, appSecret: Buffer, request: SeamlessRequest): Promise<SeamlessAnswer> {
  try {
    return await dispatch(db, appSecret, request)
  } catch (error) {
    if (error instanceof AppError) return errorAnswer(error.code, error.message, error.status, error.details)
    throw error
  }
}

/** A signed vendor call's body as JSON, once its signature (method, path, timestamp, raw body) checks out. */
export function signedBody(secret: Buffer, request: Omit<SeamlessRequest, 'action'>): unknown {
  const raw = request.rawBody.toString('utf8')
  if (
    !seamlessSignatureValid(secret, { timestamp: request.timestamp, signature: request.signature }, request.call, raw)
  ) {
    throw new AppError('signature_invalid', 'The signature or its timestamp is not valid')
  }
  try {
    return JSON.parse(raw) as unknown
  } catch {
    throw new AppError('invalid_json', 'The body is not JSON')
  }
}

async function dispatch(db: Db, appSecret: Buffer, request: SeamlessRequest): Promise<SeamlessAnswer> {
  const body = signedBody(await seamlessKey(db, appSecret, request.vendorCode), request)
  const vendor = await vendorOf(db, request.vendorCode, request.action)
  switch (request.action) {
    case 'authenticate':
      return okAnswer(await authenticate(db, vendor, checked('authenticate', body)))
    case 'balance':
      return okAnswer(await balance(db, vendor, checked('balance', body)))
    case 'debit':
      return seamlessDebit(db, vendor, checked('debit', body))
    case 'credit':
      return seamlessCredit(db, vendor, checked('credit', body))
    case 'rollback':
      return seamlessRollback(db, vendor, checked('rollback', body))
  }
}

function checked<A extends SeamlessAction>(action: A, body: unknown) {
  const checker = checkers[action]
  if (checker.Check(body)) return body
  const details = [...checker.Errors(body)]
    .slice(0, 10)
    .map((e) => ({ path: `/body${e.instancePath}`, message: e.message }))
  throw new AppError('validation_failed', 'The request is not valid', details)
}

/**
 * The vendor must exist and play seamless. A vendor switched off takes no new stakes (no
 * authenticate, no debit: checked after the replay, so a repeat still gets its answer), but
 * rounds already started can still be paid out or rolled back.
 */
async function vendorOf(db: Db, code: string, action: SeamlessAction): Promise<SeamlessVendor> {
  const vendor = await repo.findVendor(db, code)
  if (!vendor || vendor.walletMode !== 'seamless') throw new AppError('vendor_not_found', 'No such seamless vendor')
  if (!vendor.enabled && action === 'authenticate') throw new AppError('vendor_disabled', 'The vendor is switched off')
  return { code: vendor.code, gameType: vendor.gameType, enabled: vendor.enabled }
}

/** Redeems the launch token (once, within its window: decision 037) and names the player by their id at this vendor. */
async function authenticate(db: Db, vendor: SeamlessVendor, body: { token: string }): Promise<SeamlessPlayer> {
  const grant = await redeemLaunchToken(db, vendor.code, body.token)
  const id = await vendorPlayerId(db, vendor.code, grant.memberId)
  const player = await playerOf(db, vendor.code, id)
  const { main } = await playerAccounts(db, vendor, player)
  return {
    player: id,
    currency: player.currency,
    balance: fromMinor(await balanceOf(db, main)),
    language: grant.language,
    gameCode: await repo.gameCodeOf(db, grant.gameId),
    nickname: player.nickname ?? player.username,
  }
}

async function balance(db: Db, vendor: SeamlessVendor, body: { player: string }): Promise<SeamlessBalance> {
  // Ids are per vendor: another vendor's player, or a member never sent here, is unknown.
  const player = await playerOf(db, vendor.code, body.player)
  const { main } = await playerAccounts(db, null, player)
  return { player: body.player, currency: player.currency, balance: fromMinor(await balanceOf(db, main)) }
}
