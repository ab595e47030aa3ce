import { sql } from 'kysely'
import type { Db } from '../../../db/database'
import type { PreparedTransfer } from '../../../ledger/ledger'

/** The two statements of a batch of slips (decision 032). */

/** Ids drawn ahead from a table's sequence. */
export async function nextIds(db: Db, table: 'lottery_slips' | 'lottery_chases', count: number): Promise<bigint[]> {
  const { rows } = await sql<{
    id: bigint
  }>`SELECT nextval(pg_get_serial_sequence(${table}, 'id')) AS id FROM generate_series(1, ${count})`.execute(db)
  return rows.map((r) => r.id)
}

/** One slip as lottery_place_slips (lottery-place-slips.sql) takes it: bigints as decimal strings. */
export interface SlipRow {
  id: string
  merchant: number
  member: string
  currency: string
  game: string
  request: string | null
  now: string
  draws: string[]
  chase: { id: string; stopOnWin: boolean } | null
  total: string
  exposure: [string, string, string, string][]
  wallet: string
  bets: Record<string, string | number | boolean | null>[]
}

export interface SlipOutcome {
  n: number
  /** retry: not written because another slip of the batch was refused. */
  outcome: 'placed' | 'refused' | 'retry'
  slipId: bigint | null
  /** Ascending, in the order of the slip's bets; int8 arrays may arrive as text. */
  betIds: (bigint | string)[] | null
  /** The wallet's balance right after this slip. */
  balance: bigint | null
  placedAt: Date | null
  errorCode: string | null
}

/**
 * The whole batch in one statement, a transaction of its own (it commits before it answers): the
 * slips, and the debits that the ledger prepared for them; careful: the running sums locked first
 * (after LT002, see lottery-place-slips.sql).
 */
export async function placeSlips(
  db: Db,
  slips: SlipRow[],
  debits: PreparedTransfer[],
  careful: boolean,
): Promise<SlipOutcome[]> {
  const { rows } = await sql<SlipOutcome>`
    SELECT * FROM lottery_place_slips(${JSON.stringify(slips)}::jsonb, ${JSON.stringify(debits)}::jsonb, ${careful})`.execute(
    db,
  )
  return rows
}
