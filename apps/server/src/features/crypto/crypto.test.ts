import { randomBytes } from 'node:crypto'
import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { route } from '../../http/route'
import { encryptForServer } from '../../test/encrypt'
import { createTestApp, createTestDb, type TestApp, type TestDb } from '../../test/test-app'
import { createKeyRing } from './crypto.service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // An E route like the login and registration calls that come with accounts.
  route(
    t.app,
    {
      method: 'POST',
      url: '/wps/test/secret',
      access: ['visitor'],
      encrypted: true,
      summary: 'test',
      tags: ['test'],
      schema: {
        body: Type.Object({ username: Type.String({ minLength: 3 }) }),
        response: {
          200: Type.Object({ success: Type.Literal(true), value: Type.Object({ username: Type.String() }) }),
        },
      },
    },
    async (request) => ({ username: (request.body as { username: string }).username }),
  )
  await t.app.ready()
})
afterAll(() => t.close())

async function publicKey() {
  const res = await t.app.inject({ method: 'GET', url: '/wps/system/publicKey' })
  return res.json().value as { keyId: string; publicKey: string; algorithm: string }
}
const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/wps/test/secret', payload: payload as object })

describe('encrypted (E) payloads', () => {
  it('publishes a stable RSA public key', async () => {
    const first = await publicKey()
    expect(first.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/)
    expect(first.algorithm).toBe('RSA-OAEP-256+A256GCM')
    expect((await publicKey()).keyId).toBe(first.keyId)
  })

  it('decrypts the envelope, then validates the payload as usual', async () => {
    const { keyId, publicKey: pem } = await publicKey()
    const ok = await post(encryptForServer(keyId, pem, { username: 'player01' }))
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ success: true, value: { username: 'player01' } })
    const invalid = await post(encryptForServer(keyId, pem, { username: 'ab' }))
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json()).toMatchObject({ code: 'validation_failed', details: [{ path: '/body/username' }] })
  })

  it('refuses plain bodies, unknown keys and tampered ciphertext with clear codes', async () => {
    const { keyId, publicKey: pem } = await publicKey()
    expect((await post({ username: 'player01' })).json().code).toBe('encryption_required')
    expect((await post(encryptForServer('nope', pem, { username: 'player01' }))).json().code).toBe('unknown_key')
    const envelope = encryptForServer(keyId, pem, { username: 'player01' })
    const data = Buffer.from(envelope.data, 'base64')
    data[0] = (data[0] ?? 0) ^ 1
    const tampered = await post({ ...envelope, data: data.toString('base64') })
    expect(tampered.statusCode).toBe(400)
    expect(tampered.json().code).toBe('decryption_failed')
    expect((await post({ ...envelope, iv: 'AAAA' })).json().code).toBe('decryption_failed')
  })
})

describe('key rotation', () => {
  let db: TestDb
  beforeAll(async () => {
    db = await createTestDb()
  })
  afterAll(() => db.close())

  it('rotates after the rotation period and keeps the old key for the grace period only', async () => {
    let now = new Date('2030-01-01T00:00:00Z')
    const ring = createKeyRing(db.db, randomBytes(32), { rotationDays: 30, graceDays: 7 }, () => now)
    const first = await ring.current()
    expect(await ring.privateKey(first.keyId)).not.toBeNull()
    now = new Date('2030-02-01T00:00:00Z')
    const second = await ring.current()
    expect(second.keyId).not.toBe(first.keyId)
    expect(await ring.privateKey(first.keyId)).not.toBeNull()
    now = new Date('2030-02-09T00:00:00Z')
    expect(await ring.privateKey(first.keyId)).toBeNull()
    expect(await ring.privateKey(second.keyId)).not.toBeNull()
    expect((await ring.current()).keyId).toBe(second.keyId)
  })

  it('stores private keys sealed, never as PEM', async () => {
    const rows = await db.db.selectFrom('cryptoKeys').select('privateSealed').execute()
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.privateSealed).not.toContain('PRIVATE KEY')
  })
})
