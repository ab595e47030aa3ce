import { Type, type Static } from 'typebox'
import { REAL_ACCOUNT } from './accounts'
import { Ok } from './envelope'
import { OPERATOR } from './operators'
import { defineRoute } from './route'
import { QueueFilters, QueueTotalsSchema, RiskHintsSchema, RowClaimSchema } from './cashier-schemas'
import { AmountSchema, PositiveAmount } from './wallet'
import { Page, Paging } from './paging'

export const WITHDRAWAL_STATUSES = ['pending', 'rejected', 'disbursed', 'disputed', 'received'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]
/**
 * What the member says after disbursement: `received` (this part arrived, e.g. one of several
 * bank transfers), `all_received` (everything arrived) or `not_received` (with proofs).
 */
export const CONFIRM_RESULTS = ['received', 'all_received', 'not_received'] as const
export const WITHDRAWAL_REMARK_MAX = 140
export const WITHDRAWAL_PROOFS_MAX = 3
export const PROOF_UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const
export const PROOF_MAX_BYTES = 5 * 1024 * 1024

// At most 18 digits: always inside int8, so a huge id is a 400, never a database error.
const Id = Type.String({ pattern: '^[1-9][0-9]{0,17}$' })
const Time = Type.String({ format: 'date-time' })
const NullableTime = Type.Union([Time, Type.Null()])

export const BankSchema = Type.Object({ code: Type.String(), name: Type.String() })

export const BankAccountSchema = Type.Object({
  id: Type.String(),
  bankCode: Type.String(),
  bankName: Type.String(),
  accountNumber: Type.String({ description: 'masked: the last four digits only' }),
  payeeName: Type.String(),
  createdAt: Time,
})
export type BankAccount = Static<typeof BankAccountSchema>

export const WithdrawalSchema = Type.Object({
  id: Type.String(),
  amount: AmountSchema,
  status: Type.Enum(WITHDRAWAL_STATUSES),
  bankCode: Type.String(),
  bankName: Type.String(),
  accountNumber: Type.String({ description: 'masked' }),
  receivedAmount: AmountSchema,
  remainingAmount: AmountSchema,
  forced: Type.Boolean({ description: 'received by the auto-receive deadline, not by the member' }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'why it was rejected' }),
  requestedAt: Time,
  disbursedAt: NullableTime,
  autoReceiveAt: NullableTime,
  receivedAt: NullableTime,
})
export type Withdrawal = Static<typeof WithdrawalSchema>

export const WithdrawalSettingsSchema = Type.Object({
  currency: Type.String(),
  minAmount: AmountSchema,
  maxAmount: AmountSchema,
  dailyCount: Type.Integer(),
  dailyAmount: AmountSchema,
  usedCount: Type.Integer({ description: 'withdrawals requested today (merchant time zone), rejected ones excluded' }),
  usedAmount: AmountSchema,
  autoReceiveMinutes: Type.Integer(),
  maxBankAccounts: Type.Integer(),
  turnoverRequired: AmountSchema,
  turnoverAchieved: AmountSchema,
  turnoverOutstanding: AmountSchema,
  bonusForfeit: Type.Union([AmountSchema, Type.Null()], {
    description:
      'the bonus a withdrawal now would give back first, when all the turnover still owed is bonus wagering whose ' +
      'promotion lets an early withdrawal forfeit it (decision 054); null: the turnover blocks withdrawal',
  }),
})

export const ConfirmationSchema = Type.Object({
  withdrawalId: Type.String(),
  status: Type.Enum(WITHDRAWAL_STATUSES),
  amount: AmountSchema,
  receivedAmount: AmountSchema,
  remainingAmount: AmountSchema,
  autoReceiveAt: NullableTime,
  canConfirm: Type.Boolean({ description: 'true while the member may still answer' }),
})

const WithdrawalParams = Type.Object({ id: Id })

