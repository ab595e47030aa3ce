import { Type, type Static, type TSchema } from 'typebox'
import { ERROR_CODES } from './errors'

/** Success envelope: `{ success: true, value }`. */
export function Ok<T extends TSchema>(value: T) {
  return Type.Object({ success: Type.Literal(true), value })
}

export const FieldErrorSchema = Type.Object({
  path: Type.String({ description: 'JSON pointer of the offending field, e.g. /body/username' }),
  message: Type.String(),
})
export type FieldError = Static<typeof FieldErrorSchema>

/** Failure envelope: `{ success: false, code, message, details? }`. */
export const ErrorEnvelopeSchema = Type.Object({
  success: Type.Literal(false),
  code: Type.Enum(ERROR_CODES),
  message: Type.String(),
  details: Type.Optional(Type.Array(FieldErrorSchema)),
})
export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>
