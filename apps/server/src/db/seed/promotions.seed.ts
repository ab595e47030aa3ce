import type { PromotionRules, PromotionWagering } from '@sea/contract'
import type { Db } from '../database'
import { VN_CODE } from './vn-brand.seed'

/**
 * The demo brands' real promotions (decision 054), so that the offers their pages make are what
 * the engine pays: the demo brand's welcome bonus behind its "100% Welcome Bonus" page and a
 * sign-up reward an operator approves; the `vn` brand's first-deposit bonus in dong. Demo data
 * only (DEMO_DATA); run on every start and idempotent: a code a brand has already is left alone.
 */

interface SeedPromotion {
  code: string
  titles: Record<string, string>
  rules: PromotionRules
  wagering: PromotionWagering | null
  onePer: ('device' | 'ip' | 'bank_account' | 'payee_name')[]
  needsApproval: boolean
  /** The PR announcement that is its page, by its picture. */
  page: string | null
}

// "Valid on slots and fishing games": the other categories count nothing towards the wagering.
const SLOTS_AND_FISHING = { LOTT: 0, ELOTT: 0, LIVE: 0, SPORTS: 0, ESPORTS: 0, PVP: 0, BINGO: 0, BGS: 0 }

const DEMO: SeedPromotion[] = [
  {
    code: 'welcome-bonus',
    titles: {
      EN: '100% Welcome Bonus',
      CN: '100% 新会员首存奖金',
      MY: 'Bonus Alu-aluan 100%',
      VI: 'Thưởng chào mừng 100%',
      TH: 'โบนัสต้อนรับ 100%',
    },
    rules: {
      kind: 'deposit_bonus',
      deposit: 'first',
      rate: 10_000,
      cap: '388.00',
      minDeposit: '30.00',
      apply: 'claim',
      claimWithinDays: 7,
    },
    wagering: {
      multiple: 10,
      base: 'bonus',
      weights: SLOTS_AND_FISHING,
      expiresInDays: 7,
      onEarlyWithdrawal: 'forfeit',
    },
    onePer: ['device', 'ip', 'bank_account'],
    needsApproval: false,
    page: 'promos/welcome-bonus.svg',
  },
  {
    code: 'new-member-gift',
    titles: {
      EN: 'New member gift: MYR 8',
      CN: '新会员礼金 MYR 8',
      MY: 'Hadiah ahli baharu: MYR 8',
      VI: 'Quà thành viên mới: 8 MYR',
      TH: 'ของขวัญสมาชิกใหม่ 8 MYR',
    },
    rules: { kind: 'signup', amount: '8.00', trigger: 'join' },
    wagering: null,
    onePer: ['device', 'ip'],
    needsApproval: true,
    page: null,
  },
]

const VN: SeedPromotion[] = [
  {
    code: 'welcome-bonus',
    titles: { VI: 'Thưởng nạp đầu 100% Rồng Vàng', EN: 'Golden Dragon 100% first deposit bonus' },
    rules: {
      kind: 'deposit_bonus',
      deposit: 'first',
      rate: 10_000,
      cap: '2000000.00',
      minDeposit: '100000.00',
      apply: 'claim',
      claimWithinDays: 7,
    },
    wagering: { multiple: 12, base: 'bonus_and_deposit', weights: {}, expiresInDays: 30, onEarlyWithdrawal: 'block' },
    onePer: ['device', 'ip', 'bank_account'],
    needsApproval: false,
    page: '/brand-vn/promos/tet-welcome.svg',
  },
]

export async function seedDemoPromotions(db: Db): Promise<void> {
  for (const [code, promotions] of [
    ['demo', DEMO],
    [VN_CODE, VN],
  ] as const) {
    const merchant = await db.selectFrom('merchants').select('id').where('code', '=', code).executeTakeFirst()
    if (merchant) for (const promotion of promotions) await seedPromotion(db, merchant.id, promotion)
  }
}

async function seedPromotion(db: Db, merchantId: number, promotion: SeedPromotion): Promise<void> {
  const page = promotion.page
    ? await db
        .selectFrom('announcements')
        .select(['id', 'startAt'])
        .where('merchantId', '=', merchantId)
        .where('type', '=', 'PR')
        .where('imageUrl', '=', promotion.page)
        .orderBy('id')
        .executeTakeFirst()
    : undefined
  await db
    .insertInto('promotions')
    .values({
      merchantId,
      code: promotion.code,
      kind: promotion.rules.kind,
      state: 'live',
      titles: JSON.stringify(promotion.titles),
      // As old as its page, so the member list shows it running since the banner did.
      startsAt: page?.startAt ?? new Date(),
      endsAt: null,
      rules: JSON.stringify(promotion.rules),
      eligibility: JSON.stringify({}),
      wagering: promotion.wagering ? JSON.stringify(promotion.wagering) : null,
      onePer: promotion.onePer,
      needsApproval: promotion.needsApproval,
      budget: null,
      announcementId: page?.id ?? null,
    })
    .onConflict((oc) => oc.columns(['merchantId', 'code']).doNothing())
    .execute()
}
