import { Type, type Static } from 'typebox'
import { Ok } from './envelope'
import { OPERATOR } from './operators'
import { Page, Paging } from './paging'
import {
  CLAIM_MARKS,
  GRANT_STATES,
  PROMOTION_KINDS,
  PROMOTION_STATES,
  PromotionEligibilitySchema,
  PromotionRulesSchema,
  PromotionWageringSchema,
} from './promotions'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'

/**
 * The console's promotion calls (decision 054, docs/admin.md "Promotions"): a brand's promotions
 * with their figures, drafts and edits, the operator's state switch, the queue of members'
 * reward requests with approve and reject, and a promotion's grants. Every call names the brand
 * in its path; another brand's promotion or request answers not_found.
 */

/** Where a promotion stands for members now: its state, and for a live one its dates. */
export const PROMOTION_PHASES = ['draft', 'coming_soon', 'running', 'finished', 'paused', 'ended'] as const
export type PromotionPhase = (typeof PROMOTION_PHASES)[number]

/** The state changes an operator asks for; the server refuses the rest (promotion_state_invalid). */
export const PROMOTION_TARGET_STATES = ['live', 'paused', 'ended'] as const

export const PROMOTION_ENTRY_STATES = ['joined', 'applying', 'rejected', 'approved'] as const

const Amount = Type.String({
  pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$',
  description: 'decimal, at most two places',
})
const Time = Type.String({ format: 'date-time' })
const Id = Type.String({ pattern: '^[1-9]\\d{0,17}$' })
const Title = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' })

export const PromotionTitlesSchema = Type.Object(
  { EN: Title, CN: Type.Optional(Title), MY: Type.Optional(Title), VI: Type.Optional(Title), TH: Type.Optional(Title) },
  { description: 'the name per language; EN at least' },
)

/** What an operator writes: the kind is the rules' own `kind`, fixed once created. */
export const PromotionInputSchema = Type.Object({
  code: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$', description: 'unique per brand' }),
  titles: PromotionTitlesSchema,
  startsAt: Time,
  endsAt: Type.Union([Time, Type.Null()]),
  rules: PromotionRulesSchema,
  eligibility: PromotionEligibilitySchema,
  wagering: Type.Union([PromotionWageringSchema, Type.Null()]),
  onePer: Type.Array(Type.Enum(CLAIM_MARKS), { uniqueItems: true }),
  exclusive: Type.Boolean(),
  needsApproval: Type.Boolean(),
  budget: Type.Union([Amount, Type.Null()], { description: 'null: no budget' }),
  announcementId: Type.Union([Id, Type.Null()], { description: 'a PR announcement of the same brand: the page' }),
})
export type PromotionInput = Static<typeof PromotionInputSchema>

export const PromotionSummarySchema = Type.Object({
  id: Type.String(),
  merchantId: Type.Integer(),
  code: Type.String(),
  kind: Type.Enum(PROMOTION_KINDS),
  state: Type.Enum(PROMOTION_STATES),
  phase: Type.Enum(PROMOTION_PHASES),
  titles: Type.Record(Type.String(), Type.String()),
  startsAt: Time,
  endsAt: Type.Union([Time, Type.Null()]),
  currency: Type.String(),
  budget: Type.Union([AmountSchema, Type.Null()]),
  spent: AmountSchema,
  budgetLeft: Type.Union([AmountSchema, Type.Null()], { description: 'null: no budget' }),
  claims: Type.Integer({ description: 'grants paid' }),
  applying: Type.Integer({ description: 'requests waiting for an operator' }),
  needsApproval: Type.Boolean(),
})
export type PromotionSummary = Static<typeof PromotionSummarySchema>

const Figure = Type.Object({ count: Type.Integer(), amount: AmountSchema })

export const PromotionDetailSchema = Type.Object({
  ...PromotionSummarySchema.properties,
  rules: PromotionRulesSchema,
  eligibility: PromotionEligibilitySchema,
  wagering: Type.Union([PromotionWageringSchema, Type.Null()]),
  onePer: Type.Array(Type.Enum(CLAIM_MARKS)),
  exclusive: Type.Boolean(),
  announcementId: Type.Union([Type.String(), Type.Null()]),
  hasGrants: Type.Boolean({ description: 'once true, only titles, end, budget (upwards) and page may change' }),
  figures: Type.Object({
    grants: Type.Record(Type.String(), Figure, { description: 'by grant state' }),
    paid: AmountSchema,
    forfeited: AmountSchema,
    entries: Type.Record(Type.String(), Type.Integer(), { description: 'members’ entries by state' }),
    marks: Type.Record(Type.String(), Type.Integer(), { description: 'one-per marks held, by mark' }),
  }),
  createdAt: Time,
  updatedAt: Time,
})
export type PromotionDetail = Static<typeof PromotionDetailSchema>

