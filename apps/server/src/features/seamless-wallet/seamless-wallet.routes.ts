import { seamlessRoutes, type SeamlessAction } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { pathOf, seamlessHeaders, seamlessSecret } from '../../providers/vendor/seamless-signature'
import { errorAnswer } from './seamless-answer'
import { handleSeamless } from './seamless-wallet.service'

const BODY_LIMIT = 64 * 1024

/**
 * POST /vendor-api/seamless/:vendor/{action} (docs/decisions/026). The signature covers the exact
 * bytes sent, so these routes take their body raw, in a context of their own (as the payment
 * callback does); every answer, refusals included, is signed with the vendor's secret.
 */
export function seamlessWalletRoutesPlugin(deps: { db: Db; appSecret: Buffer }) {
  return async function register(app: App) {
    app.removeAllContentTypeParsers()
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body))
    for (const action of Object.keys(seamlessRoutes) as SeamlessAction[]) {
      route(app, seamlessRoutes[action], async (request, reply) => {
        const vendorCode = request.params.vendor
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        const call = { method: request.method, path: pathOf(request.url) }
        const answer = await handleSeamless(deps.db, deps.appSecret, {
          vendorCode,
          action,
          call,
          rawBody,
          timestamp: headerOf(request.headers['x-timestamp']),
          signature: headerOf(request.headers['x-signature']),
        }).catch((error: unknown) => {
          request.log.error({ err: error }, 'seamless call failed')
          return errorAnswer('internal', 'Internal error', 500)
        })
        reply.code(answer.status).headers(seamlessHeaders(seamlessSecret(deps.appSecret, vendorCode), call, answer.body))
        reply.type('application/json; charset=utf-8')
        return answer.body
      })
    }
  }
}

function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
