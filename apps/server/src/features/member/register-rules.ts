import type { FieldError, RegisterRule } from '@sea/contract'

/** A rule's message with (min) and (max) filled in; one number when they are equal (docs/domain/site.md#validation-rules). */
export function ruleMessage(template: string, rule: Pick<RegisterRule, 'minLength' | 'maxLength'>): string {
  if (rule.minLength === rule.maxLength) return template.replace('(min)-(max)', String(rule.minLength))
  return template.replace('(min)', String(rule.minLength)).replace('(max)', String(rule.maxLength))
}

/**
 * Checks one value against the merchant's rule for its field: required, length (in characters,
 * not bytes) and the accepted pattern. Returns the problem, or null.
 */
export function checkField(
  rule: RegisterRule,
  value: string | undefined,
  messages: ReadonlyMap<number, string>,
  requiredAnyway = false,
): FieldError | null {
  const path = `/body/${rule.field}`
  const text = value?.trim() ?? ''
  if (text === '') return rule.required || requiredAnyway ? { path, message: 'required' } : null
  const length = [...text].length
  const pattern = safePattern(rule.acceptedPattern)
  if (length < rule.minLength || length > rule.maxLength || !pattern.test(text)) {
    return { path, message: ruleMessage(messages.get(rule.patternId) ?? '(min)-(max)', rule) }
  }
  return null
}

const compiled = new Map<string, RegExp>()
function safePattern(source: string): RegExp {
  let pattern = compiled.get(source)
  if (!pattern) {
    pattern = new RegExp(source, 'u')
    compiled.set(source, pattern)
  }
  return pattern
}

/** Whole years between a yyyy-MM-dd birthday and now; null when the date is not real. */
export function ageOn(birthday: string, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  let age = now.getUTCFullYear() - year
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)
  if (beforeBirthday) age -= 1
  return age
}
