import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seamlessHeaders, seamlessSecret, seamlessSignatureValid } from '../../providers/vendor/seamless-signature'
import { vendorSecret } from '../../providers/vendor/transfer-vendor'
import { operatorSession } from '../../test/operators'
import {
  createSeamlessWorld,
  seamlessPath,
  seamlessPlayer,
  signedCall,
  type SeamlessWorld,
} from '../../test/seamless-fixtures'

let w: SeamlessWorld
let owner: Record<string, string>
let brandOwner: Record<string, string>
let content: Record<string, string>
beforeAll(async () => {
  w = await createSeamlessWorld()
  owner = (await operatorSession(w.t)).headers
  brandOwner = (await operatorSession(w.t, w.merchantId)).headers
  content = (await operatorSession(w.t, null, ['content'])).headers
}, 180_000)
afterAll(() => w.close())

type Method = 'GET' | 'PUT' | 'POST'
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  w.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const ok = async (method: Method, url: string, headers: Record<string, string>, payload?: object) => {
  const res = await call(method, url, headers, payload)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const lastAudit = (action: string) =>
  w.t.db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('id', 'desc').executeTakeFirst()
const vendorRow = (code: string) => w.t.db.selectFrom('vendors').selectAll().where('code', '=', code).executeTakeFirst()

describe('vendor wallets', () => {
  it('lists the vendors with wallet mode and endpoint to installation-wide holders of games.secrets only', async () => {
    const list = await ok('GET', '/wps/operator/vendors', owner)
    expect(list).toContainEqual(
      expect.objectContaining({ vendorCode: 'TRANSX', walletMode: 'transfer', apiBaseUrl: 'http://127.0.0.1:9' }),
    )
    expect(list.find((v: { vendorCode: string }) => v.vendorCode === 'SEAMX').secretRotatedAt).toBeNull()
    expect((await call('GET', '/wps/operator/vendors', brandOwner)).json().code).toBe('forbidden')
    expect((await call('GET', '/wps/operator/vendors', content)).json().code).toBe('forbidden')
  })

  it('sets a transfer endpoint (https or the loopback), audited; refuses anything else unchanged', async () => {
    const url = '/wps/operator/vendors/TRANSX/endpoint'
    for (const apiBaseUrl of ['http://vendor.example', 'ftp://x', 'https://a b', 'javascript:alert(1)']) {
      const res = await call('PUT', url, owner, { apiBaseUrl })
      expect(res.json().code, apiBaseUrl).toBe('validation_failed')
      expect(res.json().details[0].path).toBe('/body/apiBaseUrl')
    }
    expect((await call('PUT', url, brandOwner, { apiBaseUrl: 'https://x.example' })).json().code).toBe('forbidden')
    expect((await vendorRow('TRANSX'))?.apiBaseUrl).toBe('http://127.0.0.1:9')
    const value = await ok('PUT', url, owner, { apiBaseUrl: 'https://api.vendor.example/v2' })
    expect(value.apiBaseUrl).toBe('https://api.vendor.example/v2')
    expect(await lastAudit('vendor.endpoint')).toMatchObject({
      target: 'vendor:TRANSX',
      before: { apiBaseUrl: 'http://127.0.0.1:9' },
      after: { apiBaseUrl: 'https://api.vendor.example/v2' },
    })
    await ok('PUT', url, owner, { apiBaseUrl: 'http://127.0.0.1:9' })
    expect(
      (await call('PUT', '/wps/operator/vendors/NOPE_X/endpoint', owner, { apiBaseUrl: 'https://x.example' })).json()
        .code,
    ).toBe('vendor_not_found')
  })

  it('rotates a seamless secret: shown once, sealed at rest, the old one refused, the new one accepted', async () => {
    const p = await seamlessPlayer(w)
    const body = JSON.stringify({ player: p.player })
    expect((await signedCall(w, 'balance', body)).statusCode).toBe(200)
    expect((await call('POST', '/wps/operator/vendors/SEAMX/secret', brandOwner)).json().code).toBe('forbidden')

    const { secret, vendor } = await ok('POST', '/wps/operator/vendors/SEAMX/secret', owner)
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(vendor.secretRotatedAt).not.toBeNull()
    const stored = await w.t.db.selectFrom('vendorSecrets').selectAll().where('vendorCode', '=', 'SEAMX').execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]?.sealedSecret).not.toContain(secret)

    const old = await signedCall(w, 'balance', body)
    expect(`${old.statusCode} ${old.json().code}`).toBe('401 signature_invalid')
    const key = Buffer.from(secret, 'hex')
    const fresh = await signedCall(w, 'balance', body, { secret: key })
    expect(fresh.statusCode, fresh.body).toBe(200)
    const headers = {
      timestamp: fresh.headers['x-timestamp'] as string,
      signature: fresh.headers['x-signature'] as string,
    }
    const path = { method: 'POST', path: seamlessPath('SEAMX', 'balance') }
    expect(seamlessSignatureValid(key, headers, path, fresh.body)).toBe(true)
    expect(seamlessSignatureValid(seamlessSecret(w.t.appSecret, 'SEAMX'), headers, path, fresh.body)).toBe(false)

    // Never readable again, never in the audit log.
    const list = await call('GET', '/wps/operator/vendors', owner)
    expect(list.body).not.toContain(secret)
    const row = await lastAudit('vendor.secret_rotate')
    expect(row).toMatchObject({ target: 'vendor:SEAMX', before: { secretRotatedAt: null } })
    expect(JSON.stringify([row?.before, row?.after])).not.toContain(secret)
  })

  it('rotates a transfer-mode vendor’s secret for its launch redemption too', async () => {
    const path = '/vendor-api/transfer/TRANSX/authenticate'
    const body = JSON.stringify({ token: 'x'.repeat(43) })
    const as = { method: 'POST', path }
    const inject = (secret: Buffer) =>
      w.t.app.inject({ method: 'POST', url: path, headers: seamlessHeaders(secret, as, body), payload: body })
    const derived = vendorSecret(w.t.appSecret, 'TRANSX')
    expect((await inject(derived)).json().code).not.toBe('signature_invalid')
    const { secret } = await ok('POST', '/wps/operator/vendors/TRANSX/secret', owner)
    expect((await inject(derived)).json().code).toBe('signature_invalid')
    expect((await inject(Buffer.from(secret, 'hex'))).json().code).not.toBe('signature_invalid')
  })
})

