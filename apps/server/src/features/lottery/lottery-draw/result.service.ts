import type { LotteryResult } from '@sea/contract'
import { recordAudit } from '../../../audit/audit'
import type { Db } from '../../../db/database'
import type { LotteryDrawState } from '../../../db/lottery-schema'
import type { Principal } from '../../../http/access'
import { inTransaction } from '../../../ledger/ledger'
import { AppError } from '../../../lib/app-error'
import { fromMinor } from '../../../lib/money'
import { scopeOf } from '../../operator/operator.service'
import { adapterFor } from '../engines/registry'
import { refundVoidDraw } from '../lottery-settle/settle.service'
import { toDraw } from '../lottery-view'
import * as repo from './draw.repository'

export interface OperatorAction {
  principal: Principal
  ip: string
}

/** Draws are shared by every brand of the installation: a brand's own operator never writes one (decision 042). */
function installationWide(principal: Principal): void {
  if (scopeOf(principal) !== null) throw new AppError('forbidden', 'Draws are shared by every brand: an installation-wide operator handles them')
}

/**
 * Official results (Vietnam, 4D): one operator enters the sheet of a closed draw, a second one
 * confirms it, and only then is it the draw's result and settled by the job. Every step is
 * audited in the transaction that makes it; void refunds every stake once (settle.service).
 */
export async function enterResult(db: Db, action: OperatorAction, drawId: bigint, input: unknown, now: Date) {
  installationWide(action.principal)
  const row = await change(db, action, drawId, 'lottery.result_entered', async (trx, draw, game) => {
    if (game.inHouse) throw new AppError('draw_state_invalid', 'In-house draws are drawn by the platform')
    if (!(draw.state === 'open' && draw.closeAt <= now) && draw.state !== 'entered') throw new AppError('draw_state_invalid', 'Only a closed draw takes a result')
    const result = adapterFor(game).parseEntered(input, draw.stations)
    await repo.setDraw(trx, drawId, { state: 'entered', enteredResult: JSON.stringify(result), enteredBy: action.principal.operatorId!, confirmedBy: null })
    return { result }
  })
  return row
}

export function confirmResult(db: Db, action: OperatorAction, drawId: bigint, now: Date) {
  installationWide(action.principal)
  return change(db, action, drawId, 'lottery.result_confirmed', async (trx, draw) => {
    if (draw.state !== 'entered') throw new AppError('draw_state_invalid', 'No entered result to confirm')
    if (draw.enteredBy === action.principal.operatorId) throw new AppError('second_operator_required', 'Another operator must confirm this result')
    await repo.setDraw(trx, drawId, { state: 'drawn', result: JSON.stringify(draw.enteredResult), confirmedBy: action.principal.operatorId!, drawnAt: now })
    return { result: draw.enteredResult }
  })
}

export function rejectResult(db: Db, action: OperatorAction, drawId: bigint, reason: string) {
  installationWide(action.principal)
  return change(db, action, drawId, 'lottery.result_rejected', async (trx, draw) => {
    if (draw.state !== 'entered') throw new AppError('draw_state_invalid', 'No entered result to reject')
    await repo.setDraw(trx, drawId, { state: 'open', enteredResult: null, enteredBy: null })
    return { reason, rejected: draw.enteredResult }
  })
}

export async function voidDraw(db: Db, action: OperatorAction, drawId: bigint, reason: string, now: Date) {
  installationWide(action.principal)
  await change(db, action, drawId, 'lottery.draw_voided', async (trx, draw) => {
    if (draw.state !== 'open' && draw.state !== 'entered') throw new AppError('draw_state_invalid', 'Only a draw without a final result can be voided')
    await repo.setDraw(trx, drawId, { state: 'void', voidReason: reason })
    return { reason }
  })
  await refundVoidDraw(db, drawId, now)
  return operatorView(db, action.principal, (await repo.findDraw(db, drawId))!, now)
}

type Game = { inHouse: boolean; engine: 'vietnam'; region: 'north' | 'central' | 'south' | null }

async function change(
  db: Db, action: OperatorAction, drawId: bigint, what: string,
  work: (trx: Db, draw: repo.DrawRow, game: Game) => Promise<Record<string, unknown>>,
) {
  const now = new Date()
  await inTransaction(db, async (trx) => {
    const draw = await repo.lockDraw(trx, drawId)
    if (!draw) throw new AppError('not_found', 'No such draw')
    const game = await trx.selectFrom('lotteryGames').select(['inHouse', 'engine', 'region']).where('code', '=', draw.gameCode).executeTakeFirstOrThrow()
    const after = await work(trx, draw, game as Game)
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(action.principal.operatorId),
      merchantId: action.principal.operatorMerchantId ?? null,
      ip: action.ip,
      action: what,
      target: `lottery_draw:${drawId}`,
      before: { state: draw.state, gameCode: draw.gameCode, issueNo: draw.issueNo },
      after,
    })
  })
  return operatorView(db, action.principal, (await repo.findDraw(db, drawId))!, now)
}

/** A draw as operators see it: with the entered result and their merchant's totals. */
export async function operatorView(db: Db, principal: Principal, row: repo.DrawRow, now: Date) {
  const [view] = await operatorViews(db, principal, [row], now)
  return view!
}

async function operatorViews(db: Db, principal: Principal, rows: repo.DrawRow[], now: Date) {
  const totals = new Map((await repo.totalsOf(db, rows.map((r) => r.id), scopeOf(principal))).map((t) => [t.drawId, t]))
  const games = new Map((await db.selectFrom('lotteryGames').select(['code', 'engine', 'region']).execute()).map((g) => [g.code, g]))
  return rows.map((row) => {
    const t = totals.get(row.id)
    const stakes = BigInt(t?.stakes ?? 0)
    const payouts = BigInt(t?.payouts ?? 0)
    const base = toDraw(row, games.get(row.gameCode) ?? { engine: 'pk10', region: null }, now)
    return {
      ...base,
      result: base.result ?? ((row.enteredResult as LotteryResult | null) ?? null),
      enteredBy: row.enteredBy,
      confirmedBy: row.confirmedBy,
      betCount: Number(t?.betCount ?? 0),
      stakes: fromMinor(stakes),
      payouts: fromMinor(payouts),
      houseResult: fromMinor(row.state === 'settled' ? stakes - payouts : 0n),
    }
  })
}

export async function listForOperator(db: Db, principal: Principal, query: { state?: string; gameCode?: string; pageNum?: number; pageSize?: number }, now: Date) {
  scopeOf(principal)
  const states: LotteryDrawState[] = query.state === undefined ? ['open', 'entered'] : query.state === 'closed' ? ['open'] : [query.state as LotteryDrawState]
  const pageSize = query.pageSize ?? 20
  const pageNum = query.pageNum ?? 1
  const onlyClosed = query.state === undefined || query.state === 'closed'
  const rows = await repo.operatorDraws(db, { states, gameCode: query.gameCode, now, limit: pageSize + 1, offset: (pageNum - 1) * pageSize, onlyClosed })
  const content = await operatorViews(db, principal, rows.slice(0, pageSize), now)
  const more = rows.length > pageSize
  return { content, pageNum, totalPages: pageNum + (more ? 1 : 0), totalElements: (pageNum - 1) * pageSize + content.length + (more ? 1 : 0) }
}
