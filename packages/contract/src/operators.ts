import { Type } from 'typebox'
import { PUBLIC, type Role } from './access'
import { Ok } from './envelope'
import { defineRoute } from './route'

export const OPERATOR: readonly Role[] = ['operator']

/** A member id: at most 18 digits, so that it always fits PostgreSQL's bigint (a 19th could overflow into a 500). */
export const MEMBER_ID_PATTERN = '[1-9][0-9]{0,17}'
export const MemberIdParams = Type.Object({ memberId: Type.String({ pattern: `^${MEMBER_ID_PATTERN}$` }) })

export const OperatorSessionSchema = Type.Object({
  token: Type.String(),
  expiresAt: Type.String({ format: 'date-time', description: 'the absolute end; idle calls end it sooner' }),
  passwordChangeRequired: Type.Boolean({
    description: 'true: the password is one-time; the session may only change it (me and logout besides)',
  }),
})

/**
 * An operator's own password: longer than members' (6 to 20 letters or digits), with at least
 * one letter and one digit, and no control characters. The server also refuses one that holds
 * the username or repeats the current password.
 */
export const OPERATOR_PASSWORD = { minLength: 12, maxLength: 128 } as const
export const OperatorPasswordSchema = Type.String({
  ...OPERATOR_PASSWORD,
  pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[^\\u0000-\\u001f\\u007f]+$',
})

/** A new or reset operator's authenticator, shown once; no session until a code from it is confirmed. */
export const OperatorEnrolmentSchema = Type.Object({
  enrolment: Type.Object({
    enrolmentToken: Type.String({ description: 'names this enrolment in the confirm call; short-lived' }),
    secret: Type.String({ description: 'base32, for typing into the authenticator app' }),
    otpauthUri: Type.String({ description: 'the same secret as an otpauth:// URI, drawn as a QR code' }),
    expiresAt: Type.String({ format: 'date-time' }),
  }),
})

/** The back-office API; operators log in with a password and an authenticator code. */
export const operatorRoutes = {
  login: defineRoute({
    method: 'POST',
    url: '/wps/operator/session/login',
    access: PUBLIC,
    // Public: a held session's token, still sent by a console that logs in afresh, refuses nothing.
    allowPendingPasswordChange: true,
    encrypted: true,
    summary: 'Operator login: password and authenticator code, or password alone before enrolment',
    tags: ['operator'],
    schema: {
      body: Type.Object({
        username: Type.String({ maxLength: 64 }),
        password: Type.String({ maxLength: 256 }),
        totpCode: Type.Optional(Type.String({ maxLength: 8, description: 'empty on the first login' })),
      }),
      response: {
        200: Ok(
          Type.Union([OperatorSessionSchema, OperatorEnrolmentSchema], {
            description: 'a session, or (new or reset authenticator) the enrolment to confirm with a first code',
          }),
        ),
      },
    },
  }),
  logout: defineRoute({
    method: 'POST',
    url: '/wps/operator/session/logout',
    access: OPERATOR,
    permission: 'operator.session',
    allowPendingPasswordChange: true,
    summary: 'End the operator session',
    tags: ['operator'],
    schema: { response: { 200: Ok(Type.Object({ loggedOut: Type.Literal(true) })) } },
  }),
  outbox: defineRoute({
    method: 'GET',
    url: '/wps/operator/outbox',
    access: OPERATOR,
    permission: 'support.outbox',
    summary:
      'Messages sent, newest first: readable where the outbox is the only channel (each read audited); ' +
      'with their code or token redacted once an SMS gateway or SMTP server carried them',
    tags: ['operator'],
    schema: {
      querystring: Type.Object({
        destination: Type.Optional(Type.String({ maxLength: 254 })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
      }),
      response: {
        200: Ok(
          Type.Object({
            messages: Type.Array(
              Type.Object({
                id: Type.String(),
                channel: Type.Enum(['sms', 'email'] as const),
                destination: Type.String(),
                subject: Type.Union([Type.String(), Type.Null()]),
                body: Type.String(),
                kind: Type.String({ description: "'verification_code:<purpose>', 'reset_link'" }),
                status: Type.Enum(['kept', 'sent', 'failed'] as const, {
                  description: 'kept: outbox only (readable); sent, failed: a real channel (redacted)',
                }),
                createdAt: Type.String({ format: 'date-time' }),
              }),
            ),
          }),
        ),
      },
    },
  }),
  freezeMember: defineRoute({
    method: 'POST',
    url: '/wps/operator/members/:memberId/freeze',
    access: OPERATOR,
    permission: 'members.freeze',
    summary: 'Freeze a member: every session ends and login is refused',
    tags: ['operator'],
    schema: { params: MemberIdParams, response: { 200: Ok(Type.Object({ status: Type.Literal('frozen') })) } },
  }),
  unfreezeMember: defineRoute({
    method: 'POST',
    url: '/wps/operator/members/:memberId/unfreeze',
    access: OPERATOR,
    permission: 'members.freeze',
    summary: 'Lift a freeze',
    tags: ['operator'],
    schema: { params: MemberIdParams, response: { 200: Ok(Type.Object({ status: Type.Literal('active') })) } },
  }),
} as const
