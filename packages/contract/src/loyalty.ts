import { Type, type Static } from 'typebox'
import { PUBLIC } from './access'
import { REAL_ACCOUNT } from './accounts'
import { GAME_CATEGORIES, LANGUAGES } from './constants'
import { Ok } from './envelope'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'

/**
 * Loyalty as the member sees it (decision 055, docs/domain/loyalty.md): points earned on settled
 * valid turnover, the point mall, missions and VIP tiers. Points are whole numbers; what they are
 * worth in cash is the brand's ratio (points per 1.00).
 */

/** What moved a member's points: accrual, a mission reward, a mall redemption and its return, a conversion, expiry, an operator. */
export const POINT_ENTRY_KINDS = ['earn', 'mission', 'redeem', 'refund', 'convert', 'expire', 'adjust'] as const
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number]

/** cash: credited to the wallet; bonus: paid by a promotion (with its wagering); free_rounds: rounds of an in-house slot; goods: shipped. */
export const POINT_ITEM_KINDS = ['cash', 'bonus', 'free_rounds', 'goods'] as const
export type PointItemKind = (typeof POINT_ITEM_KINDS)[number]
export const POINT_ITEM_STATES = ['draft', 'live', 'hidden'] as const
export type PointItemState = (typeof POINT_ITEM_STATES)[number]

/** The spec's redeem statuses: in process, rejected, approved. */
export const REDEMPTION_STATUSES = ['in_process', 'rejected', 'approved'] as const
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number]

export const MISSION_PERIODS = ['daily', 'weekly', 'once'] as const
export type MissionPeriod = (typeof MISSION_PERIODS)[number]
/**
 * What a mission counts: login_days, days in a row the member logged in; deposit, approved
 * deposits (amount); turnover, valid turnover (amount, of `category` when set); lottery_bets,
 * settled lottery bets (count); game_rounds, settled rounds (count, of `gameCode` when set).
 */
export const MISSION_EVENTS = ['login_days', 'deposit', 'turnover', 'lottery_bets', 'game_rounds'] as const
export type MissionEvent = (typeof MISSION_EVENTS)[number]
export const MISSION_STATES = ['draft', 'live', 'paused', 'ended'] as const
export type MissionState = (typeof MISSION_STATES)[number]
/** Events whose target and progress are money (minor units in the tables, decimals in the API). */
export const MONEY_MISSION_EVENTS: readonly MissionEvent[] = ['deposit', 'turnover']

export const VIP_REVIEWS = ['weekly', 'monthly'] as const
export type VipReview = (typeof VIP_REVIEWS)[number]
export const VIP_CHANGE_REASONS = ['upgrade', 'downgrade', 'retain', 'operator'] as const
export type VipChangeReason = (typeof VIP_CHANGE_REASONS)[number]

const Time = Type.String({ format: 'date-time' })
const Points = Type.Integer({ minimum: 0, description: 'whole points' })
const Id = Type.String({ pattern: '^[1-9]\\d{0,17}$' })
const LanguageQuery = Type.Object({ language: Type.Optional(Type.Enum(LANGUAGES)) })
const PageQuery = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
}
const PaymentPassword = Type.String({ minLength: 1, maxLength: 64 })

export const PointBalanceSchema = Type.Object({
  current: Points,
  changed: Type.Integer({ description: 'net change of points today, in the brand’s time zone' }),
  balance: AmountSchema,
  ratio: Type.Integer({ description: 'points per 1.00 of cash' }),
  redeemQuantity: Type.Integer({ description: 'mall items redeemed, rejected ones left out' }),
  availableQuantity: Points,
  expiring: Type.Union([Type.Object({ points: Points, at: Time }), Type.Null()], {
    description: 'the next points to expire, if any',
  }),
})
export type PointBalance = Static<typeof PointBalanceSchema>

