import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fundedPlayer, createInhouseWorld, type InhouseWorld } from '../../inhouse/inhouse-test-world'
import { SLOT_VENDOR } from '../../inhouse/inhouse-games'
import { deriveKey } from '../../lib/secret'
import { startPaygateSimulator, type PaygateSimulator } from '../../providers/paygate/paygate.simulator'
import { bearer, registerMember } from '../../test/accounts'
import { issueLaunchToken } from '../seamless-wallet/launch-token.service'
import { resourceQrCode } from '../system/system.service'

/**
 * Outward links are built from the brand's configured domain that the request matched, never
 * from the Host header's text: `localhost:@evil.example` matches "localhost" by its host name
 * but would send the link to evil.example (decision 035). The demo brand serves demo.localhost.
 */
const EVIL = 'localhost:@evil.example'
const SITE = 'demo.localhost:8080'

let w: InhouseWorld
let simulator: PaygateSimulator
beforeAll(async () => {
  w = await createInhouseWorld()
  simulator = await startPaygateSimulator({ secret: deriveKey(w.t.appSecret, 'paygate'), retryDelaysMs: [] })
})
afterAll(async () => {
  await simulator.close()
  await w.close()
})

describe('links never come from the Host header', () => {
  it('emails the reset link on the configured domain, and refuses a Host with user info', async () => {
    const { username } = await registerMember(w.t)
    const ask = (host: string) =>
      w.t.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=${username}&email=${encodeURIComponent(`${username}@example.test`)}`,
      })
    const refused = await ask(EVIL)
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toMatchObject({ success: false, code: 'merchant_not_found' })
    const mails = () =>
      w.t.db.selectFrom('outboxMessages').select('body').where('destination', '=', `${username}@example.test`).execute()
    expect(await mails()).toEqual([])
    expect((await ask(SITE)).statusCode).toBe(200)
    const [mail] = await mails()
    expect(mail?.body).toMatch(/ http:\/\/demo\.localhost:8080\/\?resetToken=[\w-]+\n/)
  })

  it('draws the QR code of the configured domain, and refuses a Host with user info', async () => {
    const qr = (host: string) =>
      w.t.app.inject({ method: 'GET', url: '/wps/system/qrCode?resourceType=APP_IOS', headers: { host } })
    expect((await qr(EVIL)).json()).toMatchObject({ success: false, code: 'merchant_not_found' })
    const merchant = await w.t.merchants.forHost('localhost')
    expect((await qr(SITE)).body).toBe(resourceQrCode(merchant, 'APP_IOS', `http://${SITE}`))
    // The site's `url` cannot point the code at another brand's settings either.
    const other = await w.t.app.inject({
      method: 'GET',
      url: '/wps/system/qrCode?resourceType=APP_IOS&url=elsewhere.example',
      headers: { host: SITE },
    })
    expect(other.json()).toMatchObject({ success: false, code: 'merchant_not_found' })
  })

  it('returns the member from the gateway to the configured domain', async () => {
    const t = w.t
    // A second app on the same database, linked to the simulator (the world's app has no gateway).
    const { buildApp } = await import('../../app')
    const { loadConfig } = await import('../../config')
    const { testGeo } = await import('../../test/test-app')
    const config = loadConfig(
      {},
      {
        logLevel: 'silent',
        webDir: null,
        settingsCacheMs: 0,
        paygate: { url: simulator.url, simulator: false, callbackBaseUrl: w.url },
      },
    )
    const paid = await buildApp({
      config,
      db: t.db,
      geo: await testGeo(),
      appSecret: t.appSecret,
      paygateUrl: simulator.url,
    })
    try {
      const m = await registerMember(t)
      const start = (host: string, key: string) =>
        paid.app.inject({
          method: 'POST',
          url: '/wps/member/deposit/gateway',
          headers: { ...bearer(m.token), host, 'idempotency-key': key },
          payload: { channelCode: 'ONLINE_PAYMENT', amount: '50.00' },
        })
      expect((await start(EVIL, 'links-evil')).json()).toMatchObject({ success: false })
      const started = await start(SITE, 'links-site')
      expect(started.statusCode, started.body).toBe(200)
      const cancelled = await fetch(`${started.json().value.payUrl}/cancel`, { method: 'POST', redirect: 'manual' })
      expect(cancelled.headers.get('location')).toMatch(
        /^http:\/\/demo\.localhost:8080\/deposit\?depositId=\d+&paygateStatus=failed$/,
      )
    } finally {
      await paid.app.close()
    }
  })

  it('gives the in-house game the verify link of the configured domain', async () => {
    const who = await fundedPlayer(w, 10_000n)
    const launch = async (host: string) => {
      const token = await issueLaunchToken(w.t.db, {
        merchantId: w.merchantId,
        memberId: who.memberId,
        vendorCode: SLOT_VENDOR,
        gameId: null,
        currency: 'MYR',
        language: 'EN',
      })
      return w.t.app.inject({
        method: 'GET',
        url: `/inhouse/launch?token=${token}&game=jade-96&vendor=${SLOT_VENDOR}`,
        headers: { host },
      })
    }
    expect((await launch(EVIL)).statusCode).not.toBe(302)
    const res = await launch(SITE)
    expect(res.statusCode).toBe(302)
    const origins = await w.t.db
      .selectFrom('inhouseSessions')
      .select('siteOrigin')
      .where('player', '=', who.player)
      .execute()
    expect(origins.map((o) => o.siteOrigin)).toEqual([`http://${SITE}`])
  })
})
