import type { FastifyInstance } from 'fastify'

/**
 * Uploads send the raw picture as the body. In the calling plugin only, these content types
 * parse to bytes, up to `limit` (above the app's default where a route raises its own limit);
 * the service then checks the bytes themselves (lib/pictures.ts, lib/image-check.ts).
 */
export function acceptPictureBodies(app: FastifyInstance, types: readonly string[], limit: number): void {
  app.addContentTypeParser([...types], { parseAs: 'buffer', bodyLimit: limit }, (_request, body, done) => {
    done(null, body)
  })
}
