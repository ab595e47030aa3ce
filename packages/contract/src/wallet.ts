import { Type, type Static } from 'typebox'
import { REAL_ACCOUNT, SIGNED_IN } from './accounts'
import type { Role } from './access'
import { Ok } from './envelope'
import { defineRoute } from './route'

/** Amounts cross the API as decimal strings with two decimals, e.g. "1234.50". */
export const AmountSchema = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'decimal, two places' })

export const WalletBalanceSchema = Type.Object({
  sumBalance: AmountSchema,
  currency: Type.String(),
  wallets: Type.Array(
    Type.Object({
      walletType: Type.Enum(['MAIN', 'VENDOR'] as const),
      vendor: Type.Union([Type.String(), Type.Null()]),
      balance: AmountSchema,
    }),
  ),
})
export type WalletBalance = Static<typeof WalletBalanceSchema>

const AGENT: readonly Role[] = ['agent']

/**
 * Money-moving calls carry an `Idempotency-Key` header (8 to 64 letters, digits, `_.-`): a retry
 * with the same key applies once. It is checked by the server, not by the schema, because header
 * schemas would strip every other header.
 */
export const IDEMPOTENCY_KEY = /^[\w.-]{8,64}$/
export const PositiveAmount = Type.String({
  pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$',
  description: 'decimal, at most two places',
})
const TransferValue = Ok(Type.Object({ transactionId: Type.String(), balance: AmountSchema }))

export const TransactionRecordSchema = Type.Object({
  id: Type.String(),
  time: Type.String({ format: 'date-time' }),
  type: Type.String({ description: 'the movement: deposit, withdrawal, upline_transfer, trial_funding…' }),
  wallet: Type.Enum(['MAIN', 'VENDOR'] as const),
  amount: AmountSchema,
  balanceAfter: AmountSchema,
})

export const walletRoutes = {
  balance: defineRoute({
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    access: SIGNED_IN,
    summary: 'The member’s balance: the sum and each wallet',
    tags: ['wallet'],
    schema: { response: { 200: Ok(WalletBalanceSchema) } },
  }),
  merchantWallet: defineRoute({
    method: 'GET',
    url: '/wps/relay/GCS_merchantWallet',
    access: SIGNED_IN,
    summary: 'The merchant’s wallet mode (isSingle) and the member’s wallets',
    tags: ['wallet'],
    schema: {
      response: { 200: Ok(Type.Object({ isSingle: Type.Boolean(), wallets: WalletBalanceSchema.properties.wallets })) },
    },
  }),
  transactions: defineRoute({
    method: 'GET',
    url: '/wps/relay/ODSFE2_MemTransDet',
    access: REAL_ACCOUNT,
    summary: 'Account record: every movement of the member’s wallets, newest first',
    tags: ['wallet'],
    schema: {
      querystring: Type.Object({
        type: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_]{0,31}$' })),
        from: Type.Optional(Type.String({ format: 'date-time', description: 'default: 7 days before `to`' })),
        to: Type.Optional(Type.String({ format: 'date-time', description: 'default: now' })),
        pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
        pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
      }),
      response: {
        200: Ok(
          Type.Object({
            content: Type.Array(TransactionRecordSchema),
            pageNum: Type.Integer(),
            totalPages: Type.Integer(),
            totalElements: Type.Integer(),
          }),
        ),
      },
    },
  }),
  transferUpline: defineRoute({
    method: 'POST',
    url: '/wps/member/transfer/upline',
    access: REAL_ACCOUNT,
    encrypted: true,
    summary: 'Transfer from the main wallet to the direct upline (when the merchant allows it)',
    tags: ['wallet'],
    schema: {
      body: Type.Object({ amount: PositiveAmount, paymentPassword: Type.String({ maxLength: 64 }) }),
      response: { 200: TransferValue },
    },
  }),
  transferDownline: defineRoute({
    method: 'POST',
    url: '/wps/agent/transfer/downline',
    access: AGENT,
    encrypted: true,
    summary: 'Transfer from the agent’s main wallet to a member of its own team',
    tags: ['wallet'],
    schema: {
      body: Type.Object({
        username: Type.String({ maxLength: 64 }),
        amount: PositiveAmount,
        paymentPassword: Type.String({ maxLength: 64 }),
      }),
      response: { 200: TransferValue },
    },
  }),
} as const
