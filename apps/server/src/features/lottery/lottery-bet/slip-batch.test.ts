import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCheckingBooks } from '../../../test/ledger-fixtures'
import { balanceOfMember, fundedBettor } from '../../../test/lottery-fixtures'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { drawSealingKey, ensureIssues } from '../lottery-draw/draw.service'
import * as draws from '../lottery-draw/draw.repository'
import { type Bettor as Who, placeSlip } from './bet.service'

/**
 * Slips placed at the same moment share one transaction and one ledger transfer (decisions 032
 * and 034): each is still placed, replayed or refused on its own, and the books, the running sums
 * and the bets agree after. On PostgreSQL the callers really overlap; on PGlite they queue into
 * the same batches.
 */
let t: TestApp
let merchantId: number
const currency = 'MYR'

beforeAll(async () => {
  t = await createTestApp()
  merchantId = (await t.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id
  await ensureIssues(t.db, new Date(), drawSealingKey(t.appSecret))
})
afterAll(() => closeCheckingBooks(t))

const issueOf = async (game: string) => (await draws.openIssues(t.db, game, new Date(Date.now() + 15_000), 1))[0]!
async function bettors(count: number, funds: bigint): Promise<Who[]> {
  const list: Who[] = []
  for (let i = 0; i < count; i++)
    list.push({
      memberId: (await fundedBettor(t, merchantId, currency, funds)).memberId,
      merchantId,
      currency,
      language: 'EN',
    })
  return list
}
const de = (drawId: bigint, number: string, stake: string) => ({
  gameCode: 'FAST_VN5',
  drawId: String(drawId),
  bets: [{ playType: 'de', numbers: [number], stake }],
})
const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises)
const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' ? (r.reason as { code?: string }).code : 'ok'

/** Running sums as written must equal what the placed bets add up to. */
async function sumsAgree(drawId: bigint) {
  const { rows } = await sql<{ key: string; amount: bigint; expected: bigint }>`
    SELECT e.key, e.amount, coalesce(b.expected, 0)::bigint AS expected FROM lottery_exposure e
    LEFT JOIN (
      SELECT 'member:' || member_id AS key, sum(cost) AS expected FROM lottery_bets WHERE draw_id = ${drawId} GROUP BY member_id
      UNION ALL
      SELECT 'm' || merchant_id || ':FAST:de:' || numbers, sum(unit * 95) FROM lottery_bets WHERE draw_id = ${drawId} AND play_type = 'de' GROUP BY merchant_id, numbers
    ) b ON b.key = e.key
    WHERE e.draw_id = ${drawId}`.execute(t.db)
  expect(rows.length).toBeGreaterThan(0)
  for (const row of rows) expect(row.amount, row.key).toBe(row.expected)
}

