import type { LotteryResult } from '@sea/contract'
import { poolSizeOf, type Db } from '../../../db/database'
import { balanceOf, ensureAccount, inTransaction, postTransfer, transfer } from '../../../ledger/ledger'
import { AppError } from '../../../lib/app-error'
import { parseSelection } from '../engines/adapter'
import { adapterFor } from '../engines/registry'
import { ESCROW_SHARDS, escrowAccount, shardOf, walletAccount } from '../escrow'
import * as draws from '../lottery-draw/draw.repository'
import { findGameEngine } from '../lottery.repository'
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

/**
 * Settles a drawn draw in one set-based pass (decisions 028, 033). Bets are grouped by selection
 * (every input of the engine's settlement but the stake, one text column): the engine settles each
 * distinct selection once, at one unit, and its rate (paid per unit staked) settles every bet of it
 * in SQL, unit x rate rounded down, as the engine does. Paying selections are written in batches,
 * one transaction each: one UPDATE joins the rates onto the still-open bets and answers what it
 * changed summed per member. Once every paying bet is out of 'open' (a run that finishes its
 * batches has waited for any other run's), each member is paid once for the draw: what its bets
 * won is final, so the ledger transfer that pays a group of members keeps one key whoever posts it,
 * and a crash or a concurrent run replays it instead of paying twice. Then the escrow's balance goes
 * to the house, the totals are stored and the draw is settled; the losing bets are marked lost right
 * after, off the critical path (markLosers).
 */
export async function settleDraw(
  db: Db,
  drawId: bigint,
  options: SettleOptions = {},
): Promise<{ settled: boolean; bets: number }> {
  const now = options.now ?? new Date()
  const draw = await draws.findDraw(db, drawId)
  if (!draw) throw new AppError('not_found', 'No such draw')
  if (draw.state === 'settled') return { settled: false, bets: 0 }
  if (draw.state !== 'drawn') throw new AppError('draw_state_invalid', `A ${draw.state} draw is not settled`)
  const game = await findGameEngine(db, draw.gameCode)
  const adapter = adapterFor(game)
  const prepared = adapter.prepare(draw.result as LotteryResult)
  const outcomes = new Map<string, repo.Paying | null>()
  const totals = new Map<string, repo.DrawTotals>()
  const open = new Map<string, bigint>()
  let count = 0
  let toFlip = 0n
  // Bets of paying selections flipped before this run (a crash, a concurrent run): then the payouts come from the bets.
  let flippedBefore = false
  for (const g of await repo.selectionGroups(db, drawId)) {
    open.set(g.selection, (open.get(g.selection) ?? 0n) + g.open)
    let paying = outcomes.get(g.selection)
    if (paying === undefined) {
      const { status, rate, detail } = adapter.settle(prepared, parseSelection(g.selection))
      paying =
        status === 'void' || rate.num > 0n
          ? { selection: g.selection, void: status === 'void', num: rate.num, den: rate.den, detail }
          : null
      outcomes.set(g.selection, paying)
    }
    if (paying) toFlip += g.open
    if (paying && !paying.void && g.open !== g.n) flippedBefore = true
    count += Number(g.n)
    if (paying?.void) continue
    const key = `${g.merchantId}|${g.currency}`
    const t = totals.get(key) ?? {
      merchantId: g.merchantId,
      currency: g.currency,
      betCount: 0n,
      stakes: 0n,
      payouts: 0n,
    }
    t.betCount += g.n
    t.stakes += g.cost
    totals.set(key, t)
  }
  const paying = [...outcomes.values()].filter((p): p is repo.Paying => p !== null)
  const flipped = await writePaying(
    db,
    drawId,
    paying.map((p) => ({ p, open: open.get(p.selection) ?? 0n })),
    options,
    now,
  )
  // What each member won, as this run flipped it; when bets were flipped before (a crash, a concurrent run), as the bets say.
  const credits = !flippedBefore && flipped.n === toFlip ? flipped.credits : await repo.drawCredits(db, drawId)
  await payMembers(db, drawId, credits)
  for (const c of credits) {
    const t = totals.get(`${c.merchantId}|${c.currency}`)
    if (t && c.status === 'won') t.payouts += c.amount
  }
  return { settled: await finish(db, drawId, [...totals.values()], now), bets: count }
}

