import type {
  accountRoutes,
  loyaltyRoutes,
  PointBalance,
  PointConfig,
  PointEntry,
  PointItem,
  Redemption,
  systemRoutes,
  walletRoutes,
} from '@sea/contract'
import { beforeAll, vi } from 'vitest'
import { refusal, reply } from '../../testing/fake-api'
import { memberInfo } from '../../testing/member-info'

/*
 * A fake server for the point mall's tests. It decrypts the E payload of the two calls that spend
 * points with a key pair made for the test, so the assertions see what the server would.
 */
let keys: CryptoKeyPair
let pem = ''
const b64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)))
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** Makes the key pair once for the calling suite. */
export function withKeyPair(): void {
  beforeAll(async () => {
    keys = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    )
    pem = `-----BEGIN PUBLIC KEY-----\n${b64(await crypto.subtle.exportKey('spki', keys.publicKey))}\n-----END PUBLIC KEY-----`
  })
}

async function decrypt(body: { key: string; iv: string; data: string }): Promise<Record<string, unknown>> {
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, unb64(body.key))
  const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt'])
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: unb64(body.iv) }, aes, unb64(body.data))
  return JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>
}

export const balance = (changes: Partial<PointBalance> = {}): PointBalance => ({
  current: 2_450,
  changed: 120,
  balance: '24.50',
  ratio: 100,
  redeemQuantity: 3,
  availableQuantity: 2_400,
  expiring: { points: 300, at: '2026-12-31T16:00:00.000Z' },
  ...changes,
})

export const config = (changes: Partial<PointConfig> = {}): PointConfig => ({
  enabled: true,
  earnRate: 1,
  multipliers: { LIVE: 0.7, SPORTS: 1, RNG: 1.2 },
  ratio: 100,
  minConvert: 500,
  step: 100,
  expiryDays: 365,
  ...changes,
})

export const item = (changes: Partial<PointItem> = {}): PointItem => ({
  id: '11',
  kind: 'cash',
  title: 'Cash MYR 10',
  description: 'Straight to your wallet.',
  imageUrl: null,
  points: 1_000,
  value: '10.00',
  gameCode: null,
  rounds: null,
  stockLeft: 20,
  perMemberLimit: null,
  redeemedByMe: 0,
  ...changes,
})

export const redemption = (changes: Partial<Redemption> = {}): Redemption => ({
  id: '501',
  itemId: '11',
  kind: 'cash',
  title: 'Cash MYR 10',
  quantity: 1,
  points: 1_000,
  status: 'approved',
  createdAt: '2026-11-20T04:00:00.000Z',
  decidedAt: '2026-11-20T04:00:00.000Z',
  rejectReason: null,
  tracking: null,
  ...changes,
})

export const entry = (changes: Partial<PointEntry> = {}): PointEntry => ({
  id: '900',
  kind: 'earn',
  points: 120,
  balanceAfter: 2_450,
  createdAt: '2026-11-28T02:00:00.000Z',
  expiresAt: '2027-11-28T02:00:00.000Z',
  note: null,
  ...changes,
})

/** What the fake server answers; a test changes a field before rendering, or between steps. */
export interface MallServer {
  balance: PointBalance
  config: PointConfig
  items: PointItem[]
  redemptions: Redemption[]
  entries: PointEntry[]
  hasPaymentPassword: boolean
  /** The answer to a redeem or convert; null answers with the default success. */
  spend: (() => Response) | null
  /** Every POST: its path, its Idempotency-Key and its decrypted body. */
  posts: { path: string; key: string | undefined; body: Record<string, unknown> }[]
  /** Every GET path with its query. */
  gets: string[]
}

export function mallServer(): MallServer {
  const server: MallServer = {
    balance: balance(),
    config: config(),
    items: [item()],
    redemptions: [],
    entries: [],
    hasPaymentPassword: true,
    spend: null,
    posts: [],
    gets: [],
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const address = new URL(url, 'http://site.test')
      const path = address.pathname
      if (init.method === 'POST') {
        const body = await decrypt(JSON.parse(String(init.body)) as { key: string; iv: string; data: string })
        const key = (init.headers as Record<string, string>)['Idempotency-Key']
        server.posts.push({ path, key, body })
        if (server.spend) return server.spend()
        if (path.endsWith('MCS2_convertPoint')) {
          const points = Number(body.points)
          return reply<typeof loyaltyRoutes.convert>({
            points,
            amount: (points / server.config.ratio).toFixed(2),
            balance: server.balance.current - points,
          })
        }
        const quantity = Number(body.quantity)
        const bought = server.items.find((one) => one.id === body.itemId) ?? item()
        return reply<typeof loyaltyRoutes.redeem>({
          redemption: redemption({
            itemId: bought.id,
            kind: bought.kind,
            title: bought.title,
            quantity,
            points: bought.points * quantity,
            status: bought.kind === 'cash' || bought.kind === 'bonus' ? 'approved' : 'in_process',
          }),
          points: server.balance.current - bought.points * quantity,
        })
      }
      server.gets.push(`${path}${address.search}`)
      const page = Number(address.searchParams.get('pageNum') ?? '1')
      const paged = <T>(list: T[]) => ({ list: list.slice((page - 1) * 10, page * 10), totalElements: list.length })
      switch (path) {
        case '/wps/system/publicKey':
          return reply<typeof systemRoutes.publicKey>({
            keyId: 'k1',
            publicKey: pem,
            algorithm: 'RSA-OAEP-256+A256GCM',
          })
        case '/wps/member/info':
          return reply<typeof accountRoutes.memberInfo>(memberInfo({ hasPaymentPassword: server.hasPaymentPassword }))
        case '/wps/v2/wallets/balance':
          return reply<typeof walletRoutes.balance>({ sumBalance: '100.00', currency: 'MYR', wallets: [] })
        case '/wps/relay/MCS2_getPointBalance':
          return reply<typeof loyaltyRoutes.pointBalance>(server.balance)
        case '/wps/relay/MCS2_getPointConfig':
          return reply<typeof loyaltyRoutes.pointConfig>(server.config)
        case '/wps/relay/MCS2_getPointReward':
          return reply<typeof loyaltyRoutes.pointItems>(server.items)
        case '/wps/relay/MCS2_getRedeemPointList':
          return reply<typeof loyaltyRoutes.redemptions>(paged(server.redemptions))
        case '/wps/member/points/history':
          return reply<typeof loyaltyRoutes.pointHistory>(paged(server.entries))
        default:
          return refusal('not_found', 404)
      }
    }),
  )
  return server
}
