import { Type } from 'typebox'
import { REAL_ACCOUNT } from './accounts'
import { LANGUAGES } from './constants'
import { Ok } from './envelope'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'

/**
 * A records range: `from` inclusive, `to` exclusive, both instants (ISO 8601 with offset). The
 * client turns its date presets (last or next 7 and 30 days) into instants at local midnight.
 */
const RangeQuery = {
  from: Type.Optional(Type.String({ format: 'date-time', description: 'inclusive; default: 7 days before `to`' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'exclusive; default: now' })),
}

export const ProfitLossSchema = Type.Object({
  from: Type.String({ format: 'date-time' }),
  to: Type.String({ format: 'date-time' }),
  currency: Type.String(),
  deposits: AmountSchema,
  withdrawals: AmountSchema,
  bonuses: AmountSchema,
  adjustments: AmountSchema,
  bets: AmountSchema,
  payouts: AmountSchema,
  refunds: AmountSchema,
  rebates: AmountSchema,
  transfersIn: AmountSchema,
  transfersOut: AmountSchema,
  other: AmountSchema,
  netProfit: AmountSchema,
})

export const memberRecordRoutes = {
  profitLoss: defineRoute({
    method: 'GET',
    url: '/wps/member/records/profit-loss',
    access: REAL_ACCOUNT,
    summary:
      'Personal profit and loss in a range: totals by category (money in and out as positive amounts; adjustments ' +
      'and other signed), net profit = payouts + refunds + bonuses + rebates - bets',
    tags: ['records'],
    schema: { querystring: Type.Object(RangeQuery), response: { 200: Ok(ProfitLossSchema) } },
  }),
  bonus: defineRoute({
    method: 'GET',
    url: '/wps/member/records/bonus',
    access: REAL_ACCOUNT,
    summary: 'Bonus details: every bonus credited in a range, newest first',
    tags: ['records'],
    schema: {
      querystring: Type.Object({
        ...RangeQuery,
        language: Type.Optional(Type.Enum(LANGUAGES, { description: 'the language of promotion titles' })),
        pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
        pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
      }),
      response: {
        200: Ok(
          Type.Object({
            content: Type.Array(
              Type.Object({
                id: Type.String({ description: 'the ledger transaction id' }),
                time: Type.String({ format: 'date-time' }),
                amount: AmountSchema,
                type: Type.String({
                  description: 'where the bonus came from: manual (back office), or a promotion kind',
                }),
                reason: Type.String(),
                promotion: Type.Union([Type.Object({ id: Type.String(), title: Type.String() }), Type.Null()], {
                  description: 'the promotion that paid it (decision 054), titled in the language asked',
                }),
                balanceAfter: AmountSchema,
              }),
            ),
            pageNum: Type.Integer(),
            totalPages: Type.Integer(),
            totalElements: Type.Integer(),
          }),
        ),
      },
    },
  }),
} as const
