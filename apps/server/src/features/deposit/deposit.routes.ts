import { cashierRoutes, depositRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { AppError } from '../../lib/app-error'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { idempotencyKeyOf } from '../wallet/team-transfer.service'
import { handleGatewayCallback, startGatewayDeposit, type GatewayLink } from './deposit-gateway.service'
import { claimItem, releaseItem } from '../cashier/claim.service'
import { claimableDeposit, decideDeposit, operatorDeposits } from './deposit-review.service'
import { depositChannels, memberDeposits, submitBankTransfer } from './deposit.service'

const CALLBACK_BODY_LIMIT = 64 * 1024

export function depositRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory; gateway: GatewayLink | null }) {
  const signedIn = (request: FastifyRequest) => signedInMember(deps.merchants, request.principal, request.hostname)

  return async function register(app: App) {
    route(app, depositRoutes.channels, async (request) => {
      const { merchant } = await signedIn(request)
      return depositChannels(deps.db, merchant)
    })
    route(app, depositRoutes.bankTransfer, async (request) => {
      const { who, merchant } = await signedIn(request)
      return submitBankTransfer(
        deps.db,
        merchant,
        who.memberId,
        request.body,
        idempotencyKeyOf(request.headers['idempotency-key']),
      )
    })
    route(app, depositRoutes.gateway, async (request) => {
      const { who, merchant } = await signedIn(request)
      const key = idempotencyKeyOf(request.headers['idempotency-key'])
      // The gateway returns the member to the brand's configured domain, never to the Host header's text.
      const { merchant: served, origin: siteOrigin } = await deps.merchants.site(request)
      if (served.id !== merchant.id) throw new AppError('session_expired', 'This session belongs to another site')
      return startGatewayDeposit(deps.db, deps.gateway, merchant, who.memberId, { ...request.body, siteOrigin }, key)
    })
    route(app, depositRoutes.records, async (request) => {
      const { who } = await signedIn(request)
      return memberDeposits(deps.db, who.memberId, request.query)
    })

    route(app, depositRoutes.operatorList, async (request) =>
      operatorDeposits(deps.db, request.principal, request.query),
    )
    route(app, cashierRoutes.claimDeposit, async (request) => {
      const id = BigInt(request.params.depositId)
      return claimItem(deps.db, request.principal, (trx) => claimableDeposit(trx, id, true), request.ip)
    })
    route(app, cashierRoutes.releaseDeposit, async (request) => {
      const id = BigInt(request.params.depositId)
      return releaseItem(deps.db, request.principal, (trx) => claimableDeposit(trx, id, false), request.ip)
    })
    route(app, depositRoutes.approve, async (request) =>
      decideDeposit(deps.db, request.principal, BigInt(request.params.depositId), { kind: 'approve' }, request.ip),
    )
    route(app, depositRoutes.reject, async (request) =>
      decideDeposit(
        deps.db,
        request.principal,
        BigInt(request.params.depositId),
        { kind: 'reject', reason: request.body.reason.trim() },
        request.ip,
      ),
    )

    // The signature covers the exact bytes sent, so this one route takes its body raw:
    // a parser of its own in a context of its own, leaving JSON parsing everywhere else alone.
    await app.register(async (raw: App) => {
      raw.removeAllContentTypeParsers()
      raw.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      )
      route(raw, depositRoutes.callback, async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        await handleGatewayCallback(deps.db, deps.gateway, request.params.provider, body, request.headers)
        return { received: true as const }
      })
    })
  }
}
