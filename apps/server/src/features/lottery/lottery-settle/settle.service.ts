import type { LotteryResult } from '@sea/contract'
import type { Settlement } from '@sea/engines/lottery'
import { poolSizeOf, type Db } from '../../../db/database'
import { ensureAccount, inTransaction, postTransfer } from '../../../ledger/ledger'
import { AppError } from '../../../lib/app-error'
import { parseSelection } from '../engines/adapter'
import { adapterFor } from '../engines/registry'
import { ESCROW_SHARDS, escrowAccount, shardOf, walletAccount } from '../escrow'
import * as draws from '../lottery-draw/draw.repository'
import * as repo from './settle.repository'

export interface SettleOptions {
  /** Bets written and paid per transaction, about. */
  batchSize?: number
  /** Batch transactions in flight at once (default 3 on PostgreSQL, 1 on PGlite). */
  parallel?: number
  /** Called after each committed batch (tests throw here to crash half way). */
  afterBatch?: (batch: number) => void | Promise<void>
  now?: Date
}

type Paying = { selection: string; status: 'won' | 'void'; payout: bigint; detail: string; n: bigint }

/**
 * Settles a drawn draw in one set-based pass (decision 028). Bets are grouped by selection (every
 * input of the engine's settlement, one text column): the engine settles each distinct selection
 * once, which is settling each bet, since equal inputs settle equally. Paying selections are then
 * written in batches, one transaction each: one UPDATE joins the outcomes onto the still-open bets
 * (RETURNING only the rows it changed), and the same transaction credits those winners through
 * the ledger, one transfer per escrow shard with one entry per member. A bet is paid in the
 * transaction that moves it out of 'open', so a crash or a concurrent run never pays it twice.
 * Then the escrow's balance goes to the house, the totals are stored and the draw is settled;
 * the losing bets are marked lost right after, off the critical path (markLosers).
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
  const outcomes = new Map<string, { outcome: Settlement; paying: Paying | null }>()
  const totals = new Map<string, repo.DrawTotals>()
  let count = 0
  for (const g of await repo.selectionGroups(db, drawId)) {
    let known = outcomes.get(g.selection)
    if (!known) {
      const outcome = adapter.settle(prepared, parseSelection(g.selection))
      const paying = outcome.status === 'lost' ? null : { selection: g.selection, status: outcome.status, payout: outcome.payout, detail: outcome.detail, n: 0n }
      known = { outcome, paying }
      outcomes.set(g.selection, known)
    }
    if (known.paying && g.open) known.paying.n += g.n
    count += Number(g.n)
    if (known.outcome.status === 'void') continue
    const key = `${g.merchantId}|${g.currency}`
    const t = totals.get(key) ?? { merchantId: g.merchantId, currency: g.currency, betCount: 0n, stakes: 0n, payouts: 0n }
    t.betCount += g.n
    t.stakes += g.cost
    t.payouts += known.outcome.payout * g.n
    totals.set(key, t)
  }
  const paying = [...outcomes.values()].flatMap((o) => (o.paying && o.paying.n > 0n ? [o.paying] : []))
  await writePaying(db, drawId, paying, options, now)
  return { settled: await finish(db, drawId, [...totals.values()], now), bets: count }
}

/** Paying selections in batches of about `batchSize` bets, up to `parallel` transactions at once. */
async function writePaying(db: Db, drawId: bigint, paying: Paying[], options: SettleOptions, now: Date): Promise<void> {
  const size = BigInt(options.batchSize ?? 20_000)
  const parallel = options.parallel ?? (poolSizeOf(db) === null ? 1 : 3)
  const batches: Paying[][] = []
  let filled = size
  for (const p of paying) {
    if (filled >= size) {
      batches.push([])
      filled = 0n
    }
    batches[batches.length - 1]!.push(p)
    filled += p.n
  }
  const inFlight: Promise<void>[] = []
  let failure: unknown = null
  for (const [i, batch] of batches.entries()) {
    if (failure !== null) break
    const write = inTransaction(db, async (trx) => credit(trx, drawId, await repo.flipSelections(trx, drawId, batch, now))).then(() => options.afterBatch?.(i + 1))
    inFlight.push(write.catch((error: unknown) => void (failure ??= error)))
    if (inFlight.length >= parallel) await inFlight.shift()
  }
  await Promise.all(inFlight)
  if (failure !== null) throw failure
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
  // Shard by shard in one order: parallel batches lock escrow shards (and their members) alike.
  for (const [key, rows] of [...groups].sort(([a], [b]) => (a < b ? -1 : 1))) {
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


/** Closes the books of a draw once every paying bet is paid: totals, escrow to the house, stop-on-win chases. */
async function finish(db: Db, drawId: bigint, totals: repo.DrawTotals[], now: Date): Promise<boolean> {
  const escrows = await repo.escrowBalances(db, drawId, ESCROW_SHARDS)
  const stopped = await inTransaction(db, async (trx) => {
    const draw = await draws.lockDraw(trx, drawId)
    if (!draw || draw.state !== 'drawn') return null
    await repo.saveTotals(trx, drawId, totals)
    await sweepEscrow(trx, drawId, escrows, 'lottery_result')
    await draws.setDraw(trx, drawId, { state: 'settled', settledAt: now })
    return repo.chasesToStop(trx, drawId)
  })
  for (const chaseId of stopped ?? []) await stopChase(db, chaseId, now)
  return stopped !== null
}

/** Marks the losing bets of a settled draw, in chunks: bookkeeping only, no money moves. */
export async function markLosers(db: Db, drawId: bigint, now: Date, chunk = 50_000): Promise<void> {
  let after: bigint | null = 0n
  while (after !== null) after = await repo.markLosers(db, drawId, after, chunk, now)
  await db.updateTable('lotteryDraws').set({ losersMarkedAt: now }).where('id', '=', drawId).where('state', '=', 'settled').execute()
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
