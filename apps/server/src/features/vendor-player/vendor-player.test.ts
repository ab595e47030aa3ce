import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moveVendorData } from '../../db/migrations/2026_11_27_0027_vendor_launch_safety'
import { ensurePlayer, insertSession } from '../../inhouse/inhouse.repository'
import { defaultClientSeed, pendingSeed } from '../../inhouse/inhouse-fair'
import { SLOT_VENDOR } from '../../inhouse/inhouse-games'
import { createInhouseWorld, gameCall, mainBalance, type InhouseWorld } from '../../inhouse/inhouse-test-world'
import { ensureAccount, transfer } from '../../ledger/ledger'
import { toMinor } from '../../lib/money'
import { seal } from '../../lib/secret'
import { newToken, sha256 } from '../../lib/tokens'
import { startFakeTransferVendor, type FakeTransferVendor } from '../../providers/vendor/fake-transfer-vendor'
import { vendorSecret } from '../../providers/vendor/transfer-vendor'
import { bearer, registeredMember } from '../../test/accounts'
import { clientFor } from '../../test/seamless-fixtures'
import { issueLaunchToken } from '../seamless-wallet/launch-token.service'
import { playersOf } from './vendor-player.repository'

/**
 * Data written before migration 0027, keyed by the old `m{memberId}` (decision 037): the in-house
 * vendor's player and open session, and a transfer-mode vendor holding a member's money. After the
 * migration's data step, the session plays on under the opaque id, the vendor re-keyed from the
 * exported mapping pays the money back, and the old id is refused.
 */
let w: InhouseWorld
let fake: FakeTransferVendor
beforeAll(async () => {
  w = await createInhouseWorld()
  fake = await startFakeTransferVendor(vendorSecret(w.t.appSecret, 'FAKEM'))
  await w.t.db
    .insertInto('vendors')
    .values({ code: 'FAKEM', displayName: 'Fake M', walletMode: 'transfer', apiBaseUrl: fake.url })
    .execute()
  await w.t.db.insertInto('merchantVendors').values({ merchantId: w.merchantId, vendorCode: 'FAKEM' }).execute()
  await w.t.db.updateTable('merchantFlags').set({ enabled: false }).where('flag', '=', 'SINGLE_WALLET').execute()
}, 180_000)
afterAll(async () => {
  await fake?.close()
  await w?.close()
})

describe('vendor data from before migration 0027', () => {
  it('keeps working under the opaque ids, and the old ids are refused', async () => {
    const m = await registeredMember(w.t)
    const memberId = m.id
    const legacy = `m${memberId}`
    const key = { merchantId: w.merchantId, currency: 'MYR' }
    const main = await ensureAccount(w.t.db, { ...key, kind: 'member_main', ownerMemberId: memberId })
    const house = await ensureAccount(w.t.db, { ...key, kind: 'house' })
    const atVendor = await ensureAccount(w.t.db, {
      ...key,
      kind: 'member_vendor',
      ownerMemberId: memberId,
      vendor: 'FAKEM',
    })
    const entries = [
      { accountId: house, amount: -13_000n },
      { accountId: main, amount: 10_000n },
      { accountId: atVendor, amount: 3_000n },
    ]
    await transfer(w.t.db, {
      idempotencyKey: `seed:${memberId}`,
      ...key,
      kind: 'test_seed',
      externalRef: String(memberId),
      entries,
    })
    fake.play(legacy, 3_000n)
    // The in-house vendor's rows as the old launch left them: its player and an open game session.
    const platformToken = await issueLaunchToken(w.t.db, {
      ...key,
      memberId,
      vendorCode: SLOT_VENDOR,
      gameId: null,
      language: 'EN',
    })
    const { sealed, commit } = pendingSeed(w.deps.sealingKey)
    await ensurePlayer(w.t.db, {
      vendorCode: SLOT_VENDOR,
      player: legacy,
      clientSeed: defaultClientSeed(),
      pendingSeedSealed: sealed,
      pendingCommit: commit,
    })
    const session = newToken()
    await insertSession(w.t.db, {
      tokenHash: sha256(session),
      vendorCode: SLOT_VENDOR,
      gameCode: 'jade-96',
      player: legacy,
      nickname: m.username,
      currency: 'MYR',
      language: 'EN',
      siteOrigin: w.url,
      platformTokenSealed: seal(w.deps.sealingKey, platformToken),
      expiresAt: new Date(Date.now() + 3_600_000),
    })

    await moveVendorData(w.t.db as unknown as Kysely<unknown>)

    const mapping = await playersOf(w.t.db, 'FAKEM')
    const opaque = mapping.find((row) => row.memberId === memberId)?.player ?? ''
    expect(opaque).toMatch(/^p[0-9a-f]{32}$/)
    const slotId = (await playersOf(w.t.db, SLOT_VENDOR)).find((row) => row.memberId === memberId)?.player
    expect(slotId).toMatch(/^p[0-9a-f]{32}$/)
    expect(slotId).not.toBe(opaque)
    // The open session plays on: its spins reach the wallet under the new id.
    const spin = await gameCall(w, session, 'POST', 'slot/spin', { lineBet: '0.50' })
    expect(spin.status, JSON.stringify(spin.json)).toBe(200)
    expect(toMinor(spin.json.value.balance)).toBe(
      await mainBalance(w, { memberId, player: slotId ?? '', token: m.token }),
    )
    for (const table of ['inhousePlayers', 'inhouseSessions', 'inhouseRounds'] as const) {
      expect(await w.t.db.selectFrom(table).select('player').where('player', '=', legacy).execute(), table).toEqual([])
    }
    // The old id is no player id any more.
    const balance = await clientFor(w.t, w.url, SLOT_VENDOR).balance({ player: legacy })
    expect(balance).toMatchObject({ ok: false, code: 'validation_failed' })
    // The vendor re-keys from the exported mapping; the money it held comes back.
    fake.rekey(legacy, opaque)
    const back = await w.t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { ...bearer(m.token), 'idempotency-key': 'k-migrated-01' },
      payload: { from: 'FAKEM', to: 'MAIN' },
    })
    expect(back.statusCode, back.body).toBe(200)
    expect(fake.balanceOf(opaque)).toBe(0n)
    const atVendorNow = await w.t.db
      .selectFrom('ledgerAccounts')
      .select('balance')
      .where('id', '=', atVendor)
      .executeTakeFirstOrThrow()
    expect(atVendorNow.balance).toBe(0n)
  })
})
