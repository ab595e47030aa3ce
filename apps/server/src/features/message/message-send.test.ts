import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registerMember } from '../../test/accounts'
import { demoMerchantId, memberIdOf, otherMerchant } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

// Decision 053's platform messages: to a member by username, to the holders of a staff label, and the sent list.

let t: TestApp
let demo: number
let ops: Record<string, string>
let operatorId: number
beforeAll(async () => {
  t = await createTestApp()
  demo = await demoMerchantId(t)
  ops = (await operatorSession(t, demo)).headers
  operatorId = (await t.db.selectFrom('operators').select('id').orderBy('id').executeTakeFirstOrThrow()).id
})
afterAll(() => t.close())

const send = (payload: Record<string, unknown>, headers = ops) =>
  t.app.inject({ method: 'POST', url: '/wps/operator/messages', headers, payload })
const texts = (title: string) => ({ EN: { title, content: `<p>${title}</p>` } })
const newReader = async () => {
  const { token, username } = await registerMember(t)
  return { headers: bearer(token), username, id: await memberIdOf(t, username) }
}
const inboxTitles = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/wps/member/messages?language=EN', headers }))
    .json()
    .value.content.map((m: { title: string }) => m.title) as string[]
const countMessages = async () =>
  Number(
    (
      await t.db
        .selectFrom('platformMessages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('addressing a message', () => {
  it('reaches a member by username, in any case', async () => {
    const reader = await newReader()
    const res = await send({ username: reader.username.toUpperCase(), texts: texts('zz by name') })
    expect(res.json().value).toMatchObject({ audience: 'member', memberId: String(reader.id) })
    expect(await inboxTitles(reader.headers)).toContain('zz by name')
  })

  it('reaches each holder of a staff label, one audit row for them all', async () => {
    const [first, second, outsider] = [await newReader(), await newReader(), await newReader()]
    await t.db
      .insertInto('memberStaffLabels')
      .values([first, second].map((r) => ({ memberId: r.id, label: 'zz-vip', operatorId })))
      .execute()
    const res = await send({ label: 'zz-vip', texts: texts('zz for vips') })
    expect(res.json().value).toMatchObject({ audience: 'member', label: 'zz-vip', recipients: 2, memberId: null })
    expect(await inboxTitles(first.headers)).toContain('zz for vips')
    expect(await inboxTitles(second.headers)).toContain('zz for vips')
    expect(await inboxTitles(outsider.headers)).not.toContain('zz for vips')
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('target', '=', `message:${res.json().value.id}`)
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'message.send', after: { label: 'zz-vip', recipients: 2 } })
  })

  it('leaves out a label holder on a time-out: no marketing reaches an excluded member', async () => {
    const [playing, resting] = [await newReader(), await newReader()]
    await t.db
      .insertInto('memberStaffLabels')
      .values([playing, resting].map((r) => ({ memberId: r.id, label: 'zz-break', operatorId })))
      .execute()
    const { merchantId } = await t.db
      .selectFrom('members')
      .select('merchantId')
      .where('id', '=', resting.id)
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('memberProtection')
      .values({
        memberId: resting.id,
        merchantId,
        exclusionKind: 'timeout',
        excludedFrom: new Date(),
        excludedUntil: new Date(Date.now() + 86_400_000),
      })
      .execute()
    const res = await send({ label: 'zz-break', texts: texts('zz offer') })
    expect(res.json().value).toMatchObject({ recipients: 1 })
    const rows = await t.db
      .selectFrom('platformMessages')
      .select('memberId')
      .where('memberId', '=', resting.id)
      .execute()
    expect(rows).toEqual([])
  })

  it('refuses an unknown username, an unheld label and two addressees with field errors, sending nothing', async () => {
    const before = await countMessages()
    const reader = await newReader()
    expect((await send({ username: 'zz-nobody-here', texts: texts('x') })).json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: '/body/username' }],
    })
    expect((await send({ label: 'zz-nobody', texts: texts('x') })).json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: '/body/label' }],
    })
    expect((await send({ label: 'Bad Label!', texts: texts('x') })).json().code).toBe('validation_failed')
    expect(
      (await send({ username: reader.username, memberId: String(reader.id), texts: texts('x') })).json().code,
    ).toBe('validation_failed')
    expect(await countMessages()).toBe(before)
  })

  it('does not reach another brand’s member by username or label', async () => {
    const reader = await newReader()
    await t.db.insertInto('memberStaffLabels').values({ memberId: reader.id, label: 'zz-theirs', operatorId }).execute()
    const otherOps = (await operatorSession(t, await otherMerchant(t, 'messages-b.test'))).headers
    expect((await send({ username: reader.username, texts: texts('x') }, otherOps)).json().code).toBe(
      'validation_failed',
    )
    expect((await send({ label: 'zz-theirs', texts: texts('x') }, otherOps)).json().code).toBe('validation_failed')
  })
})

describe('the sent list', () => {
  it('lists the brand’s messages newest first, with the addressee and the sender', async () => {
    const reader = await newReader()
    await send({ username: reader.username, texts: texts('zz listed') })
    await send({ audience: 'everyone', texts: texts('zz broadcast') })
    const res = await t.app.inject({ method: 'GET', url: '/wps/operator/messages?pageSize=5', headers: ops })
    expect(res.statusCode, res.body).toBe(200)
    const [newest, previous] = res.json().value.content
    expect(newest).toMatchObject({ audience: 'everyone', memberId: null, texts: { EN: { title: 'zz broadcast' } } })
    expect(previous).toMatchObject({ audience: 'member', username: reader.username })
    expect(typeof newest.sentBy).toBe('string')
  })

  it('shows another brand’s operator none of them', async () => {
    const otherOps = (await operatorSession(t, await otherMerchant(t, 'messages-c.test'))).headers
    const res = await t.app.inject({ method: 'GET', url: '/wps/operator/messages', headers: otherOps })
    expect(res.json().value.content).toEqual([])
    const named = await t.app.inject({
      method: 'GET',
      url: `/wps/operator/messages?merchantId=${demo}`,
      headers: otherOps,
    })
    expect(named.json().code).toBe('not_found')
  })
})
