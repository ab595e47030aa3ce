import { resolve } from 'node:path'
import { parseHost } from './lib/host'

/**
 * The only reader of the environment. Everything else receives this frozen object.
 * Invalid values fail start-up with one message listing every problem.
 */
export interface Config {
  port: number
  host: string
  /** PostgreSQL URL; when null the embedded PGlite database under dataDir is used. */
  databaseUrl: string | null
  /** PostgreSQL schema to live in (search_path), so that several installations or test runs can share one database; null uses the default. */
  databaseSchema: string | null
  /** A read replica (or a copy) of the database for reports and the console's long lists; null reads the primary. */
  reportsDatabaseUrl: string | null
  dataDir: string
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /** Fastify trustProxy: false, true, or the list of proxy addresses/CIDRs whose X-Forwarded-For counts. */
  trustProxy: boolean | string[]
  /** Secret for HMACs and for sealing private keys at rest; generated under dataDir when unset. */
  appSecret: string | null
  /** A directory with newer ip-location-db country CSVs; null uses the packaged copy. */
  geoipDir: string | null
  /** An HTTP SMS gateway (POST { to, text }); null keeps SMS in the outbox only. */
  smsHttpUrl: string | null
  smsHttpToken: string | null
  /** An SMTP server (`smtp://` or `smtps://`, credentials in the URL) for email; null keeps email in the outbox only. */
  smtpUrl: string | null
  /** The From address of email sent over SMTP. */
  emailFrom: string
  /** Directory of the built web app to serve; null serves no web app. */
  webDir: string | null
  /** Directory of the built back-office console, served under /admin/; null serves none. */
  adminDir: string | null
  /** The one host name the console answers on; null: every brand host (decision 052). */
  adminHost: string | null
  /** How long merchant settings may be served from memory before a re-read. */
  settingsCacheMs: number
  /** RSA key rotation: a new key after this many days; old keys stay valid for the grace period. */
  keyRotationDays: number
  keyGraceDays: number
  /** How long a call to a transfer-wallet game vendor may take before its outcome counts as unknown. */
  vendorTimeoutMs: number
  /** How often this instance looks for due background jobs (auto-receive...); 0 runs none here. */
  jobIntervalMs: number
  /** Third-party login (OpenID Connect); a provider is off (null) unless its client id and secret are both set. */
  oidc: { google: OidcClientConfig | null; facebook: OidcClientConfig | null }
  /** The payment gateway for gateway deposit channels (decision record 011). */
  paygate: PaygateConfig
  /** Serve the OpenAPI reference at /docs (API_DOCS=off removes it, decision 039). */
  apiDocs: boolean
  /** Seed the demo brand, its accounts, balances and history into an empty database (decision 035). */
  demoData: boolean
  /** The code of the brand that answers hosts no brand lists; null refuses them (decision 035). */
  defaultBrand: string | null
  /** Redis for the rate-limit counters every instance shares; null counts them in PostgreSQL (decision 064). */
  redisUrl: string | null
}

export interface PaygateConfig {
  /** An external gateway's base URL; null uses the built-in simulator when `simulator` is on. */
  url: string | null
  /** Start the built-in simulator on 127.0.0.1 with the server (ignored when `url` is set); by default only for the embedded database. */
  simulator: boolean
  /** The base URL at which the gateway reaches this server's callback; null: the server's own listening address. */
  callbackBaseUrl: string | null
}

export interface OidcClientConfig {
  issuer: string
  clientId: string
  clientSecret: string
}

