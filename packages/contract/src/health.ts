import { Type } from 'typebox'
import { PUBLIC } from './access'
import { Ok } from './envelope'
import { defineRoute } from './route'

/**
 * Probes for a load balancer or an orchestrator (docs/operations.md). Open to anyone: they
 * say whether this instance serves, never anything about brands, members or money.
 */
export const healthRoutes = {
  live: defineRoute({
    method: 'GET',
    url: '/health/live',
    access: PUBLIC,
    summary: 'Liveness: the process answers (restart it when this fails)',
    tags: ['operations'],
    schema: { response: { 200: Ok(Type.Object({ status: Type.Literal('live') })) } },
  }),
  ready: defineRoute({
    method: 'GET',
    url: '/health/ready',
    access: PUBLIC,
    summary:
      'Readiness: the database answers and holds this version’s migrations, and the instance is not draining; ' +
      '503 service_unavailable otherwise (take the instance out of the pool)',
    tags: ['operations'],
    schema: { response: { 200: Ok(Type.Object({ status: Type.Literal('ready') })) } },
  }),
}
