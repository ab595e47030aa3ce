import { countries as countryData } from 'countries-list'
import { REGISTER_FIELDS, WHITELABEL_FLAG_CODES, type RegisterField, type WhitelabelFlag } from '@sea/contract'
import type { Db } from '../database'
import { seedDepositChannels } from './deposit.seed'
import { helpArticles } from './help.data'
import { seedBrandVendors, seedGameCatalogue } from './games.seed'
import { seedHomeContent } from './home.seed'
import { seedBrandLottery, seedLotteryCatalogue } from './lottery.seed'
import { REGISTER_PATTERNS } from './patterns.data'
import { seedWithdrawals } from './withdrawal.seed'

const BRAND = 'Lotus Play'

const FLAGS_ON: readonly WhitelabelFlag[] = [
  'DIRECTREG3',
  'DIRECT_REGISTER',
  'USERNAME_REGISTER',
  'MOBILE_REGISTER',
  'SMS_VERIFICATION',
  'SMS_LOGIN',
  'FREE_PLAY',
  'FORCE_CHANGE_PASSWORD',
  'PHONE_RECOVERY',
  'REFERRAL_PROMO',
  'UPLINE_TRANSFER',
  'SINGLE_WALLET',
  'AUTO_TRANSFER',
]

// [enabled, required, patternId, minLength, maxLength]
const RULES: Record<RegisterField, [boolean, boolean, number, number, number]> = {
  username: [true, true, 2, 6, 16],
  password: [true, true, 1, 6, 20],
  confirmPassword: [true, true, 1, 6, 20],
  payeeName: [true, true, 20, 2, 50],
  nickname: [false, false, 0, 2, 20],
  email: [true, false, 3, 6, 100],
  mobileNum: [true, false, 4, 8, 12],
  verificationCode: [true, true, 4, 6, 6],
  paymentPassword: [true, false, 4, 6, 6],
  affiliateCode: [true, false, 1, 4, 16],
  recommenderId: [false, false, 1, 4, 16],
  qqNum: [false, false, 4, 5, 12],
  line: [false, false, 23, 4, 32],
  whatsapp: [true, false, 21, 8, 16],
  facebook: [false, false, 23, 4, 50],
  wechat: [false, false, 23, 4, 32],
  telegram: [true, false, 23, 5, 32],
  zalo: [false, false, 21, 8, 16],
  idNumber: [false, false, 1, 6, 20],
  birthday: [true, false, 15, 10, 10],
  address: [false, false, 0, 5, 200],
  nationality: [false, false, 17, 2, 50],
  occupation: [false, false, 0, 2, 50],
  sourceOfIncome: [false, false, 0, 2, 50],
  placeOfBirth: [false, false, 0, 2, 50],
  captcha: [true, true, 1, 4, 6],
}

/** South-East Asia first in the dialing-code list. */
const PREFERRED_COUNTRIES = ['MY', 'SG', 'TH', 'VN', 'ID', 'PH', 'KH', 'MM', 'LA', 'BN', 'CN']

/**
 * Data every installation needs, merchant or not: the pattern catalogue, the countries, and the
 * platform's game and lottery catalogue (a brand lists its vendors from it).
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insertInto('registerPatterns')
    .values(REGISTER_PATTERNS.map((p) => ({ ...p, messages: JSON.stringify(p.messages) })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  const rows = Object.entries(countryData).map(([code, c]) => ({
    code,
    dialingCode: String(c.phone[0] ?? ''),
    nameEn: c.name,
  }))
  await db
    .insertInto('countries')
    .values(rows.filter((r) => r.dialingCode !== ''))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
  await seedGameCatalogue(db)
  await seedLotteryCatalogue(db)
}

/** A brand's flags and registration rules as every brand starts (the demo's, and `npm run brand`'s). */
export async function seedBrandRules(db: Db, merchantId: number, flagsOn: readonly WhitelabelFlag[]): Promise<void> {
  await db
    .insertInto('merchantFlags')
    .values(WHITELABEL_FLAG_CODES.map((flag) => ({ merchantId, flag, enabled: flagsOn.includes(flag) })))
    .execute()
  await db
    .insertInto('registerRules')
    .values(
      REGISTER_FIELDS.map((field, sortOrder) => {
        const [enabled, required, patternId, minLength, maxLength] = RULES[field]
        const acceptedPattern = REGISTER_PATTERNS[patternId]?.pattern ?? '^.*$'
        return { merchantId, field, enabled, required, acceptedPattern, patternId, minLength, maxLength, sortOrder }
      }),
    )
    .execute()
}

