import type { LocalizedText } from '../home-schema'

/**
 * The second demo brand's own look and content (decision 035): Vietnamese first, then English.
 * Its pictures live under apps/web/public/brand-vn/ and are written as absolute paths, so the
 * brand keeps the shared game art of `/brand/` as its imageBaseUrl.
 */
export const VN_BRAND = 'Rồng Vàng'

export const VN_THEME = {
  primary: '#b3121f',
  primaryContrast: '#fff8e6',
  accent: '#f2c14e',
  background: '#1a0909',
  surface: '#2b1111',
  text: '#fff4e0',
  muted: '#cfa99a',
}

type VnTexts = { VI: LocalizedText; EN: LocalizedText }

/** Vietnamese banks a member can withdraw to (codes as the banks publish them). */
export const VIETNAMESE_BANKS: readonly [code: string, name: string][] = [
  ['VCB', 'Vietcombank'],
  ['BIDV', 'BIDV'],
  ['CTG', 'VietinBank'],
  ['VBA', 'Agribank'],
  ['TCB', 'Techcombank'],
  ['MB', 'MB Bank'],
  ['ACB', 'ACB'],
  ['VPB', 'VPBank'],
  ['TPB', 'TPBank'],
  ['STB', 'Sacombank'],
]

export const VN_NOTICES: { daysAgo: number; texts: VnTexts }[] = [
  {
    daysAgo: 1,
    texts: {
      VI: {
        title: 'Xổ số miền Bắc mở thưởng lúc 18:15 mỗi ngày',
        content:
          '<p>Vé xổ số miền Bắc nhận cược đến 18:00 và mở thưởng lúc 18:15 (giờ Việt Nam).</p><p>Kết quả được cập nhật ngay trong mục <strong>Xổ số</strong>; tiền thắng được cộng vào ví chính sau khi kết quả được xác nhận.</p>',
      },
      EN: {
        title: 'Northern lottery draws at 18:15 every day',
        content:
          '<p>Northern lottery tickets are accepted until 18:00 and drawn at 18:15 (Vietnam time).</p><p>Results appear in <strong>Lottery</strong> right away; winnings reach the main wallet once the result is confirmed.</p>',
      },
    },
  },
  {
    daysAgo: 4,
    texts: {
      VI: {
        title: 'Nạp tiền qua chuyển khoản ngân hàng nội địa',
        content:
          '<p>Chuyển khoản từ mọi ngân hàng Việt Nam, tối thiểu 100.000 ₫. Ghi đúng nội dung chuyển khoản hiển thị trên trang <strong>Nạp tiền</strong> để được cộng tiền nhanh nhất.</p>',
      },
      EN: {
        title: 'Deposit by Vietnamese bank transfer',
        content:
          '<p>Transfer from any Vietnamese bank, from 100,000 ₫. Write the reference shown on the <strong>Deposit</strong> page so that your money is credited fastest.</p>',
      },
    },
  },
]

export const VN_POPUP: VnTexts = {
  VI: {
    title: `Chào mừng bạn đến với ${VN_BRAND}`,
    content:
      '<p>Thành viên mới được thưởng <strong>100% lần nạp đầu, tối đa 2.000.000 ₫</strong>.</p><p>Xem chi tiết tại <a href="/promotions">Khuyến mãi</a>.</p>',
  },
  EN: {
    title: `Welcome to ${VN_BRAND}`,
    content:
      '<p>New members get <strong>100% on the first deposit, up to 2,000,000 ₫</strong>.</p><p>See <a href="/promotions">Promotions</a> for the details.</p>',
  },
}

