import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PNG } from '../../test/brands'
import { demoMerchantId, otherMerchant } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

// Decision 053's content calls: drafts and publishing, ordering, pictures, a picture per language.

let t: TestApp
let demo: number
let other: number
let ops: Record<string, string>
let globalOps: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  demo = await demoMerchantId(t)
  other = await otherMerchant(t, 'content-b.test')
  ops = (await operatorSession(t, demo)).headers
  globalOps = (await operatorSession(t)).headers
})
afterAll(() => t.close())

const create = async (body: Record<string, unknown>, headers = ops) => {
  const res = await t.app.inject({ method: 'POST', url: '/wps/operator/announcements', headers, payload: body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.id as string
}
const banners = async (language: string, host = 'localhost') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/wps/relay/MCSFE_getListAnnouncements?types=B&language=${language}`,
    headers: { host },
  })
  return res.json().value.banners as { id: string; url: string; title: string; groupName: string }[]
}
const auditOf = (target: string) =>
  t.db.selectFrom('auditLog').selectAll().where('target', '=', target).orderBy('id').execute()

describe('drafts and publishing', () => {
  it('keeps a draft off the site until it is published, each step audited', async () => {
    const id = await create({
      type: 'B',
      groupName: 'login',
      imageUrl: '/brand/banners/login.svg',
      texts: { EN: { title: 'zz draft' } },
      published: false,
    })
    expect((await banners('EN')).map((b) => b.id)).not.toContain(id)
    const publish = () =>
      t.app.inject({ method: 'POST', url: `/wps/operator/announcements/${id}/publish`, headers: ops })
    expect((await publish()).json().value.published).toBe(true)
    expect((await publish()).statusCode).toBe(200)
    expect((await banners('EN')).find((b) => b.id === id)).toMatchObject({ groupName: 'login', title: 'zz draft' })
    const audit = await auditOf(`announcement:${id}`)
    expect(audit.map((row) => row.action)).toEqual(['announcement.create', 'announcement.publish'])
    expect(audit[1]).toMatchObject({ before: { published: false }, after: { published: true } })
  })

  it('refuses another brand’s announcement as unknown', async () => {
    const theirs = await create(
      { merchantId: other, type: 'PL', texts: { EN: { title: 'T', content: 'x' } }, published: false },
      globalOps,
    )
    const res = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/announcements/${theirs}/publish`,
      headers: ops,
    })
    expect(res.json().code).toBe('not_found')
    const row = await t.db
      .selectFrom('announcements')
      .select('published')
      .where('id', '=', BigInt(theirs))
      .executeTakeFirstOrThrow()
    expect(row.published).toBe(false)
  })
})

describe('a picture per language', () => {
  it('serves the visitor’s language’s picture, else the shared one', async () => {
    const id = await create({
      type: 'B',
      imageUrl: '/brand/banners/home-welcome.svg',
      texts: {
        EN: { title: 'Welcome' },
        CN: { title: '欢迎', imageUrl: '/brand/banners/home-welcome-cn.svg' },
        TH: { title: 'ยินดีต้อนรับ' },
      },
    })
    const pick = async (language: string) => (await banners(language)).find((b) => b.id === id)?.url
    expect(await pick('CN')).toBe('/brand/banners/home-welcome-cn.svg')
    expect(await pick('TH')).toBe('/brand/banners/home-welcome.svg')
    expect(await pick('EN')).toBe('/brand/banners/home-welcome.svg')
  })

  it('takes pictures per language instead of a shared one, and refuses a language without either', async () => {
    const texts = { EN: { title: 'A', imageUrl: 'banners/a.png' }, CN: { title: 'B', imageUrl: 'banners/b.png' } }
    await create({ type: 'B', texts })
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/announcements',
      headers: ops,
      payload: { type: 'B', texts: { ...texts, TH: { title: 'C' } } },
    })
    expect(res.json()).toMatchObject({ code: 'validation_failed', details: [{ path: '/body/imageUrl' }] })
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/announcements',
      headers: ops,
      payload: { type: 'B', texts: { EN: { title: 'A', imageUrl: 'javascript:alert(1)' } } },
    })
    expect(bad.json().code).toBe('validation_failed')
    expect(bad.json().details[0].path).toContain('/texts/EN/imageUrl')
  })
})

