import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { bearer } from '../../test/accounts'
import { startFakeIdp, type FakeIdentity, type FakeIdp } from '../../test/fake-idp'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let idp: FakeIdp

// app.inject() calls come in as http://localhost:80, whose origin is http://localhost.
const redirectUri = 'http://localhost/login/social/callback'

beforeAll(async () => {
  idp = await startFakeIdp()
  t = await createTestApp({
    oidc: { google: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret }, facebook: null },
  })
  await setFlag('GOOGLE_LOGIN', true)
})
afterAll(async () => {
  await t.close()
  await idp.close()
})
afterEach(() => idp.tamper('none'))

async function setFlag(flag: string, enabled: boolean) {
  await t.db.updateTable('merchantFlags').set({ enabled }).where('flag', '=', flag).execute()
}

const start = (provider: string, uri = redirectUri) =>
  t.app.inject({ method: 'GET', url: `/wps/session/social/${provider}/start`, query: { redirectUri: uri } })

const complete = (provider: string, payload: { code: string; state: string }) =>
  t.app.inject({ method: 'POST', url: `/wps/session/social/${provider}/complete`, payload })

const info = (token: string) => t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })

/** What the browser does: go to the provider, come back to the redirect URI with code and state. */
async function visitProvider(identity?: FakeIdentity) {
  if (identity) idp.setNextIdentity(identity)
  const res = await start('google')
  expect(res.statusCode, res.body).toBe(200)
  const authorizationUrl = new URL(res.json().value.authorizationUrl)
  expect(authorizationUrl.origin).toBe(idp.issuer)
  expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(redirectUri)
  const back = await fetch(authorizationUrl, { redirect: 'manual' })
  expect(back.status).toBe(302)
  const location = new URL(back.headers.get('location') ?? '')
  expect(`${location.origin}${location.pathname}`).toBe(redirectUri)
  return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' }
}

async function socialLogin(identity?: FakeIdentity) {
  return complete('google', await visitProvider(identity))
}

describe('login with Google', () => {
  it('creates a member on first login whose session works', async () => {
    const res = await socialLogin({ sub: 'google-first', email: 'Siti@Example.test', name: 'Siti Aminah' })
    expect(res.statusCode, res.body).toBe(200)
    const value = res.json().value
    expect(value).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      captcha: false,
      isAgent: 0,
      lastLoginTime: null,
    })
    const me = await info(value.token)
    expect(me.statusCode, me.body).toBe(200)
    expect(me.json().value).toMatchObject({ payeeName: 'Siti Aminah', email: 'si***@example.test', type: 0 })
    expect(me.json().value.account).toMatch(/^g_[a-z0-9]{10}$/)
  })

  it('logs the same identity into the same member the next time', async () => {
    const first = (await socialLogin({ sub: 'google-again', name: 'Again' })).json().value
    const memberId = (await info(first.token)).json().value.id
    // Third-party logins never prove the password, so they are never forced to change it.
    await t.db.updateTable('members').set({ passwordIsDefault: true }).where('id', '=', BigInt(memberId)).execute()
    const second = await socialLogin({ sub: 'google-again', name: 'Again' })
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().value).toMatchObject({ firstTimeLogin: false, passwordExpired: false })
    expect((await info(second.json().value.token)).json().value.id).toBe(memberId)
    const links = await t.db.selectFrom('socialLogins').selectAll().where('subject', '=', 'google-again').execute()
    expect(links).toEqual([expect.objectContaining({ provider: 'google', memberId: BigInt(memberId) })])
  })

  it('links one member when first logins of one identity race', async () => {
    const identity = { sub: 'google-race', name: 'Racer' }
    const backs = [await visitProvider(identity), await visitProvider(identity), await visitProvider(identity)]
    const answers = await Promise.all(backs.map((back) => complete('google', back)))
    for (const res of answers) expect(res.statusCode, res.body).toBe(200)
    const ids = await Promise.all(answers.map(async (res) => (await info(res.json().value.token)).json().value.id))
    expect(new Set(ids).size).toBe(1)
    const created = await t.db.selectFrom('members').select('id').where('payeeName', '=', 'Racer').execute()
    expect(created).toHaveLength(1)
  })

  it('does not keep an email the provider has not verified, nor a missing name', async () => {
    const res = await socialLogin({ sub: 'google-bare' })
    const me = (await info(res.json().value.token)).json().value
    expect(me).toMatchObject({ email: null, payeeName: null })
  })

  it('refuses a state used twice', async () => {
    const back = await visitProvider({ sub: 'google-replay' })
    expect((await complete('google', back)).statusCode).toBe(200)
    const replay = await complete('google', back)
    expect(replay.statusCode).toBe(400)
    expect(replay.json().code).toBe('third_party_failed')
    // Refused here, before the provider is asked (which would refuse the spent code too).
    expect(replay.json().message).toMatch(/used already/)
  })

  it('refuses an expired state and an unknown one', async () => {
    const back = await visitProvider({ sub: 'google-late' })
    await t.db
      .updateTable('socialLoginStates')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('state', '=', back.state)
      .execute()
    const late = (await complete('google', back)).json()
    expect(late).toMatchObject({ code: 'third_party_failed', message: expect.stringMatching(/expired/) })
    expect((await complete('google', { code: 'x', state: 'no-such-state' })).json().code).toBe('third_party_failed')
  })

  it('refuses a token the provider did not sign', async () => {
    const back = await visitProvider({ sub: 'google-forged' })
    idp.tamper('bad-signature')
    const res = await complete('google', back)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('third_party_failed')
    expect(
      await t.db.selectFrom('socialLogins').select('memberId').where('subject', '=', 'google-forged').execute(),
    ).toEqual([])
  })

  it('refuses a redirect URI on another origin', async () => {
    for (const uri of [
      'https://evil.example/callback',
      'http://localhost:8081/callback',
      'https://localhost/callback',
      'not a url',
      `${redirectUri}#x`,
    ]) {
      const res = await start('google', uri)
      expect(res.statusCode, uri).toBe(400)
      expect(res.json().code, uri).toBe('validation_failed')
    }
  })

  it('refuses frozen members', async () => {
    const first = (await socialLogin({ sub: 'google-frozen' })).json().value
    const memberId = (await info(first.token)).json().value.id
    await t.db.updateTable('members').set({ status: 'frozen' }).where('id', '=', BigInt(memberId)).execute()
    const res = await socialLogin({ sub: 'google-frozen' })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('account_frozen')
  })

  it('creates no member without direct registration, but still lets linked members in', async () => {
    const linked = (await socialLogin({ sub: 'google-linked' })).json().value
    await setFlag('DIRECT_REGISTER', false)
    try {
      const fresh = await socialLogin({ sub: 'google-uninvited' })
      expect(fresh.json().code).toBe('invalid_affiliate_code')
      const again = await socialLogin({ sub: 'google-linked' })
      expect(again.statusCode, again.body).toBe(200)
      const ids = await Promise.all(
        [linked.token, again.json().value.token].map(async (token) => (await info(token)).json().value.id),
      )
      expect(ids[0]).toBe(ids[1])
    } finally {
      await setFlag('DIRECT_REGISTER', true)
    }
  })
})

