import type { Language } from '@sea/contract'
import type { LocalizedText } from '../home-schema'

/** Texts in every site language: real sentences, so every language of the demo reads as a product. */
export type SeedTexts = Record<Language, LocalizedText>

/** Player notices (PL) of the demo brand, published `daysAgo` days before the seed ran. */
export const PLAYER_NOTICES: { daysAgo: number; texts: SeedTexts }[] = [
  {
    daysAgo: 1,
    texts: {
      EN: {
        title: 'Scheduled system maintenance every Tuesday',
        content:
          '<p>To keep the platform fast and secure, we carry out routine maintenance every Tuesday from 03:00 to 05:00 (GMT+8).</p><p>During this window some games and payment channels may be unavailable. Balances are not affected. Thank you for your patience.</p>',
      },
      CN: {
        title: '每周二定期系统维护',
        content:
          '<p>为确保平台快速稳定、安全可靠，我们将于每周二 03:00 至 05:00（GMT+8）进行例行维护。</p><p>维护期间部分游戏及支付渠道可能暂停使用，您的账户余额不受影响。感谢您的耐心与支持。</p>',
      },
      MY: {
        title: 'Penyelenggaraan sistem berjadual setiap hari Selasa',
        content:
          '<p>Untuk memastikan platform sentiasa pantas dan selamat, kami menjalankan penyelenggaraan rutin setiap hari Selasa dari jam 03:00 hingga 05:00 (GMT+8).</p><p>Sepanjang tempoh ini, sesetengah permainan dan saluran pembayaran mungkin tidak dapat digunakan. Baki akaun anda tidak terjejas. Terima kasih atas kesabaran anda.</p>',
      },
      VI: {
        title: 'Bảo trì hệ thống định kỳ vào thứ Ba hằng tuần',
        content:
          '<p>Để nền tảng luôn nhanh và an toàn, chúng tôi tiến hành bảo trì định kỳ vào mỗi thứ Ba từ 03:00 đến 05:00 (GMT+8).</p><p>Trong thời gian này, một số trò chơi và kênh thanh toán có thể tạm ngưng. Số dư tài khoản của bạn không bị ảnh hưởng. Cảm ơn bạn đã kiên nhẫn.</p>',
      },
      TH: {
        title: 'ปิดปรับปรุงระบบตามกำหนดทุกวันอังคาร',
        content:
          '<p>เพื่อให้แพลตฟอร์มรวดเร็วและปลอดภัยอยู่เสมอ เราจะปิดปรับปรุงระบบตามปกติทุกวันอังคาร เวลา 03:00 ถึง 05:00 น. (GMT+8)</p><p>ในช่วงเวลาดังกล่าว บางเกมและช่องทางการชำระเงินอาจไม่สามารถใช้งานได้ ยอดเงินในบัญชีของท่านจะไม่ได้รับผลกระทบ ขอขอบคุณที่อดทนรอ</p>',
      },
    },
  },
  {
    daysAgo: 3,
    texts: {
      EN: {
        title: 'DuitNow QR deposits are now available',
        content:
          '<p>You can now top up instantly by scanning a DuitNow QR code with any Malaysian banking or e-wallet app.</p><p>Open <strong>Deposit</strong>, choose <strong>DuitNow QR</strong>, enter the amount and scan. Credits usually arrive within one minute.</p>',
      },
      CN: {
        title: 'DuitNow QR 存款现已开通',
        content:
          '<p>现在您可以使用任何马来西亚银行或电子钱包应用扫描 DuitNow 二维码，即时完成充值。</p><p>进入<strong>存款</strong>页面，选择<strong>DuitNow QR</strong>，输入金额后扫码即可。款项通常在一分钟内到账。</p>',
      },
      MY: {
        title: 'Deposit DuitNow QR kini tersedia',
        content:
          '<p>Anda kini boleh menambah nilai serta-merta dengan mengimbas kod QR DuitNow menggunakan mana-mana aplikasi perbankan atau e-dompet Malaysia.</p><p>Buka <strong>Deposit</strong>, pilih <strong>DuitNow QR</strong>, masukkan jumlah dan imbas. Kredit biasanya diterima dalam masa satu minit.</p>',
      },
      VI: {
        title: 'Đã hỗ trợ nạp tiền qua DuitNow QR',
        content:
          '<p>Giờ đây bạn có thể nạp tiền tức thì bằng cách quét mã DuitNow QR với bất kỳ ứng dụng ngân hàng hoặc ví điện tử nào tại Malaysia.</p><p>Vào mục <strong>Nạp tiền</strong>, chọn <strong>DuitNow QR</strong>, nhập số tiền và quét mã. Tiền thường được cộng trong vòng một phút.</p>',
      },
      TH: {
        title: 'เปิดให้ฝากเงินผ่าน DuitNow QR แล้ว',
        content:
          '<p>ขณะนี้ท่านสามารถเติมเงินได้ทันทีด้วยการสแกนคิวอาร์โค้ด DuitNow ผ่านแอปธนาคารหรือกระเป๋าเงินอิเล็กทรอนิกส์ของมาเลเซีย</p><p>ไปที่ <strong>ฝากเงิน</strong> เลือก <strong>DuitNow QR</strong> ใส่จำนวนเงินแล้วสแกน โดยปกติยอดเงินจะเข้าภายในหนึ่งนาที</p>',
      },
    },
  },
  {
    daysAgo: 6,
    texts: {
      EN: {
        title: 'Keep your account safe',
        content:
          '<p>Our staff will never ask for your password, payment password or SMS verification code, whether by phone, chat or email.</p><p>Turn on the authenticator in <strong>Security Centre</strong> and use a password you do not use anywhere else. If something looks wrong, contact customer service at once.</p>',
      },
      CN: {
        title: '保障您的账户安全',
        content:
          '<p>我们的工作人员绝不会通过电话、在线客服或电子邮件向您索取登录密码、支付密码或短信验证码。</p><p>请在<strong>安全中心</strong>开启身份验证器，并使用在其他地方未曾使用过的密码。如发现任何异常，请立即联系客服。</p>',
      },
      MY: {
        title: 'Pastikan akaun anda selamat',
        content:
          '<p>Kakitangan kami tidak akan sekali-kali meminta kata laluan, kata laluan pembayaran atau kod pengesahan SMS anda, sama ada melalui telefon, sembang atau e-mel.</p><p>Aktifkan pengesah di <strong>Pusat Keselamatan</strong> dan gunakan kata laluan yang tidak digunakan di tempat lain. Jika ada sesuatu yang mencurigakan, hubungi khidmat pelanggan dengan segera.</p>',
      },
      VI: {
        title: 'Bảo vệ an toàn cho tài khoản của bạn',
        content:
          '<p>Nhân viên của chúng tôi sẽ không bao giờ yêu cầu mật khẩu, mật khẩu thanh toán hoặc mã xác minh SMS của bạn, dù qua điện thoại, trò chuyện hay email.</p><p>Hãy bật trình xác thực trong <strong>Trung tâm bảo mật</strong> và dùng mật khẩu không trùng với bất kỳ nơi nào khác. Nếu thấy điều bất thường, hãy liên hệ ngay với bộ phận chăm sóc khách hàng.</p>',
      },
      TH: {
        title: 'รักษาบัญชีของท่านให้ปลอดภัย',
        content:
          '<p>เจ้าหน้าที่ของเราจะไม่ขอรหัสผ่าน รหัสผ่านการชำระเงิน หรือรหัสยืนยันทาง SMS ของท่าน ไม่ว่าทางโทรศัพท์ แชต หรืออีเมล</p><p>โปรดเปิดใช้งานแอปยืนยันตัวตนใน <strong>ศูนย์ความปลอดภัย</strong> และใช้รหัสผ่านที่ไม่ซ้ำกับที่อื่น หากพบสิ่งผิดปกติ โปรดติดต่อฝ่ายบริการลูกค้าทันที</p>',
      },
    },
  },
  {
    daysAgo: 9,
    texts: {
      EN: {
        title: 'Play responsibly',
        content:
          '<p>Gaming should always be entertainment. Set yourself a budget before you play and never chase losses.</p><p>If you need a break, customer service can pause your account for a period you choose. Players must be 18 or older.</p>',
      },
      CN: {
        title: '理性娱乐，量力而行',
        content:
          '<p>游戏应当始终是一种娱乐。开始游戏前请先设定预算，切勿为了追回损失而继续投注。</p><p>如需暂停游戏，客服可按您选择的时长暂时停用账户。玩家须年满 18 岁。</p>',
      },
      MY: {
        title: 'Bermain secara bertanggungjawab',
        content:
          '<p>Permainan sepatutnya sentiasa menjadi hiburan. Tetapkan bajet sebelum bermain dan jangan sekali-kali cuba mengejar kerugian.</p><p>Jika anda perlukan rehat, khidmat pelanggan boleh menggantung akaun anda untuk tempoh yang anda pilih. Pemain mestilah berumur 18 tahun ke atas.</p>',
      },
      VI: {
        title: 'Chơi có trách nhiệm',
        content:
          '<p>Trò chơi luôn nên là một hình thức giải trí. Hãy đặt ngân sách trước khi chơi và đừng bao giờ cố gỡ lại khoản đã thua.</p><p>Nếu bạn cần nghỉ ngơi, bộ phận chăm sóc khách hàng có thể tạm khóa tài khoản trong khoảng thời gian bạn chọn. Người chơi phải từ 18 tuổi trở lên.</p>',
      },
      TH: {
        title: 'เล่นอย่างมีความรับผิดชอบ',
        content:
          '<p>การเล่นเกมควรเป็นความบันเทิงเสมอ โปรดกำหนดงบประมาณก่อนเล่นและอย่าพยายามเล่นเพื่อเอาคืนสิ่งที่เสียไป</p><p>หากท่านต้องการพัก ฝ่ายบริการลูกค้าสามารถระงับบัญชีของท่านชั่วคราวตามระยะเวลาที่ท่านเลือก ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป</p>',
      },
    },
  },
  {
    daysAgo: 12,
    texts: {
      EN: {
        title: 'New fishing arena now open',
        content:
          '<p>Three new fishing tables have joined the <strong>Fish</strong> lobby, with boss rounds every ten minutes and bigger multipliers at night.</p><p>Try them in free play first, then bring your friends to the weekend tournament.</p>',
      },
      CN: {
        title: '全新捕鱼竞技场现已开放',
        content:
          '<p><strong>捕鱼</strong>大厅新增三张捕鱼桌，每十分钟一轮 Boss 挑战，夜间倍率更高。</p><p>欢迎先以免费试玩体验，再邀请好友参加周末锦标赛。</p>',
      },
      MY: {
        title: 'Arena memancing baharu kini dibuka',
        content:
          '<p>Tiga meja memancing baharu telah menyertai lobi <strong>Ikan</strong>, dengan pusingan bos setiap sepuluh minit dan pengganda lebih besar pada waktu malam.</p><p>Cuba dahulu dalam mod main percuma, kemudian ajak rakan anda menyertai kejohanan hujung minggu.</p>',
      },
      VI: {
        title: 'Đấu trường bắn cá mới đã mở cửa',
        content:
          '<p>Ba bàn bắn cá mới vừa có mặt tại sảnh <strong>Bắn cá</strong>, với vòng đấu trùm mỗi mười phút và hệ số nhân cao hơn vào ban đêm.</p><p>Hãy thử ở chế độ chơi miễn phí trước, sau đó rủ bạn bè tham gia giải đấu cuối tuần.</p>',
      },
      TH: {
        title: 'เปิดสนามยิงปลาใหม่แล้ว',
        content:
          '<p>โต๊ะยิงปลาใหม่สามโต๊ะได้เพิ่มเข้ามาในล็อบบี้ <strong>ยิงปลา</strong> พร้อมรอบบอสทุกสิบนาทีและตัวคูณที่สูงขึ้นในช่วงกลางคืน</p><p>ลองเล่นฟรีก่อน แล้วชวนเพื่อนมาร่วมทัวร์นาเมนต์สุดสัปดาห์</p>',
      },
    },
  },
  {
    daysAgo: 15,
    texts: {
      EN: {
        title: 'Faster withdrawals',
        content:
          '<p>Most withdrawals are now paid within 15 minutes, around the clock.</p><p>Make sure the name on your bank account matches your registered real name, and confirm receipt in <strong>Withdraw</strong> once the money arrives.</p>',
      },
      CN: {
        title: '提款速度全面提升',
        content:
          '<p>现在大部分提款可在 15 分钟内到账，全天候处理。</p><p>请确保银行账户姓名与注册的真实姓名一致，款项到账后请在<strong>提款</strong>页面确认收款。</p>',
      },
      MY: {
        title: 'Pengeluaran lebih pantas',
        content:
          '<p>Kebanyakan pengeluaran kini dibayar dalam masa 15 minit, sepanjang masa.</p><p>Pastikan nama pada akaun bank anda sepadan dengan nama sebenar yang didaftarkan, dan sahkan penerimaan di <strong>Pengeluaran</strong> sebaik sahaja wang diterima.</p>',
      },
      VI: {
        title: 'Rút tiền nhanh hơn',
        content:
          '<p>Phần lớn lệnh rút tiền hiện được chi trả trong vòng 15 phút, suốt ngày đêm.</p><p>Hãy đảm bảo tên tài khoản ngân hàng trùng với họ tên thật đã đăng ký, và xác nhận đã nhận tiền tại mục <strong>Rút tiền</strong> khi tiền về.</p>',
      },
      TH: {
        title: 'ถอนเงินได้เร็วขึ้น',
        content:
          '<p>ขณะนี้การถอนเงินส่วนใหญ่จะได้รับภายใน 15 นาที ตลอด 24 ชั่วโมง</p><p>โปรดตรวจสอบให้ชื่อบัญชีธนาคารตรงกับชื่อจริงที่ลงทะเบียนไว้ และยืนยันการรับเงินในหน้า <strong>ถอนเงิน</strong> เมื่อได้รับเงินแล้ว</p>',
      },
    },
  },
  {
    daysAgo: 20,
    texts: {
      EN: {
        title: 'Get the lite app',
        content:
          '<p>The new lite app is under 5 MB, opens in seconds and works well on slower connections.</p><p>Find it on the <strong>App download</strong> page and scan the QR code with your phone.</p>',
      },
      CN: {
        title: '下载轻量版应用',
        content:
          '<p>全新轻量版应用不到 5 MB，数秒即可打开，网络较慢时也能流畅使用。</p><p>请前往<strong>应用下载</strong>页面，用手机扫描二维码即可安装。</p>',
      },
      MY: {
        title: 'Dapatkan aplikasi lite',
        content:
          '<p>Aplikasi lite baharu bersaiz kurang daripada 5 MB, dibuka dalam beberapa saat dan berfungsi dengan baik walaupun pada sambungan yang perlahan.</p><p>Cari di halaman <strong>Muat turun aplikasi</strong> dan imbas kod QR dengan telefon anda.</p>',
      },
      VI: {
        title: 'Tải ứng dụng phiên bản rút gọn',
        content:
          '<p>Ứng dụng rút gọn mới có dung lượng dưới 5 MB, mở chỉ trong vài giây và chạy mượt ngay cả khi mạng chậm.</p><p>Hãy vào trang <strong>Tải ứng dụng</strong> và quét mã QR bằng điện thoại của bạn.</p>',
      },
      TH: {
        title: 'ดาวน์โหลดแอปเวอร์ชันไลต์',
        content:
          '<p>แอปเวอร์ชันไลต์ใหม่มีขนาดไม่ถึง 5 MB เปิดได้ในไม่กี่วินาที และใช้งานได้ดีแม้อินเทอร์เน็ตช้า</p><p>ไปที่หน้า <strong>ดาวน์โหลดแอป</strong> แล้วสแกนคิวอาร์โค้ดด้วยโทรศัพท์ของท่าน</p>',
      },
    },
  },
]

