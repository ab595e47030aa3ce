import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registerMember } from '../../test/accounts'
import { demoMerchantId, otherMerchant } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createUploadsApp, TINY_JPEG, tinyPng, type UploadsApp } from '../../test/uploads'

let t: UploadsApp
let member: Record<string, string>
let ops: Record<string, string>
beforeAll(async () => {
  t = await createUploadsApp('sea-feedback-')
  member = bearer((await registerMember(t)).token)
  ops = (await operatorSession(t, await demoMerchantId(t))).headers
})
afterAll(() => t.close())

const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')

let address = 0
// Each call from an address of its own: these tests are about the rules, not the per-IP limits.
const remoteAddress = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`
const upload = (headers: Record<string, string>, payload: Buffer, contentType = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/feedback/images',
    headers: { ...headers, 'content-type': contentType },
    payload,
    remoteAddress: remoteAddress(),
  })
const uploaded = async (headers: Record<string, string>, payload: Buffer = tinyPng()) => {
  const res = await upload(headers, payload)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.imageId as string
}
const submit = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/wps/feedback', headers, payload, remoteAddress: remoteAddress() })
const feedbackCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('sending feedback', () => {
  it('takes 1 to 140 characters and refuses 141 or only spaces', async () => {
    const ok = await submit(member, { content: 'x'.repeat(140) })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().value).toMatchObject({ content: 'x'.repeat(140), imageIds: [] })
    // 140 characters of Thai are 140 characters, whatever their bytes.
    expect((await submit(member, { content: 'ก'.repeat(140) })).statusCode).toBe(200)
    const before = await feedbackCount()
    for (const content of ['x'.repeat(141), '', '   ']) {
      const res = await submit(member, { content })
      expect(res.statusCode, content).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
    expect(await feedbackCount()).toBe(before)
  })

  it('stores up to three PNG or TINY_JPEG pictures with the feedback, for the operator to see', async () => {
    const ids = [await uploaded(member), await uploaded(member, TINY_JPEG), await uploaded(member)]
    const res = await submit(member, { content: '  The lottery page is slow at night  ', imageIds: ids })
    expect(res.statusCode, res.body).toBe(200)
    const value = res.json().value
    expect(value).toMatchObject({ content: 'The lottery page is slow at night', imageIds: ids })

    const list = (await t.app.inject({ method: 'GET', url: '/wps/operator/feedback', headers: ops })).json().value
    expect(list.content[0]).toMatchObject({
      id: value.id,
      content: 'The lottery page is slow at night',
      imageIds: ids,
      username: expect.any(String),
    })
    const picture = await t.app.inject({
      method: 'GET',
      url: `/wps/operator/feedback/${value.id}/images/${ids[1]}`,
      headers: ops,
    })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/jpeg')
    expect(picture.rawPayload.equals(TINY_JPEG)).toBe(true)
    // A picture goes with one feedback only.
    expect((await submit(member, { content: 'again', imageIds: [ids[0]] })).json().code).toBe('validation_failed')
  })

  it('refuses a fourth picture, and pictures that are not the member’s, writing nothing', async () => {
    const four = [await uploaded(member), await uploaded(member), await uploaded(member), await uploaded(member)]
    const before = await feedbackCount()
    const tooMany = await submit(member, { content: 'four', imageIds: four })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().code).toBe('validation_failed')
    const someoneElse = bearer((await registerMember(t)).token)
    const theirs = await submit(someoneElse, { content: 'not mine', imageIds: [four[0]] })
    expect(theirs.json()).toMatchObject({ code: 'validation_failed', details: [{ path: '/body/imageIds' }] })
    expect(await feedbackCount()).toBe(before)
    // Still loose: the member can send them after all.
    expect((await submit(member, { content: 'three of them', imageIds: four.slice(0, 3) })).statusCode).toBe(200)
  })

  it('checks pictures by their bytes and their size', async () => {
    for (const [payload, type] of [
      [GIF, 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/jpeg'],
    ] as const) {
      const res = await upload(member, payload, type)
      expect(res.statusCode).toBe(415)
      expect(res.json().code).toBe('unsupported_media_type')
    }
    const gifType = await upload(member, GIF, 'image/gif')
    expect(gifType.statusCode).toBe(415)
    expect(gifType.json().code).toBe('unsupported_media_type')
    const huge = await upload(member, Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]))
    expect(huge.statusCode).toBe(413)
    expect(huge.json().code).toBe('payload_too_large')
  })

  it('bounds the pictures a member may leave unsent', async () => {
    const hoarder = bearer((await registerMember(t)).token)
    for (let i = 0; i < 9; i++) await uploaded(hoarder)
    const res = await upload(hoarder, tinyPng())
    expect(res.statusCode).toBe(429)
    expect(res.json().code).toBe('rate_limited')
  })

  it('is for real accounts; operators see their own merchant only', async () => {
    const trial = bearer(
      (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token,
    )
    expect((await submit(trial, { content: 'hello' })).json().code).toBe('in_need_true_account')
    const otherOps = (await operatorSession(t, await otherMerchant(t, 'feedback-other.test'))).headers
    const theirs = (await t.app.inject({ method: 'GET', url: '/wps/operator/feedback', headers: otherOps })).json()
      .value
    expect(theirs).toMatchObject({ content: [], totalElements: 0 })
    const mine = (await t.app.inject({ method: 'GET', url: '/wps/operator/feedback?pageSize=1', headers: ops })).json()
      .value
    const picture = await t.app.inject({
      method: 'GET',
      url: `/wps/operator/feedback/${mine.content[0].id}/images/${mine.content[0].imageIds[0]}`,
      headers: otherOps,
    })
    expect(picture.json().code).toBe('not_found')
  })
})
