import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordAudit, type AuditEvent } from '../../audit/audit'
import { registeredMember } from '../../test/accounts'
import { demoMerchantId, otherMerchant } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let brandA: number
let brandB: number
let owner: Record<string, string>
let ownerId: number
let auditorA: Record<string, string>
let member: { id: bigint; username: string }

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  actorKind: 'system',
  actorId: null,
  merchantId: null,
  ip: null,
  action: 'test.event',
  target: null,
  before: null,
  after: null,
  ...over,
})

beforeAll(async () => {
  t = await createTestApp()
  brandA = await demoMerchantId(t)
  brandB = await otherMerchant(t, 'audit-b.test')
  const session = await operatorSession(t)
  owner = session.headers
  ownerId = session.operatorId
  auditorA = (await operatorSession(t, brandA, ['auditor'])).headers
  member = await registeredMember(t)
  // A real action through the API, and rows of each kind recorded as the features record them.
  const freeze = await t.app.inject({
    method: 'POST',
    url: `/wps/operator/members/${member.id}/freeze`,
    headers: owner,
  })
  expect(freeze.statusCode, freeze.body).toBe(200)
  await recordAudit(
    t.db,
    event({
      actorKind: 'member',
      actorId: String(member.id),
      merchantId: brandA,
      ip: '203.0.113.9',
      action: 'member.password_change',
      target: `member:${member.id}`,
    }),
  )
  await recordAudit(
    t.db,
    event({ merchantId: brandB, action: 'member.freeze', target: 'member:777', after: { note: 'zqb secret' } }),
  )
  await recordAudit(
    t.db,
    event({ action: 'lottery.draw_void', target: 'lottery_draw:5', before: { odds: { dragon_tiger: '1.96' } } }),
  )
  await recordAudit(t.db, event({ merchantId: brandA, action: 'member_note.add', target: 'member:7000' }))
}, 120_000)
afterAll(() => t.close())

async function list(headers: Record<string, string>, query: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/wps/operator/audit', headers, query })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value as { rows: Record<string, unknown>[]; nextCursor: string | null }
}

describe('the audit log viewer', () => {
  it('shows an installation-wide operator every row, newest first, with names and states as written', async () => {
    const { rows } = await list(owner, { pageSize: '200' })
    const ids = rows.map((r) => BigInt(r.id as string))
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : 1)))
    expect(rows.map((r) => r.merchantId)).toEqual(expect.arrayContaining([brandA, brandB, null]))
    const freeze = rows.find((r) => r.action === 'member.freeze' && r.merchantId === brandA)
    expect(freeze).toMatchObject({
      actorKind: 'operator',
      actorId: String(ownerId),
      actorName: expect.stringMatching(/^ops\./),
      target: `member:${member.id}`,
      before: { status: 'active' },
      after: { status: 'frozen' },
      ip: expect.any(String),
    })
    expect(rows.find((r) => r.action === 'member.password_change')).toMatchObject({
      actorKind: 'member',
      actorName: member.username,
      ip: '203.0.113.9',
    })
    // Keys as they were written, not as the camel-case plugin would name them.
    expect(rows.find((r) => r.action === 'lottery.draw_void')?.before).toEqual({ odds: { dragon_tiger: '1.96' } })
  })

  it("keeps a brand's operator to its brand's rows: no other brand's, none of no brand", async () => {
    const { rows } = await list(auditorA, { pageSize: '200' })
    expect(rows.length).toBeGreaterThanOrEqual(3)
    expect(new Set(rows.map((r) => r.merchantId))).toEqual(new Set([brandA]))
    expect(JSON.stringify(rows)).not.toContain('zqb secret')
    const other = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/audit',
      headers: auditorA,
      query: { merchantId: String(brandB) },
    })
    expect(other.statusCode).toBe(404)
    expect(other.json().code).toBe('not_found')
    expect((await list(owner, { merchantId: String(brandB) })).rows.map((r) => r.target)).toEqual(['member:777'])
  })

  it('filters by actor, action prefix, target and time', async () => {
    const username = (await list(owner, { action: 'member.freeze', merchantId: String(brandA) })).rows[0]!.actorName
    const byOperator = await list(owner, { operator: String(username).toUpperCase() })
    expect(byOperator.rows.map((r) => r.action)).toEqual(['member.freeze'])
    expect((await list(owner, { actorKind: 'operator', actorId: String(ownerId) })).rows).toHaveLength(1)
    expect((await list(owner, { operator: 'nobody.here' })).rows).toEqual([])
    const members = await list(owner, { actorKind: 'member' })
    expect(members.rows.map((r) => r.action)).toEqual(['member.password_change'])
    // A prefix is a prefix: "member." is not "member_", and LIKE's wildcards match themselves.
    const prefixed = await list(owner, { action: 'member.' })
    expect(new Set(prefixed.rows.map((r) => r.action))).toEqual(new Set(['member.freeze', 'member.password_change']))
    expect((await list(owner, { action: 'member_' })).rows.map((r) => r.action)).toEqual(['member_note.add'])
    expect((await list(owner, { action: 'member%' })).rows).toEqual([])
    expect((await list(owner, { target: 'member:777' })).rows).toHaveLength(1)
    expect((await list(owner, { target: 'member:7' })).rows).toHaveLength(0)
    const targets = (await list(owner, { target: 'member:7', targetMatch: 'prefix' })).rows.map((r) => r.target)
    expect(new Set(targets)).toEqual(new Set(['member:777', 'member:7000']))
    const all = (await list(owner, { pageSize: '200' })).rows
    const oldest = all[all.length - 1]!.at as string
    expect((await list(owner, { to: oldest })).rows).toEqual([])
    expect((await list(owner, { from: new Date(Date.now() + 60_000).toISOString() })).rows).toEqual([])
    expect((await list(owner, { from: oldest, pageSize: '200' })).rows).toHaveLength(all.length)
  })

  it('pages with a cursor, newest first, to the end', async () => {
    const all = (await list(owner, { pageSize: '200' })).rows.map((r) => r.id)
    const seen: unknown[] = []
    let cursor: string | null = null
    do {
      const page = await list(owner, { pageSize: '2', ...(cursor ? { before: cursor } : {}) })
      expect(page.rows.length).toBeLessThanOrEqual(2)
      seen.push(...page.rows.map((r) => r.id))
      cursor = page.nextCursor
    } while (cursor !== null)
    expect(seen).toEqual(all)
  })

  it('answers bad input with a code, and other roles with forbidden', async () => {
    const bad: Record<string, string>[] = [
      { from: 'yesterday' },
      { pageSize: '0' },
      { before: 'x' },
      { actorKind: 'robot' },
    ]
    for (const query of bad) {
      const res = await t.app.inject({ method: 'GET', url: '/wps/operator/audit', headers: owner, query })
      expect(res.statusCode, JSON.stringify(query)).toBe(400)
    }
    const finance = (await operatorSession(t, null, ['finance'])).headers
    const res = await t.app.inject({ method: 'GET', url: '/wps/operator/audit', headers: finance })
    expect(res.json().code).toBe('forbidden')
  })
})
