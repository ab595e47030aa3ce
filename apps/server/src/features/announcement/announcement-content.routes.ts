import { CONTENT_PICTURE_MAX_BYTES, CONTENT_PICTURE_TYPES, operatorContentRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import type { FileStore } from '../../providers/storage'
import { contentPicture, uploadContentPicture } from './announcement-picture.service'
import { orderAnnouncements, publishAnnouncement } from './announcement-publishing.service'
import { acceptPictureBodies } from '../../http/picture-bodies'

export interface ContentDeps {
  db: Db
  /** Uploaded banner and promotion pictures. */
  store: FileStore
}

/** The console's content calls beyond create and change: publishing, ordering and pictures (decision 053). */
export function contentRoutesPlugin(deps: ContentDeps) {
  return async function register(app: App) {
    const action = (request: { principal: Parameters<typeof publishAnnouncement>[1]['principal']; ip: string }) => ({
      principal: request.principal,
      ip: request.ip,
    })
    route(app, operatorContentRoutes.publishAnnouncement, async (request) =>
      publishAnnouncement(deps.db, action(request), BigInt(request.params.id)),
    )
    route(app, operatorContentRoutes.orderAnnouncements, async (request) =>
      orderAnnouncements(deps.db, action(request), request.body),
    )
    acceptPictureBodies(app, CONTENT_PICTURE_TYPES, CONTENT_PICTURE_MAX_BYTES)
    route(app, operatorContentRoutes.uploadPicture, async (request) => uploadContentPicture(deps.store, request.body), {
      bodyLimit: CONTENT_PICTURE_MAX_BYTES,
    })
    route(app, operatorContentRoutes.picture, async (request, reply) => {
      const file = await contentPicture(deps.store, request.params.key)
      reply.type(file.contentType).header('cache-control', 'public, max-age=86400')
      return file.data
    })
  }
}
