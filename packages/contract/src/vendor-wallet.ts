import { Type, type Static } from 'typebox'
import { REAL_ACCOUNT } from './accounts'
import { Ok } from './envelope'
import { defineRoute } from './route'
import { AmountSchema, WalletBalanceSchema } from './wallet'

/** `MAIN`, a vendor code (the spec's vassalage), or, as the source only, `ALL` (every vendor wallet). */
const WalletName = Type.String({
  pattern: '^[A-Z0-9_]{2,32}$',
  description: 'MAIN, a vendor code, or ALL (source only)',
})

export const VendorTransferSchema = Type.Object({
  /** Null when no transfer was started (the vendor could not tell the balance). */
  transferId: Type.Union([Type.String(), Type.Null()]),
  vendor: Type.String(),
  direction: Type.Enum(['in', 'out'] as const, { description: 'in: main to vendor; out: vendor to main' }),
  amount: Type.Union([AmountSchema, Type.Null()]),
  status: Type.Enum(['succeeded', 'failed', 'pending'] as const, {
    description:
      'pending: the vendor has not confirmed yet; the money is held safely and the transfer completes or returns by itself',
  }),
  reason: Type.Union([Type.String(), Type.Null()]),
})
export type VendorTransferView = Static<typeof VendorTransferSchema>

export const vendorWalletRoutes = {
  walletTransfer: defineRoute({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    access: REAL_ACCOUNT,
    summary:
      'Move money between the main wallet and a transfer-mode vendor wallet, or every vendor wallet back to main',
    tags: ['wallet'],
    schema: {
      body: Type.Object({
        from: WalletName,
        to: WalletName,
        amount: Type.Optional(
          Type.String({
            pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$',
            description: 'required from MAIN; from a vendor, omitted means its whole balance; never with ALL',
          }),
        ),
      }),
      response: {
        200: Ok(Type.Object({ ...WalletBalanceSchema.properties, transfers: Type.Array(VendorTransferSchema) })),
      },
    },
  }),
} as const
