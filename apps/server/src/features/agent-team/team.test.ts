import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, callEncrypted, registerMember } from '../../test/accounts'
import { agentGet, fund, registerCenter, settledRound, teamAccount, type TeamAccount } from '../../test/agents'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
// boss > lead > sub (agents); boss > p1, lead > p2, sub > p3 (members); rival > r1 is another team.
let boss: TeamAccount,
  lead: TeamAccount,
  sub: TeamAccount,
  p1: TeamAccount,
  p2: TeamAccount,
  p3: TeamAccount,
  rival: TeamAccount,
  r1: TeamAccount
const hour = (h: number) => new Date(Date.now() - h * 3_600_000)
beforeAll(async () => {
  t = await createTestApp()
  boss = await teamAccount(t, null, true)
  lead = await teamAccount(t, boss, true)
  sub = await teamAccount(t, lead, true)
  p1 = await teamAccount(t, boss, false)
  p2 = await teamAccount(t, lead, false)
  p3 = await teamAccount(t, sub, false)
  rival = await teamAccount(t, null, true)
  r1 = await teamAccount(t, rival, false)
  for (const who of [p1, p2, p3, r1]) await fund(t.db, who.id, 50_000n)
  await settledRound(t.db, p1.id, hour(2), 10_000n, 0n)
  await settledRound(t.db, p2.id, hour(3), 5_000n, 12_000n, 'LIVE')
  await settledRound(t.db, p3.id, hour(30), 2_000n, 0n)
  await settledRound(t.db, r1.id, hour(2), 99_900n, 0n)
  // A real deposit of p2's, approved by an operator: team cash comes from the deposit records.
  const deposit = await t.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/bank-transfer',
    headers: { ...bearer(p2.token), 'idempotency-key': 'agent-team-deposit-1' },
    payload: { channelCode: 'BANK_TRANSFER', reference: 'MBB 1', amount: '250.50' },
  })
  const operator = await operatorSession(t)
  await t.app.inject({
    method: 'POST',
    url: `/wps/operator/deposits/${deposit.json().value.id}/approve`,
    headers: operator.headers,
  })
})
afterAll(() => closeCheckingBooks(t))

const tree = async (ancestor: bigint) =>
  (
    await t.db
      .selectFrom('memberTree')
      .select(['descendantId', 'depth'])
      .where('ancestorId', '=', ancestor)
      .orderBy('depth')
      .orderBy('descendantId')
      .execute()
  ).map((r) => [r.descendantId, r.depth])

describe('the tree', () => {
  it('is kept by the database on insert and on a move, and refuses cycles', async () => {
    const whole = [
      [boss.id, 0],
      [lead.id, 1],
      [p1.id, 1],
      [sub.id, 2],
      [p2.id, 2],
      [p3.id, 3],
    ]
    expect(await tree(boss.id)).toEqual(whole)
    // Moving a subtree moves its links; moving it back restores them.
    await t.db.updateTable('members').set({ parentId: rival.id }).where('id', '=', sub.id).execute()
    expect(await tree(lead.id)).toEqual([
      [lead.id, 0],
      [p2.id, 1],
    ])
    expect((await tree(rival.id)).map(([id]) => id)).toEqual([rival.id, sub.id, r1.id, p3.id])
    await t.db.updateTable('members').set({ parentId: lead.id }).where('id', '=', sub.id).execute()
    expect(await tree(boss.id)).toEqual(whole)
    await expect(
      t.db.updateTable('members').set({ parentId: p3.id }).where('id', '=', lead.id).execute(),
    ).rejects.toThrow(/own team/)
  })

  it('places a member who registers with an agent’s affiliate code in that agent’s team', async () => {
    const { affiliateCode } = await t.db
      .selectFrom('members')
      .select('affiliateCode')
      .where('id', '=', rival.id)
      .executeTakeFirstOrThrow()
    const invited = await registerMember(t, { affiliateCode })
    const row = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', invited.username)
      .executeTakeFirstOrThrow()
    expect((await tree(rival.id)).map(([id]) => id)).toContain(row.id)
    await t.db.updateTable('members').set({ parentId: null }).where('id', '=', row.id).execute()
    expect((await tree(rival.id)).map(([id]) => id)).not.toContain(row.id)
  })
})