describe('when third-party login is off', () => {
  it('answers feature_disabled for a provider that is not configured', async () => {
    await setFlag('FACEBOOK_LOGIN', true)
    try {
      const res = await start('facebook')
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('feature_disabled')
      expect((await complete('facebook', { code: 'x', state: 'y' })).json().code).toBe('feature_disabled')
    } finally {
      await setFlag('FACEBOOK_LOGIN', false)
    }
  })

  it('answers feature_disabled when the merchant has the flag off', async () => {
    const back = await visitProvider()
    await setFlag('GOOGLE_LOGIN', false)
    try {
      const res = await start('google')
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('feature_disabled')
      expect((await complete('google', back)).json().code).toBe('feature_disabled')
    } finally {
      await setFlag('GOOGLE_LOGIN', true)
    }
  })

  it('refuses an unknown provider', async () => {
    const res = await start('myspace')
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('validation_failed')
  })
})

describe('configuration', () => {
  it('turns a provider on only when both its client id and secret are set', () => {
    expect(loadConfig({}).oidc).toEqual({ google: null, facebook: null })
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', FACEBOOK_CLIENT_SECRET: 'secret' }).oidc).toEqual({
      google: null,
      facebook: null,
    })
    const both = loadConfig({
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      FACEBOOK_CLIENT_ID: 'fid',
      FACEBOOK_CLIENT_SECRET: 'fsecret',
    })
    expect(both.oidc).toEqual({
      google: { issuer: 'https://accounts.google.com', clientId: 'gid', clientSecret: 'gsecret' },
      facebook: { issuer: 'https://www.facebook.com', clientId: 'fid', clientSecret: 'fsecret' },
    })
    const local = loadConfig({
      GOOGLE_OIDC_ISSUER: 'http://127.0.0.1:9000',
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
    })
    expect(local.oidc.google?.issuer).toBe('http://127.0.0.1:9000')
    expect(() => loadConfig({ FACEBOOK_OIDC_ISSUER: 'facebook' })).toThrow('FACEBOOK_OIDC_ISSUER')
  })
})
