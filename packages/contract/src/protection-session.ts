import { Type, type Static } from 'typebox'
import { REAL_ACCOUNT } from './accounts'
import { Ok } from './envelope'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'

/**
 * Session time limit and reality check (decision 059, docs/player-protection.md). A session limit
 * follows the other limits' rules: a first or lower one at once, a higher one or a removal after
 * the cooling-off and the member's confirmation. The reality-check interval changes at once.
 */

/** A session may be limited to between a quarter of an hour and twelve hours. */
export const SESSION_LIMIT_MINUTES = { min: 15, max: 720 } as const
/** The reality check's intervals in minutes; null in the calls means off. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number]

const Time = Type.String({ format: 'date-time' })
const LimitMinutes = Type.Integer({ minimum: SESSION_LIMIT_MINUTES.min, maximum: SESSION_LIMIT_MINUTES.max })
const Interval = Type.Union([Type.Enum(REALITY_CHECK_MINUTES), Type.Null()], { description: 'minutes; null: off' })

export const SessionProtectionSchema = Type.Object({
  sessionLimit: Type.Object({
    minutes: Type.Union([LimitMinutes, Type.Null()], { description: 'the limit in force; null: none' }),
    pending: Type.Union(
      [
        Type.Object({
          minutes: Type.Union([LimitMinutes, Type.Null()], { description: 'null: the limit is to be removed' }),
          confirmableAt: Time,
        }),
        Type.Null(),
      ],
      { description: 'a raise or removal waiting out its cooling-off, then the member’s confirmation' },
    ),
  }),
  realityCheckMinutes: Interval,
})
export type SessionProtection = Static<typeof SessionProtectionSchema>

export const RealityCheckSchema = Type.Object({
  sessionStartedAt: Time,
  playedSeconds: Type.Integer({ minimum: 0, description: 'since this session began' }),
  /** Wins and refunds minus stakes of every seamless game and lottery bet since the session began. */
  net: AmountSchema,
  realityCheckMinutes: Interval,
  sessionEndsAt: Type.Union([Time, Type.Null()], { description: 'when the session limit ends this session' }),
})
export type RealityCheck = Static<typeof RealityCheckSchema>

export const SetSessionLimitSchema = Type.Object({
  minutes: Type.Union([LimitMinutes, Type.Null()], { description: 'the new limit; null removes it' }),
})
export const SetRealityCheckSchema = Type.Object({ minutes: Interval })

const tags = ['protection']

export const protectionSessionRoutes = {
  sessionProtection: defineRoute({
    method: 'GET',
    url: '/wps/member/protection/session',
    access: REAL_ACCOUNT,
    summary: 'The member’s session limit with any waiting raise or removal, and the reality-check interval',
    tags,
    schema: { response: { 200: Ok(SessionProtectionSchema) } },
  }),
  setSessionLimit: defineRoute({
    method: 'PUT',
    url: '/wps/member/protection/session-limit',
    access: REAL_ACCOUNT,
    summary: 'Set, lower, raise or remove the session limit: lower at once, raise or remove after the cooling-off',
    tags,
    schema: { body: SetSessionLimitSchema, response: { 200: Ok(SessionProtectionSchema) } },
  }),
  confirmSessionLimit: defineRoute({
    method: 'POST',
    url: '/wps/member/protection/session-limit/confirm',
    access: REAL_ACCOUNT,
    summary: 'Confirm a raise or removal of the session limit whose cooling-off is over',
    tags,
    schema: { response: { 200: Ok(SessionProtectionSchema) } },
  }),
  setRealityCheck: defineRoute({
    method: 'PUT',
    url: '/wps/member/protection/reality-check',
    access: REAL_ACCOUNT,
    summary: 'Choose how often the site reminds the member of time played and net result (at once)',
    tags,
    schema: { body: SetRealityCheckSchema, response: { 200: Ok(SessionProtectionSchema) } },
  }),
  realityCheck: defineRoute({
    method: 'GET',
    url: '/wps/member/protection/reality-check',
    access: REAL_ACCOUNT,
    summary: 'This session’s start, time played and net result, with the reality-check interval',
    tags,
    schema: { response: { 200: Ok(RealityCheckSchema) } },
  }),
}
