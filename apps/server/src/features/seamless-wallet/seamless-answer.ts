import type { ErrorCode, FieldError } from '@sea/contract'

/**
 * A seamless call's answer as text: the envelope the route signs and sends, and what a money
 * call stores so that a repeat gets it byte for byte.
 */
export interface SeamlessAnswer {
  status: number
  body: string
}

export function okAnswer(value: unknown): SeamlessAnswer {
  return { status: 200, body: JSON.stringify({ success: true, value }) }
}

export function errorAnswer(code: ErrorCode, message: string, status: number, details?: FieldError[]): SeamlessAnswer {
  return { status, body: JSON.stringify({ success: false, code, message, ...(details ? { details } : {}) }) }
}
