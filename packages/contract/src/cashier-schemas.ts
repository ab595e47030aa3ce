import { Type } from 'typebox'
import { AmountSchema } from './wallet'

/**
 * The cashier's shared pieces (decision 052, slice 4): the queue filters the deposit and
 * withdrawal lists take, the totals they answer, the claim a row shows and a withdrawal's risk hints.
 */
export const CLAIM_MINUTES = 15
export const CLAIM_KINDS = ['deposit', 'withdrawal', 'dispute'] as const
export type ClaimKind = (typeof CLAIM_KINDS)[number]

const Time = Type.String({ format: 'date-time' })
const Amount = Type.String({
  pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$',
  description: 'decimal, at most two places',
})

/** Filters both operator queues take beside their status; every one narrows, none widens the scope. */
export const QueueFilters = {
  merchantId: Type.Optional(Type.Integer({ minimum: 1, description: 'one brand within the operator’s scope' })),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'created at or after' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'created before' })),
  minAmount: Type.Optional(Amount),
  maxAmount: Type.Optional(Amount),
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'the member’s username, exact' })),
}

/** Count and sum of the whole filtered queue (not just the page), per brand and currency. */
export const QueueTotalsSchema = Type.Array(
  Type.Object({ merchantId: Type.Integer(), currency: Type.String(), count: Type.Integer(), amount: AmountSchema }),
)

export const ClaimSchema = Type.Object({
  kind: Type.Enum(CLAIM_KINDS),
  itemId: Type.String(),
  operatorId: Type.Integer(),
  username: Type.String({ description: 'the operator holding the item' }),
  claimedAt: Time,
  expiresAt: Time,
})
/** The live claim on a queue row; null when nobody holds it. */
export const RowClaimSchema = Type.Union([ClaimSchema, Type.Null()])

/** What a reviewer weighs before paying a withdrawal, read fresh with the row. */
export const RiskHintsSchema = Type.Object({
  firstWithdrawal: Type.Boolean({ description: 'no earlier withdrawal of the member but rejected ones' }),
  turnoverOutstanding: AmountSchema,
  turnoverMet: Type.Boolean(),
  sharedBankAccountMembers: Type.Integer({
    description: 'other members of the brand bound to the same account number',
  }),
  sharedIpMembers: Type.Integer({
    description: 'other members of the brand whose registration or last login address is one of this member’s',
  }),
  deposited: AmountSchema,
  withdrawn: AmountSchema,
  net: Type.String({ description: 'deposited minus withdrawn; negative when more left than came in' }),
})
