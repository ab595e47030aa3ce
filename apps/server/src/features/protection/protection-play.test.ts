import type { LimitKind, LimitPeriod } from '@sea/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '../../ledger/ledger'
import {
  createSeamlessWorld,
  expectSeamlessBooks,
  mainBalance,
  seamlessPlayer,
  type SeamlessPlayer,
  type SeamlessWorld,
} from '../../test/seamless-fixtures'
import { placeSlip } from '../lottery/lottery-bet/bet.service'
import { drawSealingKey, ensureIssues } from '../lottery/lottery-draw/draw.service'
import * as draws from '../lottery/lottery-draw/draw.repository'
import { openTransfer } from '../vendor-wallet/vendor-saga.service'
import * as repo from './protection.repository'

/**
 * Loss and wager limits on every bet path (decision 056, docs/player-protection.md): a vendor's
 * debit over real HTTP, a lottery slip in its batch, money sent to a transfer-wallet vendor; each
 * counted from the ledger, winnings giving a loss limit room back, and stakes racing for the last
 * of a limit judged one after the other.
 */

let w: SeamlessWorld
let round = 0
beforeAll(async () => {
  w = await createSeamlessWorld()
  await ensureIssues(w.t.db, new Date(), drawSealingKey(w.t.appSecret))
}, 180_000)
afterEach(() => expectSeamlessBooks(w))
afterAll(() => w.close())

async function limited(p: SeamlessPlayer, kind: LimitKind, amount: bigint, period: LimitPeriod = 'day') {
  await inTransaction(w.t.db, async (trx) => {
    await repo.lockProtection(trx, p.id, w.merchantId)
    await repo.saveLimit(trx, { memberId: p.id, kind, period }, { amount, pendingAmount: null, pendingFrom: null })
  })
}
const debit = (p: SeamlessPlayer, amount: bigint) => {
  const id = `play-${++round}`
  return w.client.debit({
    player: p.player,
    token: p.token,
    transactionId: `d-${id}`,
    roundId: `r-${id}`,
    gameCode: 'slot-9',
    amount,
  })
}
const credit = (p: SeamlessPlayer, roundId: string, amount: bigint) =>
  w.client.credit({ player: p.player, transactionId: `c-${roundId}`, roundId, gameCode: 'slot-9', amount })
const slip = async (p: SeamlessPlayer, stake: string) => {
  const issue = (await draws.openIssues(w.t.db, 'FAST_VN5', new Date(Date.now() + 15_000), 1))[0]!
  const who = { memberId: p.id, merchantId: w.merchantId, currency: 'MYR', language: 'EN' as const }
  const input = { gameCode: 'FAST_VN5', drawId: String(issue.id), bets: [{ playType: 'de', numbers: ['27'], stake }] }
  return placeSlip(w.t.db, who, input, new Date())
}
const transferIn = (p: SeamlessPlayer, amount: bigint) =>
  openTransfer(w.t.db, {
    merchantId: w.merchantId,
    memberId: p.id,
    vendorCode: 'TRANSX',
    direction: 'in',
    amount,
    currency: 'MYR',
    requestKey: `t-${++round}`,
    requestHash: `h-${round}`,
  })
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'placed',
    (error: { code?: string }) => error.code ?? 'error',
  )

describe('wager limits', () => {
  it('counts a vendor’s debits, lottery slips and transfers to a vendor against one limit', async () => {
    const p = await seamlessPlayer(w, 10_000n)
    await limited(p, 'wager', 1_000n)
    expect((await debit(p, 600n)).ok).toBe(true)
    expect(await debit(p, 500n)).toMatchObject({ ok: false, code: 'limit_reached' })
    await expect(slip(p, '3.00')).resolves.toBeTruthy()
    await expect(slip(p, '2.00')).rejects.toMatchObject({ code: 'limit_reached' })
    await expect(transferIn(p, 200n)).rejects.toMatchObject({ code: 'limit_reached' })
    await expect(transferIn(p, 100n)).resolves.toMatchObject({ replayed: false })
    expect(await debit(p, 1n)).toMatchObject({ ok: false, code: 'limit_reached' })
    expect(await mainBalance(w, p.id)).toBe(10_000n - 1_000n)
  })

  it('leaves other periods’ limits and other members alone, and a free round is no stake', async () => {
    const p = await seamlessPlayer(w, 10_000n)
    const other = await seamlessPlayer(w, 10_000n)
    await limited(p, 'wager', 5_000n, 'month')
    await limited(p, 'wager', 700n, 'week')
    expect((await debit(p, 700n)).ok).toBe(true)
    expect(await debit(p, 100n)).toMatchObject({ ok: false, code: 'limit_reached' })
    expect((await debit(other, 900n)).ok).toBe(true)
    const free = await w.client.debit({
      player: p.player,
      token: p.token,
      transactionId: 'd-free',
      roundId: 'r-free',
      gameCode: 'slot-9',
      amount: 0n,
      freeRound: true,
    })
    expect(free.ok).toBe(true)
  })
})

describe('loss limits', () => {
  it('counts stakes less winnings: a win gives room back, a loss takes it', async () => {
    const p = await seamlessPlayer(w, 10_000n)
    await limited(p, 'loss', 1_000n)
    expect((await debit(p, 800n)).ok).toBe(true)
    const open = `r-play-${round}`
    expect(await debit(p, 300n)).toMatchObject({ ok: false, code: 'limit_reached' })
    // The round pays 500: the member has lost 300 net, so 700 more may be staked.
    expect((await credit(p, open, 500n)).ok).toBe(true)
    expect(await debit(p, 701n)).toMatchObject({ ok: false, code: 'limit_reached' })
    await expect(slip(p, '7.00')).resolves.toBeTruthy()
    expect(await debit(p, 1n)).toMatchObject({ ok: false, code: 'limit_reached' })
  })

  it('shows what each period used on the member’s page', async () => {
    const p = await seamlessPlayer(w, 10_000n)
    await limited(p, 'loss', 2_000n, 'week')
    expect((await debit(p, 900n)).ok).toBe(true)
    expect((await credit(p, `r-play-${round}`, 100n)).ok).toBe(true)
    const wallet = (await w.t.db
      .selectFrom('ledgerAccounts')
      .select('id')
      .where('kind', '=', 'member_main')
      .where('ownerMemberId', '=', p.id)
      .executeTakeFirstOrThrow())!.id
    expect(await repo.playUsedSince(w.t.db, wallet, new Date(Date.now() - 3_600_000))).toEqual({
      wagered: 900n,
      lost: 800n,
    })
    expect(await repo.playRoom(w.t.db, p.id, wallet, new Date())).toBe(1_200n)
  })
})

describe('stakes racing for the last of a limit', () => {
  it('lets exactly what the limit allows through, across a vendor’s debits and lottery slips', async () => {
    const p = await seamlessPlayer(w, 100_000n)
    await limited(p, 'wager', 1_000n)
    // Eight stakes of 3.00 sent together, half to a vendor, half as lottery slips: three fit.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0 ? debit(p, 300n).then((a) => (a.ok ? 'placed' : a.code)) : outcome(slip(p, '3.00')),
      ),
    )
    expect(answers.filter((a) => a === 'placed')).toHaveLength(3)
    expect(answers.filter((a) => a !== 'placed').every((a) => a === 'limit_reached')).toBe(true)
    expect(await mainBalance(w, p.id)).toBe(100_000n - 900n)
  })
})
