// Operators' brands and pending enrolments (migration 0035, decision 052).

/** One brand an operator serves; an operator with no row is installation-wide. */
export interface OperatorMerchantTable {
  operatorId: number
  merchantId: number
}

/** An authenticator drawn at login and not yet confirmed with a code; at most one per operator. */
export interface OperatorEnrolmentTable {
  operatorId: number
  tokenHash: string
  secretSealed: string
  expiresAt: Date
}
