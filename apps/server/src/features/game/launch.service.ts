import { randomUUID } from 'node:crypto'
import type { LaunchBody } from '@sea/contract'
import type { Db } from '../../db/database'
import { balanceOf } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { launchAddress } from '../../providers/vendor/game-launcher'
import type { VendorConnector } from '../../providers/vendor/transfer-vendor'
import type { MerchantSettings } from '../merchant/merchant.service'
import { issueLaunchToken, LAUNCH_REDEEM_MS, LAUNCH_TOKEN_TTL_MS } from '../seamless-wallet/launch-token.service'
import { walletTransfer } from '../vendor-wallet/vendor-transfer.service'
import { mainWallet } from '../wallet/wallet.service'
import * as repo from './catalogue.repository'
import { gameName, readingOf, underMaintenance } from './game-view'
import * as members from './member-games.repository'

export interface LaunchDeps {
  db: Db
  connect: VendorConnector
}

export interface Launcher {
  merchant: MerchantSettings
  memberId: bigint
  /** A free-play account: only games that allow free play, and its demo money never leaves. */
  trial: boolean
}

/** Lottery account types open the site's own lottery pages (built by the lottery issue), not /game. */
export const LOTTERY_ROUTES: Readonly<Record<string, string>> = {
  TCG_SEA: '/seaLottery',
  TCG_LOTTO_VN: '/vnlottery',
  LOTT: '/lottery',
  ELOTT: '/elott',
}

type VendorGame = NonNullable<Awaited<ReturnType<typeof repo.findVendorGame>>>

/** The game the launch names (node id, then code or room), else the vendor's default game. */
async function namedGame(db: Db, merchantId: number, vendorCode: string, body: LaunchBody): Promise<VendorGame | null> {
  const code = body.gameId ?? body.roomId
  let game: VendorGame | null
  if (body.nodeId !== undefined)
    game = await repo.findVendorGame(db, merchantId, vendorCode, { id: BigInt(body.nodeId) })
  else if (code !== undefined) game = await repo.findVendorGame(db, merchantId, vendorCode, { code })
  else return repo.firstVendorGame(db, merchantId, vendorCode)
  if (!game || !game.enabled) throw new AppError('game_not_found', 'No such game at this vendor')
  return game
}

/** POST /wps/game/launchGame: the address for the /game iframe, or the lottery page to open. */
export async function launchGame(deps: LaunchDeps, who: Launcher, body: LaunchBody) {
  const { db } = deps
  const { merchant } = who
  const vendor = await repo.findMerchantVendor(db, merchant.id, body.vassalage)
  if (!vendor) throw new AppError('vendor_not_found', 'No such vendor on this site')
  if (!vendor.enabled || !vendor.merchantEnabled || vendor.comingSoon)
    throw new AppError('vendor_disabled', 'This vendor is not open')
  if (underMaintenance(vendor))
    throw new AppError(
      'vendor_maintenance',
      `This vendor is under maintenance until ${vendor.maintenanceEnd?.toISOString()}`,
    )
  const game = await namedGame(db, merchant.id, vendor.code, body)
  if (game && who.trial && !game.trialAllowed)
    throw new AppError('in_need_true_account', 'Free play is not offered on this game')
  const reading = readingOf(merchant, body.language)
  const answer = {
    vassalage: vendor.code,
    gameName: game ? gameName(reading, game.names, game.code) : vendor.displayName,
  }

  const lottery = LOTTERY_ROUTES[vendor.accountTypeName ?? '']
  if (lottery !== undefined) {
    const query =
      vendor.accountTypeName === 'LOTT' && game?.defaultPlayType
        ? `?${new URLSearchParams({ gameCode: game.code, playType: game.defaultPlayType })}`
        : ''
    if (game) await members.recordLaunch(db, { merchantId: merchant.id, memberId: who.memberId, gameId: game.id })
    return { ...answer, content: '', route: lottery + query }
  }
  if (!game) throw new AppError('game_not_found', 'This vendor has no game to open')

  // Every launch carries a single-use token, never the member (decision 037); a transfer-mode
  // vendor only redeems it, so it lives no longer than the redemption window.
  const grant = {
    merchantId: merchant.id,
    memberId: who.memberId,
    vendorCode: vendor.code,
    gameId: game.id,
    currency: merchant.brand.currency,
    language: reading.language,
  }
  if (vendor.walletMode === 'transfer' && !who.trial && merchant.flags.AUTO_TRANSFER && !merchant.flags.SINGLE_WALLET)
    await moveMainBalanceIn(deps, who, vendor.code)
  const token = await issueLaunchToken(
    db,
    grant,
    vendor.walletMode === 'seamless' ? LAUNCH_TOKEN_TTL_MS : LAUNCH_REDEEM_MS,
  )
  const content = launchAddress(vendor, { game: game.code, language: reading.language, token })
  if (content === null) throw new AppError('vendor_unavailable', 'This vendor has no launch address configured')
  await members.recordLaunch(db, { merchantId: merchant.id, memberId: who.memberId, gameId: game.id })
  return { ...answer, content, route: null }
}

/**
 * Automatic transfer: the whole main balance goes to the vendor through the transfer saga
 * (decision 016) before the game opens; an empty main wallet opens the game as it is. A failed
 * or unconfirmed transfer stops the launch with the saga's own error.
 */
async function moveMainBalanceIn(deps: LaunchDeps, who: Launcher, vendorCode: string): Promise<void> {
  const balance = await balanceOf(deps.db, await mainWallet(deps.db, who.merchant, who.memberId))
  if (balance <= 0n) return
  await walletTransfer(
    deps,
    { merchant: who.merchant, memberId: who.memberId, key: `launch:${randomUUID()}` },
    { from: 'MAIN', to: vendorCode, amount: fromMinor(balance) },
  )
}
