import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts'
import { demoMerchant, settledRound } from '../../test/agents'
import { closeCheckingBooks, createMembers } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { insertPromotion } from '../../test/promotions'
import { createTestApp, type TestApp } from '../../test/test-app'
import { bindAccount, payer, withdraw, type Payer } from '../../test/withdrawals'
import { award } from '../promotion/grant.service'
import { runRiskRules } from './risk-job.service'

/**
 * Each risk rule over a real scenario (decision 058, docs/player-protection.md#risk-rules): it
 * raises its flag once the threshold is met, raises nothing just below it, and a second run of
 * the job over the same facts raises nothing again.
 */

let t: TestApp
let operator: Record<string, string>
let merchant: { id: number; currency: string }
beforeAll(async () => {
  t = await createTestApp()
  operator = (await operatorSession(t)).headers
  merchant = await demoMerchant(t.db)
})
afterAll(() => closeCheckingBooks(t))

const run = () => runRiskRules(t.db, new Date())
let ipSeq = 0
/** Every login of the member from one address of its own (test requests all come from one). */
async function onOwnIp(memberId: bigint, ip = `198.51.${100 + (++ipSeq >> 8)}.${ipSeq & 255}`): Promise<string> {
  await t.db.updateTable('sessions').set({ ip }).where('memberId', '=', memberId).execute()
  return ip
}
async function member(minor = 0n): Promise<Payer> {
  const p = await payer(t, minor)
  await onOwnIp(p.id)
  return p
}
/** Accounts as rows (the registration call allows 20 an hour from one address). */
async function accounts(count: number, parentId: bigint | null = null) {
  const ids = await createMembers(t.db, merchant.id, count)
  return t.db.updateTable('members').set({ parentId }).where('id', 'in', ids).returning(['id', 'username']).execute()
}
let tokenSeq = 0
/** A login of the member from the address, as the session store records one. */
async function loginFrom(memberId: bigint, ip: string): Promise<void> {
  await t.db
    .insertInto('sessions')
    .values({
      memberId,
      tokenHash: `risk-test-${++tokenSeq}-${Date.now()}`,
      loginType: 'username',
      ip,
      userAgent: 'test',
      lastSeenAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .execute()
}
const flagsOf = (memberId: bigint, rule: string) =>
  t.db
    .selectFrom('riskFlags')
    .select(['rule', 'severity', 'status', 'evidence'])
    .where('memberId', '=', memberId)
    .where('rule', '=', rule as never)
    .execute()

let keySeq = 0
/** A bank-transfer deposit through the member's call, approved by an operator: the wallet is credited. */
async function deposit(p: Payer, amount: string): Promise<string> {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/bank-transfer',
    headers: { ...bearer(p.token), 'idempotency-key': `risk-dep-${++keySeq}-${Date.now()}` },
    payload: { channelCode: 'BANK_TRANSFER', reference: 'MBB 889120', amount },
  })
  if (asked.statusCode !== 200) throw new Error(asked.body)
  const id = asked.json().value.id as string
  const approved = await t.app.inject({
    method: 'POST',
    url: `/wps/operator/deposits/${id}/approve`,
    headers: operator,
  })
  if (approved.statusCode !== 200) throw new Error(approved.body)
  return id
}

describe('deposit then withdrawal with little play', () => {
  it('flags a withdrawal whose turnover since the last deposit is below 30% of it, high', async () => {
    const quick = await member()
    const depositId = await deposit(quick, '1000.00')
    await settledRound(t.db, quick.id, new Date(), 29_900n, 0n)
    expect((await withdraw(t, quick, '500.00', `risk-lp-${quick.id}`)).statusCode).toBe(200)
    const player = await member()
    await deposit(player, '1000.00')
    await settledRound(t.db, player.id, new Date(), 30_000n, 0n)
    expect((await withdraw(t, player, '500.00', `risk-lp-${player.id}`)).statusCode).toBe(200)

    await run()
    const [flag] = await flagsOf(quick.id, 'little_play')
    expect(flag).toMatchObject({
      severity: 'high',
      status: 'open',
      evidence: { depositId, depositAmount: '1000.00', withdrawalAmount: '500.00', turnover: '299.00' },
    })
    expect(await flagsOf(player.id, 'little_play')).toEqual([])
    await run()
    expect(await flagsOf(quick.id, 'little_play')).toHaveLength(1)
  })
})

describe('many deposits in a short time', () => {
  it('flags five deposit requests within ten minutes once, and not four', async () => {
    const fast = await member()
    const four = await member()
    for (let i = 0; i < 6; i++) await deposit(fast, '50.00')
    for (let i = 0; i < 4; i++) await deposit(four, '50.00')
    await run()
    await run()
    const flags = await flagsOf(fast.id, 'rapid_deposits')
    expect(flags).toHaveLength(1)
    expect(flags[0]).toMatchObject({ severity: 'medium', evidence: { count: 5, total: '250.00', minutes: 10 } })
    expect(await flagsOf(four.id, 'rapid_deposits')).toEqual([])
  })
})

