import { isPermission, PUBLIC, type Permission, type Role } from '@sea/contract'
import type { FastifyRequest, RouteOptions } from 'fastify'
import { AppError } from '../lib/app-error'

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: readonly Role[]
    permission?: Permission
    encrypted?: boolean
    allowPendingPasswordChange?: boolean
  }
  interface FastifyRequest {
    principal: Principal
  }
}

export interface Principal {
  role: Role
  memberId?: bigint
  merchantId?: number
  sessionId?: bigint
  /** The session must change its password before anything else (forced change). */
  mustChangePassword?: boolean
  /** A token was sent but names no live session. */
  staleToken?: boolean
  /** That session has just been ended by the member's own session limit (decision 059). */
  sessionLimitReached?: boolean
  operatorId?: number
  /** The brands an operator serves; null for installation-wide operators (read through brandsOf). */
  operatorMerchantIds?: readonly number[] | null
  /** What an operator's roles allow (decision 052). */
  permissions?: ReadonlySet<Permission>
}

/** The signed-in member behind a request; routes that admit only sessions can rely on it. */
export function memberOf(principal: Principal): { memberId: bigint; merchantId: number; sessionId: bigint } {
  if (principal.memberId === undefined || principal.merchantId === undefined || principal.sessionId === undefined) {
    throw new AppError('unauthorized', 'Log in first')
  }
  return { memberId: principal.memberId, merchantId: principal.merchantId, sessionId: principal.sessionId }
}

/** Turns a request into the caller's role; sessions plug in here when accounts exist. */
export type PrincipalResolver = (request: FastifyRequest) => Principal | Promise<Principal>

const VISITOR: Principal = Object.freeze({ role: 'visitor' })

/** No credentials, or credentials this server does not recognise: the caller is a visitor. */
export const visitorResolver: PrincipalResolver = () => VISITOR

/** `Authorization: Bearer <token>` looked up by `lookup` (for the request's host); no header, no lookup: a visitor. */
export function bearerResolver(
  lookup: (token: string, request: FastifyRequest) => Promise<Principal>,
): PrincipalResolver {
  return (request) => {
    const header = request.headers.authorization
    if (!header || !header.startsWith('Bearer ')) return VISITOR
    const token = header.slice(7).trim()
    return token.length >= 20 && token.length <= 100 ? lookup(token, request) : { role: 'visitor', staleToken: true }
  }
}

/** Every route with the roles it admits, as registered: what the access tests walk. */
export interface RouteAccess {
  method: string
  url: string
  access: readonly Role[]
  /** The operator permission the route needs; null where it admits no operator or admits visitors too. */
  permission: Permission | null
}

// Routes added by third-party plugins (API docs, static files) are public by nature;
// any other route without an access rule is a programming error caught at start-up.
const PUBLIC_PLUGIN_ROUTES = [/^\/docs(\/|$)/, /^(?!\/(wps|lgw|lotto)\/)(\/[^/]+)*\/[^/]+\.[a-z0-9]+$/i]

/** The route's declared roles; throws when an API route declares none. */
export function declaredAccess(routeOptions: RouteOptions): readonly Role[] {
  const access = routeOptions.config?.access
  if (access && access.length > 0) return access
  if (PUBLIC_PLUGIN_ROUTES.some((pattern) => pattern.test(routeOptions.url))) return PUBLIC
  const method = [routeOptions.method].flat().join(',')
  throw new Error(`Route ${method} ${routeOptions.url} declares no access rule`)
}

/**
 * The operator permission a route needs; throws when an operators' route names none, or one the
 * contract does not list. Routes that admit visitors too need none, and may not name one: there
 * a permission would refuse an operator what anybody may do.
 */
export function declaredPermission(routeOptions: RouteOptions, access: readonly Role[]): Permission | null {
  const permission: unknown = routeOptions.config?.permission
  const where = `Route ${[routeOptions.method].flat().join(',')} ${routeOptions.url}`
  if (!access.includes('operator') || access.includes('visitor')) {
    if (permission !== undefined) throw new Error(`${where} names a permission but is not an operators' route`)
    return null
  }
  if (permission === undefined) throw new Error(`${where} admits operators but declares no permission`)
  if (!isPermission(permission)) throw new Error(`${where} declares an unknown permission: ${String(permission)}`)
  return permission
}

/**
 * Resolves the caller and checks the route's rule, then calls `done` with the refusal, if any.
 * Callback style, so that a caller resolved without I/O costs no promise.
 */
export function admitRequest(
  request: FastifyRequest,
  resolvePrincipal: PrincipalResolver,
  rule: { access: readonly Role[]; permission: Permission | null; allowPendingPasswordChange: boolean },
  done: (error?: Error) => void,
): void {
  const admit = (principal: Principal) => {
    request.principal = principal
    done(refusal(principal, rule))
  }
  const resolved = resolvePrincipal(request)
  if (resolved instanceof Promise) resolved.then(admit, done)
  else admit(resolved)
}

function refusal(
  principal: Principal,
  rule: { access: readonly Role[]; permission: Permission | null; allowPendingPasswordChange: boolean },
): AppError | undefined {
  if (rule.access.includes(principal.role)) {
    if (principal.mustChangePassword && !rule.allowPendingPasswordChange) {
      return new AppError('password_change_required', 'Change the password first')
    }
    if (principal.role === 'operator' && rule.permission && !principal.permissions?.has(rule.permission)) {
      return new AppError('forbidden', 'Your roles do not allow this')
    }
    return undefined
  }
  if (principal.role === 'visitor') {
    if (principal.sessionLimitReached) return new AppError('session_limit_reached', 'Your session limit is reached')
    return principal.staleToken
      ? new AppError('session_expired', 'Log in again')
      : new AppError('unauthorized', 'Log in first')
  }
  if (principal.role === 'trial') return new AppError('in_need_true_account', 'Trial accounts cannot do this')
  return new AppError('forbidden', 'Not allowed for this account')
}

/** Who acts in the back office, and from where: what every audited operator change records. */
export interface OperatorAction {
  principal: Principal
  ip: string
}

/** A route's request as the operator action its service records. */
export function operatorAction(request: { principal: Principal; ip: string }): OperatorAction {
  return { principal: request.principal, ip: request.ip }
}