export const VN_PROMOTIONS: { image: string; daysAgo: number; runsDays: number | null; texts: VnTexts }[] = [
  {
    image: '/brand-vn/promos/tet-welcome.svg',
    daysAgo: 20,
    runsDays: null,
    texts: {
      VI: {
        title: 'Thưởng nạp đầu 100% Rồng Vàng',
        summary: 'Nhân đôi lần nạp đầu, tối đa 2.000.000 ₫.',
        content:
          '<p>Nạp lần đầu từ 100.000 ₫ và nhận thêm 100%, tối đa 2.000.000 ₫.</p><ul><li>Mỗi thành viên chỉ nhận một lần.</li><li>Doanh số cược gấp 12 lần (tiền nạp + thưởng) trước khi rút.</li></ul>',
      },
      EN: {
        title: 'Golden Dragon 100% first deposit bonus',
        summary: 'Double your first deposit, up to 2,000,000 ₫.',
        content:
          '<p>Deposit 100,000 ₫ or more for the first time and get 100% more, up to 2,000,000 ₫.</p><ul><li>Once per member.</li><li>Turnover of 12 times the deposit plus bonus before withdrawal.</li></ul>',
      },
    },
  },
  {
    image: '/brand-vn/promos/lottery-rebate.svg',
    daysAgo: 6,
    runsDays: 30,
    texts: {
      VI: {
        title: 'Hoàn trả xổ số 1,2% mỗi ngày',
        summary: 'Nhận lại 1,2% tiền cược xổ số ba miền.',
        content:
          '<p>Mỗi ngày, 1,2% tổng tiền cược xổ số miền Bắc, miền Trung và miền Nam được hoàn vào ví chính trước 12:00 hôm sau.</p>',
      },
      EN: {
        title: '1.2% daily lottery rebate',
        summary: 'Get 1.2% of your lottery stakes back.',
        content:
          '<p>Every day, 1.2% of your northern, central and southern lottery stakes is paid to the main wallet before 12:00 the next day.</p>',
      },
    },
  },
]

export const VN_BANNERS: { group: 'home' | 'login' | 'w_register'; image: string; link: string; titles: VnTexts }[] = [
  {
    group: 'home',
    image: '/brand-vn/banners/home-dragon.svg',
    link: '/promotions',
    titles: {
      VI: { title: 'Rồng Vàng chào xuân: thưởng nạp đầu 100%' },
      EN: { title: 'Golden Dragon spring welcome: 100% first deposit bonus' },
    },
  },
  {
    group: 'home',
    image: '/brand-vn/banners/home-xoso.svg',
    link: '/lottery',
    titles: {
      VI: { title: 'Xổ số ba miền: mở thưởng mỗi ngày' },
      EN: { title: 'Lottery of the three regions: draws every day' },
    },
  },
  {
    group: 'login',
    image: '/brand-vn/banners/home-dragon.svg',
    link: '/promotions',
    titles: { VI: { title: 'Đăng nhập Rồng Vàng' }, EN: { title: 'Sign in to Golden Dragon' } },
  },
  {
    group: 'w_register',
    image: '/brand-vn/banners/home-xoso.svg',
    link: '/promotions',
    titles: { VI: { title: 'Đăng ký nhận thưởng 100%' }, EN: { title: 'Join for a 100% bonus' } },
  },
]

export const VN_BROADCAST: VnTexts = {
  VI: {
    title: `Chào mừng bạn đến với ${VN_BRAND}`,
    content:
      '<p>Tài khoản của bạn đã sẵn sàng. Hãy bật trình xác thực trong Trung tâm bảo mật để bảo vệ tài khoản.</p>',
  },
  EN: {
    title: `Welcome to ${VN_BRAND}`,
    content: '<p>Your account is ready. Turn on the authenticator in Security Centre to keep it safe.</p>',
  },
}

/**
 * The bank transfers each member made, as [days ago, dong], in member order: 15 million, 5 million
 * and half a million over the last three weeks, so the VIP pass finds the deposits of Gold, Silver
 * and Bronze in their 30-day windows (the tiers: vip.data.ts).
 */
export const VN_MEMBER_DEPOSITS: readonly (readonly [number, number][])[] = [
  [
    [22, 5_000_000],
    [14, 5_000_000],
    [6, 5_000_000],
  ],
  [
    [18, 2_000_000],
    [8, 3_000_000],
  ],
  [[10, 500_000]],
]
