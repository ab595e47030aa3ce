import { Type, type Static } from 'typebox'
import { PUBLIC } from './access'
import { REAL_ACCOUNT, SIGNED_IN } from './accounts'
import { ANNOUNCEMENT_TYPES, CUSTOMER_SERVICE_TYPES, FEEDBACK_IMAGES_MAX, FEEDBACK_MAX, LANGUAGES } from './constants'
import { Ok } from './envelope'
import { MEMBER_ID_PATTERN } from './operators'
import { defineRoute } from './route'
import { SiteUrl } from './system'

const TYPE_LIST = `(${ANNOUNCEMENT_TYPES.join('|')})`
export const RecordId = Type.String({ pattern: `^${MEMBER_ID_PATTERN}$` })
const Time = Type.String({ format: 'date-time' })
const LanguageSchema = Type.Enum(LANGUAGES)
const Paging = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
}

export const NoticeSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'HTML, sanitised by the server when it was written' }),
  timestamp: Type.String({ format: 'date-time', description: 'when it was published (its start)' }),
})
export const PopupSchema = Type.Object({
  ...NoticeSchema.properties,
  url: Type.Union([Type.String(), Type.Null()], { description: 'optional picture' }),
})
export const BannerSchema = Type.Object({
  id: Type.String(),
  groupName: Type.String({ description: 'home (carousel), w_register, login, hot, ...' }),
  url: Type.String({ description: 'the picture; relative paths are already resolved against the brand imageBaseUrl' }),
  link: Type.Union([Type.String(), Type.Null()], { description: 'a site route (/promotions) or an https address' }),
  title: Type.String({ description: 'alternative text' }),
})
export const PromotionSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  url: Type.String({ description: 'the picture (600x320)' }),
  content: Type.String({ description: 'HTML, sanitised on write' }),
  link: Type.Union([Type.String(), Type.Null()]),
  startAt: Time,
  endAt: Type.Union([Time, Type.Null()], { description: 'null: open-ended' }),
  promotionId: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description: 'the promotion (decision 054) whose page this is, when one is live; the site shows its button',
    }),
  ),
})
export type Notice = Static<typeof NoticeSchema>
export type Banner = Static<typeof BannerSchema>
export type Promotion = Static<typeof PromotionSchema>

export const AnnouncementListSchema = Type.Object({
  language: LanguageSchema,
  player: Type.Array(NoticeSchema, { description: 'PL, newest first; one page when pageSize is given' }),
  playerTotal: Type.Integer({ description: 'PL notices live now, for the pager' }),
  banners: Type.Array(BannerSchema, {
    description: 'B, by sort order, newest first within one; the site picks its groups',
  }),
  popup: Type.Array(PopupSchema, { description: 'PU, newest first' }),
  promotion: Type.Array(PromotionSchema, { description: 'PR; empty for a caller without a session' }),
  promotionNeedsLogin: Type.Boolean({ description: 'PR was asked for without a session, so it is empty' }),
  hot: Type.Array(BannerSchema, { description: 'H' }),
})
export type AnnouncementList = Static<typeof AnnouncementListSchema>

export const MessageSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'HTML, sanitised on write' }),
  timestamp: Time,
  read: Type.Boolean(),
})
export type PlatformMessage = Static<typeof MessageSchema>

const MessagePage = Type.Object({
  content: Type.Array(MessageSchema),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  totalElements: Type.Integer(),
  unreadCount: Type.Integer(),
})

export const CustomerServiceValueSchema = Type.Object({
  version: Type.Object({
    pathList: Type.Array(
      Type.Object({
        type: Type.Enum(CUSTOMER_SERVICE_TYPES),
        path: Type.String({ description: 'a same-site link that redirects (302) to the desk; open it in the popup' }),
      }),
    ),
  }),
  popupWidth: Type.Integer(),
  popupHeight: Type.Integer(),
  expiresAt: Type.String({ format: 'date-time', description: 'the links stop working after this' }),
})

const LanguageQuery = { language: Type.Optional(LanguageSchema) }

