import {
  SEAMLESS_DETAIL_MAX_BYTES,
  type SeamlessCreditInput,
  type SeamlessDebitInput,
  type SeamlessRollbackInput,
} from '@sea/contract'
import type { Db } from '../../db/database'
import { balanceOf, inTransaction, postTransfer, type TransferEntry } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { canonicalJson } from '../../lib/canonical-json'
import { fromMinor, toMinor } from '../../lib/money'
import { sha256 } from '../../lib/tokens'
import { checkPlay } from '../protection/protection-checks.service'
import { findLaunchToken } from './launch-token.service'
import { playerAccounts, playerOf, type Player, type SeamlessVendor } from './seamless-players'
import { errorAnswer, okAnswer, type SeamlessAnswer } from './seamless-answer'
import * as repo from './seamless-wallet.repository'
import type { RoundChange, RoundRow } from './seamless-wallet.repository'

/**
 * Debit, credit and rollback (docs/decisions/026). Each is one database transaction: the call
 * claims its (vendor, transactionId) first, then posts to the ledger and updates the round, then
 * stores its answer; a repeat gets the stored answer.
 */

interface Applied {
  amount: bigint
  roundPk: bigint | null
  ledgerTransactionId: bigint | null
  balance: bigint
}

interface Call {
  vendor: SeamlessVendor
  player: Player
  kind: 'debit' | 'credit' | 'rollback'
  transactionId: string
  refTransactionId?: string
  /** The body as received: its canonical hash tells a repeat from a reuse of the id. */
  body: object
}

/** The late debit of a rolled-back id is answered this, from the tombstone, like a replay. */
const TOMBSTONE_ANSWER = errorAnswer('conflict', 'This transaction was rolled back before it arrived', 409)

export async function seamlessDebit(db: Db, vendor: SeamlessVendor, body: SeamlessDebitInput): Promise<SeamlessAnswer> {
  const amount = toMinor(body.amount)
  // A free round (granted by the vendor) opens its round with a stake of 0 and takes nothing.
  const free = body.freeRound === true
  if (free ? amount !== 0n : amount <= 0n)
    throw new AppError('validation_failed', free ? 'A free round takes nothing' : 'A debit takes more than zero', [
      { path: '/body/amount', message: free ? '0.00 for a free round' : 'above 0.00' },
    ])
  const player = await playerOf(db, vendor.code, body.player)
  const { main, float } = await playerAccounts(db, vendor, player)
  const game = await repo.findGame(db, vendor.code, body.gameCode)
  return inCall(db, { vendor, player, kind: 'debit', transactionId: body.transactionId, body }, async (trx) => {
    if (!vendor.enabled) throw new AppError('vendor_disabled', 'The vendor is switched off')
    const grant = await findLaunchToken(trx, vendor.code, body.token)
    if (!grant) throw new AppError('unauthorized', 'Unknown launch token')
    if (grant.memberId !== player.id) throw new AppError('forbidden', 'The launch token belongs to another player')
    if (grant.expired) throw new AppError('session_expired', 'The launch token has expired')
    if (player.status === 'frozen') throw new AppError('account_frozen', 'The account is frozen')
    await checkPlay(trx, { memberId: player.id, wallet: main, stake: amount })
    const newRound = {
      merchantId: player.merchantId,
      memberId: player.id,
      vendorCode: vendor.code,
      roundId: body.roundId,
      gameCode: body.gameCode,
      currency: player.currency,
    }
    const round = await repo.stakeRound(
      trx,
      { ...newRound, gameId: game?.id ?? null, gameType: game?.gameType ?? vendor.gameType },
      amount,
    )
    if (!round) throw new AppError('conflict', 'The round is closed or belongs to another player')
    if (free) return { amount, roundPk: round.id, ledgerTransactionId: null, balance: await balanceOf(trx, main) }
    // The float is every round's account: it is locked last (by the posting), for as short as possible.
    const posted = await post(trx, 'bet', vendor, player, body.transactionId, body.roundId, [
      { accountId: main, amount: -amount },
      { accountId: float, amount },
    ])
    return {
      amount,
      roundPk: round.id,
      ledgerTransactionId: posted.transactionId,
      balance: posted.balances.get(main) ?? 0n,
    }
  })
}

