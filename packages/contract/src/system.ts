import { Type, type Static } from 'typebox'
import { PUBLIC } from './access'
import { LANGUAGES, RESOURCE_TYPES, WHITELABEL_FLAG_CODES } from './constants'
import { Ok } from './envelope'
import { defineRoute } from './route'

const LanguageSchema = Type.Enum(LANGUAGES)

/** The host the site runs on; a bare host, host:port or a full URL. */
export const SiteUrl = Type.Optional(Type.String({ minLength: 1, maxLength: 2048, pattern: '^\\S+$' }))
const SiteUrlQuery = Type.Object({ url: SiteUrl })
// One flat object, not an intersection: unknown-field stripping would empty an allOf.
const SiteLanguageQuery = Type.Object({ url: SiteUrl, language: Type.Optional(LanguageSchema) })

export const ThemeSchema = Type.Object({
  primary: Type.String(),
  primaryContrast: Type.String(),
  accent: Type.String(),
  background: Type.String(),
  surface: Type.String(),
  text: Type.String(),
  muted: Type.String(),
})

export const BrandSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  logoUrl: Type.String(),
  faviconUrl: Type.Union([Type.String(), Type.Null()], { description: 'null: the site’s built-in favicon' }),
  imageBaseUrl: Type.String(),
  theme: ThemeSchema,
  languages: Type.Array(LanguageSchema),
  defaultLanguage: LanguageSchema,
  currency: Type.String(),
  timezone: Type.String(),
})
export type Brand = Static<typeof BrandSchema>

export const RegisterRuleSchema = Type.Object({
  field: Type.String(),
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  acceptedPattern: Type.String({ description: 'JavaScript regular expression source, used with the u flag' }),
  patternId: Type.Integer({ minimum: 0, maximum: 23 }),
  minLength: Type.Integer({ minimum: 0 }),
  maxLength: Type.Integer({ minimum: 1 }),
})
export type RegisterRule = Static<typeof RegisterRuleSchema>

export const RegisterPatternSchema = Type.Object({
  patternId: Type.Integer({ minimum: 0, maximum: 23 }),
  name: Type.String(),
  pattern: Type.String(),
  message: Type.String({ description: 'Text in the requested language; (min) and (max) are placeholders' }),
})
export type RegisterPattern = Static<typeof RegisterPatternSchema>

export const ResourceSchema = Type.Object({
  resourceType: Type.Enum(RESOURCE_TYPES),
  url: Type.String(),
  qrCodeUrl: Type.Union([Type.String(), Type.Null()]),
  labelNameEn: Type.String(),
})
export type Resource = Static<typeof ResourceSchema>

export const CustomerServiceSchema = Type.Object({
  url: Type.Union([Type.String(), Type.Null()]),
  vipUrl: Type.Union([Type.String(), Type.Null()]),
  popupWidth: Type.Integer(),
  popupHeight: Type.Integer(),
})

const FlagsSchema = Type.Object(Object.fromEntries(WHITELABEL_FLAG_CODES.map((code) => [code, Type.Boolean()])))

export const StatusValueSchema = Type.Object({
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
    description: '0 normal, 1 maintenance, 2 region restricted',
  }),
  merchant: BrandSchema,
  whitelabel: FlagsSchema,
  registerRules: Type.Array(RegisterRuleSchema),
  resources: Type.Array(ResourceSchema),
  customerService: CustomerServiceSchema,
  analytics: Type.Object({ gtagId: Type.Union([Type.String(), Type.Null()]) }),
  imageCDNs: Type.Array(Type.String()),
  launchGameCDNs: Type.Array(Type.String()),
  location: Type.Object({ ip: Type.String(), country: Type.Union([Type.String(), Type.Null()]) }),
  maintenance: Type.Boolean(),
  regionRestriction: Type.Boolean(),
  maintenanceEnd: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type StatusValue = Static<typeof StatusValueSchema>

type SettingsNode = { modId: string; enabled: '0' | '1'; childrenNodes: SettingsNode[] }
const SettingsNodeSchema = Type.Cyclic(
  {
    Node: Type.Object({
      modId: Type.String(),
      enabled: Type.Union([Type.Literal('0'), Type.Literal('1')]),
      childrenNodes: Type.Array(Type.Ref('Node')),
    }),
  },
  'Node',
)
export type { SettingsNode }

