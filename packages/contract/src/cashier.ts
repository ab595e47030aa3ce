import { Type } from 'typebox'
import { ClaimSchema } from './cashier-schemas'
import { Ok } from './envelope'
import { OPERATOR } from './operators'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'

/**
 * The cashier's own routes (decision 052, slice 4): claims on queue items and the dashboard's
 * counters. A claim lives under its item's kind, so that it asks the item's review permission.
 */
const DepositParams = Type.Object({ depositId: Type.String({ pattern: '^[1-9][0-9]{0,18}$' }) })
const WithdrawalParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) })
const Released = Ok(Type.Object({ released: Type.Boolean({ description: 'false: the caller held no live claim' }) }))

const CounterSchema = Type.Object({
  merchantId: Type.Integer(),
  currency: Type.String(),
  count: Type.Integer(),
  amount: AmountSchema,
})

export const CashierSummarySchema = Type.Object({
  pendingDeposits: Type.Array(CounterSchema, { description: 'bank transfers waiting for a decision' }),
  pendingWithdrawals: Type.Array(CounterSchema),
  disputes: Type.Array(CounterSchema, { description: 'withdrawals the member reported not received' }),
})

const claimSummary = (what: string) =>
  `Claim ${what} for 15 minutes (renewed by working on it); held by another live claim: claimed_by_other`

export const cashierRoutes = {
  claimDeposit: defineRoute({
    method: 'POST',
    url: '/wps/operator/cashier/deposits/:depositId/claim',
    access: OPERATOR,
    permission: 'deposits.review',
    summary: claimSummary('a pending deposit'),
    tags: ['operator', 'cashier'],
    schema: { params: DepositParams, response: { 200: Ok(ClaimSchema) } },
  }),
  releaseDeposit: defineRoute({
    method: 'DELETE',
    url: '/wps/operator/cashier/deposits/:depositId/claim',
    access: OPERATOR,
    permission: 'deposits.review',
    summary: 'Release the caller’s claim on a deposit',
    tags: ['operator', 'cashier'],
    schema: { params: DepositParams, response: { 200: Released } },
  }),
  claimWithdrawal: defineRoute({
    method: 'POST',
    url: '/wps/operator/cashier/withdrawals/:id/claim',
    access: OPERATOR,
    permission: 'withdrawals.review',
    summary: claimSummary('a pending withdrawal, or a disputed one (kind dispute)'),
    tags: ['operator', 'cashier'],
    schema: { params: WithdrawalParams, response: { 200: Ok(ClaimSchema) } },
  }),
  releaseWithdrawal: defineRoute({
    method: 'DELETE',
    url: '/wps/operator/cashier/withdrawals/:id/claim',
    access: OPERATOR,
    permission: 'withdrawals.review',
    summary: 'Release the caller’s claim on a withdrawal or its dispute',
    tags: ['operator', 'cashier'],
    schema: { params: WithdrawalParams, response: { 200: Released } },
  }),
  summary: defineRoute({
    method: 'GET',
    url: '/wps/operator/cashier/summary',
    access: OPERATOR,
    permission: 'deposits.read',
    summary: 'The cashier dashboard’s counters: pending bank deposits, pending withdrawals, disputes (count and sum)',
    tags: ['operator', 'cashier'],
    schema: {
      querystring: Type.Object({ merchantId: Type.Optional(Type.Integer({ minimum: 1 })) }),
      response: { 200: Ok(CashierSummarySchema) },
    },
  }),
} as const
