import type { RegisterBodyValue, RegisterPattern, RegisterRule } from '@sea/contract'
import { ageOn, ruleMessage } from '@sea/rules'

/**
 * The registration form's rules as pure functions (docs/domain/site.md#validation-rules): which fields show, which
 * are required and what each one says when it is wrong. The server checks the same rules
 * (apps/server/src/features/member/register-rules.ts, the messages and the age from @sea/rules);
 * these give the answer before the call.
 */

export type RegisterTab = 'username' | 'mobile'
/** What became of an invitation code found in the URL. */
export type AffiliateCheck = 'none' | 'checking' | 'valid' | 'invalid'

export interface FormField {
  field: string
  rule: RegisterRule
  /** 'withMobile': required once a mobile number is typed (the SMS code). */
  required: boolean | 'withMobile'
}

export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'format'; message: string | null }
  | { kind: 'mismatch' }
  | { kind: 'tooYoung'; age: number }

type Flags = Readonly<Record<string, boolean>>

/** Fields drawn by the form itself, not from the list: the captcha has its image. */
const OWN_WIDGET = new Set(['captcha'])
const PERMISSIVE: Omit<RegisterRule, 'field'> = {
  enabled: true,
  required: false,
  acceptedPattern: '^[^\\p{Cc}]+$',
  patternId: 0,
  minLength: 1,
  maxLength: 64,
}

/** The affiliate field shows when the URL brought no code, or when the one it brought is wrong. */
export function affiliateFieldVisible(check: AffiliateCheck): boolean {
  return check === 'none' || check === 'invalid'
}

/**
 * The agent's invitation code from the link the visitor came by (?affiliateCode=). A member's
 * invite link carries ?referralCode= instead, which is sent as the referrer, never checked as an
 * agent code (the affiliate check knows agents only).
 */
export function affiliateCodeFromUrl(search: string): string | null {
  const params = new URLSearchParams(search)
  const code = (params.get('affiliateCode') ?? '').trim()
  return code || null
}

/** Whether the merchant's rules ask for a captcha on registration. */
export function captchaRequired(rules: readonly RegisterRule[]): boolean {
  return rules.some((rule) => rule.field === 'captcha' && rule.enabled)
}

/** The fields the form shows on a tab, in the server's order (the mobile number first on the mobile tab). */
export function registerFields(
  rules: readonly RegisterRule[],
  tab: RegisterTab,
  flags: Flags,
  affiliate: AffiliateCheck,
): FormField[] {
  const ruleOf = (field: string): RegisterRule => rules.find((rule) => rule.field === field) ?? { field, ...PERMISSIVE }
  const mobileShown = tab === 'mobile' || ruleOf('mobileNum').enabled
  const fields: FormField[] = []
  for (const rule of rules) {
    const { field } = rule
    if (OWN_WIDGET.has(field)) continue
    if (field === 'username') {
      if (tab === 'username') fields.push({ field, rule, required: true })
    } else if (field === 'password') {
      fields.push({ field, rule, required: true })
    } else if (field === 'mobileNum') {
      if (mobileShown) fields.push({ field, rule, required: tab === 'mobile' || rule.required })
    } else if (field === 'verificationCode') {
      // The server asks for the SMS code exactly when SMS verification is on and a number is given.
      if (mobileShown && flags.SMS_VERIFICATION) fields.push({ field, rule, required: 'withMobile' })
    } else if (field === 'affiliateCode') {
      const needed = !flags.DIRECT_REGISTER
      if ((rule.enabled || needed) && affiliateFieldVisible(affiliate))
        fields.push({ field, rule, required: needed || rule.required })
    } else if (field === 'confirmPassword') {
      if (rule.enabled) fields.push({ field, rule, required: true })
    } else if (rule.enabled) {
      fields.push({ field, rule, required: rule.required })
    }
  }
  if (!fields.some((f) => f.field === 'username') && tab === 'username')
    fields.unshift({ field: 'username', rule: ruleOf('username'), required: true })
  if (!fields.some((f) => f.field === 'password'))
    fields.push({ field: 'password', rule: ruleOf('password'), required: true })
  if (tab === 'mobile') {
    const first = ['mobileNum', 'verificationCode']
    fields.sort((a, b) => rank(first, a.field) - rank(first, b.field))
  }
  return fields
}

