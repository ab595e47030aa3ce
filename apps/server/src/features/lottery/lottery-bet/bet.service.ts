import type { BetInput, Language, LotteryBet } from '@sea/contract'
import type { Db } from '../../../db/database'
import { balanceOf } from '../../../ledger/ledger'
import { AppError } from '../../../lib/app-error'
import { createTtlCache } from '../../../lib/ttl-cache'
import { fromMinor } from '../../../lib/money'
import { type AcceptedBet, decimalOf, ratioOf, selectionOf } from '../engines/adapter'
import { playTypeName } from '../engines/play-type-names'
import { escrowAccount, shardOf, walletAccount } from '../escrow'
import * as draws from '../lottery-draw/draw.repository'
import { offeredGame } from '../lottery-settings/settings.service'
import * as repo from './bet.repository'
import { submitSlip } from './slip-batch.service'

export interface Bettor {
  memberId: bigint
  merchantId: number
  currency: string
  /** The language names are answered in. */
  language: Language
}

export interface SlipInput {
  gameCode: string
  drawId: string
  bets: BetInput[]
  chase?: { issues: number; stopOnWin: boolean }
  requestId?: string
}

/**
 * An issue as the slip's checks read it, kept a second: what they read of it never changes but its
 * state, which the slip's transaction checks again (decision 032).
 */
const issueRows = createTtlCache<Awaited<ReturnType<typeof draws.findDraw>>>(1000)
const issueOf = (db: Db, id: bigint) => issueRows.get(db, String(id), () => draws.findDraw(db, id))

/**
 * Places a slip: every bet of every issue (chase) validated by its engine and quoted on the
 * merchant's terms (decision 030), the limits checked here, then the per-number liability caps,
 * the bets and the whole cost debited from the main wallet into the draws' escrow written in one
 * transaction, shared with the slips placed at the same moment (group commit, decision 032). A
 * chase debits every issue now (decision 028): nothing is held outside the ledger, and stopping a
 * chase refunds the issues not yet drawn.
 */
export async function placeSlip(db: Db, who: Bettor, input: SlipInput, now: Date) {
  if (input.requestId) {
    const replay = await repo.findSlipByRequest(db, who.memberId, input.requestId)
    if (replay) return slipAnswer(db, who, replay.id, replay.chaseId, replay.totalCost, true)
  }
  const { game, terms } = await offeredGame(db, who, input.gameCode)
  const limits = terms.limits
  if (input.bets.length > limits.maxBetsPerSlip) throw new AppError('bet_limit_exceeded', 'Too many bets in one slip')
  const first = await issueOf(db, BigInt(input.drawId))
  if (!first || first.gameCode !== game.code) throw new AppError('not_found', 'No such issue')
  if (first.state !== 'open' || first.closeAt <= now)
    throw new AppError('draw_closed', 'Betting on this issue has closed')
  let targets = [first]
  if (input.chase) {
    if (input.chase.issues > limits.maxChaseIssues) throw new AppError('bet_limit_exceeded', 'Too many chase issues')
    targets = (await draws.openIssues(db, game.code, now, 1000))
      .filter((d) => d.drawAt >= first.drawAt)
      .slice(0, input.chase.issues)
    if (targets.length < input.chase.issues || targets[0]?.id !== first.id)
      throw new AppError('bet_invalid', 'Not enough open issues to chase', [
        { path: '/body/chase/issues', message: 'not enough open issues' },
      ])
  }

  const placed: { drawId: bigint; accepted: AcceptedBet }[] = []
  for (const draw of targets) {
    for (const bet of input.bets) {
      const accepted = terms.priced.accept(bet, draw.stations)
      if (
        accepted.cost < limits.minStake ||
        accepted.cost > limits.maxStake ||
        accepted.perNumber > limits.maxPerNumber
      )
        throw new AppError('bet_limit_exceeded', 'The stake is outside the limits of this game')
      placed.push({ drawId: draw.id, accepted })
    }
  }
  const total = placed.reduce((sum, p) => sum + p.accepted.cost, 0n)

  // Liability per number and stake per member, summed per issue and key, sorted (lock order). A draw
  // serves every merchant, each with its own caps in its own currency: liability keys name the merchant.
  const liability = new Map<string, { drawId: bigint; key: string; amount: bigint }>()
  const stake = new Map<bigint, bigint>()
  for (const { drawId, accepted } of placed) {
    for (const number of accepted.liability.keys) {
      const key = `m${who.merchantId}:${number}`
      const id = `${drawId}|${key}`
      const row = liability.get(id) ?? { drawId, key, amount: 0n }
      row.amount += accepted.liability.perKey
      liability.set(id, row)
    }
    stake.set(drawId, (stake.get(drawId) ?? 0n) + accepted.cost)
  }
  const byKey = (a: { drawId: bigint; key: string }, b: { drawId: bigint; key: string }) =>
    a.drawId === b.drawId ? (a.key < b.key ? -1 : 1) : a.drawId < b.drawId ? -1 : 1
  const exposure = [
    ...[...liability.values()].map((r) => ({ ...r, cap: limits.liabilityCap })),
    ...[...stake.entries()].map(([drawId, amount]) => ({
      drawId,
      key: `member:${who.memberId}`,
      amount,
      cap: limits.maxPerIssue,
    })),
  ].sort(byKey)

  const wallet = await walletAccount(db, who.merchantId, who.currency, who.memberId)
  const escrows: { accountId: bigint; amount: bigint }[] = []
  for (const [drawId, amount] of stake)
    escrows.push({
      accountId: await escrowAccount(db, who.merchantId, who.currency, drawId, shardOf(who.memberId)),
      amount,
    })

  const done = await submitSlip(db, {
    merchantId: who.merchantId,
    memberId: who.memberId,
    currency: who.currency,
    gameCode: game.code,
    requestId: input.requestId ?? null,
    stopOnWin: input.chase ? input.chase.stopOnWin : null,
    drawIds: targets.map((d) => d.id),
    now,
    total,
    exposure,
    wallet,
    escrows,
    bets: placed.map(({ drawId, accepted: { bet, cost } }) => ({
      drawId,
      merchantId: who.merchantId,
      memberId: who.memberId,
      currency: who.currency,
      playType: bet.playType,
      numbers: bet.numbers.join(','),
      stations: bet.stations.join(','),
      position: bet.position,
      form: bet.form,
      unit: bet.unit,
      points: bet.points,
      odds: bet.odds,
      price: bet.price,
      terms: bet.terms,
      selection: selectionOf(bet),
      cost,
    })),
  })
  if (done.replayed) {
    // The same request id, placed by an earlier call or by another one at the same moment: answer that slip.
    const replay = await repo.findSlipByRequest(db, who.memberId, input.requestId!)
    if (!replay) throw new AppError('internal', 'A replayed slip is missing')
    return slipAnswer(db, who, replay.id, replay.chaseId, replay.totalCost, true)
  }
  const byId = new Map(targets.map((d) => [d.id, d]))
  return {
    slipId: String(done.slipId),
    chaseId: done.chaseId === null ? null : String(done.chaseId),
    bets: done.bets.map((b) => {
      const draw = byId.get(b.drawId)
      return toBet(
        {
          ...b,
          issueNo: draw?.issueNo ?? '',
          gameCode: game.code,
          drawState: 'open',
          drawStations: draw?.stations ?? [],
        },
        new Map(),
        who.language,
      )
    }),
    totalCost: fromMinor(total),
    balance: fromMinor(done.balance),
    replayed: false,
  }
}

