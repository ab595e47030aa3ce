import { poolSizeOf, type Db } from '../../../db/database'
import { type PreparedTransfer, prepareTransfer } from '../../../ledger/ledger'
import { isRetriable, mapError } from '../../../ledger/ledger-post'
import { AppError } from '../../../lib/app-error'
import { type GroupCommit, createGroupCommit } from '../../../lib/group-commit'
import { shardOf } from '../escrow'
import type { BetView, NewBet } from './bet.repository'
import * as repo from './slip-batch.repository'

/**
 * Group commit for lottery slips (decisions 032 and 034). A slip is planned outside any
 * transaction (engine checks, quotes, limits: bet.service.ts); plans that arrive together leave
 * as one batch: with ids drawn ahead, one statement, lottery_place_slips (features/lottery/sql), that
 * locks the batch's ledger accounts, checks every slip's draws, caps and funds in one look, debits
 * the batch by one ledger transfer per merchant and currency, writes the slips and bets, adds to
 * the running sums and last looks at the clock. Every slip is answered on its own: placed, a
 * replay, or the error that refused it.
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
export type Placed =
  { replayed: false; slipId: bigint; chaseId: bigint | null; bets: PlacedBet[]; balance: bigint } | { replayed: true }

const batches = new WeakMap<Db, GroupCommit<SlipPlan, Placed>>()

/**
 * Slip and chase ids, drawn ahead from their sequences so that the batch's ledger key can name its
 * first slip and every bet its slip, ID_BLOCK at a time: a batch rarely waits for a round trip of
 * its own to get them. Ids left when the process stops are gaps, as sequences leave anyway.
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

/**
 * Slip batches in flight at once, at most. Every slip on a draw adds to the running sums of its
 * numbers, rows that batches side by side queue on until each commits, and a batch of one slip
 * costs the database about what a batch of ten does: few full batches place more than many small
 * ones. On the bench (2 cores, a pool of 10, 64 callers) 2 lanes placed 8,100 slips/s, 3 lanes
 * 7,300, 10 lanes 4,300 (decision 034).
 */
const LANES = 2
/** Slips per batch at most: unlike the ledger's transfers, a slip is no subtransaction of its own. */
const MAX_SLIPS = 100

