import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerViolations } from '../../ledger/invariants'
import { startFakeTransferVendor } from '../../providers/vendor/fake-transfer-vendor'
import { vendorSecret } from '../../providers/vendor/transfer-vendor'
import { bearer } from '../../test/accounts'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import {
  createVendorWorld,
  expectBooksAgree,
  fundedMember,
  wallets,
  walletTransfer,
  type VendorWorld,
} from '../../test/vendor-fixtures'

let w: VendorWorld
beforeAll(async () => {
  w = await createVendorWorld()
}, 180_000)
afterAll(() => closeCheckingBooks({ db: w.t.db, close: w.close }))

describe('GCS_walletTransfer', () => {
  it('moves money main to vendor and back, in part and in whole, and the balance call shows the vendor wallet', async () => {
    const m = await fundedMember(w)
    const into = await walletTransfer(w, m, { from: 'MAIN', to: 'FAKEV', amount: '30.00' }, 'k-in-0001')
    expect(into.statusCode, into.body).toBe(200)
    expect(into.json().value).toMatchObject({
      sumBalance: '100.00',
      currency: 'MYR',
      wallets: [
        { walletType: 'MAIN', vendor: null, balance: '70.00' },
        { walletType: 'VENDOR', vendor: 'FAKEV', balance: '30.00' },
      ],
      transfers: [{ vendor: 'FAKEV', direction: 'in', amount: '30.00', status: 'succeeded', reason: null }],
    })
    expect(w.fakes.FAKEV.balanceOf(m.players.FAKEV)).toBe(3000n)
    await expectBooksAgree(w, m)

    expect((await walletTransfer(w, m, { from: 'FAKEV', to: 'MAIN', amount: '10.5' }, 'k-out-0001')).statusCode).toBe(
      200,
    )
    expect(await wallets(w, m)).toEqual({ MAIN: '80.50', FAKEV: '19.50' })
    await expectBooksAgree(w, m)

    const whole = await walletTransfer(w, m, { from: 'FAKEV', to: 'MAIN' }, 'k-out-0002')
    expect(whole.json().value.transfers).toMatchObject([{ direction: 'out', amount: '19.50', status: 'succeeded' }])
    expect(await wallets(w, m)).toEqual({ MAIN: '100.00', FAKEV: '0.00' })
    const merchantWallet = await w.t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_merchantWallet',
      headers: bearer(m.token),
    })
    expect(merchantWallet.json().value).toMatchObject({
      isSingle: false,
      wallets: [{ walletType: 'MAIN' }, { walletType: 'VENDOR', vendor: 'FAKEV' }],
    })
    const records = await w.t.app.inject({
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet?type=vendor_transfer_in',
      headers: bearer(m.token),
    })
    expect(
      records.json().value.content.map((r: { wallet: string; amount: string }) => `${r.wallet} ${r.amount}`),
    ).toEqual(['VENDOR 30.00', 'MAIN -30.00'])
    await expectBooksAgree(w, m)
  })

  it('brings every vendor wallet back to main, game results at the vendor included, once per key', async () => {
    const m = await fundedMember(w)
    await walletTransfer(w, m, { from: 'MAIN', to: 'FAKEV', amount: '20.00' }, 'k-all-in-1')
    await walletTransfer(w, m, { from: 'MAIN', to: 'FAKEW', amount: '15.00' }, 'k-all-in-2')
    w.fakes.FAKEV.play(m.players.FAKEV, 500n)
    w.fakes.FAKEW.play(m.players.FAKEW, -1500n)
    const back = await walletTransfer(w, m, { from: 'ALL', to: 'MAIN' }, 'k-all-back')
    expect(back.statusCode, back.body).toBe(200)
    // FAKEW was played down to nothing: there is nothing to bring back from it.
    expect(back.json().value.transfers).toMatchObject([
      { vendor: 'FAKEV', direction: 'out', amount: '25.00', status: 'succeeded' },
    ])
    expect(await wallets(w, m)).toEqual({ MAIN: '90.00', FAKEV: '0.00', FAKEW: '0.00' })
    await expectBooksAgree(w, m)

    const again = await walletTransfer(w, m, { from: 'ALL', to: 'MAIN' }, 'k-all-back')
    expect(again.json().value.transfers).toEqual(back.json().value.transfers)
    expect(w.fakes.FAKEV.appliedCount(m.players.FAKEV)).toBe(2)
    // The vendors' floats carry the member's game results there: won 5.00 at FAKEV, lost 15.00 at FAKEW.
    const floats = await w.t.db
      .selectFrom('ledgerAccounts')
      .select(['vendor', 'balance'])
      .where('kind', '=', 'vendor_float')
      .orderBy('vendor')
      .execute()
    expect(floats).toEqual([
      { vendor: 'FAKEV', balance: -500n },
      { vendor: 'FAKEW', balance: 1500n },
    ])
    expect(await ledgerViolations(w.t.db)).toEqual([])
  })

  it('applies a repeated request once, and refuses the key for another request', async () => {
    const m = await fundedMember(w)
    const first = await walletTransfer(w, m, { from: 'MAIN', to: 'FAKEV', amount: '12.00' }, 'k-dup-0001')
    const second = await walletTransfer(w, m, { from: 'MAIN', to: 'FAKEV', amount: '12.00' }, 'k-dup-0001')
    expect(second.json()).toEqual(first.json())
    expect((await walletTransfer(w, m, { from: 'MAIN', to: 'FAKEV', amount: '13.00' }, 'k-dup-0001')).json().code).toBe(
      'idempotency_conflict',
    )
    await w.t.db.updateTable('vendors').set({ enabled: false }).where('code', '=', 'FAKEV').execute()
    try {
      expect((await walletTransfer(w, m, { from: 'MAIN', to: 'FAKEV', amount: '12.00' }, 'k-dup-0001')).json()).toEqual(
        first.json(),
      )
    } finally {
      await w.t.db.updateTable('vendors').set({ enabled: true }).where('code', '=', 'FAKEV').execute()
    }
    const racing = await Promise.all(
      [1, 2, 3].map(() => walletTransfer(w, m, { from: 'MAIN', to: 'FAKEV', amount: '1.00' }, 'k-dup-race')),
    )
    // Racing copies either see the finished transfer or the same one still in flight; none moves money again.
    for (const res of racing) expect([200, 503], res.body).toContain(res.statusCode)
    expect(w.fakes.FAKEV.appliedCount(m.players.FAKEV)).toBe(2)
    expect(await wallets(w, m)).toEqual({ MAIN: '87.00', FAKEV: '13.00' })
    await expectBooksAgree(w, m)
  })

  it('refuses what cannot be done, moving nothing', async () => {
    const m = await fundedMember(w)
    const code = async (body: Record<string, unknown>, key = `k-err-${Object.values(body).join('-')}`) => {
      const res = await walletTransfer(w, m, body, key)
      return `${res.statusCode} ${res.json().code}`
    }
    expect(await code({ from: 'MAIN', to: 'FAKEV', amount: '100.01' })).toBe('409 insufficient_funds')
    expect(await code({ from: 'FAKEV', to: 'MAIN', amount: '1.00' })).toBe('409 insufficient_funds')
    expect(await code({ from: 'FAKEV', to: 'MAIN' })).toBe('409 insufficient_funds')
    expect(await code({ from: 'MAIN', to: 'NOSUCH', amount: '1.00' })).toBe('404 vendor_not_found')
    expect(await code({ from: 'MAIN', to: 'SEAMV', amount: '1.00' })).toBe('400 vendor_not_transfer_mode')
    expect(await code({ from: 'MAIN', to: 'OFFV', amount: '1.00' })).toBe('403 vendor_disabled')
    expect(await code({ from: 'MAIN', to: 'MAIN', amount: '1.00' })).toBe('400 same_wallet')
    expect(await code({ from: 'FAKEV', to: 'FAKEW', amount: '1.00' })).toBe('400 validation_failed')
    expect(await code({ from: 'MAIN', to: 'ALL', amount: '1.00' })).toBe('400 validation_failed')
    expect(await code({ from: 'ALL', to: 'MAIN', amount: '1.00' })).toBe('400 validation_failed')
    expect(await code({ from: 'MAIN', to: 'FAKEV' })).toBe('400 validation_failed')
    expect(await code({ from: 'MAIN', to: 'FAKEV', amount: '0.00' })).toBe('400 validation_failed')
    expect(await code({ from: 'MAIN', to: 'FAKEV', amount: '1.00' }, 'short')).toBe('400 validation_failed')
    w.fakes.FAKEV.fail('deposit', 'refuse')
    const refused = await walletTransfer(w, m, { from: 'MAIN', to: 'FAKEV', amount: '5.00' }, 'k-refused-1')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'vendor_refused',
      details: [{ path: '/transferId' }, { path: '/status', message: 'failed' }],
    })
    expect(await wallets(w, m)).toEqual({ MAIN: '100.00' })
    const trial = (await w.t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value
      .token as string
    const asTrial = await w.t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { ...bearer(trial), 'idempotency-key': 'k-trial-01' },
      payload: { from: 'MAIN', to: 'FAKEV', amount: '1.00' },
    })
    expect(asTrial.json().code).toBe('in_need_true_account')
    // Refused by our ledger before any row: the 100.01 in. Refused by the vendor, on record: the rest.
    const rows = await w.t.db
      .selectFrom('vendorTransfers')
      .select(['direction', 'status', 'failureReason'])
      .where('memberId', '=', m.id)
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { direction: 'out', status: 'failed', failureReason: 'insufficient_funds' },
      { direction: 'in', status: 'failed', failureReason: 'refused' },
    ])
    await expectBooksAgree(w, m)
  })

  it('returns the money at once when the vendor cannot be reached, and is off in single-wallet mode', async () => {
    const m = await fundedMember(w)
    const gone = await startFakeTransferVendor(vendorSecret(w.t.appSecret, 'FAKEV'))
    await gone.close()
    await w.t.db.updateTable('vendors').set({ apiBaseUrl: gone.url }).where('code', '=', 'FAKEV').execute()
    try {
      const res = await walletTransfer(w, m, { from: 'MAIN', to: 'FAKEV', amount: '5.00' }, 'k-unreach-1')
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({
        code: 'vendor_unavailable',
        details: [{ path: '/transferId' }, { path: '/status', message: 'failed' }],
      })
      expect(await wallets(w, m)).toEqual({ MAIN: '100.00' })
    } finally {
      await w.t.db.updateTable('vendors').set({ apiBaseUrl: w.fakes.FAKEV.url }).where('code', '=', 'FAKEV').execute()
    }
    await w.t.db.updateTable('merchantFlags').set({ enabled: true }).where('flag', '=', 'SINGLE_WALLET').execute()
    try {
      expect(
        (await walletTransfer(w, m, { from: 'MAIN', to: 'FAKEV', amount: '5.00' }, 'k-single-1')).json().code,
      ).toBe('feature_disabled')
    } finally {
      await w.t.db.updateTable('merchantFlags').set({ enabled: false }).where('flag', '=', 'SINGLE_WALLET').execute()
    }
    await expectBooksAgree(w, m)
  })
})
