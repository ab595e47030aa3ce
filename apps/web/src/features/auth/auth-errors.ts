import { ApiError } from '../../lib/api-client'

/** The server asks for a captcha from now on (decision 009: a code or a `/body/captcha` detail). */
export function needsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.code === 'captcha_required' || error.code === 'captcha_invalid') return true
  return error.details.some((detail) => detail.path === '/body/captcha')
}

/**
 * The fields a failed call names (`/body/<field>`), with the server's word for each: 'required',
 * or the rule's message. The form shows its own texts for those it knows.
 */
export function fieldsNamedBy(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  const fields: Record<string, string> = {}
  for (const detail of error.details) {
    const match = /^\/body\/(\w+)$/.exec(detail.path)
    if (match?.[1] && !(match[1] in fields)) fields[match[1]] = detail.message
  }
  return fields
}
