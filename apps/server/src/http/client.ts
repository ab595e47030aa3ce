import type { FastifyRequest } from 'fastify'

/** Who is calling, as sessions and registrations record it. */
export interface Client {
  ip: string
  userAgent: string | null
}

export function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }
}
