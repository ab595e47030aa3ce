import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'

/** OpenAPI generated from the contract's schemas, browsable at /docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Gaming and lottery platform API',
        version: '0.1.0',
        description:
          'Every response is `{ success: true, value }` or `{ success: false, code, message, details? }`. ' +
          'T calls need `Authorization: Bearer <token>`; E calls send their JSON body encrypted (see /wps/system/publicKey).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
  })
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
}
