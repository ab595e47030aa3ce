import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, callEncrypted, registerMember } from '../../test/accounts'
import { demoMerchantId, memberIdOf, otherMerchant } from '../../test/home'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { saveLoyaltySettings } from '../../test/loyalty'
import { operatorSession } from '../../test/operators'
import { insertPromotion } from '../../test/promotions'
import { createTestApp, type TestApp } from '../../test/test-app'
import { postPoints } from '../loyalty/points-ledger.service'
import { rejectRedemption } from './point-mall-admin.service'

/** The mall in the console: items checked per kind, the queue, approving and rejecting. */
let t: TestApp
let merchantId: number
let owner: { operatorId: number; headers: Record<string, string> }
let root: string
beforeAll(async () => {
  t = await createTestApp()
  merchantId = await demoMerchantId(t)
  await saveLoyaltySettings(t.db, merchantId)
  owner = await operatorSession(t, merchantId, ['owner'])
  root = `/wps/operator/brands/${merchantId}/loyalty`
}, 120_000)
afterAll(() => closeCheckingBooks(t))

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = owner.headers) =>
  t.app.inject({ method, url: `${root}${url}`, headers, ...(payload ? { payload } : {}) })

const base = {
  titles: { EN: 'Cash voucher' },
  descriptions: {},
  imageUrl: null,
  points: 500,
  value: null,
  promotionId: null,
  gameCode: null,
  rounds: null,
  stock: null,
  perMemberLimit: null,
  state: 'live',
  sortOrder: 0,
}

const paths = (res: { json(): { details?: { path: string }[] } }) => (res.json().details ?? []).map((d) => d.path)

describe('items', () => {
  it('checks each kind’s fields beyond the schema', async () => {
    const loyalty = await insertPromotion(t.db, { merchantId, kind: 'loyalty', rules: { maxReward: '20.00' } })
    const signup = await insertPromotion(t.db, {
      merchantId,
      kind: 'signup',
      rules: { amount: '5.00', trigger: 'join' },
    })
    const cases: [object, string[]][] = [
      [{ kind: 'cash' }, ['/body/value']],
      [{ kind: 'cash', value: '0' }, ['/body/value']],
      [{ kind: 'cash', value: '5.00', promotionId: String(loyalty.id) }, ['/body/promotionId']],
      [{ kind: 'bonus', value: '5.00' }, ['/body/promotionId']],
      [{ kind: 'bonus', value: '5.00', promotionId: String(signup.id) }, ['/body/promotionId']],
      [{ kind: 'bonus', value: '25.00', promotionId: String(loyalty.id) }, ['/body/value']],
      [{ kind: 'free_rounds', gameCode: 'baccarat', rounds: 10 }, ['/body/gameCode']],
      [{ kind: 'free_rounds', gameCode: 'jade-96' }, ['/body/rounds']],
      [{ kind: 'free_rounds', gameCode: 'jade-96', rounds: 10, value: '0.07' }, ['/body/value']],
      [{ kind: 'goods', value: '1.00' }, ['/body/value']],
      [{ kind: 'goods', titles: { EN: '<b></b>' } }, ['/body/titles/EN']],
      [{ kind: 'goods', imageUrl: 'javascript:alert(1)' }, ['/body/imageUrl']],
    ]
    for (const [change, expected] of cases) {
      const res = await call('POST', '/items', { ...base, ...change })
      expect(res.json().code, JSON.stringify(change)).toBe('validation_failed')
      expect(paths(res), JSON.stringify(change)).toEqual(expected)
    }
    expect(await t.db.selectFrom('pointItems').select('id').execute()).toEqual([])
  })

  it('creates and updates items, titles as plain text, kind fixed, each change audited', async () => {
    const loyalty = await insertPromotion(t.db, { merchantId, kind: 'loyalty', rules: { maxReward: '20.00' } })
    const created = await call('POST', '/items', {
      ...base,
      kind: 'bonus',
      value: '10.00',
      promotionId: String(loyalty.id),
      titles: { EN: '<script>x</script>Bonus <i>credit</i> & more', CN: '奖金' },
    })
    expect(created.statusCode, created.body).toBe(200)
    const item = created.json().value
    expect(item).toMatchObject({ kind: 'bonus', value: '10.00', titles: { EN: 'xBonus credit & more', CN: '奖金' } })
    const rounds = await call('POST', '/items', { ...base, kind: 'free_rounds', gameCode: 'jade-96', rounds: 20 })
    // A null stock is unlimited, never sold out; 0 is sold out.
    expect(rounds.json().value, rounds.body).toMatchObject({
      rounds: 20,
      gameCode: 'jade-96',
      value: '0.20',
      stock: null,
    })
    const soldOut = await call('POST', '/items', { ...base, kind: 'goods', stock: 0 })
    expect(soldOut.json().value).toMatchObject({ stock: 0, value: null })

    const asCash = await call('PUT', `/items/${item.id}`, { ...base, kind: 'cash', value: '10.00' })
    expect(paths(asCash)).toEqual(['/body/kind'])
    const updated = await call('PUT', `/items/${item.id}`, {
      ...base,
      kind: 'bonus',
      value: '12.00',
      promotionId: String(loyalty.id),
      stock: 7,
      state: 'hidden',
    })
    expect(updated.json().value).toMatchObject({ value: '12.00', stock: 7, state: 'hidden', redeemed: 0 })
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'target'])
      .where('target', '=', `point_item:${item.id}`)
      .orderBy('id')
      .execute()
    expect(audit.map((a) => a.action)).toEqual(['loyalty.item_create', 'loyalty.item_update'])
    const listed = await call('GET', '/items?state=hidden')
    expect(listed.json().value).toMatchObject({ totalElements: 1, content: [{ id: item.id }] })
    expect((await call('PUT', '/items/987654321', { ...base, kind: 'goods' })).json().code).toBe('not_found')
  })
})

