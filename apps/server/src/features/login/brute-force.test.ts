import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callEncrypted, knownCaptcha, registerMember } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'
import { CAPTCHA_AFTER, THROTTLE_AFTER } from './login.service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('a password-guessing attack on one account', () => {
  it('meets a captcha, then a hard stop, while other calls keep answering', async () => {
    const { username } = await registerMember(t)
    const guess = async (password: string, withCaptcha: boolean) =>
      callEncrypted(t, 'POST', '/wps/session/login', {
        username,
        password,
        ...(withCaptcha ? await knownCaptcha(t) : {}),
      })

    // Meanwhile a visitor keeps loading the site.
    let flooding = true
    const probes: { status: number; ms: number }[] = []
    const prober = (async () => {
      while (flooding) {
        const started = performance.now()
        const res = await t.app.inject({ method: 'GET', url: '/wps/system/status' })
        probes.push({ status: res.statusCode, ms: performance.now() - started })
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()

    for (let i = 0; i < CAPTCHA_AFTER.account; i++)
      expect((await guess(`guess${i}`, false)).json().code).toBe('invalid_credentials')
    expect((await guess('guess-x', false)).json().code).toBe('captcha_required')

    // An attacker who solves every captcha still stops at the hourly limit.
    const remaining = THROTTLE_AFTER.account - CAPTCHA_AFTER.account
    for (let batch = 0; batch < remaining; batch += 10) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(10, remaining - batch) }, (_, i) => guess(`guess${batch + i + 10}`, true)),
      )
      for (const answer of answers) expect(answer.json().code).toBe('invalid_credentials')
    }
    const stopped = await guess('secret123', true)
    expect(stopped.statusCode).toBe(429)
    expect(stopped.json().code).toBe('too_many_attempts')
    flooding = false
    await prober

    expect(probes.length).toBeGreaterThan(10)
    expect(probes.every((p) => p.status === 200)).toBe(true)
    // Hashing runs behind a concurrency cap, so the site stays usable (a loose bound, not a benchmark).
    expect(Math.max(...probes.map((p) => p.ms))).toBeLessThan(2000)
  })
})
