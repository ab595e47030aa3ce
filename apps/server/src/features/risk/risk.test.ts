import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoMerchant } from '../../test/agents'
import { secondMerchant } from '../../test/brands'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { bindAccount, payer, withdraw, type Payer } from '../../test/withdrawals'
import { runRiskRules } from './risk-job.service'

/**
 * The withdrawal hold and the console's risk queue (decision 058): an open high flag refuses new
 * withdrawal requests and operators' approvals until an operator resolves it; the decision is
 * audited and the flag stays listed; another brand's operator neither sees nor decides it.
 */

let t: TestApp
let merchantId: number
let risk: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  merchantId = (await demoMerchant(t.db)).id
  risk = (await operatorSession(t, merchantId, ['risk'])).headers
})
afterAll(() => closeCheckingBooks(t))

const flags = `/wps/operator/brands/:merchantId/risk-flags`
const url = (brand: number, rest = '') => flags.replace(':merchantId', String(brand)) + rest
const get = (headers: Record<string, string>, path: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers, query })
const decide = (headers: Record<string, string>, brand: number, id: string, status: string, note: string) =>
  t.app.inject({
    method: 'POST',
    url: url(brand, `/${id}/decision`),
    headers,
    payload: { status, note },
    remoteAddress: '203.0.113.9',
  })
const approve = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'POST', url: `/wps/operator/withdrawals/${id}/approve`, headers })

/** A member whose second bank account is a number another member bound first: a high flag. */
async function flaggedMember(): Promise<{ member: Payer; pending: string; flagId: string }> {
  const first = await payer(t, 0n)
  const member = await payer(t, 100_000n)
  const pending = await withdraw(t, member, '100.00', `risk-hold-${member.id}-1`)
  expect(pending.statusCode).toBe(200)
  const shared = await bindAccount(t, member.token, {
    bankCode: 'CIMB',
    accountNumber: `5140${String(first.id).padStart(8, '0')}`,
    payeeName: 'Ahmad Razak',
  })
  expect(shared.statusCode).toBe(200)
  await runRiskRules(t.db, new Date())
  const flag = await t.db
    .selectFrom('riskFlags')
    .select('id')
    .where('memberId', '=', member.id)
    .where('rule', '=', 'shared_bank_account')
    .executeTakeFirstOrThrow()
  return { member, pending: pending.json().value.id, flagId: String(flag.id) }
}

describe('the withdrawal hold', () => {
  it('refuses requests and approvals while a high flag is open, and lifts once it is resolved', async () => {
    const { member, pending, flagId } = await flaggedMember()
    const finance = (await operatorSession(t, merchantId, ['finance'])).headers

    const refused = await withdraw(t, member, '50.00', `risk-hold-${member.id}-2`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('withdrawal_held')
    expect((await approve(finance, pending)).json().code).toBe('withdrawal_held')
    // Finance reads the flag that holds its queue, but only risk decides it.
    const seen = await get(finance, url(merchantId, `/${flagId}`))
    expect(seen.json().value).toMatchObject({ rule: 'shared_bank_account', severity: 'high', holdsWithdrawals: true })
    expect((await decide(finance, merchantId, flagId, 'resolved', 'paid')).json().code).toBe('forbidden')

    const resolved = await decide(
      risk,
      merchantId,
      flagId,
      'resolved',
      '  Brothers sharing an account; checked by phone ',
    )
    expect(resolved.statusCode).toBe(200)
    expect(resolved.json().value).toMatchObject({
      status: 'resolved',
      note: 'Brothers sharing an account; checked by phone',
      holdsWithdrawals: false,
    })
    expect((await approve(finance, pending)).statusCode).toBe(200)
    expect((await withdraw(t, member, '50.00', `risk-hold-${member.id}-3`)).statusCode).toBe(200)
  })
})

describe('the risk queue', () => {
  it('lists with filters, shows the evidence, audits the decision and keeps the decided flag', async () => {
    const { member, flagId } = await flaggedMember()
    const list = (query: Record<string, string>) => get(risk, url(merchantId), query)
    const open = await list({ status: 'open', severity: 'high', rule: 'shared_bank_account', memberId: `${member.id}` })
    expect(open.json().value.content).toMatchObject([
      { id: flagId, username: member.username, summary: expect.stringContaining('also bound by 1 other') },
    ])
    expect((await list({ severity: 'low', memberId: `${member.id}` })).json().value.totalElements).toBe(0)
    const detail = (await get(risk, url(merchantId, `/${flagId}`))).json().value
    expect(detail.evidence).toMatchObject({
      payeeName: 'Ahmad Razak',
      members: [{ bankAccountId: expect.any(String) }],
    })

    expect((await decide(risk, merchantId, flagId, 'dismissed', 'Known family account')).statusCode).toBe(200)
    expect((await decide(risk, merchantId, flagId, 'resolved', 'again')).json().code).toBe('conflict')
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'ip', 'before', 'after', 'merchantId'])
      .where('target', '=', `risk-flag:${flagId}`)
      .execute()
    expect(audit).toMatchObject([
      {
        action: 'risk.dismissed',
        ip: '203.0.113.9',
        merchantId,
        before: { status: 'open', rule: 'shared_bank_account', severity: 'high' },
        after: { status: 'dismissed', note: 'Known family account' },
      },
    ])
    const kept = await list({ status: 'dismissed', memberId: `${member.id}` })
    expect(kept.json().value.content).toMatchObject([{ id: flagId, status: 'dismissed' }])
  })

  it('keeps one brand’s flags from another brand’s operators, and from roles without risk', async () => {
    const { flagId } = await flaggedMember()
    const brandB = await secondMerchant(t, 'risk-b.test', 'THB')
    const other = (await operatorSession(t, brandB, ['risk'])).headers
    expect((await get(other, url(merchantId))).json().code).toBe('not_found')
    expect((await get(other, url(merchantId, `/${flagId}`))).json().code).toBe('not_found')
    expect((await get(other, url(brandB, `/${flagId}`))).json().code).toBe('not_found')
    expect((await decide(other, brandB, flagId, 'dismissed', 'not mine')).json().code).toBe('not_found')
    expect((await get(other, url(brandB))).json().value.totalElements).toBe(0)
    const support = (await operatorSession(t, merchantId, ['support'])).headers
    expect((await get(support, url(merchantId))).json().code).toBe('forbidden')
    const row = await t.db.selectFrom('riskFlags').select('status').where('id', '=', BigInt(flagId)).executeTakeFirst()
    expect(row?.status).toBe('open')
  })
})
