import { Type, type TSchema } from 'typebox'
import { Ok } from './envelope'
import { MemberIdParams, OPERATOR } from './operators'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'

const Time = Type.String({ format: 'date-time' })
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const Paging = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
}
const page = <T extends TSchema>(item: T) =>
  Ok(
    Type.Object({
      content: Type.Array(item),
      pageNum: Type.Integer(),
      totalPages: Type.Integer(),
      totalElements: Type.Integer(),
    }),
  )

/** A staff label: lower case letters, digits, `-` and `_`, at most 32 (vip, watch, bonus-abuser). */
export const STAFF_LABEL_PATTERN = '^[a-z0-9][a-z0-9_-]{0,31}$'
export const MEMBER_NOTE_MAX = 2000
/** The kinds of member search; a search names exactly one. */
export const MEMBER_SEARCH_KEYS = [
  'username',
  'mobile',
  'email',
  'bankAccount',
  'ip',
  'affiliateCode',
  'referralCode',
] as const

const MemberRowSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  merchantId: Type.Integer(),
  brand: Type.String({ description: "the brand's code" }),
  status: Type.Enum(['active', 'frozen'] as const),
  isAgent: Type.Integer({ description: 'the spec’s member type: 0 member, 1/2/41/42 agents, 4 trial' }),
  labels: Type.Array(Type.String(), { description: 'staff labels, never shown to the member' }),
  mobile: Nullable(Type.String({ description: '+<country code><number>' })),
  email: Nullable(Type.String()),
  registeredAt: Time,
  registerIp: Type.String(),
  lastLoginAt: Nullable(Time),
  lastLoginIp: Nullable(Type.String()),
})

const Address = Type.Object({
  ip: Type.String(),
  country: Nullable(Type.String({ description: 'ISO 3166 code from the address; null for private ones' })),
})

const SessionSchema = Type.Object({
  id: Type.String(),
  loginType: Type.String({ description: 'username, sms, third-party, register, freeplay' }),
  startedAt: Time,
  lastSeenAt: Time,
  expiresAt: Time,
  ip: Type.String(),
  country: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
})

const NoteSchema = Type.Object({
  id: Type.String(),
  text: Type.String({ description: 'plain text as typed: the console escapes it' }),
  operatorId: Type.Integer(),
  operator: Type.String({ description: "the operator's username" }),
  createdAt: Time,
})

const SessionParams = Type.Object({
  memberId: MemberIdParams.properties.memberId,
  sessionId: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }),
})
const LabelParams = Type.Object({
  memberId: MemberIdParams.properties.memberId,
  label: Type.String({ pattern: STAFF_LABEL_PATTERN }),
})
const Labels = Ok(Type.Object({ labels: Type.Array(Type.String()) }))

function subResource<T extends TSchema>(path: string, summary: string, item: T) {
  return defineRoute({
    method: 'GET',
    url: `/wps/operator/members/:memberId/${path}`,
    access: OPERATOR,
    permission: 'members.read',
    summary,
    tags: ['operator'],
    schema: { params: MemberIdParams, querystring: Type.Object(Paging), response: { 200: page(item) } },
  })
}

function security<T extends TSchema, P extends TSchema = typeof MemberIdParams>(
  path: string,
  summary: string,
  value: T,
  params: P = MemberIdParams as unknown as P,
) {
  return defineRoute({
    method: 'POST',
    url: `/wps/operator/members/:memberId/${path}`,
    access: OPERATOR,
    permission: 'members.security',
    summary: `${summary} (audited)`,
    tags: ['operator'],
    schema: { params, response: { 200: Ok(value) } },
  })
}

