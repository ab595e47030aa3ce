import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ErrorEnvelopeSchema, type RouteDescriptor } from '@sea/contract'
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify'
import type { Static, TSchema } from 'typebox'

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>

type Schema<R extends RouteDescriptor> = R['schema']
type Field<R extends RouteDescriptor, K extends 'querystring' | 'params' | 'body'> = Schema<R>[K] extends TSchema
  ? Static<Schema<R>[K]>
  : unknown

export type RouteRequest<R extends RouteDescriptor> = FastifyRequest<
  RouteGenericInterface & { Querystring: Field<R, 'querystring'>; Params: Field<R, 'params'>; Body: Field<R, 'body'> }
>

/** What a handler returns: the `value` of the success envelope, or the document itself. */
export type RouteValue<R extends RouteDescriptor> = R['contentType'] extends string
  ? string | Buffer
  : Static<Schema<R>['response'][200]> extends { value: infer V }
    ? V
    : never

/**
 * A value already serialised to JSON, for a hot path whose answer is mostly cached text.
 * Its shape is the route's declared schema; a test holds it to that schema.
 */
export class SerializedValue {
  /** UTF-8 JSON text of the value, in pieces: cached pieces are sent without re-encoding. */
  constructor(readonly parts: readonly Buffer[]) {}
}

const ENVELOPE_HEAD = Buffer.from('{"success":true,"value":')
const ENVELOPE_TAIL = Buffer.from('}')

export interface RouteOptions {
  /** Per-route limit through @fastify/rate-limit (see http/rate-limit.ts). */
  rateLimit?: { max: number; timeWindow: number | string; keyGenerator?: (request: FastifyRequest) => string }
  /** A body limit other than the app's, e.g. for an upload. */
  bodyLimit?: number
}

/**
 * Registers one contract descriptor. The handler returns the value; this wraps it in the
 * envelope, declares the error envelope for every other status, and carries the access rule.
 */
export function route<R extends RouteDescriptor>(
  app: App,
  descriptor: R,
  handler: (request: RouteRequest<R>, reply: FastifyReply) => Promise<RouteValue<R> | SerializedValue>,
  options: RouteOptions = {},
): void {
  app.route({
    method: descriptor.method,
    url: descriptor.url,
    schema: {
      summary: descriptor.summary,
      tags: [...descriptor.tags],
      ...(descriptor.encrypted ? { description: 'E call: the body is sent as the encrypted envelope.' } : {}),
      ...descriptor.schema,
      response: { ...descriptor.schema.response, '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema },
    },
    config: {
      access: descriptor.access,
      ...(descriptor.permission ? { permission: descriptor.permission } : {}),
      encrypted: descriptor.encrypted ?? false,
      allowPendingPasswordChange: descriptor.allowPendingPasswordChange ?? false,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const value = await handler(request as unknown as RouteRequest<R>, reply)
      if (descriptor.contentType) {
        // The handler may name the exact type itself (an image answered with its stored type).
        if (!reply.hasHeader('content-type')) reply.type(descriptor.contentType)
        return reply.send(value)
      }
      if (!(value instanceof SerializedValue)) return { success: true, value }
      reply.type('application/json; charset=utf-8')
      return Buffer.concat([ENVELOPE_HEAD, ...value.parts, ENVELOPE_TAIL])
    },
  })
}
