import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerViolations } from '../../ledger/invariants'
import { httpTransferVendor, httpVendorConnector } from '../../providers/vendor/http-transfer-vendor'
import { vendorSecret } from '../../providers/vendor/transfer-vendor'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import {
  createVendorWorld,
  expectBooksAgree,
  fundedMember,
  VENDOR_TIMEOUT_MS,
  wallets,
  walletTransfer,
  type Player,
  type VendorWorld,
} from '../../test/vendor-fixtures'
import { reconcileVendorTransfers } from './vendor-reconcile.service'

let w: VendorWorld
beforeAll(async () => {
  w = await createVendorWorld()
}, 180_000)
afterAll(() => closeCheckingBooks({ db: w.t.db, close: w.close }))

const reconcile = () =>
  reconcileVendorTransfers(w.t.db, { connect: httpVendorConnector(w.t.appSecret, VENDOR_TIMEOUT_MS), olderThanMs: 0 })
const rowsOf = (m: Player) =>
  w.t.db
    .selectFrom('vendorTransfers')
    .select(['id', 'direction', 'status', 'attempts', 'vendorTransferId'])
    .where('memberId', '=', m.id)
    .orderBy('id')
    .execute()
const postingsOf = async (transferId: bigint, kind: string) =>
  (
    await w.t.db
      .selectFrom('ledgerTransactions')
      .select('id')
      .where('kind', '=', kind)
      .where(({ eb, ref }) => eb(ref('metadata', '->>').key('transfer'), '=', String(transferId)))
      .execute()
  ).length

/** What answers a member's wallet transfer: its status, or the code it was refused with. */
const statusOf = async (m: Player, body: Record<string, unknown>, key: string) =>
  (await walletTransfer(w, m, body, key)).statusCode
const codeOf = async (m: Player, body: Record<string, unknown>, key: string) =>
  (await walletTransfer(w, m, body, key)).json().code

