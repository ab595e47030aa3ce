import { Type, type Static } from 'typebox'
import { Ok } from './envelope'
import { MEMBER_ID_PATTERN, OPERATOR } from './operators'
import { Page, Paging } from './paging'
import { defineRoute } from './route'

/**
 * Risk rules (decision 058, docs/player-protection.md#risk-rules): flags the rules job raises
 * over deposits, withdrawals, sessions, bank accounts, promotion grants and bets, and the console's
 * queue where operators resolve or dismiss them with a note. An open high flag holds the member's
 * withdrawals (`withdrawal_held`). Every call names the brand; another brand's flag is not_found.
 */

export const RISK_RULES = [
  'little_play',
  'rapid_deposits',
  'shared_ip',
  'shared_device',
  'shared_bank_account',
  'linked_bonus',
  'large_win',
  'team_shared_ip',
] as const
export type RiskRule = (typeof RISK_RULES)[number]

export const RISK_SEVERITIES = ['low', 'medium', 'high'] as const
export type RiskSeverity = (typeof RISK_SEVERITIES)[number]

export const RISK_FLAG_STATUSES = ['open', 'resolved', 'dismissed'] as const
export type RiskFlagStatus = (typeof RISK_FLAG_STATUSES)[number]

/** What an operator may make of an open flag: resolved (dealt with) or dismissed (not a concern). */
export const RISK_DECISIONS = ['resolved', 'dismissed'] as const

const Time = Type.String({ format: 'date-time' })
const Id = Type.String({ pattern: '^[1-9]\\d{0,17}$' })

export const RiskFlagSchema = Type.Object({
  id: Type.String(),
  memberId: Type.String(),
  username: Type.String(),
  rule: Type.Enum(RISK_RULES),
  severity: Type.Enum(RISK_SEVERITIES),
  status: Type.Enum(RISK_FLAG_STATUSES),
  summary: Type.String({ description: 'one line: the figures that triggered the rule' }),
  raisedAt: Time,
  decidedAt: Type.Union([Time, Type.Null()]),
})
export type RiskFlag = Static<typeof RiskFlagSchema>

export const RiskFlagDetailSchema = Type.Object({
  ...RiskFlagSchema.properties,
  evidence: Type.Record(Type.String(), Type.Unknown(), {
    description: 'the rows (ids) and figures the rule read; amounts as decimal strings',
  }),
  note: Type.Union([Type.String(), Type.Null()]),
  decidedBy: Type.Union([Type.String(), Type.Null()], { description: 'the operator’s username' }),
  holdsWithdrawals: Type.Boolean({ description: 'open and high: the member’s withdrawals wait for it' }),
})
export type RiskFlagDetail = Static<typeof RiskFlagDetailSchema>

const BrandParams = Type.Object({ merchantId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) })
const FlagParams = Type.Object({ ...BrandParams.properties, flagId: Id })
const base = { access: OPERATOR, tags: ['operator', 'risk'] }
const flags = '/wps/operator/brands/:merchantId/risk-flags'

export const riskRoutes = {
  list: defineRoute({
    ...base,
    method: 'GET',
    url: flags,
    permission: 'risk.read',
    summary: 'A brand’s risk flags, open first then newest, filtered by status, severity, rule and member',
    schema: {
      params: BrandParams,
      querystring: Type.Object({
        status: Type.Optional(Type.Enum(RISK_FLAG_STATUSES)),
        severity: Type.Optional(Type.Enum(RISK_SEVERITIES)),
        rule: Type.Optional(Type.Enum(RISK_RULES)),
        memberId: Type.Optional(Type.String({ pattern: `^${MEMBER_ID_PATTERN}$` })),
        ...Paging,
      }),
      response: { 200: Ok(Page(RiskFlagSchema)) },
    },
  }),
  get: defineRoute({
    ...base,
    method: 'GET',
    url: `${flags}/:flagId`,
    permission: 'risk.read',
    summary: 'One flag with its evidence, its decision and whether it holds the member’s withdrawals',
    schema: { params: FlagParams, response: { 200: Ok(RiskFlagDetailSchema) } },
  }),
  decide: defineRoute({
    ...base,
    method: 'POST',
    url: `${flags}/:flagId/decision`,
    permission: 'risk.resolve',
    summary:
      'Resolve or dismiss an open flag with a note (audited as risk.resolved or risk.dismissed); the flag stays ' +
      'listed; a decided one answers conflict',
    schema: {
      params: FlagParams,
      body: Type.Object({
        status: Type.Enum(RISK_DECISIONS),
        note: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
      }),
      response: { 200: Ok(RiskFlagDetailSchema) },
    },
  }),
}
