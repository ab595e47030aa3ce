import { KYC_FILE_TYPES, KYC_MAX_BYTES, kycRoutes, operatorKycRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { operatorAction } from '../../http/access'
import { acceptPictureBodies } from '../../http/picture-bodies'
import { route, type App } from '../../http/route'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { approveIdentity, kycDocument, kycQueue, kycReview, rejectIdentity } from './kyc-review.service'
import { kycState, uploadDocument } from './kyc.service'

/** Identity checks: the member's uploads and the operators' review (decision 057). */
export function kycRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory }) {
  const signedIn = (request: FastifyRequest) => signedInMember(deps.merchants, request.principal, request.hostname)

  return async function register(app: App) {
    route(app, kycRoutes.state, async (request) => kycState(deps.db, (await signedIn(request)).who.memberId))
    acceptPictureBodies(app, KYC_FILE_TYPES, KYC_MAX_BYTES)
    route(
      app,
      kycRoutes.upload,
      async (request) => {
        const { who, merchant } = await signedIn(request)
        return uploadDocument(
          deps.db,
          { merchantId: merchant.id, memberId: who.memberId },
          request.params.kind,
          request.body,
        )
      },
      { bodyLimit: KYC_MAX_BYTES, rateLimit: { max: 30, timeWindow: '1 hour' } },
    )

    route(app, operatorKycRoutes.queue, async (request) => kycQueue(deps.db, request.principal, request.query))
    route(app, operatorKycRoutes.member, async (request) =>
      kycReview(deps.db, request.principal, BigInt(request.params.memberId)),
    )
    route(app, operatorKycRoutes.document, async (request, reply) => {
      const file = await kycDocument(
        deps.db,
        operatorAction(request),
        BigInt(request.params.memberId),
        BigInt(request.params.documentId),
      )
      // Personal data: private to the back office, never cached, never sniffed into another type.
      reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
      return file.data
    })
    route(app, operatorKycRoutes.approve, async (request) =>
      approveIdentity(deps.db, operatorAction(request), BigInt(request.params.memberId), request.body),
    )
    route(app, operatorKycRoutes.reject, async (request) =>
      rejectIdentity(deps.db, operatorAction(request), BigInt(request.params.memberId), request.body.reason),
    )
  }
}
