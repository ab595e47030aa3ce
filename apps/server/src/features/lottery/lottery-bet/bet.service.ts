import type { BetInput, LotteryBet } from '@sea/contract'
import type { Db } from '../../../db/database'
import { inTransaction, postTransfer } from '../../../ledger/ledger'
import { AppError } from '../../../lib/app-error'
import { fromMinor } from '../../../lib/money'
import { type AcceptedBet, decimalOf, ratioOf } from '../engines/adapter'
import { adapterFor } from '../engines/registry'
import { escrowAccount, shardOf, walletAccount } from '../escrow'
import * as draws from '../lottery-draw/draw.repository'
import { findGame } from '../lottery.repository'
import * as repo from './bet.repository'

export interface Bettor {
  memberId: bigint
  merchantId: number
  currency: string
}

export interface SlipInput {
  gameCode: string
  drawId: string
  bets: BetInput[]
  chase?: { issues: number; stopOnWin: boolean }
  requestId?: string
}

/**
 * Places a slip: every bet of every issue (chase) validated by its engine and quoted at today's
 * odds, the limits and the per-number liability caps checked, the bets written and the whole
 * cost debited from the main wallet into the draws' escrow, in one transaction. A chase debits
 * every issue now (decision 028): nothing is held outside the ledger, and stopping a chase
 * refunds the issues not yet drawn.
 */
export async function placeSlip(db: Db, who: Bettor, input: SlipInput, now: Date) {
  if (input.requestId) {
    const replay = await repo.findSlipByRequest(db, who.memberId, input.requestId)
    if (replay) return slipAnswer(db, who, replay.id, replay.chaseId, replay.totalCost, true)
  }
  const game = await findGame(db, input.gameCode)
  if (!game) throw new AppError('game_not_found', 'No such lottery game')
  const limits = game.limits
  if (input.bets.length > limits.maxBetsPerSlip) throw new AppError('bet_limit_exceeded', 'Too many bets in one slip')
  const first = await draws.findDraw(db, BigInt(input.drawId))
  if (!first || first.gameCode !== game.code) throw new AppError('not_found', 'No such issue')
  if (first.state !== 'open' || first.closeAt <= now) throw new AppError('draw_closed', 'Betting on this issue has closed')
  let targets = [first]
  if (input.chase) {
    if (input.chase.issues > limits.maxChaseIssues) throw new AppError('bet_limit_exceeded', 'Too many chase issues')
    targets = (await draws.openIssues(db, game.code, now, 1000)).filter((d) => d.drawAt >= first.drawAt).slice(0, input.chase.issues)
    if (targets.length < input.chase.issues || targets[0]?.id !== first.id) throw new AppError('bet_invalid', 'Not enough open issues to chase', [{ path: '/body/chase/issues', message: 'not enough open issues' }])
  }

  const adapter = adapterFor(game)
  const min = BigInt(limits.minStake)
  const max = BigInt(limits.maxStake)
  const perNumberMax = BigInt(limits.maxPerNumber)
  const placed: { drawId: bigint; accepted: AcceptedBet }[] = []
  for (const draw of targets) {
    for (const bet of input.bets) {
      const accepted = adapter.accept(game, bet, draw.stations)
      if (accepted.cost < min || accepted.cost > max || accepted.perNumber > perNumberMax) throw new AppError('bet_limit_exceeded', 'The stake is outside the limits of this game')
      placed.push({ drawId: draw.id, accepted })
    }
  }
  const total = placed.reduce((sum, p) => sum + p.accepted.cost, 0n)

  // Liability per number and stake per member, summed per issue and key, sorted (lock order).
  const liability = new Map<string, { drawId: bigint; key: string; amount: bigint }>()
  const stake = new Map<bigint, bigint>()
  for (const { drawId, accepted } of placed) {
    for (const key of accepted.liability.keys) {
      const id = `${drawId}|${key}`
      const row = liability.get(id) ?? { drawId, key, amount: 0n }
      row.amount += accepted.liability.perKey
      liability.set(id, row)
    }
    stake.set(drawId, (stake.get(drawId) ?? 0n) + accepted.cost)
  }
  const byKey = (a: { drawId: bigint; key: string }, b: { drawId: bigint; key: string }) => (a.drawId === b.drawId ? (a.key < b.key ? -1 : 1) : a.drawId < b.drawId ? -1 : 1)
  const liabilityRows = [...liability.values()].sort(byKey)
  const stakeRows = [...stake.entries()].map(([drawId, amount]) => ({ drawId, key: `member:${who.memberId}`, amount })).sort(byKey)

  const wallet = await walletAccount(db, who.merchantId, who.currency, who.memberId)
  const escrows = new Map<bigint, bigint>()
  for (const draw of targets) escrows.set(draw.id, await escrowAccount(db, who.merchantId, who.currency, draw.id, shardOf(who.memberId)))

  const { slipId, chaseId } = await inTransaction(db, async (trx) => {
    const open = await repo.lockOpenDraws(trx, targets.map((d) => d.id), now)
    if (open.length !== targets.length) throw new AppError('draw_closed', 'Betting on this issue has closed')
    if ((await repo.addExposure(trx, stakeRows, BigInt(limits.maxPerIssue))) !== stakeRows.length) throw new AppError('bet_limit_exceeded', 'The most you may stake on one issue is reached')
    if ((await repo.addExposure(trx, liabilityRows, BigInt(limits.liabilityCap))) !== liabilityRows.length) throw new AppError('liability_limit_reached', 'A number is sold out for this issue')
    const chaseId = input.chase ? await repo.insertChase(trx, { merchantId: who.merchantId, memberId: who.memberId, gameCode: game.code, stopOnWin: input.chase.stopOnWin }) : null
    const slipId = await repo.insertSlip(trx, { ...who, gameCode: game.code, requestId: input.requestId ?? null, chaseId, totalCost: total })
    await repo.insertBets(
      trx,
      placed.map(({ drawId, accepted: { bet, cost } }) => ({
        drawId, slipId, chaseId, merchantId: who.merchantId, memberId: who.memberId, currency: who.currency,
        playType: bet.playType, numbers: bet.numbers.join(','), stations: bet.stations.join(','), position: bet.position, form: bet.form,
        unit: bet.unit, points: bet.points, odds: bet.odds, price: bet.price, terms: bet.terms, cost,
      })),
    )
    await postTransfer(trx, {
      idempotencyKey: `lottery:slip:${slipId}`,
      merchantId: who.merchantId,
      currency: who.currency,
      kind: 'bet',
      externalRef: `lottery-slip:${slipId}`,
      entries: [{ accountId: wallet, amount: -total }, ...[...stake.entries()].map(([drawId, amount]) => ({ accountId: escrows.get(drawId)!, amount }))],
      metadata: { game: game.code, slipId: String(slipId) },
    })
    return { slipId, chaseId }
  })
  return slipAnswer(db, who, slipId, chaseId, total, false)
}

