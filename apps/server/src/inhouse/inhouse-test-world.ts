import type { AddressInfo } from 'node:net'
import { issueLaunchToken } from '../features/seamless-wallet/launch-token.service'
import { vendorPlayerId } from '../features/vendor-player/vendor-player.service'
import { registeredMember } from '../test/accounts'
import { demoMerchantId } from '../test/ledger-fixtures'
import { createTestApp, type TestApp } from '../test/test-app'
import { seedMainWallet } from '../test/wallet-seed'
import { LIVE_VENDOR, SLOT_VENDOR } from './inhouse-games'
import { inhouseDeps, type InhouseDeps } from './inhouse-wallet'

/**
 * The real platform listening on a port, with the in-house vendors seeded: the vendor under
 * test reaches the wallet over HTTP exactly as in production. Test support, not production code.
 */
export interface InhouseWorld {
  t: TestApp
  url: string
  merchantId: number
  deps: InhouseDeps
  close(): Promise<void>
}

export const WALLET_TIMEOUT_MS = 3000

export async function createInhouseWorld(appDeps: Parameters<typeof createTestApp>[1] = {}): Promise<InhouseWorld> {
  const t = await createTestApp({ vendorTimeoutMs: WALLET_TIMEOUT_MS }, appDeps)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  const merchantId = await demoMerchantId(t.db)
  await t.db
    .insertInto('vendors')
    .values([
      {
        code: SLOT_VENDOR,
        displayName: 'SEA RNG',
        walletMode: 'seamless',
        apiBaseUrl: null,
        provider: 'inhouse',
        gameType: 'RNG',
      },
      {
        code: LIVE_VENDOR,
        displayName: 'SEA Live',
        walletMode: 'seamless',
        apiBaseUrl: null,
        provider: 'inhouse',
        gameType: 'LIVE',
      },
    ])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
  await t.db
    .insertInto('merchantVendors')
    .values([SLOT_VENDOR, LIVE_VENDOR].map((vendorCode) => ({ merchantId, vendorCode })))
    .onConflict((oc) => oc.doNothing())
    .execute()
  const deps = inhouseDeps({ db: t.db, appSecret: t.appSecret, platformUrl: () => url, timeoutMs: WALLET_TIMEOUT_MS })
  return { t, url, merchantId, deps, close: () => t.close() }
}

export interface TestPlayer {
  memberId: bigint
  /** The member's opaque id at the in-house slot vendor (decision 037). */
  player: string
  /** The member's site session. */
  token: string
}

/** A real member with `funds` minor units in the main wallet. */
export async function fundedPlayer(w: InhouseWorld, funds: bigint): Promise<TestPlayer> {
  const { id: memberId, token } = await registeredMember(w.t)
  const seed = { merchantId: w.merchantId, currency: 'MYR', memberId, amount: funds }
  await seedMainWallet(w.t.db, { ...seed, key: `seed:${memberId}`, ref: String(memberId) })
  return { memberId, player: await vendorPlayerId(w.t.db, SLOT_VENDOR, memberId), token }
}

/** The member's main wallet as the ledger holds it. */
export async function mainBalance(w: InhouseWorld, who: TestPlayer): Promise<bigint> {
  const row = await w.t.db
    .selectFrom('ledgerAccounts')
    .select('balance')
    .where('ownerMemberId', '=', who.memberId)
    .where('kind', '=', 'member_main')
    .executeTakeFirstOrThrow()
  return row.balance
}

/** Opens a game as the site's launch would: a platform launch token, then /inhouse/launch over HTTP. */
export async function launchGame(
  w: InhouseWorld,
  who: TestPlayer,
  game: string,
  vendor: string,
  lang = 'EN',
): Promise<{ session: string; location: string }> {
  const token = await issueLaunchToken(w.t.db, {
    merchantId: w.merchantId,
    memberId: who.memberId,
    vendorCode: vendor,
    gameId: null,
    currency: 'MYR',
    language: 'EN',
  })
  const res = await fetch(
    `${w.url}/inhouse/launch?token=${token}${game ? `&game=${game}` : ''}&lang=${lang}&vendor=${vendor}`,
    { redirect: 'manual' },
  )
  if (res.status !== 302) throw new Error(`launch answered ${res.status}: ${await res.text()}`)
  const location = res.headers.get('location') ?? ''
  return { session: new URLSearchParams(location.split('#')[1] ?? '').get('session') ?? '', location }
}

/** One call of the game API over HTTP, as the game page makes it. */
export async function gameCall(w: InhouseWorld, session: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${w.url}/inhouse/api/${path}`, {
    method,
    headers: {
      ...(session ? { 'x-game-session': session } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  })
  return {
    status: res.status,
    headers: res.headers,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the answers field by field
    json: (await res.json()) as { success: boolean; value?: any; code?: string },
  }
}
