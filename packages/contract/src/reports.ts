import { Type, type Static } from 'typebox'
import { Ok } from './envelope'
import { OPERATOR } from './operators'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'
import { Page } from './paging'
import type { Permission } from './permissions'
import { INTERVENTION_CATEGORIES, InterventionCountSchema, InterventionSchema } from './protection-operator'

/** The longest range a report covers, in days. */
export const REPORT_MAX_DAYS = 366
/** The most rows a CSV export carries: beyond it the range must be narrowed. */
export const REPORT_CSV_MAX_ROWS = 100_000
export const DASHBOARD_PERIODS = ['today', '7d', '30d'] as const
export const PROFIT_LOSS_GROUPS = ['brand', 'product', 'vendor', 'game'] as const

const MerchantId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, a day in the brand time zone' })
const Count = Type.Integer({ minimum: 0 })
const Paging = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
}

const RangeQuery = {
  merchantId: Type.Optional(MerchantId),
  from: Day,
  to: Day,
}

/** The bets' figures: GGR = stake - wins (wins include refunds). */
const BetFigures = {
  betCount: Count,
  stake: AmountSchema,
  validBet: AmountSchema,
  wins: AmountSchema,
  ggr: AmountSchema,
}

export const DashboardFiguresSchema = Type.Object({
  ...BetFigures,
  depositCount: Count,
  deposits: AmountSchema,
  withdrawalCount: Count,
  withdrawals: AmountSchema,
  bonuses: AmountSchema,
  ngr: AmountSchema,
  activePlayers: Count,
  registrations: Count,
  firstDepositors: Count,
})

/** One currency's figures: brands of different currencies are never added together. */
export const DashboardCurrencySchema = Type.Object({
  currency: Type.String(),
  totals: DashboardFiguresSchema,
  products: Type.Array(Type.Object({ product: Type.String(), ...BetFigures })),
  series: Type.Array(Type.Object({ day: Day, ...DashboardFiguresSchema.properties }), {
    description: 'every day of the period, oldest first (brands in other zones: the union of their days)',
  }),
})

export const PendingWorkSchema = Type.Object({
  deposits: Count,
  withdrawals: Count,
  disputes: Count,
  adjustments: Count,
  lotteryResults: Type.Union([Count, Type.Null()], {
    description: 'draws whose entered result awaits confirmation; null: the draw desk is installation-wide only',
  }),
})

export const ProfitLossRowSchema = Type.Object({
  day: Day,
  merchantId: Type.Integer(),
  product: Type.Union([Type.String(), Type.Null()]),
  vendorCode: Type.Union([Type.String(), Type.Null()]),
  gameCode: Type.Union([Type.String(), Type.Null()]),
  players: Count,
  ...BetFigures,
})

export const CashierRowSchema = Type.Object({
  day: Day,
  merchantId: Type.Integer(),
  direction: Type.Enum(['deposit', 'withdrawal'] as const),
  channel: Type.String({ description: 'deposit channel code, or the bank code of a withdrawal' }),
  count: Count,
  amount: AmountSchema,
})

export const MemberActivityRowSchema = Type.Object({
  merchantId: Type.Integer(),
  memberId: Type.String(),
  username: Type.String(),
  betCount: Count,
  stake: AmountSchema,
  validBet: AmountSchema,
  wins: AmountSchema,
  ggr: AmountSchema,
  depositCount: Count,
  deposits: AmountSchema,
  withdrawalCount: Count,
  withdrawals: AmountSchema,
})

export const AgentCommissionRowSchema = Type.Object({
  billId: Type.String(),
  merchantId: Type.Integer(),
  agentId: Type.String(),
  agentUsername: Type.String(),
  kind: Type.String(),
  periodStart: Type.String({ format: 'date-time' }),
  periodEnd: Type.String({ format: 'date-time' }),
  amount: AmountSchema,
  status: Type.String(),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})

