import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import {
  admitRequest,
  declaredAccess,
  declaredPermission,
  type Principal,
  type PrincipalResolver,
  type RouteAccess,
} from './access'
import { securityHeadersFor } from './security'

const REQUEST_ID = /^[\w.-]{1,64}$/

/**
 * What every request goes through first: a request id, the security headers and the access
 * rule. Each route gets its own hook with its rule and headers captured at registration, so
 * nothing is looked up per request (this is on the path of every call; bench/http.ts).
 * Returns the table of routes with their roles and permissions.
 */
export function registerRequestGuard(app: FastifyInstance, resolvePrincipal: PrincipalResolver): RouteAccess[] {
  const table: RouteAccess[] = []
  app.decorateRequest('principal', null as unknown as Principal)
  app.addHook('onRoute', (routeOptions) => {
    const access = declaredAccess(routeOptions)
    const permission = declaredPermission(routeOptions, access)
    const rule = {
      access,
      permission,
      allowPendingPasswordChange: routeOptions.config?.allowPendingPasswordChange ?? false,
    }
    const headers = securityHeadersFor(routeOptions.url)
    const guard: onRequestHookHandler = (request, reply, done) => {
      stamp(request, reply, headers)
      admitRequest(request, resolvePrincipal, rule, done)
    }
    routeOptions.onRequest = [guard, ...[routeOptions.onRequest ?? []].flat()]
    table.push({ method: [routeOptions.method].flat().join(','), url: routeOptions.url, access, permission })
  })
  return table
}

/** The request id and security headers, for answers that have no route (not found). */
export function stampUnrouted(request: FastifyRequest, reply: FastifyReply): void {
  stamp(request, reply, securityHeadersFor(request.url))
}

function stamp(request: FastifyRequest, reply: FastifyReply, headers: Readonly<Record<string, string>>): void {
  if (!REQUEST_ID.test(request.id)) request.id = randomUUID()
  reply.header('x-request-id', request.id).headers(headers)
}
