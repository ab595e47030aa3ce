import { SeamlessAuthenticateBody, type TransferPlayer } from '@sea/contract'
import { Compile } from 'typebox/compile'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { vendorPlayerId } from '../vendor-player/vendor-player.service'
import { redeemLaunchToken } from './launch-token.service'
import { errorAnswer, okAnswer, type SeamlessAnswer } from './seamless-answer'
import { playerOf } from './seamless-players'
import { signedBody, type SeamlessRequest } from './seamless-wallet.service'
import * as repo from './seamless-wallet.repository'
import { transferKey } from './vendor-secret'

const checker = Compile(SeamlessAuthenticateBody)

/**
 * A transfer-mode vendor redeems the launch token of a game address (docs/decisions/037): the
 * call is signed like the seamless ones, with the vendor's transfer secret; the token opens the
 * game once, within its window. The answer names the player as the vendor's transfers will.
 */
export async function handleTransferAuthenticate(
  db: Db,
  appSecret: Buffer,
  request: Omit<SeamlessRequest, 'action'>,
): Promise<SeamlessAnswer> {
  try {
    return okAnswer(await authenticate(db, appSecret, request))
  } catch (error) {
    if (error instanceof AppError) return errorAnswer(error.code, error.message, error.status, error.details)
    throw error
  }
}

async function authenticate(
  db: Db,
  appSecret: Buffer,
  request: Omit<SeamlessRequest, 'action'>,
): Promise<TransferPlayer> {
  const body = signedBody(await transferKey(db, appSecret, request.vendorCode), request)
  if (!checker.Check(body))
    throw new AppError('validation_failed', 'The request is not valid', [
      { path: '/body/token', message: 'a launch token' },
    ])
  const vendor = await repo.findVendor(db, request.vendorCode)
  if (!vendor || vendor.walletMode !== 'transfer')
    throw new AppError('vendor_not_found', 'No such transfer-mode vendor')
  if (!vendor.enabled) throw new AppError('vendor_disabled', 'The vendor is switched off')
  const grant = await redeemLaunchToken(db, vendor.code, body.token)
  const id = await vendorPlayerId(db, vendor.code, grant.memberId)
  const player = await playerOf(db, vendor.code, id)
  return {
    player: id,
    currency: player.currency,
    language: grant.language,
    gameCode: await repo.gameCodeOf(db, grant.gameId),
    nickname: player.nickname ?? player.username,
  }
}
