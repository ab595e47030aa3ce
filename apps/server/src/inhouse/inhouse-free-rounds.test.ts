import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_MULTIPLIERS } from '../features/loyalty/loyalty-settings.service'
import { issueLaunchToken } from '../features/seamless-wallet/launch-token.service'
import { ledgerViolations } from '../ledger/invariants'
import { toMinor } from '../lib/money'
import { passReadable, saveLoyaltySettings } from '../test/loyalty'
import { signedPost } from '../providers/vendor/seamless-client'
import { seamlessSecret } from '../providers/vendor/seamless-signature'
import { placeSlotBet, requireGame, SLOT_VENDOR } from './inhouse-games'
import { playRound, settleUnfinishedRounds } from './inhouse-round.service'
import { sessionFor } from './inhouse-session.service'
import {
  createInhouseWorld,
  fundedPlayer,
  gameCall,
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

/** The platform's grant, signed with the vendor's secret, over HTTP as the job sends it. */
function grant(body: Record<string, unknown>, vendor = SLOT_VENDOR, secret = seamlessSecret(w.t.appSecret, vendor)) {
  return signedPost<Record<string, unknown>>(
    `${w.url}/inhouse/vendor-api/${vendor}/free-rounds`,
    { secret, timeoutMs: 3000 },
    body,
  )
}

let refs = 0
const reference = () => `test:${process.pid}:${(refs += 1)}`

function grantsOf(who: TestPlayer) {
  return w.t.db.selectFrom('inhouseFreeRounds').selectAll().where('player', '=', who.player).execute()
}

describe('the vendor’s grant of free rounds', () => {
  it('grants once per reference, answers a repeat the same grant, and refuses what it cannot grant', async () => {
    const who = await fundedPlayer(w, 1_000n)
    const body = { player: who.player, gameCode: 'jade-96', rounds: 5, reference: reference() }
    const first = await grant(body)
    expect(first).toEqual({
      ok: true,
      value: {
        reference: body.reference,
        player: who.player,
        gameCode: 'jade-96',
        rounds: 5,
        roundsLeft: 5,
        lineBet: '0.01',
        stake: '0.20',
        expiresAt: null,
      },
    })
    expect(await grant(body)).toEqual(first)
    expect(await grant({ ...body, rounds: 6 })).toMatchObject({ ok: false, code: 'idempotency_conflict', status: 409 })
    expect(await grant({ ...body, reference: reference(), gameCode: 'nope-1' })).toMatchObject({
      ok: false,
      code: 'game_not_found',
    })
    // Baccarat is no slot; a slot is granted only by the vendor that sells it.
    expect(await grant({ ...body, reference: reference(), gameCode: 'baccarat' })).toMatchObject({
      code: 'game_not_found',
    })
    expect(await grant({ ...body, reference: reference() }, 'SEA_LIVE')).toMatchObject({ code: 'game_not_found' })
    expect(await grant({ ...body, reference: reference(), rounds: 0 })).toMatchObject({ code: 'validation_failed' })
    expect(
      await grant({ ...body, reference: reference(), expiresAt: new Date(Date.now() - 1000).toISOString() }),
    ).toMatchObject({ code: 'validation_failed' })
    // Signed with another secret: refused, and the answer cannot be trusted by the wrong signer.
    expect(await grant({ ...body, reference: reference() }, SLOT_VENDOR, Buffer.alloc(32, 7))).toEqual({
      ok: false,
      code: 'unknown',
    })
    const unsigned = await fetch(`${w.url}/inhouse/vendor-api/${SLOT_VENDOR}/free-rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, reference: reference() }),
    })
    expect(unsigned.status).toBe(401)
    expect(await grantsOf(who)).toHaveLength(1)
  })
})

describe('free rounds in the slot', () => {
  it('has the wallet take a debit of 0.00 only as a free round, and a free round only at 0.00', async () => {
    const who = await fundedPlayer(w, 1_000n)
    const token = await issueLaunchToken(w.t.db, {
      merchantId: w.merchantId,
      memberId: who.memberId,
      vendorCode: SLOT_VENDOR,
      gameId: null,
      currency: 'MYR',
      language: 'EN',
    })
    const id = reference().replace(/\W/g, '-')
    const base = { player: who.player, token, roundId: id, gameCode: 'jade-96' }
    const wallet = w.deps.wallet(SLOT_VENDOR)
    expect(await wallet.debit({ ...base, transactionId: `${id}-a`, amount: 0n })).toMatchObject({
      code: 'validation_failed',
    })
    expect(await wallet.debit({ ...base, transactionId: `${id}-b`, amount: 100n, freeRound: true })).toMatchObject({
      code: 'validation_failed',
    })
    expect(await mainBalance(w, who)).toBe(1_000n)
  })

  it('plays them first: nothing is debited, the win is credited, the round counts no turnover', async () => {
    const who = await fundedPlayer(w, 100_000n)
    const { session } = await launchGame(w, who, 'jade-96', SLOT_VENDOR)
    expect((await gameCall(w, session, 'GET', 'session')).json.value.freeRounds).toBeNull()
    await grant({ player: who.player, gameCode: 'jade-96', rounds: 2, reference: reference() })
    const info = await gameCall(w, session, 'GET', 'session')
    expect(info.json.value.freeRounds).toEqual({ left: 2, lineBet: '0.01', stake: '0.20', expiresAt: null })

    let balance = await mainBalance(w, who)
    for (const left of [1, null]) {
      const spin = await gameCall(w, session, 'POST', 'slot/spin', { lineBet: '1.00' })
      expect(spin.status, JSON.stringify(spin.json)).toBe(200)
      const { round, freeRounds } = spin.json.value
      expect(round).toMatchObject({ status: 'settled', free: true, bet: '0.00', bets: { lineBet: '0.01', free: true } })
      const after = await mainBalance(w, who)
      expect(after - balance).toBe(toMinor(round.win))
      expect(freeRounds?.left ?? null).toBe(left)
      const stored = await w.t.db
        .selectFrom('gameRounds')
        .selectAll()
        .where('vendorCode', '=', SLOT_VENDOR)
        .where('roundId', '=', round.roundId)
        .executeTakeFirstOrThrow()
      expect(stored).toMatchObject({ status: 'settled', stake: 0n, validBet: 0n, win: toMinor(round.win) })
      balance = after
    }
    // Rounds used up: the next spin is paid at the line bet asked.
    const paid = await gameCall(w, session, 'POST', 'slot/spin', { lineBet: '1.00' })
    expect(paid.json.value.round).toMatchObject({ free: false, bet: '20.00' })
    expect(await mainBalance(w, who)).toBe(balance - 2000n + toMinor(paid.json.value.round.win))
    expect((await grantsOf(who))[0]).toMatchObject({ rounds: 2, roundsLeft: 0 })
    expect(await ledgerViolations(w.t.db)).toEqual([])
    // Loyalty sees three settled bets; only the paid one's 20.00 earns points (one a 1.00 at ×1.00).
    await saveLoyaltySettings(w.t.db, w.merchantId)
    await passReadable(w.t.db, new Date())
    const facts = await w.t.db
      .selectFrom('loyaltyFacts')
      .select(['amount', 'stake'])
      .where('memberId', '=', who.memberId)
      .where('kind', '=', 'bet')
      .orderBy('id')
      .execute()
    expect(facts).toEqual([
      { amount: 0n, stake: 0n },
      { amount: 0n, stake: 0n },
      { amount: 2000n, stake: 2000n },
    ])
    const points = await w.t.db
      .selectFrom('memberPoints')
      .select('balance')
      .where('memberId', '=', who.memberId)
      .executeTakeFirstOrThrow()
    expect(points.balance).toBe(BigInt(Math.floor((20 * (DEFAULT_MULTIPLIERS.RNG ?? 0)) / 10_000)))
    expect(points.balance).toBeGreaterThan(0n)
  })

  it('takes each round once under parallel spins, never below zero', async () => {
    const who = await fundedPlayer(w, 100_000n)
    const { session } = await launchGame(w, who, 'jade-94', SLOT_VENDOR)
    await grant({ player: who.player, gameCode: 'jade-94', rounds: 3, reference: reference() })
    const spins = await Promise.all(
      Array.from({ length: 10 }, () => gameCall(w, session, 'POST', 'slot/spin', { lineBet: '0.01' })),
    )
    // A spin that saw a round another took first is refused (conflict); none is paid as free twice.
    for (const spin of spins) expect([200, 409], JSON.stringify(spin.json)).toContain(spin.status)
    const rounds = await w.t.db
      .selectFrom('inhouseRounds')
      .select(['freeRoundId', 'status', 'bet'])
      .where('player', '=', who.player)
      .execute()
    const free = rounds.filter((r) => r.freeRoundId !== null)
    expect(free).toHaveLength(3)
    expect(free.every((r) => r.status === 'settled' && r.bet === 0n)).toBe(true)
    expect((await grantsOf(who))[0]).toMatchObject({ roundsLeft: 0 })
    const paid = rounds.filter((r) => r.freeRoundId === null)
    expect(spins.filter((s) => s.status === 200)).toHaveLength(free.length + paid.length)
    expect(await ledgerViolations(w.t.db)).toEqual([])
  })

  it('gives the round back when the wallet refuses it', async () => {
    const who = await fundedPlayer(w, 10_000n)
    const { session } = await launchGame(w, who, 'jade-96', SLOT_VENDOR)
    await grant({ player: who.player, gameCode: 'jade-96', rounds: 1, reference: reference() })
    await w.t.db.updateTable('members').set({ status: 'frozen' }).where('id', '=', who.memberId).execute()
    const refused = await gameCall(w, session, 'POST', 'slot/spin', { lineBet: '0.01' })
    expect(refused.json.code).toBe('account_frozen')
    expect((await grantsOf(who))[0]).toMatchObject({ roundsLeft: 1 })
    await w.t.db.updateTable('members').set({ status: 'active' }).where('id', '=', who.memberId).execute()
    const spin = await gameCall(w, session, 'POST', 'slot/spin', { lineBet: '0.01' })
    expect(spin.json.value.round.free).toBe(true)
    expect((await grantsOf(who))[0]).toMatchObject({ roundsLeft: 0 })
  })
})

/** The real wallet, except that one call is applied and its answer lost. */
function losing(action: 'debit' | 'credit'): InhouseDeps {
  return {
    ...w.deps,
    wallet: (vendorCode) => {
      const real = w.deps.wallet(vendorCode)
      const lost = (async (input: never) => {
        await (real[action] as (input: never) => Promise<unknown>)(input)
        return { ok: false, code: 'unknown' }
      }) as SeamlessWallet[typeof action]
      return { ...real, [action]: lost }
    },
  }
}

describe('free rounds across lost answers', () => {
  async function freeSlot(rounds: number) {
    const who = await fundedPlayer(w, 10_000n)
    const { session } = await launchGame(w, who, 'jade-96', SLOT_VENDOR)
    await grant({ player: who.player, gameCode: 'jade-96', rounds, reference: reference() })
    return { who, row: await sessionFor(w.t.db, session), placed: placeSlotBet(requireGame('jade-96'), '1.00') }
  }

  it('gives the round back when the debit’s answer is lost and the round rolled back', async () => {
    const { who, row, placed } = await freeSlot(1)
    await expect(playRound(losing('debit'), row, placed)).rejects.toMatchObject({ code: 'vendor_unavailable' })
    const [round] = await w.t.db.selectFrom('inhouseRounds').selectAll().where('player', '=', who.player).execute()
    expect(round).toMatchObject({ status: 'rolled_back', bet: 0n })
    const platform = await w.t.db
      .selectFrom('gameRounds')
      .select(['status', 'stake', 'refunded'])
      .where('roundId', '=', round!.ref)
      .executeTakeFirstOrThrow()
    expect(platform).toEqual({ status: 'rolled_back', stake: 0n, refunded: 0n })
    expect((await grantsOf(who))[0]).toMatchObject({ roundsLeft: 1 })
    expect(await mainBalance(w, who)).toBe(10_000n)
    expect(await ledgerViolations(w.t.db)).toEqual([])
  })

  it('spends the round once when the credit’s answer is lost: the job pays it, nothing comes back', async () => {
    const { who, row, placed } = await freeSlot(2)
    const played = await playRound(losing('credit'), row, placed)
    expect(played.round).toMatchObject({ status: 'crediting', free: true })
    expect((await grantsOf(who))[0]).toMatchObject({ roundsLeft: 1 })
    const later = () => Date.now() + 3_600_000
    expect(await settleUnfinishedRounds(w.deps, { now: later, olderThanMs: 60_000 })).toBeGreaterThanOrEqual(1)
    expect(await settleUnfinishedRounds(w.deps, { now: later, olderThanMs: 60_000 })).toBe(0)
    const [round] = await w.t.db.selectFrom('inhouseRounds').selectAll().where('player', '=', who.player).execute()
    expect(round).toMatchObject({ status: 'settled', bet: 0n })
    expect(await mainBalance(w, who)).toBe(10_000n + round!.win)
    expect((await grantsOf(who))[0]).toMatchObject({ roundsLeft: 1 })
    expect(await ledgerViolations(w.t.db)).toEqual([])
  })
})
