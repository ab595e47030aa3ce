import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registeredMember } from '../../test/accounts'
import { demoMerchantId } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { vipBrand } from '../../test/vip'

/** Member info's tier labels: the tier's name in the language the site asks in. */
let t: TestApp
let merchantId: number
let owner: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  merchantId = await demoMerchantId(t)
  owner = (await operatorSession(t, merchantId)).headers
  // Tiers named Bronze, Silver, Gold in English and 等级1..3 in Chinese, none in Malay or Thai.
  await vipBrand(t.db, merchantId)
}, 120_000)
afterAll(() => t.close())

const labels = async (token: string, language?: string) => {
  const headers = { ...bearer(token), ...(language ? { language } : {}) }
  const res = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers })
  expect(res.statusCode, res.body).toBe(200)
  const { clubLabel, vip } = res.json().value
  return { club: clubLabel?.labelName ?? null, vip: vip.labelName }
}

describe('member info', () => {
  it('names the tier in the asked language, in English where the tier has no such name', async () => {
    const member = await registeredMember(t)
    const url = `/wps/operator/brands/${merchantId}/loyalty/members/${member.id}/vip`
    const set = await t.app.inject({ method: 'POST', url, headers: owner, payload: { rank: 2, reason: 'host' } })
    expect(set.statusCode, set.body).toBe(200)

    expect(await labels(member.token, 'CN')).toEqual({ club: '等级2', vip: '等级2' })
    expect(await labels(member.token, 'EN')).toEqual({ club: 'Silver', vip: 'Silver' })
    expect(await labels(member.token, 'TH')).toEqual({ club: 'Silver', vip: 'Silver' })
    // No header: the brand's default language (Malay), which the tiers do not name.
    expect(await labels(member.token)).toEqual({ club: 'Silver', vip: 'Silver' })
  })

  it('gives a member without a tier no label in any language', async () => {
    const member = await registeredMember(t)
    expect(await labels(member.token, 'CN')).toEqual({ club: null, vip: null })
  })
})
