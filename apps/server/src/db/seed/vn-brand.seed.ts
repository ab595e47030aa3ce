import type { WhitelabelFlag } from '@sea/contract'
import { newAffiliateCode } from '../../features/member/registration.service'
import { insertOperator } from '../../features/operator/operator-account.repository'
import { sanitizeHtml } from '../../lib/html'
import { hashPassword } from '../../lib/password'
import type { Db } from '../database'
import type { LocalizedTexts } from '../home-schema'
import { DEMO_AGENT_PASSWORD } from './agents.seed'
import { playDemoHistory, type HistoryAccount } from './agents-history.seed'
import { seedBrandRules } from './demo.seed'
import { SEED_VENDORS } from './games.data'
import { helpArticles } from './help.data'
import { LOTTERY_VENDORS } from './lottery.data'
import {
  VIETNAMESE_BANKS,
  VN_BANNERS,
  VN_BRAND,
  VN_BROADCAST,
  VN_MEMBER_DEPOSITS,
  VN_NOTICES,
  VN_POPUP,
  VN_PROMOTIONS,
  VN_THEME,
} from './vn-brand.data'

/**
 * The embedded demo's second brand (decision 035): Vietnamese dong, Vietnamese first, on
 * `vn.localhost`, with its own look, content, payment settings, three members with three weeks
 * of history and its own console operator. Seeded once by brand code, into a fresh demo or an
 * older demo data directory that lacks it.
 */
export const VN_CODE = 'vn'
export const VN_DOMAIN = 'vn.localhost'
export const VN_MEMBERS = ['vnplayer1', 'vnplayer2', 'vnplayer3'] as const
/** A known password like the demo owner's; its first login enrols an authenticator. */
export const DEMO_VN_OPERATOR = { username: 'demo.vn', password: 'demo-vn-console-1234' } as const

const DAY = 86_400_000
/** Amounts are kept in minor units of two decimals for every currency (currency-units.ts): 1 ₫ is 100. */
const DONG = 100n
/** A ringgit-sized stake of the shared history is worth about 5,000 times as many dong. */
const STAKE_SCALE = 5_000n

const FLAGS_ON: readonly WhitelabelFlag[] = [
  'DIRECT_REGISTER',
  'USERNAME_REGISTER',
  'MOBILE_REGISTER',
  'FORCE_CHANGE_PASSWORD',
  'PHONE_RECOVERY',
  'SINGLE_WALLET',
  'AUTO_TRANSFER',
]

const texts = (byLanguage: Record<string, { title: string; summary?: string; content?: string }>): string => {
  const clean: LocalizedTexts = {}
  for (const [language, text] of Object.entries(byLanguage)) {
    clean[language] = { ...text, ...(text.content !== undefined ? { content: sanitizeHtml(text.content) } : {}) }
  }
  return JSON.stringify(clean)
}