type Env = Record<string, string | undefined>

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
/** A brand's code, as `npm run brand -- create` accepts it. */
export const BRAND_CODE = /^[a-z0-9][a-z0-9_-]{1,31}$/

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Readonly<Config> {
  const problems: string[] = []
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]
    if (raw === undefined || raw === '') return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`)
      return fallback
    }
    return value
  }
  const logLevel = (env.LOG_LEVEL ?? 'info') as Config['logLevel']
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)
  const databaseUrl = env.DATABASE_URL || null
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must be a postgres:// URL')
  const reportsDatabaseUrl = env.REPORTS_DATABASE_URL || null
  if (reportsDatabaseUrl && !/^postgres(ql)?:\/\//.test(reportsDatabaseUrl))
    problems.push('REPORTS_DATABASE_URL must be a postgres:// URL')
  if (reportsDatabaseUrl && !databaseUrl) problems.push('REPORTS_DATABASE_URL needs DATABASE_URL')
  const databaseSchema = env.DATABASE_SCHEMA || null
  if (databaseSchema && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema))
    problems.push('DATABASE_SCHEMA must be a lower-case SQL name (a-z, 0-9, _)')
  if (databaseSchema && !databaseUrl)
    problems.push('DATABASE_SCHEMA needs DATABASE_URL (the embedded database has no schemas of its own)')
  const appSecret = env.APP_SECRET || null
  if (appSecret && appSecret.length < 32) problems.push('APP_SECRET must be at least 32 characters')
  const paygateUrl = env.PAYGATE_URL?.replace(/\/+$/, '') || null
  if (paygateUrl && !/^https?:\/\/[^\s/]/.test(paygateUrl)) problems.push('PAYGATE_URL must be an http(s) URL')
  const paygateCallback = env.PAYGATE_CALLBACK_URL?.replace(/\/+$/, '') || null
  if (paygateCallback && !/^https?:\/\/[^\s/]/.test(paygateCallback))
    problems.push('PAYGATE_CALLBACK_URL must be an http(s) URL')
  // The demo and a simulator that "pays" are for the embedded try-out; PostgreSQL means real money (decision 035).
  const tryOut = databaseUrl ? 'off' : 'on'
  const paygateSimulator = onOff(env, 'PAYGATE_SIMULATOR', tryOut, problems)
  const demoData = onOff(env, 'DEMO_DATA', tryOut, problems)
  const defaultBrand = env.DEFAULT_BRAND?.trim() || null
  if (defaultBrand && !BRAND_CODE.test(defaultBrand))
    problems.push('DEFAULT_BRAND must be a brand code (a-z, 0-9, _ -)')
  const smtpUrl = env.SMTP_URL || null
  const adminHost = env.ADMIN_HOST?.trim() ? (parseHost(env.ADMIN_HOST.trim())?.name ?? null) : null
  if (env.ADMIN_HOST?.trim() && adminHost === null) problems.push('ADMIN_HOST must be a host name')
  const apiDocs = onOff(env, 'API_DOCS', 'on', problems)
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL')
  const redisUrl = env.REDIS_URL || null
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must be a redis:// or rediss:// URL')

  const config: Config = {
    port: int('PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    databaseSchema,
    reportsDatabaseUrl,
    dataDir: resolve(env.DATA_DIR || './data'),
    logLevel,
    trustProxy: parseTrustProxy(env.TRUSTED_PROXIES),
    appSecret,
    geoipDir: env.GEOIP_DIR ? resolve(env.GEOIP_DIR) : null,
    smsHttpUrl: env.SMS_HTTP_URL || null,
    smsHttpToken: env.SMS_HTTP_TOKEN || null,
    smtpUrl,
    emailFrom: env.EMAIL_FROM || 'no-reply@localhost',
    webDir: env.WEB_DIR === '' ? null : resolve(env.WEB_DIR || 'apps/web/dist'),
    adminDir: env.ADMIN_DIR === '' ? null : resolve(env.ADMIN_DIR || 'apps/admin/dist'),
    adminHost,
    settingsCacheMs: int('SETTINGS_CACHE_MS', 5000, 0, 3_600_000),
    keyRotationDays: int('KEY_ROTATION_DAYS', 30, 1, 3650),
    keyGraceDays: int('KEY_GRACE_DAYS', 7, 0, 365),
    vendorTimeoutMs: int('VENDOR_TIMEOUT_MS', 10_000, 100, 120_000),
    jobIntervalMs: int('JOB_INTERVAL_MS', 60_000, 0, 86_400_000),
    oidc: {
      google: oidcClient(env, 'GOOGLE', 'https://accounts.google.com', problems),
      facebook: oidcClient(env, 'FACEBOOK', 'https://www.facebook.com', problems),
    },
    paygate: { url: paygateUrl, simulator: paygateSimulator, callbackBaseUrl: paygateCallback },
    apiDocs,
    demoData,
    defaultBrand,
    redisUrl,
    ...overrides,
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`)
  return Object.freeze(config)
}

function onOff(env: Env, name: string, fallback: 'on' | 'off', problems: string[]): boolean {
  const value = (env[name] || fallback).toLowerCase()
  if (value !== 'on' && value !== 'off') problems.push(`${name} must be on or off`)
  return value === 'on'
}

/** A provider is configured only when both its client id and secret are set. */
function oidcClient(
  env: Env,
  prefix: 'GOOGLE' | 'FACEBOOK',
  defaultIssuer: string,
  problems: string[],
): OidcClientConfig | null {
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim() || ''
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim() || ''
  const issuer = env[`${prefix}_OIDC_ISSUER`]?.trim() || defaultIssuer
  if (!/^https?:\/\/[^\s/]/.test(issuer)) problems.push(`${prefix}_OIDC_ISSUER must be an http(s) URL`)
  if (!clientId || !clientSecret) return null
  return { issuer, clientId, clientSecret }
}

/** "" -> false (X-Forwarded-For ignored); "true"; or a comma list of IPs/CIDRs. */
function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? ''
  if (value === '' || value === 'false') return false
  if (value === 'true') return true
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}
