import { Type, type Static } from 'typebox'
import { PUBLIC } from './access'
import { REAL_ACCOUNT, SIGNED_IN } from './accounts'
import { LANGUAGES } from './constants'
import { Ok } from './envelope'
import { MEMBER_ID_PATTERN, OPERATOR } from './operators'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'
import { Paging } from './paging'

/**
 * Lottery (docs/domain/site.md and docs/domain/api-calls.md#lottery): game menus, issues (draws) with their
 * cut-off and seed commitment, play types with odds and limits, bet slips (with chase), my bets,
 * results with the seeds of in-house draws revealed, trend data, and the operator's result entry
 * (entered by one operator, confirmed by a second), void and draw list.
 *
 * Money is a decimal string with two places (AmountSchema). Odds are exact ratios as text
 * ('39/20'), with a rounded decimal beside them for display only.
 */
const Language = Type.Optional(Type.Enum(LANGUAGES))
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])
const Id = Type.String({ pattern: `^${MEMBER_ID_PATTERN}$` })
const GameCode = Type.String({
  pattern: '^[A-Z0-9_]{2,32}$',
  description: 'a lottery game, e.g. VN_NORTH, FAST_VN1, SG4D, PK10_1',
})
const PositiveAmount = Type.String({
  pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$',
  description: 'decimal, at most two places, above zero',
})
const RatioText = Type.String({
  pattern: '^\\d+/[1-9]\\d*$',
  description: "exact ratio 'num/den', as stored on the bet",
})

/** The spec's prize modes: Lott (Vietnam official), ZY (in-house fast Vietnam-style), Elott (electronic), SEA (4D). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const
export const LOTTERY_ENGINES = ['vietnam', 'fourd', 'pk10', 'ssc', 'k3', 'x11x5', 'keno'] as const
export const DEVICES = ['desktop', 'mobile'] as const
/**
 * open: taking bets until closeAt; closed: past the cut-off, waiting for the draw or the result;
 * entered: an operator typed the official result, a second operator must confirm it;
 * drawn: the result is final and settlement is running; settled; void: cancelled, stakes refunded.
 */
export const DRAW_STATES = ['open', 'closed', 'entered', 'drawn', 'settled', 'void'] as const
/** open: waiting for its draw; cancelled: a chase stopped (stake refunded); void: the draw was voided (refunded). */
export const LOTTERY_BET_STATUSES = ['open', 'won', 'lost', 'void', 'cancelled'] as const

export const LotteryStationSchema = Type.Object({
  code: Type.String({ description: 'station code, e.g. HCM; the first listed is the main station' }),
  name: Type.String(),
})

/** One issue (period) of a game. */
export const LotteryIssueSchema = Type.Object({
  drawId: Id,
  gameCode: GameCode,
  issueNo: Type.String({ description: 'the period number shown to players, e.g. 20261123-0931' }),
  state: Type.Enum(DRAW_STATES),
  closeAt: Type.String({ format: 'date-time', description: 'bets are refused from this instant' }),
  drawAt: Type.String({ format: 'date-time' }),
  seedHash: Nullable(
    Type.String({ description: 'in-house draws: SHA-256 of the server seed, published before the cut-off' }),
  ),
  stations: Type.Array(LotteryStationSchema, {
    description: 'Vietnam: the stations drawing this day; empty otherwise',
  }),
})
export type LotteryIssue = Static<typeof LotteryIssueSchema>

export const LotteryGameSummarySchema = Type.Object({
  gameCode: GameCode,
  name: Type.String({ description: 'in the asked language, falling back to EN' }),
  gameGroupCode: Type.String({
    description: 'the menu group: VN_NORTH, VN_CENTRAL, VN_SOUTH, VN_FAST, SEA_4D, PK10, SSC, K3, X11X5, KENO',
  }),
  prizeMode: Type.Enum(PRIZE_MODES),
  engine: Type.Enum(LOTTERY_ENGINES),
  region: Nullable(Type.Enum(['north', 'central', 'south'] as const)),
  inHouse: Type.Boolean({
    description: 'drawn by the platform, provably fair; false: official results entered by operators',
  }),
  intervalSeconds: Nullable(Type.Integer({ description: 'fast games: seconds between draws' })),
  defaultPlayType: Type.String(),
  route: Type.String({ description: 'the site page: /vnlottery, /seaLottery, /elott or /lottery' }),
  isHot: Type.Boolean(),
  currentIssue: Nullable(LotteryIssueSchema),
})
export type LotteryGameSummary = Static<typeof LotteryGameSummarySchema>

