import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registerMember } from '../../test/accounts'
import { demoMerchantId, memberIdOf, otherMerchant } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let ops: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  ops = (await operatorSession(t, await demoMerchantId(t))).headers
})
afterAll(() => t.close())

interface Reader {
  headers: Record<string, string>
  id: bigint
}
const newReader = async (): Promise<Reader> => {
  const { token, username } = await registerMember(t)
  return { headers: bearer(token), id: await memberIdOf(t, username) }
}
const unread = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/wps/relay/CSP_unreadCount', headers })).json().value.unreadCount as number
const inbox = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/wps/member/messages${query}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const send = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/operator/messages', headers: ops, payload })
const sent = async (payload: Record<string, unknown>) => {
  const res = await send(payload)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.id as string
}
const texts = (title: string) => ({ EN: { title, content: `<p>${title}</p>` } })

describe('the seeded welcome', () => {
  it('reaches a member who registers later, in its language, unread', async () => {
    const reader = await newReader()
    expect(await unread(reader.headers)).toBe(2)
    const page = await inbox(reader.headers, '?language=CN')
    expect(page).toMatchObject({ totalElements: 2, unreadCount: 2, pageNum: 1, totalPages: 1 })
    expect(page.content.map((m: { title: string }) => m.title)).toEqual(['每周充值奖金等您领取', '欢迎加入 Lotus Play'])
    expect(page.content.every((m: { read: boolean }) => !m.read)).toBe(true)
  })
})

describe('messages and their read state', () => {
  let early: Reader
  let late: Reader
  let ids: { existing: string; everyone: string; direct: string; toLate: string }
  beforeAll(async () => {
    await t.db.deleteFrom('platformMessageReads').execute()
    await t.db.deleteFrom('platformMessages').execute()
    early = await newReader()
    const existing = await sent({ texts: texts('For members so far') })
    late = await newReader()
    ids = {
      existing,
      everyone: await sent({
        audience: 'everyone',
        texts: { ...texts('For everyone'), CN: { title: '给所有人', content: '<p>你好</p>' } },
      }),
      direct: await sent({ memberId: String(early.id), texts: texts('Just for you') }),
      toLate: await sent({ memberId: String(late.id), texts: texts('Only the late one') }),
    }
  })

  it('shows each member its own messages and the broadcasts that reach it, newest first', async () => {
    const page = await inbox(early.headers)
    expect(page.content.map((m: { id: string }) => m.id)).toEqual([ids.direct, ids.everyone, ids.existing])
    expect(page.content.every((m: { read: boolean }) => !m.read)).toBe(true)
    expect((await inbox(late.headers)).content.map((m: { id: string }) => m.id)).toEqual([ids.toLate, ids.everyone])
    expect(await unread(early.headers)).toBe(3)
    expect(await unread(late.headers)).toBe(2)
  })

  it('pages the list', async () => {
    const second = await inbox(early.headers, '?pageSize=2&pageNum=2')
    expect(second).toMatchObject({ totalElements: 3, totalPages: 2, pageNum: 2, unreadCount: 3 })
    expect(second.content.map((m: { id: string }) => m.id)).toEqual([ids.existing])
  })

  it('marks a message read when it is opened, once, and hides others’ messages', async () => {
    const open = (id: string, headers = early.headers, query = '') =>
      t.app.inject({ method: 'GET', url: `/wps/member/messages/${id}${query}`, headers })
    const opened = await open(ids.everyone, early.headers, '?language=TH')
    // TH falls back to EN (the product's fallback), not to the CN text.
    expect(opened.json().value).toMatchObject({
      id: ids.everyone,
      title: 'For everyone',
      content: '<p>For everyone</p>',
      read: true,
    })
    expect((await open(ids.everyone)).statusCode).toBe(200)
    expect(await unread(early.headers)).toBe(2)
    expect((await inbox(early.headers)).content.find((m: { id: string }) => m.id === ids.everyone).read).toBe(true)
    expect((await open(ids.toLate)).json().code).toBe('not_found')
    expect((await open(ids.existing, late.headers)).json().code).toBe('not_found')
    expect(await unread(late.headers)).toBe(2)
  })

  it('marks everything read at once', async () => {
    const readAll = () => t.app.inject({ method: 'POST', url: '/wps/member/messages/read', headers: early.headers })
    expect((await readAll()).json().value).toEqual({ marked: 2, unreadCount: 0 })
    expect(await unread(early.headers)).toBe(0)
    expect((await readAll()).json().value).toEqual({ marked: 0, unreadCount: 0 })
    expect(await unread(late.headers)).toBe(2)
    await sent({ audience: 'everyone', texts: texts('Newer still') })
    expect(await unread(early.headers)).toBe(1)
  })

  it('answers a trial account 0 unread and keeps the inbox to real accounts', async () => {
    const trial = bearer(
      (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token,
    )
    expect(await unread(trial)).toBe(0)
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/messages', headers: trial })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('in_need_true_account')
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/CSP_unreadCount' })).json().code).toBe('unauthorized')
  })
})

describe('operators sending messages', () => {
  it('sanitises the HTML and audits the message', async () => {
    const reader = await newReader()
    const id = await sent({
      memberId: String(reader.id),
      texts: {
        EN: {
          title: 'Hi',
          content: '<p onmouseover="x()">Hello</p><script>steal()</script><iframe src="https://evil.example"></iframe>',
        },
      },
    })
    const row = await t.db
      .selectFrom('platformMessages')
      .selectAll()
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      audience: 'member',
      memberId: reader.id,
      texts: { EN: { title: 'Hi', content: '<p>Hello</p>' } },
    })
    const audit = await t.db.selectFrom('auditLog').selectAll().where('target', '=', `message:${id}`).execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      action: 'message.send',
      actorKind: 'operator',
      after: { audience: 'member', memberId: String(reader.id) },
    })
  })

  it('refuses empty messages and members of other merchants', async () => {
    const empty = await send({ texts: { EN: { title: 'Empty', content: '<script>alert(1)</script>' } } })
    expect(empty.json()).toMatchObject({ code: 'validation_failed', details: [{ path: '/body/texts/EN/content' }] })
    expect((await send({ texts: {} })).json().code).toBe('validation_failed')
    // An operator of another brand cannot reach this brand's members: they do not exist for it.
    const otherOps = (await operatorSession(t, await otherMerchant(t, 'messages-other.test'))).headers
    const reader = await newReader()
    const across = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/messages',
      headers: otherOps,
      payload: { memberId: String(reader.id), texts: texts('Hi') },
    })
    expect(across.json().code).toBe('not_found')
    expect((await send({ memberId: '99999999', texts: texts('Nobody') })).json().code).toBe('not_found')
  })
})