function rank(first: readonly string[], field: string): number {
  const index = first.indexOf(field)
  return index < 0 ? first.length : index
}

const compiled = new Map<string, RegExp | null>()
function patternOf(source: string): RegExp | null {
  if (!compiled.has(source)) {
    try {
      compiled.set(source, new RegExp(source, 'u'))
    } catch {
      // A pattern this browser cannot compile is left to the server.
      compiled.set(source, null)
    }
  }
  return compiled.get(source) ?? null
}

/**
 * One value against one rule: required, length in characters (not bytes) and the pattern.
 * `template` is the pattern's message in the page's language, when the settings have loaded.
 */
export function checkValue(
  rule: Pick<RegisterRule, 'acceptedPattern' | 'minLength' | 'maxLength'>,
  value: string,
  required: boolean,
  template?: string,
): FieldProblem | null {
  const text = value.trim()
  if (text === '') return required ? { kind: 'required' } : null
  const length = [...text].length
  const pattern = patternOf(rule.acceptedPattern)
  if (length < rule.minLength || length > rule.maxLength || (pattern && !pattern.test(text))) {
    return { kind: 'format', message: template ? ruleMessage(template, rule) : null }
  }
  return null
}

export interface ValidationContext {
  patterns?: readonly RegisterPattern[]
  /** The birthday check's minimum age (21, docs/domain/site.md#validation-rules), from the register settings. */
  birthdayMinimumAge?: number
  now?: Date
}

/** Every problem of the form, keyed by field; an empty object when it may be sent. */
export function validateRegister(
  fields: readonly FormField[],
  values: Readonly<Record<string, string>>,
  context: ValidationContext = {},
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {}
  const hasMobile = (values.mobileNum ?? '').trim() !== ''
  for (const { field, rule, required } of fields) {
    const value = values[field] ?? ''
    const needed = required === 'withMobile' ? hasMobile : required
    const template = context.patterns?.find((p) => p.patternId === rule.patternId)?.message
    const problem = checkValue(rule, value, needed, template)
    if (problem) problems[field] = problem
    else if (field === 'confirmPassword' && value.trim() !== (values.password ?? '').trim())
      problems[field] = { kind: 'mismatch' }
    else if (field === 'birthday' && value.trim() && context.birthdayMinimumAge) {
      const age = ageOn(value.trim(), context.now ?? new Date())
      if (age !== null && age < context.birthdayMinimumAge)
        problems[field] = { kind: 'tooYoung', age: context.birthdayMinimumAge }
    }
  }
  return problems
}

export interface RegisterExtras {
  countryDialingCode: string
  /** The invitation code of the URL and what its check said. */
  urlCode: string | null
  affiliate: AffiliateCheck
  referralCode: string | null
  domain: string
  registerUrl: string
  captcha?: { captcha: string; captchaId: string } | undefined
}

/**
 * The registration payload (docs/domain/api-calls.md): the shown fields, trimmed, plus the URL's codes,
 * domain, registerUrl, registerMethod 'WEB', acceptTerms and login. A URL code that did not
 * fail its check is sent for the server to decide; a failed one is replaced by the field.
 */
export function buildRegisterBody(
  fields: readonly FormField[],
  values: Readonly<Record<string, string>>,
  extras: RegisterExtras,
): RegisterBodyValue {
  const body: Record<string, string | boolean> = {}
  for (const { field } of fields) {
    const value = (values[field] ?? '').trim()
    if (value) body[field] = value
  }
  if (body.mobileNum) body.countryDialingCode = extras.countryDialingCode
  if (extras.urlCode && !affiliateFieldVisible(extras.affiliate)) body.affiliateCode = extras.urlCode
  if (extras.referralCode) body.referralCode = extras.referralCode
  return {
    ...body,
    domain: extras.domain,
    registerUrl: extras.registerUrl,
    registerMethod: 'WEB',
    acceptTerms: true,
    login: true,
    ...extras.captcha,
  }
}