export const GameMenuSchema = Type.Object({
  gameGroupCode: Type.String(),
  labelName: Type.String(),
  games: Type.Array(LotteryGameSummarySchema),
})
export type LotteryGameMenu = Static<typeof GameMenuSchema>

/** How the numbers of a play type are picked, so the page can draw its pickers. */
export const NumberSpecSchema = Type.Union([
  Type.Object(
    { kind: Type.Literal('digits'), digits: Type.Integer(), minCount: Type.Integer(), maxCount: Type.Integer() },
    { description: 'zero-padded strings of exactly `digits` digits (Vietnam, 4D; 4D roll: one digit is R)' },
  ),
  Type.Object(
    {
      kind: Type.Literal('range'),
      min: Type.Integer(),
      max: Type.Integer(),
      minCount: Type.Integer(),
      maxCount: Type.Integer(),
      distinct: Type.Boolean(),
    },
    { description: 'integers as decimal strings' },
  ),
  Type.Object(
    { kind: Type.Literal('sides'), options: Type.Array(Type.String()) },
    { description: 'exactly one of the options (big, small, dragon...)' },
  ),
])
export type NumberSpec = Static<typeof NumberSpecSchema>

export const PlayTypeSchema = Type.Object({
  playType: Type.String({ description: 'engine play type code: lo2, de, xien2, big, gy_sum, pick…' }),
  name: Type.String({ description: 'in the asked language' }),
  group: Type.String({ description: 'tab the page groups it under, e.g. lo, de, xien, two_sides, sum' }),
  groupName: Type.String({ description: "the tab's name in the asked language" }),
  unit: Type.Enum(['points', 'money'] as const, {
    description: 'points: the northern points model (bet.points); money: bet.stake',
  }),
  pricePerUnit: RatioText,
  pricePerUnitDisplay: Type.String({
    description:
      'points: money charged per point, e.g. "2.30"; money: cost multiplier per line and station, e.g. "14.4"',
  }),
  odds: Nullable(RatioText),
  oddsDisplay: Nullable(
    Type.String({
      description: 'decimal odds for display, e.g. "1.96"; points: money paid per point per hit, e.g. "8.00"',
    }),
  ),
  oddsBy: Type.Array(Type.Object({ key: Type.String(), odds: RatioText, oddsDisplay: Type.String() }), {
    description: 'per pick where the odds differ (gy_sum:3, big…)',
  }),
  paytable: Nullable(
    Type.Array(Type.String(), {
      description: 'keno pick-k and 4D: multipliers by hits or prize category (decimal text)',
    }),
  ),
  numbers: NumberSpecSchema,
  positions: Nullable(Type.Integer({ description: 'bets name a position 1..positions' })),
  forms: Type.Array(Type.String(), { description: '4D: ordinary, roll, box, ibox' }),
})
export type LotteryPlayType = Static<typeof PlayTypeSchema>

export const LotteryLimitsSchema = Type.Object({
  minStake: AmountSchema,
  maxStake: AmountSchema,
  maxPerNumber: AmountSchema,
  maxPerIssue: AmountSchema,
  maxBetsPerSlip: Type.Integer(),
  maxChaseIssues: Type.Integer(),
})

export const LotteryGameDetailSchema = Type.Object({
  ...LotteryGameSummarySchema.properties,
  playTypes: Type.Array(PlayTypeSchema),
  limits: LotteryLimitsSchema,
  nextIssues: Type.Array(LotteryIssueSchema, {
    description: 'the open issues after the current one, soonest first (chase targets)',
  }),
  lastResult: Nullable(Type.Unknown()),
})
export type LotteryGameDetail = Static<typeof LotteryGameDetailSchema>

/** An engine result, as drawn or entered. */
export const LotteryResultSchema = Type.Union([
  Type.Object({
    kind: Type.Literal('vietnam'),
    sheets: Type.Array(
      Type.Object({
        region: Type.String(),
        station: Type.String(),
        prizes: Type.Record(Type.String(), Type.Array(Type.String())),
      }),
    ),
  }),
  Type.Object({
    kind: Type.Literal('fourd'),
    first: Type.String(),
    second: Type.String(),
    third: Type.String(),
    starters: Type.Array(Type.String()),
    consolations: Type.Array(Type.String()),
  }),
  Type.Object({
    kind: Type.Literal('electronic'),
    numbers: Type.Array(Type.Integer(), {
      description: 'PK10 finishing order, SSC digits, K3 dice, 11x5 or keno numbers',
    }),
  }),
])
export type LotteryResult = Static<typeof LotteryResultSchema>

