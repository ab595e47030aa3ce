import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoMerchantId, otherMerchant } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let demo: number
let other: number
let ops: Record<string, string>
let globalOps: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  demo = await demoMerchantId(t)
  other = await otherMerchant(t, 'help-b.test')
  ops = (await operatorSession(t, demo)).headers
  globalOps = (await operatorSession(t)).headers
})
afterAll(() => t.close())

const article = (overrides: Record<string, unknown> = {}) => ({
  language: 'VI',
  categoryCode: 'zz-guides',
  categoryTitle: 'Hướng dẫn',
  anchor: 'zz-deposit',
  title: 'Cách nạp tiền',
  contentHtml: '<p onclick="x()">Chọn kênh</p><script>steal()</script>',
  sortOrder: 5,
  ...overrides,
})
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = ops) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload: payload as object } : {}) })
const helpCenter = async (language: string, host = 'localhost') =>
  (await t.app.inject({ method: 'GET', url: `/wps/system/helpCenter?language=${language}`, headers: { host } })).json()
    .value
const auditOf = (id: string) =>
  t.db.selectFrom('auditLog').selectAll().where('target', '=', `help_article:${id}`).orderBy('id').execute()

describe('help-centre articles', () => {
  it('creates, changes and removes an article the site serves, each step audited', async () => {
    const created = await call('POST', '/wps/operator/help-articles', article())
    expect(created.statusCode, created.body).toBe(200)
    const { id } = created.json().value
    expect(created.json().value).toMatchObject({ merchantId: demo, contentHtml: '<p>Chọn kênh</p>', sortOrder: 5 })
    const guides = (await helpCenter('VI')).categories.find((c: { code: string }) => c.code === 'zz-guides')
    expect(guides).toMatchObject({ title: 'Hướng dẫn', articles: [{ anchor: 'zz-deposit', title: 'Cách nạp tiền' }] })

    const changed = await call('PUT', `/wps/operator/help-articles/${id}`, article({ title: 'Nạp tiền' }))
    expect(changed.json().value.title).toBe('Nạp tiền')
    const listed = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/help-articles?language=VI&pageSize=100',
      headers: ops,
    })
    expect(listed.json().value.content.map((a: { id: string }) => a.id)).toContain(id)

    expect((await call('DELETE', `/wps/operator/help-articles/${id}`)).json().value).toEqual({ id })
    expect((await helpCenter('VI')).categories.map((c: { code: string }) => c.code)).not.toContain('zz-guides')
    const audit = await auditOf(id)
    expect(audit.map((row) => row.action)).toEqual([
      'help_article.create',
      'help_article.update',
      'help_article.delete',
    ])
    expect(audit[1]).toMatchObject({ before: { title: 'Cách nạp tiền' }, after: { title: 'Nạp tiền' } })
    expect(audit[2]).toMatchObject({ before: { anchor: 'zz-deposit' }, after: null })
  })

  it('refuses bad input with field errors and saves nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('helpArticles')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    for (const [field, value] of [
      ['anchor', 'Bad Anchor'],
      ['language', 'XX'],
      ['title', ''],
    ] as const) {
      const res = await call('POST', '/wps/operator/help-articles', article({ [field]: value }))
      expect(res.json(), field).toMatchObject({ code: 'validation_failed', details: [{ path: `/body/${field}` }] })
    }
    const empty = await call('POST', '/wps/operator/help-articles', article({ contentHtml: '<script>x()</script>' }))
    expect(empty.json()).toMatchObject({ code: 'validation_failed', details: [{ path: '/body/contentHtml' }] })
    await call('POST', '/wps/operator/help-articles', article({ anchor: 'zz-taken' }))
    const taken = await call('POST', '/wps/operator/help-articles', article({ anchor: 'zz-taken' }))
    expect(taken.json()).toMatchObject({ code: 'validation_failed', details: [{ path: '/body/anchor' }] })
    expect(await count()).toBe(before + 1)
    const wide = await call('POST', '/wps/operator/help-articles', article({ anchor: 'zz-wide' }), globalOps)
    expect(wide.json()).toMatchObject({ code: 'validation_failed', details: [{ path: '/body/merchantId' }] })
  })

  it('keeps another brand’s articles out of reach', async () => {
    const theirs = await call(
      'POST',
      '/wps/operator/help-articles',
      article({ merchantId: other, anchor: 'zz-theirs', language: 'TH', title: 'zz their title' }),
      globalOps,
    )
    const { id } = theirs.json().value
    expect((await call('PUT', `/wps/operator/help-articles/${id}`, article())).json().code).toBe('not_found')
    expect((await call('DELETE', `/wps/operator/help-articles/${id}`)).json().code).toBe('not_found')
    expect((await call('DELETE', '/wps/operator/help-articles/99999999999')).json().code).toBe('not_found')
    expect(
      (await call('POST', '/wps/operator/help-articles', article({ merchantId: other, anchor: 'zz-x' }))).json().code,
    ).toBe('not_found')
    const mine = await t.app.inject({ method: 'GET', url: '/wps/operator/help-articles?pageSize=100', headers: ops })
    expect(mine.json().value.content.every((a: { merchantId: number }) => a.merchantId === demo)).toBe(true)
    const row = await t.db
      .selectFrom('helpArticles')
      .select('title')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
    expect(row.title).toBe('zz their title')
    expect((await helpCenter('TH', 'help-b.test')).categories[0].articles[0].title).toBe('zz their title')
  })
})
