import { Type, type Static } from 'typebox'
import { PUBLIC } from './access'
import { Ok } from './envelope'
import { defineRoute } from './route'

/**
 * The seamless wallet API vendors call (docs/decisions/026). The routes are PUBLIC because the
 * caller is a vendor proven by the HMAC over the raw body, not a session. Bodies are signed as
 * bytes, so the server reads them raw and checks them against the schemas below itself; each
 * route's 200 is the envelope of its value, sent as the exact bytes stored for a replay.
 */
export const SEAMLESS_ACTIONS = ['authenticate', 'balance', 'debit', 'credit', 'rollback'] as const
export type SeamlessAction = (typeof SEAMLESS_ACTIONS)[number]

/** Largest `detail` of a credit, as JSON text. */
export const SEAMLESS_DETAIL_MAX_BYTES = 8 * 1024

/** Vendor ids: printable ASCII, no spaces. */
const VendorId = Type.String({ pattern: '^[\\x21-\\x7e]{1,64}$' })
const Player = Type.String({
  pattern: '^p[0-9a-f]{32}$',
  description: "the member's opaque id at this vendor (decision 037)",
})
const Amount = Type.String({ pattern: '^(0|[1-9]\\d{0,12})\\.\\d{2}$', description: 'decimal with exactly two places' })
const Token = Type.String({ minLength: 1, maxLength: 256 })

export const SeamlessAuthenticateBody = Type.Object({ token: Token })
export const SeamlessBalanceBody = Type.Object({ player: Player })
export const SeamlessDebitBody = Type.Object({
  player: Player,
  token: Token,
  transactionId: VendorId,
  roundId: VendorId,
  gameCode: VendorId,
  amount: Amount,
  freeRound: Type.Optional(
    Type.Boolean({ description: 'a free round the vendor granted: amount 0.00, nothing is taken (decision 026)' }),
  ),
})
export const SeamlessCreditBody = Type.Object({
  player: Player,
  transactionId: VendorId,
  roundId: VendorId,
  gameCode: VendorId,
  amount: Amount,
  validBet: Type.Optional(Amount),
  final: Type.Optional(Type.Boolean()),
  detail: Type.Optional(
    Type.Record(Type.String(), Type.Unknown(), {
      description: `round summary for game recall, at most ${SEAMLESS_DETAIL_MAX_BYTES} bytes of JSON`,
    }),
  ),
  verifyUrl: Type.Optional(Type.String({ pattern: '^https?://[\\x21-\\x7e]{1,500}$' })),
})
export const SeamlessRollbackBody = Type.Object({
  player: Player,
  transactionId: VendorId,
  refTransactionId: VendorId,
  roundId: VendorId,
})
export type SeamlessDebitInput = Static<typeof SeamlessDebitBody>
export type SeamlessCreditInput = Static<typeof SeamlessCreditBody>
export type SeamlessRollbackInput = Static<typeof SeamlessRollbackBody>

export const SEAMLESS_BODIES = {
  authenticate: SeamlessAuthenticateBody,
  balance: SeamlessBalanceBody,
  debit: SeamlessDebitBody,
  credit: SeamlessCreditBody,
  rollback: SeamlessRollbackBody,
} as const

export const SeamlessPlayerSchema = Type.Object({
  player: Player,
  currency: Type.String(),
  balance: Type.String(),
  language: Type.String(),
  gameCode: Type.Union([Type.String(), Type.Null()], {
    description: 'the game the token was issued for; null: the vendor lobby',
  }),
  nickname: Type.String(),
})
export const SeamlessBalanceSchema = Type.Object({ player: Player, currency: Type.String(), balance: Type.String() })
export const SeamlessMoveSchema = Type.Object({
  transactionId: Type.String(),
  balance: Type.String(),
  currency: Type.String(),
})
export type SeamlessPlayer = Static<typeof SeamlessPlayerSchema>
export type SeamlessBalance = Static<typeof SeamlessBalanceSchema>
export type SeamlessMove = Static<typeof SeamlessMoveSchema>

const VendorParams = Type.Object({ vendor: Type.String({ maxLength: 32 }) })

function seamlessRoute<
  A extends SeamlessAction,
  V extends typeof SeamlessPlayerSchema | typeof SeamlessBalanceSchema | typeof SeamlessMoveSchema,
>(action: A, summary: string, value: V) {
  return defineRoute({
    method: 'POST',
    url: `/vendor-api/seamless/:vendor/${action}`,
    access: PUBLIC,
    contentType: 'application/json; charset=utf-8',
    summary: `Seamless wallet (vendors, HMAC-signed raw body with X-Timestamp and X-Signature): ${summary}`,
    tags: ['seamless'],
    schema: { params: VendorParams, response: { 200: Ok(value) } },
  } as const)
}

export const seamlessRoutes = {
  authenticate: seamlessRoute('authenticate', 'who the launch token belongs to', SeamlessPlayerSchema),
  balance: seamlessRoute('balance', "the player's balance", SeamlessBalanceSchema),
  debit: seamlessRoute(
    'debit',
    'take a stake (unexpired launch token, enough balance), once per transactionId',
    SeamlessMoveSchema,
  ),
  credit: seamlessRoute(
    'credit',
    'pay a round out (0.00 closes a lost round), once per transactionId',
    SeamlessMoveSchema,
  ),
  rollback: seamlessRoute(
    'rollback',
    'return a debit not yet credited; an unknown one is tombstoned',
    SeamlessMoveSchema,
  ),
} as const

/**
 * Transfer-mode vendors redeem the launch token of a game address here (decision 037): once, within
 * its window, signed like the seamless calls with the vendor's transfer secret. The answer names the
 * player by their id at the vendor, the id its transfers use.
 */
export const TransferPlayerSchema = Type.Object({
  player: Player,
  currency: Type.String(),
  language: Type.String(),
  gameCode: Type.Union([Type.String(), Type.Null()], {
    description: 'the game the token was issued for; null: the vendor lobby',
  }),
  nickname: Type.String(),
})
export type TransferPlayer = Static<typeof TransferPlayerSchema>

export const transferLaunchRoute = defineRoute({
  method: 'POST',
  url: '/vendor-api/transfer/:vendor/authenticate',
  access: PUBLIC,
  contentType: 'application/json; charset=utf-8',
  summary: 'Transfer-mode vendors (HMAC-signed raw body with X-Timestamp and X-Signature): redeem a launch token, once',
  tags: ['seamless'],
  schema: { params: VendorParams, response: { 200: Ok(TransferPlayerSchema) } },
} as const)