/** The demo brand, created on first start of the try-out (DEMO_DATA, decision 035). */
export async function seedDemoMerchant(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('merchants').select('id').limit(1).executeTakeFirst()
  if (existing) return false
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('merchants')
      .values({
        code: 'demo',
        name: BRAND,
        logoUrl: '/brand/logo.svg',
        imageBaseUrl: '/brand/',
        theme: JSON.stringify({
          primary: '#6142bf',
          primaryContrast: '#ffffff',
          accent: '#f5b400',
          background: '#0f0b1e',
          surface: '#1b1533',
          text: '#f4f1ff',
          muted: '#a59fc4',
        }),
        languages: JSON.stringify(['MY', 'EN', 'CN', 'VI', 'TH']),
        defaultLanguage: 'MY',
        currency: 'MYR',
        timezone: 'Asia/Kuala_Lumpur',
        restrictedCountries: JSON.stringify([]),
        restrictedIps: JSON.stringify([]),
        imageCdns: JSON.stringify([]),
        launchGameCdns: JSON.stringify([]),
        customerService: JSON.stringify({ url: '/helpmc', vipUrl: '/helpmc#vip', popupWidth: 440, popupHeight: 750 }),
        preferredCountries: JSON.stringify(PREFERRED_COUNTRIES),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('merchantDomains')
      .values(
        ['localhost', '127.0.0.1', '::1', 'demo.localhost'].map((domain) => ({
          domain,
          merchantId: id,
          isPrimary: domain === 'localhost',
        })),
      )
      .execute()
    await seedBrandRules(trx, id, FLAGS_ON)
    await trx
      .insertInto('merchantResources')
      .values(
        [
          { resourceType: 'CUSTOMER_SERVICE', url: '/helpmc', labelNameEn: 'Customer service' },
          { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/', labelNameEn: 'Facebook' },
          { resourceType: 'WHATSAPP', url: 'https://wa.me/', labelNameEn: 'WhatsApp' },
          { resourceType: 'TELEGRAM', url: 'https://t.me/', labelNameEn: 'Telegram' },
          { resourceType: 'APP_IOS', url: '/download#ios', labelNameEn: 'iOS app' },
          { resourceType: 'APP_ANDROID', url: '/download#android', labelNameEn: 'Android app' },
          { resourceType: 'APP_LITE', url: '/download#lite', labelNameEn: 'Lite app' },
        ].map((r, sortOrder) => ({ ...r, merchantId: id, qrCodeUrl: null, sortOrder })),
      )
      .execute()
    await trx
      .insertInto('domainRoutes')
      .values([
        { merchantId: id, url: 'http://localhost:8080', speed: 0, sortOrder: 0 },
        { merchantId: id, url: 'http://127.0.0.1:8080', speed: 0, sortOrder: 1 },
      ])
      .execute()
    await trx
      .insertInto('helpArticles')
      .values(helpArticles(BRAND).map((a) => ({ ...a, merchantId: id })))
      .execute()
    await seedDepositChannels(trx, id)
    await seedWithdrawals(trx, id)
    await seedHomeContent(trx, id, BRAND)
    await seedBrandVendors(trx, id, 'all')
    await seedBrandLottery(trx, id)
  })
  return true
}
