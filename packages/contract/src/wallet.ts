import { Type, type Static } from 'typebox'
import { SIGNED_IN } from './accounts'
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

export const walletRoutes = {
  balance: defineRoute({
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    access: SIGNED_IN,
    summary: 'The member’s balance: the sum and each wallet',
    tags: ['wallet'],
    schema: { response: { 200: Ok(WalletBalanceSchema) } },
  }),
} as const
