import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registeredMember } from '../../test/accounts'
import { demoMerchantId, otherMerchant } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let demo: number
let other: number
/** An owner of the demo brand only, a finance operator of it, and its content operator (reads only). */
let owner: Record<string, string>
let finance: Record<string, string>
let content: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  demo = await demoMerchantId(t)
  other = await otherMerchant(t, 'cashier-b.test')
  owner = (await operatorSession(t, demo)).headers
  finance = (await operatorSession(t, demo, ['finance'])).headers
  content = (await operatorSession(t, demo, ['content'])).headers
})
afterAll(() => t.close())

const base = (merchantId = demo) => `/wps/operator/brands/${merchantId}/cashier`
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = owner) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })
const ok = async (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const fieldErrors = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBe(400)
  expect(res.json().code).toBe('validation_failed')
  return (res.json().details as { path: string }[]).map((d) => d.path)
}
const audits = (action: string) =>
  t.db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('id', 'desc').execute()
const memberChannels = async (headers: Record<string, string>) =>
  (await ok(await t.app.inject({ method: 'GET', url: '/wps/member/deposit/channels', headers }))).channels.map(
    (c: { code: string }) => c.code,
  )
const bankChannel = {
  code: 'DUITNOW',
  type: 'bank_transfer',
  displayName: 'DuitNow transfer',
  minAmount: '30',
  maxAmount: '20000.50',
  enabled: true,
  bankName: 'Public Bank',
  accountName: 'Demo Sdn Bhd',
  accountNumber: '3198-7766-01',
}

describe('reading a brand’s cashier settings', () => {
  it('shows channels, limits, banks, turnover and the four-eyes thresholds to a reader', async () => {
    const value = await ok(await call('GET', base(), undefined, content))
    expect(value.currency).toBe('MYR')
    expect(value.channels.map((c: { code: string }) => c.code)).toEqual(['BANK_TRANSFER', 'ONLINE_PAYMENT'])
    expect(value.providers).toEqual(['paygate'])
    expect(value.withdrawals).toMatchObject({ minAmount: '50.00', dailyCount: 5 })
    expect(value.banks.length).toBeGreaterThan(0)
    expect(value.turnover).toEqual({ depositMultiplier: '0' })
    expect(value.thresholds).toMatchObject({ merchantId: demo, isDefault: true })
  })

  it('answers not_found for a brand outside the operator’s scope, and refuses writes without brands.cashier', async () => {
    expect((await call('GET', base(other))).json().code).toBe('not_found')
    const res = await call('PUT', `${base()}/turnover`, { depositMultiplier: '1' }, content)
    expect(res.statusCode).toBe(403)
  })
})