describe('several accounts on one IP, device or bank account', () => {
  it('flags three accounts logging in from one IP, not two', async () => {
    const [a, b, c, d, e] = await accounts(5)
    for (const m of [a, b, c]) await loginFrom(m!.id, '198.51.100.200')
    for (const m of [d, e]) await loginFrom(m!.id, '198.51.100.201')
    await run()
    const [flag] = await flagsOf(c!.id, 'shared_ip')
    expect(flag).toMatchObject({ severity: 'medium', evidence: { ip: '198.51.100.200', threshold: 3 } })
    expect((flag!.evidence.members as { username: string }[]).map((m) => m.username).sort()).toEqual(
      [a!.username, b!.username, c!.username].sort(),
    )
    expect(await flagsOf(d!.id, 'shared_ip')).toEqual([])
  })

  it('flags the second account on one device id, and an account binding a number another member bound', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId: merchant.id,
      kind: 'signup',
      rules: { amount: '5.00', trigger: 'join' },
    })
    const [a, b, c] = await Promise.all([member(), member(), member()])
    const entry = (m: Payer, device: string) =>
      t.db
        .insertInto('promotionEntries')
        .values({ promotionId: promotion.id, merchantId: merchant.id, memberId: m.id, state: 'joined', device })
        .execute()
    await entry(a, 'device-shared-1')
    await entry(b, 'device-shared-1')
    await entry(c, 'device-own-2')
    const bound = await bindAccount(t, b.token, {
      bankCode: 'MBB',
      accountNumber: `5140${String(a.id).padStart(8, '0')}`,
      payeeName: 'Ahmad Razak',
    })
    expect(bound.statusCode).toBe(200)
    await run()
    expect(await flagsOf(b.id, 'shared_device')).toMatchObject([{ severity: 'medium' }])
    expect(await flagsOf(c.id, 'shared_device')).toEqual([])
    expect(await flagsOf(b.id, 'shared_bank_account')).toMatchObject([
      { severity: 'high', evidence: { bankAccountId: bound.json().value.id, members: [{ username: a.username }] } },
    ])
    // The account first bound raises nothing: only the later binding is the newcomer's.
    expect(await flagsOf(a.id, 'shared_bank_account')).toEqual([])
  })
})

describe('a bonus claimed across linked accounts', () => {
  it('flags the later grant of a promotion to an account sharing an IP with an earlier one', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId: merchant.id,
      kind: 'signup',
      rules: { amount: '5.00', trigger: 'join' },
    })
    const [first, linked, apart] = await Promise.all([member(), member(), member()])
    await onOwnIp(linked.id, await onOwnIp(first.id))
    for (const m of [first, linked, apart])
      await award(t.db, {
        promotion,
        member: { id: m.id, merchantId: merchant.id, currency: merchant.currency },
        occasion: '',
        amount: 500n,
        mode: 'pay',
      })
    await run()
    expect(await flagsOf(linked.id, 'linked_bonus')).toMatchObject([
      { severity: 'high', evidence: { amount: '5.00', linked: [{ username: first.username, via: 'ip' }] } },
    ])
    expect(await flagsOf(first.id, 'linked_bonus')).toEqual([])
    expect(await flagsOf(apart.id, 'linked_bonus')).toEqual([])
  })
})

describe('large wins', () => {
  it('flags a payout of 10,000.00 or 200 times a stake of 1,000.00 and more, not below', async () => {
    const [big, multiple, below] = await accounts(3)
    await settledRound(t.db, big!.id, new Date(), 500_000n, 1_000_000n)
    await settledRound(t.db, multiple!.id, new Date(), 500n, 100_000n)
    await settledRound(t.db, below!.id, new Date(), 100n, 99_900n)
    await settledRound(t.db, below!.id, new Date(), 500_000n, 999_999n)
    await run()
    expect(await flagsOf(big!.id, 'large_win')).toMatchObject([
      { severity: 'medium', evidence: { source: 'round', win: '10000.00', stake: '5000.00' } },
    ])
    expect(await flagsOf(multiple!.id, 'large_win')).toMatchObject([{ evidence: { multiple: 200 } }])
    expect(await flagsOf(below!.id, 'large_win')).toEqual([])
  })
})

describe('play patterns of the agent tree', () => {
  it('flags the agent when three members of its team log in from one IP, not two', async () => {
    const [agent, calm] = await accounts(2)
    const team = await accounts(3, agent!.id)
    const pair = await accounts(2, calm!.id)
    for (const m of team) await loginFrom(m.id, '203.0.113.50')
    for (const m of pair) await loginFrom(m.id, '203.0.113.51')
    await run()
    await run()
    expect(await flagsOf(agent!.id, 'team_shared_ip')).toMatchObject([
      { severity: 'high', evidence: { agent: agent!.username, ip: '203.0.113.50', threshold: 3 } },
    ])
    expect(await flagsOf(calm!.id, 'team_shared_ip')).toEqual([])
  })
})
