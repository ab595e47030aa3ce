import { Type, type Static } from 'typebox'
import { PUBLIC } from './access'
import { LANGUAGES } from './constants'
import { Ok } from './envelope'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'

/**
 * The in-house game vendor's own API (its game pages call it). The vendor ships with the
 * platform but behaves like a third party: the routes are public to the platform's access rule
 * and the vendor checks its own session token, sent as the `X-Game-Session` header.
 */
export const INHOUSE_SESSION_HEADER = 'x-game-session'

const GameCode = Type.String({ pattern: '^[a-z0-9-]{2,32}$' })
const Seed = Type.String({ pattern: '^[0-9a-f]{64}$' })
const ClientSeed = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[\\x21-\\x7e]+$',
  description: 'printable ASCII, no spaces',
})
const Nonce = Type.Integer({ minimum: 0, maximum: 2 ** 53 - 1 })
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

export const BACCARAT_BET_TYPES = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'] as const
export type BaccaratBetType = (typeof BACCARAT_BET_TYPES)[number]
const BaccaratBets = Type.Array(Type.Object({ type: Type.Enum(BACCARAT_BET_TYPES), amount: AmountSchema }), {
  minItems: 1,
  maxItems: 5,
})

/** The provably fair state before the next round: its commit is shown before the bet. */
export const FairStateSchema = Type.Object({
  commit: Type.String({ description: 'SHA-256 of the next round’s server seed' }),
  clientSeed: Type.String(),
  nonce: Type.Integer({ description: 'the next round’s nonce' }),
  algorithm: Type.String(),
})
export type FairState = Static<typeof FairStateSchema>

export const InhouseRoundSchema = Type.Object({
  roundId: Type.String(),
  game: Type.String(),
  variantId: Type.String(),
  time: Type.String({ format: 'date-time' }),
  status: Type.Enum(['debiting', 'crediting', 'rolling_back', 'settled', 'rolled_back', 'refused'] as const),
  free: Type.Boolean({ description: 'a free round: the stake was not taken from the wallet (bet 0.00)' }),
  bet: AmountSchema,
  win: AmountSchema,
  balanceBefore: Nullable(AmountSchema),
  balanceAfter: Nullable(AmountSchema),
  bets: Type.Unknown({ description: 'as placed: { lineBet } or { bets: [{ type, amount }] }' }),
  outcome: Type.Unknown({ description: 'SlotOutcome or BaccaratOutcome; null until the stake was taken' }),
  fair: Type.Object({
    commit: Type.String(),
    serverSeed: Nullable(Type.String({ description: 'revealed once the round is over' })),
    clientSeed: Type.String(),
    nonce: Type.Integer(),
    algorithm: Type.String(),
  }),
})
export type InhouseRound = Static<typeof InhouseRoundSchema>

/** The free rounds the player has left in this game; the next spin plays one. */
export const InhouseFreeRoundsSchema = Type.Object({
  left: Type.Integer({ minimum: 1 }),
  lineBet: AmountSchema,
  stake: AmountSchema,
  expiresAt: Nullable(Type.String({ format: 'date-time', description: 'the soonest expiry among them' })),
})
export type InhouseFreeRounds = Static<typeof InhouseFreeRoundsSchema>

const PlayValue = Type.Object({
  round: InhouseRoundSchema,
  balance: AmountSchema,
  next: FairStateSchema,
  freeRounds: Nullable(InhouseFreeRoundsSchema),
})
export type InhousePlayValue = Static<typeof PlayValue>

const SessionValue = Type.Object({
  nickname: Type.String(),
  balance: AmountSchema,
  currency: Type.String(),
  language: Type.Enum(LANGUAGES),
  game: GameCode,
  config: Type.Unknown({ description: 'SlotConfig or BaccaratConfig: limits, paytable, lines' }),
  fair: FairStateSchema,
  freeRounds: Nullable(InhouseFreeRoundsSchema),
})
export type InhouseSessionValue = Static<typeof SessionValue>

/**
 * The platform grants a player free rounds (docs/domain/games.md#free-rounds), signed like the
 * seamless protocol both ways (docs/decisions/026) with the vendor's secret. The vendor reads the
 * raw body and checks it against this schema itself. A repeat of a reference answers the same grant.
 */
export const InhouseFreeRoundsGrantBody = Type.Object({
  player: Type.String({ pattern: '^p[0-9a-f]{32}$' }),
  gameCode: GameCode,
  rounds: Type.Integer({ minimum: 1, maximum: 50000 }),
  reference: Type.String({ pattern: '^[\\x21-\\x7e]{1,64}$' }),
  expiresAt: Type.Optional(Type.String({ format: 'date-time' })),
})
export type InhouseFreeRoundsGrantInput = Static<typeof InhouseFreeRoundsGrantBody>
export const InhouseFreeRoundsGrantSchema = Type.Object({
  reference: Type.String(),
  player: Type.String(),
  gameCode: Type.String(),
  rounds: Type.Integer(),
  roundsLeft: Type.Integer(),
  lineBet: AmountSchema,
  stake: AmountSchema,
  expiresAt: Nullable(Type.String({ format: 'date-time' })),
})
export type InhouseFreeRoundsGrant = Static<typeof InhouseFreeRoundsGrantSchema>

