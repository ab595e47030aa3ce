import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createJobRunner } from '../jobs/runner'
import { ledgerViolations } from '../ledger/invariants'
import { errorCode } from '../test/ledger-fixtures'
import { placeSlotBet, requireGame, SLOT_VENDOR } from './inhouse-games'
import { playRound } from './inhouse-round.service'
import { sessionFor } from './inhouse-session.service'
import { inhouseSettleJob } from './inhouse-settle.job'
import {
  createInhouseWorld,
  fundedPlayer,
  launchGame,
  mainBalance,
  type InhouseWorld,
  type TestPlayer,
} from './inhouse-test-world'
import type { InhouseDeps, SeamlessWallet } from './inhouse-wallet'

let w: InhouseWorld
beforeAll(async () => {
  w = await createInhouseWorld()
})
afterAll(() => w.close())

const LOST = { ok: false, code: 'unknown' } as const
type Action = 'debit' | 'credit' | 'rollback'

/**
 * The real wallet, except that the named calls lose their answer: 'after' sends the call (the
 * platform applies it) and drops the answer; 'before' never sends it.
 */
function lossy(losses: Partial<Record<Action, 'before' | 'after'>>): InhouseDeps {
  return {
    ...w.deps,
    wallet: (vendorCode) => {
      const real = w.deps.wallet(vendorCode)
      const wrap = <A extends Action>(action: A): SeamlessWallet[A] =>
        (async (input: never) => {
          const loss = losses[action]
          if (loss === 'before') return LOST
          const answer = await (real[action] as (input: never) => Promise<unknown>)(input)
          return loss === 'after' ? LOST : answer
        }) as SeamlessWallet[A]
      return { ...real, debit: wrap('debit'), credit: wrap('credit'), rollback: wrap('rollback') }
    },
  }
}

async function openSlot(who: TestPlayer) {
  const { session } = await launchGame(w, who, 'jade-96', SLOT_VENDOR)
  const row = await sessionFor(w.t.db, session)
  return { row, placed: placeSlotBet(requireGame('jade-96'), '1.00') }
}

let jobRuns = 0
/** Runs the settle job once, as the runner would, a while after the rounds went idle (each run an hour after the last: it is due). */
async function runSettleJob(): Promise<void> {
  jobRuns += 1
  const later = new Date(Date.now() + jobRuns * 3_600_000)
  const runner = createJobRunner({
    db: w.t.db,
    jobs: [inhouseSettleJob(w.deps, { jobIntervalMs: 1000, vendorTimeoutMs: 100 })],
    pollMs: 1000,
    clock: () => later,
  })
  expect(await runner.tick()).toEqual(['inhouse.settle'])
}

async function roundRow(ref: string) {
  return w.t.db.selectFrom('inhouseRounds').selectAll().where('ref', '=', ref).executeTakeFirstOrThrow()
}

describe('in-house rounds a lost answer left open', () => {
  it('a credit applied but unanswered is repeated by the job and paid once', async () => {
    const who = await fundedPlayer(w, 10_000n)
    const { row, placed } = await openSlot(who)
    const played = await playRound(lossy({ credit: 'after' }), row, placed)
    expect(played.round.status).toBe('crediting')
    const win = BigInt(Math.round(Number(played.round.win) * 100))
    expect(await mainBalance(w, who)).toBe(10_000n - 2_000n + win)
    await runSettleJob()
    const settled = await roundRow(played.round.roundId)
    expect(settled.status).toBe('settled')
    expect(settled.balanceAfter).toBe(10_000n - 2_000n + win)
    expect(await mainBalance(w, who)).toBe(10_000n - 2_000n + win)
    expect(await ledgerViolations(w.t.db)).toEqual([])
  })

  it('a credit never delivered is delivered by the job', async () => {
    const who = await fundedPlayer(w, 10_000n)
    const { row, placed } = await openSlot(who)
    const played = await playRound(lossy({ credit: 'before' }), row, placed)
    expect(played.round.status).toBe('crediting')
    expect(await mainBalance(w, who)).toBe(8_000n)
    await runSettleJob()
    const settled = await roundRow(played.round.roundId)
    expect(settled.status).toBe('settled')
    expect(await mainBalance(w, who)).toBe(8_000n + settled.win)
    const platform = await w.t.db
      .selectFrom('gameRounds')
      .selectAll()
      .where('roundId', '=', played.round.roundId)
      .executeTakeFirstOrThrow()
    expect(platform).toMatchObject({ status: 'settled', stake: 2_000n, win: settled.win })
    expect(await ledgerViolations(w.t.db)).toEqual([])
  })

  it('a debit whose answer was lost is rolled back at once, and the stake comes back', async () => {
    const who = await fundedPlayer(w, 10_000n)
    const { row, placed } = await openSlot(who)
    const failure = await playRound(lossy({ debit: 'after' }), row, placed).catch((error: unknown) => error)
    expect(errorCode(failure)).toBe('vendor_unavailable')
    const rounds = await w.t.db.selectFrom('inhouseRounds').selectAll().where('player', '=', who.player).execute()
    expect(rounds).toHaveLength(1)
    expect(rounds[0]).toMatchObject({ status: 'rolled_back', outcome: null })
    expect(await mainBalance(w, who)).toBe(10_000n)
    expect(await ledgerViolations(w.t.db)).toEqual([])
  })

  it('a rollback whose answer was lost is repeated by the job', async () => {
    const who = await fundedPlayer(w, 10_000n)
    const { row, placed } = await openSlot(who)
    const failure = await playRound(lossy({ debit: 'before', rollback: 'after' }), row, placed).catch(
      (error: unknown) => error,
    )
    expect(errorCode(failure)).toBe('vendor_unavailable')
    const [open] = await w.t.db.selectFrom('inhouseRounds').selectAll().where('player', '=', who.player).execute()
    expect(open?.status).toBe('rolling_back')
    await runSettleJob()
    expect((await roundRow(open!.ref)).status).toBe('rolled_back')
    expect(await mainBalance(w, who)).toBe(10_000n)
    expect(await ledgerViolations(w.t.db)).toEqual([])
  })
})
