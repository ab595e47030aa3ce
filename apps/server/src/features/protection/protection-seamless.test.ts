import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '../../ledger/ledger'
import {
  createSeamlessWorld,
  expectSeamlessBooks,
  mainBalance,
  seamlessPlayer,
  type SeamlessWorld,
} from '../../test/seamless-fixtures'
import * as repo from './protection.repository'

/**
 * A time-out reaches the vendors (decision 056): over real HTTP, the seamless wallet refuses the
 * next debit of an excluded member with account_excluded, while the round already open still
 * settles, so the member is paid what the game owes.
 */

let w: SeamlessWorld
beforeAll(async () => {
  w = await createSeamlessWorld()
}, 180_000)
afterEach(() => expectSeamlessBooks(w))
afterAll(() => w.close())

const call = (p: { player: string; token: string }, id: string, amount: bigint) => ({
  player: p.player,
  token: p.token,
  transactionId: `d-${id}`,
  roundId: `r-${id}`,
  gameCode: 'slot-9',
  amount,
})

describe('exclusion at the vendor', () => {
  it('refuses new stakes and settles the open round', async () => {
    const p = await seamlessPlayer(w)
    expect((await w.client.debit(call(p, 'x1', 1_000n))).ok).toBe(true)
    await inTransaction(w.t.db, async (trx) => {
      await repo.lockProtection(trx, p.id, w.merchantId)
      await repo.saveExclusion(trx, p.id, {
        exclusionKind: 'timeout',
        excludedFrom: new Date(),
        excludedUntil: new Date(Date.now() + 86_400_000),
      })
    })
    const refused = await w.client.debit({ ...call(p, 'x1', 500n), transactionId: 'd-x1-2' })
    expect(refused).toMatchObject({ ok: false, code: 'account_excluded' })
    expect(await w.client.debit(call(p, 'x2', 500n))).toMatchObject({ ok: false, code: 'account_excluded' })
    const credit = await w.client.credit({
      player: p.player,
      transactionId: 'c-x1',
      roundId: 'r-x1',
      gameCode: 'slot-9',
      amount: 3_000n,
    })
    expect(credit.ok).toBe(true)
    expect(await mainBalance(w, p.id)).toBe(10_000n - 1_000n + 3_000n)
  })
})
