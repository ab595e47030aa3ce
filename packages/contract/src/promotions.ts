import { Type, type Static } from 'typebox'
import { REAL_ACCOUNT } from './accounts'
import { GAME_CATEGORIES, LANGUAGES } from './constants'
import { Ok } from './envelope'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'

/**
 * The promotion engine as the member sees it (decision 054). A promotion is a brand's offer of
 * one kind with its rules; its page (picture, HTML per language) is a PR announcement. Money a
 * promotion gives is a grant, once per member and occasion, paid by the ledger from the brand's
 * promotions account; a grant may carry wagering on the turnover hook.
 */
export const PROMOTION_KINDS = [
  'deposit_bonus',
  'signup',
  'cashback',
  'rebate',
  'raffle',
  'referral',
  'birthday',
  'loyalty',
] as const
export type PromotionKind = (typeof PROMOTION_KINDS)[number]

/** The operator's switch: a draft is unseen; live runs between its dates; paused and ended grant nothing. */
export const PROMOTION_STATES = ['draft', 'live', 'paused', 'ended'] as const
export type PromotionState = (typeof PROMOTION_STATES)[number]

/** The spec's activity statuses (docs/domain/site.md), as the member's real state drives them. */
export const MEMBER_PROMOTION_STATUSES = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'in_progress',
  'signed',
  'coming_soon',
] as const
export type MemberPromotionStatus = (typeof MEMBER_PROMOTION_STATUSES)[number]

/** The button a status offers: join (MCSFE_signUpPromotionJoin), claim or request (MCSFE_signUpRequestReward, MCS2_claimRafflePromotion for a raffle). */
export const PROMOTION_ACTIONS = ['join', 'claim', 'request'] as const
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number]

/** What one promotion may be claimed once per, beyond the member. */
export const CLAIM_MARKS = ['device', 'ip', 'bank_account', 'payee_name'] as const
export type ClaimMark = (typeof CLAIM_MARKS)[number]

/** claimable: earned, waits for the member; issued: paid, nothing owed; wagering: paid, turnover open; completed: turnover met; forfeited: taken back; expired: never claimed in time. */
export const GRANT_STATES = ['claimable', 'issued', 'wagering', 'completed', 'forfeited', 'expired'] as const
export type GrantState = (typeof GRANT_STATES)[number]

export const PROMOTION_PERIODS = ['daily', 'weekly'] as const

const Amount = Type.String({
  pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$',
  description: 'decimal, at most two places',
})
/** Basis points: 10000 is 100%. */
const Rate = Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'basis points (10000 = 100%)' })
const Category = Type.Enum(GAME_CATEGORIES)
const Time = Type.String({ format: 'date-time' })
const Days = Type.Integer({ minimum: 1, maximum: 365 })

