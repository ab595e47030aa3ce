import {
  InhouseFreeRoundsGrantBody,
  type InhouseFreeRounds,
  type InhouseFreeRoundsGrant,
  type InhouseFreeRoundsGrantInput,
} from '@sea/contract'
import { Compile } from 'typebox/compile'
import type { Db } from '../db/database'
import { AppError } from '../lib/app-error'
import { canonicalJson } from '../lib/canonical-json'
import { fromMinor } from '../lib/money'
import { sha256 } from '../lib/tokens'
import { seamlessSignatureValid, type SignedCall } from '../providers/vendor/seamless-signature'
import { freeRoundBet, inhouseGame } from './inhouse-games'
import { findGrant, insertGrant, openGrants, type FreeRoundRow } from './inhouse-free-rounds.repository'

/**
 * Free rounds (docs/domain/games.md#free-rounds): the platform grants a player rounds of one slot
 * at the game's minimum bet, by a reference of its own; the vendor keeps them in
 * inhouse_free_rounds and plays them before any paid spin of that game.
 */

export interface SignedGrant {
  vendorCode: string
  call: SignedCall
  rawBody: Buffer
  timestamp: string | undefined
  signature: string | undefined
}

const checkGrant = Compile(InhouseFreeRoundsGrantBody)

/**
 * The platform's grant, checked on its raw bytes with the vendor's secret (the seamless one, both
 * ways: docs/decisions/026). A repeat of the reference with the same content answers the same
 * grant, rounds left as they are now; with other content it is idempotency_conflict.
 */
export async function grantFreeRounds(db: Db, secret: Buffer, request: SignedGrant): Promise<InhouseFreeRoundsGrant> {
  const raw = request.rawBody.toString('utf8')
  const headers = { timestamp: request.timestamp, signature: request.signature }
  if (!seamlessSignatureValid(secret, headers, request.call, raw))
    throw new AppError('signature_invalid', 'The signature or its timestamp is not valid')
  const body = parsed(raw)
  const game = inhouseGame(body.gameCode)
  const bet = freeRoundBet(body.gameCode)
  if (!game || !bet || game.vendorCode !== request.vendorCode)
    throw new AppError('game_not_found', `No slot game ${body.gameCode} at ${request.vendorCode}`)
  const expiresAt = body.expiresAt === undefined ? null : new Date(body.expiresAt)
  if (expiresAt && expiresAt.getTime() <= Date.now())
    throw new AppError('validation_failed', 'The grant has expired already', [
      { path: '/body/expiresAt', message: 'in the future' },
    ])
  const requestHash = sha256(canonicalJson(body))
  const row =
    (await insertGrant(db, {
      vendorCode: request.vendorCode,
      player: body.player,
      gameCode: body.gameCode,
      rounds: body.rounds,
      roundsLeft: body.rounds,
      lineBet: bet.lineBet,
      stake: bet.stake,
      reference: body.reference,
      requestHash,
      expiresAt,
    })) ?? (await findGrant(db, request.vendorCode, body.reference))
  // Taken and gone: only a concurrent grant of the same reference, whose row this one cannot see yet.
  if (!row) throw new AppError('conflict', 'The grant is being processed; try again')
  if (row.requestHash !== requestHash)
    throw new AppError('idempotency_conflict', 'The reference was used for another grant')
  return grantView(row)
}

function parsed(raw: string): InhouseFreeRoundsGrantInput {
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    throw new AppError('invalid_json', 'The body is not JSON')
  }
  if (checkGrant.Check(body)) return body
  const details = [...checkGrant.Errors(body)]
    .slice(0, 10)
    .map((e) => ({ path: `/body${e.instancePath}`, message: e.message }))
  throw new AppError('validation_failed', 'The grant is not valid', details)
}

function grantView(row: FreeRoundRow): InhouseFreeRoundsGrant {
  return {
    reference: row.reference,
    player: row.player,
    gameCode: row.gameCode,
    rounds: row.rounds,
    roundsLeft: row.roundsLeft,
    lineBet: fromMinor(row.lineBet),
    stake: fromMinor(row.stake),
    expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
  }
}

/** The grant the player's next spin of the game plays, or null: the spin is paid. */
export async function nextGrant(
  db: Db,
  session: { vendorCode: string; player: string; gameCode: string },
): Promise<FreeRoundRow | null> {
  const [first] = await openGrants(db, session.vendorCode, session.player, session.gameCode)
  return first ?? null
}

/** What the game page shows: the rounds left across the player's grants of this game. */
export async function freeRoundsOf(
  db: Db,
  session: { vendorCode: string; player: string; gameCode: string },
): Promise<InhouseFreeRounds | null> {
  const grants = await openGrants(db, session.vendorCode, session.player, session.gameCode)
  const first = grants[0]
  if (!first) return null
  const expiries = grants.flatMap((g) => (g.expiresAt ? [new Date(g.expiresAt).getTime()] : []))
  return {
    left: grants.reduce((sum, g) => sum + g.roundsLeft, 0),
    lineBet: fromMinor(first.lineBet),
    stake: fromMinor(first.stake),
    expiresAt: expiries.length ? new Date(Math.min(...expiries)).toISOString() : null,
  }
}