/** Paying selections in batches of about `batchSize` open bets, up to `parallel` transactions at once; what they flipped, per member. */
async function writePaying(
  db: Db,
  drawId: bigint,
  paying: { p: repo.Paying; open: bigint }[],
  options: SettleOptions,
  now: Date,
) {
  const size = BigInt(options.batchSize ?? 20_000)
  const parallel = options.parallel ?? (poolSizeOf(db) === null ? 1 : 3)
  const batches: repo.Paying[][] = []
  let filled = size
  for (const { p, open } of paying) {
    if (open === 0n) continue
    if (filled >= size) {
      batches.push([])
      filled = 0n
    }
    batches[batches.length - 1]!.push(p)
    filled += open
  }
  const flipped = { n: 0n, credits: new Map<string, repo.Credit>() }
  const inFlight: Promise<void>[] = []
  let failure: unknown = null
  for (const [i, batch] of batches.entries()) {
    if (failure !== null) break
    const write = inTransaction(db, (trx) => repo.flipSelections(trx, drawId, batch, now)).then(async (credits) => {
      for (const c of credits) {
        flipped.n += c.n
        addCredit(flipped.credits, c)
      }
      await options.afterBatch?.(i + 1)
    })
    inFlight.push(write.catch((error: unknown) => void (failure ??= error)))
    if (inFlight.length >= parallel) await inFlight.shift()
  }
  await Promise.all(inFlight)
  if (failure !== null) throw failure
  return { n: flipped.n, credits: [...flipped.credits.values()] }
}

/** Sums a member's outcome across batches. */
function addCredit(into: Map<string, repo.Credit>, c: repo.Credit): void {
  const key = `${c.merchantId}|${c.currency}|${c.memberId}|${c.status}`
  const known = into.get(key)
  if (!known) into.set(key, { ...c })
  else {
    known.amount += c.amount
    known.n += c.n
    if (c.first < known.first) known.first = c.first
  }
}

/** Members paid per transfer: entries are applied one by one, so a transfer stays a fraction of a second. */
const MEMBERS_PER_TRANSFER = 500

/**
 * Pays every member what its bets of the draw won (or got back), once: members in id order, in
 * groups of MEMBERS_PER_TRANSFER, each group one transfer from the escrow shards of its members,
 * under a key named by the draw, the kind and the group's first member. The amounts are final
 * when this runs, so a replay (a crash, a concurrent run) answers the same transfer.
 */
async function payMembers(db: Db, drawId: bigint, credits: repo.Credit[]): Promise<void> {
  const transfers: Promise<unknown>[] = []
  for (const [key, all] of transferGroups(credits)) {
    const [merchant, currency, kind] = key.split('|') as [string, string, string]
    const merchantId = Number(merchant)
    const members = [...all].sort((a, b) => (a.memberId < b.memberId ? -1 : 1))
    for (let i = 0; i < members.length; i += MEMBERS_PER_TRANSFER) {
      const part = members.slice(i, i + MEMBERS_PER_TRANSFER)
      transfers.push(
        (async () => {
          const entries = await memberEntries(db, merchantId, currency, drawId, part)
          const ref = `lottery:${drawId}:${kind}:m${part[0]!.memberId}`
          await transfer(db, {
            idempotencyKey: ref,
            merchantId,
            currency,
            kind,
            externalRef: ref,
            entries,
            metadata: {
              drawId: String(drawId),
              bets: Number(part.reduce((n, r) => n + r.n, 0n)),
              members: part.length,
            },
          })
        })(),
      )
    }
  }
  await Promise.all(transfers)
}

/** Credits that move money, by the transfer that carries them: 'merchant|currency|kind'. */
function transferGroups(credits: repo.Credit[]): Map<string, repo.Credit[]> {
  const paid = credits.filter((c) => c.amount !== 0n)
  return groupBy(paid, (c) => `${c.merchantId}|${c.currency}|${c.status === 'won' ? 'bet_payout' : 'bet_refund'}`)
}

/** Items by key, in their order (pushed in place: a draw pays thousands of members). */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const list = out.get(key)
    if (list) list.push(item)
    else out.set(key, [item])
  }
  return out
}

