import type { Insertable } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PointItemTable } from '../../db/loyalty-schema'
import { bearer, callEncrypted, registerMember } from '../../test/accounts'
import { demoMerchantId, memberIdOf, otherMerchant } from '../../test/home'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { saveLoyaltySettings } from '../../test/loyalty'
import { insertPromotion } from '../../test/promotions'
import { createTestApp, type TestApp } from '../../test/test-app'
import { postPoints } from '../loyalty/points-ledger.service'
import { approveRedemption } from './point-mall-admin.service'

/** Redeeming in the point mall over HTTP: each kind end to end, retries, races and refusals. */
let t: TestApp
let merchantId: number
beforeAll(async () => {
  t = await createTestApp()
  merchantId = await demoMerchantId(t)
  await saveLoyaltySettings(t.db, merchantId)
}, 120_000)
afterAll(() => closeCheckingBooks(t))

interface Player {
  id: bigint
  headers: Record<string, string>
}

let seq = 0
/** A member with a payment password (123456) and `points` points. */
async function player(points = 10_000n): Promise<Player> {
  const m = await registerMember(t)
  const id = await memberIdOf(t, m.username)
  await callEncrypted(
    t,
    'POST',
    '/wps/member/password/payment',
    { loginPassword: 'secret123', newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
    bearer(m.token),
  )
  if (points > 0n) await postPoints(t.db, { merchantId, memberId: id, kind: 'adjust', points, ref: `test:${id}` })
  return { id, headers: bearer(m.token) }
}

async function item(values: Partial<Insertable<PointItemTable>> & Pick<Insertable<PointItemTable>, 'kind'>) {
  seq += 1
  return t.db
    .insertInto('pointItems')
    .values({
      merchantId,
      state: 'live',
      titles: JSON.stringify({ EN: `Item ${seq}`, CN: `物品 ${seq}` }),
      descriptions: JSON.stringify({ EN: `About item ${seq}` }),
      points: 100n,
      sortOrder: seq,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

function redeem(p: Player, body: Record<string, unknown>, key = `redeem-${++seq}-key`, password = '123456') {
  return callEncrypted(
    t,
    'POST',
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    { quantity: 1, paymentPassword: password, ...body },
    { ...p.headers, 'idempotency-key': key },
  )
}

const points = async (memberId: bigint) =>
  (await t.db.selectFrom('memberPoints').select('balance').where('memberId', '=', memberId).executeTakeFirst())
    ?.balance ?? 0n
const wallet = async (p: Player) =>
  (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: p.headers })).json().value.sumBalance
const itemRow = (id: bigint) => t.db.selectFrom('pointItems').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const address = {
  name: 'Ahmad Razak',
  phone: '+60 12 345 6789',
  line1: '1 Jalan Ampang',
  city: 'Kuala Lumpur',
  postcode: '50450',
}

describe('redeeming each kind', () => {
  it('pays a cash item into the wallet at once, and a retry answers the first redemption', async () => {
    const p = await player()
    const cash = await item({ kind: 'cash', points: 500n, value: 500n, stock: 10 })
    const first = await redeem(p, { itemId: String(cash.id), quantity: 2 }, 'cash-key-0001')
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().value).toMatchObject({
      points: 9_000,
      redemption: { kind: 'cash', quantity: 2, points: 1_000, status: 'approved', itemId: String(cash.id) },
    })
    expect(await wallet(p)).toBe('10.00')
    const again = await redeem(p, { itemId: String(cash.id), quantity: 2 }, 'cash-key-0001')
    expect(again.json().value.redemption).toEqual(first.json().value.redemption)
    expect((await redeem(p, { itemId: String(cash.id), quantity: 1 }, 'cash-key-0001')).json().code).toBe(
      'idempotency_conflict',
    )
    expect(await points(p.id)).toBe(9_000n)
    expect(await wallet(p)).toBe('10.00')
    expect(await itemRow(cash.id)).toMatchObject({ stock: 8, redeemed: 2 })
    const row = await t.db
      .selectFrom('pointRedemptions')
      .selectAll()
      .where('memberId', '=', p.id)
      .executeTakeFirstOrThrow()
    expect(row.ledgerTransactionId).not.toBeNull()
    const entries = await t.db
      .selectFrom('pointEntries')
      .selectAll()
      .where('memberId', '=', p.id)
      .orderBy('id')
      .execute()
    expect(entries.map((e) => [e.kind, e.points, e.ref])).toEqual([
      ['adjust', 10_000n, `test:${p.id}`],
      ['redeem', -1_000n, `redemption:${row.id}`],
    ])
  })

  it('pays a bonus item through its loyalty promotion, with its wagering', async () => {
    const p = await player()
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'loyalty',
      rules: { maxReward: '50.00' },
      wagering: { multiple: 5, base: 'bonus', weights: {}, expiresInDays: 7, onEarlyWithdrawal: 'forfeit' },
    })
    const bonus = await item({ kind: 'bonus', points: 800n, value: 1_000n, promotionId: promotion.id })
    const res = await redeem(p, { itemId: String(bonus.id), quantity: 2 })
    expect(res.json().value.redemption, res.body).toMatchObject({ status: 'approved', points: 1_600 })
    expect(await wallet(p)).toBe('20.00')
    const grant = await t.db
      .selectFrom('promotionGrants')
      .selectAll()
      .where('promotionId', '=', promotion.id)
      .executeTakeFirstOrThrow()
    const id = res.json().value.redemption.id
    expect(grant).toMatchObject({ memberId: p.id, occasion: `redeem:${id}`, amount: 2_000n, state: 'wagering' })
    const row = await t.db
      .selectFrom('pointRedemptions')
      .select('grantId')
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow()
    expect(row.grantId).toBe(grant.id)
    const requirement = await t.db
      .selectFrom('turnoverRequirements')
      .select('required')
      .where('grantId', '=', grant.id)
      .executeTakeFirstOrThrow()
    expect(requirement.required).toBe(10_000n)
    // More than the promotion's largest reward at once: refused before anything moves.
    expect((await redeem(p, { itemId: String(bonus.id), quantity: 6 })).json().code).toBe('validation_failed')
  })

  it('rolls everything back when the promotion refuses (budget spent)', async () => {
    const p = await player()
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'loyalty',
      rules: { maxReward: '50.00' },
      budget: 500n,
    })
    const bonus = await item({ kind: 'bonus', points: 800n, value: 1_000n, promotionId: promotion.id, stock: 3 })
    expect((await redeem(p, { itemId: String(bonus.id) })).json().code).toBe('promotion_budget_spent')
    expect(await points(p.id)).toBe(10_000n)
    expect(await itemRow(bonus.id)).toMatchObject({ stock: 3, redeemed: 0 })
    expect(await t.db.selectFrom('pointRedemptions').select('id').where('memberId', '=', p.id).execute()).toEqual([])
    expect(await wallet(p)).toBe('0.00')
  })

  it('keeps goods and free rounds in process, goods with the address', async () => {
    const p = await player()
    const goods = await item({ kind: 'goods', points: 3_000n, stock: 5, perMemberLimit: 2 })
    const noAddress = await redeem(p, { itemId: String(goods.id) })
    expect(noAddress.json()).toMatchObject({ code: 'validation_failed' })
    const sent = await redeem(p, { itemId: String(goods.id), address })
    expect(sent.json().value).toMatchObject({ points: 7_000, redemption: { status: 'in_process', kind: 'goods' } })
    const stored = await t.db
      .selectFrom('pointRedemptions')
      .select('address')
      .where('id', '=', BigInt(sent.json().value.redemption.id))
      .executeTakeFirstOrThrow()
    expect(stored.address).toEqual(address)
    const rounds = await item({ kind: 'free_rounds', points: 1_000n, value: 20n, gameCode: 'jade-96', rounds: 20 })
    const spun = await redeem(p, { itemId: String(rounds.id) })
    expect(spun.json().value).toMatchObject({
      points: 6_000,
      redemption: { status: 'in_process', kind: 'free_rounds' },
    })
    expect(await wallet(p)).toBe('0.00')
    // The platform marks rounds granted once the vendor confirms (the fulfilment job's call).
    const granted = await approveRedemption(t.db, {
      merchantId,
      redemptionId: BigInt(spun.json().value.redemption.id),
      by: { operatorId: null, ip: null },
    })
    expect(granted).toMatchObject({ status: 'approved', decidedBy: null, tracking: null })
  })
})

