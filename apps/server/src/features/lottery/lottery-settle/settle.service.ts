import type { LotteryResult } from '@sea/contract'
import type { Db } from '../../../db/database'
import { ensureAccount, inTransaction, postTransfer } from '../../../ledger/ledger'
import { AppError } from '../../../lib/app-error'
import type { StoredBet } from '../engines/adapter'
import { adapterFor } from '../engines/registry'
import { ESCROW_SHARDS, escrowAccount, shardOf, walletAccount } from '../escrow'
import * as draws from '../lottery-draw/draw.repository'
import * as repo from './settle.repository'

export interface SettleOptions {
  /** Bets read, computed and written per transaction. */
  batchSize?: number
  /** Called after each committed batch (tests throw here to crash half way). */
  afterBatch?: (batch: number) => void | Promise<void>
  now?: Date
}

/**
 * Settles a drawn draw in one set-based pass (decision 028): open bets are read in id order a
 * batch at a time, each settled by its engine; then one transaction per batch writes the paying
 * outcomes (RETURNING only the rows it changed), marks the rest of the batch lost with one range
 * UPDATE, and credits the winners of the batch through the ledger, one transfer per escrow shard
 * with one entry per member. A bet is paid in the same transaction that moves it out of 'open',
 * so a crash or a concurrent run never pays it twice. When no bet is open, the escrow's balance
 * goes to the house and the draw becomes settled with its totals.
 */
export async function settleDraw(db: Db, drawId: bigint, options: SettleOptions = {}): Promise<{ settled: boolean; bets: number }> {
  const now = options.now ?? new Date()
  const draw = await draws.findDraw(db, drawId)
  if (!draw) throw new AppError('not_found', 'No such draw')
  if (draw.state === 'settled') return { settled: false, bets: 0 }
  if (draw.state !== 'drawn') throw new AppError('draw_state_invalid', `A ${draw.state} draw is not settled`)
  const game = await db.selectFrom('lotteryGames').select(['engine', 'region']).where('code', '=', draw.gameCode).executeTakeFirstOrThrow()
  const adapter = adapterFor(game)
  const prepared = adapter.prepare(draw.result as LotteryResult)
  const size = options.batchSize ?? 20_000
  let afterId = 0n
  let count = 0
  for (let batch = 1; ; batch++) {
    const bets = await repo.openBets(db, drawId, afterId, size)
    if (bets.length === 0) break
    const paying: { id: bigint; status: 'won' | 'void'; payout: bigint; detail: string }[] = []
    for (const bet of bets) {
      const outcome = adapter.settle(prepared, stored(bet))
      if (outcome.status !== 'lost') paying.push({ id: bet.id, status: outcome.status, payout: outcome.payout, detail: outcome.detail })
    }
    const lastId = bets[bets.length - 1]!.id
    const from = afterId
    await inTransaction(db, async (trx) => {
      const flipped = await repo.flipPaying(trx, drawId, paying, now)
      await repo.markLost(trx, drawId, from, lastId, now)
      await credit(trx, drawId, flipped)
    })
    afterId = lastId
    count += bets.length
    await options.afterBatch?.(batch)
  }
  return { settled: await finish(db, drawId, now), bets: count }
}

function stored(bet: repo.OpenBet): StoredBet {
  return {
    playType: bet.playType, numbers: bet.numbers === '' ? [] : bet.numbers.split(','), stations: bet.stations === '' ? [] : bet.stations.split(','),
    position: bet.position, form: bet.form, unit: bet.unit, points: bet.points, odds: bet.odds, price: bet.price, terms: bet.terms,
  }
}

/**
 * Pays flipped bets out of their escrow shards: per draw, merchant, currency, shard and kind one
 * transfer, one entry per member. Keyed by the first bet id it pays, which no other run can pay.
 */
async function credit(trx: Db, drawId: bigint, flipped: repo.Flipped[]): Promise<void> {
  const groups = new Map<string, repo.Flipped[]>()
  for (const row of flipped) {
    if (row.payout === 0n) continue
    const kind = row.status === 'won' ? 'bet_payout' : 'bet_refund'
    const key = `${row.merchantId}|${row.currency}|${shardOf(row.memberId)}|${kind}`
    const list = groups.get(key) ?? []
    list.push(row)
    groups.set(key, list)
  }
  for (const [key, rows] of groups) {
    const [merchant, currency, shard, kind] = key.split('|') as [string, string, string, string]
    const merchantId = Number(merchant)
    const perMember = new Map<bigint, bigint>()
    for (const r of rows) perMember.set(r.memberId, (perMember.get(r.memberId) ?? 0n) + r.payout)
    const escrow = await escrowAccount(trx, merchantId, currency, drawId, Number(shard))
    const entries = [{ accountId: escrow, amount: 0n }]
    for (const [memberId, amount] of perMember) {
      entries.push({ accountId: await walletAccount(trx, merchantId, currency, memberId), amount })
      entries[0]!.amount -= amount
    }
    const first = rows.reduce((m, r) => (r.id < m ? r.id : m), rows[0]!.id)
    await postTransfer(trx, {
      idempotencyKey: `lottery:${kind}:${drawId}:${first}`,
      merchantId,
      currency,
      kind,
      externalRef: `lottery:${drawId}:${first}`,
      entries,
      metadata: { drawId: String(drawId), bets: rows.length },
    })
  }
}

