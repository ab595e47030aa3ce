import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, callEncrypted, knownCaptcha, registrationForm, uniqueName } from '../../test/accounts'
import { secondMerchant } from '../../test/brands'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { insertPromotion } from '../../test/promotions'
import { createTestApp, type TestApp } from '../../test/test-app'
import { claim } from '../promotion/grant.service'
import { birthdayWindow, grantBirthdays } from './birthday.service'

/** Birthday bonuses: granted on the day in the brand's time zone, once a year, claimed once. */
let t: TestApp
let demo: number
let brandB: number
beforeAll(async () => {
  t = await createTestApp()
  demo = (await t.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id
  brandB = await secondMerchant(t, 'brandb.test', 'THB')
}, 120_000)
afterAll(() => closeCheckingBooks(t))

let ipSeq = 0
/** A member registered through the API with a birthday, its registration moved to `registeredAt`. */
async function born(birthday: string, host = 'localhost', registeredAt = new Date('2025-01-01T00:00:00Z')) {
  const username = uniqueName('bday')
  const form = { ...registrationForm(username), ...(await knownCaptcha(t)), birthday }
  const res = await callEncrypted(t, 'PUT', '/wps/member/register', form, { host }, `198.51.100.${++ipSeq}`)
  if (res.statusCode !== 200) throw new Error(res.body)
  const row = await t.db
    .updateTable('members')
    .set({ createdAt: registeredAt })
    .where('username', '=', username)
    .returning(['id', 'profile'])
    .executeTakeFirstOrThrow()
  expect(row.profile.birthday).toBe(birthday)
  return { id: row.id, headers: { ...bearer(res.json().value.token), host } }
}

const birthday = (merchantId: number, claimWithinDays = 7) =>
  insertPromotion(t.db, {
    merchantId,
    kind: 'birthday',
    rules: { amount: '18.00', claimWithinDays },
    startsAt: new Date('2025-06-01T00:00:00Z'),
  })
const grantsOf = (promotionId: bigint) =>
  t.db
    .selectFrom('promotionGrants')
    .select(['id', 'memberId', 'occasion', 'state', 'claimableUntil', 'amount'])
    .where('promotionId', '=', promotionId)
    .orderBy('id')
    .execute()

describe('birthdayWindow', () => {
  it('reaches claimWithinDays back, never before the campaign, and keeps 29 February on the 28th', () => {
    const now = new Date('2027-03-01T02:00:00Z') // 10:00 on 1 March in Kuala Lumpur
    const window = birthdayWindow(now, 'Asia/Kuala_Lumpur', 3, new Date('2020-01-01T00:00:00Z'))
    expect(window.map((w) => `${w.day}:${w.monthDay}:${w.year}`)).toEqual([
      '2027-03-01:03-01:2027',
      '2027-02-28:02-28:2027',
      '2027-02-28:02-29:2027',
      '2027-02-27:02-27:2027',
    ])
    expect(window[0]!.until).toEqual(new Date('2027-03-03T16:00:00Z'))
    expect(window[0]!.registeredBy).toEqual(new Date('2027-01-29T16:00:00Z'))
    const late = birthdayWindow(now, 'Asia/Kuala_Lumpur', 3, new Date('2027-02-28T00:00:00Z'))
    expect(late.map((w) => w.day)).toEqual(['2027-03-01', '2027-02-28', '2027-02-28'])
  })
})

describe('promotions.birthday', () => {
  it('grants on the birthday in each brand’s time zone, once a year, whatever the birthday becomes', async () => {
    const [mine, theirs] = [await birthday(demo), await birthday(brandB)]
    const inKl = await born('1990-06-15')
    const inBangkok = await born('1991-06-15', 'brandb.test')
    // 00:30 on 15 June in Kuala Lumpur (UTC+8) is still 23:30 on the 14th in Bangkok (UTC+7).
    await grantBirthdays(t.db, new Date('2026-06-14T16:30:00Z'))
    expect(await grantsOf(mine.id)).toMatchObject([
      {
        memberId: inKl.id,
        occasion: 'birthday:2026',
        state: 'claimable',
        amount: 1800n,
        claimableUntil: new Date('2026-06-21T16:00:00Z'),
      },
    ])
    expect(await grantsOf(theirs.id)).toEqual([])

    const later = new Date('2026-06-14T17:30:00Z')
    await Promise.all([grantBirthdays(t.db, later), grantBirthdays(t.db, later, 1)])
    expect(await grantsOf(mine.id)).toHaveLength(1)
    expect(await grantsOf(theirs.id)).toMatchObject([
      { memberId: inBangkok.id, occasion: 'birthday:2026', claimableUntil: new Date('2026-06-21T17:00:00Z') },
    ])

    // A new birthday later the same year brings no second grant; the next year's does.
    await t.db
      .updateTable('members')
      .set({ profile: JSON.stringify({ birthday: '1990-09-01' }) })
      .where('id', '=', inKl.id)
      .execute()
    await grantBirthdays(t.db, new Date('2026-09-01T01:00:00Z'))
    await grantBirthdays(t.db, new Date('2027-06-15T01:00:00Z'))
    expect((await grantsOf(mine.id)).map((g) => g.occasion)).toEqual(['birthday:2026'])
    await grantBirthdays(t.db, new Date('2027-09-01T01:00:00Z'))
    expect((await grantsOf(mine.id)).map((g) => g.occasion)).toEqual(['birthday:2026', 'birthday:2027'])
  })

  it('catches up within claimWithinDays, and skips new accounts and frozen members', async () => {
    const promotion = await birthday(demo, 5)
    const caughtUp = await born('1985-03-10')
    await born('1985-03-08') // past its window
    await born('1985-03-12', 'localhost', new Date('2026-02-20T00:00:00Z')) // registered too late
    const frozen = await born('1985-03-12')
    await t.db.updateTable('members').set({ status: 'frozen' }).where('id', '=', frozen.id).execute()
    // The job's first run in days, at noon on 13 March: birthdays of 9 to 13 March are still open.
    await grantBirthdays(t.db, new Date('2026-03-13T04:00:00Z'))
    expect(await grantsOf(promotion.id)).toMatchObject([
      { memberId: caughtUp.id, occasion: 'birthday:2026', claimableUntil: new Date('2026-03-14T16:00:00Z') },
    ])
  })

  it('grants only members the promotion’s segments admit', async () => {
    const promotion = await birthday(demo, 3)
    await t.db
      .updateTable('promotions')
      .set({ eligibility: JSON.stringify({ labels: ['gold'] }) })
      .where('id', '=', promotion.id)
      .execute()
    await born('1990-05-20')
    const gold = await born('1990-05-20')
    await t.db
      .updateTable('members')
      .set({ memberLabels: JSON.stringify(['gold']) })
      .where('id', '=', gold.id)
      .execute()
    await grantBirthdays(t.db, new Date('2026-05-20T04:00:00Z'))
    expect((await grantsOf(promotion.id)).map((g) => g.memberId)).toEqual([gold.id])
  })

  it('is paid once when the member claims it in time, never after', async () => {
    const promotion = await birthday(demo, 2)
    const member = await born('1992-11-20')
    const other = await born('1992-11-20')
    await grantBirthdays(t.db, new Date('2026-11-19T18:00:00Z'))
    const [mine, theirs] = await grantsOf(promotion.id)
    expect([mine!.memberId, theirs!.memberId]).toEqual([member.id, other.id])
    const now = new Date('2026-11-21T10:00:00Z')
    const first = await claim(t.db, promotion, mine!.id, { claimed: true, now })
    const again = await claim(t.db, promotion, mine!.id, { claimed: true, now })
    expect([first.paid, again.paid]).toEqual([true, false])
    expect(first.grant).toMatchObject({ state: 'issued', claimed: true })
    const balance = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: member.headers })
    expect(balance.json().value.sumBalance).toBe('18.00')
    await expect(
      claim(t.db, promotion, theirs!.id, { claimed: true, now: new Date('2026-11-21T16:00:00Z') }),
    ).rejects.toMatchObject({ code: 'promotion_closed' })
  })
})
