import { sql, type ExpressionBuilder } from 'kysely'
import type { ChainPoint } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'

/** How long a run's claim holds without news from it: each batch renews it. */
const LEASE_SECONDS = 120
const lease = () => sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})`

export async function readState(db: Db) {
  const [state, latest] = await Promise.all([
    db.selectFrom('auditVerification').selectAll().executeTakeFirstOrThrow(),
    db.selectFrom('auditLog').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ])
  return { ...state, latestId: latest?.id ?? null }
}

/** A run: who started it and when; a run whose lease lapsed and was taken over can no longer write. */
export interface Run {
  by: string
  since: Date
}

const ours = (run: Run) => (eb: ExpressionBuilder<Database, 'auditVerification'>) =>
  eb.and([eb('runningBy', '=', run.by), eb('runningSince', '=', run.since)])

/** Takes the one run there may be; false when another holds it and its lease has not lapsed. */
export async function claimRun(db: Db, run: Run, full: boolean): Promise<boolean> {
  const claimed = await db
    .updateTable('auditVerification')
    .set({ runningSince: run.since, runningUntil: lease(), runningBy: run.by, runningFull: full })
    .where((eb) => eb.or([eb('runningUntil', 'is', null), eb('runningUntil', '<', sql<Date>`now()`)]))
    .returning('id')
    .executeTakeFirst()
  return claimed !== undefined
}

/** The checkpoint a run starts from. */
export async function checkpoint(db: Db): Promise<ChainPoint> {
  const row = await db
    .selectFrom('auditVerification')
    .select(['verifiedId', 'verifiedHash', 'verifiedRows'])
    .executeTakeFirstOrThrow()
  return { id: row.verifiedId, hash: row.verifiedHash, rows: Number(row.verifiedRows) }
}

/**
 * A run's progress: renews its lease, and moves the checkpoint on when the run is past it (a full
 * run re-walks rows verified before and leaves the checkpoint alone until it gets there).
 */
export async function progress(db: Db, run: Run, through: ChainPoint): Promise<void> {
  await db
    .updateTable('auditVerification')
    .set((eb) => ({
      runningUntil: lease(),
      verifiedId: sql<bigint>`greatest(verified_id, ${through.id})`,
      verifiedHash: eb
        .case()
        .when('verifiedId', '<=', through.id)
        .then(through.hash)
        .else(eb.ref('verifiedHash'))
        .end(),
      verifiedRows: eb
        .case()
        .when('verifiedId', '<=', through.id)
        .then(BigInt(through.rows))
        .else(eb.ref('verifiedRows'))
        .end(),
      verifiedAt: eb
        .case()
        .when('verifiedId', '<=', through.id)
        .then(sql<Date>`now()`)
        .else(eb.ref('verifiedAt'))
        .end(),
    }))
    .where(ours(run))
    .execute()
}

/**
 * The end of a run: the chain holds through `through`, and either to the end of the log or up to
 * the broken row. A broken row found before the old checkpoint takes the checkpoint back to it.
 */
export async function finishRun(db: Db, run: Run, through: ChainPoint, brokenId: bigint | null): Promise<void> {
  await db
    .updateTable('auditVerification')
    .set({
      verifiedId: through.id,
      verifiedHash: through.hash,
      verifiedRows: BigInt(through.rows),
      verifiedAt: sql<Date>`now()`,
      brokenId,
      brokenAt: brokenId === null ? null : sql<Date>`now()`,
      runningSince: null,
      runningUntil: null,
      runningBy: null,
      runningFull: false,
    })
    .where(ours(run))
    .execute()
}

/** Lets go of a run that failed (the database went away): the checkpoint stays where it got to. */
export async function releaseRun(db: Db, run: Run): Promise<void> {
  await db
    .updateTable('auditVerification')
    .set({ runningSince: null, runningUntil: null, runningBy: null, runningFull: false })
    .where(ours(run))
    .execute()
}