/** Places one slip through its database's group commit (PGlite: one batch in flight). */
export function submitSlip(db: Db, plan: SlipPlan): Promise<Placed> {
  let batch = batches.get(db)
  if (!batch) {
    batch = createGroupCommit<SlipPlan, Placed>({
      maxInFlight: Math.min(LANES, poolSizeOf(db) ?? 1),
      maxBatch: MAX_SLIPS,
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
  account_excluded: () => new AppError('account_excluded', 'The member is on a time-out or excluded'),
  limit_reached: () => new AppError('limit_reached', 'A loss or wager limit leaves less than the slip costs'),
  draw_closed: () => new AppError('draw_closed', 'Betting on this issue has closed'),
  bet_limit_exceeded: () => new AppError('bet_limit_exceeded', 'The most you may stake on one issue is reached'),
  liability_limit_reached: () => new AppError('liability_limit_reached', 'A number is sold out for this issue'),
  insufficient_funds: () => new AppError('insufficient_funds', 'Insufficient balance'),
}

/** The slip or draw ids in the DETAIL of lottery_place_slips' LT001 (draws past their time) or LT003 (replays). */
function idsOf(error: unknown, code: 'LT001' | 'LT003'): Set<bigint> | null {
  const e = error as { code?: string; detail?: string }
  return e.code === code && e.detail ? new Set(e.detail.split(',').map(BigInt)) : null
}

/**
 * Runs lottery_place_slips until every slip is answered. A round either places every live slip or
 * writes nothing: the slips it refuses are answered, and the rest go again without them. So do the
 * slips of a batch that rolled back for some of its slips alone (a replayed request id, a draw past
 * its time); a running sum passed meanwhile sends the batch again with the sums locked first.
 */
export async function placeBatch(db: Db, plans: SlipPlan[]): Promise<(Placed | Error)[]> {
  const answers: (Placed | Error | undefined)[] = plans.map(() => undefined)
  const slipIds = await takeIds(db, 'lottery_slips', plans.length)
  const chasing = plans.flatMap((plan, i) => (plan.stopOnWin === null ? [] : [i]))
  const chaseIds = chasing.length === 0 ? [] : await takeIds(db, 'lottery_chases', chasing.length)
  const chaseOf = new Map(chasing.map((i, k) => [i, chaseIds[k]!]))
  let live = plans.map((_, i) => i)
  let careful = false
  // Each round answers a slip at least, or locks the sums: never more rounds than this.
  for (let round = 0; live.length > 0 && round <= plans.length + 1; round++) {
    const slips = live.map((i) => ({ i, plan: plans[i]!, slipId: slipIds[i]!, chaseId: chaseOf.get(i) ?? null }))
    try {
      const rows = await repo.placeSlips(db, slips.map(rowOf), debitsOf(slips), careful)
      rows.forEach((row, k) => {
        const { i, plan, slipId, chaseId } = slips[k]!
        if (row.outcome === 'placed') answers[i] = answerOf(plan, row, slipId, chaseId)
        else if (row.outcome === 'refused')
          answers[i] = REFUSALS[row.errorCode ?? '']?.() ?? new AppError('internal', `Unknown refusal ${row.errorCode}`)
      })
    } catch (error) {
      const code = (error as { code?: string }).code
      const replayed = idsOf(error, 'LT003')
      const passed = idsOf(error, 'LT001')
      if (code === 'LT002') {
        careful = true
      } else if (replayed) {
        for (const { i, slipId } of slips) if (replayed.has(slipId)) answers[i] = { replayed: true }
      } else if (passed) {
        for (const { i, plan } of slips)
          if (plan.drawIds.some((id) => passed.has(id))) answers[i] = REFUSALS.draw_closed!()
      } else {
        throw error
      }
    }
    live = live.filter((i) => answers[i] === undefined)
  }
  return answers.map((a) => a ?? new AppError('internal', 'A slip of the batch was not answered'))
}

interface Numbered {
  plan: SlipPlan
  slipId: bigint
  chaseId: bigint | null
}

/**
 * The batch's stakes as ledger transfers, one per merchant and currency: each wallet debited and
 * each escrow shard credited once with what its slips move (a transfer has one entry per account).
 */
function debitsOf(slips: Numbered[]): PreparedTransfer[] {
  const groups = new Map<
    string,
    { first: Numbered; count: number; games: Set<string>; wallets: Map<bigint, bigint>; escrows: Map<bigint, bigint> }
  >()
  for (const slip of slips) {
    const { plan } = slip
    const id = `${plan.merchantId}|${plan.currency}`
    let group = groups.get(id)
    if (!group)
      groups.set(id, (group = { first: slip, count: 0, games: new Set(), wallets: new Map(), escrows: new Map() }))
    group.count++
    group.games.add(plan.gameCode)
    group.wallets.set(plan.wallet, (group.wallets.get(plan.wallet) ?? 0n) - plan.total)
    for (const e of plan.escrows) group.escrows.set(e.accountId, (group.escrows.get(e.accountId) ?? 0n) + e.amount)
  }
  return [...groups.values()].map(({ first, count, games, wallets, escrows }) => {
    const key = `lottery:slips:${first.slipId}`
    const entries = [...wallets, ...escrows].map(([accountId, amount]) => ({ accountId, amount }))
    return prepareTransfer({
      idempotencyKey: key,
      merchantId: first.plan.merchantId,
      currency: first.plan.currency,
      kind: 'bet',
      externalRef: key,
      entries,
      metadata: { slips: count, games: [...games].join(',') },
    })
  })
}

function rowOf({ plan, slipId, chaseId }: Numbered): repo.SlipRow {
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
    wallet: String(plan.wallet),
    bets: plan.bets.map((b) => ({
      draw_id: String(b.drawId),
      play_type: b.playType,
      numbers: b.numbers,
      stations: b.stations,
      position: b.position,
      form: b.form,
      unit: String(b.unit),
      points: b.points,
      odds: b.odds,
      price: b.price,
      terms: b.terms,
      selection: b.selection,
      cost: String(b.cost),
    })),
  }
}

function answerOf(plan: SlipPlan, row: repo.SlipOutcome, slipId: bigint, chaseId: bigint | null): Placed {
  const betIds = (row.betIds ?? []).map((id) => BigInt(id))
  const bets = plan.bets.map((b, k): PlacedBet => ({
    id: betIds[k]!,
    slipId,
    chaseId,
    drawId: b.drawId,
    playType: b.playType,
    numbers: b.numbers,
    stations: b.stations,
    position: b.position,
    form: b.form,
    unit: b.unit,
    points: b.points,
    odds: b.odds,
    cost: b.cost,
    payout: null,
    status: 'open',
    detail: null,
    createdAt: row.placedAt!,
    settledAt: null,
  }))
  return { replayed: false, slipId, chaseId, bets, balance: row.balance ?? 0n }
}
