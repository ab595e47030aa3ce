import { Type, type Static } from 'typebox'
import { Ok } from './envelope'
import {
  DrawIdParams,
  LOTTERY_ENGINES,
  LotteryGameCodeSchema,
  LotteryResultSchema,
  OperatorDrawSchema,
} from './lottery'
import { OPERATOR } from './operators'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'

/**
 * The lottery desk of the back office (decision 052, lottery operations): the draw calendar, one
 * draw with the history of its entered sheets and what changed between them, and the exposure per
 * number of a draw. Draws are shared by every brand (decision 036); bets, totals and exposure are
 * each brand's, and a brand's operator sees only its brands'.
 */
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])
const Time = Type.String({ format: 'date-time' })
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' })
const MerchantId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const Paging = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
}
const PageOf = <T extends Parameters<typeof Type.Array>[0]>(item: T) => ({
  content: Type.Array(item),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  totalElements: Type.Integer(),
})

export const RESULT_ENTRY_OUTCOMES = ['pending', 'confirmed', 'rejected', 'replaced'] as const

/** One sheet as an operator entered it, kept whatever became of it. */
export const ResultEntrySchema = Type.Object({
  entryId: Type.String(),
  sheet: LotteryResultSchema,
  sheetHash: Type.String({ description: 'SHA-256 of the sheet in canonical JSON, as confirm names it' }),
  enteredBy: Type.Integer(),
  enteredAt: Time,
  outcome: Type.Enum(RESULT_ENTRY_OUTCOMES, {
    description: 'pending: waiting for a second operator; replaced: entered over before anyone decided',
  }),
  decidedBy: Nullable(Type.Integer()),
  decidedAt: Nullable(Time),
  reason: Nullable(Type.String({ description: 'why it was rejected' })),
})

/** One prize rank whose numbers differ between two sheets (compared as sets: order within a rank does not pay). */
export const SheetDifferenceSchema = Type.Object({
  station: Nullable(Type.String({ description: 'Vietnam: the station code; 4D: null' })),
  rank: Type.String({ description: 'Vietnam: DB, G1..G8; 4D: first, second, third, starters, consolations' }),
  before: Type.Array(Type.String()),
  after: Type.Array(Type.String()),
  removed: Type.Array(Type.String({ description: 'in before, not in after' })),
  added: Type.Array(Type.String({ description: 'in after, not in before' })),
})

export type SheetDifference = Static<typeof SheetDifferenceSchema>

/** A game as the desk needs it: which result form it takes and whether operators enter its results. */
export const DeskGameSchema = Type.Object({
  gameCode: LotteryGameCodeSchema,
  names: Type.Record(Type.String(), Type.String(), { description: 'the name by language (EN, CN, MY, VI, TH)' }),
  engine: Type.Enum(LOTTERY_ENGINES),
  region: Nullable(Type.Enum(['north', 'central', 'south'] as const)),
  inHouse: Type.Boolean({ description: 'drawn by the platform; false: official results entered by operators' }),
})

export const OperatorDrawDetailSchema = Type.Object({
  ...OperatorDrawSchema.properties,
  game: DeskGameSchema,
  currentEntry: Nullable(ResultEntrySchema),
  earlierEntries: Type.Array(ResultEntrySchema, {
    description: 'the other sheets entered for this draw, newest first',
  }),
  differences: Type.Array(SheetDifferenceSchema, {
    description: 'the current (or confirmed) sheet against the latest earlier one; empty when there is none',
  }),
})

export const ExposureRowSchema = Type.Object({
  merchantId: Type.Integer(),
  currency: Type.String(),
  key: Type.String({ description: "the engine's liability key, e.g. HCM:lo2:24 (station:play type:number)" }),
  liability: AmountSchema,
  cap: AmountSchema,
  usedPercent: Type.Number({ description: 'liability / cap × 100, two decimals' }),
})

export const lotteryDeskRoutes = {
  calendar: defineRoute({
    method: 'GET',
    url: '/wps/operator/lottery/calendar',
    access: OPERATOR,
    permission: 'lottery.draws.read',
    summary:
      "Draws of one game or all whose draw time falls on the days from..to of a brand's zone (at most 31 days), " +
      'soonest first, with result and settlement state and the bets of the brands in scope',
    tags: ['operator', 'lottery'],
    schema: {
      querystring: Type.Object({
        from: Day,
        to: Day,
        gameCode: Type.Optional(LotteryGameCodeSchema),
        official: Type.Optional(
          Type.Boolean({ description: 'true: only the draws of games whose results operators enter (Vietnam, 4D)' }),
        ),
        merchantId: Type.Optional(
          Type.Integer({
            ...MerchantId,
            description:
              "the brand whose zone names the days and whose bets are counted; default: the operator's first brand, or UTC and every brand",
          }),
        ),
        ...Paging,
      }),
      response: {
        200: Ok(
          Type.Object({
            timezone: Type.String({ description: 'the zone the days are read in' }),
            games: Type.Array(DeskGameSchema, {
              description: 'every enabled game, for the filter and the result forms',
            }),
            ...PageOf(OperatorDrawSchema),
          }),
        ),
      },
    },
  }),
  draw: defineRoute({
    method: 'GET',
    url: '/wps/operator/lottery/draws/:drawId',
    access: OPERATOR,
    permission: 'lottery.draws.read',
    summary:
      'One draw with its settlement, every sheet entered for it and the differences of the current sheet from the latest earlier one',
    tags: ['operator', 'lottery'],
    schema: { params: DrawIdParams, response: { 200: Ok(OperatorDrawDetailSchema) } },
  }),
  exposure: defineRoute({
    method: 'GET',
    url: '/wps/operator/lottery/draws/:drawId/exposure',
    access: OPERATOR,
    permission: 'lottery.draws.read',
    summary:
      "What the house would pay per number of a draw against each brand's cap, fullest first, for the brands in scope",
    tags: ['operator', 'lottery'],
    schema: {
      params: DrawIdParams,
      querystring: Type.Object({ merchantId: Type.Optional(MerchantId), ...Paging }),
      response: { 200: Ok(Type.Object({ drawId: Type.String(), ...PageOf(ExposureRowSchema) })) },
    },
  }),
} as const
