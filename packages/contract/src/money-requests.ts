import { Type } from 'typebox'
import { Ok } from './envelope'
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_TYPES } from './operator-money'
import { MEMBER_ID_PATTERN, OPERATOR } from './operators'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'

/**
 * Four eyes on money (docs/decisions/041): a manual adjustment or bonus above the brand's
 * threshold waits as a request until a second operator approves it; thresholds per brand.
 */
export const MONEY_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const

const Id = Type.String({ pattern: `^${MEMBER_ID_PATTERN}$` })
const NullableTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()])
/** A threshold: a decimal amount (0: every one needs approval) or null (never). */
const Threshold = Type.Union([Type.String({ pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$' }), Type.Null()])
const ThresholdOut = Type.Union([AmountSchema, Type.Null()])

export const MoneyRequestSchema = Type.Object({
  id: Type.String(),
  merchantId: Type.Integer(),
  memberId: Type.String(),
  currency: Type.String(),
  type: Type.Enum(ADJUSTMENT_TYPES),
  direction: Type.Enum(ADJUSTMENT_DIRECTIONS),
  amount: AmountSchema,
  reason: Type.String(),
  status: Type.Enum(MONEY_REQUEST_STATUSES),
  requestedBy: Type.Integer(),
  requestedAt: Type.String({ format: 'date-time' }),
  decidedBy: Type.Union([Type.Integer(), Type.Null()]),
  decidedAt: NullableTime,
  decisionReason: Type.Union([Type.String(), Type.Null()]),
  transactionId: Type.Union([Type.String(), Type.Null()], { description: 'the ledger transaction, once approved' }),
})

const Decision = Ok(
  Type.Object({
    request: MoneyRequestSchema,
    replayed: Type.Boolean({
      description: 'true when the request had already been decided this way: nothing happened this time',
    }),
  }),
)

export const MoneyThresholdsSchema = Type.Object({
  merchantId: Type.Integer(),
  currency: Type.String(),
  adjustmentCredit: ThresholdOut,
  adjustmentDebit: ThresholdOut,
  bonus: ThresholdOut,
  isDefault: Type.Boolean({ description: 'true while the brand has never set its own: the platform defaults apply' }),
})

const RequestParams = Type.Object({ id: Id })
const MerchantParams = Type.Object({ merchantId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) })

export const moneyRequestRoutes = {
  list: defineRoute({
    method: 'GET',
    url: '/wps/operator/money-requests',
    access: OPERATOR,
    permission: 'money.read',
    summary: 'Manual adjustments and bonuses waiting for (or given) a second operator’s decision, newest first',
    tags: ['operator'],
    schema: {
      querystring: Type.Object({
        status: Type.Optional(Type.Enum(MONEY_REQUEST_STATUSES)),
        memberId: Type.Optional(Id),
        pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
        pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
      }),
      response: {
        200: Ok(
          Type.Object({
            content: Type.Array(MoneyRequestSchema),
            pageNum: Type.Integer(),
            totalPages: Type.Integer(),
            totalElements: Type.Integer(),
          }),
        ),
      },
    },
  }),
  approve: defineRoute({
    method: 'POST',
    url: '/wps/operator/money-requests/:id/approve',
    access: OPERATOR,
    permission: 'money.approve',
    summary: 'Approve a pending request: the money moves once (audited); never by the operator who asked for it',
    tags: ['operator'],
    schema: { params: RequestParams, response: { 200: Decision } },
  }),
  reject: defineRoute({
    method: 'POST',
    url: '/wps/operator/money-requests/:id/reject',
    access: OPERATOR,
    permission: 'money.approve',
    summary:
      'Reject a pending request with a reason: no money moves (audited); the operator who asked may withdraw it too',
    tags: ['operator'],
    schema: {
      params: RequestParams,
      body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: { 200: Decision },
    },
  }),
  getThresholds: defineRoute({
    method: 'GET',
    url: '/wps/operator/merchants/:merchantId/money-thresholds',
    access: OPERATOR,
    permission: 'money.read',
    summary: 'The amounts above which a manual adjustment credit, debit or bonus needs a second operator (null: never)',
    tags: ['operator'],
    schema: { params: MerchantParams, response: { 200: Ok(MoneyThresholdsSchema) } },
  }),
  setThresholds: defineRoute({
    method: 'PUT',
    url: '/wps/operator/merchants/:merchantId/money-thresholds',
    access: OPERATOR,
    permission: 'money.thresholds',
    summary: 'Set a brand’s four-eyes thresholds in its currency (installation-wide operators only; audited)',
    tags: ['operator'],
    schema: {
      params: MerchantParams,
      body: Type.Object({ adjustmentCredit: Threshold, adjustmentDebit: Threshold, bonus: Threshold }),
      response: { 200: Ok(MoneyThresholdsSchema) },
    },
  }),
} as const
