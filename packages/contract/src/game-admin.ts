import { Type, type Static } from 'typebox'
import { GAME_CATEGORIES } from './constants'
import { Ok } from './envelope'
import { RecordId } from './home'
import { OPERATOR } from './operators'
import { Page, Paging } from './paging'
import { defineRoute } from './route'

/**
 * Games per brand in the console (decision 053): a brand's vendors (on or off, order, flags,
 * maintenance window) and games (its own switches over the platform's), the import of a vendor's
 * game list, and the vendors' wallet settings (transfer endpoint, rotated HMAC secret).
 */
const Time = Type.String({ format: 'date-time' })
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])
const MerchantId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const VendorCode = Type.String({ pattern: '^[A-Z0-9_]{2,32}$' })
const Category = Type.Enum(GAME_CATEGORIES)
const SortOrder = Type.Integer({ minimum: -100_000, maximum: 100_000 })
/** Largest import file, as text. */
export const GAME_IMPORT_MAX_CHARS = 500_000
export const GAME_IMPORT_MAX_ROWS = 2_000

export const MaintenanceWindowSchema = Type.Object({ start: Time, end: Time })
export type MaintenanceWindow = Static<typeof MaintenanceWindowSchema>

export const BrandVendorSchema = Type.Object({
  vendorCode: VendorCode,
  displayName: Type.String(),
  category: Category,
  walletMode: Type.Enum(['seamless', 'transfer'] as const),
  /** The platform's switch: a vendor off for the platform is off for every brand. */
  platformEnabled: Type.Boolean(),
  comingSoon: Type.Boolean(),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer({ description: 'the brand’s order within the category' }),
  isHot: Type.Boolean(),
  isNew: Type.Boolean(),
  maintenance: Nullable(MaintenanceWindowSchema),
  underMaintenance: Type.Boolean({ description: 'the window is open now' }),
  games: Type.Integer({ description: 'the platform’s games of the vendor that are on' }),
  gamesOn: Type.Integer({ description: 'of those, how many the brand shows' }),
})
export type BrandVendor = Static<typeof BrandVendorSchema>

export const BrandGameSchema = Type.Object({
  id: RecordId,
  vendorCode: VendorCode,
  code: Type.String(),
  name: Type.String({ description: 'EN, else the first name given' }),
  imageUrl: Type.String(),
  category: Category,
  rtp: Nullable(Type.String({ description: 'percent, e.g. "96.37"' })),
  trialAllowed: Type.Boolean(),
  platformEnabled: Type.Boolean(),
  enabled: Type.Boolean(),
  isHot: Type.Boolean(),
  isNew: Type.Boolean(),
  sortOrder: Type.Integer(),
  /** True when the brand has its own settings for the game (else the platform's apply). */
  overridden: Type.Boolean(),
})
export type BrandGame = Static<typeof BrandGameSchema>

export const ImportRowErrorSchema = Type.Object({
  row: Type.Integer({ description: '1 for the first game (the CSV header is not counted)' }),
  field: Type.String(),
  message: Type.String(),
})
export type ImportRowError = Static<typeof ImportRowErrorSchema>

export const GameImportResultSchema = Type.Object({
  dryRun: Type.Boolean(),
  rows: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  errors: Type.Array(ImportRowErrorSchema, { description: 'nothing is written while there is one' }),
})
export type GameImportResult = Static<typeof GameImportResultSchema>

export const VendorWalletSchema = Type.Object({
  vendorCode: VendorCode,
  displayName: Type.String(),
  category: Category,
  walletMode: Type.Enum(['seamless', 'transfer'] as const),
  apiBaseUrl: Nullable(Type.String()),
  /** When the secret was last rotated; null: the secret derived from the app secret applies. */
  secretRotatedAt: Nullable(Time),
})
export type VendorWallet = Static<typeof VendorWalletSchema>

/** https, or plain http on the loopback for a vendor run on the same machine. */
export const VENDOR_ENDPOINT_PATTERN =
  '^(https://[A-Za-z0-9.-]+(:\\d{1,5})?(/[^\\s"\'<>\\\\?#]*)?|http://127\\.0\\.0\\.1(:\\d{1,5})?(/[^\\s"\'<>\\\\?#]*)?)$'

const BrandParams = Type.Object({ merchantId: MerchantId })
const BrandVendorParams = Type.Object({ merchantId: MerchantId, vendorCode: VendorCode })
const BrandGameParams = Type.Object({ merchantId: MerchantId, gameId: RecordId })
const VendorParams = Type.Object({ vendorCode: VendorCode })

