import { PUBLIC, type Role } from '@sea/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error'

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: readonly Role[]
    encrypted?: boolean
  }
  interface FastifyRequest {
    principal: Principal
  }
}

export interface Principal {
  role: Role
}

/** Turns a request into the caller's role; sessions plug in here when accounts exist. */
export type PrincipalResolver = (request: FastifyRequest) => Promise<Principal>

/** No credentials, or credentials this server does not recognise: the caller is a visitor. */
export const visitorResolver: PrincipalResolver = async () => ({ role: 'visitor' })

// Routes added by third-party plugins (API docs, static files) are public by nature;
// any other route without an access rule is a programming error caught at start-up.
const PUBLIC_PLUGIN_ROUTES = [/^\/docs(\/|$)/, /^\/\*$/, /^\/assets\//, /^\/[^/]+\.[a-z0-9]+$/i, /^\/$/]

/** Every route with the roles it admits, as registered: what the access tests walk. */
export interface RouteAccess {
  method: string
  url: string
  access: readonly Role[]
}

export function registerAccessControl(app: FastifyInstance, resolvePrincipal: PrincipalResolver): RouteAccess[] {
  const table: RouteAccess[] = []
  app.decorateRequest('principal', null as unknown as Principal)

  app.addHook('onRoute', (routeOptions) => {
    const config = (routeOptions.config ?? {}) as { access?: readonly Role[] }
    const method = [routeOptions.method].flat().join(',')
    if (!config.access || config.access.length === 0) {
      if (!PUBLIC_PLUGIN_ROUTES.some((pattern) => pattern.test(routeOptions.url))) {
        throw new Error(`Route ${method} ${routeOptions.url} declares no access rule`)
      }
      routeOptions.config = { ...config, access: PUBLIC }
    }
    table.push({ method, url: routeOptions.url, access: routeOptions.config?.access ?? PUBLIC })
  })

  app.addHook('onRequest', async (request) => {
    request.principal = await resolvePrincipal(request)
    const access = request.routeOptions.config.access
    // The not-found handler has no route config; it answers 404 to everyone.
    if (!access) return
    if (access.includes(request.principal.role)) return
    if (request.principal.role === 'visitor') throw new AppError('unauthorized', 'Log in first')
    if (request.principal.role === 'trial') throw new AppError('in_need_true_account', 'Trial accounts cannot do this')
    throw new AppError('forbidden', 'Not allowed for this account')
  })
  return table
}
