import { INHOUSE_SESSION_HEADER, inhouseRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import { route, type App } from '../http/route'
import { placeBaccaratBets, placeSlotBet, requireGame } from './inhouse-games'
import { playRound } from './inhouse-round.service'
import { changeClientSeed, history, launch, sessionFor, sessionInfo } from './inhouse-session.service'
import { roundRecord, verifyRound } from './inhouse-verify.service'
import { inhouseDeps, type WalletLink } from './inhouse-wallet'
import type { Db } from '../db/database'

// A game page plays a few rounds a second at most (auto-spin); more is a script.
const PLAY_LIMIT = {
  max: 240,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => String(request.headers[INHOUSE_SESSION_HEADER] ?? request.ip),
}

/** The in-house vendor's launch and game API; its own session header is its access rule. */
export function inhouseRoutesPlugin(
  link: WalletLink & { db: Db; siteOrigin: (request: FastifyRequest) => Promise<string> },
) {
  const deps = inhouseDeps(link)
  const session = (request: FastifyRequest) => sessionFor(deps.db, headerOf(request))
  return async function register(app: App) {
    route(app, inhouseRoutes.launch, async (request, reply) => {
      const location = await launch(deps, { ...request.query, siteOrigin: await link.siteOrigin(request) })
      reply
        .code(302)
        .header('location', location)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
      return ''
    })
    route(app, inhouseRoutes.session, async (request) => sessionInfo(deps, await session(request)))
    route(
      app,
      inhouseRoutes.spin,
      async (request) => {
        const current = await session(request)
        return playRound(deps, current, placeSlotBet(requireGame(current.gameCode), request.body.lineBet))
      },
      { rateLimit: PLAY_LIMIT },
    )
    route(
      app,
      inhouseRoutes.deal,
      async (request) => {
        const current = await session(request)
        return playRound(deps, current, placeBaccaratBets(requireGame(current.gameCode), request.body.bets))
      },
      { rateLimit: PLAY_LIMIT },
    )
    route(app, inhouseRoutes.clientSeed, async (request) =>
      changeClientSeed(deps, await session(request), request.body.clientSeed),
    )
    route(app, inhouseRoutes.history, async (request) => history(deps, await session(request)))
    route(app, inhouseRoutes.verify, async (request) => verifyRound(request.body), {
      rateLimit: { max: 60, timeWindow: '1 minute' },
    })
    route(app, inhouseRoutes.round, async (request) => roundRecord(deps.db, request.params.roundId))
  }
}

function headerOf(request: FastifyRequest): string | undefined {
  const value = request.headers[INHOUSE_SESSION_HEADER]
  return typeof value === 'string' ? value : undefined
}
