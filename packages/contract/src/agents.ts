import { Type, type TSchema } from 'typebox'
import type { Role } from './access'
import {
  BILL_STATUSES,
  BillSchema,
  CONTRACT_KINDS,
  CONTRACT_RELAYS,
  ContractFlagsSchema,
  ContractSchema,
  ContractTierSchema,
  DIVIDEND_PERIODS,
  DividendTierSchema,
  RateCeilingSchema,
  RealTimeTierSchema,
  SalaryTierSchema,
  TeamBetSchema,
  TeamMemberSchema,
  TeamOverviewSchema,
  UserProfitLossSchema,
  type ContractKind,
} from './agent-schemas'
import { Ok } from './envelope'
import { defineRoute } from './route'
import { AmountSchema, TransactionRecordSchema } from './wallet'
import { Page, Paging } from './paging'

/** The agent centre's calls; the shapes and the rules they follow are in agent-schemas.ts. */
const AGENT: readonly Role[] = ['agent']

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const Username = Type.String({ minLength: 1, maxLength: 64 })
const Id = Type.String({ pattern: '^[1-9]\\d{0,18}$' })
const RangeQuery = {
  from: Type.Optional(Type.String({ format: 'date-time', description: 'inclusive; default: 7 days before `to`' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'exclusive; default: now' })),
}

/** The relay body: one of three shapes by `action`; `extra` is the dividend's period. */
const ContractAction = <T extends TSchema, P extends Record<string, TSchema>>(kind: ContractKind, tier: T, extra: P) =>
  Type.Union(
    [
      Type.Object({
        action: Type.Literal('offer'),
        username: Username,
        tiers: Type.Array(tier, { minItems: 1, maxItems: 10 }),
        ...extra,
      }),
      Type.Object({
        action: Type.Enum(['accept', 'reject', 'request_termination', 'confirm_termination', 'get'] as const),
        contractId: Id,
      }),
      Type.Object({
        action: Type.Literal('list'),
        side: Type.Optional(Type.Enum(['own', 'given', 'all'] as const, { description: 'default all' })),
        username: Type.Optional(Username),
        history: Type.Optional(
          Type.Boolean({ description: 'include rejected and terminated versions; default false' }),
        ),
      }),
    ],
    {
      description: `${kind}: offer (to a direct downline), accept / reject (the downline), request_termination (either side), confirm_termination (the other side), get, list`,
    },
  )

const ContractResult = Ok(
  Type.Object({
    contract: Nullable(ContractSchema),
    contracts: Type.Array(ContractSchema, {
      description: 'list: matching contracts, newest first; accept: the downline contracts it ended',
    }),
    ceiling: RateCeilingSchema,
  }),
)

function contractRoute<K extends ContractKind, T extends TSchema, P extends Record<string, TSchema>>(
  kind: K,
  tier: T,
  extra: P,
) {
  return defineRoute({
    method: 'POST',
    url: `/wps/relay/${CONTRACT_RELAYS[kind]}`,
    access: AGENT,
    summary: `The ${kind.replace('_', ' ')} contract: one call with an action (decision 027)`,
    tags: ['agent'],
    schema: { body: ContractAction(kind, tier, extra), response: { 200: ContractResult } },
  })
}

export const agentRoutes = {
  overview: defineRoute({
    method: 'GET',
    url: '/wps/agent/team/overview',
    access: AGENT,
    summary:
      'Team overview: size, new and active members, deposits, withdrawals, bets and profit and loss in a range (default: the last 7 days in the merchant time zone, today included), with a daily series',
    tags: ['agent'],
    schema: { querystring: Type.Object(RangeQuery), response: { 200: Ok(TeamOverviewSchema) } },
  }),
  flags: defineRoute({
    method: 'GET',
    url: '/wps/agent/contract/flags',
    access: AGENT,
    summary:
      'Consolidated contract flags: which contract pages apply (own contract of the kind, offered or active, or a ceiling to offer from)',
    tags: ['agent'],
    schema: { response: { 200: Ok(ContractFlagsSchema) } },
  }),
  register: defineRoute({
    method: 'POST',
    url: '/wps/agent/register',
    access: AGENT,
    encrypted: true,
    summary:
      'registerCenter: create a direct downline (member or agent) with an initial password, and optionally offer it a contract',
    tags: ['agent'],
    schema: {
      body: Type.Object({
        username: Type.String({
          minLength: 1,
          maxLength: 64,
          description: "checked against the merchant's username rule",
        }),
        password: Type.String({
          minLength: 1,
          maxLength: 64,
          description: "checked against the merchant's password rule",
        }),
        type: Type.Enum(['member', 'agent'] as const),
        contract: Type.Optional(
          Type.Object(
            {
              kind: Type.Enum(CONTRACT_KINDS),
              period: Type.Optional(Type.Enum(DIVIDEND_PERIODS)),
              tiers: Type.Array(ContractTierSchema, { minItems: 1, maxItems: 10 }),
            },
            { description: 'agents only; the same rules as the relay offer' },
          ),
        ),
      }),
      response: {
        200: Ok(
          Type.Object({
            username: Type.String(),
            isAgent: Type.Integer(),
            affiliateCode: Type.String(),
            contract: Nullable(ContractSchema),
          }),
        ),
      },
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
        under: Type.Optional(
          Type.String({ maxLength: 64, description: 'list below this downline instead of the caller (drill down)' }),
        ),
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
        200: Ok(
          Page(TeamBetSchema, {
            totals: Type.Object({
              stake: AmountSchema,
              validBet: AmountSchema,
              win: AmountSchema,
              profit: AmountSchema,
            }),
          }),
        ),
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
      querystring: Type.Object({
        ...RangeQuery,
        username: Type.Optional(Username),
        scope: Type.Optional(Type.Enum(['direct', 'all'] as const, { default: 'all' })),
        ...Paging,
      }),
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
      querystring: Type.Object({
        ...RangeQuery,
        username: Username,
        type: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_]{0,31}$' })),
        ...Paging,
      }),
      response: { 200: Ok(Page(TransactionRecordSchema)) },
    },
  }),
  bills: defineRoute({
    method: 'GET',
    url: '/wps/agent/bills',
    access: AGENT,
    summary:
      'My income (side=received) and what the caller pays its downlines (side=paid): salary and dividend bills with their computation',
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
              byKind: Type.Object({
                dividend: AmountSchema,
                daily_salary: AmountSchema,
                hourly_salary: AmountSchema,
                realtime_salary: AmountSchema,
              }),
            }),
          }),
        ),
      },
    },
  }),
  dividend: contractRoute('dividend', DividendTierSchema, { period: Type.Enum(DIVIDEND_PERIODS) }),
  dailySalary: contractRoute('daily_salary', SalaryTierSchema, {}),
  hourlySalary: contractRoute('hourly_salary', SalaryTierSchema, {}),
  realTimeSalary: contractRoute('realtime_salary', RealTimeTierSchema, {}),
} as const