/** The back office's members: search, the member page and its parts, notes, labels, security. */
export const operatorMemberRoutes = {
  search: defineRoute({
    method: 'GET',
    url: '/wps/operator/members',
    access: OPERATOR,
    permission: 'members.read',
    summary:
      'Members in scope found by exactly one of: username (prefix), mobile, email, bank account number, ' +
      'IP (registration or any login), affiliate code (the member’s own) or referral code (entered at registration)',
    tags: ['operator'],
    schema: {
      querystring: Type.Object({
        username: Type.Optional(Type.String({ minLength: 2, maxLength: 32 })),
        mobile: Type.Optional(
          Type.String({ pattern: '^[0-9]{4,20}$', description: 'the number without country code' }),
        ),
        email: Type.Optional(Type.String({ minLength: 3, maxLength: 254 })),
        bankAccount: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        ip: Type.Optional(Type.String({ minLength: 2, maxLength: 45 })),
        affiliateCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
        referralCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        merchantId: Type.Optional(Type.Integer({ minimum: 1, description: 'one brand within the scope' })),
        sort: Type.Optional(Type.Enum(['registered', 'lastLogin'] as const, { default: 'registered' })),
        ...Paging,
      }),
      response: { 200: page(MemberRowSchema) },
    },
  }),
  detail: defineRoute({
    method: 'GET',
    url: '/wps/operator/members/:memberId',
    access: OPERATOR,
    permission: 'members.read',
    summary: 'The member page: profile, status, labels, upline, registration, balances and counts; parts load apart',
    tags: ['operator'],
    schema: {
      params: MemberIdParams,
      response: {
        200: Ok(
          Type.Object({
            member: Type.Intersect([
              MemberRowSchema,
              Type.Object({
                nickname: Nullable(Type.String()),
                payeeName: Nullable(Type.String()),
                siteLabels: Type.Array(Type.String(), { description: 'the spec’s memberLabel, shown to the member' }),
                vipRank: Type.Integer(),
                totpEnabled: Type.Boolean(),
                passwordChangeRequired: Type.Boolean({ description: 'an operator asked for a new password' }),
              }),
            ]),
            brand: Type.Object({
              id: Type.Integer(),
              code: Type.String(),
              name: Type.String(),
              currency: Type.String(),
            }),
            upline: Type.Array(Type.Object({ id: Type.String(), username: Type.String(), depth: Type.Integer() }), {
              description: 'the agents above, nearest first',
            }),
            registration: Type.Object({
              at: Time,
              address: Address,
              userAgent: Nullable(Type.String({ description: 'of the session registration opened, if any' })),
              affiliateCode: Type.String({ description: 'the member’s own code' }),
              referralCode: Nullable(Type.String()),
            }),
            lastLogin: Nullable(Type.Object({ at: Time, address: Address })),
            wallets: Type.Array(
              Type.Object({ kind: Type.String(), vendor: Nullable(Type.String()), balance: AmountSchema }),
            ),
            counts: Type.Object({
              deposits: Type.Integer(),
              withdrawals: Type.Integer(),
              gameRounds: Type.Integer(),
              lotteryBets: Type.Integer(),
              liveSessions: Type.Integer(),
              notes: Type.Integer(),
            }),
            links: Type.Record(Type.String(), Type.String(), {
              description: 'the calls of the member’s other parts: wallet and ledger, adjustments, deposits…',
            }),
          }),
        ),
      },
    },
  }),
  logins: subResource(
    'logins',
    'Login history, newest first: sessions opened and failed password attempts',
    Type.Object({
      at: Time,
      succeeded: Type.Boolean(),
      loginType: Nullable(Type.String()),
      ip: Type.String(),
      country: Nullable(Type.String()),
      userAgent: Nullable(Type.String()),
    }),
  ),
  sessions: defineRoute({
    method: 'GET',
    url: '/wps/operator/members/:memberId/sessions',
    access: OPERATOR,
    permission: 'members.read',
    summary: 'The member’s live sessions, newest first',
    tags: ['operator'],
    schema: { params: MemberIdParams, response: { 200: Ok(Type.Object({ sessions: Type.Array(SessionSchema) })) } },
  }),
  revokeSession: security(
    'sessions/:sessionId/revoke',
    'Ends one session of the member',
    Type.Object({ revoked: Type.Integer() }),
    SessionParams,
  ),
  revokeSessions: security(
    'sessions/revoke-all',
    'Ends every session of the member',
    Type.Object({ revoked: Type.Integer() }),
  ),
  forcePasswordChange: security(
    'force-password-change',
    'Every session ends; the next password login must choose a new password before anything else',
    Type.Object({ passwordChangeRequired: Type.Literal(true), revoked: Type.Integer() }),
  ),
  sendResetLink: security(
    'password-reset-link',
    'Sends a 30-minute reset link on the brand’s primary domain to the member’s email, else its mobile',
    Type.Object({ channel: Type.Enum(['email', 'sms'] as const), destination: Type.String() }),
  ),
  rounds: subResource(
    'rounds',
    'Game rounds, newest first',
    Type.Object({
      id: Type.String(),
      vendor: Type.String(),
      roundId: Type.String(),
      gameCode: Type.String(),
      gameType: Type.String(),
      stake: AmountSchema,
      validBet: AmountSchema,
      win: AmountSchema,
      refunded: AmountSchema,
      status: Type.String(),
      createdAt: Time,
      settledAt: Nullable(Time),
    }),
  ),
  lotteryBets: subResource(
    'lottery-bets',
    'Lottery bets, newest first',
    Type.Object({
      id: Type.String(),
      gameCode: Type.String(),
      issueNo: Type.String(),
      playType: Type.String(),
      cost: AmountSchema,
      payout: AmountSchema,
      status: Type.String(),
      createdAt: Time,
      settledAt: Nullable(Time),
    }),
  ),
  notes: subResource('notes', 'Staff notes, newest first', NoteSchema),
  addNote: defineRoute({
    method: 'POST',
    url: '/wps/operator/members/:memberId/notes',
    access: OPERATOR,
    permission: 'members.notes',
    summary: 'Adds a staff note, plain text (audited)',
    tags: ['operator'],
    schema: {
      params: MemberIdParams,
      body: Type.Object({ text: Type.String({ minLength: 1, maxLength: MEMBER_NOTE_MAX }) }),
      response: { 200: Ok(Type.Object({ note: NoteSchema })) },
    },
  }),
  addLabel: defineRoute({
    method: 'POST',
    url: '/wps/operator/members/:memberId/labels',
    access: OPERATOR,
    permission: 'members.labels',
    summary: 'Sets a staff label; setting one the member has changes nothing (audited)',
    tags: ['operator'],
    schema: {
      params: MemberIdParams,
      body: Type.Object({ label: Type.String({ pattern: STAFF_LABEL_PATTERN }) }),
      response: { 200: Labels },
    },
  }),
  removeLabel: defineRoute({
    method: 'DELETE',
    url: '/wps/operator/members/:memberId/labels/:label',
    access: OPERATOR,
    permission: 'members.labels',
    summary: 'Removes a staff label (audited)',
    tags: ['operator'],
    schema: { params: LabelParams, response: { 200: Labels } },
  }),
} as const