export const gameAdminRoutes = {
  brandVendors: defineRoute({
    method: 'GET',
    url: '/wps/operator/brands/:merchantId/vendors',
    access: OPERATOR,
    permission: 'games.read',
    summary: 'A brand’s vendors by category in its order: switches, flags, maintenance window, game counts',
    tags: ['operator', 'games'],
    schema: { params: BrandParams, response: { 200: Ok(Type.Array(BrandVendorSchema)) } },
  }),
  saveBrandVendors: defineRoute({
    method: 'PUT',
    url: '/wps/operator/brands/:merchantId/vendors',
    access: OPERATOR,
    permission: 'games.manage',
    summary: 'Replace the brand’s vendor list: on or off, order within the category, hot, new (audited)',
    tags: ['operator', 'games'],
    schema: {
      params: BrandParams,
      body: Type.Object({
        vendors: Type.Array(
          Type.Object({
            vendorCode: VendorCode,
            enabled: Type.Boolean(),
            sortOrder: SortOrder,
            isHot: Type.Boolean(),
            isNew: Type.Boolean(),
          }),
          { maxItems: 500 },
        ),
      }),
      response: { 200: Ok(Type.Array(BrandVendorSchema)) },
    },
  }),
  setVendorMaintenance: defineRoute({
    method: 'PUT',
    url: '/wps/operator/brands/:merchantId/vendors/:vendorCode/maintenance',
    access: OPERATOR,
    permission: 'games.manage',
    summary: 'Set (or clear with null) a vendor’s maintenance window on the brand: shown, not launchable (audited)',
    tags: ['operator', 'games'],
    schema: {
      params: BrandVendorParams,
      body: Type.Object({ maintenance: Nullable(MaintenanceWindowSchema) }),
      response: { 200: Ok(BrandVendorSchema) },
    },
  }),
  brandGames: defineRoute({
    method: 'GET',
    url: '/wps/operator/brands/:merchantId/games',
    access: OPERATOR,
    permission: 'games.read',
    summary: 'The games of the platform as the brand shows them, by vendor, searchable, paged',
    tags: ['operator', 'games'],
    schema: {
      params: BrandParams,
      querystring: Type.Object({
        vendorCode: Type.Optional(VendorCode),
        search: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        ...Paging,
      }),
      response: { 200: Ok(Page(BrandGameSchema)) },
    },
  }),
  saveBrandGame: defineRoute({
    method: 'PUT',
    url: '/wps/operator/brands/:merchantId/games/:gameId',
    access: OPERATOR,
    permission: 'games.manage',
    summary: 'The brand’s own switches of one game: on or off, hot, new, order (audited)',
    tags: ['operator', 'games'],
    schema: {
      params: BrandGameParams,
      body: Type.Object({
        enabled: Type.Boolean(),
        isHot: Type.Boolean(),
        isNew: Type.Boolean(),
        sortOrder: SortOrder,
      }),
      response: { 200: Ok(BrandGameSchema) },
    },
  }),
  importGames: defineRoute({
    method: 'POST',
    url: '/wps/operator/vendors/:vendorCode/games/import',
    access: OPERATOR,
    permission: 'games.manage',
    summary:
      'Import a vendor’s game list (JSON array or CSV with a header row), upserting by code; a dry run only ' +
      'reports the rows’ errors; a real run writes all or nothing (installation-wide operators only; audited)',
    tags: ['operator', 'games'],
    schema: {
      params: VendorParams,
      body: Type.Object({
        format: Type.Enum(['json', 'csv'] as const),
        content: Type.String({ minLength: 1, maxLength: GAME_IMPORT_MAX_CHARS }),
        dryRun: Type.Boolean(),
      }),
      response: { 200: Ok(GameImportResultSchema) },
    },
  }),
  vendorWallets: defineRoute({
    method: 'GET',
    url: '/wps/operator/vendors',
    access: OPERATOR,
    permission: 'games.secrets',
    summary: 'The platform’s vendors with their wallet mode and transfer endpoint, never a secret (installation-wide)',
    tags: ['operator', 'games'],
    schema: { response: { 200: Ok(Type.Array(VendorWalletSchema)) } },
  }),
  setVendorEndpoint: defineRoute({
    method: 'PUT',
    url: '/wps/operator/vendors/:vendorCode/endpoint',
    access: OPERATOR,
    permission: 'games.secrets',
    summary: 'A transfer-mode vendor’s API base address: https, or http://127.0.0.1 (installation-wide; audited)',
    tags: ['operator', 'games'],
    schema: {
      params: VendorParams,
      body: Type.Object({ apiBaseUrl: Type.String({ maxLength: 512, pattern: VENDOR_ENDPOINT_PATTERN }) }),
      response: { 200: Ok(VendorWalletSchema) },
    },
  }),
  rotateVendorSecret: defineRoute({
    method: 'POST',
    url: '/wps/operator/vendors/:vendorCode/secret',
    access: OPERATOR,
    permission: 'games.secrets',
    summary:
      'Rotate a vendor’s HMAC secret: the new one (hex of 32 bytes) is in this answer only and never readable ' +
      'again; calls signed with the old one are refused from now on (installation-wide; audited without it)',
    tags: ['operator', 'games'],
    schema: {
      params: VendorParams,
      response: { 200: Ok(Type.Object({ vendor: VendorWalletSchema, secret: Type.String() })) },
    },
  }),
} as const
