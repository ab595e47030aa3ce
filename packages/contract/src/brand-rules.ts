import { Type, type Static, type TSchema } from 'typebox'
import { PUBLIC } from './access'
import { LANGUAGES, REGISTER_FIELDS, RESOURCE_TYPES, WHITELABEL_FLAG_CODES } from './constants'
import { Ok } from './envelope'
import { OPERATOR } from './operators'
import { defineRoute } from './route'

/**
 * A brand's rules, links and access settings in the console (decision 053): one read of every
 * group, one PUT per group whose body is the whole group. Every PUT is audited as
 * `brand.<group>` and answers the brand's rules as they now are.
 */

const MerchantParams = Type.Object({ merchantId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })
const Time = Type.String({ format: 'date-time' })
/** An https address, or a path on the brand's own site (/promotions); nothing else (no javascript:). */
const Link = Type.String({
  minLength: 1,
  maxLength: 1024,
  pattern: '^(https://[^\\s"\'<>\\\\]+|/(?![/\\\\])[^\\s"\'<>\\\\]*)$',
})
/** The path our own public route serves an uploaded QR picture under. */
export const BRAND_RULES_FILE_PATH = '/wps/brand-rules-files/'
const UploadedPicture = Type.String({ pattern: '^/wps/brand-rules-files/[A-Za-z0-9_-]{16,64}$' })
export const BRAND_QR_MAX_BYTES = 256 * 1024
export const BRAND_QR_TYPES = ['image/png', 'image/jpeg'] as const

export const BrandFlagsSchema = Type.Object(
  Object.fromEntries(WHITELABEL_FLAG_CODES.map((code) => [code, Type.Boolean()])),
)

export const BrandRegisterRuleSchema = Type.Object({
  field: Type.Enum(REGISTER_FIELDS),
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  patternId: Type.Integer({ minimum: 0, maximum: 23 }),
  minLength: Type.Integer({ minimum: 0, maximum: 256 }),
  maxLength: Type.Integer({ minimum: 1, maximum: 256 }),
})
export const BrandRegisterMessageSchema = Type.Object({
  patternId: Type.Integer({ minimum: 0, maximum: 23 }),
  language: Type.Enum(LANGUAGES),
  message: Type.String({ minLength: 1, maxLength: 300, description: '(min) and (max) are placeholders' }),
})
export const BrandRegistrationSchema = Type.Object({
  /** In the order the site shows them. */
  rules: Type.Array(BrandRegisterRuleSchema, { minItems: 1, maxItems: REGISTER_FIELDS.length }),
  /** Per-language texts that replace the catalogue's message of a pattern on this brand's site. */
  messages: Type.Array(BrandRegisterMessageSchema, { maxItems: 24 * LANGUAGES.length }),
})

export const BrandResourceSchema = Type.Object({
  resourceType: Type.Enum(RESOURCE_TYPES),
  url: Link,
  labelNameEn: Type.String({ minLength: 1, maxLength: 64 }),
  /** An uploaded picture (see uploadQr); null: /wps/system/qrCode draws the link. */
  customQrUrl: Type.Union([UploadedPicture, Type.Null()]),
})
export const BrandResourcesSchema = Type.Object({
  /** In the order the site shows them; one per type. */
  resources: Type.Array(BrandResourceSchema, { maxItems: RESOURCE_TYPES.length }),
})

export const BrandCustomerServiceSchema = Type.Object({
  url: Type.Union([Link, Type.Null()]),
  vipUrl: Type.Union([Link, Type.Null()]),
  popupWidth: Type.Integer({ minimum: 240, maximum: 1600 }),
  popupHeight: Type.Integer({ minimum: 320, maximum: 1600 }),
})

export const BrandAnalyticsSchema = Type.Object({
  /** A Google tag id: G-XXXX (GA4), AW-123 (Ads), GT-XXXX or UA-123-1; null: no tag. */
  gtagId: Type.Union([Type.String({ pattern: '^(G|GT|AW|DC)-[A-Z0-9]{4,16}$|^UA-\\d{4,10}-\\d{1,4}$' }), Type.Null()]),
})

export const BrandDomainRoutesSchema = Type.Object({
  /** Failover addresses of the site, tried in this order: https, or http on localhost. */
  routes: Type.Array(
    Type.Object({
      url: Type.String({
        maxLength: 512,
        pattern: '^(https://[a-z0-9.-]+(:\\d{1,5})?|http://(localhost|127\\.0\\.0\\.1)(:\\d{1,5})?)/?$',
      }),
    }),
    { maxItems: 20 },
  ),
})

export const BrandAccessSchema = Type.Object({
  maintenance: Type.Boolean(),
  /** Shown to visitors as the expected end; it does not end maintenance by itself. */
  maintenanceEnd: Type.Union([Time, Type.Null()]),
  /** ISO 3166 codes of the countries table. */
  restrictedCountries: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { maxItems: 250 }),
  /** Single addresses or CIDR ranges, IPv4 or IPv6. */
  restrictedIps: Type.Array(Type.String({ minLength: 2, maxLength: 64 }), { maxItems: 500 }),
  minimumAge: Type.Integer({ minimum: 0, maximum: 99 }),
  birthdayMinimumAge: Type.Integer({ minimum: 0, maximum: 99 }),
})

