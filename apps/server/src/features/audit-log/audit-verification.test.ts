import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordAudit } from '../../audit/audit'
import { demoMerchantId } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { verifyAuditJob } from './audit-verification.service'

let t: TestApp
let owner: Record<string, string>
let auditor: Record<string, string>

const URL = '/wps/operator/audit/verification'
interface State {
  verifiedThroughId: string | null
  verifiedRows: number
  verifiedAt: string | null
  latestId: string | null
  broken: { rowId: string; foundAt: string } | null
  running: { since: string; by: string; full: boolean } | null
}

beforeAll(async () => {
  t = await createTestApp()
  owner = (await operatorSession(t)).headers
  auditor = (await operatorSession(t, null, ['auditor'])).headers
}, 120_000)
afterAll(() => t.close())

async function state(headers = owner): Promise<State> {
  const res = await t.app.inject({ method: 'GET', url: URL, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.verification
}

/** Starts a run as an operator and waits for it to end. */
async function verify(query: Record<string, string> = {}, headers = auditor): Promise<State> {
  const res = await t.app.inject({ method: 'POST', url: URL, headers, query })
  expect(res.statusCode, res.body).toBe(200)
  for (let i = 0; i < 200; i++) {
    const now = await state()
    if (now.running === null) return now
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('the verification did not end')
}

const record = (n: number) =>
  recordAudit(t.db, {
    actorKind: 'system',
    actorId: null,
    merchantId: null,
    ip: null,
    action: 'test.verify',
    target: `row:${n}`,
    before: null,
    after: { n },
  })

async function newest(offset = 0): Promise<bigint> {
  const row = await t.db
    .selectFrom('auditLog')
    .select('id')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow()
  return row.id
}

const tamper = (id: bigint) => sql`UPDATE audit_log SET after = '{"n": -1}' WHERE id = ${id}`.execute(t.db)

describe('the audit chain’s verification state', () => {
  it('starts unverified, and a run verifies to the newest row, audited', async () => {
    for (let n = 1; n <= 5; n++) await record(n)
    const fresh = await state()
    expect(fresh).toMatchObject({ verifiedThroughId: null, verifiedRows: 0, verifiedAt: null, broken: null })
    const done = await verify()
    // The run's own audit row is in the chain it verified.
    expect(done.verifiedThroughId).toBe(String(await newest()))
    expect(done.verifiedThroughId).toBe(done.latestId)
    expect(done.verifiedRows).toBe(
      Number(
        await t.db
          .selectFrom('auditLog')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => r.n),
      ),
    )
    expect(done.broken).toBeNull()
    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'audit.verify').execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorKind: 'operator', merchantId: null, target: 'audit_log' })
  })

  it('verifies on from the checkpoint, in the job too, and finds a row tampered past it', async () => {
    const checkpoint = (await state()).verifiedThroughId
    for (let n = 6; n <= 9; n++) await record(n)
    await verifyAuditJob(t.db)
    const caughtUp = await state()
    expect(caughtUp.verifiedThroughId).toBe(String(await newest()))
    expect(BigInt(caughtUp.verifiedThroughId!)).toBeGreaterThan(BigInt(checkpoint!))
    for (let n = 10; n <= 13; n++) await record(n)
    const bad = await newest(2)
    await tamper(bad)
    const broken = await verify()
    expect(broken.broken?.rowId).toBe(String(bad))
    expect(broken.verifiedThroughId).toBe(String(bad - 1n))
    // Runs again find it again: a broken link stays reported.
    await verifyAuditJob(t.db)
    expect((await state()).broken?.rowId).toBe(String(bad))
  })

  it('finds a row tampered before the checkpoint with a full run', async () => {
    const first = await t.db.selectFrom('auditLog').select('id').orderBy('id').executeTakeFirstOrThrow()
    await tamper(first.id)
    const full = await verify({ full: 'true' })
    expect(full.broken?.rowId).toBe(String(first.id))
    expect(full.verifiedThroughId).toBeNull()
    expect(full.verifiedRows).toBe(0)
  })

  it('sees a checkpoint row altered after it was verified, and verifies clean again once restored', async () => {
    const restore = () =>
      sql`UPDATE audit_log SET after = jsonb_build_object('n', substring(target from 5)::int) WHERE action = 'test.verify'`.execute(
        t.db,
      )
    await restore()
    const clean = await verify({ full: 'true' })
    expect(clean.broken).toBeNull()
    expect(clean.verifiedThroughId).toBe(clean.latestId)
    const checkpoint = BigInt(clean.verifiedThroughId!)
    const { ip } = await t.db.selectFrom('auditLog').select('ip').where('id', '=', checkpoint).executeTakeFirstOrThrow()
    await sql`UPDATE audit_log SET ip = '198.51.100.1' WHERE id = ${checkpoint}`.execute(t.db)
    const seen = await verify()
    expect(seen.broken?.rowId).toBe(String(checkpoint))
    expect(seen.verifiedThroughId).toBeNull()
    await sql`UPDATE audit_log SET ip = ${ip} WHERE id = ${checkpoint}`.execute(t.db)
    expect((await verify({ full: 'true' })).broken).toBeNull()
  })

  it('runs one verification at a time, and keeps brand operators and other roles out', async () => {
    const runsAudited = async () =>
      (await t.db.selectFrom('auditLog').select('id').where('action', '=', 'audit.verify').execute()).length
    const audited = await runsAudited()
    await t.db
      .updateTable('auditVerification')
      .set({ runningSince: new Date(), runningUntil: new Date(Date.now() + 60_000), runningBy: 'job' })
      .execute()
    expect((await state()).running).toMatchObject({ by: 'job', full: false })
    const busy = await t.app.inject({ method: 'POST', url: URL, headers: owner })
    expect(busy.statusCode).toBe(409)
    expect(busy.json().code).toBe('conflict')
    // Refused: nothing recorded, and the job's claim untouched.
    expect(await runsAudited()).toBe(audited)
    await verifyAuditJob(t.db)
    expect((await state()).running?.by).toBe('job')
    // A lapsed claim (a crashed instance) is taken over.
    await t.db
      .updateTable('auditVerification')
      .set({ runningUntil: new Date(Date.now() - 1000) })
      .execute()
    expect((await state()).running).toBeNull()
    expect((await verify()).broken).toBeNull()

    const brand = (await operatorSession(t, await demoMerchantId(t), ['auditor'])).headers
    const finance = (await operatorSession(t, null, ['finance'])).headers
    for (const headers of [brand, finance]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url: URL, headers })
        expect(res.statusCode, res.body).toBe(403)
        expect(res.json().code).toBe('forbidden')
      }
    }
  })
})