export const inhouseRoutes = {
  launch: defineRoute({
    method: 'GET',
    url: '/inhouse/launch',
    access: PUBLIC,
    contentType: 'text/plain; charset=utf-8',
    summary:
      'Opens a game from a platform launch token (no game: the vendor’s first game): a 302 to the game page, the vendor’s session in the fragment',
    tags: ['inhouse'],
    schema: {
      querystring: Type.Object({
        token: Type.String({ minLength: 16, maxLength: 256 }),
        game: Type.Optional(GameCode),
        lang: Type.Optional(
          Type.String({ maxLength: 8, description: 'MY, EN, CN, VI or TH; anything else: the player’s language' }),
        ),
        vendor: Type.String({ pattern: '^[A-Z0-9_]{2,32}$' }),
      }),
      response: { 200: Type.String({ description: 'never 200: a 302 redirect' }) },
    },
  }),
  session: defineRoute({
    method: 'GET',
    url: '/inhouse/api/session',
    access: PUBLIC,
    summary: 'The game session: player, balance, the game’s configuration and the fairness state',
    tags: ['inhouse'],
    schema: { response: { 200: Ok(SessionValue) } },
  }),
  spin: defineRoute({
    method: 'POST',
    url: '/inhouse/api/slot/spin',
    access: PUBLIC,
    summary: 'One slot spin on all 20 lines at the given line bet',
    tags: ['inhouse'],
    schema: { body: Type.Object({ lineBet: AmountSchema }), response: { 200: Ok(PlayValue) } },
  }),
  deal: defineRoute({
    method: 'POST',
    url: '/inhouse/api/baccarat/deal',
    access: PUBLIC,
    summary: 'One baccarat hand with the given bets (at most one per type)',
    tags: ['inhouse'],
    schema: { body: Type.Object({ bets: BaccaratBets }), response: { 200: Ok(PlayValue) } },
  }),
  clientSeed: defineRoute({
    method: 'PUT',
    url: '/inhouse/api/client-seed',
    access: PUBLIC,
    summary: 'Sets the player’s client seed for the next rounds',
    tags: ['inhouse'],
    schema: { body: Type.Object({ clientSeed: ClientSeed }), response: { 200: Ok(FairStateSchema) } },
  }),
  history: defineRoute({
    method: 'GET',
    url: '/inhouse/api/history',
    access: PUBLIC,
    summary: 'The player’s last 10 rounds of this game, newest first, in full',
    tags: ['inhouse'],
    schema: { response: { 200: Ok(Type.Array(InhouseRoundSchema)) } },
  }),
  verify: defineRoute({
    method: 'POST',
    url: '/inhouse/api/verify',
    access: PUBLIC,
    summary: 'Recomputes an outcome from revealed inputs; needs no session',
    tags: ['inhouse'],
    schema: {
      body: Type.Object({
        game: GameCode,
        serverSeed: Seed,
        clientSeed: ClientSeed,
        nonce: Nonce,
        lineBet: Type.Optional(AmountSchema),
        bets: Type.Optional(BaccaratBets),
      }),
      response: {
        200: Ok(Type.Object({ commit: Type.String(), bet: AmountSchema, win: AmountSchema, outcome: Type.Unknown() })),
      },
    },
  }),
  round: defineRoute({
    method: 'GET',
    url: '/inhouse/api/rounds/:roundId',
    access: PUBLIC,
    summary: 'One finished round’s audit record by its (unguessable) round id; needs no session',
    tags: ['inhouse'],
    schema: {
      params: Type.Object({ roundId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,40}$' }) }),
      response: { 200: Ok(InhouseRoundSchema) },
    },
  }),
  grantFreeRounds: defineRoute({
    method: 'POST',
    url: '/inhouse/vendor-api/:vendor/free-rounds',
    access: PUBLIC,
    contentType: 'application/json; charset=utf-8',
    summary:
      'The platform grants free rounds (HMAC-signed raw body with X-Timestamp and X-Signature); once per reference',
    tags: ['inhouse'],
    schema: {
      params: Type.Object({ vendor: Type.String({ maxLength: 32 }) }),
      response: { 200: Ok(InhouseFreeRoundsGrantSchema) },
    },
  }),
} as const

// The shapes inside the `Unknown` fields above, for the game pages.

export interface SlotConfig {
  kind: 'slot'
  variantId: string
  name: string
  rtp: string
  lines: number
  paylines: number[][]
  /** × line bet for 3, 4 and 5 of a kind. */
  paytable: Record<string, [number, number, number]>
  /** × total bet for 3, 4 and 5 scatters. */
  scatterPays: Record<'3' | '4' | '5', number>
  lineBets: string[]
  minLineBet: string
  maxLineBet: string
}

export interface BaccaratConfig {
  kind: 'baccarat'
  minBet: string
  maxBet: string
  chips: string[]
  /** Winnings per 1 staked (the stake comes back too). */
  payouts: Record<BaccaratBetType, string>
}

export interface SlotLineWin {
  line: number
  symbol: string
  count: number
  multiplier: number
  amount: string
  cells: [number, number][]
}

export interface SlotOutcome {
  kind: 'slot'
  stops: number[]
  /** 3 rows of 5 symbols. */
  window: string[][]
  lineWins: SlotLineWin[]
  scatter: { count: number; multiplier: number; amount: string; cells: [number, number][] }
}

export interface PlayingCard {
  rank: number
  suit: 'S' | 'H' | 'D' | 'C'
}

export interface BaccaratOutcome {
  kind: 'baccarat'
  player: PlayingCard[]
  banker: PlayingCard[]
  playerTotal: number
  bankerTotal: number
  winner: 'PLAYER' | 'BANKER' | 'TIE'
  playerPair: boolean
  bankerPair: boolean
  natural: boolean
  bets: { type: BaccaratBetType; amount: string; result: string; payout: string }[]
}
