import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, callEncrypted, registerMember } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { seedMainWallet } from '../../test/wallet-seed'

let t: TestApp
let merchantId: number
beforeAll(async () => {
  t = await createTestApp()
  merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id
})
afterAll(() => closeCheckingBooks(t))

const idOf = async (username: string) =>
  (await t.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id

/** A member with a payment password, 100.00 in the wallet, under `parent` when given. */
async function member(parent?: bigint, agent = false) {
  const m = await registerMember(t)
  const id = await idOf(m.username)
  await t.db
    .updateTable('members')
    .set({ parentId: parent ?? null, isAgent: agent ? 1 : 0 })
    .where('id', '=', id)
    .execute()
  await callEncrypted(
    t,
    'POST',
    '/wps/member/password/payment',
    { loginPassword: 'secret123', newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
    bearer(m.token),
  )
  const seed = { merchantId, currency: 'MYR', memberId: id, amount: 10000n }
  await seedMainWallet(t.db, { ...seed, key: `seed:${id}`, ref: String(id) })
  return { ...m, id }
}

const balance = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value
    .sumBalance

describe('transfers within the team', () => {
  it('lets a member pay the upline once per idempotency key', async () => {
    const agent = await member(undefined, true)
    const child = await member(agent.id)
    const send = (amount: string, key: string, paymentPassword = '123456') =>
      callEncrypted(
        t,
        'POST',
        '/wps/member/transfer/upline',
        { amount, paymentPassword },
        { ...bearer(child.token), 'idempotency-key': key },
      )
    expect((await send('10.00', 'k-upline-1', '000000')).json().code).toBe('password_incorrect')
    expect((await send('10.001', 'k-upline-1')).json().code).toBe('validation_failed')
    expect((await send('10.00', 'short')).json().code).toBe('validation_failed')
    const first = await send('12.50', 'k-upline-1')
    expect(first.json().value.balance).toBe('87.50')
    const again = await send('12.50', 'k-upline-1')
    expect(again.json()).toEqual(first.json())
    expect((await send('99.00', 'k-upline-1')).json().code).toBe('idempotency_conflict')
    expect((await send('500.00', 'k-upline-2')).json().code).toBe('insufficient_funds')
    expect(await balance(child.token)).toBe('87.50')
    expect(await balance(agent.token)).toBe('112.50')

    const records = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet?pageSize=1',
      headers: bearer(child.token),
    })
    expect(records.json().value).toMatchObject({
      pageNum: 1,
      totalPages: 2,
      totalElements: 2,
      content: [{ type: 'upline_transfer', wallet: 'MAIN', amount: '-12.50', balanceAfter: '87.50' }],
    })
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet?type=test_seed',
      headers: bearer(child.token),
    })
    expect(filtered.json().value.content.map((r: { amount: string }) => r.amount)).toEqual(['100.00'])
    const old = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet?from=2020-01-01T00:00:00Z&to=2020-02-01T00:00:00Z',
      headers: bearer(child.token),
    })
    expect(old.json().value).toMatchObject({ content: [], totalElements: 0, totalPages: 1 })
    const tooLong = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet?from=2020-01-01T00:00:00Z&to=2021-01-01T00:00:00Z',
      headers: bearer(child.token),
    })
    expect(tooLong.json().code).toBe('validation_failed')
  })

  it('lets an agent pay its own team, at any depth, and nobody else', async () => {
    const agent = await member(undefined, true)
    const direct = await member(agent.id)
    const grandchild = await member(direct.id)
    const stranger = await member()
    const pay = (username: string, key: string) =>
      callEncrypted(
        t,
        'POST',
        '/wps/agent/transfer/downline',
        { username, amount: '5.00', paymentPassword: '123456' },
        { ...bearer(agent.token), 'idempotency-key': key },
      )
    expect((await pay(direct.username, 'k-down-1')).statusCode).toBe(200)
    expect((await pay(grandchild.username, 'k-down-2')).statusCode).toBe(200)
    const refused = await pay(stranger.username, 'k-down-3')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('not_in_team')
    expect(await balance(grandchild.token)).toBe('105.00')
    const asMember = await callEncrypted(
      t,
      'POST',
      '/wps/agent/transfer/downline',
      { username: grandchild.username, amount: '1.00', paymentPassword: '123456' },
      { ...bearer(direct.token), 'idempotency-key': 'k-down-4' },
    )
    expect(asMember.statusCode).toBe(403)
    expect(asMember.json().code).toBe('forbidden')
  })

  it('refuses to pay a member of the team who is taking a break', async () => {
    const agent = await member(undefined, true)
    const resting = await member(agent.id)
    const { merchantId } = await t.db
      .selectFrom('members')
      .select('merchantId')
      .where('id', '=', resting.id)
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('memberProtection')
      .values({ memberId: resting.id, merchantId, exclusionKind: 'self_exclusion', excludedFrom: new Date() })
      .execute()
    const refused = await callEncrypted(
      t,
      'POST',
      '/wps/agent/transfer/downline',
      { username: resting.username, amount: '5.00', paymentPassword: '123456' },
      { ...bearer(agent.token), 'idempotency-key': 'k-down-rest' },
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('member_excluded')
  })
})
