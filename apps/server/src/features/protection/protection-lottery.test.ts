import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '../../ledger/ledger'
import { closeCheckingBooks, TEST_ENGINE } from '../../test/ledger-fixtures'
import { balanceOfMember, fundedBettor } from '../../test/lottery-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { placeSlip } from '../lottery/lottery-bet/bet.service'
import { drawSealingKey, ensureIssues } from '../lottery/lottery-draw/draw.service'
import * as draws from '../lottery/lottery-draw/draw.repository'
import * as repo from './protection.repository'

/**
 * Lottery slips of an excluded member (decision 056): lottery_place_slips judges the exclusion
 * in the batch's statement, under a lock of the member's protection row, so a slip planned
 * before a time-out and still waiting in its batch when the time-out commits is refused too.
 */
let t: TestApp
let merchantId: number
const currency = 'MYR'

beforeAll(async () => {
  t = await createTestApp()
  merchantId = (await t.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id
  await ensureIssues(t.db, new Date(), drawSealingKey(t.appSecret))
})
afterAll(() => closeCheckingBooks(t))

async function bettor() {
  const { memberId } = await fundedBettor(t, merchantId, currency, 100_000n)
  return { memberId, merchantId, currency, language: 'EN' as const }
}
const slip = async () => {
  const issue = (await draws.openIssues(t.db, 'FAST_VN5', new Date(Date.now() + 15_000), 1))[0]!
  return { gameCode: 'FAST_VN5', drawId: String(issue.id), bets: [{ playType: 'de', numbers: ['27'], stake: '2.00' }] }
}
/** Writes a week's time-out in `trx`, as the service does under the member's row lock. */
async function timeOut(trx: typeof t.db, memberId: bigint) {
  await repo.lockProtection(trx, memberId, merchantId)
  await repo.saveExclusion(trx, memberId, {
    exclusionKind: 'timeout',
    excludedFrom: new Date(),
    excludedUntil: new Date(Date.now() + 7 * 86_400_000),
  })
}

describe('lottery slips and exclusion', () => {
  it('refuses the slips of an excluded member and takes nothing from the wallet', async () => {
    const who = await bettor()
    await placeSlip(t.db, who, await slip(), new Date())
    await inTransaction(t.db, (trx) => timeOut(trx, who.memberId))
    await expect(placeSlip(t.db, who, await slip(), new Date())).rejects.toMatchObject({ code: 'account_excluded' })
    expect(await balanceOfMember(t.db, merchantId, currency, who.memberId)).toBe(100_000n - 200n)
  })

  it.skipIf(TEST_ENGINE !== 'postgres')(
    'refuses a slip that waited in its batch while the time-out committed',
    async () => {
      const who = await bettor()
      await placeSlip(t.db, who, await slip(), new Date())
      // A member who set a limit before: the row exists, and the time-out updates it under its lock.
      await inTransaction(t.db, (trx) => repo.lockProtection(trx, who.memberId, merchantId))
      let placing: Promise<unknown> | undefined
      let waited = false
      await inTransaction(t.db, async (trx) => {
        await timeOut(trx, who.memberId)
        // Planned now, the slip's batch reaches the member's row and waits for this transaction.
        placing = placeSlip(t.db, who, await slip(), new Date()).then(
          () => 'placed',
          (error: { code?: string }) => error.code,
        )
        for (let i = 0; i < 100; i++) {
          const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND query LIKE '%lottery_place_slips%'`.execute(t.db)
          if ((waited = rows[0]!.n > 0)) break
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      })
      expect(waited).toBe(true)
      expect(await placing).toBe('account_excluded')
      expect(await balanceOfMember(t.db, merchantId, currency, who.memberId)).toBe(100_000n - 200n)
    },
  )
})