describe('deposit channels', () => {
  let channelId: number
  it('adds a bank transfer channel that members then see, last, with one audit row', async () => {
    const member = bearer((await registeredMember(t)).token)
    const channel = await ok(await call('POST', `${base()}/deposit-channels`, bankChannel, finance))
    channelId = channel.id
    expect(channel).toMatchObject({ code: 'DUITNOW', minAmount: '30.00', maxAmount: '20000.50', provider: null })
    expect(await memberChannels(member)).toEqual(['BANK_TRANSFER', 'ONLINE_PAYMENT', 'DUITNOW'])
    const [row] = await audits('brand.deposit_channels')
    expect(row?.merchantId).toBe(demo)
    expect(JSON.stringify(row?.after)).toContain('3198-7766-01')
    expect((row?.before as { channels: unknown[] }).channels).toHaveLength(2)
  })

  it('refuses what a channel cannot be, with field errors, and saves nothing', async () => {
    const count = (await audits('brand.deposit_channels')).length
    const bad = { ...bankChannel, code: 'BAD', minAmount: '500', maxAmount: '100', bankName: null }
    expect(fieldErrors(await call('POST', `${base()}/deposit-channels`, bad))).toEqual([
      '/body/maxAmount',
      '/body/bankName',
    ])
    const gateway = { ...bankChannel, code: 'GW', type: 'gateway', provider: 'acme' }
    expect(fieldErrors(await call('POST', `${base()}/deposit-channels`, gateway))).toEqual(['/body/provider'])
    expect(fieldErrors(await call('POST', `${base()}/deposit-channels`, { ...bankChannel, code: 'x y' }))).toContain(
      '/body/code',
    )
    expect(fieldErrors(await call('POST', `${base()}/deposit-channels`, bankChannel))).toEqual(['/body/code'])
    expect((await audits('brand.deposit_channels')).length).toBe(count)
    const codes = await t.db.selectFrom('depositChannels').select('code').where('merchantId', '=', demo).execute()
    expect(codes.map((c) => c.code).sort()).toEqual(['BANK_TRANSFER', 'DUITNOW', 'ONLINE_PAYMENT'])
  })

  it('disables a channel, which members then no longer see; a gateway drops the bank fields', async () => {
    const member = bearer((await registeredMember(t)).token)
    await ok(await call('PUT', `${base()}/deposit-channels/${channelId}`, { ...bankChannel, enabled: false }))
    expect(await memberChannels(member)).toEqual(['BANK_TRANSFER', 'ONLINE_PAYMENT'])
    const gateway = await ok(
      await call('PUT', `${base()}/deposit-channels/${channelId}`, {
        ...bankChannel,
        type: 'gateway',
        provider: 'paygate',
      }),
    )
    expect(gateway).toMatchObject({ type: 'gateway', provider: 'paygate', bankName: null, accountNumber: null })
    expect(await memberChannels(member)).toEqual(['BANK_TRANSFER', 'ONLINE_PAYMENT', 'DUITNOW'])
  })

  it('keeps the code and type of a channel that has deposits', async () => {
    const bank = await t.db
      .selectFrom('depositChannels')
      .select('id')
      .where('merchantId', '=', demo)
      .where('code', '=', 'BANK_TRANSFER')
      .executeTakeFirstOrThrow()
    const m = await registeredMember(t)
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/wps/member/deposit/bank-transfer',
      headers: { ...bearer(m.token), 'idempotency-key': 'cashier-1' },
      payload: { channelCode: 'BANK_TRANSFER', amount: '100.00', reference: 'ref' },
    })
    expect(deposit.statusCode, deposit.body).toBe(200)
    const renamed = { ...bankChannel, code: 'BANK_TRANSFER_2', type: 'gateway', provider: 'paygate' }
    expect(fieldErrors(await call('PUT', `${base()}/deposit-channels/${bank.id}`, renamed))).toEqual([
      '/body/code',
      '/body/type',
    ])
  })

  it('answers not_found for another brand’s channel and leaves it alone', async () => {
    const theirs = await t.db
      .insertInto('depositChannels')
      .values({
        merchantId: other,
        code: 'B_BANK',
        type: 'gateway',
        displayName: 'B',
        minAmount: 100n,
        maxAmount: 200n,
        provider: 'paygate',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const res = await call('PUT', `${base()}/deposit-channels/${theirs.id}`, bankChannel)
    expect(res.json().code).toBe('not_found')
    expect((await call('PUT', `${base(other)}/deposit-channels/${theirs.id}`, bankChannel)).json().code).toBe(
      'not_found',
    )
    const row = await t.db
      .selectFrom('depositChannels')
      .selectAll()
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ code: 'B_BANK', displayName: 'B' })
  })

  it('puts the channels in a new order, every channel once', async () => {
    const member = bearer((await registeredMember(t)).token)
    const ids = (await ok(await call('GET', base()))).channels.map((c: { id: number }) => c.id) as number[]
    expect(fieldErrors(await call('PUT', `${base()}/deposit-channels/order`, { channelIds: ids.slice(1) }))).toEqual([
      '/body/channelIds',
    ])
    const ordered = await ok(await call('PUT', `${base()}/deposit-channels/order`, { channelIds: [...ids].reverse() }))
    expect(ordered.map((c: { id: number }) => c.id)).toEqual([...ids].reverse())
    expect(await memberChannels(member)).toEqual(['DUITNOW', 'ONLINE_PAYMENT', 'BANK_TRANSFER'])
  })
})

