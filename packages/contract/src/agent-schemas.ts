import { Type, type Static, type TSchema } from 'typebox'
import { AmountSchema, PositiveAmount } from './wallet'

/**
 * The agent centre (docs/domain/site.md and docs/domain/api-calls.md; docs/decisions/027). Every call is for agents
 * only (isAgent 1, 2, 41, 42) and sees the caller's own subtree: a username outside it answers
 * not_in_team, exactly as one that does not exist.
 *
 * Figures: amounts are decimal strings with two places (AmountSchema); rates are percentages as
 * decimal strings with two places ("0.80" means 0.80%), at most "100.00". Ranges are instants,
 * `from` inclusive and `to` exclusive; at most 90 days (RECORD_RANGE_MAX_DAYS); the default is the
 * 7 days before now. Team money figures cover the agent and its whole subtree; team size and the
 * member lists count downlines only.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
export const RateSchema = Type.String({
  pattern: '^(100\\.00|\\d{1,2}\\.\\d{2})$',
  description: 'percent, two places: "0.80" = 0.80%',
})
export const CONTRACT_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const
export type ContractKind = (typeof CONTRACT_KINDS)[number]
/** Dividend periods (docs/domain/site.md#data-and-fields); the salaries have fixed periods: daily, hourly, every 5 minutes. */
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const
export const CONTRACT_PERIODS = ['five_minutes', 'hourly', ...DIVIDEND_PERIODS] as const
export const CONTRACT_STATUSES = ['offered', 'rejected', 'active', 'terminated'] as const
export const CONTRACT_END_REASONS = ['rejected', 'agreed', 'superseded', 'upline_rate_lowered'] as const
export const BILL_STATUSES = ['pending', 'insufficient_funds', 'paid'] as const
/** The relay of each contract kind (docs/domain/api-calls.md). */
export const CONTRACT_RELAYS = {
  dividend: 'MCS2_processDividendReq',
  daily_salary: 'MCS2_processDailySalContract',
  hourly_salary: 'MCS2_processContractHourSalary',
  realtime_salary: 'MCSFE_processRealTimeSalaryContract',
} as const satisfies Record<ContractKind, string>

// Tiers: a period's figures select the highest-rate tier whose thresholds are all met.
export const DividendTierSchema = Type.Object({
  periodValidBet: PositiveAmount,
  periodProfitLoss: Type.String({
    pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$',
    description: "the team's loss (the platform's win) at least this",
  }),
  activeMembers: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  rate: RateSchema,
})
export const SalaryTierSchema = Type.Object({ betAmount: PositiveAmount, rate: RateSchema })
export const RealTimeTierSchema = Type.Object({
  singleBetAmount: PositiveAmount,
  profitWageRate: RateSchema,
  lossWageRate: RateSchema,
})
/** A tier of any kind; which fields a kind takes is checked by the server (validation_failed). */
export const ContractTierSchema = Type.Union([DividendTierSchema, SalaryTierSchema, RealTimeTierSchema])

export const ContractSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(CONTRACT_KINDS),
  version: Type.Integer({ description: 'per agent and kind, from 1; every offer is a new version' }),
  status: Type.Enum(CONTRACT_STATUSES),
  period: Type.Enum(CONTRACT_PERIODS),
  upline: Nullable(
    Type.String({ description: 'username of the upline who offered it; null: the platform (top-level agents)' }),
  ),
  agent: Type.String({ description: 'username of the downline it is for' }),
  /** 'own' when the caller is the downline, 'given' when the caller offered it. */
  side: Type.Enum(['own', 'given'] as const),
  tiers: Type.Array(ContractTierSchema, {
    description: 'sorted by threshold; shape per kind (DividendTier, SalaryTier, RealTimeTier)',
  }),
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
    Type.Object({
      kind: Type.Enum(CONTRACT_KINDS),
      status: Type.Enum(CONTRACT_STATUSES),
      version: Type.Integer(),
      maxRate: RateSchema,
    }),
    {
      description: 'its latest contract of each kind from its upline (only direct downlines have them from the caller)',
    },
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
      tier: Nullable(ContractTierSchema),
      rate: Nullable(RateSchema),
      bands: Type.Optional(
        Type.Array(
          Type.Object({
            singleBetAmount: AmountSchema,
            wonValidBet: AmountSchema,
            lostValidBet: AmountSchema,
            amount: AmountSchema,
          }),
        ),
      ),
    },
    {
      description:
        'base × rate = amount (real-time salary: the sum of its bands); profitLoss is the team members’ net result',
    },
  ),
})