export const FairInputsSchema = Type.Object({
  algorithm: Type.String({ description: 'HMAC-SHA256/rejection/v1 (see @sea/engines/fair)' }),
  version: Type.Integer({
    description:
      'the fair scheme: 1 (older draws) client seed gameCode:issueNo; 2 client seed gameCode:issueNo:betsDigest',
  }),
  seedHash: Type.String(),
  serverSeed: Nullable(Type.String({ description: 'revealed with the result; null before' })),
  clientSeed: Nullable(
    Type.String({
      description: 'version 1: gameCode:issueNo; version 2: gameCode:issueNo:betsDigest, null until drawn',
    }),
  ),
  nonce: Type.Integer(),
  betsDigest: Nullable(
    Type.String({
      description: "version 2: SHA-256 of the draw's bets once betting closed, published with the result",
    }),
  ),
  betCount: Nullable(Type.Integer({ description: 'version 2: how many bets the digest covers' })),
})

export const LotteryDrawSchema = Type.Object({
  ...LotteryIssueSchema.properties,
  result: Nullable(LotteryResultSchema),
  headline: Type.Array(Type.String(), {
    description: 'the numbers to show in a list row: Vietnam DB, 4D 1st-3rd, electronic all',
  }),
  fair: Nullable(FairInputsSchema),
})
export type LotteryDraw = Static<typeof LotteryDrawSchema>

export const BetInputSchema = Type.Object({
  playType: Type.String({ maxLength: 32 }),
  numbers: Type.Array(Type.String({ maxLength: 8 }), {
    minItems: 0,
    maxItems: 100,
    description: 'Vietnam numbers, 4D number (one), electronic picks or side',
  }),
  stations: Type.Optional(
    Type.Array(Type.String({ maxLength: 32 }), {
      maxItems: 4,
      description: 'Vietnam: station codes; default the main station',
    }),
  ),
  position: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  form: Type.Optional(
    Type.Enum(['ordinary', 'roll', 'box', 'ibox'] as const, { description: '4D only; default ordinary' }),
  ),
  stake: Type.Optional(PositiveAmount),
  points: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'points-model play types instead of stake' }),
  ),
  odds: Type.Optional(RatioText),
})
export type BetInput = Static<typeof BetInputSchema>

export const LotteryBetSchema = Type.Object({
  betId: Id,
  slipId: Id,
  chaseId: Nullable(Id),
  gameCode: GameCode,
  gameName: Type.String(),
  drawId: Id,
  issueNo: Type.String(),
  playType: Type.String(),
  playTypeName: Type.String({ description: 'in the language of the request' }),
  numbers: Type.Array(Type.String()),
  stations: Type.Array(Type.String(), { description: 'station codes' }),
  stationNames: Type.Array(Type.String(), {
    description: 'the stations by name, in the order of stations, when the issue drew several; empty otherwise',
  }),
  position: Nullable(Type.Integer()),
  form: Nullable(Type.String()),
  stake: Nullable(AmountSchema),
  points: Nullable(Type.Integer()),
  odds: RatioText,
  oddsDisplay: Type.String({ description: 'as on the play type: points bets show money paid per point per hit' }),
  cost: AmountSchema,
  payout: Nullable(AmountSchema),
  status: Type.Enum(LOTTERY_BET_STATUSES),
  detail: Nullable(Type.String({ description: 'what it hit, e.g. "FAST:24x2"' })),
  placedAt: Type.String({ format: 'date-time' }),
  settledAt: Nullable(Type.String({ format: 'date-time' })),
})
export type LotteryBet = Static<typeof LotteryBetSchema>

export const TrendSchema = Type.Object({
  gameCode: GameCode,
  draws: Type.Integer({ description: 'how many settled draws were read' }),
  series: Type.Array(
    Type.Object({
      label: Type.String({ description: 'lo2, de, P1..P10, all' }),
      name: Type.String({ description: 'the label in the language of the request' }),
      items: Type.Array(
        Type.Object({
          value: Type.String(),
          count: Type.Integer(),
          missing: Type.Integer({ description: 'draws since it last came up (draws when never)' }),
        }),
      ),
      hot: Type.Array(Type.String(), { description: 'the 5 most frequent' }),
      cold: Type.Array(Type.String(), { description: 'the 5 longest missing' }),
    }),
  ),
})
export type LotteryTrend = Static<typeof TrendSchema>

