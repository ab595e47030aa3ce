import { Type, type Static } from 'typebox'
import { Ok } from './envelope'
import { RecordId } from './home'
import { ANNOUNCEMENT_TYPES, FEEDBACK_IMAGES_MAX } from './constants'
import { OPERATOR } from './operators'
import { STAFF_LABEL_PATTERN } from './operator-members'
import { defineRoute } from './route'
import { Page, Paging } from './paging'

/** Who a platform message reaches: one member, the members registered when it is sent, or also later ones. */
export const MESSAGE_AUDIENCES = ['member', 'existing', 'everyone'] as const

const Time = Type.String({ format: 'date-time' })
const NullableTime = Type.Union([Time, Type.Null()])
const MerchantId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

/** By language code; at least one language; the site falls back to EN, then the brand's default. */
function textsOf<T extends ReturnType<typeof Type.Object>>(text: T) {
  return Type.Object(
    {
      MY: Type.Optional(text),
      EN: Type.Optional(text),
      CN: Type.Optional(text),
      VI: Type.Optional(text),
      TH: Type.Optional(text),
    },
    { minProperties: 1 },
  )
}
/** A picture: an https address, a site path, or a path relative to the brand's imageBaseUrl (banners/x.svg). */
const ImageUrl = Type.String({
  maxLength: 1024,
  pattern: '^(?!.*\\.\\.)(https://[^\\s"\'<>\\\\]+|/?[A-Za-z0-9][A-Za-z0-9._~/-]*)$',
})
const AnnouncementText = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120 }),
  summary: Type.Optional(Type.String({ maxLength: 300, description: 'promotions' })),
  content: Type.Optional(
    Type.String({ maxLength: 20_000, description: 'HTML; sanitised with an allow-list before it is stored' }),
  ),
  /** This language's picture (banners, promotions); the site falls back to the shared imageUrl. */
  imageUrl: Type.Optional(ImageUrl),
})
const MessageText = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120 }),
  content: Type.String({ minLength: 1, maxLength: 5_000, description: 'HTML; sanitised before it is stored' }),
})
export const AnnouncementTextsSchema = textsOf(AnnouncementText)
export const MessageTextsSchema = textsOf(MessageText)

/** Where a banner leads: a site route (/promotions) or an https address; nothing else (no javascript:). */
const Link = Type.String({ maxLength: 1024, pattern: '^(https://[^\\s"\'<>\\\\]+|/(?![/\\\\])[^\\s"\'<>\\\\]*)$' })
const GroupName = Type.String({ pattern: '^[a-z][a-z0-9_]{0,31}$', description: 'home, w_register, login, hot, ...' })

const EditableFields = {
  groupName: Type.Optional(Type.Union([GroupName, Type.Null()])),
  texts: AnnouncementTextsSchema,
  imageUrl: Type.Optional(Type.Union([ImageUrl, Type.Null()])),
  link: Type.Optional(Type.Union([Link, Type.Null()])),
  published: Type.Optional(Type.Boolean({ default: true })),
  startAt: Type.Optional(Time),
  endAt: Type.Optional(NullableTime),
  sortOrder: Type.Optional(Type.Integer({ minimum: -100_000, maximum: 100_000 })),
}

export const OperatorAnnouncementSchema = Type.Object({
  id: Type.String(),
  merchantId: Type.Integer(),
  type: Type.Enum(ANNOUNCEMENT_TYPES),
  groupName: Type.Union([Type.String(), Type.Null()]),
  texts: AnnouncementTextsSchema,
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
  published: Type.Boolean(),
  startAt: Time,
  endAt: NullableTime,
  sortOrder: Type.Integer(),
  createdAt: Time,
  updatedAt: Time,
})
export type OperatorAnnouncement = Static<typeof OperatorAnnouncementSchema>

const AnnouncementParams = Type.Object({ id: RecordId })

