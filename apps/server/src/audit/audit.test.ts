import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../test/test-app'
import { recordAudit, verifyAuditChain, type AuditEvent } from './audit'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

const event = (n: number): AuditEvent => ({
  actorKind: 'operator',
  actorId: '1',
  merchantId: 1,
  ip: '203.0.113.1',
  action: 'member.freeze',
  target: `member:${n}`,
  before: { status: 'active', note: 'ünïcode ✓' },
  after: { status: 'frozen' },
})

describe('the audit chain', () => {
  it('verifies end to end and finds a tampered row', async () => {
    await Promise.all([1, 2, 3, 4, 5].map((n) => recordAudit(t.db, event(n))))
    expect(await verifyAuditChain(t.db)).toEqual({ ok: true, rows: 5 })
    const third = await t.db
      .selectFrom('auditLog')
      .select('id')
      .orderBy('id')
      .offset(2)
      .limit(1)
      .executeTakeFirstOrThrow()
    await sql`UPDATE audit_log SET after = '{"status":"active"}' WHERE id = ${third.id}`.execute(t.db)
    expect(await verifyAuditChain(t.db)).toEqual({ ok: false, badRowId: String(third.id) })
  })

  it('verifies states whose keys are snake case, as they were written', async () => {
    const fresh = await createTestDb()
    try {
      await recordAudit(fresh.db, {
        ...event(1),
        before: { odds: { dragon_tiger: '1.96', 'gy_sum:3': '43.65' } },
        after: { odds: { dragon_tiger: '1.9' } },
      })
      expect(await verifyAuditChain(fresh.db)).toEqual({ ok: true, rows: 1 })
    } finally {
      await fresh.close()
    }
  })
})
