import { Type } from 'typebox'
import { PUBLIC } from './access'
import { Ok } from './envelope'
import { OPERATOR, OperatorPasswordSchema, OperatorSessionSchema } from './operators'
import { OPERATOR_ROLES, PERMISSIONS } from './permissions'
import { defineRoute } from './route'

const Time = Type.String({ format: 'date-time' })
const USERNAME_PATTERN = '^[a-zA-Z][a-zA-Z0-9_.-]{2,31}$'

export const OperatorRoleSchema = Type.Enum(OPERATOR_ROLES)
export const OperatorStatusSchema = Type.Enum(['active', 'disabled'] as const)
const MerchantIds = Type.Union(
  [Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }), Type.Null()],
  {
    description: 'the brands the operator serves; null: every brand of the installation',
  },
)

export const OperatorAccountSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  status: OperatorStatusSchema,
  roles: Type.Array(OperatorRoleSchema),
  merchantIds: MerchantIds,
  enrolled: Type.Boolean({ description: 'false: the next login enrols an authenticator' }),
  lastLoginAt: Type.Union([Time, Type.Null()]),
  createdAt: Time,
})

export const OperatorBrandSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  currency: Type.String(),
  timezone: Type.String({ description: 'IANA zone: the brand day for reports and dashboards' }),
})

const OperatorIdParams = Type.Object({ operatorId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) })
const RolesAndScope = Type.Object({
  roles: Type.Array(OperatorRoleSchema, { minItems: 1, maxItems: OPERATOR_ROLES.length, uniqueItems: true }),
  merchantIds: MerchantIds,
})
const AccountValue = Ok(Type.Object({ operator: OperatorAccountSchema }))

function manage(step: string, summary: string) {
  return defineRoute({
    method: 'POST',
    url: `/wps/operator/operators/:operatorId/${step}`,
    access: OPERATOR,
    permission: 'operators.manage',
    summary: `${summary} (audited; an owner's account needs operators.owners)`,
    tags: ['operator'],
    schema: { params: OperatorIdParams, response: { 200: AccountValue } },
  })
}

/** The operator's own session and the console's management of operators (decision 052). */
export const operatorAccountRoutes = {
  enrol: defineRoute({
    method: 'POST',
    url: '/wps/operator/session/enrol',
    access: PUBLIC,
    allowPendingPasswordChange: true,
    encrypted: true,
    summary: "Confirms a new authenticator with its first code; the operator's session starts",
    tags: ['operator'],
    schema: {
      body: Type.Object({
        enrolmentToken: Type.String({ maxLength: 128 }),
        totpCode: Type.String({ maxLength: 8 }),
      }),
      response: { 200: Ok(OperatorSessionSchema) },
    },
  }),
  me: defineRoute({
    method: 'GET',
    url: '/wps/operator/session/me',
    access: OPERATOR,
    permission: 'operator.session',
    allowPendingPasswordChange: true,
    summary: 'Who is logged in: roles, permissions and the brands in scope',
    tags: ['operator'],
    schema: {
      response: {
        200: Ok(
          Type.Object({
            id: Type.Integer(),
            username: Type.String(),
            roles: Type.Array(OperatorRoleSchema),
            permissions: Type.Array(Type.Enum(PERMISSIONS)),
            installationWide: Type.Boolean(),
            brands: Type.Array(OperatorBrandSchema, { description: 'every brand the operator may see' }),
            sessionExpiresAt: Time,
            idleMinutes: Type.Integer({ description: 'a session ends after this long without a call' }),
          }),
        ),
      },
    },
  }),
  changePassword: defineRoute({
    method: 'POST',
    url: '/wps/operator/session/password',
    access: OPERATOR,
    permission: 'operator.session',
    allowPendingPasswordChange: true,
    encrypted: true,
    summary:
      "Replaces the operator's password (a one-time one must be replaced before anything else); " +
      'wrong current passwords count as failed logins; its other sessions end (audited)',
    tags: ['operator'],
    schema: {
      body: Type.Object({
        currentPassword: Type.String({ maxLength: 256 }),
        newPassword: OperatorPasswordSchema,
      }),
      response: { 200: Ok(Type.Object({ changed: Type.Literal(true) })) },
    },
  }),
  logoutEverywhere: defineRoute({
    method: 'POST',
    url: '/wps/operator/session/logout-everywhere',
    access: OPERATOR,
    permission: 'operator.session',
    summary: "Ends every one of the operator's sessions, this one included",
    tags: ['operator'],
    schema: { response: { 200: Ok(Type.Object({ revoked: Type.Integer() })) } },
  }),
  list: defineRoute({
    method: 'GET',
    url: '/wps/operator/operators',
    access: OPERATOR,
    permission: 'operators.read',
    summary: "Operators whose brands lie within the caller's scope",
    tags: ['operator'],
    schema: {
      querystring: Type.Object({ status: Type.Optional(OperatorStatusSchema) }),
      response: { 200: Ok(Type.Object({ operators: Type.Array(OperatorAccountSchema) })) },
    },
  }),
  create: defineRoute({
    method: 'POST',
    url: '/wps/operator/operators',
    access: OPERATOR,
    permission: 'operators.manage',
    summary: 'Creates an operator with a one-time password; the first login enrols its authenticator',
    tags: ['operator'],
    schema: {
      // One object, not an intersection: the server strips properties a part does not name.
      body: Type.Object({ username: Type.String({ pattern: USERNAME_PATTERN }), ...RolesAndScope.properties }),
      response: {
        200: Ok(Type.Object({ operator: OperatorAccountSchema, password: Type.String({ description: 'shown once' }) })),
      },
    },
  }),
  update: defineRoute({
    method: 'PUT',
    url: '/wps/operator/operators/:operatorId',
    access: OPERATOR,
    permission: 'operators.manage',
    summary: "Changes an operator's roles and brands (audited; its sessions end)",
    tags: ['operator'],
    schema: { params: OperatorIdParams, body: RolesAndScope, response: { 200: AccountValue } },
  }),
  disable: manage('disable', 'Disables an operator; its sessions end'),
  enable: manage('enable', 'Enables a disabled operator'),
  resetAuthenticator: manage('reset-authenticator', 'Forgets the authenticator; the next login enrols a new one'),
  resetPassword: defineRoute({
    method: 'POST',
    url: '/wps/operator/operators/:operatorId/reset-password',
    access: OPERATOR,
    permission: 'operators.manage',
    summary: "Sets a one-time password, shown once; the operator's sessions end (audited)",
    tags: ['operator'],
    schema: {
      params: OperatorIdParams,
      response: { 200: Ok(Type.Object({ operator: OperatorAccountSchema, password: Type.String() })) },
    },
  }),
} as const