/** The popup notice (PU) shown once after entering the site. */
export const popupNotice = (brand: string): SeedTexts => ({
  EN: {
    title: `Welcome to ${brand}`,
    content:
      '<p>New here? Your first deposit is matched <strong>100% up to MYR 388</strong>.</p><p>See <a href="/promotions">Promotions</a> for the details.</p>',
  },
  CN: {
    title: `欢迎来到 ${brand}`,
    content:
      '<p>新会员首存可获得<strong>100% 奖金，最高 MYR 388</strong>。</p><p>详情请查看<a href="/promotions">优惠活动</a>。</p>',
  },
  MY: {
    title: `Selamat datang ke ${brand}`,
    content:
      '<p>Baru di sini? Deposit pertama anda dipadankan <strong>100% sehingga MYR 388</strong>.</p><p>Lihat <a href="/promotions">Promosi</a> untuk butiran lanjut.</p>',
  },
  VI: {
    title: `Chào mừng bạn đến với ${brand}`,
    content:
      '<p>Thành viên mới? Lần nạp đầu tiên của bạn được thưởng <strong>100%, tối đa 388 MYR</strong>.</p><p>Xem chi tiết tại <a href="/promotions">Khuyến mãi</a>.</p>',
  },
  TH: {
    title: `ยินดีต้อนรับสู่ ${brand}`,
    content:
      '<p>สมาชิกใหม่ใช่ไหม รับโบนัส <strong>100% สูงสุด 388 MYR</strong> สำหรับการฝากครั้งแรก</p><p>ดูรายละเอียดได้ที่ <a href="/promotions">โปรโมชั่น</a></p>',
  },
})

