import { lotteryRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { memberOf } from '../../http/access'
import { route, type App } from '../../http/route'
import { sessionMerchant, type MerchantDirectory } from '../merchant/merchant.service'
import * as lgw from './lgw.service'
import { placeSlip } from './lottery-bet/bet.service'
import { cancelChase, myBets } from './lottery-bet/my-bets.service'
import * as results from './lottery-draw/result.service'

export interface LotteryDeps {
  db: Db
  merchants: MerchantDirectory
}

/** Lottery (spec sections 4 and 7): the /lgw calls, slips and my bets, and the operator's draw desk. */
export function lotteryRoutesPlugin(deps: LotteryDeps) {
  const { db, merchants } = deps
  const bettor = async (request: FastifyRequest) => {
    const who = memberOf(request.principal)
    const merchant = await sessionMerchant(merchants, who, request.hostname)
    return { memberId: who.memberId, merchantId: merchant.id, currency: merchant.brand.currency }
  }
  const action = (request: FastifyRequest) => ({ principal: request.principal, ip: request.ip })

  return async function register(app: App) {
    route(app, lotteryRoutes.gameMenus, async (request) => lgw.gameMenus(db, request.query, new Date()))
    route(app, lotteryRoutes.popular, async (request) => lgw.popular(db, request.query, new Date()))
    route(app, lotteryRoutes.vnGameMenu, async (request) => lgw.vnGameMenu(db, request.query, new Date()))
    route(app, lotteryRoutes.vnRecent, async (request) => lgw.vnRecent(db, memberOf(request.principal).memberId, request.query.language, new Date()))
    route(app, lotteryRoutes.vnOpened, async (request) => lgw.vnOpened(db, request.query, new Date()))
    route(app, lotteryRoutes.openedNumero, async (request) => lgw.openedNumero(db, memberOf(request.principal).memberId, request.query, new Date()))
    route(app, lotteryRoutes.game, async (request) => lgw.gameDetail(db, request.params.gameCode, request.query.language, new Date()))
    route(app, lotteryRoutes.results, async (request) => lgw.results(db, request.params.gameCode, request.query, new Date()))
    route(app, lotteryRoutes.trend, async (request) => lgw.trend(db, request.params.gameCode, request.query.last))
    route(app, lotteryRoutes.fair, async (request) => lgw.fairInputs(db, BigInt(request.params.drawId), new Date()))

    route(app, lotteryRoutes.placeBets, async (request) => placeSlip(db, await bettor(request), request.body, new Date()))
    route(app, lotteryRoutes.myBets, async (request) => myBets(db, (await bettor(request)).memberId, request.query))
    route(app, lotteryRoutes.cancelChase, async (request) => cancelChase(db, (await bettor(request)).memberId, BigInt(request.params.chaseId), new Date()))

    route(app, lotteryRoutes.operatorDraws, async (request) => results.listForOperator(db, request.principal, request.query, new Date()))
    route(app, lotteryRoutes.enterResult, async (request) => results.enterResult(db, action(request), BigInt(request.params.drawId), request.body.result, new Date()))
    route(app, lotteryRoutes.confirmResult, async (request) => results.confirmResult(db, action(request), BigInt(request.params.drawId), new Date()))
    route(app, lotteryRoutes.rejectResult, async (request) => results.rejectResult(db, action(request), BigInt(request.params.drawId), request.body.reason))
    route(app, lotteryRoutes.voidDraw, async (request) => results.voidDraw(db, action(request), BigInt(request.params.drawId), request.body.reason, new Date()))
  }
}
