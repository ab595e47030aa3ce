import type { SeedTexts } from './home-notices.data'

/** Promotions (PR): pictures under apps/web/public/brand/promos/, relative to the brand's imageBaseUrl. */
export const PROMOTIONS: { image: string; daysAgo: number; runsDays: number | null; texts: SeedTexts }[] = [
  {
    image: 'promos/welcome-bonus.svg',
    daysAgo: 30,
    runsDays: null,
    texts: {
      EN: {
        title: '100% Welcome Bonus',
        summary: 'Double your first deposit, up to MYR 388.',
        content:
          '<p>Make your first deposit of MYR 30 or more and we match it 100%, up to MYR 388.</p><ul><li>Claim once per member, household and device.</li><li>Turnover of 10 times the bonus within 7 days before withdrawal.</li><li>Valid on slots and fishing games.</li></ul>',
      },
      CN: {
        title: '100% 新会员首存奖金',
        summary: '首存翻倍，最高 MYR 388。',
        content:
          '<p>首次存款 MYR 30 或以上，即可获得 100% 配比奖金，最高 MYR 388。</p><ul><li>每位会员、每个家庭及每台设备仅限领取一次。</li><li>提款前需在 7 天内完成奖金 10 倍的流水。</li><li>适用于老虎机及捕鱼游戏。</li></ul>',
      },
      MY: {
        title: 'Bonus Alu-aluan 100%',
        summary: 'Gandakan deposit pertama anda, sehingga MYR 388.',
        content:
          '<p>Buat deposit pertama MYR 30 atau lebih dan kami padankan 100%, sehingga MYR 388.</p><ul><li>Boleh dituntut sekali bagi setiap ahli, isi rumah dan peranti.</li><li>Pusing ganti 10 kali ganda bonus dalam 7 hari sebelum pengeluaran.</li><li>Sah untuk permainan slot dan memancing.</li></ul>',
      },
      VI: {
        title: 'Thưởng chào mừng 100%',
        summary: 'Nhân đôi lần nạp đầu, tối đa 388 MYR.',
        content:
          '<p>Nạp lần đầu từ 30 MYR trở lên, bạn sẽ được thưởng thêm 100%, tối đa 388 MYR.</p><ul><li>Mỗi thành viên, hộ gia đình và thiết bị chỉ được nhận một lần.</li><li>Cần đạt doanh số cược gấp 10 lần tiền thưởng trong 7 ngày trước khi rút.</li><li>Áp dụng cho trò chơi slot và bắn cá.</li></ul>',
      },
      TH: {
        title: 'โบนัสต้อนรับ 100%',
        summary: 'ฝากครั้งแรกรับเพิ่มเป็นสองเท่า สูงสุด 388 MYR',
        content:
          '<p>ฝากเงินครั้งแรกตั้งแต่ 30 MYR ขึ้นไป รับโบนัสเพิ่ม 100% สูงสุด 388 MYR</p><ul><li>รับได้หนึ่งครั้งต่อสมาชิก ครัวเรือน และอุปกรณ์</li><li>ต้องมียอดหมุนเวียน 10 เท่าของโบนัสภายใน 7 วันก่อนถอนเงิน</li><li>ใช้ได้กับเกมสล็อตและเกมยิงปลา</li></ul>',
      },
    },
  },
  {
    image: 'promos/weekly-reload.svg',
    daysAgo: 14,
    runsDays: 180,
    texts: {
      EN: {
        title: 'Weekly Reload Bonus 20%',
        summary: 'Every Monday: 20% extra on your deposit, up to MYR 200.',
        content:
          '<p>Deposit MYR 50 or more on a Monday and receive a 20% bonus, up to MYR 200.</p><ul><li>One claim per week.</li><li>Turnover of 10 times the deposit plus bonus.</li><li>Valid on all games except lottery.</li></ul>',
      },
      CN: {
        title: '每周充值奖金 20%',
        summary: '每逢周一存款即享 20% 额外奖金，最高 MYR 200。',
        content:
          '<p>每周一存款 MYR 50 或以上，即可获得 20% 奖金，最高 MYR 200。</p><ul><li>每周限领一次。</li><li>需完成（存款 + 奖金）10 倍流水。</li><li>适用于除彩票外的所有游戏。</li></ul>',
      },
      MY: {
        title: 'Bonus Tambah Nilai Mingguan 20%',
        summary: 'Setiap Isnin: 20% tambahan pada deposit anda, sehingga MYR 200.',
        content:
          '<p>Deposit MYR 50 atau lebih pada hari Isnin dan terima bonus 20%, sehingga MYR 200.</p><ul><li>Satu tuntutan setiap minggu.</li><li>Pusing ganti 10 kali ganda deposit dan bonus.</li><li>Sah untuk semua permainan kecuali loteri.</li></ul>',
      },
      VI: {
        title: 'Thưởng nạp lại hằng tuần 20%',
        summary: 'Mỗi thứ Hai: thưởng thêm 20% tiền nạp, tối đa 200 MYR.',
        content:
          '<p>Nạp từ 50 MYR trở lên vào thứ Hai để nhận thưởng 20%, tối đa 200 MYR.</p><ul><li>Mỗi tuần nhận một lần.</li><li>Doanh số cược gấp 10 lần (tiền nạp + tiền thưởng).</li><li>Áp dụng cho mọi trò chơi trừ xổ số.</li></ul>',
      },
      TH: {
        title: 'โบนัสเติมเงินรายสัปดาห์ 20%',
        summary: 'ทุกวันจันทร์ รับเพิ่ม 20% จากยอดฝาก สูงสุด 200 MYR',
        content:
          '<p>ฝากเงินตั้งแต่ 50 MYR ขึ้นไปในวันจันทร์ รับโบนัส 20% สูงสุด 200 MYR</p><ul><li>รับได้สัปดาห์ละหนึ่งครั้ง</li><li>ต้องมียอดหมุนเวียน 10 เท่าของ (ยอดฝาก + โบนัส)</li><li>ใช้ได้กับทุกเกม ยกเว้นลอตเตอรี่</li></ul>',
      },
    },
  },
  {
    image: 'promos/daily-rebate.svg',
    daysAgo: 10,
    runsDays: null,
    texts: {
      EN: {
        title: 'Daily Rebate up to 1.2%',
        summary: 'Cash back on every bet, paid every day with no turnover.',
        content:
          '<p>Every valid bet earns a rebate, credited to your wallet the next day by 12:00 (GMT+8).</p><ul><li>Slots and fishing 1.2%, live casino 0.7%, sports 1.0%.</li><li>No turnover on rebates.</li><li>Rebates under MYR 1 carry over to the next day.</li></ul>',
      },
      CN: {
        title: '每日返水高达 1.2%',
        summary: '每笔投注均可返现，每日发放，无需流水。',
        content:
          '<p>每笔有效投注均可获得返水，将于次日 12:00（GMT+8）前发放至您的钱包。</p><ul><li>老虎机及捕鱼 1.2%，真人娱乐 0.7%，体育 1.0%。</li><li>返水无需流水要求。</li><li>不足 MYR 1 的返水将累计至次日。</li></ul>',
      },
      MY: {
        title: 'Rebat Harian sehingga 1.2%',
        summary: 'Pulangan tunai pada setiap pertaruhan, dibayar setiap hari tanpa pusing ganti.',
        content:
          '<p>Setiap pertaruhan sah memperoleh rebat, dikreditkan ke dompet anda keesokan harinya sebelum jam 12:00 (GMT+8).</p><ul><li>Slot dan memancing 1.2%, kasino langsung 0.7%, sukan 1.0%.</li><li>Tiada pusing ganti untuk rebat.</li><li>Rebat kurang daripada MYR 1 dibawa ke hari berikutnya.</li></ul>',
      },
      VI: {
        title: 'Hoàn trả hằng ngày lên đến 1,2%',
        summary: 'Hoàn tiền cho mọi cược, trả mỗi ngày, không yêu cầu doanh số.',
        content:
          '<p>Mọi cược hợp lệ đều được hoàn trả, cộng vào ví của bạn trước 12:00 (GMT+8) ngày hôm sau.</p><ul><li>Slot và bắn cá 1,2%, sòng bài trực tiếp 0,7%, thể thao 1,0%.</li><li>Tiền hoàn trả không yêu cầu doanh số cược.</li><li>Khoản hoàn trả dưới 1 MYR được cộng dồn sang ngày tiếp theo.</li></ul>',
      },
      TH: {
        title: 'รับเงินคืนรายวันสูงสุด 1.2%',
        summary: 'รับเงินคืนทุกการเดิมพัน จ่ายทุกวัน ไม่ต้องทำยอดหมุนเวียน',
        content:
          '<p>ทุกการเดิมพันที่ถูกต้องจะได้รับเงินคืน โดยจะเข้ากระเป๋าของท่านภายในเวลา 12:00 น. (GMT+8) ของวันถัดไป</p><ul><li>สล็อตและยิงปลา 1.2% คาสิโนสด 0.7% กีฬา 1.0%</li><li>เงินคืนไม่ต้องทำยอดหมุนเวียน</li><li>เงินคืนที่ต่ำกว่า 1 MYR จะสะสมไปยังวันถัดไป</li></ul>',
      },
    },
  },
  {
    image: 'promos/refer-friend.svg',
    daysAgo: 5,
    runsDays: 365,
    texts: {
      EN: {
        title: 'Refer a Friend: MYR 50 Each',
        summary: 'Invite friends and earn MYR 50 for every friend who deposits.',
        content:
          '<p>Share your referral link from <strong>Invite friends</strong>. When a friend registers and deposits MYR 100 or more, you both receive MYR 50.</p><ul><li>No limit on the number of friends.</li><li>Turnover of 5 times the reward.</li><li>Friends must be new members with their own bank account.</li></ul>',
      },
      CN: {
        title: '推荐好友，每位奖励 MYR 50',
        summary: '邀请好友，每位好友存款即可获得 MYR 50。',
        content:
          '<p>在<strong>邀请好友</strong>页面分享您的推荐链接。好友注册并存款 MYR 100 或以上后，你们双方各得 MYR 50。</p><ul><li>邀请人数不设上限。</li><li>奖励需完成 5 倍流水。</li><li>好友须为使用本人银行账户的新会员。</li></ul>',
      },
      MY: {
        title: 'Rujuk Rakan: MYR 50 Setiap Seorang',
        summary: 'Jemput rakan dan dapatkan MYR 50 bagi setiap rakan yang membuat deposit.',
        content:
          '<p>Kongsi pautan rujukan anda dari <strong>Jemput rakan</strong>. Apabila rakan anda mendaftar dan membuat deposit MYR 100 atau lebih, anda berdua menerima MYR 50.</p><ul><li>Tiada had bilangan rakan.</li><li>Pusing ganti 5 kali ganda ganjaran.</li><li>Rakan mestilah ahli baharu dengan akaun bank sendiri.</li></ul>',
      },
      VI: {
        title: 'Giới thiệu bạn bè: 50 MYR mỗi người',
        summary: 'Mời bạn bè và nhận 50 MYR cho mỗi người bạn nạp tiền.',
        content:
          '<p>Chia sẻ đường dẫn giới thiệu của bạn tại mục <strong>Mời bạn bè</strong>. Khi bạn bè đăng ký và nạp từ 100 MYR trở lên, cả hai đều nhận 50 MYR.</p><ul><li>Không giới hạn số lượng bạn bè.</li><li>Doanh số cược gấp 5 lần tiền thưởng.</li><li>Bạn bè phải là thành viên mới với tài khoản ngân hàng riêng.</li></ul>',
      },
      TH: {
        title: 'แนะนำเพื่อน รับ 50 MYR ต่อคน',
        summary: 'ชวนเพื่อนมาเล่น รับ 50 MYR ทุกครั้งที่เพื่อนฝากเงิน',
        content:
          '<p>แชร์ลิงก์แนะนำของท่านจากเมนู <strong>ชวนเพื่อน</strong> เมื่อเพื่อนสมัครและฝากเงินตั้งแต่ 100 MYR ขึ้นไป ทั้งท่านและเพื่อนจะได้รับ 50 MYR</p><ul><li>ไม่จำกัดจำนวนเพื่อน</li><li>ต้องมียอดหมุนเวียน 5 เท่าของรางวัล</li><li>เพื่อนต้องเป็นสมาชิกใหม่ที่ใช้บัญชีธนาคารของตนเอง</li></ul>',
      },
    },
  },
]

