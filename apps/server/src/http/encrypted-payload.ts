import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto'
import type { FastifyInstance, preValidationHookHandler } from 'fastify'
import { AppError } from '../lib/app-error'

export type PrivateKeyLookup = (keyId: string) => Promise<KeyObject | null>

interface Envelope {
  keyId: string
  key: string
  iv: string
  data: string
}

/**
 * E calls: the JSON body is `{ keyId, key, iv, data }` (docs/domain/api-calls.md#encrypted-payloads).
 * This runs before validation, so the route's body schema checks the decrypted payload.
 */
export function registerEncryptedPayloads(app: FastifyInstance, lookup: PrivateKeyLookup): void {
  const decrypt: preValidationHookHandler = (request, _reply, done) => {
    decryptEnvelope(request.body, lookup).then((body) => {
      request.body = body
      done()
    }, done)
  }
  // Only encrypted routes get the hook; every other request pays nothing for it.
  app.addHook('onRoute', (routeOptions) => {
    if (!routeOptions.config?.encrypted) return
    routeOptions.preValidation = [decrypt, ...[routeOptions.preValidation ?? []].flat()]
  })
}

export async function decryptEnvelope(body: unknown, lookup: PrivateKeyLookup): Promise<unknown> {
  if (!isEnvelope(body)) throw new AppError('encryption_required', 'This call takes an encrypted body')
  const privateKey = await lookup(body.keyId)
  if (!privateKey) throw new AppError('unknown_key', 'The key is unknown or expired; fetch /wps/system/publicKey')
  let plaintext: string
  try {
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(body.key, 'base64'),
    )
    const iv = Buffer.from(body.iv, 'base64')
    const data = Buffer.from(body.data, 'base64')
    if (aesKey.length !== 32 || iv.length !== 12 || data.length < 16) throw new Error('bad sizes')
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv)
    decipher.setAuthTag(data.subarray(data.length - 16))
    plaintext = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
  } catch {
    throw new AppError('decryption_failed', 'The body could not be decrypted')
  }
  try {
    return JSON.parse(plaintext) as unknown
  } catch {
    throw new AppError('decryption_failed', 'The decrypted body is not JSON')
  }
}

function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false
  const record = body as Record<string, unknown>
  return ['keyId', 'key', 'iv', 'data'].every((field) => typeof record[field] === 'string' && record[field] !== '')
}
