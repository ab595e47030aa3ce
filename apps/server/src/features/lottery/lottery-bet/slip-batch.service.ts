import { poolSizeOf, type Db } from '../../../db/database'
import { MAX_BATCH, postedOutcome, prepareTransfer } from '../../../ledger/ledger'
import { isRetriable, mapError } from '../../../ledger/ledger-post'
import { AppError } from '../../../lib/app-error'
import { type GroupCommit, createGroupCommit } from '../../../lib/group-commit'
import { shardOf } from '../escrow'
import type { BetView, NewBet } from './bet.repository'
import * as repo from './slip-batch.repository'

/**
 * Group commit for lottery slips (decision 032). A slip is planned outside any transaction
 * (engine checks, quotes, limits: bet.service.ts); plans that arrive together leave as one batch:
 * with ids drawn ahead, one statement, lottery_place_batch (migration 0021), that locks the
 * running sums and the ledger accounts in one order, then per slip checks its draws and caps,
 * writes it (a request id already used writes nothing: a replay), debits it through ledger_post
 * (a refusal takes the slip out again), adds to the sums and writes the bets, and last looks at
 * the clock. Every slip is answered on its own: placed, a replay, or the error that refused it.
 */
export interface SlipPlan {
  merchantId: number
  memberId: bigint
  currency: string
  gameCode: string
  requestId: string | null
  stopOnWin: boolean | null
  /** The draws the slip bets on (several with a chase), and the caller's clock for their cut-off. */
  drawIds: bigint[]
  now: Date
  total: bigint
  /** Running sums to add to, one row per key; 'member:' keys are the member's stake per issue. */
  exposure: { drawId: bigint; key: string; amount: bigint; cap: bigint }[]
  wallet: bigint
  /** The draws' escrow accounts and what each receives. */
  escrows: { accountId: bigint; amount: bigint }[]
  bets: Omit<NewBet, 'slipId' | 'chaseId'>[]
}

type PlacedBet = Omit<BetView, 'issueNo' | 'gameCode' | 'drawState' | 'drawStations'>
export type Placed = { replayed: false; slipId: bigint; chaseId: bigint | null; bets: PlacedBet[]; balance: bigint } | { replayed: true }

const batches = new WeakMap<Db, GroupCommit<SlipPlan, Placed>>()

/**
 * Slip and chase ids, drawn ahead from their sequences so that each slip's ledger key can name it,
 * ID_BLOCK at a time: a batch rarely waits for a round trip of its own to get them. Ids left when
 * the process stops are gaps, as sequences leave anyway.
 */
const ID_BLOCK = 500
const idPools = new WeakMap<Db, Record<'lottery_slips' | 'lottery_chases', bigint[]>>()
async function takeIds(db: Db, table: 'lottery_slips' | 'lottery_chases', count: number): Promise<bigint[]> {
  let pools = idPools.get(db)
  if (!pools) idPools.set(db, (pools = { lottery_slips: [], lottery_chases: [] }))
  const pool = pools[table]
  // Another lane may drain the pool while this one waits: loop until the pool holds enough.
  while (pool.length < count) pool.push(...(await repo.nextIds(db, table, Math.max(count - pool.length, ID_BLOCK))))
  return pool.splice(0, count)
}

/** Places one slip through its database's group commit (a batch in flight per pooled connection; PGlite has one). */
export function submitSlip(db: Db, plan: SlipPlan): Promise<Placed> {
  let batch = batches.get(db)
  if (!batch) {
    batch = createGroupCommit<SlipPlan, Placed>({
      maxInFlight: poolSizeOf(db) ?? 1,
      maxBatch: MAX_BATCH,
      run: (plans) => placeBatch(db, plans),
      // A member's slips lock its wallet and its escrow shard: one lane per group of shards.
      laneOf: (plan) => shardOf(plan.memberId),
      retriable: isRetriable,
      failure: mapError,
    })
    batches.set(db, batch)
  }
  return batch.submit(plan)
}

const REFUSALS: Record<string, () => AppError> = {
  draw_closed: () => new AppError('draw_closed', 'Betting on this issue has closed'),
  bet_limit_exceeded: () => new AppError('bet_limit_exceeded', 'The most you may stake on one issue is reached'),
  liability_limit_reached: () => new AppError('liability_limit_reached', 'A number is sold out for this issue'),
}

