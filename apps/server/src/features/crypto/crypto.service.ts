import { createPrivateKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto'
import { promisify } from 'node:util'
import { onChange } from '../../db/change-feed'
import type { Db } from '../../db/database'
import { seal, unseal } from '../../lib/secret'
import * as repo from './crypto.repository'

const generateRsa = promisify(generateKeyPair)
const DAY_MS = 86_400_000
// Another instance may retire a key: the change feed says so at once, and while it is down a
// cached copy is re-read after this long.
const CACHE_MS = 60_000

export interface KeyRing {
  /** The key clients should use now; rotates it when it is due. */
  current(): Promise<{ keyId: string; publicKey: string }>
  /** The private key for a keyId still inside its validity, or null. */
  privateKey(keyId: string): Promise<KeyObject | null>
}

/**
 * RSA keys for E payloads. Private keys are stored sealed with a key derived from the
 * app secret. After rotation the old key stays valid for the grace period, so a page
 * loaded before the rotation can still submit.
 */
export function createKeyRing(
  db: Db,
  sealingKey: Buffer,
  policy: { rotationDays: number; graceDays: number },
  now: () => Date = () => new Date(),
): KeyRing {
  const privateKeys = new Map<string, { key: KeyObject; expiresAt: Date | null; loadedAt: number }>()
  let rotating: Promise<repo.StoredKey> | null = null
  onChange(db, 'crypto_keys', () => privateKeys.clear())

  const rotate = async (): Promise<repo.StoredKey> => {
    const { publicKey, privateKey } = await generateRsa('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    })
    const created = now()
    const key: repo.StoredKey = {
      id: randomBytes(9).toString('base64url'),
      publicPem: publicKey,
      privateSealed: seal(sealingKey, privateKey),
      rotateAfter: new Date(created.getTime() + policy.rotationDays * DAY_MS),
      expiresAt: null,
    }
    await repo.insertKeyRetiringOthers(db, key, new Date(created.getTime() + policy.graceDays * DAY_MS))
    privateKeys.clear()
    return key
  }

  return {
    async current() {
      let key = await repo.findCurrentKey(db, now())
      if (!key || key.rotateAfter <= now() || key.expiresAt !== null) {
        rotating ??= rotate().finally(() => (rotating = null))
        key = await rotating
      }
      return { keyId: key.id, publicKey: key.publicPem }
    },
    async privateKey(keyId) {
      let cached = privateKeys.get(keyId)
      if (!cached || now().getTime() - cached.loadedAt > CACHE_MS) {
        const stored = await repo.findKey(db, keyId)
        if (!stored) return null
        const key = cached?.key ?? createPrivateKey(unseal(sealingKey, stored.privateSealed))
        cached = { key, expiresAt: stored.expiresAt, loadedAt: now().getTime() }
        privateKeys.set(keyId, cached)
      }
      if (cached.expiresAt && cached.expiresAt <= now()) return null
      return cached.key
    },
  }
}