/** One entry per member credited, and one per escrow shard paying them. */
async function memberEntries(db: Db, merchantId: number, currency: string, drawId: bigint, rows: repo.Credit[]) {
  const shards = new Map<number, bigint>()
  const entries: { accountId: bigint; amount: bigint }[] = []
  for (const r of rows) {
    entries.push({ accountId: await walletAccount(db, merchantId, currency, r.memberId), amount: r.amount })
    shards.set(shardOf(r.memberId), (shards.get(shardOf(r.memberId)) ?? 0n) + r.amount)
  }
  for (const [shard, amount] of [...shards].sort(([a], [b]) => a - b)) {
    entries.push({ accountId: await escrowAccount(db, merchantId, currency, drawId, shard), amount: -amount })
  }
  return entries
}

/**
 * Refunds flipped in the transaction that credits them (void draws, stopped chases): per merchant,
 * currency and kind one transfer, keyed by the first bet id it refunds, which no other run can flip.
 */
async function credit(trx: Db, drawId: bigint, credits: repo.Credit[]): Promise<void> {
  for (const [key, rows] of [...transferGroups(credits)].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [merchant, currency, kind] = key.split('|') as [string, string, string]
    const merchantId = Number(merchant)
    const first = rows.reduce((m, r) => (r.first < m ? r.first : m), rows[0]!.first)
    await postTransfer(trx, {
      idempotencyKey: `lottery:${kind}:${drawId}:${first}`,
      merchantId,
      currency,
      kind,
      externalRef: `lottery:${drawId}:${first}`,
      entries: await memberEntries(trx, merchantId, currency, drawId, rows),
      metadata: { drawId: String(drawId), bets: Number(rows.reduce((n, r) => n + r.n, 0n)) },
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
  await repo.losersMarked(db, drawId, now)
}

/** What is left on each escrow shard goes to (or comes from) the house, so the escrow ends at zero. */
async function sweepEscrow(
  trx: Db,
  drawId: bigint,
  escrows: { id: bigint; merchantId: number; currency: string }[],
  kind: string,
): Promise<void> {
  for (const escrow of escrows) {
    const balance = await balanceOf(trx, escrow.id)
    if (balance === 0n) continue
    const house = await ensureAccount(trx, { merchantId: escrow.merchantId, currency: escrow.currency, kind: 'house' })
    await postTransfer(trx, {
      idempotencyKey: `lottery:house:${drawId}:${escrow.id}:${balance}`,
      merchantId: escrow.merchantId,
      currency: escrow.currency,
      kind,
      externalRef: `lottery-house:${drawId}:${escrow.id}:${balance}`,
      entries: [
        { accountId: escrow.id, amount: -balance },
        { accountId: house, amount: balance },
      ],
      metadata: { drawId: String(drawId) },
    })
  }
}

/**
 * Refunds open bets, a batch per transaction, each bet once: of a void draw (every stake), or of a
 * chase on its issues not yet drawn. Answers how many were refunded and how much.
 */
export async function refundOpen(
  db: Db,
  where: { drawId: bigint } | { chaseId: bigint; drawIds: bigint[] },
  now: Date,
): Promise<{ count: number; amount: bigint }> {
  let count = 0
  let amount = 0n
  for (;;) {
    const flipped = await inTransaction(db, async (trx) => {
      const rows = await repo.flipRefund(trx, where, 5000, now)
      for (const [drawId, list] of groupBy(rows, (r) => r.drawId)) await credit(trx, drawId, perMember(list))
      return rows
    })
    if (flipped.length === 0) return { count, amount }
    count += flipped.length
    amount += flipped.reduce((s, r) => s + r.payout, 0n)
  }
}

/** Refunded bets summed per member, as credit() takes them. */
function perMember(rows: repo.Flipped[]): repo.Credit[] {
  const out = new Map<string, repo.Credit>()
  for (const r of rows) {
    const key = `${r.merchantId}|${r.currency}|${r.memberId}`
    const c = out.get(key) ?? {
      merchantId: r.merchantId,
      currency: r.currency,
      memberId: r.memberId,
      status: 'void' as const,
      amount: 0n,
      first: r.id,
      n: 0n,
    }
    c.amount += r.payout
    c.n += 1n
    if (r.id < c.first) c.first = r.id
    out.set(key, c)
  }
  return [...out.values()]
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
  await repo.stopChaseRow(db, chaseId, now)
  const open = await repo.openDrawsOfChase(db, chaseId, now)
  if (open.length === 0) return { count: 0, amount: 0n }
  return refundOpen(db, { chaseId, drawIds: open.map((d) => d.id) }, now)
}
