import { INHOUSE_SESSION_HEADER, inhouseRoutes } from '@sea/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { route, type App } from '../http/route'
import { placeBaccaratBets, placeSlotBet, requireGame } from './inhouse-games'
import { pathOf, seamlessHeaders, seamlessSecret } from '../providers/vendor/seamless-signature'
import { AppError } from '../lib/app-error'
import { grantFreeRounds } from './inhouse-free-rounds.service'
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
    await app.register(grantRoutes(deps.db, link.appSecret))
  }
}

/**
 * The platform's grant of free rounds: signed on its raw bytes like the seamless protocol, so it
 * reads its body raw in a context of its own; every answer, refusals included, is signed with the
 * vendor's secret for the request's method and path.
 */
function grantRoutes(db: Db, appSecret: Buffer) {
  return async function register(app: App) {
    app.removeAllContentTypeParsers()
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, body),
    )
    route(app, inhouseRoutes.grantFreeRounds, async (request, reply) => {
      const vendorCode = request.params.vendor
      const secret = seamlessSecret(appSecret, vendorCode)
      const call = { method: request.method, path: pathOf(request.url) }
      const answer = await grantFreeRounds(db, secret, {
        vendorCode,
        call,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        timestamp: headerOf(request, 'x-timestamp'),
        signature: headerOf(request, 'x-signature'),
      }).then(
        (value) => ({ status: 200, body: JSON.stringify({ success: true, value }) }),
        (error: unknown) => refusal(request, error),
      )
      return signed(reply, secret, call, answer)
    })
  }
}

function refusal(request: FastifyRequest, error: unknown): { status: number; body: string } {
  if (error instanceof AppError) {
    const { code, message, details } = error
    return { status: error.status, body: JSON.stringify({ success: false, code, message, details }) }
  }
  request.log.error({ err: error }, 'free rounds grant failed')
  return { status: 500, body: JSON.stringify({ success: false, code: 'internal', message: 'Internal error' }) }
}

function signed(
  reply: FastifyReply,
  secret: Buffer,
  call: { method: string; path: string },
  answer: { status: number; body: string },
): string {
  reply.code(answer.status).headers(seamlessHeaders(secret, call, answer.body))
  reply.type('application/json; charset=utf-8')
  return answer.body
}

function headerOf(request: FastifyRequest, name: string = INHOUSE_SESSION_HEADER): string | undefined {
  const value = request.headers[name]
  return typeof value === 'string' ? value : undefined
}