export const DepositBonusRulesSchema = Type.Object({
  kind: Type.Literal('deposit_bonus'),
  deposit: Type.Enum(['first', 'reload', 'any'] as const, { description: 'which approved deposits qualify' }),
  rate: Rate,
  cap: Amount,
  minDeposit: Amount,
  apply: Type.Enum(['on_deposit', 'claim'] as const, {
    description: 'on_deposit: paid with the qualifying deposit of a member who joined first; claim: claimable after it',
  }),
  claimWithinDays: Type.Optional(Days),
})
export const SignupRulesSchema = Type.Object({
  kind: Type.Literal('signup'),
  amount: Amount,
  trigger: Type.Enum(['register', 'join'] as const, {
    description:
      'register: granted when the member registers; join: when the member asks (after approval if the promotion needs it)',
  }),
})
export const CashbackRulesSchema = Type.Object({
  kind: Type.Literal('cashback'),
  period: Type.Enum(PROMOTION_PERIODS),
  rate: Rate,
  categories: Type.Array(Category, { uniqueItems: true, description: 'empty: every category' }),
  minAmount: Amount,
  cap: Amount,
  claim: Type.Enum(['auto', 'claim'] as const),
})
export const RebateRulesSchema = Type.Object({
  kind: Type.Literal('rebate'),
  period: Type.Enum(PROMOTION_PERIODS),
  rates: Type.Record(Type.String({ pattern: `^(${GAME_CATEGORIES.join('|')})$` }), Rate, {
    description: 'basis points of valid turnover per category; a category not named earns nothing',
  }),
  minAmount: Amount,
  cap: Amount,
  claim: Type.Enum(['auto', 'claim'] as const),
})
export const RafflePrizeSchema = Type.Object({ amount: Amount, count: Type.Integer({ minimum: 1, maximum: 1000 }) })
export const RaffleRulesSchema = Type.Object({
  kind: Type.Literal('raffle'),
  ticketsBy: Type.Enum(['deposit', 'turnover'] as const),
  unit: Amount,
  maxTickets: Type.Integer({ minimum: 1, maximum: 100_000 }),
  prizes: Type.Array(RafflePrizeSchema, { minItems: 1, maxItems: 20, description: 'by rank, first prize first' }),
  claimWithinDays: Days,
})
export const ReferralRulesSchema = Type.Object({
  kind: Type.Literal('referral'),
  trigger: Type.Enum(['deposit', 'turnover'] as const, {
    description: 'the invitee qualifies with a first deposit, or total valid turnover, of at least threshold',
  }),
  threshold: Amount,
  reward: Amount,
  maxInvitees: Type.Integer({ minimum: 1, maximum: 10_000 }),
})
export const BirthdayRulesSchema = Type.Object({
  kind: Type.Literal('birthday'),
  amount: Amount,
  claimWithinDays: Days,
})
/**
 * The bonuses loyalty pays (mall bonus items, mission bonuses, VIP upgrade, birthday and rebate
 * perks, decision 055) ride on a promotion of this kind: never joined or listed to members, it
 * lends its budget, eligibility and wagering; maxReward bounds one grant.
 */
export const LoyaltyRulesSchema = Type.Object({
  kind: Type.Literal('loyalty'),
  maxReward: Amount,
})
export const PromotionRulesSchema = Type.Union([
  DepositBonusRulesSchema,
  SignupRulesSchema,
  CashbackRulesSchema,
  RebateRulesSchema,
  RaffleRulesSchema,
  ReferralRulesSchema,
  BirthdayRulesSchema,
  LoyaltyRulesSchema,
])
export type PromotionRules = Static<typeof PromotionRulesSchema>
export type RulesOf<K extends PromotionKind> = Extract<PromotionRules, { kind: K }>

/** Who may take part; every field left out admits everyone. */
export const PromotionEligibilitySchema = Type.Object({
  minVipRank: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  maxVipRank: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  labels: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20, description: 'any of' }),
  ),
  registeredFrom: Type.Optional(Time),
  registeredTo: Type.Optional(Time),
  minDeposits: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  maxDeposits: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  countries: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { maxItems: 50 })),
})
export type PromotionEligibility = Static<typeof PromotionEligibilitySchema>

/** The wagering a grant carries; null on a promotion: none. */
export const PromotionWageringSchema = Type.Object({
  multiple: Type.Integer({ minimum: 1, maximum: 100, description: 'times the base' }),
  base: Type.Enum(['bonus', 'bonus_and_deposit'] as const),
  weights: Type.Record(
    Type.String({ pattern: `^(${GAME_CATEGORIES.join('|')})$` }),
    Type.Integer({ minimum: 0, maximum: 100 }),
    {
      description: 'percent of each stake that counts, per category; a category not named counts in full',
    },
  ),
  expiresInDays: Days,
  maxStake: Type.Optional(Amount),
  onEarlyWithdrawal: Type.Enum(['block', 'forfeit'] as const, {
    description: 'block: no withdrawal until met; forfeit: a withdrawal gives the bonus back first',
  }),
})
export type PromotionWagering = Static<typeof PromotionWageringSchema>