export const operatorHomeRoutes = {
  announcements: defineRoute({
    method: 'GET',
    url: '/wps/operator/announcements',
    access: OPERATOR,
    permission: 'content.announcements.read',
    summary: 'Announcements of the operator’s merchants, published or not, newest first',
    tags: ['operator', 'home'],
    schema: {
      querystring: Type.Object({
        type: Type.Optional(Type.Enum(ANNOUNCEMENT_TYPES)),
        merchantId: Type.Optional(MerchantId),
        ...Paging,
      }),
      response: { 200: Ok(Page(OperatorAnnouncementSchema)) },
    },
  }),
  createAnnouncement: defineRoute({
    method: 'POST',
    url: '/wps/operator/announcements',
    access: OPERATOR,
    permission: 'content.announcements',
    summary:
      'Create an announcement (audited). B and H need imageUrl; PL and PU need content; PR needs summary, content and imageUrl. ' +
      'merchantId is required of installation-wide operators.',
    tags: ['operator', 'home'],
    schema: {
      body: Type.Object({
        merchantId: Type.Optional(MerchantId),
        type: Type.Enum(ANNOUNCEMENT_TYPES),
        ...EditableFields,
      }),
      response: { 200: Ok(OperatorAnnouncementSchema) },
    },
  }),
  updateAnnouncement: defineRoute({
    method: 'PUT',
    url: '/wps/operator/announcements/:id',
    access: OPERATOR,
    permission: 'content.announcements',
    summary: 'Change an announcement; fields left out stay as they are, texts are replaced whole (audited)',
    tags: ['operator', 'home'],
    schema: {
      params: AnnouncementParams,
      body: Type.Object({
        ...EditableFields,
        texts: Type.Optional(AnnouncementTextsSchema),
        published: Type.Optional(Type.Boolean()),
      }),
      response: { 200: Ok(OperatorAnnouncementSchema) },
    },
  }),
  unpublishAnnouncement: defineRoute({
    method: 'POST',
    url: '/wps/operator/announcements/:id/unpublish',
    access: OPERATOR,
    permission: 'content.announcements',
    summary: 'Take an announcement off the site at once (audited)',
    tags: ['operator', 'home'],
    schema: { params: AnnouncementParams, response: { 200: Ok(OperatorAnnouncementSchema) } },
  }),
  sendMessage: defineRoute({
    method: 'POST',
    url: '/wps/operator/messages',
    access: OPERATOR,
    permission: 'content.messages',
    summary:
      'Send a platform message to one member (memberId or username), to each member holding a staff label (label), ' +
      'or broadcast it: existing = members registered now, everyone = also those who register later (audited)',
    tags: ['operator', 'messages'],
    schema: {
      body: Type.Object({
        merchantId: Type.Optional(MerchantId),
        memberId: Type.Optional(RecordId),
        username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        label: Type.Optional(Type.String({ pattern: STAFF_LABEL_PATTERN })),
        audience: Type.Optional(
          Type.Enum(['existing', 'everyone'] as const, { description: 'broadcasts only; default existing' }),
        ),
        texts: MessageTextsSchema,
      }),
      response: {
        200: Ok(
          Type.Object({
            id: Type.String(),
            merchantId: Type.Integer(),
            audience: Type.Enum(MESSAGE_AUDIENCES),
            memberId: Type.Union([Type.String(), Type.Null()]),
            createdAt: Time,
            label: Type.Optional(Type.String()),
            recipients: Type.Optional(Type.Integer({ description: 'members reached when sent to a label' })),
          }),
        ),
      },
    },
  }),
  feedback: defineRoute({
    method: 'GET',
    url: '/wps/operator/feedback',
    access: OPERATOR,
    permission: 'support.feedback.read',
    summary: 'Members’ feedback, newest first',
    tags: ['operator', 'feedback'],
    schema: {
      querystring: Type.Object({ merchantId: Type.Optional(MerchantId), memberId: Type.Optional(RecordId), ...Paging }),
      response: {
        200: Ok(
          Page(
            Type.Object({
              id: Type.String(),
              merchantId: Type.Integer(),
              memberId: Type.String(),
              username: Type.String(),
              content: Type.String(),
              imageIds: Type.Array(Type.String(), { maxItems: FEEDBACK_IMAGES_MAX }),
              createdAt: Time,
            }),
          ),
        ),
      },
    },
  }),
  feedbackImage: defineRoute({
    method: 'GET',
    url: '/wps/operator/feedback/:id/images/:imageId',
    access: OPERATOR,
    permission: 'support.feedback.read',
    contentType: 'image/*',
    summary: 'A picture sent with a feedback (PNG or JPEG, with its stored type)',
    tags: ['operator', 'feedback'],
    schema: {
      params: Type.Object({ id: RecordId, imageId: RecordId }),
      response: { 200: Type.String({ description: 'PNG or JPEG image' }) },
    },
  }),
} as const