describe('registerCenter', () => {
  it('creates direct downlines, members or agents with an offer, under the merchant rules', async () => {
    const member = await registerCenter(t, boss, { username: 'dlmember1', password: 'start123', type: 'member' })
    expect(member.json().value).toMatchObject({ username: 'dlmember1', isAgent: 0, contract: null })
    const agent = await registerCenter(t, boss, {
      username: 'dlagent1',
      password: 'start123',
      type: 'agent',
      contract: { kind: 'daily_salary', tiers: [{ betAmount: '100.00', rate: '0.50' }] },
    })
    expect(agent.json().value).toMatchObject({
      isAgent: 1,
      contract: { status: 'offered', agent: 'dlagent1', upline: boss.username, side: 'given' },
    })
    const row = await t.db
      .selectFrom('members')
      .select(['parentId', 'passwordIsDefault'])
      .where('username', '=', 'dlagent1')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ parentId: boss.id, passwordIsDefault: true })
    expect(
      (await registerCenter(t, boss, { username: 'dlmember1', password: 'start123', type: 'member' })).json().code,
    ).toBe('username_taken')
    expect(
      (await registerCenter(t, boss, { username: '1bad', password: 'start123', type: 'member' })).json(),
    ).toMatchObject({ code: 'validation_failed', details: [{ path: '/body/username' }] })
    const memberOffer = await registerCenter(t, boss, {
      username: 'dlmember2',
      password: 'start123',
      type: 'member',
      contract: { kind: 'daily_salary', tiers: [{ betAmount: '1.00', rate: '0.10' }] },
    })
    expect(memberOffer.json().code).toBe('not_an_agent')
    const tooHigh = await registerCenter(t, lead, {
      username: 'dlagent2',
      password: 'start123',
      type: 'agent',
      contract: { kind: 'daily_salary', tiers: [{ betAmount: '1.00', rate: '0.10' }] },
    })
    expect(tooHigh.json()).toMatchObject({ code: 'rate_above_ceiling' })
    // A refused offer leaves no account behind.
    expect(
      await t.db.selectFrom('members').select('id').where('username', 'in', ['dlmember2', 'dlagent2']).execute(),
    ).toEqual([])
    const asMember = await callEncrypted(
      t,
      'POST',
      '/wps/agent/register',
      { username: 'dlmember3', password: 'start123', type: 'member' },
      bearer(p1.token),
    )
    expect(asMember.statusCode).toBe(403)
  })
})

