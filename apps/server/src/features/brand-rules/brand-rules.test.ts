import type { BrandRules } from '@sea/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callEncrypted, knownCaptcha, registrationForm } from '../../test/accounts'
import { PNG, secondMerchant } from '../../test/brands'
import { demoMerchantId } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

// Flags, registration and links (decision 053). The settings cache is on, as in production:
// the site sees a change at once only because the saving instance drops it.
let t: TestApp
let demo: number
let other: number
let ops: Record<string, string>
let otherOps: Record<string, string>
let reader: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ settingsCacheMs: 600_000 })
  demo = await demoMerchantId(t)
  other = await secondMerchant(t, 'brand-rules-b.test', 'THB')
  ops = (await operatorSession(t, demo)).headers
  otherOps = (await operatorSession(t, other)).headers
  reader = (await operatorSession(t, demo, ['auditor'])).headers
}, 120_000)
afterAll(() => t.close())

const read = async (merchantId = demo, headers = ops): Promise<BrandRules> => {
  const res = await t.app.inject({ method: 'GET', url: `/wps/operator/brands/${merchantId}/rules`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const put = (group: string, payload: object, headers = ops, merchantId = demo) =>
  t.app.inject({ method: 'PUT', url: `/wps/operator/brands/${merchantId}/${group}`, headers, payload })
const site = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
/** The newest audit row of an action, its states read as stored (the camel-case plugin would rename their keys). */
const lastAudit = async (action: string) => {
  const row = await t.db
    .selectFrom('auditLog')
    .select(['merchantId', sql<string>`before::text`.as('before'), sql<string>`after::text`.as('after')])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return { merchantId: row.merchantId, before: JSON.parse(row.before), after: JSON.parse(row.after) }
}
const paths = (res: { json(): { details?: { path: string }[] } }) => (res.json().details ?? []).map((d) => d.path)

describe('reading a brand’s rules', () => {
  it('answers every group to a reader, and not_found for a brand outside the scope', async () => {
    const rules = await read(demo, reader)
    expect(rules.flags.USERNAME_REGISTER).toBe(true)
    expect(rules.registration.rules.map((r) => r.field)).toContain('username')
    expect(rules.patterns).toHaveLength(24)
    expect(rules.resources.resources.length).toBeGreaterThan(0)
    expect(rules.sessions.trialBalance).toMatch(/^\d+$/)
    const res = await t.app.inject({ method: 'GET', url: `/wps/operator/brands/${other}/rules`, headers: ops })
    expect(res.json().code).toBe('not_found')
  })

  it('refuses a reader’s change', async () => {
    const res = await put('flags', (await read()).flags, reader)
    expect(res.json().code).toBe('forbidden')
  })
})

describe('flags', () => {
  it('saves the set, audits the group before and after, and the site sees it at once', async () => {
    expect((await site('/wps/system/status')).whitelabel.REFERRAL_PROMO).toBe(true)
    const before = await read()
    const res = await put('flags', { ...before.flags, REFERRAL_PROMO: false })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value.flags.REFERRAL_PROMO).toBe(false)
    expect((await site('/wps/system/status')).whitelabel.REFERRAL_PROMO).toBe(false)
    const audit = await lastAudit('brand.flags')
    expect(audit.merchantId).toBe(demo)
    expect(audit.before).toEqual(before.flags)
    expect(audit.after).toEqual({ ...before.flags, REFERRAL_PROMO: false })
  })

  it('refuses flags that do not work together, with field errors, and saves nothing', async () => {
    const before = await read()
    const res = await put('flags', {
      ...before.flags,
      USERNAME_REGISTER: false,
      MOBILE_REGISTER: false,
      GOOGLE_LOGIN: true,
    })
    expect(res.json().code).toBe('validation_failed')
    expect(paths(res)).toEqual(
      expect.arrayContaining(['/body/DIRECTREG3', '/body/SMS_VERIFICATION', '/body/SMS_LOGIN', '/body/GOOGLE_LOGIN']),
    )
    const missing = await put('flags', { DIRECTREG3: true })
    expect(missing.json().code).toBe('validation_failed')
    expect((await read()).flags).toEqual(before.flags)
  })

  it('answers not_found for another brand’s id and leaves it as it was', async () => {
    const before = await read(other, otherOps)
    const res = await put('flags', { ...before.flags, FREE_PLAY: !before.flags.FREE_PLAY }, ops, other)
    expect(res.json().code).toBe('not_found')
    expect(await read(other, otherOps)).toEqual(before)
  })
})

describe('registration rules and messages', () => {
  it('saves rules with the pattern they follow and the brand’s own messages, served by the site', async () => {
    const before = await read()
    const rules = before.registration.rules.map((r) =>
      r.field === 'nickname' ? { ...r, enabled: true, required: true, patternId: 3, minLength: 2, maxLength: 12 } : r,
    )
    const messages = [{ patternId: 3, language: 'EN', message: '  Our own words, (min)-(max)  ' }]
    const res = await put('registration', { rules, messages })
    expect(res.statusCode, res.body).toBe(200)
    const served = await site('/wps/system/setting/register?language=EN')
    const nickname = served.rules.find((r: { field: string }) => r.field === 'nickname')
    const pattern3 = before.patterns.find((p) => p.patternId === 3)!
    expect(nickname).toMatchObject({ enabled: true, required: true, patternId: 3, acceptedPattern: pattern3.pattern })
    expect(served.patterns[3].message).toBe('Our own words, (min)-(max)')
    // Another language keeps the catalogue's text.
    const cn = await site('/wps/system/setting/register?language=CN')
    expect(cn.patterns[3].message).toBe(pattern3.messages.CN)
    const audit = await lastAudit('brand.registration')
    expect(audit.before).toEqual(before.registration)
    expect((audit.after as BrandRules['registration']).messages).toEqual([
      { patternId: 3, language: 'EN', message: 'Our own words, (min)-(max)' },
    ])
  })

  it('words the registration’s own field errors with the brand’s message', async () => {
    const before = await read()
    const username = before.registration.rules.find((r) => r.field === 'username')!
    const messages = [{ patternId: username.patternId, language: 'EN', message: 'Pick (min) to (max), ours' }]
    expect((await put('registration', { rules: before.registration.rules, messages })).statusCode).toBe(200)
    const res = await callEncrypted(
      t,
      'PUT',
      '/wps/member/register',
      { ...(await knownCaptcha(t)), ...registrationForm('9starts') },
      { language: 'EN' },
    )
    expect(res.json().code).toBe('validation_failed')
    const problem = res.json().details.find((d: { path: string }) => d.path === '/body/username')
    expect(problem.message).toBe(`Pick ${username.minLength} to ${username.maxLength}, ours`)
    expect(
      (await put('registration', { rules: before.registration.rules, messages: before.registration.messages }))
        .statusCode,
    ).toBe(200)
  })

  it('refuses rules that do not hold together, each with its field, and saves nothing', async () => {
    const before = await read()
    const rules = before.registration.rules
      .filter((r) => r.field !== 'email')
      .map((r) =>
        r.field === 'username'
          ? { ...r, required: false }
          : r.field === 'nickname'
            ? { ...r, enabled: false, required: true, minLength: 9, maxLength: 3 }
            : r,
      )
    const at = (field: string) => rules.findIndex((r) => r.field === field)
    const res = await put('registration', {
      rules,
      messages: [
        { patternId: 1, language: 'EN', message: 'x' },
        { patternId: 1, language: 'EN', message: 'y' },
      ],
    })
    expect(res.json().code).toBe('validation_failed')
    expect(paths(res)).toEqual(
      expect.arrayContaining([
        `/body/rules/${at('username')}/enabled`,
        `/body/rules/${at('nickname')}/required`,
        `/body/rules/${at('nickname')}/minLength`,
        '/body/rules',
        '/body/messages/1',
      ]),
    )
    const schema = await put('registration', { rules: [{ field: 'nope' }], messages: [] })
    expect(schema.json().code).toBe('validation_failed')
    expect((await read()).registration).toEqual(before.registration)
  })
})

describe('links and QR pictures', () => {
  it('saves links in order, and a custom QR picture replaces the drawn one', async () => {
    const before = await read()
    const resources = [
      { resourceType: 'TELEGRAM', url: 'https://t.me/ourbrand', labelNameEn: 'Telegram', customQrUrl: null },
      { resourceType: 'APP_ANDROID', url: '/download#android', labelNameEn: 'Android', customQrUrl: null },
    ]
    const res = await put('resources', { resources })
    expect(res.statusCode, res.body).toBe(200)
    let status = await site('/wps/system/status')
    expect(status.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual(['TELEGRAM', 'APP_ANDROID'])
    expect(status.resources[0].qrCodeUrl).toBe('/wps/system/qrCode?resourceType=TELEGRAM')
    expect((await lastAudit('brand.resources')).before).toEqual(before.resources)

    const upload = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/brands/${demo}/resources/TELEGRAM/qr`,
      headers: { ...ops, 'content-type': 'image/png' },
      payload: PNG,
    })
    expect(upload.statusCode, upload.body).toBe(200)
    const picture = upload.json().value.resources.resources[0].customQrUrl as string
    expect(picture).toMatch(/^\/wps\/brand-rules-files\/[\w-]{16,64}$/)
    status = await site('/wps/system/status')
    expect(status.resources[0].qrCodeUrl).toBe(picture)
    const file = await t.app.inject({ method: 'GET', url: picture })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.rawPayload.equals(PNG)).toBe(true)
    expect((await lastAudit('brand.resources')).after).toMatchObject({ resources: [{ customQrUrl: picture }, {}] })

    // Dropping the picture brings the drawn code back.
    await put('resources', { resources })
    expect((await site('/wps/system/status')).resources[0].qrCodeUrl).toBe('/wps/system/qrCode?resourceType=TELEGRAM')
  })

  it('refuses bad links, a picture not uploaded for the link, and pictures that are not PNG or JPEG', async () => {
    const before = await read()
    const res = await put('resources', {
      resources: [{ resourceType: 'FACEBOOK', url: 'javascript:alert(1)', labelNameEn: 'Facebook', customQrUrl: null }],
    })
    expect(res.json().code).toBe('validation_failed')
    expect(paths(res)[0]).toMatch(/^\/body\/resources\/0\/url/)
    const twice = await put('resources', {
      resources: [
        { resourceType: 'FACEBOOK', url: 'https://fb.test/a', labelNameEn: 'A', customQrUrl: null },
        {
          resourceType: 'FACEBOOK',
          url: 'https://fb.test/b',
          labelNameEn: 'B',
          customQrUrl: `/wps/brand-rules-files/${'a'.repeat(32)}`,
        },
      ],
    })
    expect(paths(twice)).toEqual(['/body/resources/1/resourceType', '/body/resources/1/customQrUrl'])
    const svg = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/brands/${demo}/resources/TELEGRAM/qr`,
      headers: { ...ops, 'content-type': 'image/png' },
      payload: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>'),
    })
    expect(svg.json().code).toBe('unsupported_media_type')
    const big = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/brands/${demo}/resources/TELEGRAM/qr`,
      headers: { ...ops, 'content-type': 'image/png' },
      payload: Buffer.concat([PNG, Buffer.alloc(300 * 1024)]),
    })
    expect(big.statusCode).toBe(413)
    const noLink = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/brands/${demo}/resources/WHATSAPP/qr`,
      headers: { ...ops, 'content-type': 'image/png' },
      payload: PNG,
    })
    expect(noLink.json().code).toBe('not_found')
    expect((await read()).resources).toEqual(before.resources)
  })

  it('keeps another brand’s links and pictures out of reach', async () => {
    const before = await read(other, otherOps)
    const upload = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/brands/${other}/resources/TELEGRAM/qr`,
      headers: { ...ops, 'content-type': 'image/png' },
      payload: PNG,
    })
    expect(upload.json().code).toBe('not_found')
    expect((await put('resources', { resources: [] }, ops, other)).json().code).toBe('not_found')
    expect(await read(other, otherOps)).toEqual(before)
  })
})
