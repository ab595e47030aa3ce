import { Type, type Static } from 'typebox'
import { REAL_ACCOUNT } from './accounts'
import { LIMIT_KINDS } from './constants'
import { Text } from './account-schemas'
import { Ok } from './envelope'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'

/**
 * Player protection as the member sets it (decision 056, docs/player-protection.md): limits per
 * day, week and month, a time-out and self-exclusion. Lowering a limit applies at once; raising or
 * removing one waits out the cooling-off, then the member confirms it again.
 */

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const
export type LimitPeriod = (typeof LIMIT_PERIODS)[number]

/** A raise or a removal waits this long before the member may confirm it. */
export const COOLING_OFF_HOURS = 24
/** A time-out lasts from one day to six weeks. */
export const TIMEOUT_DAYS = { min: 1, max: 42 } as const
/** Self-exclusion terms: months, or for good. */
export const SELF_EXCLUSION_TERMS = ['6m', '1y', '5y', 'permanent'] as const
export type SelfExclusionTerm = (typeof SELF_EXCLUSION_TERMS)[number]

const Time = Type.String({ format: 'date-time' })

export const ProtectionLimitSchema = Type.Object({
  kind: Type.Enum(LIMIT_KINDS),
  period: Type.Enum(LIMIT_PERIODS),
  amount: Type.Union([AmountSchema, Type.Null()], { description: 'the limit in force; null: none' }),
  used: AmountSchema,
  periodEnd: Time,
  pending: Type.Union(
    [
      Type.Object({
        amount: Type.Union([AmountSchema, Type.Null()], { description: 'null: the limit is to be removed' }),
        confirmableAt: Time,
      }),
      Type.Null(),
    ],
    { description: 'a raise or removal waiting out its cooling-off, then the member’s confirmation' },
  ),
})
export type ProtectionLimit = Static<typeof ProtectionLimitSchema>

export const ProtectionSchema = Type.Object({
  limits: Type.Array(ProtectionLimitSchema, { description: 'every kind and period, with or without a limit' }),
  exclusion: Type.Union([
    Type.Object({ kind: Type.Enum(['timeout', 'self_exclusion'] as const), until: Type.Union([Time, Type.Null()]) }),
    Type.Null(),
  ]),
})
export type Protection = Static<typeof ProtectionSchema>

const LimitKey = { kind: Type.Enum(LIMIT_KINDS), period: Type.Enum(LIMIT_PERIODS) }

export const SetLimitSchema = Type.Object({
  ...LimitKey,
  amount: Type.Union([Type.String({ pattern: '^\\d{1,13}(\\.\\d{1,2})?$' }), Type.Null()], {
    description: 'the new limit; null removes it',
  }),
})
export type SetLimitInput = Static<typeof SetLimitSchema>

export const ExclusionSchema = Type.Union([
  Type.Object({
    kind: Type.Literal('timeout'),
    days: Type.Integer({ minimum: TIMEOUT_DAYS.min, maximum: TIMEOUT_DAYS.max }),
    loginPassword: Text(256),
  }),
  Type.Object({
    kind: Type.Literal('self_exclusion'),
    term: Type.Enum(SELF_EXCLUSION_TERMS),
    loginPassword: Text(256),
  }),
])
export type ExclusionInput = Static<typeof ExclusionSchema>

const tags = ['protection']

export const protectionRoutes = {
  protection: defineRoute({
    method: 'GET',
    url: '/wps/member/protection',
    access: REAL_ACCOUNT,
    summary: 'The member’s limits with what this period used, pending raises, and any time-out or exclusion',
    tags,
    schema: { response: { 200: Ok(ProtectionSchema) } },
  }),
  setLimit: defineRoute({
    method: 'PUT',
    url: '/wps/member/protection/limit',
    access: REAL_ACCOUNT,
    summary: 'Set, lower, raise or remove a limit: lower at once, raise or remove after the cooling-off',
    tags,
    schema: { body: SetLimitSchema, response: { 200: Ok(ProtectionSchema) } },
  }),
  confirmLimit: defineRoute({
    method: 'POST',
    url: '/wps/member/protection/limit/confirm',
    access: REAL_ACCOUNT,
    summary: 'Confirm a raise or removal whose cooling-off is over',
    tags,
    schema: { body: Type.Object(LimitKey), response: { 200: Ok(ProtectionSchema) } },
  }),
  exclude: defineRoute({
    method: 'POST',
    url: '/wps/member/protection/exclusion',
    access: REAL_ACCOUNT,
    encrypted: true,
    summary: 'Take a time-out or exclude oneself, confirmed with the login password: at once, never lifted early',
    tags,
    schema: { body: ExclusionSchema, response: { 200: Ok(ProtectionSchema) } },
  }),
}
