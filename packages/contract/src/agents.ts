import { Type, type Static, type TSchema } from 'typebox'
import type { Role } from './access'
import { Ok } from './envelope'
import { defineRoute } from './route'
import { AmountSchema, PositiveAmount, TransactionRecordSchema } from './wallet'

/**
 * The agent centre (spec sections 2, 3, 4 and 7; docs/decisions/027). Every call is for agents
 * only (isAgent 1, 2, 41, 42) and sees the caller's own subtree: a username outside it answers
 * not_in_team, exactly as one that does not exist.
 *
 * Figures: amounts are decimal strings with two places (AmountSchema); rates are percentages as
 * decimal strings with two places ("0.80" means 0.80%), at most "100.00". Ranges are instants,
 * `from` inclusive and `to` exclusive; at most 90 days (RECORD_RANGE_MAX_DAYS); the default is the
 * 7 days before now. Team money figures cover the agent and its whole subtree; team size and the
 * member lists count downlines only.
 */
const AGENT: readonly Role[] = ['agent']

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
export const RateSchema = Type.String({ pattern: '^(100\\.00|\\d{1,2}\\.\\d{2})$', description: 'percent, two places: "0.80" = 0.80%' })
const Username = Type.String({ minLength: 1, maxLength: 64 })
const Id = Type.String({ pattern: '^[1-9]\\d{0,18}$' })
const RangeQuery = {
  from: Type.Optional(Type.String({ format: 'date-time', description: 'inclusive; default: 7 days before `to`' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'exclusive; default: now' })),
}
const Paging = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
}
const Page = <T extends TSchema>(item: T, extra: Record<string, TSchema> = {}) =>
  Type.Object({ content: Type.Array(item), pageNum: Type.Integer(), totalPages: Type.Integer(), totalElements: Type.Integer(), ...extra })

/** isAgent of an agent account; 0 is a member. */
export const AGENT_TYPES = [1, 2, 41, 42] as const
export const CONTRACT_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const
export type ContractKind = (typeof CONTRACT_KINDS)[number]
/** Dividend periods (spec: salary periods); the salaries have fixed periods: daily, hourly, every 5 minutes. */
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const
export const CONTRACT_PERIODS = ['five_minutes', 'hourly', ...DIVIDEND_PERIODS] as const
export const CONTRACT_STATUSES = ['offered', 'rejected', 'active', 'terminated'] as const
export const CONTRACT_END_REASONS = ['rejected', 'agreed', 'superseded', 'upline_rate_lowered'] as const
export const BILL_STATUSES = ['pending', 'insufficient_funds', 'paid'] as const
/** The relay of each contract kind (spec section 7). */
export const CONTRACT_RELAYS = {
  dividend: 'MCS2_processDividendReq',
  daily_salary: 'MCS2_processDailySalContract',
  hourly_salary: 'MCS2_processContractHourSalary',
  realtime_salary: 'MCSFE_processRealTimeSalaryContract',
} as const satisfies Record<ContractKind, string>