export const PointConfigSchema = Type.Object({
  enabled: Type.Boolean(),
  earnRate: Type.Number({ description: 'points per 1.00 of valid turnover at multiplier 1.00' }),
  multipliers: Type.Record(Type.String({ pattern: `^(${GAME_CATEGORIES.join('|')})$` }), Type.Number(), {
    description: 'per game category; a category not named earns nothing',
  }),
  ratio: Type.Integer({ description: 'points per 1.00 of cash' }),
  minConvert: Points,
  step: Type.Integer({ minimum: 1, description: 'points convert in multiples of step' }),
  expiryDays: Type.Union([Type.Integer(), Type.Null()], {
    description: 'points expire this many days after earning; null: never',
  }),
})
export type PointConfig = Static<typeof PointConfigSchema>

export const PointItemSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(POINT_ITEM_KINDS),
  title: Type.String(),
  description: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  points: Points,
  value: Type.Union([AmountSchema, Type.Null()], { description: 'cash or bonus paid; null for goods and rounds' }),
  gameCode: Type.Union([Type.String(), Type.Null()]),
  rounds: Type.Union([Type.Integer(), Type.Null()]),
  stockLeft: Type.Union([Type.Integer(), Type.Null()], { description: 'null: unlimited' }),
  perMemberLimit: Type.Union([Type.Integer(), Type.Null()]),
  redeemedByMe: Type.Integer(),
})
export type PointItem = Static<typeof PointItemSchema>

export const AddressSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
  phone: Type.String({ pattern: '^\\+?[0-9 ]{6,20}$' }),
  line1: Type.String({ minLength: 1, maxLength: 160, pattern: '\\S' }),
  line2: Type.Optional(Type.String({ maxLength: 160 })),
  city: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
  postcode: Type.String({ pattern: '^[A-Za-z0-9 -]{3,10}$' }),
})
export type Address = Static<typeof AddressSchema>

export const RedemptionSchema = Type.Object({
  id: Type.String(),
  itemId: Type.String(),
  kind: Type.Enum(POINT_ITEM_KINDS),
  title: Type.String(),
  quantity: Type.Integer(),
  points: Points,
  status: Type.Enum(REDEMPTION_STATUSES),
  createdAt: Time,
  decidedAt: Type.Union([Time, Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  tracking: Type.Union([Type.String(), Type.Null()]),
})
export type Redemption = Static<typeof RedemptionSchema>

export const PointEntrySchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(POINT_ENTRY_KINDS),
  points: Type.Integer({ description: 'signed: + earned or returned, - spent or expired' }),
  balanceAfter: Points,
  createdAt: Time,
  expiresAt: Type.Union([Time, Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
})
export type PointEntry = Static<typeof PointEntrySchema>

export const MissionViewSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  title: Type.String(),
  period: Type.Enum(MISSION_PERIODS),
  event: Type.Enum(MISSION_EVENTS),
  category: Type.Union([Type.Enum(GAME_CATEGORIES), Type.Null()]),
  gameCode: Type.Union([Type.String(), Type.Null()]),
  gameName: Type.Union([Type.String(), Type.Null()], {
    description: 'the game of gameCode by its name in the asked language (the code when the brand has no such game)',
  }),
  target: Type.String({ description: 'an amount (deposit, turnover) or a count' }),
  progress: Type.String({ description: 'same unit as target, capped at it' }),
  periodKey: Type.String({ description: '"" for a one-off mission, else the brand day or the Monday of the week' }),
  periodEndsAt: Type.Union([Time, Type.Null()]),
  completed: Type.Boolean(),
  claimed: Type.Boolean(),
  rewardPoints: Points,
  rewardBonus: Type.Union([AmountSchema, Type.Null()]),
})
export type MissionView = Static<typeof MissionViewSchema>

export const MissionSummarySchema = Type.Object({
  claimable: Type.Integer({ description: 'completed and unclaimed: the member-centre badge' }),
  missions: Type.Array(MissionViewSchema),
})
export type MissionSummary = Static<typeof MissionSummarySchema>

