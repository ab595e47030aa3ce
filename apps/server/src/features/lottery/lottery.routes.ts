import { LANGUAGES, type Language, lotteryDeskRoutes, lotteryRoutes, lotterySettingsRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { memberOf } from '../../http/access'
import { route, type App } from '../../http/route'
import { type MerchantSettings, sessionMerchant, type MerchantDirectory } from '../merchant/merchant.service'
import * as lgw from './lgw.service'
import { placeSlip } from './lottery-bet/bet.service'
import * as desk from './lottery-desk/desk.service'
import { cancelChase, myBets } from './lottery-bet/my-bets.service'
import * as results from './lottery-draw/result.service'
import * as settings from './lottery-settings/settings.service'

/** The asked language: the `language` query, else the site's `language` header, else the brand's. */
function languageOf(request: FastifyRequest, merchant: MerchantSettings): Language {
  const asked = String(
    (request.query as { language?: string } | undefined)?.language ?? request.headers.language ?? '',
  ).toUpperCase()
  return (LANGUAGES as readonly string[]).includes(asked) ? (asked as Language) : merchant.brand.defaultLanguage
}

export interface LotteryDeps {
  db: Db
  merchants: MerchantDirectory
}

/** Lottery (docs/domain/api-calls.md#lottery): the /lgw calls, slips and my bets, and the operator's draw desk. */
export function lotteryRoutesPlugin(deps: LotteryDeps) {
  const { db, merchants } = deps
  const shopOf = (merchant: MerchantSettings, request: FastifyRequest) => ({
    merchantId: merchant.id,
    currency: merchant.brand.currency,
    language: languageOf(request, merchant),
  })
  /** The site's merchant (any caller). */
  const shop = async (request: FastifyRequest) => shopOf(await merchants.forHost(request.hostname), request)
  /** The member's own merchant, which must be the site's. */
  const bettor = async (request: FastifyRequest) => {
    const who = memberOf(request.principal)
    return { memberId: who.memberId, ...shopOf(await sessionMerchant(merchants, who, request.hostname), request) }
  }
  const action = (request: FastifyRequest) => ({ principal: request.principal, ip: request.ip })

  return async function register(app: App) {
    route(app, lotteryRoutes.gameMenus, async (request) =>
      lgw.gameMenus(db, await shop(request), request.query, new Date()),
    )
    route(app, lotteryRoutes.popular, async (request) =>
      lgw.popular(db, await shop(request), request.query, new Date()),
    )
    route(app, lotteryRoutes.vnGameMenu, async (request) =>
      lgw.vnGameMenu(db, await shop(request), request.query, new Date()),
    )
    route(app, lotteryRoutes.vnRecent, async (request) => {
      const who = await bettor(request)
      return lgw.vnRecent(db, who, who.memberId, new Date())
    })
    route(app, lotteryRoutes.vnOpened, async (request) =>
      lgw.vnOpened(db, await shop(request), request.query, new Date()),
    )
    route(app, lotteryRoutes.openedNumero, async (request) => {
      const who = await bettor(request)
      return lgw.openedNumero(db, who, who.memberId, request.query, new Date())
    })
    route(app, lotteryRoutes.game, async (request) =>
      lgw.gameDetail(db, await shop(request), request.params.gameCode, new Date()),
    )
    route(app, lotteryRoutes.results, async (request) =>
      lgw.results(db, await shop(request), request.params.gameCode, request.query, new Date()),
    )
    route(app, lotteryRoutes.trend, async (request) =>
      lgw.trend(db, await shop(request), request.params.gameCode, request.query.last),
    )
    route(app, lotteryRoutes.fair, async (request) => lgw.fairInputs(db, BigInt(request.params.drawId), new Date()))

    route(app, lotteryRoutes.placeBets, async (request) =>
      placeSlip(db, await bettor(request), request.body, new Date()),
    )
    route(app, lotteryRoutes.myBets, async (request) => myBets(db, await bettor(request), request.query))
    route(app, lotteryRoutes.cancelChase, async (request) =>
      cancelChase(db, (await bettor(request)).memberId, BigInt(request.params.chaseId), new Date()),
    )

    route(app, lotteryRoutes.operatorDraws, async (request) =>
      results.listForOperator(db, request.principal, request.query, new Date()),
    )
    route(app, lotteryDeskRoutes.calendar, async (request) =>
      desk.calendar(db, request.principal, request.query, new Date()),
    )
    route(app, lotteryDeskRoutes.draw, async (request) =>
      desk.drawDetail(db, request.principal, BigInt(request.params.drawId), new Date()),
    )
    route(app, lotteryDeskRoutes.exposure, async (request) =>
      desk.exposure(db, request.principal, BigInt(request.params.drawId), request.query),
    )
    route(app, lotteryRoutes.enterResult, async (request) =>
      results.enterResult(db, action(request), BigInt(request.params.drawId), request.body.result, new Date()),
    )
    route(app, lotteryRoutes.confirmResult, async (request) =>
      results.confirmResult(db, action(request), BigInt(request.params.drawId), request.body.sheetHash, new Date()),
    )
    route(app, lotteryRoutes.rejectResult, async (request) =>
      results.rejectResult(db, action(request), BigInt(request.params.drawId), request.body.reason, new Date()),
    )
    route(app, lotterySettingsRoutes.list, async (request) =>
      settings.listSettings(db, request.principal, request.query.merchantId, 'EN'),
    )
    route(app, lotterySettingsRoutes.update, async (request) =>
      settings.updateSettings(db, action(request), request.params.gameCode, request.body, new Date()),
    )
    route(app, lotteryRoutes.voidDraw, async (request) =>
      results.requestVoid(db, action(request), BigInt(request.params.drawId), request.body.reason, new Date()),
    )
    route(app, lotteryRoutes.approveVoid, async (request) =>
      results.approveVoid(db, action(request), BigInt(request.params.drawId), new Date()),
    )
  }
}
