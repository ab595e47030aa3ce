import type { Language } from '@sea/contract'
import type { LotteryBetStatus } from '../../../db/lottery-schema'
import type { Db } from '../../../db/database'
import { AppError } from '../../../lib/app-error'
import { fromMinor } from '../../../lib/money'
import { pageOf } from '../../../lib/paging'
import { stopChase } from '../lottery-settle/settle.service'
import { listGames } from '../lottery.repository'
import { toBet } from './bet.service'
import * as repo from './bet.repository'

export async function myBets(
  db: Db,
  { memberId, language }: { memberId: bigint; language: Language },
  query: { gameCode?: string; status?: LotteryBetStatus; drawId?: string; pageNum?: number; pageSize?: number },
) {
  const filter = {
    memberId,
    gameCode: query.gameCode,
    status: query.status,
    ...(query.drawId ? { drawId: BigInt(query.drawId) } : {}),
  }
  const pageSize = query.pageSize ?? 20
  const pageNum = query.pageNum ?? 1
  const [rows, totals, games] = [
    await repo.memberBets(db, filter, pageSize, (pageNum - 1) * pageSize),
    await repo.memberTotals(db, filter),
    await listGames(db),
  ]
  const names = new Map(games.map((g) => [g.code, g.names[language] ?? g.names.EN ?? g.code]))
  const total = Number(totals.n)
  const content = rows.map((b) => toBet(b, names, language))
  return {
    ...pageOf(content, pageNum, pageSize, total),
    totals: { cost: fromMinor(BigInt(totals.cost)), payout: fromMinor(BigInt(totals.payout)) },
  }
}

/** The member stops a chase: bets on issues still open come back to the wallet. */
export async function cancelChase(db: Db, memberId: bigint, chaseId: bigint, now: Date) {
  const chase = await repo.findChase(db, chaseId)
  if (!chase || chase.memberId !== memberId) throw new AppError('not_found', 'No such chase')
  const { count, amount } = await stopChase(db, chaseId, now)
  return { cancelled: count, refunded: fromMinor(amount) }
}