describe('importing a vendor’s games', () => {
  const url = '/wps/operator/vendors/SEAMX/games/import'
  const games = () =>
    w.t.db
      .selectFrom('games')
      .selectAll()
      .where('vendorCode', '=', 'SEAMX')
      .where('code', 'like', 'sx-%')
      .orderBy('code')
      .execute()
  const good = [
    {
      code: 'sx-1',
      names: { EN: 'Star One', TH: 'ดาว' },
      imageUrl: 'https://cdn.example/sx1.png',
      category: 'RNG',
      rtp: '96.5',
      trialAllowed: true,
    },
    { code: 'sx-2', names: { EN: 'Star Two' }, imageUrl: '/games/sx2.png', category: 'FISH' },
  ]

  it('reports every bad row and field on a dry run, writing nothing', async () => {
    const before = await games()
    const rows = [
      ...good,
      {
        code: 'bad code!',
        names: {},
        imageUrl: 'javascript:alert(1)',
        category: 'CARDS',
        rtp: '120',
        trialAllowed: 'maybe',
      },
      { ...good[0], imageUrl: 'http://cdn.example/x.png' },
    ]
    const value = await ok('POST', url, owner, { format: 'json', content: JSON.stringify(rows), dryRun: true })
    expect(value).toMatchObject({ dryRun: true, rows: 4, created: 2 })
    expect(value.errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`)).toEqual([
      '3:code',
      '3:names',
      '3:imageUrl',
      '3:category',
      '3:rtp',
      '3:trialAllowed',
      '4:imageUrl',
    ])
    const real = await call('POST', url, owner, { format: 'json', content: JSON.stringify(rows), dryRun: false })
    expect(real.json().code).toBe('validation_failed')
    expect(real.json().details[0].path).toBe('/body/content/3/code')
    expect((await call('POST', url, owner, { format: 'json', content: '{"a":1}', dryRun: true })).json().code).toBe(
      'validation_failed',
    )
    expect(await games()).toEqual(before)
  })

  it('imports JSON then updates by code from CSV, audited with counts', async () => {
    const value = await ok('POST', url, owner, { format: 'json', content: JSON.stringify(good), dryRun: false })
    expect(value).toEqual({ dryRun: false, rows: 2, created: 2, updated: 0, errors: [] })
    const csv = [
      'code,name_EN,name_CN,imageUrl,category,rtp,trialAllowed',
      'sx-2,"Star Two, Deluxe",星二,/games/sx2b.png,FISH,97.1,yes',
      'sx-3,Star Three,,https://cdn.example/sx3.png,LIVE,,',
    ].join('\n')
    const again = await ok('POST', url, owner, { format: 'csv', content: csv, dryRun: false })
    expect(again).toMatchObject({ rows: 2, created: 1, updated: 1 })
    const rows = await games()
    expect(rows.map((r) => r.code)).toEqual(['sx-1', 'sx-2', 'sx-3'])
    expect(rows[1]).toMatchObject({
      names: { EN: 'Star Two, Deluxe', CN: '星二' },
      imageUrl: '/games/sx2b.png',
      rtpBp: 9710,
      trialAllowed: true,
    })
    expect(rows[0]).toMatchObject({ rtpBp: 9650, trialAllowed: true, gameType: 'RNG' })
    expect(await lastAudit('vendor.games_import')).toMatchObject({
      target: 'vendor:SEAMX',
      after: { format: 'csv', rows: 2, created: 1, updated: 1 },
    })
  })

  it('is installation-wide only, and needs a known vendor', async () => {
    const body = { format: 'json', content: JSON.stringify(good), dryRun: true }
    expect((await call('POST', url, brandOwner, body)).json().code).toBe('forbidden')
    expect((await call('POST', '/wps/operator/vendors/NOPE_X/games/import', owner, body)).json().code).toBe(
      'vendor_not_found',
    )
  })
})