export const MissionLeaderboardSchema = Type.Object({
  period: Type.Enum(['daily', 'weekly'] as const),
  periodKey: Type.String(),
  entries: Type.Array(
    Type.Object({ rank: Type.Integer(), account: Type.String({ description: 'masked' }), completed: Type.Integer() }),
  ),
  me: Type.Object({ rank: Type.Union([Type.Integer(), Type.Null()]), completed: Type.Integer() }),
})
export type MissionLeaderboard = Static<typeof MissionLeaderboardSchema>

export const VipTierSchema = Type.Object({
  rank: Type.Integer(),
  name: Type.String(),
  depositMin: AmountSchema,
  turnoverMin: AmountSchema,
  retainDeposit: AmountSchema,
  retainTurnover: AmountSchema,
  upgradeBonus: AmountSchema,
  birthdayBonus: AmountSchema,
  rebateRate: Type.Integer({ description: 'basis points of valid turnover, paid per review period' }),
  withdrawDailyLimit: Type.Union([AmountSchema, Type.Null()]),
  withdrawDailyCount: Type.Union([Type.Integer(), Type.Null()]),
  vipService: Type.Boolean({ description: 'rank above 4: the VIP customer-service desk' }),
})
export type VipTier = Static<typeof VipTierSchema>

export const VipTableSchema = Type.Object({
  windowDays: Type.Integer(),
  review: Type.Enum(VIP_REVIEWS),
  tiers: Type.Array(VipTierSchema),
})
export type VipTable = Static<typeof VipTableSchema>

export const VipStatusSchema = Type.Object({
  rank: Type.Integer({ description: '0: no tier yet' }),
  name: Type.Union([Type.String(), Type.Null()]),
  deposit: AmountSchema,
  turnover: AmountSchema,
  windowDays: Type.Integer(),
  next: Type.Union(
    [
      Type.Object({
        rank: Type.Integer(),
        name: Type.String(),
        depositNeeded: AmountSchema,
        turnoverNeeded: AmountSchema,
      }),
      Type.Null(),
    ],
    { description: 'what is still missing for the next tier; null at the top' },
  ),
  reviewAt: Time,
  retained: Type.Boolean({ description: 'the current figures already keep the tier at the next review' }),
})
export type VipStatus = Static<typeof VipStatusSchema>

const tags = ['loyalty']

