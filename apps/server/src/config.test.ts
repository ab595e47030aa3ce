import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('loadConfig', () => {
  it('has working defaults: port 8080, embedded database under ./data', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ port: 8080, databaseUrl: null, logLevel: 'info', trustProxy: false })
    expect(config.dataDir).toMatch(/data$/)
    expect(Object.isFrozen(config)).toBe(true)
  })

  it('reads trusted proxies as a list', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.1', '10.0.1.0/24'])
    expect(loadConfig({ TRUSTED_PROXIES: 'true' }).trustProxy).toBe(true)
  })

  it('reads the SMTP server and the From address', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: null, emailFrom: 'no-reply@localhost' })
    const config = loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.test:465', EMAIL_FROM: 'login@example.test' })
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.test:465',
      emailFrom: 'login@example.test',
    })
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:25' }).smtpUrl).toBe('smtp://127.0.0.1:25')
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.test' })).toThrow('SMTP_URL')
  })

  it('reads the Redis that counts shared rate limits', () => {
    expect(loadConfig({}).redisUrl).toBeNull()
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.example.test:6380/2' }).redisUrl).toBe(
      'rediss://:secret@cache.example.test:6380/2',
    )
    expect(() => loadConfig({ REDIS_URL: 'cache.example.test:6379' })).toThrow('REDIS_URL')
  })

  it('reads a PostgreSQL schema, only beside a PostgreSQL URL', () => {
    expect(loadConfig({}).databaseSchema).toBeNull()
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_SCHEMA: 'brand_two' }).databaseSchema).toBe(
      'brand_two',
    )
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_SCHEMA: 'x; DROP TABLE members' })).toThrow(
      'DATABASE_SCHEMA',
    )
    expect(() => loadConfig({ DATABASE_SCHEMA: 'brand_two' })).toThrow('DATABASE_SCHEMA needs DATABASE_URL')
  })

  it('reads a reports replica, only beside a PostgreSQL URL', () => {
    expect(loadConfig({}).reportsDatabaseUrl).toBeNull()
    const both = { DATABASE_URL: 'postgres://db/app', REPORTS_DATABASE_URL: 'postgres://replica/app' }
    expect(loadConfig(both).reportsDatabaseUrl).toBe('postgres://replica/app')
    expect(() => loadConfig({ REPORTS_DATABASE_URL: 'postgres://replica/app' })).toThrow('needs DATABASE_URL')
    expect(() => loadConfig({ ...both, REPORTS_DATABASE_URL: 'mysql://replica' })).toThrow('REPORTS_DATABASE_URL')
  })

  it('seeds demo data and starts the gateway simulator only for the embedded database, unless told', () => {
    expect(loadConfig({})).toMatchObject({ demoData: true, defaultBrand: null, paygate: { simulator: true } })
    const postgres = loadConfig({ DATABASE_URL: 'postgres://db/app' })
    expect(postgres).toMatchObject({ demoData: false, paygate: { simulator: false } })
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app', DEMO_DATA: 'on', PAYGATE_SIMULATOR: 'on' })).toMatchObject({
      demoData: true,
      paygate: { simulator: true },
    })
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false)
    expect(loadConfig({ DEFAULT_BRAND: 'lotus' }).defaultBrand).toBe('lotus')
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow('DEMO_DATA')
    expect(() => loadConfig({ DEFAULT_BRAND: 'Lotus Play' })).toThrow('DEFAULT_BRAND')
  })

  it('starts the payment-gateway simulator unless told of an external gateway or told not to', () => {
    expect(loadConfig({}).paygate).toEqual({ url: null, simulator: true, callbackBaseUrl: null })
    expect(loadConfig({ PAYGATE_SIMULATOR: 'off' }).paygate.simulator).toBe(false)
    const external = loadConfig({
      PAYGATE_URL: 'https://pay.example.test/',
      PAYGATE_CALLBACK_URL: 'https://site.example.test/',
    }).paygate
    expect(external).toMatchObject({ url: 'https://pay.example.test', callbackBaseUrl: 'https://site.example.test' })
    for (const name of ['PAYGATE_URL', 'PAYGATE_CALLBACK_URL', 'PAYGATE_SIMULATOR']) {
      expect(() =>
        loadConfig({ PAYGATE_URL: 'pay.example.test', PAYGATE_CALLBACK_URL: 'ftp://x', PAYGATE_SIMULATOR: 'maybe' }),
      ).toThrow(name)
    }
  })

  it('lists every invalid value at once', () => {
    const load = () =>
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        APP_SECRET: 'short',
        SMTP_URL: 'mail.example.test',
      })
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'APP_SECRET', 'SMTP_URL']) expect(load).toThrow(name)
  })
})
