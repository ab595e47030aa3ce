import { ERROR_STATUS, type ErrorCode, type FieldError } from '@sea/contract'

/**
 * The one error type services throw. It carries a code from the contract's closed list;
 * the HTTP status comes from the same table, and only the error handler turns it into HTTP.
 */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly details: FieldError[] | undefined

  constructor(code: ErrorCode, message: string = code, details?: FieldError[]) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.status = ERROR_STATUS[code]
    this.details = details
  }
}