export const loyaltyRoutes = {
  pointBalance: defineRoute({
    method: 'GET',
    url: '/wps/relay/MCS2_getPointBalance',
    access: REAL_ACCOUNT,
    summary: 'The member’s points: current, changed today, cash value, ratio, redeemed and convertible quantities',
    tags,
    schema: { response: { 200: Ok(PointBalanceSchema) } },
  }),
  pointConfig: defineRoute({
    method: 'GET',
    url: '/wps/relay/MCS2_getPointConfig',
    access: REAL_ACCOUNT,
    summary: 'The brand’s point rules: earn rate, category multipliers, conversion ratio, minimum and step, expiry',
    tags,
    schema: { response: { 200: Ok(PointConfigSchema) } },
  }),
  pointItems: defineRoute({
    method: 'GET',
    url: '/wps/relay/MCS2_getPointReward',
    access: REAL_ACCOUNT,
    summary: 'The point mall: the brand’s live items with price, stock left and what the member redeemed',
    tags,
    schema: { querystring: LanguageQuery, response: { 200: Ok(Type.Array(PointItemSchema)) } },
  }),
  redemptions: defineRoute({
    method: 'GET',
    url: '/wps/relay/MCS2_getRedeemPointList',
    access: REAL_ACCOUNT,
    summary: 'The member’s redeem history, newest first, with the spec’s statuses',
    tags,
    schema: {
      querystring: Type.Object({ language: Type.Optional(Type.Enum(LANGUAGES)), ...PageQuery }),
      response: { 200: Ok(Type.Object({ list: Type.Array(RedemptionSchema), totalElements: Type.Integer() })) },
    },
  }),
  redeem: defineRoute({
    method: 'POST',
    url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    access: REAL_ACCOUNT,
    encrypted: true,
    summary:
      'Redeem a mall item with the payment password (Idempotency-Key header): the points are taken at once; cash ' +
      'and bonus are paid in the same transaction, rounds and goods wait in process',
    tags,
    schema: {
      body: Type.Object({
        itemId: Id,
        quantity: Type.Integer({ minimum: 1, maximum: 100 }),
        paymentPassword: PaymentPassword,
        address: Type.Optional(AddressSchema),
      }),
      response: { 200: Ok(Type.Object({ redemption: RedemptionSchema, points: Points })) },
    },
  }),
  convert: defineRoute({
    method: 'POST',
    url: '/wps/relay/passwordCheck/MCS2_convertPoint',
    access: REAL_ACCOUNT,
    encrypted: true,
    summary: 'Convert points to cash at the brand’s ratio with the payment password (Idempotency-Key header)',
    tags,
    schema: {
      body: Type.Object({
        points: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
        paymentPassword: PaymentPassword,
      }),
      response: { 200: Ok(Type.Object({ points: Points, amount: AmountSchema, balance: Points })) },
    },
  }),
  pointHistory: defineRoute({
    method: 'GET',
    url: '/wps/member/points/history',
    access: REAL_ACCOUNT,
    summary: 'The member’s point entries, newest first: earned, spent, returned, converted, expired, adjusted',
    tags,
    schema: {
      querystring: Type.Object({ kind: Type.Optional(Type.Enum(POINT_ENTRY_KINDS)), ...PageQuery }),
      response: { 200: Ok(Type.Object({ list: Type.Array(PointEntrySchema), totalElements: Type.Integer() })) },
    },
  }),
  missions: defineRoute({
    method: 'GET',
    url: '/wps/relay/MCSFE_getMissionSummaryDetails',
    access: REAL_ACCOUNT,
    summary: 'The brand’s live missions with the member’s progress in the current period, and the claimable count',
    tags,
    schema: { querystring: LanguageQuery, response: { 200: Ok(MissionSummarySchema) } },
  }),
  missionLeaderboard: defineRoute({
    method: 'GET',
    url: '/wps/relay/MCSFE_getMissionLeaderboard',
    access: REAL_ACCOUNT,
    summary: 'Members ranked by missions completed in the current day or week (top 50), and the caller’s place',
    tags,
    schema: {
      querystring: Type.Object({
        period: Type.Optional(Type.Enum(['daily', 'weekly'] as const, { default: 'weekly' })),
      }),
      response: { 200: Ok(MissionLeaderboardSchema) },
    },
  }),
  claimMission: defineRoute({
    method: 'POST',
    url: '/wps/member/missions/:missionId/claim',
    access: REAL_ACCOUNT,
    summary: 'Claim a completed mission’s reward for the current period (claiming twice answers the same)',
    tags,
    schema: {
      params: Type.Object({ missionId: Id }),
      querystring: LanguageQuery,
      response: { 200: Ok(MissionViewSchema) },
    },
  }),
  vipTable: defineRoute({
    method: 'GET',
    url: '/wps/system/vip',
    access: PUBLIC,
    summary: 'The brand’s VIP tiers with requirements and perks, for anyone',
    tags,
    schema: { querystring: LanguageQuery, response: { 200: Ok(VipTableSchema) } },
  }),
  vipStatus: defineRoute({
    method: 'GET',
    url: '/wps/member/vip',
    access: REAL_ACCOUNT,
    summary: 'The member’s tier, window figures, what the next tier still needs, and the next review',
    tags,
    schema: { querystring: LanguageQuery, response: { 200: Ok(VipStatusSchema) } },
  }),
}
