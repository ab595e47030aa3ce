/**
 * The closed list of error codes the API can answer with, and the HTTP status of each.
 * The client shows `t('errors.' + code)`; it never shows the server's message text.
 * Codes are lower snake case, like the spec's own `in_need_true_account`.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  invalid_json: 400,
  encryption_required: 400,
  decryption_failed: 400,
  unknown_key: 400,
  invalid_credentials: 400,
  captcha_required: 400,
  captcha_invalid: 400,
  verification_code_invalid: 400,
  verification_code_expired: 400,
  password_mismatch: 400,
  password_incorrect: 400,
  password_same_as_old: 400,
  terms_not_accepted: 400,
  age_restricted: 400,
  invalid_affiliate_code: 400,
  reset_link_invalid: 400,
  totp_invalid: 400,
  payment_password_not_set: 400,
  amount_out_of_range: 400,
  payee_name_mismatch: 400,
  not_in_team: 403,
  third_party_failed: 400,
  unauthorized: 401,
  session_expired: 401,
  forbidden: 403,
  in_need_true_account: 403,
  account_frozen: 403,
  feature_disabled: 403,
  password_change_required: 403,
  verification_required: 403,
  non_agent_login: 403,
  non_member_login: 403,
  not_found: 404,
  merchant_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  idempotency_conflict: 409,
  insufficient_funds: 409,
  withdrawal_limit_reached: 409,
  turnover_not_met: 409,
  bank_account_limit: 409,
  withdrawal_state_invalid: 409,
  proof_limit_reached: 409,
  username_taken: 409,
  mobile_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  too_many_attempts: 429,
  sms_too_frequent: 429,
  internal: 500,
  service_unavailable: 503,
  sms_send_failed: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[]

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, value)
}
