import type { Db } from '../../../db/database'
import type { LotteryEntryOutcome } from '../../../db/lottery-entry-schema'

/** The sheets entered for official results (migration 0040): every one kept, whatever became of it. */
export async function insertEntry(
  trx: Db,
  entry: { drawId: bigint; sheet: unknown; sheetHash: string; enteredBy: number; enteredAt: Date },
): Promise<void> {
  await trx
    .insertInto('lotteryResultEntries')
    .values({ ...entry, sheet: JSON.stringify(entry.sheet) })
    .execute()
}

/** Settles the draw's pending sheet (at most one); the caller holds the draw's row lock. */
export async function decidePending(
  trx: Db,
  drawId: bigint,
  decision: { outcome: Exclude<LotteryEntryOutcome, 'pending'>; decidedBy: number; decidedAt: Date; reason?: string },
): Promise<void> {
  await trx
    .updateTable('lotteryResultEntries')
    .set({ ...decision, reason: decision.reason ?? null })
    .where('drawId', '=', drawId)
    .where('outcome', '=', 'pending')
    .execute()
}

/** Every sheet of a draw, newest first. */
export function entriesOf(db: Db, drawId: bigint) {
  return db.selectFrom('lotteryResultEntries').selectAll().where('drawId', '=', drawId).orderBy('id', 'desc').execute()
}

export type EntryRow = Awaited<ReturnType<typeof entriesOf>>[number]