export const systemRoutes = {
  status: defineRoute({
    method: 'GET',
    url: '/wps/system/status',
    access: PUBLIC,
    summary: 'Site permission: brand, flags, rules, resources, location and system status',
    tags: ['system'],
    schema: { querystring: SiteUrlQuery, response: { 200: Ok(StatusValueSchema) } },
  }),
  whitelabel: defineRoute({
    method: 'GET',
    url: '/wps/system/whitelabel',
    access: PUBLIC,
    summary: 'Whitelabel settings tree (menu) and flags',
    tags: ['system'],
    schema: {
      querystring: SiteUrlQuery,
      response: {
        200: Ok(Type.Object({ merchant: BrandSchema, whitelabel: FlagsSchema, menu: Type.Array(SettingsNodeSchema) })),
      },
    },
  }),
  registerSettings: defineRoute({
    method: 'GET',
    url: '/wps/system/setting/register',
    access: PUBLIC,
    summary: 'Registration rules per field and the pattern catalogue with messages',
    tags: ['system'],
    schema: {
      querystring: SiteLanguageQuery,
      response: {
        200: Ok(
          Type.Object({
            rules: Type.Array(RegisterRuleSchema),
            patterns: Type.Array(RegisterPatternSchema),
            minimumAge: Type.Integer(),
            birthdayMinimumAge: Type.Integer(),
            defaultCountryCode: Type.String(),
          }),
        ),
      },
    },
  }),
  domainRoute: defineRoute({
    method: 'GET',
    url: '/wps/system/domainRoute',
    access: PUBLIC,
    summary: 'Alternative domains of the brand with their measured speed',
    tags: ['system'],
    schema: {
      querystring: SiteUrlQuery,
      response: {
        200: Ok(Type.Object({ routes: Type.Array(Type.Object({ url: Type.String(), speed: Type.Integer() })) })),
      },
    },
  }),
  helpCenter: defineRoute({
    method: 'GET',
    url: '/wps/system/helpCenter',
    access: PUBLIC,
    summary: 'Help-centre categories and articles (terms with anchors, FAQ)',
    tags: ['system'],
    schema: {
      querystring: SiteLanguageQuery,
      response: {
        200: Ok(
          Type.Object({
            language: LanguageSchema,
            categories: Type.Array(
              Type.Object({
                code: Type.String(),
                title: Type.String(),
                articles: Type.Array(
                  Type.Object({ anchor: Type.String(), title: Type.String(), contentHtml: Type.String() }),
                ),
              }),
            ),
          }),
        ),
      },
    },
  }),
  countries: defineRoute({
    method: 'GET',
    url: '/wps/system/countries',
    access: PUBLIC,
    summary: 'Countries with dialing codes; the merchant’s preferred countries first',
    tags: ['system'],
    schema: {
      querystring: SiteLanguageQuery,
      response: {
        200: Ok(
          Type.Object({
            countries: Type.Array(
              Type.Object({ countryCode: Type.String(), countryDialingCode: Type.String(), name: Type.String() }),
            ),
          }),
        ),
      },
    },
  }),
  qrCode: defineRoute({
    method: 'GET',
    url: '/wps/system/qrCode',
    access: PUBLIC,
    contentType: 'image/svg+xml',
    summary: 'QR code (SVG) of a resource link, e.g. an app download; the default qrCodeUrl of resources',
    tags: ['system'],
    schema: {
      querystring: Type.Object({ url: SiteUrl, resourceType: Type.Enum(RESOURCE_TYPES) }),
      response: { 200: Type.String({ description: 'SVG document' }) },
    },
  }),
  publicKey: defineRoute({
    method: 'GET',
    url: '/wps/system/publicKey',
    access: PUBLIC,
    summary: 'RSA public key for encrypted (E) payloads',
    tags: ['system'],
    schema: {
      response: {
        200: Ok(
          Type.Object({
            keyId: Type.String(),
            publicKey: Type.String({ description: 'SPKI PEM, RSA 2048+' }),
            algorithm: Type.Literal('RSA-OAEP-256+A256GCM'),
          }),
        ),
      },
    },
  }),
  captcha: defineRoute({
    method: 'GET',
    url: '/wps/captcha',
    access: PUBLIC,
    summary: 'A fresh single-use captcha image',
    tags: ['system'],
    schema: {
      response: {
        200: Ok(
          Type.Object({
            captchaId: Type.String(),
            image: Type.String({ description: 'base64 PNG (no data: prefix)' }),
            expiresInSeconds: Type.Integer(),
          }),
        ),
      },
    },
  }),
} as const

/** The body of an E call (docs/domain/api-calls.md#encrypted-payloads). */
export const EncryptedBodySchema = Type.Object({
  keyId: Type.String({ minLength: 1, maxLength: 64 }),
  key: Type.String({ minLength: 1, maxLength: 2048 }),
  iv: Type.String({ minLength: 1, maxLength: 64 }),
  data: Type.String({ minLength: 1, maxLength: 1_400_000 }),
})
export type EncryptedBody = Static<typeof EncryptedBodySchema>