describe('redemptions', () => {
  const address = { name: 'Siti', phone: '0123456789', line1: '2 Jalan Bukit', city: 'Penang', postcode: '10200' }

  async function memberWithGoods(stock = 5) {
    const m = await registerMember(t)
    const id = await memberIdOf(t, m.username)
    await callEncrypted(
      t,
      'POST',
      '/wps/member/password/payment',
      { loginPassword: 'secret123', newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
      bearer(m.token),
    )
    await postPoints(t.db, { merchantId, memberId: id, kind: 'adjust', points: 10_000n, ref: `test:${id}` })
    const item = await call('POST', '/items', { ...base, kind: 'goods', points: 1_000, stock })
    const itemId = item.json().value.id
    const redeem = async (key: string) => {
      const res = await callEncrypted(
        t,
        'POST',
        '/wps/relay/passwordCheck/MCS2_redeemPointReward',
        { itemId, quantity: 2, paymentPassword: '123456', address },
        { ...bearer(m.token), 'idempotency-key': key },
      )
      expect(res.statusCode, res.body).toBe(200)
      return res.json().value.redemption.id as string
    }
    return { id, username: m.username, itemId, redeem }
  }
  const balance = async (memberId: bigint) =>
    (await t.db.selectFrom('memberPoints').select('balance').where('memberId', '=', memberId).executeTakeFirstOrThrow())
      .balance
  const stockOf = async (id: string) =>
    t.db.selectFrom('pointItems').select(['stock', 'redeemed']).where('id', '=', BigInt(id)).executeTakeFirstOrThrow()

  it('lists in process first and oldest first, then decided newest first, with account and address', async () => {
    const m = await memberWithGoods(10)
    const [r1, r2, r3] = [await m.redeem('queue-key-1'), await m.redeem('queue-key-2'), await m.redeem('queue-key-3')]
    const approve = await call('POST', `/redemptions/${r2}/approve`, { tracking: ' MY123 ' })
    expect(approve.json().value).toMatchObject({ status: 'approved', tracking: 'MY123', decidedBy: expect.any(String) })
    const list = await call('GET', '/redemptions')
    const ids = list.json().value.content.map((r: { id: string }) => r.id)
    expect(ids.filter((id: string) => [r1, r2, r3].includes(id))).toEqual([r1, r3, r2])
    expect(list.json().value.content.find((r: { id: string }) => r.id === r1)).toMatchObject({
      account: m.username,
      address,
      kind: 'goods',
      status: 'in_process',
    })
    const again = await call('POST', `/redemptions/${r2}/approve`, {})
    expect(again.json().code).toBe('redemption_state_invalid')
    const approved = await call('GET', '/redemptions?status=approved')
    expect(approved.json().value.content.map((r: { id: string }) => r.id)).toContain(r2)
    expect(approved.json().value.content.every((r: { status: string }) => r.status === 'approved')).toBe(true)
  })

  it('returns points and stock exactly once, however many rejects arrive', async () => {
    const m = await memberWithGoods()
    const id = await m.redeem('reject-key-1')
    expect(await balance(m.id)).toBe(8_000n)
    expect(await stockOf(m.itemId)).toEqual({ stock: 3, redeemed: 2 })
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/redemptions/${id}/reject`, { reason: 'Out of stock at the warehouse' })),
    )
    expect(answers.map((r) => r.json().code ?? r.json().value.status).sort()).toEqual([
      'redemption_state_invalid',
      'redemption_state_invalid',
      'rejected',
    ])
    const by = { operatorId: null, ip: null }
    await expect(
      rejectRedemption(t.db, { merchantId, redemptionId: BigInt(id), reason: 'again', by }),
    ).rejects.toMatchObject({ code: 'redemption_state_invalid' })
    expect(await balance(m.id)).toBe(10_000n)
    expect(await stockOf(m.itemId)).toEqual({ stock: 5, redeemed: 0 })
    const refunds = await t.db
      .selectFrom('pointEntries')
      .select(['points', 'ref'])
      .where('memberId', '=', m.id)
      .where('kind', '=', 'refund')
      .execute()
    expect(refunds).toEqual([{ points: 2_000n, ref: `redemption:${id}` }])
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('target', '=', `point_redemption:${id}`)
      .execute()
    expect(audit).toEqual([{ action: 'loyalty.redemption_reject' }])
  })

  it('keeps another brand’s redemptions and items out of reach', async () => {
    const m = await memberWithGoods()
    const id = await m.redeem('brand-key-1')
    const other = await otherMerchant(t, 'mall-other')
    const theirs = await operatorSession(t, other, ['owner'])
    const at = (path: string) => `/wps/operator/brands/${other}/loyalty${path}`
    const tries = [
      t.app.inject({
        method: 'POST',
        url: at(`/redemptions/${id}/reject`),
        headers: theirs.headers,
        payload: { reason: 'x' },
      }),
      t.app.inject({ method: 'POST', url: at(`/redemptions/${id}/approve`), headers: theirs.headers, payload: {} }),
      t.app.inject({
        method: 'PUT',
        url: at(`/items/${m.itemId}`),
        headers: theirs.headers,
        payload: { ...base, kind: 'goods' },
      }),
      t.app.inject({ method: 'GET', url: `${root}/redemptions`, headers: theirs.headers }),
    ]
    const codes = (await Promise.all(tries)).map((r) => r.json().code)
    expect(codes).toEqual(['not_found', 'not_found', 'not_found', 'not_found'])
    const list = await t.app.inject({ method: 'GET', url: at('/redemptions'), headers: theirs.headers })
    expect(list.json().value.totalElements).toBe(0)
    expect(await balance(m.id)).toBe(8_000n)
  })
})
