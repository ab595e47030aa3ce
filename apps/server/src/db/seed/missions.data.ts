import type { MissionEvent, MissionPeriod } from '@sea/contract'
import type { DemoBrand } from './loyalty.data'
import { VN_CODE } from './vn-brand.seed'

/**
 * The demo brands' six missions (docs/domain/loyalty.md#missions), money targets in each brand's
 * currency and rewards at its points' scale (loyalty.data.ts), titled in the brand's languages.
 */

export interface SeedMission {
  code: string
  titles: Record<string, string>
  period: MissionPeriod
  event: MissionEvent
  category?: string
  gameCode?: string
  /** Minor units for deposit and turnover, a count otherwise. */
  target: bigint
  rewardPoints: bigint
}

export const MISSIONS: Readonly<Record<DemoBrand, SeedMission[]>> = {
  demo: [
    {
      code: 'login-3-days',
      titles: {
        EN: 'Log in 3 days in a row',
        CN: '连续登录 3 天',
        MY: 'Log masuk 3 hari berturut-turut',
        VI: 'Đăng nhập 3 ngày liên tiếp',
        TH: 'เข้าสู่ระบบติดต่อกัน 3 วัน',
      },
      period: 'weekly',
      event: 'login_days',
      target: 3n,
      rewardPoints: 50n,
    },
    {
      code: 'deposit-100-today',
      titles: {
        EN: 'Deposit MYR 100 today',
        CN: '今日存款 MYR 100',
        MY: 'Deposit MYR 100 hari ini',
        VI: 'Nạp 100 MYR hôm nay',
        TH: 'ฝากเงิน 100 MYR วันนี้',
      },
      period: 'daily',
      event: 'deposit',
      target: 10_000n,
      rewardPoints: 30n,
    },
    {
      // Rounds are counted per game (a game_rounds mission names none or one): the demo's slot.
      code: 'slots-20-rounds',
      titles: {
        EN: 'Play 20 rounds of slots: Jade Fortune',
        CN: '玩 20 局老虎机：翡翠财富',
        MY: 'Main 20 pusingan slot: Tuah Jed',
        VI: 'Chơi 20 vòng slot: Ngọc Bích Phát Tài',
        TH: 'เล่นสล็อต 20 รอบ: หยกนำโชค',
      },
      period: 'daily',
      event: 'game_rounds',
      gameCode: 'jade-96',
      target: 20n,
      rewardPoints: 20n,
    },
    {
      code: 'live-turnover-500',
      titles: {
        EN: 'Turnover MYR 500 in live casino this week',
        CN: '本周真人娱乐流水 MYR 500',
        MY: 'Pusing ganti MYR 500 di kasino langsung minggu ini',
        VI: 'Doanh thu 500 MYR sòng bài trực tiếp tuần này',
        TH: 'ยอดเล่นคาสิโนสด 500 MYR ในสัปดาห์นี้',
      },
      period: 'weekly',
      event: 'turnover',
      category: 'LIVE',
      target: 50_000n,
      rewardPoints: 100n,
    },
    {
      code: 'lottery-10-bets',
      titles: {
        EN: 'Place 10 lottery bets',
        CN: '投注 10 注彩票',
        MY: 'Buat 10 pertaruhan loteri',
        VI: 'Đặt 10 cược xổ số',
        TH: 'แทงหวย 10 ครั้ง',
      },
      period: 'weekly',
      event: 'lottery_bets',
      target: 10n,
      rewardPoints: 50n,
    },
    {
      // The demo brand's smallest deposit is MYR 10: any first deposit completes it.
      code: 'first-deposit',
      titles: {
        EN: 'Make your first deposit',
        CN: '完成首次存款',
        MY: 'Buat deposit pertama anda',
        VI: 'Nạp tiền lần đầu',
        TH: 'ฝากเงินครั้งแรก',
      },
      period: 'once',
      event: 'deposit',
      target: 1_000n,
      rewardPoints: 100n,
    },
  ],
  // In dong, a point worth 1 ₫: amounts about 5,000 times the ringgit ones, rewards about 50 times.
  [VN_CODE]: [
    {
      code: 'login-3-days',
      titles: { VI: 'Đăng nhập 3 ngày liên tiếp', EN: 'Log in 3 days in a row' },
      period: 'weekly',
      event: 'login_days',
      target: 3n,
      rewardPoints: 2_500n,
    },
    {
      code: 'deposit-500k-today',
      titles: { VI: 'Nạp 500.000 ₫ hôm nay', EN: 'Deposit 500,000 ₫ today' },
      period: 'daily',
      event: 'deposit',
      target: 50_000_000n,
      rewardPoints: 1_500n,
    },
    {
      code: 'slots-20-rounds',
      titles: { VI: 'Chơi 20 vòng slot: Ngọc Bích Phát Tài', EN: 'Play 20 rounds of slots: Jade Fortune' },
      period: 'daily',
      event: 'game_rounds',
      gameCode: 'jade-96',
      target: 20n,
      rewardPoints: 1_000n,
    },
    {
      code: 'live-turnover-2-5m',
      titles: {
        VI: 'Doanh thu 2.500.000 ₫ sòng bài trực tiếp tuần này',
        EN: 'Turnover 2,500,000 ₫ in live casino this week',
      },
      period: 'weekly',
      event: 'turnover',
      category: 'LIVE',
      target: 250_000_000n,
      rewardPoints: 5_000n,
    },
    {
      code: 'lottery-10-bets',
      titles: { VI: 'Đặt 10 cược xổ số', EN: 'Place 10 lottery bets' },
      period: 'weekly',
      event: 'lottery_bets',
      target: 10n,
      rewardPoints: 2_500n,
    },
    {
      // The brand's smallest deposit is 50,000 ₫ (online payment): any first deposit completes it.
      code: 'first-deposit',
      titles: { VI: 'Nạp tiền lần đầu', EN: 'Make your first deposit' },
      period: 'once',
      event: 'deposit',
      target: 5_000_000n,
      rewardPoints: 5_000n,
    },
  ],
}
