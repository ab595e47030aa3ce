import type { AddressInfo } from 'node:net'
import { sql } from 'kysely'
import { expect } from 'vitest'
import { issueLaunchToken } from '../features/seamless-wallet/launch-token.service'
import { vendorPlayerId } from '../features/vendor-player/vendor-player.service'
import { ledgerViolations } from '../ledger/invariants'
import { createSeamlessClient, type SeamlessClient } from '../providers/vendor/seamless-client'
import { seamlessHeaders, seamlessSecret, type SignedCall } from '../providers/vendor/seamless-signature'
import { createMembers, demoMerchantId } from './ledger-fixtures'
import { createTestApp, type TestApp } from './test-app'
import { seedMainWallet } from './wallet-seed'

/**
 * A test app listening on loopback with seamless vendors: SEAMX (slots, one FISH game
 * `fish-1`), SEAMOFF (switched off), and a transfer-mode TRANSX; a signed client for SEAMX.
 */
export interface SeamlessWorld {
  t: TestApp
  baseUrl: string
  merchantId: number
  client: SeamlessClient
  close(): Promise<void>
}

export async function createSeamlessWorld(): Promise<SeamlessWorld> {
  const t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  const baseUrl = `http://127.0.0.1:${port}`
  const merchantId = await demoMerchantId(t.db)
  await t.db
    .insertInto('vendors')
    .values([
      { code: 'SEAMX', displayName: 'Seamless X', walletMode: 'seamless', apiBaseUrl: null, gameType: 'RNG' },
      { code: 'SEAMOFF', displayName: 'Seamless off', walletMode: 'seamless', apiBaseUrl: null, enabled: false },
      { code: 'TRANSX', displayName: 'Transfer X', walletMode: 'transfer', apiBaseUrl: 'http://127.0.0.1:9' },
    ])
    .execute()
  await t.db
    .insertInto('games')
    .values({
      vendorCode: 'SEAMX',
      code: 'fish-1',
      names: JSON.stringify({ EN: 'Fish' }),
      imageUrl: '/fish.png',
      gameType: 'FISH',
    })
    .execute()
  const close = async () => {
    // Clients that gave up mid-request (the lost answers) may leave connections the server would wait for.
    t.app.server.closeAllConnections()
    await t.close()
  }
  return { t, baseUrl, merchantId, client: clientFor(t, baseUrl, 'SEAMX'), close }
}

export function clientFor(t: TestApp, baseUrl: string, vendorCode: string, timeoutMs = 5_000): SeamlessClient {
  return createSeamlessClient({ baseUrl, vendorCode, secret: seamlessSecret(t.appSecret, vendorCode), timeoutMs })
}

export interface SeamlessPlayer {
  id: bigint
  player: string
  token: string
}

/** A member with `funds` in the main wallet and a launch token for `vendorCode` (expired when ttlMs <= 0). */
export async function seamlessPlayer(
  w: SeamlessWorld,
  funds = 10_000n,
  options: { vendorCode?: string; ttlMs?: number; trial?: boolean } = {},
): Promise<SeamlessPlayer> {
  const [id] = await createMembers(w.t.db, w.merchantId, 1)
  if (id === undefined) throw new Error('no member')
  if (options.trial) await w.t.db.updateTable('members').set({ isAgent: 4 }).where('id', '=', id).execute()
  if (funds > 0n) {
    const seed = { merchantId: w.merchantId, currency: 'MYR', memberId: id, amount: funds }
    const source = options.trial ? 'demo_funding' : 'house'
    await seedMainWallet(w.t.db, { ...seed, key: `seed:${id}`, ref: String(id), source })
  }
  const vendorCode = options.vendorCode ?? 'SEAMX'
  const grant = { merchantId: w.merchantId, memberId: id, vendorCode, gameId: null, currency: 'MYR', language: 'EN' }
  const token = await issueLaunchToken(w.t.db, grant, options.ttlMs ?? 60_000)
  return { id, player: await vendorPlayerId(w.t.db, vendorCode, id), token }
}

export const seamlessPath = (vendorCode: string, action: string) => `/vendor-api/seamless/${vendorCode}/${action}`

/** A raw signed call, for what the client would never send; `signedAs` signs it for another method or path. */
export function signedCall(
  w: SeamlessWorld,
  action: string,
  body: string,
  options: {
    vendorCode?: string
    secret?: Buffer
    now?: number
    headers?: Record<string, string>
    signedAs?: SignedCall
  } = {},
) {
  const vendorCode = options.vendorCode ?? 'SEAMX'
  const secret = options.secret ?? seamlessSecret(w.t.appSecret, vendorCode)
  const url = seamlessPath(vendorCode, action)
  return w.t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...seamlessHeaders(secret, options.signedAs ?? { method: 'POST', path: url }, body, options.now),
      ...options.headers,
    },
    payload: body,
  })
}

export async function mainBalance(w: SeamlessWorld, memberId: bigint): Promise<bigint> {
  const row = await w.t.db
    .selectFrom('ledgerAccounts')
    .select('balance')
    .where('kind', '=', 'member_main')
    .where('ownerMemberId', '=', memberId)
    .executeTakeFirst()
  return row?.balance ?? 0n
}

/**
 * The books hold, and agree with the rounds: each vendor float is what its rounds took in
 * (stakes) less what they paid out and refunded, and each round's figures are the sums of the
 * calls recorded for it.
 */
export async function expectSeamlessBooks(w: SeamlessWorld): Promise<void> {
  expect(await ledgerViolations(w.t.db)).toEqual([])
  const floats = await sql<{ vendor: string; kind: string; balance: string; rounds: string }>`
    SELECT a.vendor, a.kind, a.balance::text AS balance,
      (SELECT coalesce(sum(r.stake - r.win - r.refunded), 0) FROM game_rounds r JOIN members m ON m.id = r.member_id
        WHERE r.vendor_code = a.vendor AND (m.is_agent = 4) = (a.kind = 'demo_float'))::text AS rounds
    FROM ledger_accounts a WHERE a.kind IN ('vendor_float', 'demo_float') AND a.vendor LIKE 'SEAM%'`.execute(w.t.db)
  for (const f of floats.rows) expect(f.balance, `${f.kind} ${f.vendor}`).toBe(f.rounds)
  const drift = await sql<{ id: string }>`
    SELECT r.id::text AS id FROM game_rounds r
    WHERE r.stake <> (SELECT coalesce(sum(amount), 0) FROM seamless_transactions s WHERE s.round_pk = r.id AND s.kind = 'debit')
       OR r.win <> (SELECT coalesce(sum(amount), 0) FROM seamless_transactions s WHERE s.round_pk = r.id AND s.kind = 'credit')
       OR r.refunded <> (SELECT coalesce(sum(amount), 0) FROM seamless_transactions s WHERE s.round_pk = r.id AND s.kind = 'rollback')`.execute(
    w.t.db,
  )
  expect(drift.rows, 'rounds that differ from their calls').toEqual([])
}
