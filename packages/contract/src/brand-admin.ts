import { Type, type Static, type TSchema } from 'typebox'
import { PUBLIC } from './access'
import { LANGUAGES } from './constants'
import { Ok } from './envelope'
import { OPERATOR } from './operators'
import { defineRoute } from './route'

/**
 * Brands in the console (decision 053): the list, a new brand from a template, and the settings
 * groups general, domains and look. Each group is one PUT whose body is the whole group.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const MerchantId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const Language = Type.Enum(LANGUAGES)

/** Logo and favicon limits; the bytes must be a PNG or JPEG whatever the declared type. */
export const BRAND_LOGO_MAX_BYTES = 512 * 1024
export const BRAND_FAVICON_MAX_BYTES = 128 * 1024
export const DOMAIN_KINDS = ['site', 'console'] as const
export type DomainKind = (typeof DOMAIN_KINDS)[number]

/** A host name or an IP address, no scheme, port or path (the service checks it further). */
const Host = Type.String({ minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.:\\[\\]-]+$' })
const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: '#rrggbb' })

export const BrandDomainSchema = Type.Object({
  domain: Host,
  kind: Type.Enum(DOMAIN_KINDS, { description: 'site: the member site; console: the back office (/admin/)' }),
  primary: Type.Boolean({ description: 'the site domain outward links use; exactly one' }),
})
export type BrandDomain = Static<typeof BrandDomainSchema>
export const BrandDomainsSchema = Type.Object({ domains: Type.Array(BrandDomainSchema, { minItems: 1, maxItems: 20 }) })
export type BrandDomains = Static<typeof BrandDomainsSchema>

export const BrandGeneralSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64 }),
  timezone: Type.String({ minLength: 1, maxLength: 64, description: 'IANA, such as Asia/Kuala_Lumpur' }),
  languages: Type.Array(Language, { minItems: 1, maxItems: LANGUAGES.length, uniqueItems: true }),
  defaultLanguage: Language,
})
export type BrandGeneral = Static<typeof BrandGeneralSchema>

export const BrandThemeSchema = Type.Object({
  primary: Colour,
  primaryContrast: Colour,
  accent: Colour,
  background: Colour,
  surface: Colour,
  text: Colour,
  muted: Colour,
})
export type BrandTheme = Static<typeof BrandThemeSchema>

export const NewBrandSchema = Type.Object({
  code: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{1,31}$', description: 'a-z, 0-9, _ and -; fixed once created' }),
  ...BrandGeneralSchema.properties,
  currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217; fixed once created' }),
  domains: BrandDomainsSchema.properties.domains,
  templateMerchantId: Type.Optional(MerchantId),
})
export type NewBrand = Static<typeof NewBrandSchema>

export const BrandSummarySchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  currency: Type.String(),
  timezone: Type.String(),
  languages: Type.Array(Language),
  defaultLanguage: Language,
  primaryDomain: Nullable(Type.String()),
  members: Type.Integer(),
  maintenance: Type.Boolean(),
})
export type BrandSummary = Static<typeof BrandSummarySchema>

export const BrandDetailSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  currency: Type.String(),
  maintenance: Type.Boolean(),
  general: BrandGeneralSchema,
  domains: Type.Array(BrandDomainSchema),
  theme: BrandThemeSchema,
  logoUrl: Type.String(),
  faviconUrl: Nullable(Type.String()),
})
export type BrandDetail = Static<typeof BrandDetailSchema>

const BrandParams = Type.Object({ merchantId: MerchantId })
const FILE_KEY = '^[A-Za-z0-9_-]{16,64}$'

const settings = <B extends TSchema>(group: string, body: B, summary: string) =>
  defineRoute({
    method: 'PUT',
    url: `/wps/operator/brands/:merchantId/${group}`,
    access: OPERATOR,
    permission: 'brands.settings',
    summary: `${summary} Audited as brand.${group}; the whole group is the body.`,
    tags: ['operator', 'brands'],
    schema: { params: BrandParams, body, response: { 200: Ok(BrandDetailSchema) } },
  })

const picture = (kind: 'logo' | 'favicon', maxBytes: number) =>
  defineRoute({
    method: 'POST',
    url: `/wps/operator/brands/:merchantId/${kind}`,
    access: OPERATOR,
    permission: 'brands.settings',
    summary:
      `Upload the brand's ${kind}: the body is the raw picture (image/png or image/jpeg, at most ` +
      `${maxBytes / 1024} KB), typed by its bytes. Audited as brand.${kind}.`,
    tags: ['operator', 'brands'],
    // No body schema: the body is the picture itself, parsed to bytes by the brand routes.
    schema: { params: BrandParams, response: { 200: Ok(BrandDetailSchema) } },
  })

export const brandAdminRoutes = {
  brands: defineRoute({
    method: 'GET',
    url: '/wps/operator/brands',
    access: OPERATOR,
    permission: 'brands.read',
    summary: 'The brands in the operator’s scope, with their primary domain and member count',
    tags: ['operator', 'brands'],
    schema: { response: { 200: Ok(Type.Array(BrandSummarySchema)) } },
  }),
  createBrand: defineRoute({
    method: 'POST',
    url: '/wps/operator/brands',
    access: OPERATOR,
    permission: 'brands.create',
    summary:
      'Create a brand (installation-wide operators only; audited as brand.create). With templateMerchantId its ' +
      'policy is copied (flags, registration, resources, access, sessions, withdrawal rules and banks, vendors, ' +
      'lottery terms); never members, money, content, domains or deposit channels.',
    tags: ['operator', 'brands'],
    schema: { body: NewBrandSchema, response: { 200: Ok(BrandDetailSchema) } },
  }),
  brand: defineRoute({
    method: 'GET',
    url: '/wps/operator/brands/:merchantId',
    access: OPERATOR,
    permission: 'brands.read',
    summary: 'One brand’s general settings, domains and look',
    tags: ['operator', 'brands'],
    schema: { params: BrandParams, response: { 200: Ok(BrandDetailSchema) } },
  }),
  updateGeneral: settings(
    'general',
    BrandGeneralSchema,
    'Name, time zone and languages; the default must be one of them. The currency is fixed.',
  ),
  updateDomains: settings(
    'domains',
    BrandDomainsSchema,
    'The brand’s domains: at least one site domain, exactly one of them primary, none served by another brand.',
  ),
  updateTheme: settings('theme', BrandThemeSchema, 'The site’s seven colours, each #rrggbb.'),
  uploadLogo: picture('logo', BRAND_LOGO_MAX_BYTES),
  uploadFavicon: picture('favicon', BRAND_FAVICON_MAX_BYTES),
  brandFile: defineRoute({
    method: 'GET',
    url: '/wps/brand-files/:key',
    access: PUBLIC,
    contentType: 'image/*',
    summary: 'A brand’s uploaded logo or favicon (PNG or JPEG, with its stored type); keys are random',
    tags: ['system'],
    schema: {
      params: Type.Object({ key: Type.String({ pattern: FILE_KEY }) }),
      response: { 200: Type.String({ description: 'PNG or JPEG image' }) },
    },
  }),
}