describe('ordering', () => {
  const order = (body: Record<string, unknown>, headers = ops) =>
    t.app.inject({ method: 'PUT', url: '/wps/operator/announcements/order', headers, payload: body })

  it('writes the order in one go, the site follows it, one audit row', async () => {
    const texts = (title: string) => ({ EN: { title } })
    const make = (title: string) =>
      create({ type: 'H', groupName: 'zz_order', imageUrl: '/brand/banners/login.svg', texts: texts(title) })
    const ids = [await make('first'), await make('second'), await make('third')]
    const res = await order({ type: 'H', ids: [ids[2], ids[0], ids[1]] })
    expect(res.json().value.ids).toEqual([ids[2], ids[0], ids[1]])
    const hot = await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=H&language=EN' })
    const shown = hot
      .json()
      .value.hot.map((b: { id: string }) => b.id)
      .filter((id: string) => ids.includes(id))
    expect(shown).toEqual([ids[2], ids[0], ids[1]])
    const audit = await auditOf(`announcements:${demo}:H`)
    expect(audit).toHaveLength(1)
    expect(audit[0]!.after).toEqual({
      order: [
        { id: ids[2], sortOrder: 10 },
        { id: ids[0], sortOrder: 20 },
        { id: ids[1], sortOrder: 30 },
      ],
    })
  })

  it('refuses ids of another type or brand with field errors, and writes nothing', async () => {
    const mine = await create({ type: 'PL', texts: { EN: { title: 'n', content: 'x' } }, sortOrder: 7 })
    const theirs = await create(
      { merchantId: other, type: 'PL', texts: { EN: { title: 'T', content: 'x' } }, sortOrder: 5 },
      globalOps,
    )
    const banner = await create({ type: 'B', imageUrl: 'banners/x.png', texts: { EN: { title: 'b' } } })
    const res = await order({ type: 'PL', ids: [mine, theirs, banner] })
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: '/body/ids/1' }, { path: '/body/ids/2' }],
    })
    const sortOrders = await t.db
      .selectFrom('announcements')
      .select(['id', 'sortOrder'])
      .where('id', 'in', [BigInt(mine), BigInt(theirs)])
      .orderBy('id')
      .execute()
    expect(sortOrders.map((row) => row.sortOrder)).toEqual([7, 5])
    expect((await order({ type: 'PL', ids: ['x'] })).json().code).toBe('validation_failed')
    expect((await order({ type: 'PL', ids: [theirs], merchantId: other })).json().code).toBe('not_found')
  })
})

describe('pictures', () => {
  const upload = (payload: Buffer, contentType = 'image/png', headers = ops) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/operator/content/pictures',
      headers: { ...headers, 'content-type': contentType },
      payload,
    })

  it('stores a PNG under a random key and serves it to anyone', async () => {
    const res = await upload(PNG)
    expect(res.statusCode, res.body).toBe(200)
    const url = res.json().value.url as string
    expect(url).toMatch(/^\/wps\/content\/pictures\/[A-Za-z0-9_-]{32}$/)
    const served = await t.app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(PNG)).toBe(true)
  })

  it('types a picture by its bytes and refuses SVG, text and oversized files', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect((await upload(svg)).json().code).toBe('unsupported_media_type')
    expect((await upload(svg, 'image/svg+xml')).statusCode).toBe(415)
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])
    expect((await upload(big)).statusCode).toBe(413)
    const missing = await t.app.inject({ method: 'GET', url: '/wps/content/pictures/AAAAAAAAAAAAAAAAAAAAAAAA' })
    expect(missing.json().code).toBe('not_found')
  })

  it('is for operators with the content permission only', async () => {
    expect((await upload(PNG, 'image/png', {})).statusCode).toBe(401)
    const finance = (await operatorSession(t, demo, ['finance'])).headers
    expect((await upload(PNG, 'image/png', finance)).json().code).toBe('forbidden')
  })
})