export const WageringProgressSchema = Type.Object({
  required: AmountSchema,
  achieved: AmountSchema,
  expiresAt: Type.Union([Time, Type.Null()]),
})

/** A promotion and where the calling member stands in it. */
export const MemberPromotionSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  kind: Type.Enum(PROMOTION_KINDS),
  title: Type.String(),
  announcementId: Type.Union([Type.String(), Type.Null()], { description: 'the PR announcement that is its page' }),
  startsAt: Time,
  endsAt: Type.Union([Time, Type.Null()]),
  status: Type.Enum(MEMBER_PROMOTION_STATUSES),
  action: Type.Union([Type.Enum(PROMOTION_ACTIONS), Type.Null()]),
  claimable: Type.Union([AmountSchema, Type.Null()], { description: 'what a claim would pay now' }),
  wagering: Type.Union([WageringProgressSchema, Type.Null()]),
  rules: PromotionRulesSchema,
  wageringRules: Type.Union([PromotionWageringSchema, Type.Null()]),
})
export type MemberPromotion = Static<typeof MemberPromotionSchema>

export const RewardSchema = Type.Object({
  id: Type.String(),
  promotionId: Type.String(),
  kind: Type.Enum(PROMOTION_KINDS),
  title: Type.String(),
  occasion: Type.String(),
  amount: AmountSchema,
  state: Type.Enum(GRANT_STATES),
  claimed: Type.Boolean(),
  createdAt: Time,
  issuedAt: Type.Union([Time, Type.Null()]),
  claimableUntil: Type.Union([Time, Type.Null()]),
  forfeited: AmountSchema,
  wagering: Type.Union([WageringProgressSchema, Type.Null()]),
})
export type Reward = Static<typeof RewardSchema>

const PromotionId = Type.String({ pattern: '^[1-9]\\d{0,17}$' })
const LanguageQuery = Type.Object({ language: Type.Optional(Type.Enum(LANGUAGES)) })
const ActionBody = Type.Object({ promotionId: PromotionId })
const ActionResult = Type.Object({
  promotion: MemberPromotionSchema,
  granted: Type.Union([AmountSchema, Type.Null()], { description: 'paid by this call; null when nothing was' }),
})

export const promotionRoutes = {
  list: defineRoute({
    method: 'GET',
    url: '/wps/member/promotions',
    access: REAL_ACCOUNT,
    summary: 'The brand’s promotions that are live or coming, with the member’s status and button in each',
    tags: ['promotions'],
    schema: { querystring: LanguageQuery, response: { 200: Ok(Type.Array(MemberPromotionSchema)) } },
  }),
  join: defineRoute({
    method: 'POST',
    url: '/wps/relay/MCSFE_signUpPromotionJoin',
    access: REAL_ACCOUNT,
    summary: 'Join a promotion (joining twice answers the same); a sign-up reward on join is granted or asked for',
    tags: ['promotions'],
    schema: { body: ActionBody, response: { 200: Ok(ActionResult) } },
  }),
  requestReward: defineRoute({
    method: 'POST',
    url: '/wps/relay/MCSFE_signUpRequestReward',
    access: REAL_ACCOUNT,
    summary: 'Claim what the promotion owes the member, or ask for it when an operator approves its rewards',
    tags: ['promotions'],
    schema: { body: ActionBody, response: { 200: Ok(ActionResult) } },
  }),
  claimRaffle: defineRoute({
    method: 'POST',
    url: '/wps/relay/MCS2_claimRafflePromotion',
    access: REAL_ACCOUNT,
    summary: 'Claim the member’s prizes of a drawn raffle',
    tags: ['promotions'],
    schema: { body: ActionBody, response: { 200: Ok(ActionResult) } },
  }),
  rewards: defineRoute({
    method: 'GET',
    url: '/wps/member/rewards',
    access: REAL_ACCOUNT,
    summary: 'The reward centre: rewards waiting for a claim, then every grant, newest first',
    tags: ['promotions'],
    schema: {
      querystring: Type.Object({
        language: Type.Optional(Type.Enum(LANGUAGES)),
        pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
        pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
      }),
      response: {
        200: Ok(
          Type.Object({
            claimable: Type.Array(RewardSchema),
            history: Type.Array(RewardSchema),
            totalElements: Type.Integer(),
            wagering: Type.Union([WageringProgressSchema, Type.Null()], {
              description: 'all open bonus wagering together',
            }),
          }),
        ),
      },
    },
  }),
  claimReward: defineRoute({
    method: 'POST',
    url: '/wps/member/rewards/:rewardId/claim',
    access: REAL_ACCOUNT,
    summary: 'Claim one claimable reward (claiming twice answers the same)',
    tags: ['promotions'],
    schema: {
      params: Type.Object({ rewardId: PromotionId }),
      response: { 200: Ok(RewardSchema) },
    },
  }),
}

