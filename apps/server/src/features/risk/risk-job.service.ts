import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { OVERLAP_MS } from './risk-rules'
import * as scan from './risk-scan.repository'

/**
 * The job `risk.rules` (decision 058): every rule over the facts written since the last run, in
 * one transaction with the cursor, so a run that fails moves nothing and the next reads the same
 * window again. The window starts OVERLAP_MS before the cursor (risk-rules.ts says why); the
 * dedupe keys make the second reading raise nothing.
 */

const RULES = [
  scan.littlePlay,
  scan.rapidDeposits,
  scan.sharedIp,
  scan.sharedDevice,
  scan.sharedBankAccount,
  scan.linkedBonus,
  scan.largeWins,
  scan.teamSharedIp,
] as const

/** Runs every rule over [cursor - overlap, now); answers the flags raised. */
export async function runRiskRules(db: Db, now: Date): Promise<number> {
  return inTransaction(db, async (trx) => {
    const cursor = await scan.lockCursor(trx)
    const window = { from: new Date(cursor.scannedTo.getTime() - OVERLAP_MS), to: now }
    if (window.to <= window.from) return 0
    let raised = 0
    for (const rule of RULES) raised += await rule(trx, window)
    await scan.advanceCursor(trx, now > cursor.scannedTo ? now : cursor.scannedTo)
    return raised
  })
}

export async function riskRulesJob(db: Db, now: Date): Promise<void> {
  await runRiskRules(db, now)
}
