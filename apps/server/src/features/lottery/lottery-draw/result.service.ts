import { createHash } from 'node:crypto'
import type { LotteryResult } from '@sea/contract'
import { recordAudit } from '../../../audit/audit'
import { canonicalJson } from '../../../lib/canonical-json'
import type { Db } from '../../../db/database'
import type { LotteryDrawState } from '../../../db/lottery-schema'
import type { Principal } from '../../../http/access'
import { inTransaction } from '../../../ledger/ledger'
import { AppError } from '../../../lib/app-error'
import { fromMinor } from '../../../lib/money'
import { brandsOf } from '../../operator/operator.service'
import { adapterFor } from '../engines/registry'
import { refundVoidDraw } from '../lottery-settle/settle.service'
import * as entries from './result-entry.repository'
import { settlementOf, toDraw } from '../lottery-view'
import { findGameEngine, gameEngines } from '../lottery.repository'
import * as repo from './draw.repository'

export interface OperatorAction {
  principal: Principal
  ip: string
}

/**
 * Draws are shared by every brand, so only installation-wide operators change them
 * (docs/decisions/036-shared-draws-and-unpredictable-in-house-results.md). When operators get
 * permissions, the lottery permission is checked here, in this one place.
 */
export function drawDeskOperator(principal: Principal): number {
  if (brandsOf(principal) !== null)
    throw new AppError('forbidden', 'Shared draws are managed by installation-wide operators')
  return principal.operatorId!
}

/** What the confirming operator names: SHA-256 of the sheet in canonical JSON (keys sorted). */
export function sheetHashOf(sheet: unknown): string {
  return createHash('sha256').update(canonicalJson(sheet)).digest('hex')
}

/**
 * Official results (Vietnam, 4D): one operator enters the sheet of a closed draw, a second one
 * confirms it by the hash of the sheet reviewed, and only then is it the draw's result and settled
 * by the job. A sheet entered over another replaces it, so a confirmation naming the earlier one is
 * refused. Every sheet is kept (lottery_result_entries) with what became of it, so that the
 * confirming operator sees what changed since a rejected or replaced one. Every step is audited in the transaction that makes it; void refunds every stake once
 * (settle.service) after a second operator approved it.
 */
export async function enterResult(db: Db, action: OperatorAction, drawId: bigint, input: unknown, now: Date) {
  const operatorId = drawDeskOperator(action.principal)
  return change(db, action, drawId, 'lottery.result_entered', async (trx, draw, game) => {
    if (game.inHouse) throw new AppError('draw_state_invalid', 'In-house draws are drawn by the platform')
    if (!(draw.state === 'open' && draw.closeAt <= now) && draw.state !== 'entered')
      throw new AppError('draw_state_invalid', 'Only a closed draw takes a result')
    const result = adapterFor(game).parseEntered(input, draw.stations)
    const sheetHash = sheetHashOf(result)
    if (draw.state === 'entered')
      await entries.decidePending(trx, drawId, { outcome: 'replaced', decidedBy: operatorId, decidedAt: now })
    await entries.insertEntry(trx, { drawId, sheet: result, sheetHash, enteredBy: operatorId, enteredAt: now })
    await repo.setDraw(trx, drawId, {
      state: 'entered',
      enteredResult: JSON.stringify(result),
      enteredBy: operatorId,
      confirmedBy: null,
    })
    return {
      result,
      sheetHash,
      replaced: draw.state === 'entered' ? sheetHashOf(draw.enteredResult) : null,
    }
  })
}

export function confirmResult(db: Db, action: OperatorAction, drawId: bigint, sheetHash: string, now: Date) {
  const operatorId = drawDeskOperator(action.principal)
  return change(db, action, drawId, 'lottery.result_confirmed', async (trx, draw) => {
    if (draw.state !== 'entered') throw new AppError('draw_state_invalid', 'No entered result to confirm')
    if (draw.enteredBy === operatorId)
      throw new AppError('second_operator_required', 'Another operator must confirm this result')
    if (sheetHashOf(draw.enteredResult) !== sheetHash)
      throw new AppError('result_sheet_changed', 'The entered sheet is not the one reviewed: review it again')
    await repo.setDraw(trx, drawId, {
      state: 'drawn',
      result: JSON.stringify(draw.enteredResult),
      confirmedBy: operatorId,
      drawnAt: now,
    })
    await entries.decidePending(trx, drawId, { outcome: 'confirmed', decidedBy: operatorId, decidedAt: now })
    return { result: draw.enteredResult, sheetHash }
  })
}

export function rejectResult(db: Db, action: OperatorAction, drawId: bigint, reason: string, now: Date) {
  const operatorId = drawDeskOperator(action.principal)
  return change(db, action, drawId, 'lottery.result_rejected', async (trx, draw) => {
    if (draw.state !== 'entered') throw new AppError('draw_state_invalid', 'No entered result to reject')
    await repo.setDraw(trx, drawId, { state: 'open', enteredResult: null, enteredBy: null })
    await entries.decidePending(trx, drawId, { outcome: 'rejected', decidedBy: operatorId, decidedAt: now, reason })
    return { reason, rejected: draw.enteredResult }
  })
}

const voidable = (draw: repo.DrawRow) => draw.state === 'open' || draw.state === 'entered'