export const DrawIdParams = Type.Object({ drawId: Id })
const GameParams = Type.Object({ gameCode: GameCode })
const Page = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    pageNum: Type.Integer(),
    totalPages: Type.Integer(),
    totalElements: Type.Integer(),
  })

/**
 * Where a draw's money stands: waiting (no final result yet), settling (result final, payouts
 * running), settled (every winner paid; losing bets marked a little later), refunding and refunded
 * (void: every stake goes back once).
 */
export const DRAW_SETTLEMENT_STATUSES = ['waiting', 'settling', 'settled', 'refunding', 'refunded'] as const
export const DrawSettlementSchema = Type.Object({
  status: Type.Enum(DRAW_SETTLEMENT_STATUSES),
  drawnAt: Nullable(Type.String({ format: 'date-time', description: 'the result became final' })),
  settledAt: Nullable(
    Type.String({ format: 'date-time', description: 'winners paid (void: refunds done); null before' }),
  ),
  losersMarkedAt: Nullable(Type.String({ format: 'date-time', description: 'losing bets marked lost; null before' })),
})

export const OperatorDrawSchema = Type.Object({
  ...LotteryDrawSchema.properties,
  enteredResult: Nullable(LotteryResultSchema),
  enteredHash: Nullable(
    Type.String({
      description: 'SHA-256 of the entered sheet (canonical JSON): the confirming operator sends it back',
    }),
  ),
  enteredBy: Nullable(Type.Integer()),
  confirmedBy: Nullable(Type.Integer()),
  betCount: Type.Integer(),
  stakes: AmountSchema,
  payouts: AmountSchema,
  houseResult: AmountSchema,
  voidRequestedBy: Nullable(
    Type.Integer({ description: 'an operator asked to void this draw; another one must approve' }),
  ),
  voidReason: Nullable(Type.String()),
  settlement: DrawSettlementSchema,
})

