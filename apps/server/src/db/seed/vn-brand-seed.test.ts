import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveKey, seal } from '../../lib/secret'
import { generateTotpSecret, totpCode } from '../../lib/totp'
import { bearer, callEncrypted, registeredMember } from '../../test/accounts'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { DEMO_AGENT_PASSWORD } from './agents.seed'
import { VN_BANNERS, VN_PROMOTIONS } from './vn-brand.data'
import { DEMO_VN_OPERATOR, seedVnBrand, VN_CODE, VN_DOMAIN, VN_MEMBERS } from './vn-brand.seed'

let t: TestApp
let vnId: number
beforeAll(async () => {
  t = await createTestApp()
  expect(await seedVnBrand(t.db)).toBe(true)
  vnId = (await t.db.selectFrom('merchants').select('id').where('code', '=', VN_CODE).executeTakeFirstOrThrow()).id
}, 120_000)
// The books balance and the audit chain holds once the brand and its history are in.
afterAll(() => closeCheckingBooks(t))

const memberLogin = (username: string, host: string) =>
  callEncrypted(t, 'POST', '/wps/session/login', { username, password: DEMO_AGENT_PASSWORD }, { host })

describe('the second demo brand', () => {
  it('seeds once by its code', async () => {
    expect(await seedVnBrand(t.db)).toBe(false)
    const brands = await t.db.selectFrom('merchants').select('code').where('code', '=', VN_CODE).execute()
    expect(brands).toHaveLength(1)
    const members = await t.db.selectFrom('members').select('id').where('merchantId', '=', vnId).execute()
    expect(members).toHaveLength(VN_MEMBERS.length)
  })

  it('shows pictures the member site serves', () => {
    const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../web/public')
    const pictures = ['/brand-vn/logo.svg', ...VN_BANNERS.map((b) => b.image), ...VN_PROMOTIONS.map((p) => p.image)]
    expect(pictures.filter((path) => !existsSync(join(publicDir, path)))).toEqual([])
  })

  it('answers on its own domain in dong, Vietnamese first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: { host: VN_DOMAIN } })
    expect(res.json().value.merchant).toMatchObject({
      name: 'Rồng Vàng',
      currency: 'VND',
      languages: ['VI', 'EN'],
      defaultLanguage: 'VI',
    })
  })

  it('funds its members through the ledger in dong, with history', async () => {
    const wallets = await t.db
      .selectFrom('ledgerAccounts')
      .select(['currency', 'balance'])
      .where('merchantId', '=', vnId)
      .where('kind', '=', 'member_main')
      .execute()
    expect(wallets).toHaveLength(VN_MEMBERS.length)
    expect(wallets.every((w) => w.currency === 'VND' && w.balance > 0n)).toBe(true)
    const rounds = await t.db.selectFrom('gameRounds').select('currency').where('merchantId', '=', vnId).execute()
    expect(rounds.length).toBeGreaterThan(10)
    expect(new Set(rounds.map((r) => r.currency))).toEqual(new Set(['VND']))
  })

  it('gives its members approved bank transfers in dong at their times, the first marked first', async () => {
    const deposits = await t.db
      .selectFrom('deposits as d')
      .innerJoin('members as m', 'm.id', 'd.memberId')
      .select(['m.username', 'm.createdAt as registeredAt', 'd.amount', 'd.currency', 'd.status', 'd.firstDeposit'])
      .select(['d.createdAt', 'd.decidedAt'])
      .where('d.merchantId', '=', vnId)
      .orderBy('m.username')
      .orderBy('d.createdAt')
      .execute()
    const dong = (amount: number) => BigInt(amount) * 100n
    expect(deposits.map((d) => [d.username, d.amount, d.firstDeposit])).toEqual([
      ['vnplayer1', dong(5_000_000), true],
      ['vnplayer1', dong(5_000_000), false],
      ['vnplayer1', dong(5_000_000), false],
      ['vnplayer2', dong(2_000_000), true],
      ['vnplayer2', dong(3_000_000), false],
      ['vnplayer3', dong(500_000), true],
    ])
    for (const d of deposits) {
      expect(d).toMatchObject({ currency: 'VND', status: 'approved' })
      expect(d.decidedAt).toEqual(d.createdAt)
      expect(d.createdAt.getTime()).toBeGreaterThan(d.registeredAt.getTime())
    }
    // Credited through the ledger at the same times: the account record tells the history in order.
    const credits = await t.db
      .selectFrom('ledgerTransactions')
      .select('effectiveAt')
      .where('merchantId', '=', vnId)
      .where('kind', '=', 'deposit')
      .orderBy('effectiveAt')
      .execute()
    expect(credits.map((c) => c.effectiveAt)).toEqual(
      deposits.map((d) => d.decidedAt).sort((a, b) => a!.getTime() - b!.getTime()),
    )
  })

  it('lets its members in on its own domain only', async () => {
    expect((await memberLogin(VN_MEMBERS[0], VN_DOMAIN)).statusCode).toBe(200)
    expect((await memberLogin(VN_MEMBERS[0], 'localhost')).json().success).toBe(false)
  })

  it('gives its operator this brand alone', async () => {
    const operator = await t.db
      .selectFrom('operators')
      .select('id')
      .where('usernameKey', '=', DEMO_VN_OPERATOR.username)
      .executeTakeFirstOrThrow()
    const scope = await t.db
      .selectFrom('operatorMerchants')
      .select('merchantId')
      .where('operatorId', '=', operator.id)
      .execute()
    expect(scope).toEqual([{ merchantId: vnId }])
    // Enrolled as its first login would leave it, then signed in through the real call.
    const secret = generateTotpSecret()
    await t.db
      .updateTable('operators')
      .set({ totpSecretSealed: seal(deriveKey(t.appSecret, 'operator-totp'), secret) })
      .where('id', '=', operator.id)
      .execute()
    const login = await callEncrypted(t, 'POST', '/wps/operator/session/login', {
      ...DEMO_VN_OPERATOR,
      totpCode: totpCode(secret, Date.now()),
    })
    expect(login.statusCode).toBe(200)
    const headers = bearer(login.json().value.token)
    const found = await t.app.inject({ method: 'GET', url: '/wps/operator/members?ip=127.0.0.1', headers })
    const usernames = (found.json().value.content as { username: string }[]).map((m) => m.username).sort()
    expect(usernames).toEqual([...VN_MEMBERS])
    // A member of the demo brand is not found, as if it did not exist.
    const demoMember = await registeredMember(t)
    const other = await t.app.inject({ method: 'GET', url: `/wps/operator/members/${demoMember.id}`, headers })
    expect(other.json().code).toBe('not_found')
  })
})
