/**
 * The E payload of docs/domain/api-calls.md#encrypted-payloads: RSA-OAEP (SHA-256) wraps a fresh AES-256-GCM
 * key; `data` is the ciphertext with its 16-byte tag appended (WebCrypto's own layout).
 * WebCrypto exists only in secure contexts (https, localhost), like the site itself in production.
 */
type PublicKeyValue = { keyId: string; publicKey: string }

let cached: Promise<{ keyId: string; key: CryptoKey }> | null = null

export function forgetPublicKey(): void {
  cached = null
}

function base64(bytes: ArrayBuffer | Uint8Array): string {
  const array = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  let text = ''
  for (const byte of array) text += String.fromCharCode(byte)
  return btoa(text)
}

async function importKey(): Promise<{ keyId: string; key: CryptoKey }> {
  const response = await fetch('/wps/system/publicKey', { headers: { accept: 'application/json' } })
  const envelope = (await response.json()) as { success: boolean; value?: PublicKeyValue }
  if (!envelope.success || !envelope.value) throw new Error('public key unavailable')
  const pem = envelope.value.publicKey.replace(/-----[^-]+-----|\s/g, '')
  const der = Uint8Array.from(atob(pem), (char) => char.charCodeAt(0))
  const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt'])
  return { keyId: envelope.value.keyId, key }
}

export async function encryptPayload(payload: unknown) {
  cached ??= importKey().catch((error: unknown) => {
    cached = null
    throw error
  })
  const { keyId, key } = await cached
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt'])
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const plain = new TextEncoder().encode(JSON.stringify(payload))
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain)
  const raw = await crypto.subtle.exportKey('raw', aesKey)
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, raw)
  return { keyId, key: base64(wrapped), iv: base64(iv), data: base64(data) }
}