describe('team reports', () => {
  it('overview counts the whole subtree and nothing else', async () => {
    const value = (await agentGet(t, boss, '/wps/agent/team/overview')).json().value
    expect(value).toMatchObject({
      teamSize: 7,
      directMembers: 4,
      newMembers: 7,
      activeMembers: 3,
      betCount: 3,
      stake: '170.00',
      validBet: '170.00',
      payout: '120.00',
      profitLoss: '-50.00',
      deposits: '250.50',
      withdrawals: '0.00',
    })
    expect(value.series).toHaveLength(7) // the default range: the last 7 local days, today included
    const cents = (field: string) =>
      value.series.reduce((sum: number, d: Record<string, string>) => sum + Math.round(Number(d[field]) * 100), 0)
    expect([cents('validBet'), cents('profitLoss'), cents('deposits')]).toEqual([17_000, -5_000, 25_050])
    const leadView = (await agentGet(t, lead, '/wps/agent/team/overview')).json().value
    expect(leadView).toMatchObject({ teamSize: 3, activeMembers: 2, validBet: '70.00', deposits: '250.50' })
    expect((await agentGet(t, sub, '/wps/agent/team/overview')).json().value.deposits).toBe('0.00')
  })

  it('team management lists direct or all downlines with filters and paging', async () => {
    const direct = (await agentGet(t, boss, '/wps/agent/team/members')).json().value
    expect(direct.content.map((m: { username: string }) => m.username).sort()).toEqual(
      [lead.username, p1.username, 'dlagent1', 'dlmember1'].sort(),
    )
    const all = (await agentGet(t, boss, '/wps/agent/team/members?scope=all&pageSize=2')).json().value
    expect([all.totalElements, all.totalPages, all.content.length]).toEqual([7, 4, 2])
    const agents = (await agentGet(t, boss, '/wps/agent/team/members?scope=all&type=agent')).json().value
    expect(agents.content.map((m: { username: string }) => m.username).sort()).toEqual(
      [lead.username, sub.username, 'dlagent1'].sort(),
    )
    const level3 = (await agentGet(t, boss, '/wps/agent/team/members?scope=all&level=3')).json().value
    expect(level3.content).toEqual([
      expect.objectContaining({
        username: p3.username,
        level: 3,
        upline: sub.username,
        balance: '500.00',
        teamSize: 0,
        isAgent: 0,
      }),
    ])
    const search = (
      await agentGet(t, boss, `/wps/agent/team/members?scope=all&search=${lead.username.toUpperCase()}`)
    ).json().value
    expect(search.content.map((m: { username: string }) => m.username)).toEqual([lead.username])
    const under = (await agentGet(t, boss, `/wps/agent/team/members?under=${lead.username}`)).json().value
    expect(under.content.map((m: { username: string; level: number }) => [m.username, m.level]).sort()).toEqual(
      [
        [p2.username, 2],
        [sub.username, 2],
      ].sort(),
    )
    const leadRow = direct.content.find((m: { username: string }) => m.username === lead.username)
    expect(leadRow).toMatchObject({ teamSize: 3, level: 1, contracts: [] })
  })

  it('team betting, user profit and loss and transactions stay inside the team', async () => {
    const bets = (await agentGet(t, boss, '/wps/agent/team/bets')).json().value
    expect(bets.totalElements).toBe(3)
    expect(bets.totals).toEqual({ stake: '170.00', validBet: '170.00', win: '120.00', profit: '-50.00' })
    const live = (await agentGet(t, boss, `/wps/agent/team/bets?gameType=LIVE&username=${p2.username}`)).json().value
    expect(live.content).toEqual([
      expect.objectContaining({
        username: p2.username,
        stake: '50.00',
        win: '120.00',
        profit: '70.00',
        status: 'settled',
      }),
    ])
    const pl = (await agentGet(t, boss, '/wps/agent/team/profit-loss')).json().value
    expect(
      pl.content.map((r: { username: string; profitLoss: string; level: number }) => [
        r.username,
        r.profitLoss,
        r.level,
      ]),
    ).toEqual([
      [p1.username, '-100.00', 1],
      [p2.username, '70.00', 2],
      [p3.username, '-20.00', 3],
    ])
    expect(pl.content[1]).toMatchObject({ deposits: '250.50', withdrawals: '0.00', betCount: 1 })
    const directPl = (await agentGet(t, boss, '/wps/agent/team/profit-loss?scope=direct')).json().value
    expect(directPl.content.map((r: { username: string }) => r.username)).toEqual([p1.username])
    const tx = (await agentGet(t, boss, `/wps/agent/team/transactions?username=${p3.username}`)).json().value
    expect(tx.content).toEqual([expect.objectContaining({ type: 'test_seed', amount: '500.00' })])
  })

  it('answers not_in_team for siblings, uplines, other teams and unknown names alike', async () => {
    for (const [who, name] of [
      [lead, p1.username],
      [lead, boss.username],
      [sub, lead.username],
      [boss, r1.username],
      [rival, p1.username],
      [boss, 'no-such-user'],
      [boss, boss.username],
    ] as const) {
      for (const url of [
        `/wps/agent/team/bets?username=${name}`,
        `/wps/agent/team/profit-loss?username=${name}`,
        `/wps/agent/team/transactions?username=${name}`,
        `/wps/agent/team/members?under=${name}`,
      ]) {
        const res = await agentGet(t, who, url)
        expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'not_in_team'])
      }
    }
    const rivalView = (await agentGet(t, rival, '/wps/agent/team/overview')).json().value
    expect(rivalView).toMatchObject({ teamSize: 1, validBet: '999.00' })
    expect((await agentGet(t, p1, '/wps/agent/team/overview')).statusCode).toBe(403)
  })

  it('keeps downline transfers to the team (closure lookup)', async () => {
    await callEncrypted(
      t,
      'POST',
      '/wps/member/password/payment',
      { loginPassword: 'secret123', newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
      bearer(lead.token),
    )
    await fund(t.db, lead.id, 10_000n)
    const send = (username: string, key: string) =>
      callEncrypted(
        t,
        'POST',
        '/wps/agent/transfer/downline',
        { username, amount: '1.00', paymentPassword: '123456' },
        { ...bearer(lead.token), 'idempotency-key': key },
      )
    expect((await send(p3.username, 'agent-team-1')).statusCode).toBe(200)
    expect((await send(p1.username, 'agent-team-2')).json().code).toBe('not_in_team')
    expect((await send(boss.username, 'agent-team-3')).json().code).toBe('not_in_team')
  })
})
