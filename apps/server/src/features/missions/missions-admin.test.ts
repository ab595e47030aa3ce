import type { MissionInput } from '@sea/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCheckingBooks, createMembers } from '../../test/ledger-fixtures'
import { factsAt, passReadable } from '../../test/loyalty'
import { operatorSession } from '../../test/operators'
import { insertPromotion } from '../../test/promotions'
import { createTestApp, type TestApp } from '../../test/test-app'

/** The console's mission calls: drafts, checks beyond the schema, the state switch, edits once counted, audit. */
let t: TestApp
let merchantId: number
let content: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  merchantId = (await t.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id
  content = (await operatorSession(t, merchantId, ['content'])).headers
}, 120_000)
afterAll(() => closeCheckingBooks(t))

let seq = 0
const input = (fields: Partial<MissionInput> = {}): MissionInput => ({
  code: `mission-${++seq}`,
  titles: { EN: 'Deposit MYR 100 today', CN: '今日存款 MYR 100' },
  period: 'daily',
  event: 'deposit',
  category: null,
  gameCode: null,
  target: '100.00',
  rewardPoints: 30,
  rewardBonus: null,
  promotionId: null,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  sortOrder: 1,
  ...fields,
})
const root = () => `/wps/operator/brands/${merchantId}/loyalty/missions`
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = content) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const create = async (fields: Partial<MissionInput> = {}) => {
  const res = await send('POST', root(), input(fields))
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const setState = (id: string, state: string) => send('POST', `${root()}/${id}/state`, { state })
const refusal = async (res: Awaited<ReturnType<typeof send>>) => {
  const body = res.json()
  return { code: body.code, paths: (body.details ?? []).map((e: { path: string }) => e.path) }
}

describe('creating', () => {
  it('writes a draft with amounts in minor units, audited', async () => {
    const mission = await create({ target: '100.50' })
    expect(mission).toMatchObject({ state: 'draft', target: '100.50', rewardPoints: 30, completedThisPeriod: 0 })
    const row = await t.db
      .selectFrom('missions')
      .selectAll()
      .where('id', '=', BigInt(mission.id))
      .executeTakeFirstOrThrow()
    expect(row.target).toBe(10_050n)
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'loyalty.mission_create')
      .where('target', '=', `mission:${mission.id}`)
      .execute()
    expect(audit).toHaveLength(1)
    const rounds = await create({ event: 'game_rounds', target: '20', gameCode: 'jade-96' })
    expect(rounds).toMatchObject({ target: '20', gameCode: 'jade-96' })
  })

  it('refuses what the schema cannot say, each field named, nothing written', async () => {
    const signup = await insertPromotion(t.db, {
      merchantId,
      kind: 'signup',
      rules: { amount: '5.00', trigger: 'join' },
    })
    const loyalty = await insertPromotion(t.db, { merchantId, kind: 'loyalty', rules: { maxReward: '10.00' } })
    const cases: [Partial<MissionInput>, string][] = [
      [{ category: 'LIVE' }, '/body/category'],
      [{ event: 'turnover', gameCode: 'jade-96' }, '/body/gameCode'],
      [{ event: 'game_rounds', target: '20.5' }, '/body/target'],
      [{ event: 'login_days', period: 'weekly', target: '8' }, '/body/target'],
      [{ rewardPoints: 0 }, '/body/rewardPoints'],
      [{ rewardBonus: '5.00' }, '/body/promotionId'],
      [{ rewardBonus: '5.00', promotionId: String(signup.id) }, '/body/promotionId'],
      [{ rewardBonus: '10.01', promotionId: String(loyalty.id) }, '/body/rewardBonus'],
      [{ endsAt: '2025-12-31T00:00:00.000Z' }, '/body/endsAt'],
    ]
    const before = await t.db.selectFrom('missions').select('id').execute()
    for (const [fields, path] of cases) {
      const res = await send('POST', root(), input(fields))
      expect(res.statusCode, JSON.stringify(fields)).toBe(400)
      expect(await refusal(res), JSON.stringify(fields)).toEqual({ code: 'validation_failed', paths: [path] })
    }
    expect(await t.db.selectFrom('missions').select('id').execute()).toEqual(before)
    const ok = await create({
      rewardBonus: '10.00',
      promotionId: String(loyalty.id),
      event: 'turnover',
      category: 'LIVE',
    })
    expect(ok).toMatchObject({ rewardBonus: '10.00', promotionId: String(loyalty.id), category: 'LIVE' })
    const taken = await send('POST', root(), input({ code: ok.code }))
    expect(taken.json().code).toBe('conflict')
  })
})

describe('the state switch and edits', () => {
  it('starts, pauses, resumes and ends; other moves answer mission_state_invalid', async () => {
    const { id } = await create()
    expect((await setState(id, 'paused')).json().code).toBe('mission_state_invalid')
    for (const state of ['live', 'paused', 'live', 'ended']) {
      const res = await setState(id, state)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().value.state).toBe(state)
    }
    expect((await setState(id, 'live')).json().code).toBe('mission_state_invalid')
    expect((await send('PUT', `${root()}/${id}`, input())).json().code).toBe('mission_state_invalid')
    const audits = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('target', '=', `mission:${id}`)
      .where('action', '=', 'loyalty.mission_state')
      .execute()
    expect(audits).toHaveLength(4)
  })

  it('keeps what members count towards once anyone has progress, and counts this period', async () => {
    const created = await create({ target: '10.00' })
    await setState(created.id, 'live')
    const [member] = await createMembers(t.db, merchantId, 1)
    await factsAt(t.db, [{ merchantId, memberId: member!, kind: 'deposit', amount: 1_000n, at: new Date() }])
    await passReadable(t.db, new Date())
    const same = { ...input({ code: created.code, target: '10.00' }) }
    const frozen = await send('PUT', `${root()}/${created.id}`, { ...same, target: '20.00', period: 'weekly' })
    expect(await refusal(frozen)).toEqual({ code: 'validation_failed', paths: ['/body/period', '/body/target'] })
    const edited = await send('PUT', `${root()}/${created.id}`, {
      ...same,
      titles: { EN: 'Deposit MYR 10 today' },
      rewardPoints: 50,
      endsAt: '2027-01-01T00:00:00.000Z',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().value).toMatchObject({ rewardPoints: 50, completedThisPeriod: 1, claimedThisPeriod: 0 })
    const list = await send('GET', `${root()}?state=live`)
    expect(list.json().value.content.map((m: { id: string }) => m.id)).toContain(created.id)
    expect(list.json().value.content.every((m: { state: string }) => m.state === 'live')).toBe(true)
  })

  it('lets the auditor read and not write', async () => {
    const auditor = (await operatorSession(t, merchantId, ['auditor'])).headers
    expect((await send('GET', root(), undefined, auditor)).statusCode).toBe(200)
    expect((await send('POST', root(), input(), auditor)).json().code).toBe('forbidden')
  })
})
