import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareTransfer } from '../../../ledger/ledger'
import {
  closeCheckingBooks,
  createMembers,
  demoMerchantId,
  errorCode,
  moveRequest,
} from '../../../test/ledger-fixtures'
import { fundMember } from '../../../test/lottery-fixtures'
import { createTestDb, type TestDb } from '../../../test/test-app'
import { escrowAccount, shardOf, walletAccount } from '../escrow'
import { nextIds, type SlipRow } from '../lottery-bet/slip-batch.repository'
import { drawSealingKey, ensureIssues } from '../lottery-draw/draw.service'
import * as draws from '../lottery-draw/draw.repository'

/**
 * lottery_place_slips called as SQL (lottery-place-slips.sql): a batch is placed whole, or writes
 * nothing and says which slips were refused and why; the batch's defects and races are raised.
 */
const currency = 'MYR'
const funds = 1_000n
let t: TestDb
let merchant: number
let member: bigint
let wallet: bigint
let drawId: bigint
let lateDrawId: bigint

beforeAll(async () => {
  t = await createTestDb()
  merchant = await demoMerchantId(t.db)
  ;[member] = (await createMembers(t.db, merchant, 1)) as [bigint]
  await fundMember(t.db, merchant, currency, member, funds)
  wallet = await walletAccount(t.db, merchant, currency, member)
  await ensureIssues(t.db, new Date(), drawSealingKey(randomBytes(32)))
  const [first, second] = await draws.openIssues(t.db, 'FAST_VN5', new Date(Date.now() + 15_000), 2)
  drawId = first!.id
  lateDrawId = second!.id
})
afterAll(() => closeCheckingBooks(t))

interface Outcome {
  outcome: string
  slipId: bigint | null
  balance: bigint | null
  errorCode: string | null
}

async function slip(
  total: bigint,
  options: { draw?: bigint; request?: string; exposure?: [string, bigint, bigint][]; now?: Date } = {},
): Promise<SlipRow> {
  const [id] = await nextIds(t.db, 'lottery_slips', 1)
  const draw = String(options.draw ?? drawId)
  return {
    id: String(id),
    merchant,
    member: String(member),
    currency,
    game: 'FAST_VN5',
    request: options.request ?? `fn-${id}`,
    now: (options.now ?? new Date()).toISOString(),
    draws: [draw],
    chase: null,
    total: String(total),
    exposure: (options.exposure ?? []).map(([key, amount, cap]) => [draw, key, String(amount), String(cap)]),
    wallet: String(wallet),
    bets: [
      {
        draw_id: draw,
        play_type: 'de',
        numbers: '12',
        stations: '',
        position: null,
        form: null,
        unit: String(total),
        points: false,
        odds: '95',
        price: '1',
        terms: null,
        selection: 'de:12',
        cost: String(total),
      },
    ],
  }
}

/** One debit moving the slips' totals from the wallet to the draw's escrow shard. */
async function debitOf(slips: SlipRow[], amount = slips.reduce((sum, s) => sum + BigInt(s.total), 0n)) {
  const escrow = await escrowAccount(t.db, merchant, currency, drawId, shardOf(member))
  const booking = { merchantId: merchant, currency, kind: 'bet' }
  return prepareTransfer(moveRequest(booking, `fn-debit-${slips[0]!.id}`, wallet, escrow, amount))
}

async function place(slips: SlipRow[], debits?: unknown[]): Promise<Outcome[]> {
  const { rows } = await sql<Outcome>`SELECT outcome, slip_id, balance, error_code FROM lottery_place_slips(
    ${JSON.stringify(slips)}::jsonb, ${JSON.stringify(debits ?? [await debitOf(slips)])}::jsonb, false)`.execute(t.db)
  return rows
}
const failure = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (e: unknown) => e,
  )
const balance = async () =>
  (await t.db.selectFrom('ledgerAccounts').select('balance').where('id', '=', wallet).executeTakeFirstOrThrow()).balance
const slipCount = async () =>
  (
    await t.db
      .selectFrom('lotterySlips')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n

describe('lottery_place_slips', () => {
  it('places a batch: its slips, their bets, one debit, the running sums', async () => {
    const rows = await place([
      await slip(30n, { request: 'fn-first', exposure: [['member:x', 30n, 500n]] }),
      await slip(20n),
    ])
    expect(rows.map((r) => [r.outcome, r.balance])).toEqual([
      ['placed', funds - 30n],
      ['placed', funds - 50n],
    ])
    expect(await balance()).toBe(funds - 50n)
    const sums = await t.db
      .selectFrom('lotteryExposure')
      .select('amount')
      .where('drawId', '=', drawId)
      .where('key', '=', 'member:x')
      .executeTakeFirstOrThrow()
    expect(sums.amount).toBe(30n)
  })

  it('refuses slips by their checks, each seen after the slips before it, and writes nothing', async () => {
    const before = { balance: await balance(), slips: await slipCount() }
    const rows = await place([
      await slip(10n),
      await slip(10n, { draw: 999_999_999n }),
      await slip(10n, { exposure: [['member:x', 480n, 500n]] }),
      await slip(10n, { exposure: [['m:de:12', 11n, 10n]] }),
      await slip(before.balance - 5n),
    ])
    expect(rows.map((r) => [r.outcome, r.errorCode])).toEqual([
      ['retry', null],
      ['refused', 'draw_closed'],
      ['refused', 'bet_limit_exceeded'],
      ['refused', 'liability_limit_reached'],
      ['refused', 'insufficient_funds'],
    ])
    expect({ balance: await balance(), slips: await slipCount() }).toEqual(before)
  })

  it('raises LT003 for a request id already used, LT004 for debits that do not match the slips', async () => {
    const before = await balance()
    expect(errorCode(await failure(place([await slip(5n, { request: 'fn-first' })])))).toBe('LT003')
    const slips = [await slip(5n)]
    expect(errorCode(await failure(place(slips, [await debitOf(slips, 6n)])))).toBe('LT004')
    expect(await balance()).toBe(before)
  })

  it('raises LT001 with the draw in its detail when the draw passed its time before the batch commits', async () => {
    const now = new Date()
    await sql`UPDATE lottery_draws SET close_at = ${new Date(now.getTime() - 2_000)}, draw_at = ${new Date(now.getTime() - 1_000)} WHERE id = ${lateDrawId}`.execute(
      t.db,
    )
    const before = await balance()
    const error = await failure(place([await slip(5n, { draw: lateDrawId, now: new Date(now.getTime() - 3_000) })]))
    expect(errorCode(error)).toBe('LT001')
    expect((error as { detail?: string }).detail).toBe(String(lateDrawId))
    expect(await balance()).toBe(before)
  })
})