export async function seamlessCredit(
  db: Db,
  vendor: SeamlessVendor,
  body: SeamlessCreditInput,
): Promise<SeamlessAnswer> {
  const amount = toMinor(body.amount)
  const validBet = body.validBet === undefined ? null : toMinor(body.validBet)
  const detail = body.detail === undefined ? null : JSON.stringify(body.detail)
  // jsonb refuses NUL characters; an oversized summary would bloat every betting record.
  if (detail !== null && (Buffer.byteLength(detail) > SEAMLESS_DETAIL_MAX_BYTES || detail.includes('\\u0000'))) {
    throw new AppError('validation_failed', 'The detail is too large', [
      { path: '/body/detail', message: `at most ${SEAMLESS_DETAIL_MAX_BYTES} bytes of JSON, no NUL` },
    ])
  }
  const player = await playerOf(db, vendor.code, body.player)
  const { main, float } = await playerAccounts(db, vendor, player)
  return inCall(db, { vendor, player, kind: 'credit', transactionId: body.transactionId, body }, async (trx) => {
    const round = await repo.lockRound(trx, vendor.code, body.roundId)
    if (!round || round.memberId !== player.id) throw new AppError('not_found', 'No debit for this round')
    if (round.status !== 'open')
      throw new AppError('conflict', `The round is ${round.status === 'settled' ? 'settled' : 'rolled back'}`)
    await repo.updateRound(trx, round.id, roundSettlement(round, amount, validBet, body, detail))
    let balance: bigint
    let ledgerTransactionId: bigint | null = null
    if (amount > 0n) {
      const posted = await post(trx, 'bet_payout', vendor, player, body.transactionId, body.roundId, [
        { accountId: float, amount: -amount },
        { accountId: main, amount },
      ])
      balance = posted.balances.get(main) ?? 0n
      ledgerTransactionId = posted.transactionId
    } else {
      balance = await balanceOf(trx, main)
    }
    return { amount, roundPk: round.id, ledgerTransactionId, balance }
  })
}

export async function seamlessRollback(
  db: Db,
  vendor: SeamlessVendor,
  body: SeamlessRollbackInput,
): Promise<SeamlessAnswer> {
  const player = await playerOf(db, vendor.code, body.player)
  const { main, float } = await playerAccounts(db, vendor, player)
  const call: Call = {
    vendor,
    player,
    kind: 'rollback',
    transactionId: body.transactionId,
    refTransactionId: body.refTransactionId,
    body,
  }
  return inCall(db, call, async (trx) => {
    const unchanged = async (): Promise<Applied> => ({
      amount: 0n,
      roundPk: null,
      ledgerTransactionId: null,
      balance: await balanceOf(trx, main),
    })
    let ref = await repo.findCall(trx, vendor.code, body.refTransactionId, true)
    if (!ref) {
      // Never seen: a tombstone takes its id, so the debit, if it is only late, is refused.
      const buried = await repo.claim(trx, {
        vendorCode: vendor.code,
        transactionId: body.refTransactionId,
        kind: 'tombstone',
        memberId: player.id,
        requestHash: 'tombstone',
        refTransactionId: body.transactionId,
        responseStatus: TOMBSTONE_ANSWER.status,
        responseBody: TOMBSTONE_ANSWER.body,
      })
      if (buried) return unchanged()
      // The debit committed while we looked: roll it back like any other.
      ref = await repo.findCall(trx, vendor.code, body.refTransactionId, true)
      if (!ref) throw new AppError('conflict', 'The transaction is being processed; try again')
    }
    if (ref.memberId !== player.id) throw new AppError('conflict', 'The transaction belongs to another player')
    // Nothing was taken by a tombstone, a refused debit, or a debit already rolled back.
    if (ref.kind === 'tombstone' || ref.rolledBack || (ref.kind === 'debit' && ref.responseStatus !== 200))
      return unchanged()
    if (ref.kind !== 'debit' || ref.roundPk === null) throw new AppError('conflict', 'Only a debit can be rolled back')
    const round = await repo.lockRoundById(trx, ref.roundPk)
    if (round.status === 'settled' || (await repo.roundHasCredit(trx, round.id)))
      throw new AppError('conflict', 'The debit was already credited')
    await repo.markRolledBack(trx, vendor.code, ref.transactionId)
    const refunded = round.refunded + ref.amount
    await repo.updateRound(trx, round.id, {
      refunded,
      ...(refunded >= round.stake ? { status: 'rolled_back' as const, settledAt: new Date() } : {}),
    })
    // A free round's debit took nothing: its rollback closes the round and returns nothing.
    if (ref.amount === 0n) return { ...(await unchanged()), roundPk: round.id }
    const posted = await post(trx, 'bet_refund', vendor, player, body.transactionId, round.roundId, [
      { accountId: float, amount: -ref.amount },
      { accountId: main, amount: ref.amount },
    ])
    return {
      amount: ref.amount,
      roundPk: round.id,
      ledgerTransactionId: posted.transactionId,
      balance: posted.balances.get(main) ?? 0n,
    }
  })
}

