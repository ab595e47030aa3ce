import { Type, type Static } from 'typebox'
import { GAME_CATEGORIES } from './constants'
import { Ok } from './envelope'
import {
  AddressSchema,
  MISSION_EVENTS,
  MISSION_PERIODS,
  MISSION_STATES,
  POINT_ENTRY_KINDS,
  POINT_ITEM_KINDS,
  POINT_ITEM_STATES,
  REDEMPTION_STATUSES,
  VIP_CHANGE_REASONS,
  VIP_REVIEWS,
} from './loyalty'
import { OPERATOR } from './operators'
import { Page, Paging } from './paging'
import { PromotionTitlesSchema } from './promotion-admin'
import { defineRoute } from './route'

/**
 * The console's loyalty calls (decision 055, docs/admin.md "Loyalty"): the brand's point policy,
 * mall items and the redemptions to fulfil, missions, VIP tiers, and a member's points and tier
 * with audited adjustments. Every call names the brand in its path; another brand's row answers
 * not_found.
 */

const Amount = Type.String({
  pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$',
  description: 'decimal, at most two places',
})
const Time = Type.String({ format: 'date-time' })
const Id = Type.String({ pattern: '^[1-9]\\d{0,17}$' })
const Reason = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })
const CategoryKey = Type.String({ pattern: `^(${GAME_CATEGORIES.join('|')})$` })

export const LoyaltySettingsSchema = Type.Object({
  enabled: Type.Boolean(),
  earnRate: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    description: 'points per 100.00 of valid turnover at ×1.00',
  }),
  multipliers: Type.Record(CategoryKey, Type.Integer({ minimum: 0, maximum: 100_000 }), {
    description: 'basis points per category (10000 = ×1.00); a category not named earns nothing',
  }),
  convertRate: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'points per 1.00 of cash' }),
  minConvert: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  expiryDays: Type.Union([Type.Integer({ minimum: 1, maximum: 3650 }), Type.Null()]),
  vipWindowDays: Type.Integer({ minimum: 1, maximum: 365 }),
  vipReview: Type.Enum(VIP_REVIEWS),
})
export type LoyaltySettings = Static<typeof LoyaltySettingsSchema>

const Descriptions = Type.Record(Type.String({ pattern: '^(EN|CN|MY|VI|TH)$' }), Type.String({ maxLength: 500 }))

export const PointItemInputSchema = Type.Object({
  kind: Type.Enum(POINT_ITEM_KINDS),
  titles: PromotionTitlesSchema,
  descriptions: Descriptions,
  imageUrl: Type.Union([Type.String({ maxLength: 300 }), Type.Null()]),
  points: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  value: Type.Union([Amount, Type.Null()], {
    description:
      'cash or bonus paid per unit; free_rounds: the stake of each round (null: the slot’s smallest); null for goods',
  }),
  promotionId: Type.Union([Id, Type.Null()], { description: 'bonus items: the promotion whose rules pay it' }),
  gameCode: Type.Union([Type.String({ maxLength: 40 }), Type.Null()], {
    description: 'free_rounds: the in-house slot',
  }),
  rounds: Type.Union([Type.Integer({ minimum: 1, maximum: 500 }), Type.Null()]),
  // One type list, not a union: the server's coercion would read null as 0 in an integer branch
  // (sold out instead of unlimited), and 0 as null in a null branch.
  stock: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    minimum: 0,
    maximum: 1_000_000,
    description: 'units left; null: unlimited',
  }),
  perMemberLimit: Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()]),
  state: Type.Enum(POINT_ITEM_STATES),
  sortOrder: Type.Integer({ minimum: 0, maximum: 10_000 }),
})
export type PointItemInput = Static<typeof PointItemInputSchema>

export const PointItemAdminSchema = Type.Object({
  ...PointItemInputSchema.properties,
  id: Type.String(),
  redeemed: Type.Integer(),
  updatedAt: Time,
})
export type PointItemAdmin = Static<typeof PointItemAdminSchema>