async function slipAnswer(
  db: Db,
  who: Bettor,
  slipId: bigint,
  chaseId: bigint | null,
  total: bigint,
  replayed: boolean,
) {
  const bets = await repo.betsOfSlip(db, slipId)
  const wallet = await walletAccount(db, who.merchantId, who.currency, who.memberId)
  const balance = await balanceOf(db, wallet)
  return {
    slipId: String(slipId),
    chaseId: chaseId === null ? null : String(chaseId),
    bets: bets.map((b) => toBet(b, new Map(), who.language)),
    totalCost: fromMinor(total),
    balance: fromMinor(balance),
    replayed,
  }
}

export function toBet(b: repo.BetView, names: Map<string, string>, language: Language): LotteryBet {
  const odds = ratioOf(b.odds)
  const stations = b.stations === '' ? [] : b.stations.split(',')
  return {
    betId: String(b.id),
    slipId: String(b.slipId),
    chaseId: b.chaseId === null ? null : String(b.chaseId),
    gameCode: b.gameCode,
    gameName: names.get(b.gameCode) ?? b.gameCode,
    drawId: String(b.drawId),
    issueNo: b.issueNo,
    playType: b.playType,
    playTypeName: playTypeName(b.playType, language),
    numbers: b.numbers === '' ? [] : b.numbers.split(','),
    stations,
    // Named only where the issue offered a choice of stations (southern and central days).
    stationNames:
      b.drawStations.length > 1
        ? stations.map((code) => b.drawStations.find((s) => s.code === code)?.name ?? code)
        : [],
    position: b.position,
    form: b.form,
    stake: b.points ? null : fromMinor(b.unit),
    points: b.points ? Number(b.unit) : null,
    odds: b.odds,
    // Points bets are paid money per point per hit: shown as money, as the play type shows it.
    oddsDisplay: b.points ? fromMinor(odds.num / odds.den) : decimalOf(odds),
    cost: fromMinor(b.cost),
    payout: b.payout === null ? (b.drawState === 'settled' ? '0.00' : null) : fromMinor(b.payout),
    // A bet still open on a settled draw lost; the row is marked a little later (decision 028).
    status: b.status === 'open' && b.drawState === 'settled' ? 'lost' : b.status,
    detail: b.detail,
    placedAt: b.createdAt.toISOString(),
    settledAt: b.settledAt?.toISOString() ?? null,
  }
}
