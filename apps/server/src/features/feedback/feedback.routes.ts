import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGE_TYPES, homeRoutes, operatorHomeRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import type { FileStore } from '../../providers/storage'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { feedbackForOperator, feedbackImage, submitFeedback, uploadFeedbackImage } from './feedback.service'
import { acceptPictureBodies } from '../../http/picture-bodies'

export interface FeedbackRouteDeps {
  db: Db
  merchants: MerchantDirectory
  store: FileStore
}

export function feedbackRoutesPlugin(deps: FeedbackRouteDeps) {
  const signedIn = (request: FastifyRequest) => signedInMember(deps.merchants, request.principal, request.hostname)

  return async function register(app: App) {
    acceptPictureBodies(app, FEEDBACK_IMAGE_TYPES, FEEDBACK_IMAGE_MAX_BYTES)
    route(
      app,
      homeRoutes.feedbackImage,
      async (request) => uploadFeedbackImage(deps, (await signedIn(request)).who.memberId, request.body),
      { bodyLimit: FEEDBACK_IMAGE_MAX_BYTES, rateLimit: { max: 30, timeWindow: '1 hour' } },
    )
    route(
      app,
      homeRoutes.feedback,
      async (request) => {
        const { who, merchant } = await signedIn(request)
        return submitFeedback(deps.db, merchant, who.memberId, request.body, request.ip)
      },
      { rateLimit: { max: 10, timeWindow: '1 hour' } },
    )

    route(app, operatorHomeRoutes.feedback, async (request) =>
      feedbackForOperator(deps.db, request.principal, request.query),
    )
    route(app, operatorHomeRoutes.feedbackImage, async (request, reply) => {
      const file = await feedbackImage(
        deps,
        request.principal,
        BigInt(request.params.id),
        BigInt(request.params.imageId),
      )
      // A member's picture: private to the back office, never cached on the way.
      reply.type(file.contentType).header('cache-control', 'private, no-store')
      return file.data
    })
  }
}
