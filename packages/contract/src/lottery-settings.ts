import { Type, type Static } from 'typebox'
import { Ok } from './envelope'
import { LOTTERY_ENGINES, LotteryLimitsSchema } from './lottery'
import { OPERATOR } from './operators'
import { defineRoute } from './route'

/**
 * A merchant's terms for each lottery game (decision 030): whether it is offered, its limits in
 * the merchant's currency, and the odds, prices and prize tables that differ from the platform's
 * defaults. Every value is text: a decimal ('95', '1.96') or an exact ratio ('216/21') for odds,
 * a money amount with at most two places for prices. The platform's defaults are scaled to the
 * merchant's currency where they are money (the northern points model).
 */
const VALUE = {
  pattern: '^(\\d{1,12}(\\.\\d{1,8})?|\\d{1,15}/[1-9]\\d{0,14})$',
  description: "decimal ('1.96') or exact ratio ('216/21')",
}
const Value = Type.String(VALUE)
const Money = Type.String({ pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$', description: 'money, at most two places' })
const MerchantId = Type.Integer({
  minimum: 1,
  description: "an installation-wide operator names the merchant; a merchant's operator may omit it",
})
const Key = Type.String({ pattern: '^[a-z0-9_:]{1,40}$' })
const KeyedValues = Type.Record(Key, Value)

/** Each part applies to some engines only; a part or key another engine has is refused. */
export const LotteryOverridesSchema = Type.Object(
  {
    odds: Type.Optional(
      Type.Record(Key, Value, {
        description:
          "odds by play type ('de') or play type and pick ('gy_sum:9'); for the northern points model's lo2 and lo3, the money paid per point per hit",
      }),
    ),
    pointPrices: Type.Optional(
      Type.Record(Key, Money, { description: 'Vietnam north points model: money charged per point, lo2 and lo3' }),
    ),
    loTruot: Type.Optional(
      Type.Record(Type.String({ pattern: '^\\d{1,2}$' }), Value, {
        description: 'Vietnam lo truot odds by how many numbers are picked',
      }),
    ),
    multiplier: Type.Optional(
      Type.String({ ...VALUE, description: 'Vietnam south and central: the charge per covered position (0.8)' }),
    ),
    prizes: Type.Optional(
      Type.Record(Key, KeyedValues, {
        description: '4D: size (big, small) -> category (first, second, third, starter, consolation) -> prize per unit',
      }),
    ),
    ibox: Type.Optional(
      Type.Record(Key, Type.Record(Type.String({ pattern: '^\\d{1,2}$' }), KeyedValues), {
        description: '4D iBox: size -> permutation count -> category -> prize',
      }),
    ),
    paytables: Type.Optional(
      Type.Record(Key, Type.Array(Value, { maxItems: 21 }), { description: "keno 'pick:k': multiplier by hits" }),
    ),
    disabled: Type.Optional(
      Type.Array(Key, { maxItems: 64, uniqueItems: true, description: 'play types not offered' }),
    ),
  },
  { additionalProperties: false },
)
export type LotteryOverrides = Static<typeof LotteryOverridesSchema>

export const LotteryGameSettingsSchema = Type.Object({
  gameCode: Type.String(),
  name: Type.String(),
  engine: Type.Enum(LOTTERY_ENGINES),
  currency: Type.String(),
  enabled: Type.Boolean(),
  limits: LotteryLimitsSchema,
  liabilityCap: Type.String({ description: 'the most the house pays on one number of one issue, money' }),
  overrides: LotteryOverridesSchema,
  effective: LotteryOverridesSchema,
  defaults: LotteryOverridesSchema,
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type LotteryGameSettings = Static<typeof LotteryGameSettingsSchema>

const LimitsInput = Type.Object(
  {
    minStake: Money,
    maxStake: Money,
    maxPerNumber: Money,
    maxPerIssue: Money,
    liabilityCap: Money,
    maxBetsPerSlip: Type.Integer({ minimum: 1, maximum: 50 }),
    maxChaseIssues: Type.Integer({ minimum: 2, maximum: 30 }),
  },
  { additionalProperties: false },
)

export const lotterySettingsRoutes = {
  list: defineRoute({
    method: 'GET',
    url: '/wps/operator/lottery/games',
    access: OPERATOR,
    permission: 'lottery.settings.read',
    summary:
      "The merchant's lottery games: offered or not, limits, its odds overrides, the effective odds and the platform's defaults",
    tags: ['operator', 'lottery'],
    schema: {
      querystring: Type.Object({ merchantId: Type.Optional(MerchantId) }),
      response: { 200: Ok(Type.Array(LotteryGameSettingsSchema)) },
    },
  }),
  update: defineRoute({
    method: 'PUT',
    url: '/wps/operator/lottery/games/:gameCode',
    access: OPERATOR,
    permission: 'lottery.settings',
    summary:
      'Change a game for the merchant (audited): offered or not, limits, and overrides (replacing the previous ones). ' +
      "An override may raise a play type's return per unit staked by at most 2% over the platform default (every default returns at most 98%)",
    tags: ['operator', 'lottery'],
    schema: {
      params: Type.Object({ gameCode: Type.String({ pattern: '^[A-Z0-9_]{2,32}$' }) }),
      body: Type.Object(
        {
          merchantId: Type.Optional(MerchantId),
          enabled: Type.Optional(Type.Boolean()),
          limits: Type.Optional(Type.Union([LimitsInput, Type.Null()])),
          overrides: Type.Optional(LotteryOverridesSchema),
        },
        { additionalProperties: false },
      ),
      response: { 200: Ok(LotteryGameSettingsSchema) },
    },
  }),
} as const
