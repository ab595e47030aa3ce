import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { LANGUAGES } from '@sea/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registerMember } from '../../test/accounts'
import { demoMerchantId, otherMerchant } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let demo: number
let ops: Record<string, string>
let globalOps: Record<string, string>
let member: Record<string, string>
let trial: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  demo = await demoMerchantId(t)
  ops = (await operatorSession(t, demo)).headers
  globalOps = (await operatorSession(t)).headers
  member = bearer((await registerMember(t)).token)
  trial = bearer((await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token)
})
afterAll(() => t.close())

const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/wps/relay/MCSFE_getListAnnouncements?${query}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const create = (body: Record<string, unknown>, headers = ops) =>
  t.app.inject({ method: 'POST', url: '/wps/operator/announcements', headers, payload: body })
const created = async (body: Record<string, unknown>) => {
  const res = await create(body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.id as string
}
const hour = 3_600_000
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

describe('the demo brand’s seeded content', () => {
  const publicDir = fileURLToPath(new URL('../../../../web/public/brand/', import.meta.url))

  it('has the home carousel, the register and login banners, each picture on disk', async () => {
    const { banners } = await list('')
    const groups = banners.map((b: { groupName: string }) => b.groupName)
    expect(groups.filter((g: string) => g === 'home').length).toBeGreaterThanOrEqual(3)
    expect(groups).toContain('w_register')
    expect(groups).toContain('login')
    for (const banner of banners) {
      expect(banner.url).toMatch(/^\/brand\/banners\/[a-z-]+\.svg$/)
      expect(existsSync(publicDir + banner.url.slice('/brand/'.length)), banner.url).toBe(true)
    }
  })

  it('shows each language its own banner pictures, English the drawn ones', async () => {
    for (const language of LANGUAGES) {
      const { banners } = await list(`language=${language}`)
      const suffix = language === 'EN' ? '' : `-${language.toLowerCase()}`
      for (const banner of banners)
        expect(banner.url, language).toMatch(new RegExp(`^/brand/banners/[a-z]+(-[a-z]+)?${suffix}\\.svg$`))
      if (language !== 'EN') expect(banners.every((b: { url: string }) => b.url.endsWith(`${suffix}.svg`))).toBe(true)
    }
  })

  it('has notices, a popup and promotions in all five languages, newest notice first', async () => {
    const titles = new Set<string>()
    for (const language of LANGUAGES) {
      const value = await list(`types=PL,PU,PR&language=${language}`, member)
      expect(value.player.length).toBeGreaterThanOrEqual(6)
      expect(value.popup).toHaveLength(1)
      expect(value.promotion.length).toBeGreaterThanOrEqual(3)
      const times = value.player.map((n: { timestamp: string }) => n.timestamp)
      expect(times).toEqual([...times].sort().reverse())
      for (const promotion of value.promotion)
        expect(existsSync(publicDir + promotion.url.slice('/brand/'.length))).toBe(true)
      titles.add(value.player[0].title)
    }
    // Five languages, five different texts: nothing was left in English.
    expect(titles.size).toBe(5)
  })
})

describe('what the site is shown', () => {
  let ids: Record<string, string>
  beforeAll(async () => {
    await t.db.deleteFrom('announcements').execute()
    const text = (title: string, content = `<p>${title}</p>`) => ({ title, content })
    ids = {
      newest: await created({ type: 'PL', texts: { EN: text('Newest EN'), CN: text('最新') }, startAt: at(-1 * hour) }),
      older: await created({ type: 'PL', texts: { MY: text('Lama MY') }, startAt: at(-5 * hour) }),
      future: await created({ type: 'PL', texts: { EN: text('Future') }, startAt: at(24 * hour) }),
      ended: await created({
        type: 'PL',
        texts: { EN: text('Ended') },
        startAt: at(-48 * hour),
        endAt: at(-24 * hour),
      }),
      hidden: await created({ type: 'PL', texts: { EN: text('Hidden') }, published: false }),
      home: await created({
        type: 'B',
        texts: { EN: { title: 'Home banner' } },
        imageUrl: 'banners/a.svg',
        link: '/promotions',
      }),
      login: await created({
        type: 'B',
        groupName: 'login',
        texts: { EN: { title: 'Login banner' } },
        imageUrl: 'https://cdn.example/l.png',
        sortOrder: 1,
      }),
      popup: await created({ type: 'PU', texts: { EN: text('Popup') } }),
      promo: await created({
        type: 'PR',
        texts: { EN: { title: 'Promo', summary: 'Save', content: '<p>Terms</p>' } },
        imageUrl: 'promos/p.svg',
        endAt: at(240 * hour),
      }),
      hot: await created({ type: 'H', texts: { EN: { title: 'Hot' } }, imageUrl: '/brand/hot.svg', link: '/hot' }),
    }
  })

  it('serves banners by default, each group named and pictures resolved against imageBaseUrl', async () => {
    const value = await list('')
    expect(value.banners).toEqual([
      { id: ids.home, groupName: 'home', url: '/brand/banners/a.svg', link: '/promotions', title: 'Home banner' },
      { id: ids.login, groupName: 'login', url: 'https://cdn.example/l.png', link: null, title: 'Login banner' },
    ])
    expect(value).toMatchObject({
      player: [],
      popup: [],
      promotion: [],
      hot: [],
      promotionNeedsLogin: false,
      playerTotal: 0,
    })
  })

  it('serves only published notices inside their window, newest first, in the language asked', async () => {
    const cn = await list('types=PL&language=CN')
    expect(cn.player.map((n: { id: string }) => n.id)).toEqual([ids.newest, ids.older])
    // CN where there is one; otherwise EN; otherwise the brand's default (MY).
    expect(cn.player.map((n: { title: string }) => n.title)).toEqual(['最新', 'Lama MY'])
    expect(cn.playerTotal).toBe(2)
    expect(cn.player[0]).toMatchObject({ content: '<p>最新</p>', timestamp: expect.stringMatching(/Z$/) })
    const vi = await list('types=PL&language=VI')
    expect(vi.player.map((n: { title: string }) => n.title)).toEqual(['Newest EN', 'Lama MY'])
    expect((await list('types=PL')).language).toBe('MY')
  })

  it('pages the notices for the notice modal', async () => {
    const second = await list('types=PL&pageSize=1&pageNum=2')
    expect(second.player.map((n: { id: string }) => n.id)).toEqual([ids.older])
    expect(second.playerTotal).toBe(2)
  })

  it('serves popups and hot banners when asked', async () => {
    const value = await list('types=B,PU,H')
    expect(value.popup).toEqual([
      { id: ids.popup, title: 'Popup', content: '<p>Popup</p>', timestamp: expect.any(String), url: null },
    ])
    expect(value.hot).toEqual([{ id: ids.hot, groupName: 'hot', url: '/brand/hot.svg', link: '/hot', title: 'Hot' }])
    expect(value.banners).toHaveLength(2)
  })

  it('serves promotions to sessions only; a visitor is told to log in and still gets the rest', async () => {
    const visitor = await list('types=PR,PL')
    expect(visitor).toMatchObject({ promotion: [], promotionNeedsLogin: true, playerTotal: 2 })
    for (const headers of [member, trial]) {
      const value = await list('types=PR', headers)
      expect(value.promotionNeedsLogin).toBe(false)
      expect(value.promotion).toEqual([
        {
          id: ids.promo,
          title: 'Promo',
          summary: 'Save',
          url: '/brand/promos/p.svg',
          content: '<p>Terms</p>',
          link: null,
          startAt: expect.any(String),
          endAt: expect.any(String),
          promotionId: null,
        },
      ])
    }
  })

  it('does not count a session of another brand as a session here', async () => {
    await otherMerchant(t, 'other-brand.test')
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=PR&url=other-brand.test',
      headers: { ...member, host: 'other-brand.test' },
    })
    expect(res.json().value).toMatchObject({ promotion: [], promotionNeedsLogin: true, banners: [] })
  })

  it('refuses unknown types with a clear code', async () => {
    for (const types of ['X', 'B,,PL', 'b']) {
      const res = await t.app.inject({ method: 'GET', url: `/wps/relay/MCSFE_getListAnnouncements?types=${types}` })
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
  })
})

