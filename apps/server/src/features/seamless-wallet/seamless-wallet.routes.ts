import { seamlessRoutes, transferLaunchRoute, type SeamlessAction } from '@sea/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { pathOf, seamlessHeaders } from '../../providers/vendor/seamless-signature'
import { errorAnswer, type SeamlessAnswer } from './seamless-answer'
import { handleSeamless, type SeamlessRequest } from './seamless-wallet.service'
import { handleTransferAuthenticate } from './transfer-launch.service'
import { seamlessKey, transferKey } from './vendor-secret'

const BODY_LIMIT = 64 * 1024

/**
 * POST /vendor-api/seamless/:vendor/{action} (docs/decisions/026), and the transfer-mode vendors'
 * launch redemption POST /vendor-api/transfer/:vendor/authenticate (decision 037). The signature
 * covers the exact bytes sent, so these routes take their body raw, in a context of their own (as
 * the payment callback does); every answer, refusals included, is signed with the vendor's secret
 * for the request's method and path.
 */
export function seamlessWalletRoutesPlugin(deps: { db: Db; appSecret: Buffer }) {
  return async function register(app: App) {
    app.removeAllContentTypeParsers()
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    )
    for (const action of Object.keys(seamlessRoutes) as SeamlessAction[]) {
      route(app, seamlessRoutes[action], async (request, reply) => {
        const call = signedRequest(request, request.params.vendor)
        const answer = await handleSeamless(deps.db, deps.appSecret, { ...call, action }).catch(internal(request))
        return send(reply, await seamlessKey(deps.db, deps.appSecret, call.vendorCode), call, answer)
      })
    }
    route(app, transferLaunchRoute, async (request, reply) => {
      const call = signedRequest(request, request.params.vendor)
      const answer = await handleTransferAuthenticate(deps.db, deps.appSecret, call).catch(internal(request))
      return send(reply, await transferKey(deps.db, deps.appSecret, call.vendorCode), call, answer)
    })
  }
}

function signedRequest(request: FastifyRequest, vendorCode: string): Omit<SeamlessRequest, 'action'> {
  return {
    vendorCode,
    call: { method: request.method, path: pathOf(request.url) },
    rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    timestamp: headerOf(request.headers['x-timestamp']),
    signature: headerOf(request.headers['x-signature']),
  }
}

function internal(request: FastifyRequest) {
  return (error: unknown): SeamlessAnswer => {
    request.log.error({ err: error }, 'vendor call failed')
    return errorAnswer('internal', 'Internal error', 500)
  }
}

function send(
  reply: FastifyReply,
  secret: Buffer,
  call: Omit<SeamlessRequest, 'action'>,
  answer: SeamlessAnswer,
): string {
  reply.code(answer.status).headers(seamlessHeaders(secret, call.call, answer.body))
  reply.type('application/json; charset=utf-8')
  return answer.body
}

function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