/** Broadcast platform messages; 'everyone', so members who register later read them too (the welcome). */
export const broadcastMessages = (brand: string): SeedTexts[] => [
  {
    EN: {
      title: `Welcome to ${brand}`,
      content:
        '<p>Thank you for joining us. Your account is ready: make a first deposit to claim the 100% welcome bonus, and turn on the authenticator in Security Centre to keep your account safe.</p><p>Our customer service team is here 24 hours a day if you need anything.</p>',
    },
    CN: {
      title: `欢迎加入 ${brand}`,
      content:
        '<p>感谢您的加入，您的账户已开通。完成首次存款即可领取 100% 新会员奖金，并建议在安全中心开启身份验证器以保障账户安全。</p><p>如有任何需要，我们的客服团队 24 小时为您服务。</p>',
    },
    MY: {
      title: `Selamat datang ke ${brand}`,
      content:
        '<p>Terima kasih kerana menyertai kami. Akaun anda sudah sedia: buat deposit pertama untuk menuntut bonus alu-aluan 100%, dan aktifkan pengesah di Pusat Keselamatan untuk memastikan akaun anda selamat.</p><p>Pasukan khidmat pelanggan kami sedia membantu 24 jam sehari.</p>',
    },
    VI: {
      title: `Chào mừng bạn đến với ${brand}`,
      content:
        '<p>Cảm ơn bạn đã tham gia. Tài khoản của bạn đã sẵn sàng: hãy nạp tiền lần đầu để nhận thưởng chào mừng 100%, và bật trình xác thực trong Trung tâm bảo mật để bảo vệ tài khoản.</p><p>Đội ngũ chăm sóc khách hàng luôn sẵn sàng hỗ trợ bạn 24 giờ mỗi ngày.</p>',
    },
    TH: {
      title: `ยินดีต้อนรับสู่ ${brand}`,
      content:
        '<p>ขอบคุณที่ร่วมเป็นส่วนหนึ่งกับเรา บัญชีของท่านพร้อมใช้งานแล้ว ฝากเงินครั้งแรกเพื่อรับโบนัสต้อนรับ 100% และเปิดใช้งานแอปยืนยันตัวตนในศูนย์ความปลอดภัยเพื่อความปลอดภัยของบัญชี</p><p>ทีมบริการลูกค้าของเราพร้อมให้บริการตลอด 24 ชั่วโมง</p>',
    },
  },
  {
    EN: {
      title: 'Your weekly reload bonus is waiting',
      content:
        '<p>Every Monday, deposit MYR 50 or more and receive 20% extra, up to MYR 200. See Promotions for the full terms.</p>',
    },
    CN: {
      title: '每周充值奖金等您领取',
      content: '<p>每逢周一存款 MYR 50 或以上，即可额外获得 20% 奖金，最高 MYR 200。完整条款请查看优惠活动页面。</p>',
    },
    MY: {
      title: 'Bonus tambah nilai mingguan anda sedang menanti',
      content:
        '<p>Setiap hari Isnin, deposit MYR 50 atau lebih dan terima 20% tambahan, sehingga MYR 200. Lihat Promosi untuk terma penuh.</p>',
    },
    VI: {
      title: 'Thưởng nạp lại hằng tuần đang chờ bạn',
      content:
        '<p>Mỗi thứ Hai, nạp từ 50 MYR trở lên để nhận thêm 20%, tối đa 200 MYR. Xem mục Khuyến mãi để biết đầy đủ điều khoản.</p>',
    },
    TH: {
      title: 'โบนัสเติมเงินรายสัปดาห์รอท่านอยู่',
      content: '<p>ทุกวันจันทร์ ฝากเงินตั้งแต่ 50 MYR ขึ้นไปรับเพิ่ม 20% สูงสุด 200 MYR ดูเงื่อนไขทั้งหมดได้ที่หน้าโปรโมชั่น</p>',
    },
  },
]