export const BrandSessionsSchema = Type.Object({
  sessionIdleMinutes: Type.Integer({ minimum: 5, maximum: 1440 }),
  sessionMaxHours: Type.Integer({ minimum: 1, maximum: 720 }),
  /** 0: passwords never expire. */
  passwordMaxAgeDays: Type.Integer({ minimum: 0, maximum: 3650 }),
  newIpVerification: Type.Boolean(),
  /** Demo money a free-play account starts with, in minor units of the brand's currency. */
  trialBalance: Type.String({ pattern: '^(0|[1-9][0-9]{0,9})$' }),
})

/** An amount of the brand's currency, at most two places; null: no such rule. */
const RuleAmount = Type.Union([Type.String({ pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$' }), Type.Null()])

/** Which actions need a verified identity (decision 057); the minimum age is the access group's. */
export const BrandIdentitySchema = Type.Object({
  /** A single withdrawal above this amount. */
  withdrawalAbove: RuleAmount,
  /** A withdrawal that takes the member's withdrawals (all but rejected ones) above this total. */
  withdrawalTotalAbove: RuleAmount,
  /** Raising or removing a player-protection limit. */
  limitRaise: Type.Boolean(),
})
export type BrandIdentity = Static<typeof BrandIdentitySchema>

export const RegisterPatternEntrySchema = Type.Object({
  patternId: Type.Integer(),
  name: Type.String(),
  pattern: Type.String(),
  messages: Type.Record(Type.String(), Type.String()),
})

export const BrandRulesSchema = Type.Object({
  merchantId: Type.Integer(),
  currency: Type.String(),
  flags: BrandFlagsSchema,
  registration: BrandRegistrationSchema,
  /** The platform's pattern catalogue, to choose from. */
  patterns: Type.Array(RegisterPatternEntrySchema),
  resources: BrandResourcesSchema,
  customerService: BrandCustomerServiceSchema,
  analytics: BrandAnalyticsSchema,
  domainRoutes: BrandDomainRoutesSchema,
  access: BrandAccessSchema,
  sessions: BrandSessionsSchema,
  identity: BrandIdentitySchema,
})
export type BrandRules = Static<typeof BrandRulesSchema>
export type BrandRulesGroup = Exclude<keyof BrandRules, 'merchantId' | 'currency' | 'patterns'>

function putGroup<const G extends string, B extends TSchema>(group: G, summary: string, body: B) {
  return defineRoute({
    method: 'PUT',
    url: `/wps/operator/brands/:merchantId/${group}` as `/wps/operator/brands/:merchantId/${G}`,
    access: OPERATOR,
    permission: 'brands.settings',
    summary: `${summary} (the whole group; audited as brand.${group})`,
    tags: ['operator', 'brands'],
    schema: { params: MerchantParams, body, response: { 200: Ok(BrandRulesSchema) } },
  })
}

export const brandRulesRoutes = {
  read: defineRoute({
    method: 'GET',
    url: '/wps/operator/brands/:merchantId/rules',
    access: OPERATOR,
    permission: 'brands.read',
    summary: 'A brand’s flags, registration rules, links, access and session settings',
    tags: ['operator', 'brands'],
    schema: { params: MerchantParams, response: { 200: Ok(BrandRulesSchema) } },
  }),
  flags: putGroup('flags', 'Set the whitelabel flags', BrandFlagsSchema),
  registration: putGroup('registration', 'Set the registration rules and messages', BrandRegistrationSchema),
  resources: putGroup('resources', 'Set the social and app links', BrandResourcesSchema),
  customerService: putGroup('customer-service', 'Set the customer-service desk', BrandCustomerServiceSchema),
  analytics: putGroup('analytics', 'Set the analytics tag', BrandAnalyticsSchema),
  domainRoutes: putGroup('domain-routes', 'Set the failover addresses', BrandDomainRoutesSchema),
  access: putGroup('access', 'Set maintenance, restricted regions and addresses, minimum ages', BrandAccessSchema),
  sessions: putGroup('sessions', 'Set member sessions, password age and free-play balance', BrandSessionsSchema),
  identity: putGroup(
    'identity',
    'Set which withdrawals and limit changes need a verified identity',
    BrandIdentitySchema,
  ),
  uploadQr: defineRoute({
    method: 'POST',
    url: '/wps/operator/brands/:merchantId/resources/:resourceType/qr',
    access: OPERATOR,
    permission: 'brands.settings',
    summary:
      'Upload a resource’s own QR picture: the raw body (image/png or image/jpeg, at most 256 KB, typed by its bytes); ' +
      'audited as brand.resources',
    tags: ['operator', 'brands'],
    // No body schema: the body is the picture itself, parsed to bytes by the feature's routes.
    schema: {
      params: Type.Object({
        merchantId: MerchantParams.properties.merchantId,
        resourceType: Type.Enum(RESOURCE_TYPES),
      }),
      response: { 200: Ok(BrandRulesSchema) },
    },
  }),
  file: defineRoute({
    method: 'GET',
    url: '/wps/brand-rules-files/:key',
    access: PUBLIC,
    contentType: 'image/*',
    summary: 'An uploaded QR picture of a brand’s link (PNG or JPEG); keys are random and unguessable',
    tags: ['system'],
    schema: {
      params: Type.Object({ key: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) }),
      response: { 200: Type.String({ description: 'PNG or JPEG image' }) },
    },
  }),
} as const
