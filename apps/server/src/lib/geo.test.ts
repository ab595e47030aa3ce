import { describe, expect, it } from 'vitest'
import { testGeo } from '../test/test-app'

describe('IP to country, offline', () => {
  it('finds countries for IPv4, IPv6 and IPv4-mapped addresses', async () => {
    const geo = await testGeo()
    expect(geo.country('8.8.8.8')).toBe('US')
    expect(geo.country('1.46.0.1')).toBe('TH')
    expect(geo.country('::ffff:8.8.8.8')).toBe('US')
    expect(geo.country('2001:4860:4860::8888')).toBe('US')
  })

  it('answers null for private, loopback and malformed addresses', async () => {
    const geo = await testGeo()
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'not-an-ip', ''])
      expect(geo.country(ip)).toBeNull()
  })
})
