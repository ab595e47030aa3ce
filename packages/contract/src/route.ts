import type { TSchema } from 'typebox'
import type { Role } from './access'
import type { Permission } from './permissions'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'

/**
 * One API call, as data: both the server (validation, serialisation, OpenAPI)
 * and the web client (typed calls) are driven by these descriptors.
 */
export interface RouteDescriptor {
  method: HttpMethod
  url: string
  access: readonly Role[]
  /** What an operator must be allowed to do (permissions.ts); every operators-only route names one. */
  permission?: Permission
  /** Callable while the session must change its password first (else password_change_required). */
  allowPendingPasswordChange?: boolean
  /** An E call: the JSON body arrives as the encrypted envelope (docs/domain/api-calls.md#encrypted-payloads). */
  encrypted?: boolean
  /** Set when the 200 answer is not the JSON envelope but a document of this type (an image). */
  contentType?: string
  summary: string
  tags: readonly string[]
  schema: {
    querystring?: TSchema
    params?: TSchema
    body?: TSchema
    response: { 200: TSchema }
  }
}

/** Identity helper that keeps the literal types of a descriptor. */
export function defineRoute<const R extends RouteDescriptor>(route: R): R {
  return route
}
