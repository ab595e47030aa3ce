import { Type } from 'typebox'
import { Ok } from './envelope'
import { MEMBER_ID_PATTERN, MemberIdParams, OPERATOR } from './operators'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'

const PositiveAmount = Type.String({
  pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$',
  description: 'decimal, at most two places, above zero',
})
/** How many members one snapshot may name. */
export const SNAPSHOT_MAX_MEMBERS = 100

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const
/** `adjustment` moves money between the house and the wallet; `bonus` credits from promotions. */
export const ADJUSTMENT_TYPES = ['adjustment', 'bonus'] as const
/** What an adjustment call did: see the adjust route's `state`. */
export const ADJUSTMENT_STATES = ['posted', 'pending', 'approved', 'rejected'] as const

export const OperatorLedgerEntrySchema = Type.Object({
  id: Type.String(),
  time: Type.String({ format: 'date-time' }),
  kind: Type.String({ description: 'the ledger transaction kind: deposit, adjustment, bonus, upline_transfer…' }),
  wallet: Type.String({ description: 'the wallet kind: member_main, member_vendor, withdrawal_hold' }),
  vendor: Type.Union([Type.String(), Type.Null()]),
  amount: AmountSchema,
  balanceAfter: AmountSchema,
  transactionId: Type.String(),
  summary: Type.String({ description: 'the transaction metadata in short, e.g. "reason: goodwill; operatorId: 3"' }),
})

/** The back office's money calls: adjustments, a member's books, consistent balance snapshots. */
export const operatorMoneyRoutes = {
  adjust: defineRoute({
    method: 'POST',
    url: '/wps/operator/members/:memberId/adjustments',
    access: OPERATOR,
    permission: 'money.adjust',
    summary:
      'Manual adjustment with a reason (Idempotency-Key header): credit or debit against the house, or a bonus ' +
      'credited from promotions (the reason of a bonus is shown to the member); above the brand’s threshold it waits for a second operator',
    tags: ['operator'],
    schema: {
      params: MemberIdParams,
      body: Type.Object({
        direction: Type.Enum(ADJUSTMENT_DIRECTIONS),
        amount: PositiveAmount,
        reason: Type.String({ minLength: 1, maxLength: 200 }),
        type: Type.Enum(ADJUSTMENT_TYPES),
      }),
      response: {
        200: Ok(
          Type.Object({
            state: Type.Enum(ADJUSTMENT_STATES, {
              description:
                'posted: the money moved now; pending: above the brand’s threshold, it waits for a second operator (money-requests); approved or rejected: that request’s decision',
            }),
            requestId: Type.Union([Type.String(), Type.Null()], {
              description: 'the money request, when the amount needed a second operator',
            }),
            transactionId: Type.Union([Type.String(), Type.Null()]),
            currency: Type.String(),
            balanceBefore: Type.Union([AmountSchema, Type.Null()], { description: 'null unless posted' }),
            balanceAfter: Type.Union([AmountSchema, Type.Null()], { description: 'null unless posted' }),
            replayed: Type.Boolean({
              description: 'true when the key had already been applied: nothing moved this time',
            }),
          }),
        ),
      },
    },
  }),
  memberWallet: defineRoute({
    method: 'GET',
    url: '/wps/operator/members/:memberId/wallet',
    access: OPERATOR,
    permission: 'members.read',
    summary: 'A member’s wallets with balances and the ledger entries of those wallets, newest first',
    tags: ['operator'],
    schema: {
      params: MemberIdParams,
      querystring: Type.Object({
        pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
        pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
      }),
      response: {
        200: Ok(
          Type.Object({
            member: Type.Object({
              id: Type.String(),
              username: Type.String(),
              merchantId: Type.Integer(),
              status: Type.Enum(['active', 'frozen'] as const),
            }),
            currency: Type.String(),
            wallets: Type.Array(
              Type.Object({
                accountId: Type.String(),
                kind: Type.String(),
                vendor: Type.Union([Type.String(), Type.Null()]),
                balance: AmountSchema,
              }),
            ),
            entries: Type.Object({
              content: Type.Array(OperatorLedgerEntrySchema),
              pageNum: Type.Integer(),
              totalPages: Type.Integer(),
              totalElements: Type.Integer(),
            }),
          }),
        ),
      },
    },
  }),
  walletSnapshot: defineRoute({
    method: 'GET',
    url: '/wps/operator/wallets',
    access: OPERATOR,
    permission: 'money.read',
    summary: `Main-wallet balances of up to ${SNAPSHOT_MAX_MEMBERS} members read in one statement (one consistent snapshot), with their sum per currency`,
    tags: ['operator'],
    schema: {
      querystring: Type.Object({
        memberIds: Type.String({
          pattern: `^${MEMBER_ID_PATTERN}(,${MEMBER_ID_PATTERN}){0,${SNAPSHOT_MAX_MEMBERS - 1}}$`,
          description: 'comma-separated member ids',
        }),
      }),
      response: {
        200: Ok(
          Type.Object({
            wallets: Type.Array(
              Type.Object({ memberId: Type.String(), currency: Type.String(), balance: AmountSchema }),
            ),
            totals: Type.Array(Type.Object({ currency: Type.String(), sum: AmountSchema })),
          }),
        ),
      },
    },
  }),
} as const
