import { Type, type Static } from 'typebox'
import { ANNOUNCEMENT_TYPES, LANGUAGES } from './constants'
import { Ok } from './envelope'
import { RecordId } from './home'
import { MESSAGE_AUDIENCES, MessageTextsSchema, OperatorAnnouncementSchema } from './home-operator'
import { PUBLIC } from './access'
import { OPERATOR } from './operators'
import { Page, Paging } from './paging'
import { defineRoute } from './route'

// The console's Content section (decision 053): drafts, ordering, pictures, help articles and
// the list of sent platform messages. The announcement and message calls themselves are in home-operator.ts.

/** Content pictures: PNG or JPEG by their bytes, at most 2 MB. */
export const CONTENT_PICTURE_MAX_BYTES = 2 * 1024 * 1024
export const CONTENT_PICTURE_TYPES = ['image/png', 'image/jpeg'] as const

const Time = Type.String({ format: 'date-time' })
const MerchantId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const IdParams = Type.Object({ id: RecordId })

const HelpArticleFields = {
  language: Type.Enum(LANGUAGES),
  categoryCode: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,31}$', description: 'groups articles: terms, faq, ...' }),
  categoryTitle: Type.String({ minLength: 1, maxLength: 80 }),
  anchor: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,63}$', description: 'unique per brand and language' }),
  title: Type.String({ minLength: 1, maxLength: 160 }),
  contentHtml: Type.String({ minLength: 1, maxLength: 50_000, description: 'HTML; sanitised before it is stored' }),
  sortOrder: Type.Optional(Type.Integer({ minimum: -100_000, maximum: 100_000 })),
}
export const HelpArticleBodySchema = Type.Object({ merchantId: Type.Optional(MerchantId), ...HelpArticleFields })
export type HelpArticleBody = Static<typeof HelpArticleBodySchema>

export const OperatorHelpArticleSchema = Type.Object({
  id: Type.String(),
  merchantId: Type.Integer(),
  ...HelpArticleFields,
  sortOrder: Type.Integer(),
})
export type OperatorHelpArticle = Static<typeof OperatorHelpArticleSchema>

export const SentMessageSchema = Type.Object({
  id: Type.String(),
  merchantId: Type.Integer(),
  audience: Type.Enum(MESSAGE_AUDIENCES),
  memberId: Type.Union([Type.String(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  texts: MessageTextsSchema,
  sentBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Time,
})
export type SentMessage = Static<typeof SentMessageSchema>

export const operatorContentRoutes = {
  publishAnnouncement: defineRoute({
    method: 'POST',
    url: '/wps/operator/announcements/:id/publish',
    access: OPERATOR,
    permission: 'content.announcements',
    summary: 'Put a draft on the site (from its start time; audited)',
    tags: ['operator', 'home'],
    schema: { params: IdParams, response: { 200: Ok(OperatorAnnouncementSchema) } },
  }),
  orderAnnouncements: defineRoute({
    method: 'PUT',
    url: '/wps/operator/announcements/order',
    access: OPERATOR,
    permission: 'content.announcements',
    summary:
      'The order of announcements of one type and brand: ids first to last, every one of them; ' +
      'sort orders written in one transaction (audited)',
    tags: ['operator', 'home'],
    schema: {
      body: Type.Object({
        merchantId: Type.Optional(MerchantId),
        type: Type.Enum(ANNOUNCEMENT_TYPES),
        ids: Type.Array(RecordId, { minItems: 1, maxItems: 500, uniqueItems: true }),
      }),
      response: { 200: Ok(Type.Object({ ids: Type.Array(Type.String()) })) },
    },
  }),
  uploadPicture: defineRoute({
    method: 'POST',
    url: '/wps/operator/content/pictures',
    access: OPERATOR,
    permission: 'content.announcements',
    summary:
      'Upload a content picture: the body is the raw image (image/png or image/jpeg, at most 2 MB), typed by its bytes. ' +
      'Answers the path that serves it, for imageUrl.',
    tags: ['operator', 'home'],
    // No body schema: the body is the picture, parsed to bytes by the content routes.
    schema: { response: { 200: Ok(Type.Object({ url: Type.String() })) } },
  }),
  picture: defineRoute({
    method: 'GET',
    url: '/wps/content/pictures/:key',
    access: PUBLIC,
    contentType: 'image/*',
    summary: 'A content picture (PNG or JPEG); keys are random and unguessable',
    tags: ['home'],
    schema: {
      params: Type.Object({ key: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) }),
      response: { 200: Type.String({ description: 'PNG or JPEG image' }) },
    },
  }),
  helpArticles: defineRoute({
    method: 'GET',
    url: '/wps/operator/help-articles',
    access: OPERATOR,
    permission: 'content.announcements.read',
    summary: 'Help-centre articles of the operator’s brands, by brand, language, category order and article order',
    tags: ['operator', 'home'],
    schema: {
      querystring: Type.Object({
        merchantId: Type.Optional(MerchantId),
        language: Type.Optional(Type.Enum(LANGUAGES)),
        ...Paging,
      }),
      response: { 200: Ok(Page(OperatorHelpArticleSchema)) },
    },
  }),
  createHelpArticle: defineRoute({
    method: 'POST',
    url: '/wps/operator/help-articles',
    access: OPERATOR,
    permission: 'content.announcements',
    summary: 'Add a help-centre article (audited); merchantId is required of installation-wide operators',
    tags: ['operator', 'home'],
    schema: { body: HelpArticleBodySchema, response: { 200: Ok(OperatorHelpArticleSchema) } },
  }),
  updateHelpArticle: defineRoute({
    method: 'PUT',
    url: '/wps/operator/help-articles/:id',
    access: OPERATOR,
    permission: 'content.announcements',
    summary: 'Replace a help-centre article (audited)',
    tags: ['operator', 'home'],
    schema: {
      params: IdParams,
      body: Type.Object(HelpArticleFields),
      response: { 200: Ok(OperatorHelpArticleSchema) },
    },
  }),
  deleteHelpArticle: defineRoute({
    method: 'DELETE',
    url: '/wps/operator/help-articles/:id',
    access: OPERATOR,
    permission: 'content.announcements',
    summary: 'Remove a help-centre article (audited)',
    tags: ['operator', 'home'],
    schema: { params: IdParams, response: { 200: Ok(Type.Object({ id: Type.String() })) } },
  }),
  sentMessages: defineRoute({
    method: 'GET',
    url: '/wps/operator/messages',
    access: OPERATOR,
    permission: 'content.messages',
    summary: 'Platform messages sent, newest first',
    tags: ['operator', 'messages'],
    schema: {
      querystring: Type.Object({ merchantId: Type.Optional(MerchantId), ...Paging }),
      response: { 200: Ok(Page(SentMessageSchema)) },
    },
  }),
} as const
