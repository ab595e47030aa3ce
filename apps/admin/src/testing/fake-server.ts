import type { ErrorCode, RouteDescriptor } from '@sea/contract'
import { afterEach, beforeAll, vi } from 'vitest'
import { cleanup } from '@testing-library/react'
import type { CallValue } from '../lib/api'
import { clearSession } from '../lib/session'

const JSON_HEADERS = { 'content-type': 'application/json' }

/** A route's success answer, typed by the contract route: a changed response breaks the fakes at compile time. */
export function reply<R extends RouteDescriptor>(value: CallValue<R>): Response {
  return new Response(JSON.stringify({ success: true, value }), { headers: JSON_HEADERS })
}

/** A refusal as the API sends it: the envelope with the contract's error code. */
export function refusal(code: ErrorCode, status: number): Response {
  return new Response(JSON.stringify({ success: false, code, message: code }), { status, headers: JSON_HEADERS })
}

export interface Request {
  method: string
  path: string
  body: unknown
  authorization: string | null
}
type Handler = (request: Request) => Response | Promise<Response>

/*
 * A fake server at the HTTP boundary that speaks the real wire format: encrypted bodies (login,
 * enrolment) are decrypted with a key pair made for the tests, so handlers see what the server
 * would. Routes are keyed "METHOD /path"; anything else answers not_found.
 */
let keys: CryptoKeyPair
let pem = ''
const b64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)))
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

async function decrypt(body: { key: string; iv: string; data: string }): Promise<unknown> {
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, unb64(body.key))
  const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt'])
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: unb64(body.iv) }, aes, unb64(body.data))
  return JSON.parse(new TextDecoder().decode(plain))
}

/** For the calling suite: a key pair before all tests; after each, unmount, sign out, unstub fetch. */
export function withFakeServer(): void {
  beforeAll(async () => {
    keys = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    )
    pem = `-----BEGIN PUBLIC KEY-----\n${b64(await crypto.subtle.exportKey('spki', keys.publicKey))}\n-----END PUBLIC KEY-----`
  })
  afterEach(() => {
    cleanup()
    clearSession()
    localStorage.clear()
    vi.unstubAllGlobals()
  })
}

/** Stubs fetch with these routes; returns the requests received, in order. */
export function serve(routes: Record<string, Handler>): Request[] {
  const received: Request[] = []
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://console.test')
    if (url.pathname === '/wps/system/publicKey')
      return new Response(
        JSON.stringify({ success: true, value: { keyId: 'k1', publicKey: pem, algorithm: 'RSA-OAEP-256+A256GCM' } }),
        { headers: JSON_HEADERS },
      )
    const method = init?.method ?? 'GET'
    let body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined
    if (body && typeof body === 'object' && 'keyId' in body) body = await decrypt(body as never)
    const headers = new Headers(init?.headers)
    const request = { method, path: url.pathname + url.search, body, authorization: headers.get('authorization') }
    received.push(request)
    const handler = routes[`${method} ${url.pathname}`]
    return handler ? handler(request) : refusal('not_found', 404)
  })
  return received
}