export const withdrawalRoutes = {
  banks: defineRoute({
    method: 'GET',
    url: '/wps/member/withdraw/banks',
    access: REAL_ACCOUNT,
    summary: 'Banks the merchant pays out to',
    tags: ['withdrawal'],
    schema: { response: { 200: Ok(Type.Object({ banks: Type.Array(BankSchema) })) } },
  }),
  bankAccounts: defineRoute({
    method: 'GET',
    url: '/wps/member/bank-accounts',
    access: REAL_ACCOUNT,
    summary: 'The member’s bound bank accounts (numbers masked)',
    tags: ['withdrawal'],
    schema: { response: { 200: Ok(Type.Object({ accounts: Type.Array(BankAccountSchema) })) } },
  }),
  bindBankAccount: defineRoute({
    method: 'POST',
    url: '/wps/member/bank-accounts',
    access: REAL_ACCOUNT,
    summary:
      'Bind a bank account; the payee name must be the member’s real name (the first binding sets it when none is on file)',
    tags: ['withdrawal'],
    schema: {
      body: Type.Object({
        bankCode: Type.String({ maxLength: 16 }),
        accountNumber: Type.String({ pattern: '^[0-9]{6,20}$', description: 'digits only' }),
        payeeName: Type.String({ minLength: 2, maxLength: 100 }),
      }),
      response: { 200: Ok(BankAccountSchema) },
    },
  }),
  settings: defineRoute({
    method: 'GET',
    url: '/wps/member/withdraw/settings',
    access: REAL_ACCOUNT,
    summary: 'Withdrawal limits, what today already used, and the turnover still owed',
    tags: ['withdrawal'],
    schema: { response: { 200: Ok(WithdrawalSettingsSchema) } },
  }),
  request: defineRoute({
    method: 'POST',
    url: '/wps/member/withdrawals',
    access: REAL_ACCOUNT,
    encrypted: true,
    summary: 'Request a withdrawal to a bound account; the amount is held at once (Idempotency-Key header)',
    tags: ['withdrawal'],
    schema: {
      body: Type.Object({
        bankAccountId: Id,
        amount: PositiveAmount,
        paymentPassword: Type.String({ maxLength: 64 }),
        forfeitBonus: Type.Optional(
          Type.Boolean({ description: 'give back the bonus named by bonusForfeit first, in the same transaction' }),
        ),
      }),
      response: { 200: Ok(WithdrawalSchema) },
    },
  }),
  list: defineRoute({
    method: 'GET',
    url: '/wps/member/withdrawals',
    access: REAL_ACCOUNT,
    summary: 'The member’s withdrawals, newest first',
    tags: ['withdrawal'],
    schema: {
      querystring: Type.Object({ status: Type.Optional(Type.Enum(WITHDRAWAL_STATUSES)), ...Paging }),
      response: { 200: Ok(Page(WithdrawalSchema)) },
    },
  }),
  confirmation: defineRoute({
    method: 'GET',
    url: '/wps/member/withdrawals/:id/confirmation',
    access: REAL_ACCOUNT,
    summary: 'The confirmation screen: amount, received and remaining amounts, auto-receive deadline',
    tags: ['withdrawal'],
    schema: { params: WithdrawalParams, response: { 200: Ok(ConfirmationSchema) } },
  }),
  uploadProof: defineRoute({
    method: 'PUT',
    url: '/wps/member/withdrawals/:id/proofs',
    access: REAL_ACCOUNT,
    summary:
      'Upload one proof for a not-received confirmation: the body is the raw picture (image/png or image/jpeg, ' +
      'at most 5 MB, checked by its bytes); at most 3 per withdrawal. Answers the proof id.',
    tags: ['withdrawal'],
    // No body schema: the body is the image itself, parsed to bytes by the withdrawal routes.
    schema: { params: WithdrawalParams, response: { 200: Ok(Type.Object({ proofId: Type.String() })) } },
  }),
  confirm: defineRoute({
    method: 'POST',
    url: '/wps/member/withdrawals/:id/confirm',
    access: REAL_ACCOUNT,
    summary:
      'Confirm a disbursed withdrawal: received (with the amount that arrived), all received, or not received (with proofs)',
    tags: ['withdrawal'],
    schema: {
      params: WithdrawalParams,
      body: Type.Object({
        result: Type.Enum(CONFIRM_RESULTS),
        amount: Type.Optional(PositiveAmount),
        remark: Type.Optional(Type.String({ maxLength: WITHDRAWAL_REMARK_MAX })),
        proofIds: Type.Optional(Type.Array(Id, { maxItems: WITHDRAWAL_PROOFS_MAX, uniqueItems: true })),
      }),
      response: { 200: Ok(ConfirmationSchema) },
    },
  }),
} as const

export const OperatorWithdrawalSchema = Type.Object({
  ...WithdrawalSchema.properties,
  memberId: Type.String(),
  username: Type.String(),
  payeeName: Type.String(),
  accountNumber: Type.String({ description: 'in full: the operator pays to it' }),
  decidedBy: Type.Union([Type.Integer(), Type.Null()]),
  decidedAt: NullableTime,
})