describe('vendor transfers whose answer is lost', () => {
  it('settles a deposit the vendor confirms when asked right away', async () => {
    const m = await fundedMember(w)
    w.fakes.FAKEV.fail('deposit', 'timeout-after-apply')
    const res = await walletTransfer(w, m, { from: 'MAIN', to: 'FAKEV', amount: '20.00' }, 'k-lost-0001')
    expect(res.statusCode, res.body).toBe(200)
    expect(await wallets(w, m)).toEqual({ MAIN: '80.00', FAKEV: '20.00' })
    expect((await rowsOf(m))[0]).toMatchObject({ status: 'succeeded', attempts: 2 })
    await expectBooksAgree(w, m)
  })

  it('keeps a deposit applied by the vendor but unconfirmed as pending, money held, until reconciliation settles it once', async () => {
    const m = await fundedMember(w)
    w.fakes.FAKEV.fail('deposit', 'timeout-after-apply')
    w.fakes.FAKEV.fail('status', 'error-500')
    const res = await walletTransfer(w, m, { from: 'MAIN', to: 'FAKEV', amount: '25.00' }, 'k-lost-0002')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({
      code: 'vendor_unavailable',
      details: [{ path: '/transferId' }, { path: '/status', message: 'pending' }],
    })
    // Out of the main wallet, not yet in the vendor wallet: in suspense, never voided on a guess.
    expect(await wallets(w, m)).toEqual({ MAIN: '75.00' })
    expect(w.fakes.FAKEV.balanceOf(m.players.FAKEV)).toBe(2500n)
    expect((await rowsOf(m))[0]).toMatchObject({ status: 'unknown' })
    expect(await codeOf(m, { from: 'MAIN', to: 'FAKEV', amount: '25.00' }, 'k-lost-0002')).toBe('vendor_unavailable')
    expect(await codeOf(m, { from: 'MAIN', to: 'FAKEV', amount: '1.00' }, 'k-lost-0003')).toBe('transfer_in_progress')
    expect(await codeOf(m, { from: 'FAKEV', to: 'MAIN', amount: '1.00' }, 'k-lost-0004')).toBe('transfer_in_progress')
    expect(await ledgerViolations(w.t.db)).toEqual([])

    // The vendor is still silent: the transfer stays as it is.
    w.fakes.FAKEV.fail('status', 'timeout-before-apply')
    expect(await reconcile()).toEqual({ checked: 1, succeeded: 0, failed: 0, unknown: 1 })
    expect(await wallets(w, m)).toEqual({ MAIN: '75.00' })

    expect(await reconcile()).toEqual({ checked: 1, succeeded: 1, failed: 0, unknown: 0 })
    expect(await reconcile()).toEqual({ checked: 0, succeeded: 0, failed: 0, unknown: 0 })
    expect(await wallets(w, m)).toEqual({ MAIN: '75.00', FAKEV: '25.00' })
    expect(w.fakes.FAKEV.appliedCount(m.players.FAKEV)).toBe(1)
    const [row] = await rowsOf(m)
    expect(await postingsOf(row!.id, 'vendor_transfer_in')).toBe(2)
    expect(await postingsOf(row!.id, 'vendor_transfer_refund')).toBe(0)
    expect(await statusOf(m, { from: 'MAIN', to: 'FAKEV', amount: '25.00' }, 'k-lost-0002')).toBe(200)
    await expectBooksAgree(w, m)
  })

  it('returns a deposit the vendor never received exactly once, and the vendor refuses it if it arrives late', async () => {
    const m = await fundedMember(w)
    w.fakes.FAKEV.fail('deposit', 'timeout-before-apply')
    w.fakes.FAKEV.fail('status', 'error-500')
    expect(await statusOf(m, { from: 'MAIN', to: 'FAKEV', amount: '40.00' }, 'k-lost-0010')).toBe(503)
    expect(await wallets(w, m)).toEqual({ MAIN: '60.00' })
    expect(await reconcile()).toEqual({ checked: 1, succeeded: 0, failed: 1, unknown: 0 })
    expect(await reconcile()).toMatchObject({ checked: 0 })
    expect(await wallets(w, m)).toEqual({ MAIN: '100.00' })
    const [row] = await rowsOf(m)
    expect(row).toMatchObject({ status: 'failed' })
    expect(await postingsOf(row!.id, 'vendor_transfer_refund')).toBe(1)
    const late = await httpTransferVendor({
      baseUrl: w.fakes.FAKEV.url,
      secret: vendorSecret(w.t.appSecret, 'FAKEV'),
      timeoutMs: VENDOR_TIMEOUT_MS,
    }).deposit({
      player: m.players.FAKEV,
      transferId: row!.vendorTransferId,
      amount: 4000n,
      currency: 'MYR',
    })
    expect(late.status).toBe('failed')
    expect(w.fakes.FAKEV.balanceOf(m.players.FAKEV)).toBe(0n)
    expect(await codeOf(m, { from: 'MAIN', to: 'FAKEV', amount: '40.00' }, 'k-lost-0010')).toBe('vendor_refused')
    await expectBooksAgree(w, m)
  })

  it('credits main for a withdrawal the vendor applied without answering, and never for one it did not', async () => {
    const m = await fundedMember(w)
    expect(await statusOf(m, { from: 'MAIN', to: 'FAKEW', amount: '50.00' }, 'k-lost-0020')).toBe(200)
    w.fakes.FAKEW.fail('withdraw', 'timeout-after-apply')
    w.fakes.FAKEW.fail('status', 'error-500')
    expect(await statusOf(m, { from: 'FAKEW', to: 'MAIN', amount: '30.00' }, 'k-lost-0021')).toBe(503)
    // Nothing is credited before the vendor confirms.
    expect(await wallets(w, m)).toEqual({ MAIN: '50.00', FAKEW: '50.00' })
    expect(await reconcile()).toMatchObject({ succeeded: 1 })
    expect(await wallets(w, m)).toEqual({ MAIN: '80.00', FAKEW: '20.00' })
    await expectBooksAgree(w, m)

    w.fakes.FAKEW.fail('withdraw', 'timeout-before-apply')
    w.fakes.FAKEW.fail('status', 'error-500')
    expect(await statusOf(m, { from: 'FAKEW', to: 'MAIN', amount: '20.00' }, 'k-lost-0022')).toBe(503)
    expect(await reconcile()).toMatchObject({ failed: 1 })
    expect(await wallets(w, m)).toEqual({ MAIN: '80.00', FAKEW: '20.00' })
    await expectBooksAgree(w, m)
  })

  it('leaves transfers younger than the threshold to the request that is still waiting for them', async () => {
    const m = await fundedMember(w)
    w.fakes.FAKEV.fail('deposit', 'timeout-after-apply')
    w.fakes.FAKEV.fail('status', 'error-500')
    expect(await statusOf(m, { from: 'MAIN', to: 'FAKEV', amount: '5.00' }, 'k-lost-0030')).toBe(503)
    const connect = httpVendorConnector(w.t.appSecret, VENDOR_TIMEOUT_MS)
    expect(await reconcileVendorTransfers(w.t.db, { connect, olderThanMs: 60_000 })).toMatchObject({ checked: 0 })
    expect(
      await reconcileVendorTransfers(w.t.db, { connect, olderThanMs: 60_000, now: () => Date.now() + 61_000 }),
    ).toMatchObject({ checked: 1, succeeded: 1 })
    await expectBooksAgree(w, m)
  })
})