export const PromotionRequestSchema = Type.Object({
  id: Type.String(),
  promotionId: Type.String(),
  promotionCode: Type.String(),
  kind: Type.Enum(PROMOTION_KINDS),
  titles: Type.Record(Type.String(), Type.String()),
  memberId: Type.String(),
  username: Type.String(),
  state: Type.Enum(PROMOTION_ENTRY_STATES),
  amount: Type.Union([AmountSchema, Type.Null()], { description: 'what approving pays; null: nothing to pay' }),
  currency: Type.String(),
  ip: Type.Union([Type.String(), Type.Null()]),
  createdAt: Time,
  decidedAt: Type.Union([Time, Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
})
export type PromotionRequest = Static<typeof PromotionRequestSchema>

export const PromotionGrantSchema = Type.Object({
  id: Type.String(),
  memberId: Type.String(),
  username: Type.String(),
  occasion: Type.String(),
  amount: AmountSchema,
  state: Type.Enum(GRANT_STATES),
  claimed: Type.Boolean(),
  forfeited: AmountSchema,
  createdAt: Time,
  issuedAt: Type.Union([Time, Type.Null()]),
  closedAt: Type.Union([Time, Type.Null()]),
  claimableUntil: Type.Union([Time, Type.Null()]),
})
export type PromotionGrant = Static<typeof PromotionGrantSchema>

const BrandParams = Type.Object({ merchantId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) })
const PromotionParams = Type.Object({ ...BrandParams.properties, promotionId: Id })
const RequestParams = Type.Object({ ...BrandParams.properties, requestId: Id })
const base = { access: OPERATOR, tags: ['operator', 'promotions'] }
const promotions = '/wps/operator/brands/:merchantId/promotions'
const requests = '/wps/operator/brands/:merchantId/promotion-requests'

export const promotionAdminRoutes = {
  list: defineRoute({
    ...base,
    method: 'GET',
    url: promotions,
    permission: 'promotions.read',
    summary: 'A brand’s promotions, newest first, with spent, budget left, claims and waiting requests',
    schema: {
      params: BrandParams,
      querystring: Type.Object({
        state: Type.Optional(Type.Enum(PROMOTION_STATES)),
        kind: Type.Optional(Type.Enum(PROMOTION_KINDS)),
        ...Paging,
      }),
      response: { 200: Ok(Page(PromotionSummarySchema)) },
    },
  }),
  get: defineRoute({
    ...base,
    method: 'GET',
    url: `${promotions}/:promotionId`,
    permission: 'promotions.read',
    summary: 'One promotion with its rules and figures: grants by state, paid, forfeited, entries, marks',
    schema: { params: PromotionParams, response: { 200: Ok(PromotionDetailSchema) } },
  }),
  create: defineRoute({
    ...base,
    method: 'POST',
    url: promotions,
    permission: 'promotions.manage',
    summary:
      'Create a draft promotion (audited as promotion.create); rules are checked per kind, a code the brand ' +
      'already has answers conflict',
    schema: { params: BrandParams, body: PromotionInputSchema, response: { 200: Ok(PromotionDetailSchema) } },
  }),
  update: defineRoute({
    ...base,
    method: 'PUT',
    url: `${promotions}/:promotionId`,
    permission: 'promotions.manage',
    summary:
      'Replace a promotion’s settings (audited as promotion.update). The kind never changes; once a reward was ' +
      'granted only titles, end, budget (upwards) and page may; an ended promotion is final',
    schema: { params: PromotionParams, body: PromotionInputSchema, response: { 200: Ok(PromotionDetailSchema) } },
  }),
  setState: defineRoute({
    ...base,
    method: 'POST',
    url: `${promotions}/:promotionId/state`,
    permission: 'promotions.manage',
    summary:
      'Schedule (draft to live), pause, resume (paused to live) or end (live or paused); anything else answers ' +
      'promotion_state_invalid (audited as promotion.state)',
    schema: {
      params: PromotionParams,
      body: Type.Object({ state: Type.Enum(PROMOTION_TARGET_STATES) }),
      response: { 200: Ok(PromotionDetailSchema) },
    },
  }),
  grants: defineRoute({
    ...base,
    method: 'GET',
    url: `${promotions}/:promotionId/grants`,
    permission: 'promotions.read',
    summary: 'A promotion’s grants, newest first: member, occasion, amount, state and dates',
    schema: {
      params: PromotionParams,
      querystring: Type.Object({ state: Type.Optional(Type.Enum(GRANT_STATES)), ...Paging }),
      response: { 200: Ok(Page(PromotionGrantSchema)) },
    },
  }),
  requests: defineRoute({
    ...base,
    method: 'GET',
    url: requests,
    permission: 'promotions.read',
    summary: 'Members’ reward requests waiting for an operator across the brand’s promotions, oldest first',
    schema: {
      params: BrandParams,
      querystring: Type.Object({ promotionId: Type.Optional(Id), ...Paging }),
      response: { 200: Ok(Page(PromotionRequestSchema)) },
    },
  }),
  approve: defineRoute({
    ...base,
    method: 'POST',
    url: `${requests}/:requestId/approve`,
    permission: 'promotions.review',
    summary:
      'Approve a waiting request: pays the reward through the grant path and marks the request approved, in one ' +
      'transaction (audited). A refusal (budget, marks, stacking) leaves the request waiting; a decided one answers conflict',
    schema: { params: RequestParams, response: { 200: Ok(PromotionRequestSchema) } },
  }),
  reject: defineRoute({
    ...base,
    method: 'POST',
    url: `${requests}/:requestId/reject`,
    permission: 'promotions.review',
    summary: 'Reject a waiting request with a reason the member sees (audited); a decided one answers conflict',
    schema: {
      params: RequestParams,
      body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }) }),
      response: { 200: Ok(PromotionRequestSchema) },
    },
  }),
}
