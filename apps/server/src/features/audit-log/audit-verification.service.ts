import { CHAIN_START, pointStands, recordAudit, verifyAuditChainFrom } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { brandsOf } from '../operator/operator.service'
import * as repo from './audit-verification.repository'

/**
 * The audit chain's verification for the back office (decision 052). Walking millions of rows on
 * every page view is out of the question: a run walks on from the stored checkpoint (or, asked
 * for `full`, from the first row), moves the checkpoint as it goes, and the state is read from
 * the checkpoint. One run at a time across instances: the job's and operators' runs claim one row.
 */

/** The chain belongs to the whole installation: a brand's operator neither reads its state nor runs it. */
function installationWide(principal: Principal): void {
  if (brandsOf(principal) !== null) {
    throw new AppError('forbidden', 'The audit chain spans every brand: installation-wide operators only')
  }
}

export async function verificationState(db: Db, principal: Principal) {
  installationWide(principal)
  const s = await repo.readState(db)
  return {
    verification: {
      verifiedThroughId: s.verifiedId === 0n ? null : String(s.verifiedId),
      verifiedRows: Number(s.verifiedRows),
      verifiedAt: s.verifiedAt?.toISOString() ?? null,
      latestId: s.latestId === null ? null : String(s.latestId),
      broken:
        s.brokenId === null || s.brokenAt === null
          ? null
          : { rowId: String(s.brokenId), foundAt: s.brokenAt.toISOString() },
      running:
        s.runningSince === null || s.runningUntil === null || s.runningUntil < new Date()
          ? null
          : { since: s.runningSince.toISOString(), by: s.runningBy ?? '', full: s.runningFull },
    },
  }
}

/**
 * One run, from the checkpoint or from the first row. A checkpoint whose row was since altered
 * or removed verifies nothing after it: the run reports it broken there and takes the checkpoint
 * back to the start, so a full run finds the first broken link.
 */
export async function runVerification(db: Db, run: repo.Run, full: boolean): Promise<void> {
  try {
    const start = full ? CHAIN_START : await repo.checkpoint(db)
    if (!(await pointStands(db, start))) {
      await repo.finishRun(db, run, CHAIN_START, start.id)
      return
    }
    const result = await verifyAuditChainFrom(db, start, (through) => repo.progress(db, run, through))
    await repo.finishRun(db, run, result.through, result.ok ? null : BigInt(result.badRowId))
  } catch (error) {
    await repo.releaseRun(db, run)
    throw error
  }
}

/** The periodic job: verifies what was added since the last run, unless a run is in progress. */
export async function verifyAuditJob(db: Db): Promise<void> {
  const run = { by: 'job', since: new Date() }
  if (await repo.claimRun(db, run, false)) await runVerification(db, run, false)
}

/**
 * An operator's call: claims the run and audits it in one transaction, and answers the run for
 * the caller to carry out in the background (a full walk outlasts any HTTP request).
 */
export async function startVerification(db: Db, principal: Principal, full: boolean, ip: string) {
  installationWide(principal)
  const run = { by: `operator:${principal.operatorId}`, since: new Date() }
  await db.transaction().execute(async (trx) => {
    const before = await repo.checkpoint(trx)
    if (!(await repo.claimRun(trx, run, full))) throw new AppError('conflict', 'A verification is already running')
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(principal.operatorId),
      merchantId: null,
      ip,
      action: 'audit.verify',
      target: 'audit_log',
      before: { verifiedThroughId: before.id === 0n ? null : String(before.id) },
      after: { full },
    })
  })
  return run
}