// Tiers: a period's figures select the highest-rate tier whose thresholds are all met.
export const DividendTierSchema = Type.Object({
  periodValidBet: PositiveAmount,
  periodProfitLoss: Type.String({ pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$', description: "the team's loss (the platform's win) at least this" }),
  activeMembers: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  rate: RateSchema,
})
export const SalaryTierSchema = Type.Object({ betAmount: PositiveAmount, rate: RateSchema })
export const RealTimeTierSchema = Type.Object({
  singleBetAmount: PositiveAmount,
  profitWageRate: RateSchema,
  lossWageRate: RateSchema,
})
const Tier = Type.Union([DividendTierSchema, SalaryTierSchema, RealTimeTierSchema])

export const ContractSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(CONTRACT_KINDS),
  version: Type.Integer({ description: 'per agent and kind, from 1; every offer is a new version' }),
  status: Type.Enum(CONTRACT_STATUSES),
  period: Type.Enum(CONTRACT_PERIODS),
  upline: Nullable(Type.String({ description: 'username of the upline who offered it; null: the platform (top-level agents)' })),
  agent: Type.String({ description: 'username of the downline it is for' }),
  /** 'own' when the caller is the downline, 'given' when the caller offered it. */
  side: Type.Enum(['own', 'given'] as const),
  tiers: Type.Array(Tier, { description: 'sorted by threshold; shape per kind (DividendTier, SalaryTier, RealTimeTier)' }),
  offeredAt: Type.String({ format: 'date-time' }),
  decidedAt: Nullable(Type.String({ format: 'date-time', description: 'accepted or rejected at' })),
  terminationRequestedBy: Nullable(Type.Enum(['upline', 'agent'] as const)),
  terminationRequestedAt: Nullable(Type.String({ format: 'date-time' })),
  terminatedAt: Nullable(Type.String({ format: 'date-time' })),
  endReason: Nullable(Type.Enum(CONTRACT_END_REASONS)),
})
export type Contract = Static<typeof ContractSchema>

/** The highest rates this agent may offer: its own active contract's, or the merchant's ceiling at the top. */
export const RateCeilingSchema = Type.Object({
  rate: Nullable(RateSchema),
  lossWageRate: Nullable(RateSchema),
  source: Type.Enum(['merchant', 'own_contract', 'none'] as const),
})

const ContractAction = (kind: ContractKind, tier: TSchema, withPeriod: boolean) =>
  Type.Union([
    Type.Object({
      action: Type.Literal('offer'),
      username: Username,
      tiers: Type.Array(tier, { minItems: 1, maxItems: 10 }),
      ...(withPeriod ? { period: Type.Enum(DIVIDEND_PERIODS) } : {}),
    }),
    Type.Object({ action: Type.Enum(['accept', 'reject', 'request_termination', 'confirm_termination', 'get'] as const), contractId: Id }),
    Type.Object({
      action: Type.Literal('list'),
      side: Type.Optional(Type.Enum(['own', 'given', 'all'] as const, { description: 'default all' })),
      username: Type.Optional(Username),
      history: Type.Optional(Type.Boolean({ description: 'include rejected and terminated versions; default false' })),
    }),
  ], { description: `${kind}: offer (to a direct downline), accept / reject (the downline), request_termination (either side), confirm_termination (the other side), get, list` })

const ContractResult = Ok(
  Type.Object({
    contract: Nullable(ContractSchema),
    contracts: Type.Array(ContractSchema, { description: 'list: matching contracts, newest first; accept: the downline contracts it ended' }),
    ceiling: RateCeilingSchema,
  }),
)

function contractRoute<K extends ContractKind>(kind: K, tier: TSchema, withPeriod: boolean) {
  return defineRoute({
    method: 'POST',
    url: `/wps/relay/${CONTRACT_RELAYS[kind]}`,
    access: AGENT,
    summary: `The ${kind.replace('_', ' ')} contract: one call with an action (decision 027)`,
    tags: ['agent'],
    schema: { body: ContractAction(kind, tier, withPeriod), response: { 200: ContractResult } },
  })
}

export const TeamOverviewSchema = Type.Object({
  from: Type.String({ format: 'date-time' }),
  to: Type.String({ format: 'date-time' }),
  currency: Type.String(),
  teamSize: Type.Integer({ description: 'downlines at any depth, now' }),
  directMembers: Type.Integer(),
  newMembers: Type.Integer({ description: 'downlines registered in the range' }),
  activeMembers: Type.Integer({ description: 'team accounts with at least one settled bet in the range' }),
  betCount: Type.Integer(),
  deposits: AmountSchema,
  withdrawals: AmountSchema,
  stake: AmountSchema,
  validBet: AmountSchema,
  payout: AmountSchema,
  profitLoss: AmountSchema,
  series: Type.Array(
    Type.Object({
      day: Type.String({ description: 'YYYY-MM-DD in the merchant time zone' }),
      newMembers: Type.Integer(),
      activeMembers: Type.Integer(),
      deposits: AmountSchema,
      withdrawals: AmountSchema,
      validBet: AmountSchema,
      profitLoss: AmountSchema,
    }),
  ),
})

export const ContractFlagsSchema = Type.Object({
  dividend: Type.Boolean(),
  dailySalary: Type.Boolean(),
  hourSalary: Type.Boolean(),
  realTimeSalary: Type.Boolean(),
})

export const TeamMemberSchema = Type.Object({
  username: Type.String(),
  nickname: Nullable(Type.String()),
  isAgent: Type.Integer({ description: '0 member, 1/2/41/42 agent' }),
  level: Type.Integer({ description: 'depth below the caller: 1 for a direct downline' }),
  upline: Type.String({ description: 'username of its direct upline' }),
  teamSize: Type.Integer({ description: 'its own downlines at any depth' }),
  balance: AmountSchema,
  status: Type.Enum(['active', 'frozen'] as const),
  registeredAt: Type.String({ format: 'date-time' }),
  lastLoginAt: Nullable(Type.String({ format: 'date-time' })),
  contracts: Type.Array(
    Type.Object({ kind: Type.Enum(CONTRACT_KINDS), status: Type.Enum(CONTRACT_STATUSES), version: Type.Integer(), maxRate: RateSchema }),
    { description: 'its latest contract of each kind from its upline (only direct downlines have them from the caller)' },
  ),
})

export const TeamBetSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  vendor: Type.String(),
  roundId: Type.String(),
  gameCode: Type.String(),
  gameType: Type.String(),
  stake: AmountSchema,
  validBet: AmountSchema,
  win: AmountSchema,
  profit: AmountSchema,
  status: Type.Enum(['open', 'settled', 'rolled_back'] as const),
  time: Type.String({ format: 'date-time' }),
  settledAt: Nullable(Type.String({ format: 'date-time' })),
})

