import type { ErrorCode, ErrorEnvelope, FieldError } from '@sea/contract'
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { AppError } from '../lib/app-error'

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
}

const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
}

/** One place maps every error to the envelope; 5xx text never reaches the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error.status, error.code, error.message, error.details)
    if (error.validation) {
      const details = validationDetails(error)
      return send(reply, 400, 'validation_failed', 'The request is not valid', details)
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code] ?? STATUS_CODES[status] ?? 'bad_request'
      return send(reply, status, code, error.message)
    }
    request.log.error({ err: error }, 'unhandled error')
    return send(reply, 500, 'internal', 'Internal error')
  })
}

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string, details?: FieldError[]) {
  const body: ErrorEnvelope = { success: false, code, message, ...(details ? { details } : {}) }
  return reply.status(status).type('application/json; charset=utf-8').send(body)
}

function validationDetails(error: FastifyError): FieldError[] {
  const context = error.validationContext ?? 'body'
  return (error.validation ?? []).map((issue) => {
    const missing = (issue.params as { missingProperty?: string } | undefined)?.missingProperty
    const path = `/${context}${issue.instancePath}${missing ? `/${missing}` : ''}`
    return { path, message: issue.message ?? 'is not valid' }
  })
}