describe('slips placed together', () => {
  it('places every slip of many callers once, each debited once', async () => {
    const issue = await issueOf('FAST_VN5')
    const who = await bettors(8, 1_000_000n)
    const results = await settle(
      Array.from({ length: 80 }, (_, n) =>
        placeSlip(t.db, who[n % 8]!, de(issue.id, String(n % 100).padStart(2, '0'), '1.50'), new Date()),
      ),
    )
    expect(results.map(codeOf)).toEqual(results.map(() => 'ok'))
    const slipIds = new Set(results.map((r) => (r.status === 'fulfilled' ? r.value.slipId : '')))
    expect(slipIds.size).toBe(80)
    for (const w of who)
      expect(await balanceOfMember(t.db, merchantId, currency, w.memberId)).toBe(1_000_000n - 10n * 150n)
    await sumsAgree(issue.id)
  })

  it('answers the same request id placed at once with one slip', async () => {
    const issue = await issueOf('FAST_VN5')
    const [who] = await bettors(1, 100_000n)
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        placeSlip(t.db, who!, { ...de(issue.id, '42', '2.00'), requestId: 'same-request-01' }, new Date()),
      ),
    )
    expect(new Set(results.map((r) => r.slipId)).size).toBe(1)
    expect(results.filter((r) => !r.replayed)).toHaveLength(1)
    expect(await balanceOfMember(t.db, merchantId, currency, who!.memberId)).toBe(100_000n - 200n)
    await sumsAgree(issue.id)
  })

  it('refuses only the slips a member cannot pay for, and leaves nothing of them behind', async () => {
    const issue = await issueOf('FAST_VN5')
    const [who] = await bettors(1, 1_000n)
    const results = await settle(
      Array.from({ length: 10 }, (_, n) => placeSlip(t.db, who!, de(issue.id, String(10 + n), '3.00'), new Date())),
    )
    expect(results.filter((r) => codeOf(r) === 'ok')).toHaveLength(3)
    expect(results.filter((r) => codeOf(r) === 'insufficient_funds')).toHaveLength(7)
    expect(await balanceOfMember(t.db, merchantId, currency, who!.memberId)).toBe(100n)
    const slips = await t.db.selectFrom('lotterySlips').select('id').where('memberId', '=', who!.memberId).execute()
    expect(slips).toHaveLength(3)
    await sumsAgree(issue.id)
  })

  it('sells a number up to its cap and not a cent over, whoever asks at the same moment', async () => {
    const issue = await issueOf('FAST_VN5')
    const who = await bettors(6, 10_000_000n)
    // The demo brand's liability cap is 10,000,000.00: de pays 95 a unit, so 105,263.15 of stake fills it.
    const results = await settle(
      Array.from({ length: 24 }, (_, n) => placeSlip(t.db, who[n % 6]!, de(issue.id, '77', '5000.00'), new Date())),
    )
    const ok = results.filter((r) => codeOf(r) === 'ok').length
    expect(ok).toBe(21) // 21 x 5,000.00 x 95 = 9,975,000.00; one more would pass the cap
    expect(results.filter((r) => codeOf(r) === 'liability_limit_reached')).toHaveLength(3)
    await sumsAgree(issue.id)
  })

  it('judges each slip of a batch with the slips before it that fit: a refused one counts for none after it', async () => {
    const issue = await issueOf('FAST_VN5')
    const [who] = await bettors(1, 20_000_000n)
    // The cap of 10,000,000.00 at 95 a unit: 50,000.00 twice fills 9,500,000.00 of it.
    const first = await placeSlip(t.db, who!, de(issue.id, '88', '50000.00'), new Date())
    expect(first.balance).toBe('150000.00')
    // Placed together: the 10,000.00 slip passes the cap and is refused; the 5,000.00 after it fits.
    const results = await settle(
      ['50000.00', '10000.00', '5000.00'].map((stake) => placeSlip(t.db, who!, de(issue.id, '88', stake), new Date())),
    )
    expect(results.map(codeOf)).toEqual(['ok', 'liability_limit_reached', 'ok'])
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value.balance : null))).toEqual([
      '100000.00',
      null,
      '95000.00',
    ])
    await sumsAgree(issue.id)
  })

  it('debits a batch by one ledger transfer, each slip answered with its own balance after it', async () => {
    const issue = await issueOf('FAST_VN5')
    const [who] = await bettors(1, 10_000n)
    await placeSlip(t.db, who!, de(issue.id, '21', '10.00'), new Date())
    const results = await settle(
      ['30.00', '80.00', '20.00', '40.00'].map((stake, n) =>
        placeSlip(t.db, who!, de(issue.id, String(22 + n), stake), new Date()),
      ),
    )
    expect(results.map(codeOf)).toEqual(['ok', 'insufficient_funds', 'ok', 'ok'])
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value.balance : null))).toEqual([
      '60.00',
      null,
      '40.00',
      '0.00',
    ])
    const slips = await t.db
      .selectFrom('lotterySlips')
      .select(['id', 'transactionId'])
      .where('memberId', '=', who!.memberId)
      .orderBy('id')
      .execute()
    expect(slips).toHaveLength(4)
    // The first slip left alone; the three placed together share one transfer, whose wallet entry is their whole cost.
    const batch = new Set(slips.slice(1).map((s) => s.transactionId))
    expect(batch.size).toBe(1)
    expect(slips[0]!.transactionId).not.toBe(slips[1]!.transactionId)
    const wallet = await t.db
      .selectFrom('ledgerEntries as e')
      .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
      .select('e.amount')
      .where('e.transactionId', '=', slips[1]!.transactionId!)
      .where('a.ownerMemberId', '=', who!.memberId)
      .execute()
    expect(wallet.map((e) => e.amount)).toEqual([-9_000n])
    expect(await balanceOfMember(t.db, merchantId, currency, who!.memberId)).toBe(0n)
  })

  it('refuses a slip whose draw time passed while it waited, and places the others of its batch', async () => {
    // An issue no other test bets on.
    const late = (await draws.openIssues(t.db, 'FAST_VN5', new Date(Date.now() + 15_000), 4))[3]!
    const [who] = await bettors(1, 100_000n)
    // An issue whose cut-off the caller saw ahead, but whose draw time the database's clock has passed.
    const past = new Date(Date.now() - 1000)
    await t.db.updateTable('lotteryDraws').set({ closeAt: past, drawAt: past }).where('id', '=', late.id).execute()
    const other = await issueOf('FAST_VN5')
    const results = await settle([
      placeSlip(t.db, who!, de(late.id, '11', '1.00'), new Date(past.getTime() - 60_000)),
      placeSlip(t.db, who!, de(other.id, '11', '1.00'), new Date()),
    ])
    expect(results.map(codeOf)).toEqual(['draw_closed', 'ok'])
    expect(await t.db.selectFrom('lotteryBets').select('id').where('drawId', '=', late.id).execute()).toHaveLength(0)
    expect(await balanceOfMember(t.db, merchantId, currency, who!.memberId)).toBe(100_000n - 100n)
  })
})
