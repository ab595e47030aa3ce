import type { PointItemKind, PromotionRules, PromotionWagering } from '@sea/contract'
import { slotVariant } from '@sea/engines/slot'
import type { DemoBrand } from './loyalty.data'
import { VN_CODE } from './vn-brand.seed'

/**
 * The demo brands' point malls (docs/domain/loyalty.md#point-mall), prices at each brand's points'
 * scale and amounts in its currency (minor units): cash vouchers, a bonus credit paid by the
 * brand's loyalty promotion `point-mall-bonus`, free rounds of the in-house slot and three goods.
 */

export const BONUS_CODE = 'point-mall-bonus'
/** Five times the bonus, every category counting in full (no weights), within 7 days. */
export const BONUS_WAGERING: PromotionWagering = {
  multiple: 5,
  base: 'bonus',
  weights: {},
  expiresInDays: 7,
  onEarlyWithdrawal: 'forfeit',
}
/** The bonus promotion per brand: its titles and the most one redemption may pay. */
export const BONUS_PROMOTIONS: Readonly<Record<DemoBrand, { titles: Record<string, string>; rules: PromotionRules }>> =
  {
    demo: {
      titles: { EN: 'Point mall bonus', CN: '积分商城奖金', MY: 'Bonus kedai mata' },
      rules: { kind: 'loyalty', maxReward: '100.00' },
    },
    [VN_CODE]: {
      titles: { VI: 'Thưởng cửa hàng điểm', EN: 'Point mall bonus' },
      rules: { kind: 'loyalty', maxReward: '1000000.00' },
    },
  }

const FREE_ROUNDS_GAME = 'jade-96'
/** The site shows an item's picture at this address as it is (the public folder's brand pictures). */
const FREE_ROUNDS_IMAGE = '/brand/games/jade-fortune.svg'
/** The slot's smallest stake: one minor unit on each line. */
const FREE_ROUND_STAKE = BigInt(slotVariant(FREE_ROUNDS_GAME).paylines.length)

export interface SeedItem {
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

export const POINT_ITEMS: Readonly<Record<DemoBrand, SeedItem[]>> = {
  demo: [
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
      imageUrl: FREE_ROUNDS_IMAGE,
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
  ],
  // In dong, a point worth 1 ₫ (loyalty.data.ts): vouchers at face value or better, goods shipped in Vietnam.
  [VN_CODE]: [
    {
      kind: 'cash',
      titles: { VI: 'Phiếu tiền mặt 50.000 ₫', EN: '50,000 ₫ cash voucher' },
      descriptions: { VI: '50.000 ₫ vào thẳng ví chính.', EN: '50,000 ₫ straight into your main wallet.' },
      imageUrl: null,
      points: 50_000n,
      value: 5_000_000n,
    },
    {
      kind: 'cash',
      titles: { VI: 'Phiếu tiền mặt 200.000 ₫', EN: '200,000 ₫ cash voucher' },
      descriptions: {
        VI: '200.000 ₫ vào ví chính, tỷ lệ tốt hơn.',
        EN: '200,000 ₫ into your main wallet, at a better rate.',
      },
      imageUrl: null,
      points: 190_000n,
      value: 20_000_000n,
    },
    {
      kind: 'bonus',
      titles: { VI: 'Tiền thưởng 100.000 ₫', EN: '100,000 ₫ bonus credit' },
      descriptions: {
        VI: 'Thưởng 100.000 ₫; cược đủ 5 lần trong 7 ngày để rút.',
        EN: '100,000 ₫ bonus; play it through 5 times within 7 days to withdraw.',
      },
      imageUrl: null,
      points: 80_000n,
      value: 10_000_000n,
    },
    {
      kind: 'free_rounds',
      titles: { VI: '20 vòng quay miễn phí Ngọc Bích Phát Tài', EN: '20 free spins on Jade Fortune' },
      descriptions: {
        VI: 'Hai mươi vòng quay Ngọc Bích Phát Tài miễn phí.',
        EN: 'Twenty spins of Jade Fortune on the house.',
      },
      imageUrl: FREE_ROUNDS_IMAGE,
      points: 100_000n,
      value: FREE_ROUND_STAKE,
      gameCode: FREE_ROUNDS_GAME,
      rounds: 20,
    },
    {
      kind: 'goods',
      titles: { VI: 'Mũ lưỡi trai Rồng Vàng', EN: 'Golden Dragon cap' },
      descriptions: {
        VI: 'Mũ cotton thêu logo, một cỡ. Giao trong Việt Nam.',
        EN: 'Embroidered cotton cap, one size. Shipped within Vietnam.',
      },
      imageUrl: null,
      points: 250_000n,
      value: 0n,
      stock: 50,
      perMemberLimit: 1,
    },
    {
      kind: 'goods',
      titles: { VI: 'Sạc dự phòng 10.000 mAh', EN: 'Power bank 10,000 mAh' },
      descriptions: {
        VI: 'Sạc dự phòng mỏng 10.000 mAh, cổng USB-C. Giao trong Việt Nam.',
        EN: 'Slim 10,000 mAh power bank with USB-C. Shipped within Vietnam.',
      },
      imageUrl: null,
      points: 600_000n,
      value: 0n,
      stock: 20,
      perMemberLimit: 1,
    },
    {
      kind: 'goods',
      titles: { VI: 'Đồng hồ thông minh', EN: 'Smart watch' },
      descriptions: {
        VI: 'Đồng hồ thông minh thể thao đo nhịp tim. Giao trong Việt Nam.',
        EN: 'Fitness smart watch with heart-rate sensor. Shipped within Vietnam.',
      },
      imageUrl: null,
      points: 2_500_000n,
      value: 0n,
      stock: 5,
      perMemberLimit: 1,
    },
  ],
}