export const UserProfitLossSchema = Type.Object({
  username: Type.String(),
  isAgent: Type.Integer(),
  level: Type.Integer(),
  betCount: Type.Integer(),
  stake: AmountSchema,
  validBet: AmountSchema,
  payout: AmountSchema,
  profitLoss: AmountSchema,
  deposits: AmountSchema,
  withdrawals: AmountSchema,
})

export const BillSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(CONTRACT_KINDS),
  contractId: Type.String(),
  contractVersion: Type.Integer(),
  agent: Type.String({ description: 'who is paid' }),
  payer: Nullable(Type.String({ description: 'the upline who pays; null: the platform' })),
  periodStart: Type.String({ format: 'date-time' }),
  periodEnd: Type.String({ format: 'date-time' }),
  amount: AmountSchema,
  status: Type.Enum(BILL_STATUSES),
  attempts: Type.Integer(),
  paidAt: Nullable(Type.String({ format: 'date-time' })),
  computation: Type.Object(
    {
      validBet: AmountSchema,
      stake: AmountSchema,
      profitLoss: AmountSchema,
      activeMembers: Type.Integer(),
      betCount: Type.Integer(),
      base: AmountSchema,
      tier: Nullable(Tier),
      rate: Nullable(RateSchema),
      bands: Type.Optional(
        Type.Array(Type.Object({ singleBetAmount: AmountSchema, wonValidBet: AmountSchema, lostValidBet: AmountSchema, amount: AmountSchema })),
      ),
    },
    { description: 'base × rate = amount (real-time salary: the sum of its bands); profitLoss is the team members’ net result' },
  ),
})