async function slipAnswer(db: Db, who: Bettor, slipId: bigint, chaseId: bigint | null, total: bigint, replayed: boolean) {
  const bets = await repo.betsOfSlip(db, slipId)
  const wallet = await walletAccount(db, who.merchantId, who.currency, who.memberId)
  const balance = await db.selectFrom('ledgerAccounts').select('balance').where('id', '=', wallet).executeTakeFirstOrThrow()
  return {
    slipId: String(slipId),
    chaseId: chaseId === null ? null : String(chaseId),
    bets: bets.map((b) => toBet(b, new Map())),
    totalCost: fromMinor(total),
    balance: fromMinor(balance.balance),
    replayed,
  }
}

export function toBet(b: repo.BetView, names: Map<string, string>): LotteryBet {
  return {
    betId: String(b.id),
    slipId: String(b.slipId),
    chaseId: b.chaseId === null ? null : String(b.chaseId),
    gameCode: b.gameCode,
    gameName: names.get(b.gameCode) ?? b.gameCode,
    drawId: String(b.drawId),
    issueNo: b.issueNo,
    playType: b.playType,
    numbers: b.numbers === '' ? [] : b.numbers.split(','),
    stations: b.stations === '' ? [] : b.stations.split(','),
    position: b.position,
    form: b.form,
    stake: b.points ? null : fromMinor(b.unit),
    points: b.points ? Number(b.unit) : null,
    odds: b.odds,
    oddsDisplay: decimalOf(ratioOf(b.odds)),
    cost: fromMinor(b.cost),
    payout: b.payout === null ? null : fromMinor(b.payout),
    status: b.status,
    detail: b.detail,
    placedAt: b.createdAt.toISOString(),
    settledAt: b.settledAt?.toISOString() ?? null,
  }
}
