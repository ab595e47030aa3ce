import type { PointItemKind, PromotionRules, PromotionWagering } from '@sea/contract'
import { slotVariant } from '@sea/engines/slot'
import type { Db } from '../database'

/**
 * The demo brand's point mall (decision 055, docs/domain/loyalty.md#point-mall): cash vouchers,
 * a bonus credit paid by the loyalty promotion `point-mall-bonus`, free rounds of the in-house
 * slot and three goods. Demo data only (DEMO_DATA); run on every start and idempotent: the
 * promotion's code, and an item's English title, already there are left alone.
 */

const BONUS_CODE = 'point-mall-bonus'
const BONUS_RULES: PromotionRules = { kind: 'loyalty', maxReward: '100.00' }
// Five times the bonus, every category counting in full (no weights), within 7 days.
const BONUS_WAGERING: PromotionWagering = {
  multiple: 5,
  base: 'bonus',
  weights: {},
  expiresInDays: 7,
  onEarlyWithdrawal: 'forfeit',
}

const FREE_ROUNDS_GAME = 'jade-96'
/** The slot's smallest stake: one minor unit on each line. */
const FREE_ROUND_STAKE = BigInt(slotVariant(FREE_ROUNDS_GAME).paylines.length)

interface SeedItem {
  kind: PointItemKind
  titles: Record<string, string>
  descriptions: Record<string, string>
  imageUrl: string | null
  points: bigint
  value: bigint
  gameCode?: string
  rounds?: number
  stock?: number
  perMemberLimit?: number
}

const ITEMS: SeedItem[] = [
  {
    kind: 'cash',
    titles: {
      EN: 'MYR 5 cash voucher',
      CN: 'MYR 5 现金券',
      MY: 'Baucar tunai MYR 5',
      VI: 'Phiếu tiền mặt 5 MYR',
      TH: 'บัตรเงินสด 5 MYR',
    },
    descriptions: {
      EN: 'MYR 5 straight into your main wallet.',
      CN: 'MYR 5 直接存入主钱包。',
      MY: 'MYR 5 terus ke dompet utama anda.',
    },
    imageUrl: null,
    points: 500n,
    value: 500n,
  },
  {
    kind: 'cash',
    titles: {
      EN: 'MYR 20 cash voucher',
      CN: 'MYR 20 现金券',
      MY: 'Baucar tunai MYR 20',
      VI: 'Phiếu tiền mặt 20 MYR',
      TH: 'บัตรเงินสด 20 MYR',
    },
    descriptions: {
      EN: 'MYR 20 into your main wallet, at a better rate.',
      CN: 'MYR 20 存入主钱包，更划算。',
      MY: 'MYR 20 ke dompet utama anda, pada kadar lebih baik.',
    },
    imageUrl: null,
    points: 1_900n,
    value: 2_000n,
  },
  {
    kind: 'bonus',
    titles: {
      EN: 'MYR 10 bonus credit',
      CN: 'MYR 10 奖金',
      MY: 'Kredit bonus MYR 10',
      VI: 'Tiền thưởng 10 MYR',
      TH: 'เครดิตโบนัส 10 MYR',
    },
    descriptions: {
      EN: 'MYR 10 bonus; play it through 5 times within 7 days to withdraw.',
      CN: 'MYR 10 奖金；7 天内完成 5 倍流水即可提款。',
      MY: 'Bonus MYR 10; main 5 kali dalam 7 hari untuk mengeluarkan.',
    },
    imageUrl: null,
    points: 800n,
    value: 1_000n,
  },
  {
    kind: 'free_rounds',
    titles: {
      EN: '20 free spins on Jade Fortune',
      CN: '翡翠财富 20 次免费旋转',
      MY: '20 putaran percuma Tuah Jed',
      VI: '20 vòng quay miễn phí Ngọc Bích Phát Tài',
      TH: 'ฟรีสปิน 20 ครั้ง หยกนำโชค',
    },
    descriptions: {
      EN: 'Twenty spins of Jade Fortune on the house.',
      CN: '翡翠财富免费旋转二十次。',
      MY: 'Dua puluh putaran Tuah Jed secara percuma.',
    },
    imageUrl: 'games/jade-fortune.svg',
    points: 1_000n,
    value: FREE_ROUND_STAKE,
    gameCode: FREE_ROUNDS_GAME,
    rounds: 20,
  },
  {
    kind: 'goods',
    titles: {
      EN: 'Branded cap',
      CN: '品牌棒球帽',
      MY: 'Topi berjenama',
      VI: 'Mũ lưỡi trai thương hiệu',
      TH: 'หมวกแก๊ปแบรนด์',
    },
    descriptions: {
      EN: 'Embroidered cotton cap, one size. Shipped within Malaysia.',
      CN: '刺绣棉质棒球帽，均码。仅限马来西亚境内配送。',
      MY: 'Topi kapas bersulam, satu saiz. Dihantar dalam Malaysia.',
    },
    imageUrl: null,
    points: 2_500n,
    value: 0n,
    stock: 50,
    perMemberLimit: 1,
  },
  {
    kind: 'goods',
    titles: {
      EN: 'Power bank 10,000 mAh',
      CN: '10000 mAh 移动电源',
      MY: 'Power bank 10,000 mAh',
      VI: 'Sạc dự phòng 10.000 mAh',
      TH: 'พาวเวอร์แบงก์ 10,000 mAh',
    },
    descriptions: {
      EN: 'Slim 10,000 mAh power bank with USB-C. Shipped within Malaysia.',
      CN: '轻薄 10000 mAh 移动电源，USB-C 接口。仅限马来西亚境内配送。',
      MY: 'Power bank nipis 10,000 mAh dengan USB-C. Dihantar dalam Malaysia.',
    },
    imageUrl: null,
    points: 6_000n,
    value: 0n,
    stock: 20,
    perMemberLimit: 1,
  },
  {
    kind: 'goods',
    titles: { EN: 'Smart watch', CN: '智能手表', MY: 'Jam tangan pintar', VI: 'Đồng hồ thông minh', TH: 'สมาร์ทวอทช์' },
    descriptions: {
      EN: 'Fitness smart watch with heart-rate sensor. Shipped within Malaysia.',
      CN: '带心率监测的运动智能手表。仅限马来西亚境内配送。',
      MY: 'Jam tangan pintar kecergasan dengan pengesan nadi. Dihantar dalam Malaysia.',
    },
    imageUrl: null,
    points: 25_000n,
    value: 0n,
    stock: 5,
    perMemberLimit: 1,
  },
]

