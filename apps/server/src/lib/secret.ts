import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'

const GENERATED_BYTES = 32

/**
 * The application secret: APP_SECRET when configured (required when several instances
 * share a database), otherwise a random one generated once and kept in DATA_DIR.
 */
export function resolveAppSecret(configured: string | null, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8')
  const file = join(dataDir, 'app-secret')
  if (!existsSync(file)) writeGeneratedSecret(dataDir, file)
  const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')
  // Everything sealed so far depends on this secret: never carry on with a damaged one.
  if (secret.length !== GENERATED_BYTES) {
    throw new Error(
      `${file} does not hold a ${GENERATED_BYTES}-byte base64 secret; restore it from a backup (or set APP_SECRET)`,
    )
  }
  return secret
}

/**
 * Written whole or not at all: a process killed while writing the file itself would leave it
 * empty, and the next start would run on an empty secret. The secret goes to a file of this
 * process's own, is flushed to disk, and is then linked into place, which fails if another
 * process got there first (its secret wins, and is read back); the directory is flushed too, so
 * that the name survives a power cut as well.
 */
function writeGeneratedSecret(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  const fd = openSync(partial, 'w', 0o600)
  try {
    writeSync(fd, randomBytes(GENERATED_BYTES).toString('base64'))
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  try {
    linkSync(partial, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    rmSync(partial, { force: true })
  }
  const dir = openSync(dataDir, 'r')
  try {
    fsyncSync(dir)
  } finally {
    closeSync(dir)
  }
}

/** A separate key for each purpose, so one use can never be turned against another. */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32))
}

/** AES-256-GCM; the result is base64 of iv (12) + tag (16) + ciphertext. */
export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')
}

export function unseal(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
  decipher.setAuthTag(raw.subarray(12, 28))
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
}
