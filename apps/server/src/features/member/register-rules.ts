import type { FieldError, RegisterRule } from '@sea/contract'
import { ruleMessage } from '@sea/rules'

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