type Titles = Record<keyof SeedTexts, string>

/** Banners (B): the home carousel, then the register and login modal banners. Titles are the pictures' alternative text. */
export const BANNERS: { group: 'home' | 'w_register' | 'login'; image: string; link: string | null; titles: Titles }[] =
  [
    {
      group: 'home',
      image: 'banners/home-welcome.svg',
      link: '/promotions',
      titles: {
        EN: '100% Welcome Bonus up to MYR 388',
        CN: '新会员首存 100% 奖金，最高 MYR 388',
        MY: 'Bonus Alu-aluan 100% sehingga MYR 388',
        VI: 'Thưởng chào mừng 100% tối đa 388 MYR',
        TH: 'โบนัสต้อนรับ 100% สูงสุด 388 MYR',
      },
    },
    {
      group: 'home',
      image: 'banners/home-live.svg',
      link: '/promotions',
      titles: {
        EN: 'Live Casino: real dealers, around the clock',
        CN: '真人娱乐场：真人荷官，全天候开桌',
        MY: 'Kasino Langsung: peniaga sebenar, sepanjang masa',
        VI: 'Sòng bài trực tiếp: người chia bài thật, suốt ngày đêm',
        TH: 'คาสิโนสด: ดีลเลอร์ตัวจริง ตลอด 24 ชั่วโมง',
      },
    },
    {
      group: 'home',
      image: 'banners/home-lottery.svg',
      link: '/lottery',
      titles: {
        EN: '4D and Vietnam lottery draws every day',
        CN: '每日开奖：4D 与越南彩票',
        MY: 'Cabutan 4D dan loteri Vietnam setiap hari',
        VI: 'Xổ số 4D và xổ số Việt Nam mở thưởng mỗi ngày',
        TH: 'ลอตเตอรี่ 4D และหวยเวียดนามออกรางวัลทุกวัน',
      },
    },
    {
      group: 'home',
      image: 'banners/home-sports.svg',
      link: '/sports',
      titles: {
        EN: 'Sports: live odds on every match',
        CN: '体育投注：每场比赛实时赔率',
        MY: 'Sukan: odds langsung untuk setiap perlawanan',
        VI: 'Thể thao: tỷ lệ cược trực tiếp cho mọi trận đấu',
        TH: 'กีฬา: ราคาต่อรองสดทุกแมตช์',
      },
    },
    {
      group: 'w_register',
      image: 'banners/register.svg',
      link: null,
      titles: {
        EN: 'Join now and get a 100% welcome bonus',
        CN: '立即注册，领取 100% 首存奖金',
        MY: 'Daftar sekarang dan dapatkan bonus alu-aluan 100%',
        VI: 'Đăng ký ngay để nhận thưởng chào mừng 100%',
        TH: 'สมัครเลยวันนี้ รับโบนัสต้อนรับ 100%',
      },
    },
    {
      group: 'login',
      image: 'banners/login.svg',
      link: null,
      titles: {
        EN: 'Welcome back: daily rebate up to 1.2%',
        CN: '欢迎回来：每日返水高达 1.2%',
        MY: 'Selamat kembali: rebat harian sehingga 1.2%',
        VI: 'Chào mừng trở lại: hoàn trả hằng ngày đến 1,2%',
        TH: 'ยินดีต้อนรับกลับ: รับเงินคืนรายวันสูงสุด 1.2%',
      },
    },
  ]