describe('refusals', () => {
  it('refuses with a clear code and moves nothing', async () => {
    const p = await player(600n)
    const cash = await item({ kind: 'cash', points: 500n, value: 500n, stock: 1, perMemberLimit: 1 })
    const draft = await item({ kind: 'cash', points: 1n, value: 1n, state: 'draft' })
    expect((await redeem(p, { itemId: String(draft.id) })).json().code).toBe('point_item_unavailable')
    expect((await redeem(p, { itemId: '987654321' })).json().code).toBe('point_item_unavailable')
    const other = await otherMerchant(t, 'mall-refusals.test')
    const theirs = await item({ kind: 'cash', points: 1n, value: 1n, merchantId: other })
    expect((await redeem(p, { itemId: String(theirs.id) })).json().code).toBe('point_item_unavailable')
    const paused = await insertPromotion(t.db, {
      merchantId,
      kind: 'loyalty',
      rules: { maxReward: '5.00' },
      state: 'paused',
    })
    const idle = await item({ kind: 'bonus', points: 1n, value: 100n, promotionId: paused.id })
    expect((await redeem(p, { itemId: String(idle.id) })).json().code).toBe('point_item_unavailable')
    expect((await redeem(p, { itemId: String(cash.id), quantity: 2 })).json().code).toBe('points_insufficient')
    expect((await redeem(p, { itemId: String(cash.id) }, undefined, '000000')).json().code).toBe('password_incorrect')
    expect((await redeem(p, { itemId: String(cash.id) }, 'short')).json().code).toBe('validation_failed')
    expect(await points(p.id)).toBe(600n)
    expect(await itemRow(cash.id)).toMatchObject({ stock: 1, redeemed: 0 })
  })

  it('counts wrong payment passwords and locks after five', async () => {
    const p = await player()
    const cash = await item({ kind: 'cash', points: 500n, value: 500n })
    const codes = []
    for (let i = 0; i < 6; i += 1)
      codes.push((await redeem(p, { itemId: String(cash.id) }, undefined, '999999')).json().code)
    expect(codes).toEqual([...Array(4).fill('password_incorrect'), 'secret_locked', 'secret_locked'])
    expect((await redeem(p, { itemId: String(cash.id) })).json().code).toBe('secret_locked')
    expect(await points(p.id)).toBe(10_000n)
  })

  it('answers points_disabled while the brand’s loyalty is off, and lists no items', async () => {
    const p = await player()
    const cash = await item({ kind: 'cash', points: 500n, value: 500n })
    await saveLoyaltySettings(t.db, merchantId, { enabled: false })
    try {
      expect((await redeem(p, { itemId: String(cash.id) })).json().code).toBe('points_disabled')
      const list = await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_getPointReward', headers: p.headers })
      expect(list.json().value).toEqual([])
    } finally {
      await saveLoyaltySettings(t.db, merchantId)
    }
  })
})

