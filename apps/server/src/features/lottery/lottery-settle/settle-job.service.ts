import type { Db } from '../../../db/database'
import * as draws from '../lottery-draw/draw.repository'
import { refundVoidDraw, settleDraw } from './settle.service'

/**
 * Job: settle every drawn draw and finish every voided one. Safe to run on several instances at
 * once (settlement pays each bet in the transaction that closes it), and after a crash (it goes
 * on from the open bets).
 */
export async function settleDue(db: Db, now: Date): Promise<number> {
  let done = 0
  for (const { id } of await draws.drawsToSettle(db, 50)) {
    if ((await settleDraw(db, id, { now })).settled) done += 1
  }
  for (const { id } of await draws.voidedToFinish(db, 50)) await refundVoidDraw(db, id, now)
  return done
}