export const lotteryRoutes = {
  gameMenus: defineRoute({
    method: 'GET',
    url: '/lgw/games/game_menus',
    access: PUBLIC,
    summary: 'All lottery games of the merchant, grouped (gameMenus: gameGroupCode, labelName, games)',
    tags: ['lottery'],
    schema: {
      querystring: Type.Object({
        prizeMode: Type.Optional(Type.Enum(PRIZE_MODES)),
        device: Type.Optional(Type.Enum(DEVICES)),
        language: Language,
      }),
      response: { 200: Ok(Type.Object({ gameMenus: Type.Array(GameMenuSchema) })) },
    },
  }),
  popular: defineRoute({
    method: 'GET',
    url: '/lgw/games/popular',
    access: PUBLIC,
    summary: 'Popular lottery games (most staked over the last day, hot games first), at most `count`',
    tags: ['lottery'],
    schema: {
      querystring: Type.Object({
        count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
        prizeMode: Type.Optional(Type.Enum(PRIZE_MODES)),
        device: Type.Optional(Type.Enum(DEVICES)),
        language: Language,
      }),
      response: { 200: Ok(Type.Array(LotteryGameSummarySchema)) },
    },
  }),
  vnGameMenu: defineRoute({
    method: 'GET',
    url: '/lgw/vn/games/game_menu',
    access: PUBLIC,
    summary: 'The Vietnam lottery menu: north, central, south and fast groups; backUrl echoed for the page',
    tags: ['lottery'],
    schema: {
      querystring: Type.Object({
        lottoArea: Type.Optional(Type.Literal('VN')),
        launchMode: Type.Optional(Type.Literal('LOTT')),
        device: Type.Optional(Type.Enum(DEVICES)),
        backUrl: Type.Optional(Type.String({ maxLength: 512 })),
        language: Language,
      }),
      response: { 200: Ok(Type.Object({ gameMenus: Type.Array(GameMenuSchema), backUrl: Nullable(Type.String()) })) },
    },
  }),
  vnRecent: defineRoute({
    method: 'GET',
    url: '/lgw/vn/games/game_menu/recent',
    access: SIGNED_IN,
    summary: 'The Vietnam lottery games the member bet on lately, newest first (at most 10)',
    tags: ['lottery'],
    schema: {
      querystring: Type.Object({ language: Language }),
      response: { 200: Ok(Type.Array(LotteryGameSummarySchema)) },
    },
  }),
  vnOpened: defineRoute({
    method: 'GET',
    url: '/lgw/vn/numeros/opened/game',
    access: PUBLIC,
    summary: 'Latest Vietnam results (official and fast), newest first, at most `count`',
    tags: ['lottery'],
    schema: {
      querystring: Type.Object({
        count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100 })),
        gameCode: Type.Optional(GameCode),
      }),
      response: { 200: Ok(Type.Array(LotteryDrawSchema)) },
    },
  }),
  openedNumero: defineRoute({
    method: 'GET',
    url: '/lotto/lgw/games/opened/numero',
    access: SIGNED_IN,
    summary: 'Latest results of one game (any engine), each with the member’s stake and payout on that draw',
    tags: ['lottery'],
    schema: {
      querystring: Type.Object({
        gameCode: GameCode,
        count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
      }),
      response: {
        200: Ok(
          Type.Array(Type.Object({ ...LotteryDrawSchema.properties, myStake: AmountSchema, myPayout: AmountSchema })),
        ),
      },
    },
  }),
  game: defineRoute({
    method: 'GET',
    url: '/lgw/games/:gameCode',
    access: PUBLIC,
    summary: 'One game: play types with odds, prices and number pickers, limits, current and next issues, last result',
    tags: ['lottery'],
    schema: {
      params: GameParams,
      querystring: Type.Object({ language: Language }),
      response: { 200: Ok(LotteryGameDetailSchema) },
    },
  }),
  results: defineRoute({
    method: 'GET',
    url: '/lgw/games/:gameCode/results',
    access: PUBLIC,
    summary: 'Result history of a game, newest first; in-house draws show their revealed seeds',
    tags: ['lottery'],
    schema: {
      params: GameParams,
      querystring: Type.Object({ ...Paging }),
      response: { 200: Ok(Page(LotteryDrawSchema)) },
    },
  }),
  trend: defineRoute({
    method: 'GET',
    url: '/lgw/games/:gameCode/trend',
    access: PUBLIC,
    summary: 'Frequency, hot and cold, and missing counts over the last N settled draws',
    tags: ['lottery'],
    schema: {
      params: GameParams,
      querystring: Type.Object({ last: Type.Optional(Type.Integer({ minimum: 10, maximum: 500, default: 100 })) }),
      response: { 200: Ok(TrendSchema) },
    },
  }),
  fair: defineRoute({
    method: 'GET',
    url: '/lgw/draws/:drawId/fair',
    access: PUBLIC,
    summary: 'The inputs of an in-house draw (seed revealed once drawn) and its result, to recompute it',
    tags: ['lottery'],
    schema: {
      params: DrawIdParams,
      response: {
        200: Ok(
          Type.Object({
            drawId: Id,
            gameCode: GameCode,
            engine: Type.Enum(LOTTERY_ENGINES),
            region: Nullable(Type.String()),
            ...FairInputsSchema.properties,
            result: Nullable(LotteryResultSchema),
          }),
        ),
      },
    },
  }),
  placeBets: defineRoute({
    method: 'POST',
    url: '/lgw/bets',
    access: REAL_ACCOUNT,
    summary:
      'Place a slip on an open issue: every bet validated and debited in one transaction (all or none). With `chase`, ' +
      'the same bets are placed on the next N-1 open issues too, each debited now; stopOnWin cancels (refunds) the rest after a win',
    tags: ['lottery'],
    schema: {
      body: Type.Object({
        gameCode: GameCode,
        drawId: Id,
        bets: Type.Array(BetInputSchema, { minItems: 1, maxItems: 50 }),
        chase: Type.Optional(
          Type.Object({ issues: Type.Integer({ minimum: 2, maximum: 30 }), stopOnWin: Type.Boolean() }),
        ),
        requestId: Type.Optional(
          Type.String({
            pattern: '^[A-Za-z0-9_-]{8,64}$',
            description: 'idempotency: the same id places the slip once',
          }),
        ),
      }),
      response: {
        200: Ok(
          Type.Object({
            slipId: Id,
            chaseId: Nullable(Id),
            bets: Type.Array(LotteryBetSchema),
            totalCost: AmountSchema,
            balance: AmountSchema,
            replayed: Type.Boolean(),
          }),
        ),
      },
    },
  }),
  myBets: defineRoute({
    method: 'GET',
    url: '/lgw/bets',
    access: REAL_ACCOUNT,
    summary: 'My lottery bets, newest first, with totals',
    tags: ['lottery'],
    schema: {
      querystring: Type.Object({
        gameCode: Type.Optional(GameCode),
        status: Type.Optional(Type.Enum(LOTTERY_BET_STATUSES)),
        drawId: Type.Optional(Id),
        ...Paging,
      }),
      response: {
        200: Ok(
          Type.Object({
            ...Page(LotteryBetSchema).properties,
            totals: Type.Object({ cost: AmountSchema, payout: AmountSchema }),
          }),
        ),
      },
    },
  }),
  cancelChase: defineRoute({
    method: 'POST',
    url: '/lgw/chases/:chaseId/cancel',
    access: REAL_ACCOUNT,
    summary: 'Stop a chase: its bets on issues still open are cancelled and refunded',
    tags: ['lottery'],
    schema: {
      params: Type.Object({ chaseId: Id }),
      response: { 200: Ok(Type.Object({ cancelled: Type.Integer(), refunded: AmountSchema })) },
    },
  }),
  operatorDraws: defineRoute({
    method: 'GET',
    url: '/wps/operator/lottery/draws',
    access: OPERATOR,
    permission: 'lottery.draws.read',
    summary: 'Draws by state (default: closed and entered ones, waiting for a result), with totals',
    tags: ['operator', 'lottery'],
    schema: {
      querystring: Type.Object({
        state: Type.Optional(Type.Enum(DRAW_STATES)),
        gameCode: Type.Optional(GameCode),
        ...Paging,
      }),
      response: { 200: Ok(Page(OperatorDrawSchema)) },
    },
  }),
  enterResult: defineRoute({
    method: 'POST',
    url: '/wps/operator/lottery/draws/:drawId/result',
    access: OPERATOR,
    permission: 'lottery.results.enter',
    summary: 'Enter the official result of a closed Vietnam or 4D draw (audited); a second operator must confirm it',
    tags: ['operator', 'lottery'],
    schema: {
      params: DrawIdParams,
      body: Type.Object({
        result: Type.Unknown({
          description:
            'Vietnam: { sheets: [{ region, station, prizes: { DB: "...", G1: ... } }] }; 4D: { first, second, third, starters, consolations }',
        }),
      }),
      response: { 200: Ok(OperatorDrawSchema) },
    },
  }),
  confirmResult: defineRoute({
    method: 'POST',
    url: '/wps/operator/lottery/draws/:drawId/confirm',
    access: OPERATOR,
    permission: 'lottery.results.confirm',
    summary:
      'Confirm an entered result, naming the sheet reviewed by its enteredHash (a different operator than the one who entered it; ' +
      'installation-wide operators only); settlement follows',
    tags: ['operator', 'lottery'],
    schema: {
      params: DrawIdParams,
      body: Type.Object({
        sheetHash: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'the enteredHash of the sheet reviewed' }),
      }),
      response: { 200: Ok(OperatorDrawSchema) },
    },
  }),
  rejectResult: defineRoute({
    method: 'POST',
    url: '/wps/operator/lottery/draws/:drawId/reject',
    access: OPERATOR,
    permission: 'lottery.results.confirm',
    summary: 'Reject an entered result (back to closed, to be entered again)',
    tags: ['operator', 'lottery'],
    schema: {
      params: DrawIdParams,
      body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: { 200: Ok(OperatorDrawSchema) },
    },
  }),
  voidDraw: defineRoute({
    method: 'POST',
    url: '/wps/operator/lottery/draws/:drawId/void',
    access: OPERATOR,
    permission: 'lottery.draws.void',
    summary: 'Ask to void a draw without a final result (installation-wide operators); a second operator approves it',
    tags: ['operator', 'lottery'],
    schema: {
      params: DrawIdParams,
      body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: { 200: Ok(OperatorDrawSchema) },
    },
  }),
  approveVoid: defineRoute({
    method: 'POST',
    url: '/wps/operator/lottery/draws/:drawId/void/approve',
    access: OPERATOR,
    permission: 'lottery.draws.void',
    summary: 'Approve the void another operator asked for: the draw is void and every stake refunded exactly once',
    tags: ['operator', 'lottery'],
    schema: { params: DrawIdParams, response: { 200: Ok(OperatorDrawSchema) } },
  }),
} as const

export { GameCode as LotteryGameCodeSchema }