export const homeRoutes = {
  announcements: defineRoute({
    method: 'GET',
    url: '/wps/relay/MCSFE_getListAnnouncements',
    access: PUBLIC,
    summary: 'Banners, player notices, popup notices, promotions (session only) and hot banners that are live now',
    tags: ['home'],
    schema: {
      querystring: Type.Object({
        url: SiteUrl,
        types: Type.Optional(
          Type.String({
            pattern: `^${TYPE_LIST}(,${TYPE_LIST})*$`,
            default: 'B',
            description: 'comma list of B, PL, PU, PR, H',
          }),
        ),
        platform: Type.Optional(Type.Enum(['W'] as const, { description: 'W (web), the only platform served' })),
        ...LanguageQuery,
        ...Paging,
      }),
      response: { 200: Ok(AnnouncementListSchema) },
    },
  }),
  unreadCount: defineRoute({
    method: 'GET',
    url: '/wps/relay/CSP_unreadCount',
    access: SIGNED_IN,
    summary: 'Unread platform messages; always 0 for a trial account (the site skips the call for one)',
    tags: ['home', 'messages'],
    schema: { response: { 200: Ok(Type.Object({ unreadCount: Type.Integer() })) } },
  }),
  messages: defineRoute({
    method: 'GET',
    url: '/wps/member/messages',
    access: REAL_ACCOUNT,
    summary: 'Platform messages for the member (own and broadcast), newest first, with the read flag',
    tags: ['messages'],
    schema: {
      querystring: Type.Object({ ...LanguageQuery, ...Paging }),
      response: { 200: Ok(MessagePage) },
    },
  }),
  readMessage: defineRoute({
    method: 'GET',
    url: '/wps/member/messages/:id',
    access: REAL_ACCOUNT,
    summary: 'One platform message; marks it read',
    tags: ['messages'],
    schema: {
      params: Type.Object({ id: RecordId }),
      querystring: Type.Object(LanguageQuery),
      response: { 200: Ok(MessageSchema) },
    },
  }),
  readAllMessages: defineRoute({
    method: 'POST',
    url: '/wps/member/messages/read',
    access: REAL_ACCOUNT,
    summary: 'Marks every platform message of the member read',
    tags: ['messages'],
    schema: { response: { 200: Ok(Type.Object({ marked: Type.Integer(), unreadCount: Type.Integer() })) } },
  }),
  feedbackImage: defineRoute({
    method: 'PUT',
    url: '/wps/feedback/images',
    access: REAL_ACCOUNT,
    summary:
      'Upload one feedback picture: the body is the raw picture (image/png or image/jpeg, at most 5 MB, checked by ' +
      'its bytes). Answers the image id to send with the feedback.',
    tags: ['feedback'],
    // No body schema: the body is the image itself, parsed to bytes by the feedback routes.
    schema: { response: { 200: Ok(Type.Object({ imageId: Type.String() })) } },
  }),
  feedback: defineRoute({
    method: 'PUT',
    url: '/wps/feedback',
    access: REAL_ACCOUNT,
    summary: 'Send feedback: 1 to 140 characters and up to 3 pictures uploaded before',
    tags: ['feedback'],
    schema: {
      body: Type.Object({
        content: Type.String({ minLength: 1, maxLength: FEEDBACK_MAX }),
        imageIds: Type.Optional(Type.Array(RecordId, { maxItems: FEEDBACK_IMAGES_MAX, uniqueItems: true })),
      }),
      response: {
        200: Ok(
          Type.Object({
            id: Type.String(),
            content: Type.String(),
            imageIds: Type.Array(Type.String()),
            createdAt: Time,
          }),
        ),
      },
    },
  }),
  customerService: defineRoute({
    method: 'GET',
    url: '/wps/relay/getService',
    access: PUBLIC,
    summary: 'Where customer service opens: the VIP desk for rank levels above 4, live chat for everyone else',
    tags: ['home'],
    schema: { querystring: Type.Object({ url: SiteUrl }), response: { 200: Ok(CustomerServiceValueSchema) } },
  }),
  openCustomerService: defineRoute({
    method: 'GET',
    url: '/wps/customer-service/open',
    access: PUBLIC,
    contentType: 'text/plain; charset=utf-8',
    summary: 'Redirects (302) to the customer-service desk named by a sealed, expiring link from getService',
    tags: ['home'],
    schema: {
      querystring: Type.Object({ t: Type.String({ minLength: 16, maxLength: 4096, pattern: '^[A-Za-z0-9_-]+$' }) }),
      response: { 200: Type.String({ description: 'never 200: a 302 redirect' }) },
    },
  }),
} as const
