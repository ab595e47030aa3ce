import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto'

/** What any client does for an E call (docs/domain/api-calls.md#encrypted-payloads), written from that paragraph. */
export function encryptForServer(keyId: string, publicKeyPem: string, payload: unknown) {
  const aesKey = randomBytes(32)
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final(), cipher.getAuthTag()])
  const key = publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  )
  return { keyId, key: key.toString('base64'), iv: iv.toString('base64'), data: body.toString('base64') }
}
