import { randomBytes } from 'node:crypto'
import type { InhousePlayValue } from '@sea/contract'
import { FAIR_ALGORITHM } from '@sea/engines/fair'
import { AppError } from '../lib/app-error'
import { fromMinor, toMinor } from '../lib/money'
import { unseal } from '../lib/secret'
import { fairState, pendingSeed } from './inhouse-fair'
import { freeRoundsOf, nextGrant } from './inhouse-free-rounds.service'
import { betsRecord, placeFreeSpin, play, requireGame, type PlacedBets } from './inhouse-games'
import { roundView } from './inhouse-round-view'
import { walletErrorCode } from './inhouse-session.service'
import type { InhouseDeps } from './inhouse-wallet'
import {
  findPlayer,
  noteFailure,
  openRound,
  unfinishedRounds,
  updateRound,
  type RoundRow,
  type SessionRow,
} from './inhouse.repository'

/**
 * One round, persist-then-call (docs/decisions/016's discipline, applied to the seamless wallet):
 * the round row and its committed seed are written before the debit `<round>-d`; the outcome is
 * computed only once the stake is taken, stored, then paid with the credit `<round>-c` (zero
 * when lost). A debit whose answer was lost is rolled back (`<round>-r`); a credit whose answer
 * was lost is repeated, with the same content, by the settle job until the wallet acknowledges
 * it. Wallet ids are idempotent, so a repeat never moves money twice. While the player has free
 * rounds of a slot, the spin is one of them: at the grant's line bet, with a debit of 0.00 that
 * takes nothing (docs/domain/games.md#free-rounds).
 */
export async function playRound(deps: InhouseDeps, session: SessionRow, asked: PlacedBets): Promise<InhousePlayValue> {
  const game = requireGame(session.gameCode)
  const grant = asked.kind === 'slot' ? await nextGrant(deps.db, session) : null
  const placed = grant ? placeFreeSpin(game, grant.lineBet) : asked
  const ref = randomBytes(12).toString('base64url')
  const round = await openRound(
    deps.db,
    {
      ref,
      vendorCode: session.vendorCode,
      gameCode: game.code,
      variantId: game.kind === 'slot' ? game.variant.id : 'baccarat-8deck',
      player: session.player,
      sessionId: session.id,
      currency: session.currency,
      bets: JSON.stringify(betsRecord(placed)),
      bet: placed.stake,
      algorithm: FAIR_ALGORITHM,
      verifyUrl: `${session.siteOrigin}/inhouse/verify.html?round=${ref}`,
      debitTransactionId: `${ref}-d`,
      freeRoundId: grant?.id ?? null,
    },
    pendingSeed(deps.sealingKey),
  )
  const wallet = deps.wallet(session.vendorCode)
  const debit = await wallet.debit({
    player: session.player,
    token: unseal(deps.sealingKey, session.platformTokenSealed),
    transactionId: `${ref}-d`,
    roundId: ref,
    gameCode: game.code,
    amount: placed.stake,
    ...(grant ? { freeRound: true as const } : {}),
  })
  if (!debit.ok && debit.code === 'unknown') {
    await rollBack(deps, round)
    throw new AppError('vendor_unavailable', 'The wallet did not answer; the stake was returned')
  }
  if (!debit.ok) {
    const refused = await updateRound(deps.db, round.id, 'debiting', {
      status: 'refused',
      refusal: debit.code,
      serverSeed: seedOf(deps, round),
    })
    if (!refused) throw new AppError('conflict', 'The round moved on meanwhile')
    throw new AppError(walletErrorCode(debit.code), `The wallet refused the stake (${debit.code})`)
  }
  const serverSeed = seedOf(deps, round)
  const result = play(game, placed, { serverSeed, clientSeed: round.clientSeed, nonce: round.nonce })
  const scored = await updateRound(deps.db, round.id, 'debiting', {
    status: 'crediting',
    serverSeed,
    outcome: JSON.stringify(result.outcome),
    creditDetail: JSON.stringify(result.detail),
    win: result.win,
    validBet: result.validBet,
    balanceBefore: toMinor(debit.value.balance) + placed.stake,
    creditTransactionId: `${ref}-c`,
  })
  // Only the settle job moves a round it found idle; a live round is never taken from under us.
  if (!scored) throw new AppError('conflict', 'The round moved on meanwhile')
  const settled = await credit(deps, scored)
  const player = await findPlayer(deps.db, session.vendorCode, session.player)
  const final = settled ?? scored
  const expected = (final.balanceBefore ?? 0n) - final.bet + final.win
  return {
    round: roundView(final),
    balance: fromMinor(final.balanceAfter ?? expected),
    next: fairState(player),
    freeRounds: await freeRoundsOf(deps.db, session),
  }
}

function seedOf(deps: InhouseDeps, round: RoundRow): string {
  return round.serverSeed ?? unseal(deps.sealingKey, round.serverSeedSealed)
}

/** Pays a scored round; null while the wallet has not acknowledged (the job repeats it). */
async function credit(deps: InhouseDeps, round: RoundRow): Promise<RoundRow | null> {
  const answer = await deps.wallet(round.vendorCode).credit({
    player: round.player,
    transactionId: `${round.ref}-c`,
    roundId: round.ref,
    gameCode: round.gameCode,
    amount: round.win,
    validBet: round.validBet,
    final: true,
    detail: round.creditDetail ?? {},
    verifyUrl: round.verifyUrl,
  })
  if (!answer.ok) {
    await noteFailure(deps.db, round.id, `credit: ${answer.code}`)
    return null
  }
  return updateRound(deps.db, round.id, 'crediting', {
    status: 'settled',
    balanceAfter: toMinor(answer.value.balance),
    settledAt: new Date(),
  })
}

/** Cancels the stake of a round whose debit may or may not have happened. */
async function rollBack(deps: InhouseDeps, round: RoundRow): Promise<RoundRow | null> {
  const moving =
    round.status === 'rolling_back'
      ? round
      : await updateRound(deps.db, round.id, round.status, {
          status: 'rolling_back',
          rollbackTransactionId: `${round.ref}-r`,
        })
  if (!moving) return null
  const answer = await deps.wallet(round.vendorCode).rollback({
    player: round.player,
    transactionId: `${round.ref}-r`,
    refTransactionId: `${round.ref}-d`,
    roundId: round.ref,
  })
  if (!answer.ok) {
    await noteFailure(deps.db, round.id, `rollback: ${answer.code}`)
    return null
  }
  return updateRound(deps.db, round.id, 'rolling_back', {
    status: 'rolled_back',
    serverSeed: seedOf(deps, round),
    balanceAfter: toMinor(answer.value.balance),
    settledAt: new Date(),
  })
}

export interface SettleOptions {
  now: () => number
  /** Rounds idle for less are left alone: a call may still be in flight. */
  olderThanMs: number
}

/**
 * The settle job: finishes rounds a lost answer or a crash left open. A round still debiting is
 * rolled back (its outcome was never computed, so nothing is lost to the player); a scored round
 * is credited again with the same transaction id and content; a rollback is repeated.
 */
export async function settleUnfinishedRounds(deps: InhouseDeps, options: SettleOptions): Promise<number> {
  const rounds = await unfinishedRounds(deps.db, new Date(options.now() - options.olderThanMs), 100)
  let finished = 0
  for (const round of rounds) {
    const done = round.status === 'crediting' ? await credit(deps, round) : await rollBack(deps, round)
    if (done) finished += 1
  }
  return finished
}