const queries = {
  profitLoss: Type.Object({
    ...RangeQuery,
    groupBy: Type.Optional(Type.Enum(PROFIT_LOSS_GROUPS, { description: 'rows per day and this; default brand' })),
  }),
  cashier: Type.Object(RangeQuery),
  memberActivity: Type.Object(RangeQuery),
  agentCommissions: Type.Object(RangeQuery),
  interventions: Type.Object({
    ...RangeQuery,
    category: Type.Optional(Type.Enum(INTERVENTION_CATEGORIES, { description: 'one kind only; default every kind' })),
  }),
}
const rows = {
  profitLoss: ProfitLossRowSchema,
  cashier: CashierRowSchema,
  memberActivity: MemberActivityRowSchema,
  agentCommissions: AgentCommissionRowSchema,
  interventions: InterventionSchema,
}
const paths = {
  profitLoss: 'profit-loss',
  cashier: 'cashier',
  memberActivity: 'member-activity',
  agentCommissions: 'agent-commissions',
  interventions: 'interventions',
} as const
const summaries = {
  profitLoss: 'Daily profit and loss from the rollups, per brand, product, vendor or game',
  cashier: 'Deposits and withdrawals per day and channel from the rollups',
  memberActivity: "Each member's stakes, wins, deposits and withdrawals over the range, biggest stake first",
  agentCommissions: 'Agent salary and dividend bills whose period starts in the range',
  interventions:
    'Player-protection interventions in the range, newest first: breaks, limit changes, identity and risk decisions',
}
/** Who may read each report: interventions name members' breaks and identity decisions. */
const permissions: Record<ReportName, Permission> = {
  profitLoss: 'reports.read',
  cashier: 'reports.read',
  memberActivity: 'reports.read',
  agentCommissions: 'reports.read',
  interventions: 'protection.read',
}
export type ReportName = keyof typeof paths

function report<N extends ReportName>(name: N) {
  const base = {
    method: 'GET',
    access: OPERATOR,
    permission: permissions[name],
    tags: ['operator', 'reports'],
  } as const
  return {
    json: defineRoute({
      ...base,
      url: `/wps/operator/reports/${paths[name]}`,
      summary: `${summaries[name]} (dates in the brand time zone, at most ${REPORT_MAX_DAYS} days)`,
      schema: {
        querystring: Type.Object({ ...queries[name].properties, ...Paging }),
        response: { 200: Ok(Page(rows[name])) },
      },
    }),
    csv: defineRoute({
      ...base,
      url: `/wps/operator/reports/${paths[name]}/csv`,
      contentType: 'text/csv; charset=utf-8',
      summary: `${summaries[name]}, as a CSV file (every row, at most ${REPORT_CSV_MAX_ROWS})`,
      schema: {
        querystring: queries[name],
        response: { 200: Type.String({ description: 'CSV, a header line first' }) },
      },
    }),
  }
}

/** The dashboard and the reports (decision 052, "Reports from rollups"). */
export const reportRoutes = {
  dashboard: defineRoute({
    method: 'GET',
    url: '/wps/operator/dashboard',
    access: OPERATOR,
    permission: 'reports.read',
    summary:
      'Figures of one brand or of every brand in scope for today, 7 or 30 days (each brand its own days), per ' +
      'currency, product and day, and the pending work',
    tags: ['operator', 'reports'],
    schema: {
      querystring: Type.Object({
        merchantId: Type.Optional(MerchantId),
        period: Type.Optional(Type.Enum(DASHBOARD_PERIODS, { description: 'default today' })),
      }),
      response: {
        200: Ok(
          Type.Object({
            period: Type.Enum(DASHBOARD_PERIODS),
            brands: Type.Array(
              Type.Object({
                merchantId: Type.Integer(),
                currency: Type.String(),
                timezone: Type.String(),
                from: Day,
                to: Day,
              }),
            ),
            currencies: Type.Array(DashboardCurrencySchema),
            pending: PendingWorkSchema,
          }),
        ),
      },
    },
  }),
  profitLoss: report('profitLoss'),
  cashier: report('cashier'),
  memberActivity: report('memberActivity'),
  agentCommissions: report('agentCommissions'),
  interventions: report('interventions'),
  interventionCounts: defineRoute({
    method: 'GET',
    url: '/wps/operator/reports/interventions/counts',
    access: OPERATOR,
    permission: 'protection.read',
    summary: 'How many interventions of each action the range holds (dates in the brand time zone)',
    tags: ['operator', 'reports'],
    schema: {
      querystring: Type.Object(RangeQuery),
      response: { 200: Ok(Type.Object({ counts: Type.Array(InterventionCountSchema) })) },
    },
  }),
}

export type DashboardFigures = Static<typeof DashboardFiguresSchema>