export const RedemptionAdminSchema = Type.Object({
  id: Type.String(),
  memberId: Type.String(),
  account: Type.String(),
  itemId: Type.String(),
  kind: Type.Enum(POINT_ITEM_KINDS),
  title: Type.String(),
  quantity: Type.Integer(),
  points: Type.Integer(),
  status: Type.Enum(REDEMPTION_STATUSES),
  address: Type.Union([AddressSchema, Type.Null()]),
  tracking: Type.Union([Type.String(), Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Time,
  decidedAt: Type.Union([Time, Type.Null()]),
})
export type RedemptionAdmin = Static<typeof RedemptionAdminSchema>

export const MissionInputSchema = Type.Object({
  code: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$' }),
  titles: PromotionTitlesSchema,
  period: Type.Enum(MISSION_PERIODS),
  event: Type.Enum(MISSION_EVENTS),
  category: Type.Union([Type.Enum(GAME_CATEGORIES), Type.Null()], { description: 'turnover only' }),
  gameCode: Type.Union([Type.String({ maxLength: 40 }), Type.Null()], { description: 'game_rounds only' }),
  target: Type.String({
    pattern: '^[1-9]\\d{0,14}(\\.\\d{1,2})?$',
    description: 'an amount for deposit and turnover, else a count',
  }),
  rewardPoints: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  rewardBonus: Type.Union([Amount, Type.Null()]),
  promotionId: Type.Union([Id, Type.Null()], { description: 'the promotion whose rules pay the bonus' }),
  startsAt: Time,
  endsAt: Type.Union([Time, Type.Null()]),
  sortOrder: Type.Integer({ minimum: 0, maximum: 10_000 }),
})
export type MissionInput = Static<typeof MissionInputSchema>

export const MissionAdminSchema = Type.Object({
  ...MissionInputSchema.properties,
  id: Type.String(),
  state: Type.Enum(MISSION_STATES),
  completedThisPeriod: Type.Integer(),
  claimedThisPeriod: Type.Integer(),
  updatedAt: Time,
})
export type MissionAdmin = Static<typeof MissionAdminSchema>

export const VipTierInputSchema = Type.Object({
  rank: Type.Integer({ minimum: 1, maximum: 20 }),
  names: PromotionTitlesSchema,
  depositMin: Amount,
  turnoverMin: Amount,
  retainDeposit: Amount,
  retainTurnover: Amount,
  upgradeBonus: Amount,
  birthdayBonus: Amount,
  rebateRate: Type.Integer({ minimum: 0, maximum: 10_000 }),
  withdrawDailyLimit: Type.Union([Amount, Type.Null()]),
  withdrawDailyCount: Type.Union([Type.Integer({ minimum: 1, maximum: 100 }), Type.Null()]),
})
export type VipTierInput = Static<typeof VipTierInputSchema>

export const VipTiersAdminSchema = Type.Object({
  tiers: Type.Array(Type.Object({ ...VipTierInputSchema.properties, members: Type.Integer() })),
  promotionId: Type.Union([Id, Type.Null()], {
    description:
      'the loyalty promotion that pays upgrade, birthday and rebate bonuses (loyalty_settings.vip_promotion_id)',
  }),
})

export const MemberLoyaltySchema = Type.Object({
  memberId: Type.String(),
  account: Type.String(),
  points: Type.Integer(),
  vipRank: Type.Integer(),
  entries: Type.Array(
    Type.Object({
      id: Type.String(),
      kind: Type.Enum(POINT_ENTRY_KINDS),
      points: Type.Integer(),
      balanceAfter: Type.Integer(),
      note: Type.Union([Type.String(), Type.Null()]),
      operator: Type.Union([Type.String(), Type.Null()]),
      createdAt: Time,
    }),
  ),
  vipChanges: Type.Array(
    Type.Object({
      fromRank: Type.Integer(),
      toRank: Type.Integer(),
      reason: Type.Enum(VIP_CHANGE_REASONS),
      createdAt: Time,
    }),
  ),
})

const BrandParams = Type.Object({ merchantId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) })
const ItemParams = Type.Object({ ...BrandParams.properties, itemId: Id })
const RedemptionParams = Type.Object({ ...BrandParams.properties, redemptionId: Id })
const MissionParams = Type.Object({ ...BrandParams.properties, missionId: Id })
const MemberParams = Type.Object({ ...BrandParams.properties, memberId: Id })
const base = { access: OPERATOR, tags: ['operator', 'loyalty'] }
const root = '/wps/operator/brands/:merchantId/loyalty'

export const loyaltyAdminRoutes = {
  settings: defineRoute({
    ...base,
    method: 'GET',
    url: `${root}/settings`,
    permission: 'loyalty.read',
    summary: 'The brand’s point and VIP policy (the defaults when never set)',
    schema: { params: BrandParams, response: { 200: Ok(LoyaltySettingsSchema) } },
  }),
  saveSettings: defineRoute({
    ...base,
    method: 'PUT',
    url: `${root}/settings`,
    permission: 'loyalty.manage',
    summary: 'Replace the brand’s point and VIP policy (audited as loyalty.settings); applies to facts from now on',
    schema: { params: BrandParams, body: LoyaltySettingsSchema, response: { 200: Ok(LoyaltySettingsSchema) } },
  }),
  items: defineRoute({
    ...base,
    method: 'GET',
    url: `${root}/items`,
    permission: 'loyalty.read',
    summary: 'The brand’s mall items in display order, every state',
    schema: {
      params: BrandParams,
      querystring: Type.Object({ state: Type.Optional(Type.Enum(POINT_ITEM_STATES)), ...Paging }),
      response: { 200: Ok(Page(PointItemAdminSchema)) },
    },
  }),
  createItem: defineRoute({
    ...base,
    method: 'POST',
    url: `${root}/items`,
    permission: 'loyalty.manage',
    summary: 'Add a mall item (audited as loyalty.item_create); fields are checked per kind',
    schema: { params: BrandParams, body: PointItemInputSchema, response: { 200: Ok(PointItemAdminSchema) } },
  }),
  updateItem: defineRoute({
    ...base,
    method: 'PUT',
    url: `${root}/items/:itemId`,
    permission: 'loyalty.manage',
    summary: 'Replace a mall item (audited as loyalty.item_update); the kind never changes',
    schema: { params: ItemParams, body: PointItemInputSchema, response: { 200: Ok(PointItemAdminSchema) } },
  }),
  redemptions: defineRoute({
    ...base,
    method: 'GET',
    url: `${root}/redemptions`,
    permission: 'loyalty.read',
    summary: 'Redemptions, in process first and oldest first, then the decided ones newest first',
    schema: {
      params: BrandParams,
      querystring: Type.Object({ status: Type.Optional(Type.Enum(REDEMPTION_STATUSES)), ...Paging }),
      response: { 200: Ok(Page(RedemptionAdminSchema)) },
    },
  }),
  approveRedemption: defineRoute({
    ...base,
    method: 'POST',
    url: `${root}/redemptions/:redemptionId/approve`,
    permission: 'loyalty.fulfil',
    summary:
      'Mark goods in process as sent, with an optional tracking number (audited); a decided one answers conflict',
    schema: {
      params: RedemptionParams,
      body: Type.Object({ tracking: Type.Optional(Type.String({ maxLength: 80 })) }),
      response: { 200: Ok(RedemptionAdminSchema) },
    },
  }),
  rejectRedemption: defineRoute({
    ...base,
    method: 'POST',
    url: `${root}/redemptions/:redemptionId/reject`,
    permission: 'loyalty.fulfil',
    summary: 'Reject a redemption in process: its points return once, the stock comes back (audited)',
    schema: {
      params: RedemptionParams,
      body: Type.Object({ reason: Reason }),
      response: { 200: Ok(RedemptionAdminSchema) },
    },
  }),
  missions: defineRoute({
    ...base,
    method: 'GET',
    url: `${root}/missions`,
    permission: 'loyalty.read',
    summary: 'The brand’s missions with completions and claims in their current period',
    schema: {
      params: BrandParams,
      querystring: Type.Object({ state: Type.Optional(Type.Enum(MISSION_STATES)), ...Paging }),
      response: { 200: Ok(Page(MissionAdminSchema)) },
    },
  }),
  createMission: defineRoute({
    ...base,
    method: 'POST',
    url: `${root}/missions`,
    permission: 'loyalty.manage',
    summary: 'Create a draft mission (audited as loyalty.mission_create)',
    schema: { params: BrandParams, body: MissionInputSchema, response: { 200: Ok(MissionAdminSchema) } },
  }),
  updateMission: defineRoute({
    ...base,
    method: 'PUT',
    url: `${root}/missions/:missionId`,
    permission: 'loyalty.manage',
    summary: 'Replace a mission (audited); once anyone has progress, only titles, rewards, end and order may change',
    schema: { params: MissionParams, body: MissionInputSchema, response: { 200: Ok(MissionAdminSchema) } },
  }),
  setMissionState: defineRoute({
    ...base,
    method: 'POST',
    url: `${root}/missions/:missionId/state`,
    permission: 'loyalty.manage',
    summary: 'Start, pause, resume or end a mission (audited); other changes answer mission_state_invalid',
    schema: {
      params: MissionParams,
      body: Type.Object({ state: Type.Enum(['live', 'paused', 'ended'] as const) }),
      response: { 200: Ok(MissionAdminSchema) },
    },
  }),
  vipTiers: defineRoute({
    ...base,
    method: 'GET',
    url: `${root}/vip-tiers`,
    permission: 'loyalty.read',
    summary: 'The brand’s VIP tiers, lowest first, with members in each',
    schema: { params: BrandParams, response: { 200: Ok(VipTiersAdminSchema) } },
  }),
  saveVipTiers: defineRoute({
    ...base,
    method: 'PUT',
    url: `${root}/vip-tiers`,
    permission: 'loyalty.manage',
    summary:
      'Replace the tier table (audited as loyalty.vip_tiers): ranks 1..n without gaps, requirements rising; members ' +
      'above the new top keep the top rank',
    schema: {
      params: BrandParams,
      body: Type.Object({
        tiers: Type.Array(VipTierInputSchema, { maxItems: 20 }),
        promotionId: Type.Union([Id, Type.Null()]),
      }),
      response: { 200: Ok(VipTiersAdminSchema) },
    },
  }),
  member: defineRoute({
    ...base,
    method: 'GET',
    url: `${root}/members/:memberId`,
    permission: 'loyalty.read',
    summary: 'A member’s points with the latest 50 entries, and tier changes',
    schema: { params: MemberParams, response: { 200: Ok(MemberLoyaltySchema) } },
  }),
  adjustPoints: defineRoute({
    ...base,
    method: 'POST',
    url: `${root}/members/:memberId/points`,
    permission: 'loyalty.adjust',
    summary: 'Add or take points with a reason (audited as loyalty.points_adjust); never below zero',
    schema: {
      params: MemberParams,
      body: Type.Object({
        points: Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000, not: { const: 0 } }),
        reason: Reason,
      }),
      response: { 200: Ok(MemberLoyaltySchema) },
    },
  }),
  setVipRank: defineRoute({
    ...base,
    method: 'POST',
    url: `${root}/members/:memberId/vip`,
    permission: 'loyalty.adjust',
    summary: 'Set a member’s tier by hand with a reason (audited as loyalty.vip_set); reviews go on from it',
    schema: {
      params: MemberParams,
      body: Type.Object({ rank: Type.Integer({ minimum: 0, maximum: 20 }), reason: Reason }),
      response: { 200: Ok(MemberLoyaltySchema) },
    },
  }),
}