export async function seedDemoPointMall(db: Db): Promise<void> {
  const merchant = await db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirst()
  if (!merchant) return
  await db
    .insertInto('promotions')
    .values({
      merchantId: merchant.id,
      code: BONUS_CODE,
      kind: 'loyalty',
      state: 'live',
      titles: JSON.stringify({ EN: 'Point mall bonus', CN: '积分商城奖金', MY: 'Bonus kedai mata' }),
      startsAt: new Date(),
      endsAt: null,
      rules: JSON.stringify(BONUS_RULES),
      eligibility: JSON.stringify({}),
      wagering: JSON.stringify(BONUS_WAGERING),
      onePer: [],
      needsApproval: false,
      budget: null,
    })
    .onConflict((oc) => oc.columns(['merchantId', 'code']).doNothing())
    .execute()
  const promotion = await db
    .selectFrom('promotions')
    .select(['id', 'kind'])
    .where('merchantId', '=', merchant.id)
    .where('code', '=', BONUS_CODE)
    .executeTakeFirstOrThrow()
  const existing = await db
    .selectFrom('pointItems')
    .select((eb) => eb.ref('titles', '->>').key('EN').as('title'))
    .where('merchantId', '=', merchant.id)
    .execute()
  const have = new Set(existing.map((row) => row.title))
  const missing = ITEMS.map((item, index) => ({ item, index })).filter(({ item }) => !have.has(item.titles.EN!))
  // A brand whose bonus code is not a loyalty promotion (an operator reused it) gets no bonus item.
  const usable = missing.filter(({ item }) => item.kind !== 'bonus' || promotion.kind === 'loyalty')
  if (usable.length === 0) return
  await db
    .insertInto('pointItems')
    .values(
      usable.map(({ item, index }) => ({
        merchantId: merchant.id,
        kind: item.kind,
        state: 'live' as const,
        titles: JSON.stringify(item.titles),
        descriptions: JSON.stringify(item.descriptions),
        imageUrl: item.imageUrl,
        points: item.points,
        value: item.value,
        promotionId: item.kind === 'bonus' ? promotion.id : null,
        gameCode: item.gameCode ?? null,
        rounds: item.rounds ?? null,
        stock: item.stock ?? null,
        perMemberLimit: item.perMemberLimit ?? null,
        sortOrder: (index + 1) * 10,
      })),
    )
    .execute()
}
