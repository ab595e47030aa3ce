import { Type, type Static } from 'typebox'
import { PUBLIC } from './access'
import { REAL_ACCOUNT } from './accounts'
import { Ok } from './envelope'
import { OPERATOR } from './operators'
import { defineRoute } from './route'
import { QueueFilters, QueueTotalsSchema, RowClaimSchema } from './cashier-schemas'
import { AmountSchema } from './wallet'
import { Paging } from './paging'

/**
 * Deposits (decision record 011): bank transfers an operator approves or rejects, and payments
 * through a gateway that confirms them with a signed callback. Creating calls carry an
 * `Idempotency-Key` header (see IDEMPOTENCY_KEY): a retry answers the deposit already made.
 */
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'failed', 'expired'] as const
const DepositStatusSchema = Type.Enum(DEPOSIT_STATUSES)
const ChannelCode = Type.String({ pattern: '^[A-Z0-9_]{1,32}$' })
const DepositAmount = Type.String({
  pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$',
  description: 'decimal, at most two places',
})
const DepositIdParams = Type.Object({ depositId: Type.String({ pattern: '^[1-9][0-9]{0,18}$' }) })

export const DepositChannelSchema = Type.Object({
  code: Type.String(),
  type: Type.Enum(['bank_transfer', 'gateway'] as const),
  displayName: Type.String(),
  currency: Type.String(),
  minAmount: AmountSchema,
  maxAmount: AmountSchema,
  /** Where the member sends a bank transfer; null for gateway channels. */
  receivingAccount: Type.Union([
    Type.Object({ bankName: Type.String(), accountName: Type.String(), accountNumber: Type.String() }),
    Type.Null(),
  ]),
})
export type DepositChannel = Static<typeof DepositChannelSchema>

export const DepositSchema = Type.Object({
  id: Type.String(),
  channelCode: Type.String(),
  channelType: Type.Enum(['bank_transfer', 'gateway'] as const),
  amount: AmountSchema,
  currency: Type.String(),
  status: DepositStatusSchema,
  reference: Type.Union([Type.String(), Type.Null()]),
  firstDeposit: Type.Boolean(),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type Deposit = Static<typeof DepositSchema>

export const OperatorDepositSchema = Type.Object({
  ...DepositSchema.properties,
  memberId: Type.String(),
  username: Type.String(),
  gatewayOrderId: Type.Union([Type.String(), Type.Null()]),
  decidedBy: Type.Union([Type.String(), Type.Null()]),
})
export type OperatorDeposit = Static<typeof OperatorDepositSchema>

/** A queue row: the deposit and who holds it now. */
export const OperatorDepositRowSchema = Type.Object({ ...OperatorDepositSchema.properties, claim: RowClaimSchema })

const page = (item: typeof DepositSchema) =>
  Ok(
    Type.Object({
      content: Type.Array(item),
      pageNum: Type.Integer(),
      totalPages: Type.Integer(),
      totalElements: Type.Integer(),
    }),
  )

export const depositRoutes = {
  channels: defineRoute({
    method: 'GET',
    url: '/wps/member/deposit/channels',
    access: REAL_ACCOUNT,
    summary: 'Deposit channels of the site, with limits and, for bank transfer, the receiving account',
    tags: ['deposit'],
    schema: { response: { 200: Ok(Type.Object({ channels: Type.Array(DepositChannelSchema) })) } },
  }),
  bankTransfer: defineRoute({
    method: 'POST',
    url: '/wps/member/deposit/bank-transfer',
    access: REAL_ACCOUNT,
    summary: 'Report a bank transfer (amount and reference); it stays pending until an operator decides',
    tags: ['deposit'],
    schema: {
      body: Type.Object({
        channelCode: ChannelCode,
        amount: DepositAmount,
        reference: Type.String({
          minLength: 1,
          maxLength: 64,
          pattern: '^[^\\x00-\\x1f\\x7f]*\\S[^\\x00-\\x1f\\x7f]*$',
        }),
      }),
      response: { 200: Ok(DepositSchema) },
    },
  }),
  gateway: defineRoute({
    method: 'POST',
    url: '/wps/member/deposit/gateway',
    access: REAL_ACCOUNT,
    summary: 'Start a payment through the gateway; answers the hosted payment page to open',
    tags: ['deposit'],
    schema: {
      body: Type.Object({ channelCode: ChannelCode, amount: DepositAmount }),
      response: { 200: Ok(Type.Object({ deposit: DepositSchema, payUrl: Type.String() })) },
    },
  }),
  records: defineRoute({
    method: 'GET',
    url: '/wps/member/deposit/records',
    access: REAL_ACCOUNT,
    summary: 'The member’s own deposits, newest first',
    tags: ['deposit'],
    schema: {
      querystring: Type.Object({ status: Type.Optional(DepositStatusSchema), ...Paging }),
      response: { 200: page(DepositSchema) },
    },
  }),
  callback: defineRoute({
    method: 'POST',
    url: '/wps/payment/callback/:provider',
    access: PUBLIC,
    summary: 'Payment gateway callback: HMAC-signed over the raw body, applied once',
    tags: ['deposit'],
    schema: {
      params: Type.Object({ provider: Type.String({ maxLength: 32 }) }),
      response: { 200: Ok(Type.Object({ received: Type.Literal(true) })) },
    },
  }),
  operatorList: defineRoute({
    method: 'GET',
    url: '/wps/operator/deposits',
    access: OPERATOR,
    permission: 'deposits.read',
    summary:
      'Deposits of the operator’s brands, newest first, with who holds each and the totals of the filtered queue',
    tags: ['operator', 'deposit'],
    schema: {
      querystring: Type.Object({
        status: Type.Optional(DepositStatusSchema),
        memberId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,18}$' })),
        channelType: Type.Optional(Type.Enum(['bank_transfer', 'gateway'] as const)),
        ...QueueFilters,
        ...Paging,
      }),
      response: {
        200: Ok(
          Type.Object({
            content: Type.Array(OperatorDepositRowSchema),
            pageNum: Type.Integer(),
            totalPages: Type.Integer(),
            totalElements: Type.Integer(),
            totals: QueueTotalsSchema,
          }),
        ),
      },
    },
  }),
  approve: defineRoute({
    method: 'POST',
    url: '/wps/operator/deposits/:depositId/approve',
    access: OPERATOR,
    permission: 'deposits.review',
    summary: 'Approve a pending deposit: the member’s wallet is credited once; refused while another operator holds it',
    tags: ['operator', 'deposit'],
    schema: { params: DepositIdParams, response: { 200: Ok(OperatorDepositSchema) } },
  }),
  reject: defineRoute({
    method: 'POST',
    url: '/wps/operator/deposits/:depositId/reject',
    access: OPERATOR,
    permission: 'deposits.review',
    summary: 'Reject a pending deposit with a reason; no money moves; refused while another operator holds it',
    tags: ['operator', 'deposit'],
    schema: {
      params: DepositIdParams,
      body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }) }),
      response: { 200: Ok(OperatorDepositSchema) },
    },
  }),
} as const