export const agentRoutes = {
  overview: defineRoute({
    method: 'GET',
    url: '/wps/agent/team/overview',
    access: AGENT,
    summary: 'Team overview: size, new and active members, deposits, withdrawals, bets and profit and loss in a range, with a daily series',
    tags: ['agent'],
    schema: { querystring: Type.Object(RangeQuery), response: { 200: Ok(TeamOverviewSchema) } },
  }),
  flags: defineRoute({
    method: 'GET',
    url: '/wps/agent/contract/flags',
    access: AGENT,
    summary: 'Consolidated contract flags: which contract pages apply (own contract of the kind, offered or active, or a ceiling to offer from)',
    tags: ['agent'],
    schema: { response: { 200: Ok(ContractFlagsSchema) } },
  }),
  register: defineRoute({
    method: 'POST',
    url: '/wps/agent/register',
    access: AGENT,
    encrypted: true,
    summary: 'registerCenter: create a direct downline (member or agent) with an initial password, and optionally offer it a contract',
    tags: ['agent'],
    schema: {
      body: Type.Object({
        username: Type.String({ minLength: 1, maxLength: 64, description: "checked against the merchant's username rule" }),
        password: Type.String({ minLength: 1, maxLength: 64, description: "checked against the merchant's password rule" }),
        type: Type.Enum(['member', 'agent'] as const),
        contract: Type.Optional(
          Type.Object({
            kind: Type.Enum(CONTRACT_KINDS),
            period: Type.Optional(Type.Enum(DIVIDEND_PERIODS)),
            tiers: Type.Array(Tier, { minItems: 1, maxItems: 10 }),
          }, { description: 'agents only; the same rules as the relay offer' }),
        ),
      }),
      response: { 200: Ok(Type.Object({ username: Type.String(), isAgent: Type.Integer(), affiliateCode: Type.String(), contract: Nullable(ContractSchema) })) },
    },
  }),
  members: defineRoute({
    method: 'GET',
    url: '/wps/agent/team/members',
    access: AGENT,
    summary: 'Team management: downlines with search, scope, type and level filters, newest first',
    tags: ['agent'],
    schema: {
      querystring: Type.Object({
        search: Type.Optional(Type.String({ maxLength: 64, description: 'username prefix, case-insensitive' })),
        scope: Type.Optional(Type.Enum(['direct', 'all'] as const, { default: 'direct' })),
        type: Type.Optional(Type.Enum(['member', 'agent'] as const)),
        level: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        under: Type.Optional(Type.String({ maxLength: 64, description: 'list below this downline instead of the caller (drill down)' })),
        ...Paging,
      }),
      response: { 200: Ok(Page(TeamMemberSchema)) },
    },
  }),
  bets: defineRoute({
    method: 'GET',
    url: '/wps/agent/team/bets',
    access: AGENT,
    summary: "Team betting: the team's rounds (the caller's too) in a range, newest first, with totals",
    tags: ['agent'],
    schema: {
      querystring: Type.Object({
        ...RangeQuery,
        username: Type.Optional(Username),
        gameType: Type.Optional(Type.String({ pattern: '^[A-Z]{2,8}$' })),
        status: Type.Optional(Type.Enum(['open', 'settled', 'rolled_back'] as const)),
        ...Paging,
      }),
      response: {
        200: Ok(Page(TeamBetSchema, { totals: Type.Object({ stake: AmountSchema, validBet: AmountSchema, win: AmountSchema, profit: AmountSchema }) })),
      },
    },
  }),
  profitLoss: defineRoute({
    method: 'GET',
    url: '/wps/agent/team/profit-loss',
    access: AGENT,
    summary: 'User profit and loss: per team account (the caller first when it played), largest valid bet first',
    tags: ['agent'],
    schema: {
      querystring: Type.Object({ ...RangeQuery, username: Type.Optional(Username), scope: Type.Optional(Type.Enum(['direct', 'all'] as const, { default: 'all' })), ...Paging }),
      response: { 200: Ok(Page(UserProfitLossSchema)) },
    },
  }),
  transactions: defineRoute({
    method: 'GET',
    url: '/wps/agent/team/transactions',
    access: AGENT,
    summary: "Downline transaction details: a downline's wallet movements (ledger), newest first",
    tags: ['agent'],
    schema: {
      querystring: Type.Object({ ...RangeQuery, username: Username, type: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_]{0,31}$' })), ...Paging }),
      response: { 200: Ok(Page(TransactionRecordSchema)) },
    },
  }),
  bills: defineRoute({
    method: 'GET',
    url: '/wps/agent/bills',
    access: AGENT,
    summary: 'My income (side=received) and what the caller pays its downlines (side=paid): salary and dividend bills with their computation',
    tags: ['agent'],
    schema: {
      querystring: Type.Object({
        ...RangeQuery,
        side: Type.Optional(Type.Enum(['received', 'paid'] as const, { default: 'received' })),
        kind: Type.Optional(Type.Enum(CONTRACT_KINDS)),
        status: Type.Optional(Type.Enum(BILL_STATUSES)),
        ...Paging,
      }),
      response: {
        200: Ok(
          Page(BillSchema, {
            totals: Type.Object({
              paid: AmountSchema,
              unpaid: AmountSchema,
              byKind: Type.Object({ dividend: AmountSchema, daily_salary: AmountSchema, hourly_salary: AmountSchema, realtime_salary: AmountSchema }),
            }),
          }),
        ),
      },
    },
  }),
  dividend: contractRoute('dividend', DividendTierSchema, true),
  dailySalary: contractRoute('daily_salary', SalaryTierSchema, false),
  hourlySalary: contractRoute('hourly_salary', SalaryTierSchema, false),
  realTimeSalary: contractRoute('realtime_salary', RealTimeTierSchema, false),
} as const
