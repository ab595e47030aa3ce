import { Type, type Static, type TSchema } from 'typebox'
import {
  CONTRACT_KINDS,
  ContractSchema,
  DIVIDEND_PERIODS,
  DividendTierSchema,
  RealTimeTierSchema,
  SalaryTierSchema,
} from './agent-schemas'
import { Ok } from './envelope'
import { MEMBER_ID_PATTERN, MemberIdParams, OPERATOR } from './operators'
import { defineRoute } from './route'

/**
 * The back office's side of the agent contracts (docs/decisions/027): the platform is the upline
 * of every top-level agent (an agent with no agent above it). Operators list those agents with
 * their platform contracts, offer them contracts (the agent accepts or rejects through its own
 * relay, as from an upline), end them by agreement, and set the merchant's rate ceilings: the
 * highest rate a top-level agent may be given and may offer. A merchant's operator sees its own
 * merchant only; an installation-wide operator names the merchant (`merchantId`).
 */

/** A ceiling may be 0.00: the merchant gives no contract of that kind and its top-level agents offer none. */
export const CeilingRateSchema = Type.String({
  pattern: '^(100\\.00|\\d{1,2}\\.\\d{2})$',
  description: 'percent, two places: "0.80" = 0.80%',
})
const MerchantId = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  description: 'required of an installation-wide operator',
})
const Tiers = <T extends TSchema>(tier: T) => Type.Array(tier, { minItems: 1, maxItems: 10 })

export const RateCeilingsSchema = Type.Object({
  dividend: CeilingRateSchema,
  dailySalary: CeilingRateSchema,
  hourlySalary: CeilingRateSchema,
  realtimeSalaryProfit: CeilingRateSchema,
  realtimeSalaryLoss: CeilingRateSchema,
})

export const TopAgentSchema = Type.Object({
  memberId: Type.String(),
  username: Type.String(),
  isAgent: Type.Integer(),
  status: Type.Enum(['active', 'frozen'] as const),
  registeredAt: Type.String({ format: 'date-time' }),
  teamSize: Type.Integer({ description: 'downlines at any depth' }),
  contracts: Type.Array(ContractSchema, { description: 'its live platform contracts (offered or active), by kind' }),
})

const ContractIdParams = Type.Object({ contractId: Type.String({ pattern: `^${MEMBER_ID_PATTERN}$` }) })
const OneContract = Ok(Type.Object({ contract: ContractSchema }))
const Ceilings = <E extends Record<string, TSchema> = Record<never, TSchema>>(extra: E = {} as E) =>
  Ok(Type.Object({ merchantId: Type.Integer(), ceilings: RateCeilingsSchema, ...extra }))

function terminationRoute<S extends 'request' | 'confirm'>(step: S, summary: string) {
  return defineRoute({
    method: 'POST',
    url: `/wps/operator/agent-contracts/:contractId/${step}-termination`,
    access: OPERATOR,
    permission: 'agents.manage',
    summary,
    tags: ['operator', 'agent'],
    schema: { params: ContractIdParams, response: { 200: OneContract } },
  })
}

export const operatorAgentRoutes = {
  topAgents: defineRoute({
    method: 'GET',
    url: '/wps/operator/agents',
    access: OPERATOR,
    permission: 'agents.read',
    summary: 'The merchant’s top-level agents (no agent above them) with their live platform contracts',
    tags: ['operator', 'agent'],
    schema: {
      querystring: Type.Object({
        merchantId: Type.Optional(MerchantId),
        username: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'exact username (any case)' })),
        pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
        pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
      }),
      response: {
        200: Ok(
          Type.Object({
            content: Type.Array(TopAgentSchema),
            pageNum: Type.Integer(),
            totalPages: Type.Integer(),
            totalElements: Type.Integer(),
          }),
        ),
      },
    },
  }),
  contracts: defineRoute({
    method: 'GET',
    url: '/wps/operator/agents/:memberId/contracts',
    access: OPERATOR,
    permission: 'agents.read',
    summary: 'A top-level agent’s platform contracts, newest first (live ones, or every version with history)',
    tags: ['operator', 'agent'],
    schema: {
      params: MemberIdParams,
      querystring: Type.Object({
        kind: Type.Optional(Type.Enum(CONTRACT_KINDS)),
        history: Type.Optional(
          Type.Boolean({ description: 'include rejected and terminated versions; default false' }),
        ),
      }),
      response: { 200: Ok(Type.Object({ contracts: Type.Array(ContractSchema) })) },
    },
  }),
  offer: defineRoute({
    method: 'POST',
    url: '/wps/operator/agents/:memberId/contracts',
    access: OPERATOR,
    permission: 'agents.manage',
    summary:
      'Offer a top-level agent a platform contract, within the merchant’s ceiling; it replaces a pending offer of the kind ' +
      'and starts when the agent accepts it through its relay',
    tags: ['operator', 'agent'],
    schema: {
      params: MemberIdParams,
      body: Type.Union([
        Type.Object({
          kind: Type.Literal('dividend'),
          period: Type.Enum(DIVIDEND_PERIODS),
          tiers: Tiers(DividendTierSchema),
        }),
        Type.Object({ kind: Type.Enum(['daily_salary', 'hourly_salary'] as const), tiers: Tiers(SalaryTierSchema) }),
        Type.Object({ kind: Type.Literal('realtime_salary'), tiers: Tiers(RealTimeTierSchema) }),
      ]),
      response: { 200: OneContract },
    },
  }),
  requestTermination: terminationRoute(
    'request',
    'Ask to end an active platform contract; it ends when the agent confirms (asking again is harmless)',
  ),
  confirmTermination: terminationRoute(
    'confirm',
    'Confirm the agent’s request to end a platform contract: it ends by agreement',
  ),
  ceilings: defineRoute({
    method: 'GET',
    url: '/wps/operator/agent-rate-ceilings',
    access: OPERATOR,
    permission: 'agents.read',
    summary: 'The merchant’s rate ceilings per kind: the most a top-level agent may be given and may offer',
    tags: ['operator', 'agent'],
    schema: { querystring: Type.Object({ merchantId: Type.Optional(MerchantId) }), response: { 200: Ceilings() } },
  }),
  setCeilings: defineRoute({
    method: 'PUT',
    url: '/wps/operator/agent-rate-ceilings',
    access: OPERATOR,
    permission: 'agents.manage',
    summary:
      'Set the merchant’s rate ceilings; offers and acceptances are checked against them from now on, contracts in force ' +
      'stay until ended by agreement (`above` lists the live platform contracts above the new ceilings)',
    tags: ['operator', 'agent'],
    schema: {
      body: Type.Object({ merchantId: Type.Optional(MerchantId), ceilings: RateCeilingsSchema }),
      response: { 200: Ceilings({ above: Type.Array(ContractSchema) }) },
    },
  }),
} as const

export type RateCeilings = Static<typeof RateCeilingsSchema>