/** What a credit does to its round; `final` (the default) settles it, with the valid bet defaulting to the stake kept. */
function roundSettlement(
  round: RoundRow,
  amount: bigint,
  validBet: bigint | null,
  body: SeamlessCreditInput,
  detail: string | null,
): RoundChange {
  const change: RoundChange = { win: round.win + amount }
  if (validBet !== null) change.validBet = validBet
  if (body.final ?? true) {
    change.status = 'settled'
    change.settledAt = new Date()
    change.validBet ??= round.stake - round.refunded
  }
  if (detail !== null) change.detail = detail
  if (body.verifyUrl !== undefined) change.verifyUrl = body.verifyUrl
  return change
}

/**
 * Claims the call's id, or answers the stored answer of the call that holds it; then applies
 * and stores. A refused debit is stored too, in a transaction of its own: its id is spent, so a
 * late copy cannot take a stake the vendor was told was refused. Refused credits and rollbacks
 * are not stored: the vendor repeats them once the round allows (a credit that overtook its debit).
 */
async function inCall(db: Db, call: Call, work: (trx: Db) => Promise<Applied>): Promise<SeamlessAnswer> {
  const requestHash = sha256(canonicalJson({ kind: call.kind, body: call.body }))
  const claim = {
    vendorCode: call.vendor.code,
    transactionId: call.transactionId,
    kind: call.kind,
    memberId: call.player.id,
    requestHash,
    refTransactionId: call.refTransactionId ?? null,
  }
  try {
    return await inTransaction(db, async (trx) => {
      if (!(await repo.claim(trx, claim))) return replay(trx, call, requestHash)
      const applied = await work(trx).catch((error: unknown) => {
        throw error instanceof AppError && error.status < 500 ? new Refusal(error) : error
      })
      const answer = okAnswer({
        transactionId: call.transactionId,
        balance: fromMinor(applied.balance),
        currency: call.player.currency,
      })
      await repo.storeAnswer(trx, claim, {
        ...answer,
        amount: applied.amount,
        roundPk: applied.roundPk,
        ledgerTransactionId: applied.ledgerTransactionId,
      })
      return answer
    })
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    if (call.kind !== 'debit') throw error.reason
    const { reason } = error
    const refusal = errorAnswer(reason.code, reason.message, reason.status, reason.details)
    return inTransaction(db, async (trx) => {
      if (await repo.claim(trx, { ...claim, responseStatus: refusal.status, responseBody: refusal.body }))
        return refusal
      return replay(trx, call, requestHash)
    })
  }
}

/** The call's own business refusal (not a replay's answer, not a database failure). */
class Refusal extends Error {
  constructor(readonly reason: AppError) {
    super(reason.message)
  }
}

/** The stored answer for a repeat; the late debit of a tombstoned id gets the tombstone's. */
async function replay(trx: Db, call: Call, requestHash: string): Promise<SeamlessAnswer> {
  const prior = await repo.findCall(trx, call.vendor.code, call.transactionId)
  if (!prior) throw new AppError('conflict', 'The transaction is being processed; try again')
  const stored = { status: prior.responseStatus, body: prior.responseBody }
  if (prior.kind === 'tombstone' && call.kind === 'debit') return stored
  if (prior.requestHash !== requestHash)
    throw new AppError('idempotency_conflict', 'The transactionId was used for another request')
  return stored
}

function post(
  trx: Db,
  kind: string,
  vendor: SeamlessVendor,
  player: Player,
  transactionId: string,
  roundId: string,
  entries: TransferEntry[],
) {
  return postTransfer(trx, {
    idempotencyKey: `seamless:${vendor.code}:${sha256(transactionId)}`,
    merchantId: player.merchantId,
    currency: player.currency,
    kind,
    externalRef: `${vendor.code}:${transactionId}`,
    entries,
    metadata: { vendor: vendor.code, transactionId, roundId },
  })
}