/** The draws lottery_place_batch found past their draw time (LT001, ids in its detail), or null for any other error. */
function passedDraws(error: unknown): Set<bigint> | null {
  const e = error as { code?: string; detail?: string }
  return e.code === 'LT001' && e.detail ? new Set(e.detail.split(',').map(BigInt)) : null
}

export async function placeBatch(db: Db, plans: SlipPlan[]): Promise<(Placed | Error)[]> {
  const answers: (Placed | Error | undefined)[] = plans.map(() => undefined)
  let live = plans.map((_, i) => i)
  let careful = false
  while (live.length > 0) {
    const chasing = live.filter((i) => plans[i]!.stopOnWin !== null)
    const slipIds = await takeIds(db, 'lottery_slips', live.length)
    const chaseIds = chasing.length === 0 ? [] : await takeIds(db, 'lottery_chases', chasing.length)
    const chaseOf = new Map(chasing.map((i, k) => [i, chaseIds[k]!]))
    const slips = live.map((i, k) => ({ i, slipId: slipIds[k]!, chaseId: chaseOf.get(i) ?? null }))
    try {
      const rows = await repo.placeSlips(db, slips.map(({ i, slipId, chaseId }) => rowOf(plans[i]!, slipId, chaseId)), careful)
      rows.forEach((row, k) => {
        const { i, slipId, chaseId } = slips[k]!
        answers[i] = answerOf(plans[i]!, row, slipId, chaseId)
      })
      break
    } catch (error) {
      // Another batch took a number near its cap meanwhile: again, the sums locked first.
      if ((error as { code?: string }).code === 'LT002' && !careful) {
        careful = true
        continue
      }
      const passed = passedDraws(error)
      if (!passed) throw error
      // Rolled back as a whole: the slips on those draws are refused, the others placed again.
      for (const i of live) if (plans[i]!.drawIds.some((id) => passed.has(id))) answers[i] = REFUSALS.draw_closed!()
      live = live.filter((i) => answers[i] === undefined)
    }
  }
  return answers.map((a) => a ?? new AppError('internal', 'A slip of the batch was not answered'))
}

function rowOf(plan: SlipPlan, slipId: bigint, chaseId: bigint | null): repo.SlipRow {
  return {
    id: String(slipId),
    merchant: plan.merchantId,
    member: String(plan.memberId),
    currency: plan.currency,
    game: plan.gameCode,
    request: plan.requestId,
    now: plan.now.toISOString(),
    draws: plan.drawIds.map(String),
    chase: chaseId === null ? null : { id: String(chaseId), stopOnWin: plan.stopOnWin! },
    total: String(plan.total),
    exposure: plan.exposure.map((r) => [String(r.drawId), r.key, String(r.amount), String(r.cap)]),
    debit: prepareTransfer({
      idempotencyKey: `lottery:slip:${slipId}`,
      merchantId: plan.merchantId,
      currency: plan.currency,
      kind: 'bet',
      externalRef: `lottery-slip:${slipId}`,
      entries: [{ accountId: plan.wallet, amount: -plan.total }, ...plan.escrows],
      metadata: { game: plan.gameCode, slipId: String(slipId) },
    }),
    bets: plan.bets.map((b) => ({
      draw_id: String(b.drawId), play_type: b.playType, numbers: b.numbers, stations: b.stations, position: b.position, form: b.form,
      unit: String(b.unit), points: b.points, odds: b.odds, price: b.price, terms: b.terms, selection: b.selection, cost: String(b.cost),
    })),
  }
}

function answerOf(plan: SlipPlan, row: repo.SlipOutcome, slipId: bigint, chaseId: bigint | null): Placed | Error {
  if (row.outcome === 'replay') return { replayed: true }
  if (row.outcome === 'refused') return REFUSALS[row.errorCode ?? '']?.() ?? (postedOutcome(row) as Error)
  const posted = postedOutcome(row)
  if (posted instanceof Error) return posted
  const betIds = (row.betIds ?? []).map((id) => BigInt(id))
  const bets = plan.bets.map((b, k): PlacedBet => ({
    id: betIds[k]!, slipId, chaseId, drawId: b.drawId, playType: b.playType, numbers: b.numbers, stations: b.stations, position: b.position,
    form: b.form, unit: b.unit, points: b.points, odds: b.odds, cost: b.cost, payout: null, status: 'open', detail: null, createdAt: row.placedAt!, settledAt: null,
  }))
  return { replayed: false, slipId, chaseId, bets, balance: posted.balances.get(plan.wallet) ?? 0n }
}