/** Seeds the brand if no brand has its code; true when it did. */
export async function seedVnBrand(db: Db, now = new Date()): Promise<boolean> {
  const exists = await db.selectFrom('merchants').select('id').where('code', '=', VN_CODE).executeTakeFirst()
  if (exists) return false
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('merchants')
      .values({
        code: VN_CODE,
        name: VN_BRAND,
        logoUrl: '/brand-vn/logo.svg',
        imageBaseUrl: '/brand/',
        theme: JSON.stringify(VN_THEME),
        languages: JSON.stringify(['VI', 'EN']),
        defaultLanguage: 'VI',
        currency: 'VND',
        timezone: 'Asia/Ho_Chi_Minh',
        defaultCountryCode: 'VN',
        // Free play is off for this brand; its trial balance still reads in dong.
        trialBalance: 2_000_000n * DONG,
        restrictedCountries: JSON.stringify([]),
        restrictedIps: JSON.stringify([]),
        imageCdns: JSON.stringify([]),
        launchGameCdns: JSON.stringify([]),
        customerService: JSON.stringify({ url: '/helpmc', vipUrl: '/helpmc#vip', popupWidth: 440, popupHeight: 750 }),
        preferredCountries: JSON.stringify(['VN', 'KH', 'LA', 'TH', 'MY', 'SG']),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx.insertInto('merchantDomains').values({ domain: VN_DOMAIN, merchantId: id, isPrimary: true }).execute()
    await seedBrandRules(trx, id, FLAGS_ON)
    await trx
      .insertInto('merchantResources')
      .values(
        [
          { resourceType: 'CUSTOMER_SERVICE', url: '/helpmc', labelNameEn: 'Customer service' },
          { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/', labelNameEn: 'Facebook' },
          { resourceType: 'TELEGRAM', url: 'https://t.me/', labelNameEn: 'Telegram' },
        ].map((r, sortOrder) => ({ ...r, merchantId: id, qrCodeUrl: null, sortOrder })),
      )
      .execute()
    await trx
      .insertInto('domainRoutes')
      .values({ merchantId: id, url: `http://${VN_DOMAIN}:8080`, speed: 0, sortOrder: 0 })
      .execute()
    await trx
      .insertInto('helpArticles')
      .values(
        helpArticles(VN_BRAND)
          .filter((a) => a.language === 'VI' || a.language === 'EN')
          .map((a) => ({ ...a, merchantId: id })),
      )
      .execute()
    await seedMoneySettings(trx, id)
    await seedContent(trx, id, now)
    await seedVendors(trx, id)
    return id
  })
  await seedMembers(db, id, now)
  await db.transaction().execute(async (trx) => {
    const account = {
      username: DEMO_VN_OPERATOR.username,
      usernameKey: DEMO_VN_OPERATOR.username,
      passwordHash: await hashPassword(DEMO_VN_OPERATOR.password),
      passwordChangeRequired: false,
    }
    await insertOperator(trx, account, ['administrator'], [id])
  })
  return true
}

/** A VND bank transfer to a Vietnamese account (obviously not a real one), the gateway, banks and limits. */
async function seedMoneySettings(db: Db, merchantId: number): Promise<void> {
  const channel = { merchantId, bankName: null, accountName: null, accountNumber: null, provider: null }
  await db
    .insertInto('depositChannels')
    .values([
      {
        ...channel,
        code: 'BANK_TRANSFER',
        type: 'bank_transfer',
        displayName: 'Chuyển khoản ngân hàng',
        minAmount: 100_000n * DONG,
        maxAmount: 300_000_000n * DONG,
        sortOrder: 0,
        bankName: 'Vietcombank',
        accountName: 'CONG TY RONG VANG DEMO',
        accountNumber: '0000-111-222-333',
      },
      {
        ...channel,
        code: 'ONLINE_PAYMENT',
        type: 'gateway',
        displayName: 'Thanh toán trực tuyến',
        minAmount: 50_000n * DONG,
        maxAmount: 100_000_000n * DONG,
        sortOrder: 1,
        provider: 'paygate',
      },
    ])
    .execute()
  await db
    .insertInto('banks')
    .values(VIETNAMESE_BANKS.map(([code, name], sortOrder) => ({ merchantId, code, name, sortOrder })))
    .execute()
  await db
    .insertInto('withdrawalSettings')
    .values({
      merchantId,
      minAmount: 200_000n * DONG,
      maxAmount: 500_000_000n * DONG,
      dailyCount: 5,
      dailyAmount: 1_000_000_000n * DONG,
      autoReceiveMinutes: 30,
      maxBankAccounts: 3,
    })
    .execute()
}

async function seedContent(db: Db, merchantId: number, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY)
  await db
    .insertInto('announcements')
    .values([
      ...VN_NOTICES.map((n) => ({ merchantId, type: 'PL' as const, texts: texts(n.texts), startAt: ago(n.daysAgo) })),
      {
        merchantId,
        type: 'PU' as const,
        texts: texts(VN_POPUP),
        imageUrl: '/brand-vn/promos/tet-welcome.svg',
        startAt: ago(2),
      },
      ...VN_PROMOTIONS.map((p, sortOrder) => ({
        merchantId,
        type: 'PR' as const,
        texts: texts(p.texts),
        imageUrl: p.image,
        link: '/promotions',
        startAt: ago(p.daysAgo),
        endAt: p.runsDays === null ? null : new Date(now.getTime() + p.runsDays * DAY),
        sortOrder,
      })),
      ...VN_BANNERS.map((b, sortOrder) => ({
        merchantId,
        type: 'B' as const,
        groupName: b.group,
        texts: texts(b.titles),
        imageUrl: b.image,
        link: b.link,
        startAt: ago(30),
        sortOrder,
      })),
    ])
    .execute()
  await db
    .insertInto('platformMessages')
    .values({ merchantId, audience: 'everyone', texts: texts(VN_BROADCAST), createdAt: ago(3) })
    .execute()
}

/** The lottery vendors first (the Vietnamese one leads), then the catalogue's games. */
async function seedVendors(db: Db, merchantId: number): Promise<void> {
  const codes = [...LOTTERY_VENDORS.map((v) => v.code), ...SEED_VENDORS.map((v) => v.code)]
  await db
    .insertInto('merchantVendors')
    .values(codes.map((vendorCode, sortOrder) => ({ merchantId, vendorCode, enabled: true, sortOrder, isHot: true })))
    .onConflict((oc) => oc.columns(['merchantId', 'vendorCode']).doNothing())
    .execute()
}

/** Three members funded through the ledger when they registered, then three weeks of rounds and bank transfers. */
async function seedMembers(db: Db, merchantId: number, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_AGENT_PASSWORD)
  const history: HistoryAccount[] = []
  for (const [i, username] of VN_MEMBERS.entries()) {
    const registeredAt = new Date(now.getTime() - (25 - i * 4) * DAY)
    const row = await db
      .insertInto('members')
      .values({
        merchantId,
        username,
        usernameKey: username,
        passwordHash,
        isAgent: 0,
        parentId: null,
        affiliateCode: newAffiliateCode(),
        profile: JSON.stringify({}),
        memberLabels: JSON.stringify([]),
        registerIp: '127.0.0.1',
        createdAt: registeredAt,
        lastLoginAt: new Date(now.getTime() - i * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const deposits = (VN_MEMBER_DEPOSITS[i] ?? []).map(([daysAgo, dong]) => ({
      at: new Date(now.getTime() - daysAgo * DAY),
      amount: BigInt(dong) * DONG,
      channelCode: 'BANK_TRANSFER',
    }))
    history.push({ id: row.id, registeredAt, funding: 20_000_000n * DONG, deposits })
  }
  await playDemoHistory(db, { id: merchantId, currency: 'VND' }, history, now, {
    settle: false,
    stakeScale: STAKE_SCALE,
  })
}
