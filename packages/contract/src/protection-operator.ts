import { Type, type Static } from 'typebox'
import { Ok } from './envelope'
import { RecordId } from './home'
import { OPERATOR } from './operators'
import { Page } from './paging'
import { defineRoute } from './route'
import { ProtectionSchema } from './protection'
import { SessionProtectionSchema } from './protection-session'

/**
 * The operators' view of player protection (decision 060): a member's limits, breaks, linked
 * accounts and history, and the interventions of every member in a period. An intervention is
 * one thing that restricted or cleared a member: a limit or break the member chose, an identity
 * decision, a risk decision.
 */

export const INTERVENTION_CATEGORIES = ['exclusion', 'limit', 'session', 'kyc', 'risk'] as const
export type InterventionCategory = (typeof INTERVENTION_CATEGORIES)[number]

/** Each action with its category; the protection history's event kinds keep their names. */
export const INTERVENTION_ACTIONS = {
  timeout: 'exclusion',
  self_exclusion: 'exclusion',
  linked_exclusion: 'exclusion',
  limit_set: 'limit',
  limit_requested: 'limit',
  limit_confirmed: 'limit',
  session_limit_set: 'session',
  session_limit_requested: 'session',
  session_limit_confirmed: 'session',
  reality_check_set: 'session',
  kyc_verified: 'kyc',
  kyc_rejected: 'kyc',
  kyc_closed: 'kyc',
  risk_resolved: 'risk',
  risk_dismissed: 'risk',
} as const satisfies Record<string, InterventionCategory>
export type InterventionAction = keyof typeof INTERVENTION_ACTIONS
const ACTIONS = Object.keys(INTERVENTION_ACTIONS) as InterventionAction[]

const Time = Type.String({ format: 'date-time' })
const Maybe = (description: string) => Type.Union([Type.String(), Type.Null()], { description })

export const InterventionSchema = Type.Object({
  id: Type.String({
    description: 'unique across the sources: p (protection event), k (identity), c (closure), r (risk)',
  }),
  at: Time,
  merchantId: Type.Integer(),
  memberId: Type.String(),
  username: Type.String(),
  category: Type.Enum(INTERVENTION_CATEGORIES),
  action: Type.Enum(ACTIONS),
  subject: Maybe(
    'what it applies to: a limit as kind/period (deposit/day), a break’s term, the key that linked an ' +
      'account (mobile, email, bank, id_number), a risk rule',
  ),
  from: Maybe('the value before: a limit’s amount, minutes'),
  to: Maybe(
    'the value after: an amount, minutes, a break’s end (date-time), an identity status; null: none or for good',
  ),
  note: Maybe('the operator’s reason or note, or the money a closure returned'),
  operator: Maybe('the operator who decided; null: the member chose it'),
})
export type Intervention = Static<typeof InterventionSchema>

export const LinkedAccountSchema = Type.Object({
  memberId: Type.String(),
  merchantId: Type.Integer(),
  username: Type.String(),
  via: Type.String({ description: 'the proven key both accounts share: mobile, email, bank or id_number' }),
})

export const MemberProtectionSchema = Type.Object({
  memberId: Type.String(),
  merchantId: Type.Integer(),
  protection: ProtectionSchema,
  session: SessionProtectionSchema,
  linked: Type.Array(LinkedAccountSchema, {
    description: 'the same person on the brands in the operator’s scope; others are not shown',
  }),
})
export type MemberProtection = Static<typeof MemberProtectionSchema>

export const InterventionCountSchema = Type.Object({
  category: Type.Enum(INTERVENTION_CATEGORIES),
  action: Type.Enum(ACTIONS),
  count: Type.Integer({ minimum: 0 }),
})

const MemberParams = Type.Object({ memberId: RecordId })
const tags = ['operator', 'protection']

export const operatorProtectionRoutes = {
  member: defineRoute({
    method: 'GET',
    url: '/wps/operator/members/:memberId/protection',
    access: OPERATOR,
    permission: 'protection.read',
    summary:
      'A member’s limits with what each period used, waiting raises, session limit and reality check, any ' +
      'break in force, and the same person’s accounts on brands in scope',
    tags,
    schema: { params: MemberParams, response: { 200: Ok(MemberProtectionSchema) } },
  }),
  history: defineRoute({
    method: 'GET',
    url: '/wps/operator/members/:memberId/protection/history',
    access: OPERATOR,
    permission: 'protection.read',
    summary: 'A member’s interventions, newest first: limits, breaks, identity and risk decisions',
    tags,
    schema: {
      params: MemberParams,
      querystring: Type.Object({
        pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
        pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
      }),
      response: { 200: Ok(Page(InterventionSchema)) },
    },
  }),
}
