import type { BetDetail, BetRecord, GameCategory, Language } from '@sea/contract'
import type { Db } from '../../db/database'
import type { GameRoundStatus } from '../../db/games-schema'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import type { MerchantSettings } from '../merchant/merchant.service'
import { parseRange } from '../wallet/records.service'
import * as repo from './bet-records.repository'
import { gameName, readingOf, type Reading } from './game-view'

export interface BetRecordQuery {
  from?: string | undefined
  to?: string | undefined
  gameType?: GameCategory | undefined
  vassalage?: string | undefined
  status?: GameRoundStatus | undefined
  nodeId?: string | undefined
  language?: Language | undefined
  pageNum?: number | undefined
  pageSize?: number | undefined
}

/** What the member kept of a round: the win and anything refunded, less the stake. */
const profitOf = (r: { stake: bigint; win: bigint; refunded: bigint }) =>
  BigInt(r.win) + BigInt(r.refunded) - BigInt(r.stake)

function record(reading: Reading, row: repo.RoundRow): BetRecord {
  return {
    id: String(row.id),
    roundId: row.roundId,
    nodeId: row.gameId === null ? null : String(row.gameId),
    gameCode: row.gameCode,
    gameName: gameName(reading, row.names, row.gameCode),
    vassalage: row.vendorCode,
    gameType: row.gameType as GameCategory,
    stake: fromMinor(row.stake),
    validBet: fromMinor(row.validBet),
    win: fromMinor(row.win),
    profit: fromMinor(profitOf(row)),
    status: row.status,
    time: new Date(row.createdAt).toISOString(),
    settledAt: row.settledAt === null ? null : new Date(row.settledAt).toISOString(),
  }
}

/** The betting record: the member's rounds in a range (decision 013's ranges), with totals over the whole range. */
export async function betRecords(db: Db, merchant: MerchantSettings, memberId: bigint, query: BetRecordQuery) {
  const { from, to } = parseRange(query)
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  const { rows, totals } = await repo.memberRounds(db, {
    memberId,
    from,
    to,
    gameType: query.gameType,
    vendorCode: query.vassalage,
    status: query.status,
    gameId: query.nodeId === undefined ? undefined : BigInt(query.nodeId),
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
  })
  const reading = readingOf(merchant, query.language)
  const sums = { stake: BigInt(totals.stake), win: BigInt(totals.win), refunded: BigInt(totals.refunded) }
  return {
    ...pageOf(
      rows.map((row) => record(reading, row)),
      pageNum,
      pageSize,
      Number(totals.n),
    ),
    totals: {
      stake: fromMinor(sums.stake),
      validBet: fromMinor(BigInt(totals.validBet)),
      win: fromMinor(sums.win),
      profit: fromMinor(profitOf(sums)),
    },
  }
}

/** One round in full; another member's round is as unknown as a missing one. */
export async function betDetail(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  betId: string,
  language: Language | undefined,
): Promise<BetDetail> {
  const row = await repo.memberRound(db, memberId, BigInt(betId))
  if (!row) throw new AppError('not_found', 'No such bet')
  return { ...record(readingOf(merchant, language), row), detail: row.detail ?? null, verifyUrl: row.verifyUrl }
}
