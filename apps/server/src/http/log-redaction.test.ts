import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app'
import { redactUrl } from './log-redaction'

let t: TestApp
const lines: string[] = []

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } })
})
afterAll(() => t.close())

const SECRET = 'S3cr3tValue0123456789abcdef'

describe('secrets in logged URLs', () => {
  it('never writes a reset token, launch token, OIDC code or state, or sealed link to the log', async () => {
    const urls = [
      `/?resetToken=${SECRET}`,
      `/inhouse/launch?token=${SECRET}&vendor=SEA_RNG&lang=EN`,
      `/wps/session/social/google/complete?code=${SECRET}&state=${SECRET}x`,
      `/wps/customer-service/open?t=${SECRET}`,
      `/wps/agent/affiliate?domain=lotus.example&code=${SECRET}`,
      `/wps/member/info?RESETTOKEN=${SECRET}&Token=${SECRET}`,
    ]
    for (const url of urls) await t.app.inject({ method: 'GET', url })

    const logged = lines.join('')
    expect(logged).toContain('incoming request')
    expect(logged).toContain('/inhouse/launch?token=[redacted]&vendor=SEA_RNG&lang=EN')
    expect(logged).toContain('/wps/agent/affiliate?domain=lotus.example&code=[redacted]')
    expect(logged).not.toContain(SECRET)
  })

  it('keeps the rest of a URL as it came', () => {
    expect(redactUrl('/wps/games?page=2&language=EN')).toBe('/wps/games?page=2&language=EN')
    expect(redactUrl('/x?%74oken=abc&flag&state=')).toBe('/x?%74oken=[redacted]&flag&state=[redacted]')
    expect(redactUrl('/plain/path')).toBe('/plain/path')
  })
})