export const INVITEE_STATUSES = ['registered', 'qualified', 'rewarded'] as const

export const ReferralSummarySchema = Type.Object({
  code: Type.String({ description: 'the member’s own code, which invitees register with' }),
  link: Type.String({ description: 'the registration address with the code, on the brand’s configured site domain' }),
  promotion: Type.Union([MemberPromotionSchema, Type.Null()], { description: 'the live referral promotion, if any' }),
  invitees: Type.Array(
    Type.Object({
      account: Type.String({ description: 'masked username' }),
      registeredAt: Time,
      status: Type.Enum(INVITEE_STATUSES),
      reward: Type.Union([AmountSchema, Type.Null()]),
    }),
  ),
  inviteeTotal: Type.Integer(),
  earnings: AmountSchema,
})
export type ReferralSummary = Static<typeof ReferralSummarySchema>

export const RaffleViewSchema = Type.Object({
  promotionId: Type.String(),
  ticketsBy: Type.Enum(['deposit', 'turnover'] as const),
  unit: AmountSchema,
  maxTickets: Type.Integer(),
  tickets: Type.Integer({ description: 'the calling member’s tickets so far (frozen once drawn)' }),
  entrants: Type.Integer(),
  totalTickets: Type.Integer(),
  commitment: Type.String({ description: 'SHA-256 of the server seed, published before the campaign opened' }),
  seed: Type.Union([Type.String(), Type.Null()], { description: 'revealed once drawn' }),
  drawnAt: Type.Union([Time, Type.Null()]),
  prizes: Type.Array(Type.Object({ rank: Type.Integer(), amount: AmountSchema })),
  winners: Type.Array(Type.Object({ rank: Type.Integer(), account: Type.String(), amount: AmountSchema })),
  myPrizes: Type.Array(
    Type.Object({
      rank: Type.Integer(),
      amount: AmountSchema,
      state: Type.Enum(GRANT_STATES),
      rewardId: Type.String(),
    }),
  ),
})
export type RaffleView = Static<typeof RaffleViewSchema>

export const promotionExtraRoutes = {
  referral: defineRoute({
    method: 'GET',
    url: '/wps/member/referral',
    access: REAL_ACCOUNT,
    summary: 'The invite-friends page: the member’s code and link, the invitees with their status, and the earnings',
    tags: ['promotions'],
    schema: {
      querystring: Type.Object({
        language: Type.Optional(Type.Enum(LANGUAGES)),
        pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
        pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
      }),
      response: { 200: Ok(ReferralSummarySchema) },
    },
  }),
  raffle: defineRoute({
    method: 'GET',
    url: '/wps/member/promotions/:promotionId/raffle',
    access: REAL_ACCOUNT,
    summary:
      'A raffle: the member’s tickets, the commitment, and once drawn the seed, the winners and the member’s prizes',
    tags: ['promotions'],
    schema: { params: Type.Object({ promotionId: PromotionId }), response: { 200: Ok(RaffleViewSchema) } },
  }),
}
