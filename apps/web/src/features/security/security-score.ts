import type { MemberInfo } from '@sea/contract'

/** The protections the security centre counts, in the order it lists them. */
export const SECURITY_CHECKS = ['loginPassword', 'paymentPassword', 'mobile', 'email', 'bank', 'authenticator'] as const
export type SecurityCheck = (typeof SECURITY_CHECKS)[number]
export type SecurityLevel = 'low' | 'medium' | 'high'

export interface SecurityChecklist {
  items: readonly { id: SecurityCheck; done: boolean }[]
  done: number
  total: number
  /** Whole percent of the protections that are on. */
  percent: number
  level: SecurityLevel
}

type Facts = Pick<MemberInfo, 'hasPaymentPassword' | 'mobileNum' | 'email' | 'totpEnabled'>

/**
 * What is on and what is missing. Every account has a login password; the bank-account count is
 * null while it loads and then counts as missing, so the score never claims more than it knows.
 */
export function securityChecklist(info: Facts, bankAccounts: number | null): SecurityChecklist {
  const state: Record<SecurityCheck, boolean> = {
    loginPassword: true,
    paymentPassword: info.hasPaymentPassword,
    mobile: Boolean(info.mobileNum),
    email: Boolean(info.email),
    bank: (bankAccounts ?? 0) > 0,
    authenticator: info.totpEnabled,
  }
  const items = SECURITY_CHECKS.map((id) => ({ id, done: state[id] }))
  const done = items.filter((item) => item.done).length
  const total = items.length
  // Five of six is high: one missing contact channel should not read as a weak account.
  const level: SecurityLevel = done >= 5 ? 'high' : done >= 3 ? 'medium' : 'low'
  return { items, done, total, percent: Math.round((done * 100) / total), level }
}
