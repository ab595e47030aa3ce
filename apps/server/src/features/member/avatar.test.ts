import { join } from 'node:path'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { detectImage, MAX_IMAGE_BYTES } from '../../lib/image-check'
import { localFileStore } from '../../providers/storage'
import { bearer, registerMember } from '../../test/accounts'
import { createUploadsApp, JPEG_HEAD, TINY_JPEG, tinyPng, type UploadsApp } from '../../test/uploads'

let t: UploadsApp
let member: Record<string, string>
beforeAll(async () => {
  t = await createUploadsApp('sea-avatar-')
  member = bearer((await registerMember(t)).token)
})
afterAll(() => t.close())

const GIF = Buffer.from(
  'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
  'latin1',
)

const upload = (payload: Buffer, contentType: string, headers: Record<string, string> = member) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/info/icon',
    headers: { ...headers, 'content-type': contentType },
    payload,
  })
const icon = async (headers = member) =>
  (await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers })).json().value

describe('choosing a built-in avatar', () => {
  it('sets a STATIC avatar and reads it back', async () => {
    expect(await icon()).toEqual({ avatar: 'avatar-1', avatarType: 'STATIC' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers: member,
      payload: { avatar: 'avatar-7' },
    })
    expect(res.json()).toEqual({ success: true, value: { avatar: 'avatar-7', avatarType: 'STATIC' } })
    expect(await icon()).toEqual({ avatar: 'avatar-7', avatarType: 'STATIC' })
    const relay = await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getPlayerAvatar', headers: member })
    expect(relay.json().value).toEqual({ avatar: 'avatar-7', avatarType: 'STATIC' })
  })

  it('refuses a name that is not one of the twelve', async () => {
    for (const avatar of ['avatar-13', 'avatar-0', '/wps/member/avatar/x', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/member/info/icon',
        headers: member,
        payload: { avatar },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
  })
})

describe('uploading a picture', () => {
  it('stores a PNG under an unguessable URL that serves it back with its type', async () => {
    const png = tinyPng()
    const res = await upload(png, 'image/png')
    expect(res.statusCode).toBe(200)
    const value = res.json().value
    expect(value.avatarType).toBe('CUSTOM')
    expect(value.avatar).toMatch(/^\/wps\/member\/avatar\/[A-Za-z0-9_-]{32}$/)
    expect(await icon()).toEqual(value)

    // Public: an <img> tag on any page of the site fetches it without a token.
    const image = await t.app.inject({ method: 'GET', url: value.avatar })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['cache-control']).toBe('public, max-age=86400')
    expect(image.rawPayload.equals(png)).toBe(true)
    expect(PNG.sync.read(image.rawPayload).width).toBe(2)

    // Each upload gets a new key.
    const again = (await upload(png, 'image/png')).json().value.avatar
    expect(again).not.toBe(value.avatar)
  })

  it('goes by the bytes: a JPEG labelled image/png is served as image/jpeg', async () => {
    const res = await upload(TINY_JPEG, 'image/png')
    expect(res.statusCode).toBe(200)
    const image = await t.app.inject({ method: 'GET', url: res.json().value.avatar })
    expect(image.headers['content-type']).toBe('image/jpeg')
    expect(image.rawPayload.equals(TINY_JPEG)).toBe(true)
  })

  it('refuses a GIF or a text file whatever the declared type, and other declared types', async () => {
    const before = await icon()
    for (const [payload, type] of [
      [GIF, 'image/png'],
      [Buffer.from('hello, not a picture'), 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/jpeg'],
      [Buffer.alloc(0), 'image/png'],
      [GIF, 'image/gif'],
      [tinyPng(), 'text/plain'],
    ] as const) {
      const res = await upload(payload, type)
      expect(res.statusCode, `${type} ${payload.subarray(0, 6).toString('latin1')}`).toBe(415)
      expect(res.json().code).toBe('unsupported_media_type')
    }
    const noBody = await t.app.inject({ method: 'PUT', url: '/wps/member/info/icon', headers: member })
    expect(noBody.json().code).toBe('unsupported_media_type')
    expect(await icon()).toEqual(before)
  })

  it('refuses more than 5 MB', async () => {
    const png = tinyPng()
    const big = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)])
    const res = await upload(big, 'image/png')
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe('payload_too_large')
    // Exactly 5 MB is allowed.
    expect((await upload(big.subarray(0, MAX_IMAGE_BYTES), 'image/png')).statusCode).toBe(200)
  })

  it('answers not_found for a key never handed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/avatar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('not_found')
    const odd = await t.app.inject({ method: 'GET', url: '/wps/member/avatar/..%2F..%2Fetc%2Fpasswd' })
    expect(odd.statusCode).toBe(400)
  })
})

describe('who may change the avatar', () => {
  it('refuses a trial account with in_need_true_account', async () => {
    const trial = bearer(
      (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token,
    )
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers: trial,
      payload: { avatar: 'avatar-2' },
    })
    expect(chosen.statusCode).toBe(403)
    expect(chosen.json().code).toBe('in_need_true_account')
    const uploaded = await upload(tinyPng(), 'image/png', trial)
    expect(uploaded.statusCode).toBe(403)
    expect(uploaded.json().code).toBe('in_need_true_account')
    expect(await icon(trial)).toEqual({ avatar: 'avatar-1', avatarType: 'STATIC' })
  })

  it('refuses a visitor', async () => {
    const chosen = await t.app.inject({ method: 'POST', url: '/wps/member/info/icon', payload: { avatar: 'avatar-2' } })
    expect(chosen.statusCode).toBe(401)
    expect(chosen.json().code).toBe('unauthorized')
    const uploaded = await upload(tinyPng(), 'image/png', {})
    expect(uploaded.statusCode).toBe(401)
    expect(uploaded.json().code).toBe('unauthorized')
  })
})

describe('image check and file store', () => {
  it('tells PNG and JPEG by their first bytes only', () => {
    expect(detectImage(tinyPng())).toBe('image/png')
    expect(detectImage(JPEG_HEAD)).toBe('image/jpeg')
    expect(detectImage(GIF)).toBeNull()
    expect(detectImage(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull()
    expect(detectImage(Buffer.alloc(0))).toBeNull()
  })

  it('keeps the content type beside the file and refuses keys that leave its root', async () => {
    const store = localFileStore(join(t.dataDir, 'store-test'))
    await store.put('a/b/c', Buffer.from('xyz'), 'image/jpeg')
    expect(await store.get('a/b/c')).toEqual({ data: Buffer.from('xyz'), contentType: 'image/jpeg' })
    expect(await store.get('a/b/missing')).toBeNull()
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a/..', '', 'a//b', 'a/b/c.type', 'a\\b']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/refused storage key/)
      await expect(store.get(key), key).rejects.toThrow(/refused storage key/)
    }
  })
})