describe('operators writing announcements', () => {
  it('stores HTML only after the allow-list: no script, handlers, javascript: links or iframes', async () => {
    const dirty =
      '<p onclick="steal()">Hi</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a><img src="x.png" onerror="steal()">'
    const id = await created({ type: 'PL', texts: { EN: { title: 'Clean', content: dirty } } })
    const row = await t.db
      .selectFrom('announcements')
      .select('texts')
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow()
    expect(row.texts.EN?.content).toBe('<p>Hi</p><a>x</a><img src="x.png" />')
    const served = (await list('types=PL&language=EN')).player.find((n: { id: string }) => n.id === id)
    expect(served.content).toBe('<p>Hi</p><a>x</a><img src="x.png" />')
  })

  it('refuses what cannot be shown, naming the field', async () => {
    const before = await t.db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    const cases: [Record<string, unknown>, string][] = [
      [
        { type: 'PL', texts: { EN: { title: 'Empty', content: '<script>alert(1)</script>' } } },
        '/body/texts/EN/content',
      ],
      [{ type: 'B', texts: { EN: { title: 'No picture' } } }, '/body/imageUrl'],
      [
        { type: 'PR', texts: { EN: { title: 'P', content: '<p>x</p>' } }, imageUrl: 'promos/p.svg' },
        '/body/texts/EN/summary',
      ],
      [{ type: 'PL', texts: { EN: { title: 'W', content: 'x' } }, startAt: at(hour), endAt: at(-hour) }, '/body/endAt'],
    ]
    for (const [body, path] of cases) {
      const res = await create(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path)
    }
    for (const bad of [
      { imageUrl: 'javascript:alert(1)' },
      { imageUrl: '../../etc/passwd' },
      { link: 'javascript:alert(1)' },
      { link: '//evil.example' },
      { texts: {} },
    ]) {
      const res = await create({ type: 'B', texts: { EN: { title: 'B' } }, imageUrl: 'a.svg', ...bad })
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
    const after = await t.db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('updates and unpublishes, each change audited once with the state before and after', async () => {
    const id = await created({ type: 'PL', texts: { EN: { title: 'Old title', content: '<p>Body</p>' } } })
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/wps/operator/announcements/${id}`,
      headers: ops,
      payload: { texts: { EN: { title: 'New title', content: '<p>Body</p>' } }, sortOrder: 3 },
    })
    expect(updated.json().value).toMatchObject({
      id,
      published: true,
      sortOrder: 3,
      texts: { EN: { title: 'New title' } },
    })
    expect((await list('types=PL&language=EN')).player.find((n: { id: string }) => n.id === id).title).toBe('New title')

    const unpublish = () =>
      t.app.inject({ method: 'POST', url: `/wps/operator/announcements/${id}/unpublish`, headers: ops })
    expect((await unpublish()).json().value.published).toBe(false)
    expect((await unpublish()).statusCode).toBe(200)
    expect((await list('types=PL')).player.map((n: { id: string }) => n.id)).not.toContain(id)

    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('target', '=', `announcement:${id}`)
      .orderBy('id')
      .execute()
    expect(audit.map((row) => row.action)).toEqual([
      'announcement.create',
      'announcement.update',
      'announcement.unpublish',
    ])
    expect(audit[1]).toMatchObject({
      actorKind: 'operator',
      merchantId: demo,
      before: { texts: { EN: { title: 'Old title' } } },
      after: { texts: { EN: { title: 'New title' } }, sortOrder: 3 },
    })
    expect(audit[2]).toMatchObject({ before: { published: true }, after: { published: false } })
  })

  it('keeps each operator to its merchant; an installation-wide one names the merchant', async () => {
    const other = await otherMerchant(t, 'second-brand.test')
    const body = { type: 'PL', texts: { EN: { title: 'T', content: 'x' } } }
    expect((await create({ ...body, merchantId: other })).json().code).toBe('not_found')
    expect((await create(body, globalOps)).json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: '/body/merchantId' }],
    })
    expect((await create({ ...body, merchantId: 99_999 }, globalOps)).json().code).toBe('not_found')
    const theirs = (await create({ ...body, merchantId: other }, globalOps)).json().value
    expect(theirs.merchantId).toBe(other)
    const edit = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/announcements/${theirs.id}/unpublish`,
      headers: ops,
    })
    expect(edit.json().code).toBe('not_found')
    const mine = (
      await t.app.inject({ method: 'GET', url: '/wps/operator/announcements?pageSize=100', headers: ops })
    ).json().value
    expect(mine.content.every((a: { merchantId: number }) => a.merchantId === demo)).toBe(true)
    expect(mine.content.some((a: { published: boolean }) => !a.published)).toBe(true)
  })
})