/** A queue row: the withdrawal, who holds it now, and its risk hints. */
export const OperatorWithdrawalRowSchema = Type.Object({
  ...OperatorWithdrawalSchema.properties,
  claim: RowClaimSchema,
  risk: RiskHintsSchema,
})

/** How an operator settles a not-received dispute (decision 052, cashier). */
export const DISPUTE_OUTCOMES = ['received', 'reopen'] as const

const OperatorDetailSchema = Type.Object({
  withdrawal: OperatorWithdrawalSchema,
  claim: RowClaimSchema,
  risk: RiskHintsSchema,
  confirmations: Type.Array(
    Type.Object({
      id: Type.String(),
      result: Type.Enum([...CONFIRM_RESULTS, 'auto_received', 'operator_received', 'operator_reopened'] as const),
      amount: AmountSchema,
      remark: Type.Union([Type.String(), Type.Null()]),
      proofIds: Type.Array(Type.String()),
      createdAt: Time,
    }),
  ),
})

export const operatorWithdrawalRoutes = {
  list: defineRoute({
    method: 'GET',
    url: '/wps/operator/withdrawals',
    access: OPERATOR,
    permission: 'withdrawals.read',
    summary:
      'Withdrawals of the operator’s brands, newest first, with who holds each, risk hints and the totals of the filtered queue (status disputed: the disputes queue)',
    tags: ['operator', 'withdrawal'],
    schema: {
      querystring: Type.Object({
        status: Type.Optional(Type.Enum(WITHDRAWAL_STATUSES)),
        memberId: Type.Optional(Id),
        ...QueueFilters,
        ...Paging,
      }),
      response: {
        200: Ok(Type.Object({ ...Page(OperatorWithdrawalRowSchema).properties, totals: QueueTotalsSchema })),
      },
    },
  }),
  detail: defineRoute({
    method: 'GET',
    url: '/wps/operator/withdrawals/:id',
    access: OPERATOR,
    permission: 'withdrawals.read',
    summary: 'One withdrawal with its claim, risk hints, and the member’s confirmations and their proofs',
    tags: ['operator', 'withdrawal'],
    schema: { params: WithdrawalParams, response: { 200: Ok(OperatorDetailSchema) } },
  }),
  approve: defineRoute({
    method: 'POST',
    url: '/wps/operator/withdrawals/:id/approve',
    access: OPERATOR,
    permission: 'withdrawals.review',
    summary: 'Approve a pending withdrawal: the held amount is disbursed (audited)',
    tags: ['operator', 'withdrawal'],
    schema: { params: WithdrawalParams, response: { 200: Ok(OperatorWithdrawalSchema) } },
  }),
  reject: defineRoute({
    method: 'POST',
    url: '/wps/operator/withdrawals/:id/reject',
    access: OPERATOR,
    permission: 'withdrawals.review',
    summary: 'Reject a pending withdrawal with a reason: the hold returns to the member’s wallet (audited)',
    tags: ['operator', 'withdrawal'],
    schema: {
      params: WithdrawalParams,
      body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: { 200: Ok(OperatorWithdrawalSchema) },
    },
  }),
  resolveDispute: defineRoute({
    method: 'POST',
    url: '/wps/operator/withdrawals/:id/resolve',
    access: OPERATOR,
    permission: 'withdrawals.review',
    summary:
      'Settle a not-received dispute: received (the operator confirms the payment arrived) or reopen (paid again: ' +
      'the member answers anew before a fresh deadline). No money moves; audited; refused while another operator holds it',
    tags: ['operator', 'withdrawal'],
    schema: {
      params: WithdrawalParams,
      body: Type.Object({
        outcome: Type.Enum(DISPUTE_OUTCOMES),
        note: Type.String({ minLength: 1, maxLength: WITHDRAWAL_REMARK_MAX, pattern: '\\S' }),
      }),
      response: { 200: Ok(OperatorWithdrawalSchema) },
    },
  }),
  proof: defineRoute({
    method: 'GET',
    url: '/wps/operator/withdrawals/:id/proofs/:proofId',
    access: OPERATOR,
    permission: 'withdrawals.read',
    contentType: 'image/*',
    summary: 'A proof picture the member uploaded (PNG or JPEG, with its stored type)',
    tags: ['operator', 'withdrawal'],
    schema: {
      params: Type.Object({ id: Id, proofId: Id }),
      response: { 200: Type.String({ description: 'PNG or JPEG image' }) },
    },
  }),
} as const
