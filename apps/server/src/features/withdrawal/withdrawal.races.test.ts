import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCheckingBooks, TEST_ENGINE } from '../../test/ledger-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { merchantIdOf, operatorToken, payer, walletAndHold, withdraw } from '../../test/withdrawals'

/**
 * Races on PostgreSQL (PGlite has one connection and cannot show them): many requests of one
 * member at once must neither overdraw the wallet nor pass a daily limit only some of them fit in.
 */
const ON_POSTGRES = TEST_ENGINE === 'postgres'

let t: TestApp
let merchantId: number
beforeAll(async () => {
  t = await createTestApp()
  merchantId = await merchantIdOf(t)
})
afterAll(() => closeCheckingBooks(t))

const setLimits = (limits: { dailyCount?: number; dailyAmount?: bigint }) =>
  t.db.updateTable('withdrawalSettings').set(limits).where('merchantId', '=', merchantId).execute()

const codes = (responses: { statusCode: number; json(): { code?: string } }[]) =>
  responses.map((r) => (r.statusCode === 200 ? 'ok' : (r.json().code ?? String(r.statusCode)))).sort()

describe.skipIf(!ON_POSTGRES)('withdrawal races on PostgreSQL', () => {
  it('50 concurrent full-balance withdrawals on one wallet: exactly one is held', async () => {
    await setLimits({ dailyCount: 100, dailyAmount: 10_000_000n })
    const who = await payer(t, 10_000n)
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => withdraw(t, who, '100.00', `race-full-${i}`)),
    )
    expect(codes(responses)).toEqual([...Array(49).fill('insufficient_funds'), 'ok'])
    expect(await walletAndHold(t, who.id)).toEqual({ main: 0n, hold: 10_000n })
    expect(await t.db.selectFrom('withdrawals').select('id').where('memberId', '=', who.id).execute()).toHaveLength(1)
  })

  it('the daily count holds under concurrent requests', async () => {
    await setLimits({ dailyCount: 5, dailyAmount: 10_000_000n })
    const who = await payer(t, 1_000_000n)
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => withdraw(t, who, '50.00', `race-count-${i}`)),
    )
    expect(codes(responses)).toEqual([...Array(5).fill('ok'), ...Array(15).fill('withdrawal_limit_reached')])
    expect(await walletAndHold(t, who.id)).toEqual({ main: 975_000n, hold: 25_000n })
  })

  it('the daily amount holds under concurrent requests', async () => {
    await setLimits({ dailyCount: 100, dailyAmount: 25_000n })
    const who = await payer(t, 1_000_000n)
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => withdraw(t, who, '60.00', `race-amount-${i}`)),
    )
    expect(codes(responses)).toEqual([...Array(4).fill('ok'), ...Array(16).fill('withdrawal_limit_reached')])
    const held = await t.db.selectFrom('withdrawals').select('amount').where('memberId', '=', who.id).execute()
    expect(held.reduce((sum, row) => sum + row.amount, 0n)).toBe(24_000n)
  })

  it('approve and reject at once: exactly one decision, one posting', async () => {
    await setLimits({ dailyCount: 100, dailyAmount: 10_000_000n })
    const [first, second] = [await operatorToken(t), await operatorToken(t)]
    const who = await payer(t, 100_000n)
    for (let round = 0; round < 5; round++) {
      const id = (await withdraw(t, who, '50.00', `race-decide-${round}`)).json().value.id
      const responses = await Promise.all([
        t.app.inject({ method: 'POST', url: `/wps/operator/withdrawals/${id}/approve`, headers: first }),
        t.app.inject({
          method: 'POST',
          url: `/wps/operator/withdrawals/${id}/reject`,
          headers: second,
          payload: { reason: 'race' },
        }),
        t.app.inject({ method: 'POST', url: `/wps/operator/withdrawals/${id}/approve`, headers: second }),
      ])
      expect(codes(responses)).toEqual(['ok', 'withdrawal_state_invalid', 'withdrawal_state_invalid'])
      const postings = await t.db
        .selectFrom('ledgerTransactions')
        .select('kind')
        .where('externalRef', '=', id)
        .execute()
      expect(postings).toHaveLength(2)
    }
    expect((await walletAndHold(t, who.id)).hold).toBe(0n)
  })
})