describe('withdrawal limits and banks', () => {
  it('sets the limits the member site then shows, audited before and after', async () => {
    const limits = {
      minAmount: '20',
      maxAmount: '30000',
      dailyCount: 3,
      dailyAmount: '60000',
      autoReceiveMinutes: 45,
      maxBankAccounts: 2,
    }
    const value = await ok(await call('PUT', `${base()}/withdrawals`, limits))
    expect(value.withdrawals).toEqual({ ...limits, minAmount: '20.00', maxAmount: '30000.00', dailyAmount: '60000.00' })
    const [row] = await audits('brand.withdrawals')
    expect(row?.before).toMatchObject({ withdrawals: { minAmount: '50.00' } })
    expect(row?.after).toMatchObject({ withdrawals: { minAmount: '20.00', dailyCount: 3 } })
    const member = bearer((await registeredMember(t)).token)
    const site = await ok(await t.app.inject({ method: 'GET', url: '/wps/member/withdraw/settings', headers: member }))
    expect(JSON.stringify(site)).toContain('30000.00')
    const bad = await call('PUT', `${base()}/withdrawals`, { ...limits, minAmount: '0', maxAmount: '-1' })
    expect(fieldErrors(bad)).toContain('/body/maxAmount')
    expect((await ok(await call('GET', base()))).withdrawals.minAmount).toBe('20.00')
  })

  it('switches banks off and adds new ones, never dropping one from the list', async () => {
    const { banks } = await ok(await call('GET', base()))
    const list = banks.map(({ code, name, enabled }: { code: string; name: string; enabled: boolean }) => ({
      code,
      name,
      enabled,
    }))
    const first = list[0].code as string
    const next = [
      { code: 'GXB', name: 'GXBank', enabled: true },
      ...list.map((b: object, i: number) => ({ ...b, enabled: i !== 0 })),
    ]
    const value = await ok(await call('PUT', `${base()}/withdrawal-banks`, { banks: next }))
    expect(value.banks[0]).toMatchObject({ code: 'GXB', enabled: true, accounts: 0 })
    const member = bearer((await registeredMember(t)).token)
    const site = await ok(await t.app.inject({ method: 'GET', url: '/wps/member/withdraw/banks', headers: member }))
    const codes = JSON.stringify(site)
    expect(codes).toContain('GXB')
    expect(codes).not.toContain(`"${first}"`)
    expect(fieldErrors(await call('PUT', `${base()}/withdrawal-banks`, { banks: next.slice(1) }))).toEqual([
      '/body/banks',
    ])
    expect(fieldErrors(await call('PUT', `${base()}/withdrawal-banks`, { banks: [...next, next[0]] }))).toEqual([
      `/body/banks/${next.length}/code`,
    ])
    expect((await audits('brand.withdrawal_banks')).length).toBe(1)
  })
})

describe('turnover rules', () => {
  it('makes an approved deposit carry the multiple of its amount as turnover', async () => {
    expect(fieldErrors(await call('PUT', `${base()}/turnover`, { depositMultiplier: '101' }))).toEqual([
      '/body/depositMultiplier',
    ])
    const value = await ok(await call('PUT', `${base()}/turnover`, { depositMultiplier: '1.5' }))
    expect(value.turnover).toEqual({ depositMultiplier: '1.5' })
    const [row] = await audits('brand.turnover')
    expect(row?.before).toEqual({ turnover: { depositMultiplier: '0' } })

    const m = await registeredMember(t)
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/wps/member/deposit/bank-transfer',
      headers: { ...bearer(m.token), 'idempotency-key': 'cashier-turnover' },
      payload: { channelCode: 'BANK_TRANSFER', amount: '200.00', reference: 'ref' },
    })
    const id = deposit.json().value.id as string
    await ok(await call('POST', `/wps/operator/deposits/${id}/approve`))
    const requirement = await t.db
      .selectFrom('turnoverRequirements')
      .selectAll()
      .where('memberId', '=', m.id)
      .executeTakeFirstOrThrow()
    expect(requirement).toMatchObject({ source: `deposit:${id}`, required: 30_000n, achieved: 0n })
    await ok(await call('PUT', `${base()}/turnover`, { depositMultiplier: '0' }))
  })
})