/** The first operator's half of a void: nothing changes for bettors until another operator approves. */
export function requestVoid(db: Db, action: OperatorAction, drawId: bigint, reason: string, now: Date) {
  const operatorId = drawDeskOperator(action.principal)
  return change(db, action, drawId, 'lottery.void_requested', async (trx, draw) => {
    if (!voidable(draw)) throw new AppError('draw_state_invalid', 'Only a draw without a final result can be voided')
    if (draw.voidRequestedBy !== null)
      throw new AppError('draw_state_invalid', 'A void of this draw is already waiting for approval')
    await repo.setDraw(trx, drawId, { voidRequestedBy: operatorId, voidRequestedAt: now, voidReason: reason })
    return { reason }
  })
}

export async function approveVoid(db: Db, action: OperatorAction, drawId: bigint, now: Date) {
  const operatorId = drawDeskOperator(action.principal)
  await change(db, action, drawId, 'lottery.draw_voided', async (trx, draw) => {
    if (!voidable(draw)) throw new AppError('draw_state_invalid', 'Only a draw without a final result can be voided')
    if (draw.voidRequestedBy === null) throw new AppError('draw_state_invalid', 'No void of this draw was asked for')
    if (draw.voidRequestedBy === operatorId)
      throw new AppError('second_operator_required', 'Another operator must approve this void')
    await repo.setDraw(trx, drawId, { state: 'void' })
    // A sheet still waiting dies with the draw: it is kept as rejected, for the void's reason.
    await entries.decidePending(trx, drawId, {
      outcome: 'rejected',
      decidedBy: operatorId,
      decidedAt: now,
      reason: `void: ${draw.voidReason ?? ''}`,
    })
    return { reason: draw.voidReason, requestedBy: draw.voidRequestedBy }
  })
  await refundVoidDraw(db, drawId, now)
  return operatorView(db, action.principal, (await repo.findDraw(db, drawId))!, now)
}

type Game = { inHouse: boolean; engine: 'vietnam'; region: 'north' | 'central' | 'south' | null }

async function change(
  db: Db,
  action: OperatorAction,
  drawId: bigint,
  what: string,
  work: (trx: Db, draw: repo.DrawRow, game: Game) => Promise<Record<string, unknown>>,
) {
  const now = new Date()
  await inTransaction(db, async (trx) => {
    const draw = await repo.lockDraw(trx, drawId)
    if (!draw) throw new AppError('not_found', 'No such draw')
    const game = await findGameEngine(trx, draw.gameCode)
    const after = await work(trx, draw, game as Game)
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(action.principal.operatorId),
      merchantId: null,
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

/**
 * Draws as operators see them, with the bets of the brands in their scope (or of `brands`, a
 * narrower list the caller checked).
 */
export async function operatorViews(
  db: Db,
  principal: Principal,
  rows: repo.DrawRow[],
  now: Date,
  brands: readonly number[] | null = brandsOf(principal),
) {
  const totals = new Map(
    (
      await repo.totalsOf(
        db,
        rows.map((r) => r.id),
        brands,
      )
    ).map((t) => [t.drawId, t]),
  )
  const games = new Map((await gameEngines(db)).map((g) => [g.code, g]))
  return rows.map((row) => {
    const t = totals.get(row.id)
    const stakes = BigInt(t?.stakes ?? 0)
    const payouts = BigInt(t?.payouts ?? 0)
    const base = toDraw(row, games.get(row.gameCode) ?? { engine: 'pk10', region: null }, now)
    return {
      ...base,
      result: base.result ?? (row.enteredResult as LotteryResult | null) ?? null,
      enteredResult: (row.enteredResult as LotteryResult | null) ?? null,
      enteredHash: row.enteredResult === null ? null : sheetHashOf(row.enteredResult),
      enteredBy: row.enteredBy,
      confirmedBy: row.confirmedBy,
      betCount: Number(t?.betCount ?? 0),
      stakes: fromMinor(stakes),
      payouts: fromMinor(payouts),
      houseResult: fromMinor(row.state === 'settled' ? stakes - payouts : 0n),
      voidRequestedBy: row.voidRequestedBy,
      voidReason: row.voidReason,
      settlement: settlementOf(row),
    }
  })
}

export async function listForOperator(
  db: Db,
  principal: Principal,
  query: { state?: string; gameCode?: string; pageNum?: number; pageSize?: number },
  now: Date,
) {
  brandsOf(principal)
  const states: LotteryDrawState[] =
    query.state === undefined
      ? ['open', 'entered']
      : query.state === 'closed'
        ? ['open']
        : [query.state as LotteryDrawState]
  const pageSize = query.pageSize ?? 20
  const pageNum = query.pageNum ?? 1
  const onlyClosed = query.state === undefined || query.state === 'closed'
  const rows = await repo.operatorDraws(db, {
    states,
    gameCode: query.gameCode,
    now,
    limit: pageSize + 1,
    offset: (pageNum - 1) * pageSize,
    onlyClosed,
  })
  const content = await operatorViews(db, principal, rows.slice(0, pageSize), now)
  const more = rows.length > pageSize
  return {
    content,
    pageNum,
    totalPages: pageNum + (more ? 1 : 0),
    totalElements: (pageNum - 1) * pageSize + content.length + (more ? 1 : 0),
  }
}
