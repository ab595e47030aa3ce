import { Type, type Static } from 'typebox'
import { REAL_ACCOUNT } from './accounts'
import { Ok } from './envelope'
import { RecordId } from './home'
import { OPERATOR } from './operators'
import { Page, Paging } from './paging'
import { defineRoute } from './route'

/**
 * Identity checks (decision 057, docs/player-protection.md#identity-checks): a member uploads an
 * identity document, a proof of address and a selfie; an operator approves with the ID number and
 * date of birth read from the document, or rejects with a reason. A brand decides which actions
 * need a verified identity (brand rules, `identity` group).
 */

export const KYC_DOCUMENT_KINDS = ['identity', 'address', 'selfie'] as const
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number]
export const KYC_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const
export type KycStatus = (typeof KYC_STATUSES)[number]

/** What an upload may be, told by its first bytes: a phone photo or a scanned PDF. */
export const KYC_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const
/** A phone photo or a one-page scan fits; anything larger is refused before it is read. */
export const KYC_MAX_BYTES = 5 * 1024 * 1024

const Time = Type.String({ format: 'date-time' })
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' })

export const KycDocumentSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(KYC_DOCUMENT_KINDS),
  contentType: Type.Enum(KYC_FILE_TYPES),
  size: Type.Integer({ description: 'bytes' }),
  uploadedAt: Time,
  /** Uploaded since the last decision: part of what the next review looks at. */
  current: Type.Boolean(),
})
export type KycDocument = Static<typeof KycDocumentSchema>

export const KycStateSchema = Type.Object({
  status: Type.Enum(KYC_STATUSES),
  /** The operator's reason, when rejected. */
  reason: Type.Union([Type.String(), Type.Null()]),
  reviewedAt: Type.Union([Time, Type.Null()]),
  /** Kinds still to upload before the documents go to review (empty once pending or verified). */
  missing: Type.Array(Type.Enum(KYC_DOCUMENT_KINDS)),
  documents: Type.Array(KycDocumentSchema, { description: 'newest first; never the file itself' }),
})
export type KycState = Static<typeof KycStateSchema>

export const KycQueueItemSchema = Type.Object({
  memberId: Type.String(),
  merchantId: Type.Integer(),
  username: Type.String(),
  submittedAt: Time,
})
export type KycQueueItem = Static<typeof KycQueueItemSchema>

export const KycReviewSchema = Type.Object({
  memberId: Type.String(),
  merchantId: Type.Integer(),
  username: Type.String(),
  payeeName: Type.Union([Type.String(), Type.Null()]),
  /** The birthday the member gave at sign-up, if any. */
  profileBirthday: Type.Union([Day, Type.Null()]),
  state: KycStateSchema,
  idNumber: Type.Union([Type.String(), Type.Null()]),
  birthday: Type.Union([Day, Type.Null()]),
  reviewedBy: Type.Union([Type.String(), Type.Null()]),
  /** Set when the review found the member under the brand's minimum age and closed the account. */
  closure: Type.Union([
    Type.Object({
      refund: Type.String(),
      forfeited: Type.String(),
      withdrawalId: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
})
export type KycReview = Static<typeof KycReviewSchema>

export const KycApproveSchema = Type.Object({
  /** As printed; stored upper case without spaces or dashes. */
  idNumber: Type.String({ minLength: 4, maxLength: 40, pattern: '^[A-Za-z0-9 -]+$' }),
  birthday: Day,
})
export type KycApproveInput = Static<typeof KycApproveSchema>

export const KycRejectSchema = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
})

const MemberParams = Type.Object({ memberId: RecordId })
const tags = ['kyc']
const operatorTags = ['operator', 'kyc']

export const kycRoutes = {
  state: defineRoute({
    method: 'GET',
    url: '/wps/member/kyc',
    access: REAL_ACCOUNT,
    summary: 'The member’s identity verification: its state and the documents uploaded (never their bytes)',
    tags,
    schema: { response: { 200: Ok(KycStateSchema) } },
  }),
  upload: defineRoute({
    method: 'POST',
    url: '/wps/member/kyc/documents/:kind',
    access: REAL_ACCOUNT,
    summary:
      'Upload one document: the body is the raw file (image/jpeg, image/png or application/pdf, at most 5 MB, ' +
      'typed by its bytes). Once each kind is uploaded the documents go to review.',
    tags,
    // No body schema: the body is the file itself, parsed to bytes by the feature's routes.
    schema: { params: Type.Object({ kind: Type.Enum(KYC_DOCUMENT_KINDS) }), response: { 200: Ok(KycStateSchema) } },
  }),
}

export const operatorKycRoutes = {
  queue: defineRoute({
    method: 'GET',
    url: '/wps/operator/kyc/queue',
    access: OPERATOR,
    permission: 'kyc.read',
    summary: 'Members whose documents wait for review, oldest first',
    tags: operatorTags,
    schema: {
      querystring: Type.Object({
        merchantId: Type.Optional(Type.Integer({ minimum: 1, description: 'one brand within the scope' })),
        ...Paging,
      }),
      response: { 200: Ok(Page(KycQueueItemSchema)) },
    },
  }),
  member: defineRoute({
    method: 'GET',
    url: '/wps/operator/kyc/members/:memberId',
    access: OPERATOR,
    permission: 'kyc.read',
    summary: 'One member’s identity verification, its documents and any decision',
    tags: operatorTags,
    schema: { params: MemberParams, response: { 200: Ok(KycReviewSchema) } },
  }),
  document: defineRoute({
    method: 'GET',
    url: '/wps/operator/kyc/members/:memberId/documents/:documentId',
    access: OPERATOR,
    permission: 'kyc.review',
    contentType: '*/*',
    summary: 'A member’s uploaded document (JPEG, PNG or PDF), for the reviewer; audited',
    tags: operatorTags,
    schema: {
      params: Type.Object({ memberId: RecordId, documentId: RecordId }),
      response: { 200: Type.String({ description: 'the file with its stored type' }) },
    },
  }),
  approve: defineRoute({
    method: 'POST',
    url: '/wps/operator/kyc/members/:memberId/approve',
    access: OPERATOR,
    permission: 'kyc.review',
    summary:
      'Approve with the ID number and date of birth read from the document; under the brand’s minimum age the ' +
      'account is closed and its money returned (decision 057). Audited.',
    tags: operatorTags,
    schema: { params: MemberParams, body: KycApproveSchema, response: { 200: Ok(KycReviewSchema) } },
  }),
  reject: defineRoute({
    method: 'POST',
    url: '/wps/operator/kyc/members/:memberId/reject',
    access: OPERATOR,
    permission: 'kyc.review',
    summary: 'Reject with a reason the member sees; the member may upload again. Audited.',
    tags: operatorTags,
    schema: { params: MemberParams, body: KycRejectSchema, response: { 200: Ok(KycReviewSchema) } },
  }),
} as const
