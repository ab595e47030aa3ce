import type { AddressInfo } from 'node:net'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { ledgerViolations } from '../ledger/invariants'
import { startFakeTransferVendor, type FakeTransferVendor } from '../providers/vendor/fake-transfer-vendor'
import { vendorSecret } from '../providers/vendor/transfer-vendor'
import { vendorPlayerId } from '../features/vendor-player/vendor-player.service'
import { bearer, registeredMember } from './accounts'
import { createTestApp, type TestApp } from './test-app'
import { seedMainWallet } from './wallet-seed'

/**
 * A test app on loopback with two fake transfer vendors over real HTTP (FAKEV, FAKEW), a seamless vendor
 * (SEAMV) and a switched-off one (OFFV), on the demo brand with SINGLE_WALLET off.
 */
export interface VendorWorld {
  t: TestApp
  /** The platform's address on loopback. */
  url: string
  merchantId: number
  fakes: Record<'FAKEV' | 'FAKEW', FakeTransferVendor>
  close(): Promise<void>
}

/** Client timeout: short, so lost answers cost tests little time. */
export const VENDOR_TIMEOUT_MS = 300

export async function createVendorWorld(): Promise<VendorWorld> {
  const t = await createTestApp({ vendorTimeoutMs: VENDOR_TIMEOUT_MS })
  // On loopback: the fake vendors redeem launch tokens with the platform over HTTP (decision 037).
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const platformUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  const merchantId = (await t.db.selectFrom('merchants').select('id').orderBy('id').executeTakeFirstOrThrow()).id
  await t.db.updateTable('merchantFlags').set({ enabled: false }).where('flag', '=', 'SINGLE_WALLET').execute()
  const fake = (vendorCode: string) =>
    startFakeTransferVendor(vendorSecret(t.appSecret, vendorCode), { vendorCode, platformUrl: () => platformUrl })
  const fakes = { FAKEV: await fake('FAKEV'), FAKEW: await fake('FAKEW') }
  await t.db
    .insertInto('vendors')
    .values([
      { code: 'FAKEV', displayName: 'Fake V', walletMode: 'transfer', apiBaseUrl: fakes.FAKEV.url },
      { code: 'FAKEW', displayName: 'Fake W', walletMode: 'transfer', apiBaseUrl: fakes.FAKEW.url },
      { code: 'SEAMV', displayName: 'Seamless', walletMode: 'seamless', apiBaseUrl: null },
      {
        code: 'OFFV',
        displayName: 'Switched off',
        walletMode: 'transfer',
        apiBaseUrl: fakes.FAKEV.url,
        enabled: false,
      },
    ])
    .execute()
  await t.db
    .insertInto('merchantVendors')
    .values(['FAKEV', 'FAKEW', 'SEAMV', 'OFFV'].map((vendorCode, i) => ({ merchantId, vendorCode, sortOrder: i })))
    .execute()
  return {
    t,
    url: platformUrl,
    merchantId,
    fakes,
    async close() {
      await Promise.all(Object.values(fakes).map((f) => f.close()))
      t.app.server.closeAllConnections()
      await t.close()
    },
  }
}

export interface Player {
  token: string
  id: bigint
  /** The member's opaque id at each fake vendor (decision 037). */
  players: Record<'FAKEV' | 'FAKEW', string>
}

/** A real member with 100.00 in the main wallet. */
export async function fundedMember(w: VendorWorld): Promise<Player> {
  const { id, token } = await registeredMember(w.t)
  const seed = { merchantId: w.merchantId, currency: 'MYR', memberId: id, amount: 10000n }
  await seedMainWallet(w.t.db, { ...seed, key: `seed:${id}`, ref: String(id) })
  const players = { FAKEV: await vendorPlayerId(w.t.db, 'FAKEV', id), FAKEW: await vendorPlayerId(w.t.db, 'FAKEW', id) }
  return { token, id, players }
}

export function walletTransfer(
  w: VendorWorld,
  who: Player,
  body: Record<string, unknown>,
  key: string,
): Promise<LightMyRequestResponse> {
  return w.t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: { ...bearer(who.token), 'idempotency-key': key },
    payload: body,
  })
}

/** The member's wallets as the balance call shows them: MAIN and each vendor code. */
export async function wallets(w: VendorWorld, who: Player): Promise<Record<string, string>> {
  const value = (
    await w.t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(who.token) })
  ).json().value
  const shown = value.wallets as { walletType: string; vendor: string | null; balance: string }[]
  return Object.fromEntries(shown.map((x) => [x.vendor ?? x.walletType, x.balance]))
}

/**
 * The books hold (L1-L5); suspense holds exactly the money of open transfers to vendors; and
 * each vendor wallet of the member equals what the fake vendor holds for them.
 */
export async function expectBooksAgree(w: VendorWorld, who: Player): Promise<void> {
  expect(await ledgerViolations(w.t.db)).toEqual([])
  const open = await w.t.db
    .selectFrom('vendorTransfers')
    .select('amount')
    .where('direction', '=', 'in')
    .where('status', 'in', ['pending', 'unknown'])
    .execute()
  const suspense = await w.t.db
    .selectFrom('ledgerAccounts')
    .select('balance')
    .where('kind', '=', 'suspense')
    .executeTakeFirst()
  expect(suspense?.balance ?? 0n).toBe(open.reduce((sum, r) => sum + r.amount, 0n))
  for (const code of ['FAKEV', 'FAKEW'] as const) {
    const account = await w.t.db
      .selectFrom('ledgerAccounts')
      .select('balance')
      .where('ownerMemberId', '=', who.id)
      .where('kind', '=', 'member_vendor')
      .where('vendor', '=', code)
      .executeTakeFirst()
    expect(account?.balance ?? 0n, `${code} wallet of ${who.players[code]}`).toBe(
      w.fakes[code].balanceOf(who.players[code]),
    )
  }
}
