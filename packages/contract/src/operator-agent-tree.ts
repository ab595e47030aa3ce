import { Type, type TSchema } from 'typebox'
import { BILL_STATUSES, BillSchema, CONTRACT_KINDS, ContractSchema } from './agent-schemas'
import { Ok } from './envelope'
import { MemberIdParams, OPERATOR } from './operators'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'
import { Page, Paging } from './paging'

/**
 * The back office's agents section beyond the platform contracts (operator-agents.ts): the agent
 * tree (search, an account with its upline chain, its direct downlines), any agent's contracts,
 * and the brand's agent bills and their payments. Reads only; a brand's operator sees its
 * brands, an installation-wide one every brand (or the one it names with `merchantId`).
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const Time = Type.String({ format: 'date-time' })
const MerchantId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const RangeQuery = {
  from: Type.Optional(Type.String({ format: 'date-time', description: 'inclusive; default: 7 days before `to`' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'exclusive; default: now' })),
}

export const AgentTreeNodeSchema = Type.Object({
  memberId: Type.String(),
  merchantId: Type.Integer(),
  username: Type.String(),
  isAgent: Type.Integer({ description: '0: a member; 1, 2, 41, 42: an agent' }),
  status: Type.Enum(['active', 'frozen'] as const),
  level: Type.Integer({ description: 'uplines above it: 0 at the top of the tree' }),
  upline: Nullable(Type.String({ description: "the upline's username" })),
  directDownlines: Type.Integer(),
  teamSize: Type.Integer({ description: 'downlines at any depth' }),
  registeredAt: Time,
})

export const AgentPaymentSchema = Type.Object({
  billId: Type.String(),
  transactionId: Type.String({ description: 'the ledger transaction that paid the bill' }),
  paidAt: Time,
  kind: Type.Enum(CONTRACT_KINDS),
  agent: Type.String({ description: 'who was paid' }),
  payer: Nullable(Type.String({ description: 'the upline who paid; null: the platform' })),
  periodStart: Time,
  periodEnd: Time,
  amount: AmountSchema,
})

const Totals = Type.Object({ paid: AmountSchema, unpaid: AmountSchema, count: Type.Integer() })

export const operatorAgentTreeRoutes = {
  search: defineRoute({
    method: 'GET',
    url: '/wps/operator/agent-tree',
    access: OPERATOR,
    permission: 'agents.read',
    summary: "The agent tree's accounts by username prefix (any case); without one, the agents at the top",
    tags: ['operator', 'agent'],
    schema: {
      querystring: Type.Object({
        merchantId: Type.Optional(MerchantId),
        username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        type: Type.Optional(Type.Enum(['member', 'agent'] as const)),
        ...Paging,
      }),
      response: { 200: Ok(Page(AgentTreeNodeSchema)) },
    },
  }),
  account: defineRoute({
    method: 'GET',
    url: '/wps/operator/agent-tree/:memberId',
    access: OPERATOR,
    permission: 'agents.read',
    summary: 'An account of the tree with its upline chain, the top first',
    tags: ['operator', 'agent'],
    schema: {
      params: MemberIdParams,
      response: { 200: Ok(Type.Object({ account: AgentTreeNodeSchema, uplines: Type.Array(AgentTreeNodeSchema) })) },
    },
  }),
  downlines: defineRoute({
    method: 'GET',
    url: '/wps/operator/agent-tree/:memberId/downlines',
    access: OPERATOR,
    permission: 'agents.read',
    summary: "An account's direct downlines, oldest first",
    tags: ['operator', 'agent'],
    schema: {
      params: MemberIdParams,
      querystring: Type.Object({ type: Type.Optional(Type.Enum(['member', 'agent'] as const)), ...Paging }),
      response: { 200: Ok(Page(AgentTreeNodeSchema)) },
    },
  }),
  contracts: defineRoute({
    method: 'GET',
    url: '/wps/operator/agent-tree/:memberId/contracts',
    access: OPERATOR,
    permission: 'agents.read',
    summary: "Any agent's contracts, newest first: its own (from its upline or the platform), those it gave, or both",
    tags: ['operator', 'agent'],
    schema: {
      params: MemberIdParams,
      querystring: Type.Object({
        side: Type.Optional(Type.Enum(['own', 'given', 'all'] as const, { default: 'all' })),
        kind: Type.Optional(Type.Enum(CONTRACT_KINDS)),
        history: Type.Optional(
          Type.Boolean({ description: 'include rejected and terminated versions; default false' }),
        ),
      }),
      response: { 200: Ok(Type.Object({ contracts: Type.Array(ContractSchema) })) },
    },
  }),
  bills: defineRoute({
    method: 'GET',
    url: '/wps/operator/agent-bills',
    access: OPERATOR,
    permission: 'agents.read',
    summary:
      "The brand's salary and dividend bills by period start, newest first, with totals; `username`: an agent's " +
      'bills (received), or those it pays (side=paid)',
    tags: ['operator', 'agent'],
    schema: {
      querystring: Type.Object({
        merchantId: Type.Optional(MerchantId),
        username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        side: Type.Optional(Type.Enum(['received', 'paid'] as const, { default: 'received' })),
        kind: Type.Optional(Type.Enum(CONTRACT_KINDS)),
        status: Type.Optional(Type.Enum(BILL_STATUSES)),
        ...RangeQuery,
        ...Paging,
      }),
      response: {
        200: Ok(
          Page(
            Type.Intersect([
              BillSchema,
              Type.Object({
                merchantId: Type.Integer(),
                transactionId: Nullable(Type.String({ description: 'the ledger transaction that paid it' })),
              }),
            ]),
            { totals: Totals },
          ),
        ),
      },
    },
  }),
  payments: defineRoute({
    method: 'GET',
    url: '/wps/operator/agent-payments',
    access: OPERATOR,
    permission: 'agents.read',
    summary: "The bills' payments (ledger transfers) by payment time, newest first, with their total",
    tags: ['operator', 'agent'],
    schema: {
      querystring: Type.Object({
        merchantId: Type.Optional(MerchantId),
        username: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'the agent paid' })),
        kind: Type.Optional(Type.Enum(CONTRACT_KINDS)),
        ...RangeQuery,
        ...Paging,
      }),
      response: { 200: Ok(Page(AgentPaymentSchema, { total: AmountSchema })) },
    },
  }),
} as const
