import { Type, type TSchema } from 'typebox'
import { Ok } from './envelope'
import { OPERATOR } from './operators'
import { defineRoute } from './route'

/**
 * The back office's audit log viewer (decision 052): the hash-chained log of who did what, read
 * newest first with filters, and the chain's verification state. A brand's operator reads its
 * brands' rows; an installation-wide one reads every row, those of no brand too.
 */

const Time = Type.String({ format: 'date-time' })
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const RowId = Type.String({ pattern: '^[1-9][0-9]{0,18}$' })
export const AUDIT_ACTOR_KINDS = ['operator', 'member', 'system'] as const

export const AuditRowSchema = Type.Object({
  id: Type.String(),
  at: Time,
  actorKind: Type.Enum(AUDIT_ACTOR_KINDS),
  actorId: Nullable(Type.String()),
  actorName: Nullable(Type.String({ description: "the operator's username, or the member's account name" })),
  merchantId: Nullable(Type.Integer({ description: 'null: an installation-wide action' })),
  ip: Nullable(Type.String()),
  action: Type.String(),
  target: Nullable(Type.String()),
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Nullable(Type.Record(Type.String(), Type.Unknown())),
})

export const AuditVerificationSchema = Type.Object({
  verifiedThroughId: Nullable(Type.String({ description: 'the last row verified from the first one; null: none yet' })),
  verifiedRows: Type.Integer(),
  verifiedAt: Nullable(Type.String({ format: 'date-time', description: 'when the checkpoint was last confirmed' })),
  latestId: Nullable(Type.String({ description: 'the newest row of the log' })),
  broken: Nullable(
    Type.Object(
      { rowId: Type.String(), foundAt: Time },
      { description: 'the first row that does not verify: it, or a row before it, was altered or removed' },
    ),
  ),
  running: Nullable(
    Type.Object({
      since: Time,
      by: Type.String({ description: '"job", or "operator:<id>"' }),
      full: Type.Boolean({ description: 'true: re-verifying from the first row' }),
    }),
  ),
})

const State = Ok(Type.Object({ verification: AuditVerificationSchema }))

export const operatorAuditRoutes = {
  list: defineRoute({
    method: 'GET',
    url: '/wps/operator/audit',
    access: OPERATOR,
    permission: 'audit.read',
    summary: 'The audit log, newest first, with filters; pages follow `nextCursor`',
    tags: ['operator', 'audit'],
    schema: {
      querystring: Type.Object({
        merchantId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
        actorKind: Type.Optional(Type.Enum(AUDIT_ACTOR_KINDS)),
        actorId: Type.Optional(Type.String({ pattern: '^[0-9]{1,19}$' })),
        operator: Type.Optional(
          Type.String({ minLength: 1, maxLength: 64, description: "an operator's username (any case): its actions" }),
        ),
        action: Type.Optional(
          Type.String({ minLength: 1, maxLength: 64, description: 'prefix: "member." or "member.freeze"' }),
        ),
        target: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
        targetMatch: Type.Optional(Type.Enum(['exact', 'prefix'] as const, { default: 'exact' })),
        from: Type.Optional(Type.String({ format: 'date-time', description: 'inclusive' })),
        to: Type.Optional(Type.String({ format: 'date-time', description: 'exclusive' })),
        before: Type.Optional(RowId),
        pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
      }),
      response: {
        200: Ok(
          Type.Object({
            rows: Type.Array(AuditRowSchema),
            nextCursor: Nullable(Type.String({ description: 'pass as `before` for the next page; null: no more' })),
          }),
        ),
      },
    },
  }),
  verification: defineRoute({
    method: 'GET',
    url: '/wps/operator/audit/verification',
    access: OPERATOR,
    permission: 'audit.read',
    summary: "The hash chain's verification state, as the last verification left it (never a full walk)",
    tags: ['operator', 'audit'],
    schema: { response: { 200: State } },
  }),
  verify: defineRoute({
    method: 'POST',
    url: '/wps/operator/audit/verification',
    access: OPERATOR,
    permission: 'audit.read',
    summary:
      'Starts verifying the chain past the checkpoint (from the first row with `full=true`) in the background; ' +
      'one verification at a time (conflict), audited',
    tags: ['operator', 'audit'],
    schema: {
      querystring: Type.Object({ full: Type.Optional(Type.Boolean({ default: false })) }),
      response: { 200: State },
    },
  }),
} as const
