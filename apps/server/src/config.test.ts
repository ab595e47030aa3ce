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

  it('lists every invalid value at once', () => {
    const load = () => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', APP_SECRET: 'short' })
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'APP_SECRET']) expect(load).toThrow(name)
  })
})