/** Closes the books of a draw once nothing is open: totals, escrow to the house, stop-on-win chases. */
async function finish(db: Db, drawId: bigint, now: Date): Promise<boolean> {
  if (await repo.hasOpenBets(db, drawId)) return false
  const escrows = await repo.escrowBalances(db, drawId, ESCROW_SHARDS)
  const stopped = await inTransaction(db, async (trx) => {
    const draw = await draws.lockDraw(trx, drawId)
    if (!draw || draw.state !== 'drawn') return null
    await repo.saveTotals(trx, drawId, await repo.totals(trx, drawId))
    await sweepEscrow(trx, drawId, escrows, 'lottery_result')
    await draws.setDraw(trx, drawId, { state: 'settled', settledAt: now })
    return repo.chasesToStop(trx, drawId)
  })
  for (const chaseId of stopped ?? []) await stopChase(db, chaseId, now)
  return stopped !== null
}

/** What is left on each escrow shard goes to (or comes from) the house, so the escrow ends at zero. */
async function sweepEscrow(trx: Db, drawId: bigint, escrows: { id: bigint; merchantId: number; currency: string }[], kind: string): Promise<void> {
  for (const escrow of escrows) {
    const { balance } = await trx.selectFrom('ledgerAccounts').select('balance').where('id', '=', escrow.id).executeTakeFirstOrThrow()
    if (balance === 0n) continue
    const house = await ensureAccount(trx, { merchantId: escrow.merchantId, currency: escrow.currency, kind: 'house' })
    await postTransfer(trx, {
      idempotencyKey: `lottery:house:${drawId}:${escrow.id}:${balance}`,
      merchantId: escrow.merchantId,
      currency: escrow.currency,
      kind,
      externalRef: `lottery-house:${drawId}:${escrow.id}:${balance}`,
      entries: [{ accountId: escrow.id, amount: -balance }, { accountId: house, amount: balance }],
      metadata: { drawId: String(drawId) },
    })
  }
}

/**
 * Refunds open bets, a batch per transaction, each bet once: of a void draw (every stake), or of a
 * chase on its issues not yet drawn. Answers how many were refunded and how much.
 */
export async function refundOpen(db: Db, where: { drawId: bigint } | { chaseId: bigint; drawIds: bigint[] }, now: Date): Promise<{ count: number; amount: bigint }> {
  let count = 0
  let amount = 0n
  for (;;) {
    const flipped = await inTransaction(db, async (trx) => {
      const rows = await repo.flipRefund(trx, where, 5000, now)
      for (const [drawId, list] of byDraw(rows)) await credit(trx, drawId, list.map((r) => ({ ...r, status: 'void' as const })))
      return rows
    })
    if (flipped.length === 0) return { count, amount }
    count += flipped.length
    amount += flipped.reduce((s, r) => s + r.payout, 0n)
  }
}

function byDraw(rows: repo.Flipped[]): Map<bigint, repo.Flipped[]> {
  const out = new Map<bigint, repo.Flipped[]>()
  for (const r of rows) out.set(r.drawId, [...(out.get(r.drawId) ?? []), r])
  return out
}

/** A void draw: every stake back, then the escrow (now empty) checked and the draw marked done. */
export async function refundVoidDraw(db: Db, drawId: bigint, now: Date): Promise<void> {
  await refundOpen(db, { drawId }, now)
  if (await repo.hasOpenBets(db, drawId)) return
  const escrows = await repo.escrowBalances(db, drawId, ESCROW_SHARDS)
  await inTransaction(db, async (trx) => {
    const draw = await draws.lockDraw(trx, drawId)
    if (!draw || draw.state !== 'void' || draw.settledAt !== null) return
    await sweepEscrow(trx, drawId, escrows, 'lottery_result')
    await draws.setDraw(trx, drawId, { settledAt: now })
  })
}

/** Stops a chase: its bets on issues still open are refunded. */
export async function stopChase(db: Db, chaseId: bigint, now: Date): Promise<{ count: number; amount: bigint }> {
  await db.updateTable('lotteryChases').set({ stoppedAt: now }).where('id', '=', chaseId).where('stoppedAt', 'is', null).execute()
  const open = await db
    .selectFrom('lotteryBets as b')
    .innerJoin('lotteryDraws as d', 'd.id', 'b.drawId')
    .select('d.id')
    .distinct()
    .where('b.chaseId', '=', chaseId)
    .where('b.status', '=', 'open')
    .where('d.state', '=', 'open')
    .where('d.closeAt', '>', now)
    .execute()
  if (open.length === 0) return { count: 0, amount: 0n }
  return refundOpen(db, { chaseId, drawIds: open.map((d) => d.id) }, now)
}
