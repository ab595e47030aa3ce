import type { RegisterRule } from '@sea/contract'

export type FieldProblem = 'required' | 'mismatch' | 'invalid' | 'digits'
export type Problems<K extends string> = Partial<Record<K, FieldProblem>>

export type LoginPasswordForm = { oldPassword: string; newPassword: string; confirmNewPassword: string }
export type PaymentPasswordForm = { loginPassword: string; newPaymentPassword: string; confirmPaymentPassword: string }

/** Bad patterns from the back office must not break the form: the server checks again anyway. */
function compile(source: string): RegExp | null {
  try {
    return new RegExp(source, 'u')
  } catch {
    return null
  }
}

/** The merchant's password rule, checked the way the server checks it: trimmed, by code points. */
export function meetsPasswordRule(value: string, rule: RegisterRule | undefined): boolean {
  if (!rule) return true
  const text = value.trim()
  const length = [...text].length
  const pattern = compile(rule.acceptedPattern)
  return length >= rule.minLength && length <= rule.maxLength && (pattern?.test(text) ?? true)
}

export function loginPasswordProblems(
  form: LoginPasswordForm,
  rule: RegisterRule | undefined,
): Problems<keyof LoginPasswordForm> {
  const problems: Problems<keyof LoginPasswordForm> = {}
  if (!form.oldPassword.trim()) problems.oldPassword = 'required'
  if (!form.newPassword.trim()) problems.newPassword = 'required'
  else if (!meetsPasswordRule(form.newPassword, rule)) problems.newPassword = 'invalid'
  if (!form.confirmNewPassword) problems.confirmNewPassword = 'required'
  else if (form.confirmNewPassword !== form.newPassword) problems.confirmNewPassword = 'mismatch'
  return problems
}

/** The payment password is six digits (the server's rule). */
export function paymentPasswordProblems(form: PaymentPasswordForm): Problems<keyof PaymentPasswordForm> {
  const problems: Problems<keyof PaymentPasswordForm> = {}
  if (!form.loginPassword.trim()) problems.loginPassword = 'required'
  if (!form.newPaymentPassword) problems.newPaymentPassword = 'required'
  else if (!/^\d{6}$/.test(form.newPaymentPassword)) problems.newPaymentPassword = 'digits'
  if (!form.confirmPaymentPassword) problems.confirmPaymentPassword = 'required'
  else if (form.confirmPaymentPassword !== form.newPaymentPassword) problems.confirmPaymentPassword = 'mismatch'
  return problems
}

/** The field a server error belongs to, from its code or its details' paths (/body/<field>). */
export function fieldOfError<K extends string>(
  code: string,
  paths: readonly string[],
  fields: readonly K[],
  byCode: Partial<Record<string, K>>,
): K | null {
  const direct = byCode[code]
  if (direct) return direct
  for (const path of paths) {
    const field = fields.find((name) => path === `/body/${name}`)
    if (field) return field
  }
  return null
}
