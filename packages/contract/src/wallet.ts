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
const PositiveAmount = Type.String({ pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$', description: 'decimal, at most two places' })
const TransferValue = Ok(Type.Object({ transactionId: Type.String(), balance: AmountSchema }))

export const walletRoutes = {
  balance: defineRoute({
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    access: SIGNED_IN,
    summary: 'The member’s balance: the sum and each wallet',
    tags: ['wallet'],
    schema: { response: { 200: Ok(WalletBalanceSchema) } },
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