describe('races', () => {
  it('sells the last unit once when two members redeem it at the same moment', async () => {
    const [a, b] = [await player(), await player()]
    const last = await item({ kind: 'cash', points: 500n, value: 500n, stock: 1 })
    const answers = await Promise.all([a, b].map((p) => redeem(p, { itemId: String(last.id) })))
    expect(answers.map((r) => r.json().code ?? 'ok').sort()).toEqual(['ok', 'point_item_unavailable'])
    expect(await itemRow(last.id)).toMatchObject({ stock: 0, redeemed: 1 })
    expect((await points(a.id)) + (await points(b.id))).toBe(19_500n)
  })

  it('holds the per-member limit against parallel redeems of one member', async () => {
    const p = await player()
    const capped = await item({ kind: 'cash', points: 100n, value: 100n, perMemberLimit: 1 })
    const answers = await Promise.all([1, 2, 3].map(() => redeem(p, { itemId: String(capped.id) })))
    expect(answers.map((r) => r.json().code ?? 'ok').sort()).toEqual(['ok', 'point_item_limit', 'point_item_limit'])
    expect(await points(p.id)).toBe(9_900n)
  })

  it('answers parallel retries of one key with one redemption', async () => {
    const p = await player()
    const cash = await item({ kind: 'cash', points: 100n, value: 100n })
    const answers = await Promise.all([1, 2, 3].map(() => redeem(p, { itemId: String(cash.id) }, 'same-key-0001')))
    const ids = new Set(answers.map((r) => r.json().value.redemption.id))
    expect(ids.size).toBe(1)
    expect(await points(p.id)).toBe(9_900n)
  })
})

describe('the member’s lists', () => {
  it('lists live items in order in the asked language, with stock and what the member holds', async () => {
    const p = await player()
    await t.db.updateTable('pointItems').set({ state: 'hidden' }).where('merchantId', '=', merchantId).execute()
    const first = await item({ kind: 'cash', points: 100n, value: 100n, stock: 4, perMemberLimit: 3, sortOrder: 1 })
    const second = await item({ kind: 'goods', points: 100n, sortOrder: 2 })
    await redeem(p, { itemId: String(first.id), quantity: 2 })
    const list = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCS2_getPointReward?language=CN',
      headers: p.headers,
    })
    expect(list.json().value).toMatchObject([
      { id: String(first.id), title: expect.stringMatching(/^物品 /) },
      { id: String(second.id), kind: 'goods', value: null, stockLeft: null, redeemedByMe: 0 },
    ])
    expect(list.json().value[0]).toMatchObject({
      stockLeft: 2,
      perMemberLimit: 3,
      redeemedByMe: 2,
      value: '1.00',
      description: expect.stringMatching(/^About item/),
    })
    const history = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCS2_getRedeemPointList?pageSize=1',
      headers: p.headers,
    })
    expect(history.json().value).toMatchObject({ totalElements: 1, list: [{ itemId: String(first.id), quantity: 2 }] })
  })
})
