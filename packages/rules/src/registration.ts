/** Registration rules both sides apply: the site answers before the call, the server decides. */

/**
 * A rule's message with (min) and (max) filled in; a single number when they are equal
 * ("Please enter (min)-(max) digits" for 6 to 6 reads "Please enter 6 digits").
 */
export function ruleMessage(template: string, rule: { minLength: number; maxLength: number }): string {
  const equal = rule.minLength === rule.maxLength
  const text = equal ? template.replace('(min)-(max)', String(rule.minLength)) : template
  return text.replaceAll('(min)', String(rule.minLength)).replaceAll('(max)', String(rule.maxLength))
}

/** Whole years between a yyyy-MM-dd birthday and `now` (UTC dates); null when the date is not real. */
export function ageOn(birthday: string, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  const before = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)
  return now.getUTCFullYear() - year - (before ? 1 : 0)
}
