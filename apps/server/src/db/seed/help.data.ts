/**
 * The default help centre of a new merchant in every supported language. Content is plain,
 * safe HTML (p, h3, ul, ol, li, strong, em, a with https links) and the brand name is escaped
 * before it is interpolated.
 */
export interface HelpArticleSeed {
  language: 'MY' | 'EN' | 'CN' | 'VI' | 'TH'
  categoryCode: string
  categoryTitle: string
  anchor: string
  title: string
  contentHtml: string
  sortOrder: number
}

type Language = HelpArticleSeed['language']
type CategoryCode = 'terms' | 'faq' | 'about'
type Anchor = 'term' | 'privacy' | 'responsible' | 'faq-account' | 'faq-deposit' | 'faq-withdraw' | 'faq-lottery' | 'about'

interface LocaleHelp {
  categories: Record<CategoryCode, string>
  articles: Record<Anchor, { title: string; html: (brand: string) => string }>
}

/** Articles in display order with the category each belongs to. */
const LAYOUT: readonly { anchor: Anchor; category: CategoryCode }[] = [
  { anchor: 'term', category: 'terms' },
  { anchor: 'privacy', category: 'terms' },
  { anchor: 'responsible', category: 'terms' },
  { anchor: 'faq-account', category: 'faq' },
  { anchor: 'faq-deposit', category: 'faq' },
  { anchor: 'faq-withdraw', category: 'faq' },
  { anchor: 'faq-lottery', category: 'faq' },
  { anchor: 'about', category: 'about' },
]

const LANGUAGES: readonly Language[] = ['MY', 'EN', 'CN', 'VI', 'TH']

const p = (...paragraphs: string[]): string => paragraphs.map((t) => `<p>${t}</p>`).join('')
const ul = (...items: string[]): string => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`
const qa = (...pairs: [question: string, answer: string][]): string =>
  pairs.map(([q, a]) => `<h3>${q}</h3><p>${a}</p>`).join('')

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const EN: LocaleHelp = {
  categories: { terms: 'Terms & Policies', faq: 'FAQ', about: 'About Us' },
  articles: {
    term: {
      title: 'Terms and Conditions',
      html: (b) =>
        p(`Welcome to ${b}. By opening an account or using our games, lottery and other services, you accept these Terms and Conditions.`) +
        ul(
          'You must be at least 18 years old, or older if the law where you live requires it, to register and play.',
          `Only one account is allowed per person. Your registration details must be true and accurate, and the name on your bank account must match the name on your ${b} account.`,
          'You are responsible for keeping your password secret, for all activity on your account, and for making sure that online gaming is legal where you live.',
        ) +
        p('We may suspend accounts, cancel bets or withhold winnings in cases of fraud, multiple accounts, bonus abuse or the use of cheating software. These terms may be updated from time to time, and the current version is always published on this page.'),
    },
    privacy: {
      title: 'Privacy Policy',
      html: (b) =>
        p(`${b} respects your privacy. This policy explains what information we collect and how we use it.`) +
        ul(
          '<strong>What we collect:</strong> the details you give us when you register (such as username, mobile number and email), your transaction history, and technical data such as IP address and device type.',
          '<strong>How we use it:</strong> to run your account, process deposits and withdrawals, verify your identity, prevent fraud and improve our services.',
          '<strong>Who we share it with:</strong> we never sell your personal data. We share it only with payment and service providers who need it to serve you, or when the law requires it.',
        ) +
        p('Your data travels over encrypted connections and only authorised staff can access it. To update or ask about your personal data, please contact Customer Service.'),
    },
    responsible: {
      title: 'Responsible Gaming',
      html: (b) =>
        p(`${b} is committed to responsible gaming. Gaming should be entertainment, never a way to make money or solve financial problems.`) +
        ul(
          '<strong>18+ only:</strong> you must be at least 18 years old to open an account or play. We may ask for proof of age at any time, and we close any account held by a minor and void its bets.',
          'Set a budget and a time limit before you play, and never chase your losses.',
          'If you need a break, Customer Service can set a deposit limit or close your account temporarily or permanently (self-exclusion).',
        ) +
        p('If gaming is affecting your finances, relationships or wellbeing, please stop playing and seek help from a local support service or a professional counsellor.'),
    },
    'faq-account': {
      title: 'Account',
      html: () =>
        qa(
          ['How do I register?', 'Click <strong>Register</strong>, fill in a username, a password and the other required fields, accept the Terms and Conditions and submit. You are logged in automatically as soon as your account is created.'],
          ['I forgot my password. What should I do?', 'Click <strong>Forgot password</strong> in the login window and set a new password with the verification code sent to your registered mobile number or email.'],
          ['Can I change my personal details?', 'You can change your password in the Member Centre. For your security, details such as your real name and bank account name can only be changed by contacting Customer Service.'],
        ),
    },
    'faq-deposit': {
      title: 'Deposits',
      html: () =>
        qa(
          ['How do I make a deposit?', 'Log in, open <strong>Deposit</strong>, choose a payment method, enter the amount and follow the instructions. Always use the latest payment details shown on the deposit page.'],
          ['How long does a deposit take?', 'Most deposits are credited within a few minutes. If your balance has not been updated after 15 minutes, contact Customer Service with your transaction receipt.'],
          ['Are there deposit limits?', 'The minimum and maximum amounts for each payment method are shown on the deposit page. Deposits must be made from an account in your own name.'],
        ),
    },
    'faq-withdraw': {
      title: 'Withdrawals',
      html: () =>
        qa(
          ['How do I withdraw my winnings?', 'Open <strong>Withdraw</strong>, choose your linked bank account, enter the amount and your transaction password, and submit the request.'],
          ['How long does a withdrawal take?', 'Most withdrawals are processed quickly once approved, although the time the money takes to reach you depends on your bank. After the payment is sent, please confirm whether you have received it. If not, choose <strong>Not received</strong> and upload proof so that we can check.'],
          ['Why is my withdrawal on hold?', 'A withdrawal may be held if the turnover requirement of a deposit or bonus has not been met, if your bank account name does not match your account name, or if further verification is needed.'],
        ),
    },
    'faq-lottery': {
      title: 'Lottery',
      html: () =>
        qa(
          ['How do I place a lottery bet?', 'Choose a lottery from the <strong>Lottery</strong> menu, pick your numbers and play type, enter your stake and confirm before betting closes for the draw.'],
          ['When are results announced?', 'Each lottery has its own draw schedule. Results are published on the results page right after each draw, and winnings are credited to your balance automatically.'],
          ['Can I cancel a bet?', 'Confirmed bets cannot be cancelled once betting has closed for the draw. Please check your numbers carefully before you confirm.'],
        ),
    },
    about: {
      title: 'About Us',
      html: (b) =>
        p(
          `${b} is an online entertainment platform offering lottery, live casino, sports, slots and many other games to players across South-East Asia.`,
          'We are committed to fair play, secure payments and fast service, and our site is available in Bahasa Melayu, English, Chinese, Vietnamese and Thai.',
          'If you have any questions, our Customer Service team is always happy to help.',
          'Please play responsibly. Our services are only for players aged 18 and over.',
        ),
    },
  },
}

const MY: LocaleHelp = {
  categories: { terms: 'Terma & Dasar', faq: 'Soalan Lazim', about: 'Tentang Kami' },
  articles: {
    term: {
      title: 'Terma dan Syarat',
      html: (b) =>
        p(`Selamat datang ke ${b}. Dengan membuka akaun atau menggunakan permainan, loteri dan perkhidmatan kami yang lain, anda bersetuju dengan Terma dan Syarat ini.`) +
        ul(
          'Anda mestilah berumur sekurang-kurangnya 18 tahun, atau lebih jika dikehendaki oleh undang-undang di tempat anda tinggal, untuk mendaftar dan bermain.',
          `Setiap orang hanya dibenarkan memiliki satu akaun. Maklumat pendaftaran anda mestilah benar dan tepat, dan nama pada akaun bank anda mesti sepadan dengan nama pada akaun ${b} anda.`,
          'Anda bertanggungjawab menjaga kerahsiaan kata laluan anda, atas semua aktiviti dalam akaun anda, dan memastikan permainan dalam talian adalah sah di tempat anda tinggal.',
        ) +
        p('Kami boleh menggantung akaun, membatalkan pertaruhan atau menahan kemenangan sekiranya berlaku penipuan, pemilikan berbilang akaun, penyalahgunaan bonus atau penggunaan perisian menipu. Terma ini mungkin dikemas kini dari semasa ke semasa, dan versi terkini sentiasa diterbitkan di halaman ini.'),
    },
    privacy: {
      title: 'Dasar Privasi',
      html: (b) =>
        p(`${b} menghormati privasi anda. Dasar ini menerangkan maklumat yang kami kumpul dan cara kami menggunakannya.`) +
        ul(
          '<strong>Maklumat yang dikumpul:</strong> butiran yang anda berikan semasa pendaftaran (seperti nama pengguna, nombor telefon bimbit dan e-mel), sejarah transaksi anda, serta data teknikal seperti alamat IP dan jenis peranti.',
          '<strong>Cara kami menggunakannya:</strong> untuk mengurus akaun anda, memproses deposit dan pengeluaran, mengesahkan identiti anda, mencegah penipuan dan menambah baik perkhidmatan kami.',
          '<strong>Dengan siapa data dikongsi:</strong> kami tidak sekali-kali menjual data peribadi anda. Data hanya dikongsi dengan penyedia pembayaran dan perkhidmatan yang memerlukannya untuk melayani anda, atau apabila dikehendaki oleh undang-undang.',
        ) +
        p('Data anda dihantar melalui sambungan yang disulitkan dan hanya kakitangan yang diberi kuasa boleh mengaksesnya. Untuk mengemas kini atau bertanya tentang data peribadi anda, sila hubungi Khidmat Pelanggan.'),
    },
    responsible: {
      title: 'Permainan Bertanggungjawab',
      html: (b) =>
        p(`${b} komited terhadap permainan yang bertanggungjawab. Permainan sepatutnya menjadi hiburan, bukan cara untuk mencari wang atau menyelesaikan masalah kewangan.`) +
        ul(
          '<strong>18 tahun ke atas sahaja:</strong> anda mestilah berumur sekurang-kurangnya 18 tahun untuk membuka akaun atau bermain. Kami boleh meminta bukti umur pada bila-bila masa, dan kami akan menutup mana-mana akaun milik individu bawah umur serta membatalkan pertaruhannya.',
          'Tetapkan bajet dan had masa sebelum bermain, dan jangan sekali-kali cuba mengejar kerugian.',
          'Jika anda memerlukan rehat, Khidmat Pelanggan boleh menetapkan had deposit atau menutup akaun anda buat sementara atau secara kekal (pengecualian diri).',
        ) +
        p('Jika permainan menjejaskan kewangan, hubungan atau kesejahteraan anda, sila berhenti bermain dan dapatkan bantuan daripada perkhidmatan sokongan tempatan atau kaunselor profesional.'),
    },
    'faq-account': {
      title: 'Akaun',
      html: () =>
        qa(
          ['Bagaimanakah cara untuk mendaftar?', 'Klik <strong>Daftar</strong>, isikan nama pengguna, kata laluan dan maklumat wajib yang lain, terima Terma dan Syarat, kemudian hantar. Anda akan dilog masuk secara automatik sebaik sahaja akaun anda dicipta.'],
          ['Saya terlupa kata laluan. Apakah yang perlu saya lakukan?', 'Klik <strong>Lupa kata laluan</strong> pada tetingkap log masuk dan tetapkan kata laluan baharu menggunakan kod pengesahan yang dihantar ke nombor telefon bimbit atau e-mel berdaftar anda.'],
          ['Bolehkah saya menukar butiran peribadi saya?', 'Anda boleh menukar kata laluan di Pusat Ahli. Atas sebab keselamatan, butiran seperti nama sebenar dan nama akaun bank hanya boleh ditukar dengan menghubungi Khidmat Pelanggan.'],
        ),
    },
    'faq-deposit': {
      title: 'Deposit',
      html: () =>
        qa(
          ['Bagaimanakah cara membuat deposit?', 'Log masuk, buka <strong>Deposit</strong>, pilih kaedah pembayaran, masukkan jumlah dan ikut arahan yang diberikan. Sentiasa gunakan butiran pembayaran terkini yang dipaparkan di halaman deposit.'],
          ['Berapa lamakah masa yang diambil untuk deposit?', 'Kebanyakan deposit dikreditkan dalam masa beberapa minit. Jika baki anda belum dikemas kini selepas 15 minit, hubungi Khidmat Pelanggan bersama resit transaksi anda.'],
          ['Adakah terdapat had deposit?', 'Jumlah minimum dan maksimum bagi setiap kaedah pembayaran dipaparkan di halaman deposit. Deposit mesti dibuat daripada akaun atas nama anda sendiri.'],
        ),
    },
    'faq-withdraw': {
      title: 'Pengeluaran',
      html: () =>
        qa(
          ['Bagaimanakah cara mengeluarkan kemenangan saya?', 'Buka <strong>Pengeluaran</strong>, pilih akaun bank yang telah dipautkan, masukkan jumlah dan kata laluan transaksi anda, kemudian hantar permohonan.'],
          ['Berapa lamakah masa yang diambil untuk pengeluaran?', 'Kebanyakan pengeluaran diproses dengan cepat selepas diluluskan, tetapi masa untuk wang sampai kepada anda bergantung pada bank anda. Selepas pembayaran dihantar, sila sahkan sama ada anda telah menerimanya. Jika belum, pilih <strong>Belum diterima</strong> dan muat naik bukti supaya kami boleh menyemaknya.'],
          ['Mengapakah pengeluaran saya ditahan?', 'Pengeluaran mungkin ditahan jika syarat pusing ganti (turnover) bagi deposit atau bonus belum dipenuhi, jika nama akaun bank tidak sepadan dengan nama akaun anda, atau jika pengesahan tambahan diperlukan.'],
        ),
    },
    'faq-lottery': {
      title: 'Loteri',
      html: () =>
        qa(
          ['Bagaimanakah cara membuat pertaruhan loteri?', 'Pilih loteri daripada menu <strong>Loteri</strong>, pilih nombor dan jenis permainan, masukkan jumlah pertaruhan dan sahkan sebelum pertaruhan untuk cabutan itu ditutup.'],
          ['Bilakah keputusan diumumkan?', 'Setiap loteri mempunyai jadual cabutannya sendiri. Keputusan diterbitkan di halaman keputusan sejurus selepas setiap cabutan, dan kemenangan dikreditkan ke baki anda secara automatik.'],
          ['Bolehkah saya membatalkan pertaruhan?', 'Pertaruhan yang telah disahkan tidak boleh dibatalkan selepas pertaruhan untuk cabutan ditutup. Sila semak nombor anda dengan teliti sebelum mengesahkan.'],
        ),
    },
    about: {
      title: 'Tentang Kami',
      html: (b) =>
        p(
          `${b} ialah platform hiburan dalam talian yang menawarkan loteri, kasino langsung, sukan, slot dan pelbagai permainan lain kepada pemain di seluruh Asia Tenggara.`,
          'Kami komited terhadap permainan yang adil, pembayaran yang selamat dan perkhidmatan yang pantas, dan laman kami tersedia dalam Bahasa Melayu, Bahasa Inggeris, Bahasa Cina, Bahasa Vietnam dan Bahasa Thai.',
          'Jika anda mempunyai sebarang pertanyaan, pasukan Khidmat Pelanggan kami sentiasa sedia membantu.',
          'Sila bermain secara bertanggungjawab. Perkhidmatan kami hanya untuk pemain berumur 18 tahun ke atas.',
        ),
    },
  },
}

const CN: LocaleHelp = {
  categories: { terms: '条款与政策', faq: '常见问题', about: '关于我们' },
  articles: {
    term: {
      title: '条款与条件',
      html: (b) =>
        p(`欢迎来到${b}。注册账户或使用我们的游戏、彩票及其他服务，即表示您同意本条款与条件。`) +
        ul(
          '您必须年满18周岁方可注册和游戏；如您所在地法律规定的年龄更高，则以当地法律为准。',
          `每人仅限注册一个账户。您的注册信息必须真实准确，且银行账户姓名须与您的${b}账户姓名一致。`,
          '您有责任妥善保管密码，对账户内的所有活动负责，并确保在线游戏在您所在地合法。',
        ) +
        p('如发现欺诈、一人多号、滥用优惠或使用作弊软件等行为，我们有权冻结账户、取消注单或扣留奖金。本条款可能不时更新，最新版本将始终在本页面公布。'),
    },
    privacy: {
      title: '隐私政策',
      html: (b) =>
        p(`${b}尊重您的隐私。本政策说明我们收集哪些信息以及如何使用这些信息。`) +
        ul(
          '<strong>我们收集的信息：</strong>您注册时提供的资料（如用户名、手机号码和电子邮箱）、您的交易记录，以及IP地址和设备类型等技术数据。',
          '<strong>信息用途：</strong>用于管理您的账户、处理存款和取款、验证您的身份、防范欺诈以及改进我们的服务。',
          '<strong>信息共享：</strong>我们绝不出售您的个人数据，仅在为您提供服务所必需时与支付及服务提供商共享，或在法律要求时提供。',
        ) +
        p('您的数据通过加密连接传输，且仅限获授权的工作人员访问。如需更新或查询您的个人数据，请联系客服。'),
    },
    responsible: {
      title: '负责任博彩',
      html: (b) =>
        p(`${b}致力于推广负责任博彩。游戏应当是一种娱乐，而不是赚钱或解决财务问题的途径。`) +
        ul(
          '<strong>仅限18岁及以上：</strong>您必须年满18周岁方可开户或游戏。我们可随时要求您提供年龄证明，并将关闭未成年人持有的账户，取消其所有注单。',
          '游戏前请先设定预算和时间限制，切勿为了追回损失而继续投注。',
          '如需暂停游戏，可联系客服为您设置存款限额，或暂时或永久关闭您的账户（自我排除）。',
        ) +
        p('如果游戏已影响到您的财务状况、人际关系或身心健康，请停止游戏，并向当地支援机构或专业辅导人员寻求帮助。'),
    },
    'faq-account': {
      title: '账户',
      html: () =>
        qa(
          ['如何注册？', '点击<strong>注册</strong>，填写用户名、密码及其他必填项，同意条款与条件后提交。账户创建成功后将自动登录。'],
          ['忘记密码怎么办？', '在登录窗口点击<strong>忘记密码</strong>，使用发送至您注册手机号码或电子邮箱的验证码设置新密码。'],
          ['可以修改个人资料吗？', '您可以在会员中心修改密码。为保障账户安全，真实姓名和银行账户姓名等资料需联系客服才能修改。'],
        ),
    },
    'faq-deposit': {
      title: '存款',
      html: () =>
        qa(
          ['如何存款？', '登录后打开<strong>存款</strong>页面，选择支付方式，输入金额并按照提示操作。请务必使用存款页面上显示的最新收款信息。'],
          ['存款多久到账？', '大部分存款会在几分钟内到账。如15分钟后余额仍未更新，请提供交易凭证并联系客服。'],
          ['存款有限额吗？', '每种支付方式的最低和最高金额均显示在存款页面。存款必须使用您本人名下的账户。'],
        ),
    },
    'faq-withdraw': {
      title: '取款',
      html: () =>
        qa(
          ['如何提取奖金？', '打开<strong>取款</strong>页面，选择已绑定的银行账户，输入金额和交易密码后提交申请。'],
          ['取款需要多长时间？', '大部分取款在审核通过后会很快处理，实际到账时间视您的银行而定。款项发出后，请确认您是否已收到；如未收到，请选择<strong>未收到</strong>并上传凭证，以便我们核查。'],
          ['为什么我的取款被暂缓处理？', '如存款或优惠的流水要求尚未达成、银行账户姓名与您的账户姓名不符，或需要进一步验证，取款可能会被暂缓处理。'],
        ),
    },
    'faq-lottery': {
      title: '彩票',
      html: () =>
        qa(
          ['如何投注彩票？', '从<strong>彩票</strong>菜单中选择彩种，选择号码和玩法，输入投注金额，并在该期封盘前确认投注。'],
          ['开奖结果何时公布？', '每种彩票都有各自的开奖时间表。每期开奖后，结果会立即在开奖结果页面公布，奖金将自动派发到您的余额中。'],
          ['可以撤销投注吗？', '该期封盘后，已确认的注单无法撤销。请在确认前仔细核对您的号码。'],
        ),
    },
    about: {
      title: '关于我们',
      html: (b) =>
        p(
          `${b}是一个在线娱乐平台，为东南亚各地的玩家提供彩票、真人视讯、体育、老虎机等多种游戏。`,
          '我们致力于提供公平的游戏、安全的支付和快捷的服务，网站支持马来语、英语、中文、越南语和泰语。',
          '如有任何疑问，我们的客服团队随时乐意为您提供帮助。',
          '请理性游戏。我们的服务仅面向18岁及以上的玩家。',
        ),
    },
  },
}

const VI: LocaleHelp = {
  categories: { terms: 'Điều khoản & Chính sách', faq: 'Câu hỏi thường gặp', about: 'Về chúng tôi' },
  articles: {
    term: {
      title: 'Điều khoản và Điều kiện',
      html: (b) =>
        p(`Chào mừng bạn đến với ${b}. Khi mở tài khoản hoặc sử dụng các trò chơi, xổ số và dịch vụ khác của chúng tôi, bạn đồng ý với các Điều khoản và Điều kiện này.`) +
        ul(
          'Bạn phải đủ 18 tuổi trở lên, hoặc cao hơn nếu pháp luật nơi bạn sinh sống yêu cầu, để đăng ký và tham gia chơi.',
          `Mỗi người chỉ được sở hữu một tài khoản. Thông tin đăng ký phải trung thực và chính xác, và tên chủ tài khoản ngân hàng phải trùng khớp với tên trên tài khoản ${b} của bạn.`,
          'Bạn có trách nhiệm giữ bí mật mật khẩu, chịu trách nhiệm về mọi hoạt động trên tài khoản của mình và bảo đảm rằng việc chơi trò chơi trực tuyến là hợp pháp tại nơi bạn sinh sống.',
        ) +
        p('Chúng tôi có quyền tạm khóa tài khoản, hủy cược hoặc giữ lại tiền thắng trong trường hợp gian lận, sử dụng nhiều tài khoản, lạm dụng khuyến mãi hoặc dùng phần mềm gian lận. Các điều khoản này có thể được cập nhật theo thời gian và phiên bản mới nhất luôn được đăng trên trang này.'),
    },
    privacy: {
      title: 'Chính sách bảo mật',
      html: (b) =>
        p(`${b} tôn trọng quyền riêng tư của bạn. Chính sách này giải thích những thông tin chúng tôi thu thập và cách chúng tôi sử dụng chúng.`) +
        ul(
          '<strong>Thông tin chúng tôi thu thập:</strong> các thông tin bạn cung cấp khi đăng ký (như tên đăng nhập, số điện thoại di động và email), lịch sử giao dịch của bạn, cùng dữ liệu kỹ thuật như địa chỉ IP và loại thiết bị.',
          '<strong>Mục đích sử dụng:</strong> quản lý tài khoản của bạn, xử lý nạp và rút tiền, xác minh danh tính, phòng chống gian lận và cải thiện dịch vụ.',
          '<strong>Chia sẻ thông tin:</strong> chúng tôi không bao giờ bán dữ liệu cá nhân của bạn. Dữ liệu chỉ được chia sẻ với các nhà cung cấp dịch vụ thanh toán và dịch vụ khác khi cần thiết để phục vụ bạn, hoặc khi pháp luật yêu cầu.',
        ) +
        p('Dữ liệu của bạn được truyền qua kết nối mã hóa và chỉ nhân viên được ủy quyền mới có thể truy cập. Để cập nhật hoặc hỏi về dữ liệu cá nhân của bạn, vui lòng liên hệ bộ phận Chăm sóc khách hàng.'),
    },
    responsible: {
      title: 'Chơi có trách nhiệm',
      html: (b) =>
        p(`${b} cam kết thúc đẩy việc chơi có trách nhiệm. Trò chơi nên là một hình thức giải trí, không phải cách để kiếm tiền hay giải quyết khó khăn tài chính.`) +
        ul(
          '<strong>Chỉ dành cho người từ 18 tuổi trở lên:</strong> bạn phải đủ 18 tuổi để mở tài khoản hoặc tham gia chơi. Chúng tôi có thể yêu cầu bằng chứng về độ tuổi bất cứ lúc nào, và sẽ đóng mọi tài khoản của người chưa thành niên cũng như hủy các cược của tài khoản đó.',
          'Hãy đặt ngân sách và giới hạn thời gian trước khi chơi, và đừng bao giờ cố gỡ lại số tiền đã thua.',
          'Nếu bạn cần tạm nghỉ, bộ phận Chăm sóc khách hàng có thể đặt giới hạn nạp tiền hoặc đóng tài khoản của bạn tạm thời hay vĩnh viễn (tự loại trừ).',
        ) +
        p('Nếu việc chơi đang ảnh hưởng đến tài chính, các mối quan hệ hoặc sức khỏe của bạn, hãy ngừng chơi và tìm sự giúp đỡ từ các dịch vụ hỗ trợ tại địa phương hoặc chuyên gia tư vấn.'),
    },
    'faq-account': {
      title: 'Tài khoản',
      html: () =>
        qa(
          ['Làm thế nào để đăng ký?', 'Nhấn <strong>Đăng ký</strong>, điền tên đăng nhập, mật khẩu và các thông tin bắt buộc khác, đồng ý với Điều khoản và Điều kiện rồi gửi. Bạn sẽ được đăng nhập tự động ngay khi tài khoản được tạo.'],
          ['Tôi quên mật khẩu, phải làm sao?', 'Nhấn <strong>Quên mật khẩu</strong> trên cửa sổ đăng nhập và đặt mật khẩu mới bằng mã xác minh được gửi đến số điện thoại di động hoặc email bạn đã đăng ký.'],
          ['Tôi có thể thay đổi thông tin cá nhân không?', 'Bạn có thể đổi mật khẩu trong Trung tâm thành viên. Vì lý do bảo mật, các thông tin như họ tên thật và tên chủ tài khoản ngân hàng chỉ có thể thay đổi bằng cách liên hệ bộ phận Chăm sóc khách hàng.'],
        ),
    },
    'faq-deposit': {
      title: 'Nạp tiền',
      html: () =>
        qa(
          ['Làm thế nào để nạp tiền?', 'Đăng nhập, mở mục <strong>Nạp tiền</strong>, chọn phương thức thanh toán, nhập số tiền và làm theo hướng dẫn. Luôn sử dụng thông tin thanh toán mới nhất hiển thị trên trang nạp tiền.'],
          ['Nạp tiền mất bao lâu?', 'Hầu hết các khoản nạp được cộng vào tài khoản trong vòng vài phút. Nếu số dư chưa được cập nhật sau 15 phút, vui lòng liên hệ bộ phận Chăm sóc khách hàng kèm biên lai giao dịch.'],
          ['Có giới hạn nạp tiền không?', 'Số tiền tối thiểu và tối đa của từng phương thức thanh toán được hiển thị trên trang nạp tiền. Bạn phải nạp tiền từ tài khoản đứng tên chính mình.'],
        ),
    },
    'faq-withdraw': {
      title: 'Rút tiền',
      html: () =>
        qa(
          ['Làm thế nào để rút tiền thắng?', 'Mở mục <strong>Rút tiền</strong>, chọn tài khoản ngân hàng đã liên kết, nhập số tiền và mật khẩu giao dịch, sau đó gửi yêu cầu.'],
          ['Rút tiền mất bao lâu?', 'Hầu hết các yêu cầu rút tiền được xử lý nhanh chóng sau khi được duyệt, tuy nhiên thời gian nhận tiền còn tùy thuộc vào ngân hàng của bạn. Sau khi khoản tiền được chuyển, vui lòng xác nhận bạn đã nhận được hay chưa. Nếu chưa nhận được, hãy chọn <strong>Chưa nhận được</strong> và tải lên bằng chứng để chúng tôi kiểm tra.'],
          ['Vì sao yêu cầu rút tiền của tôi bị tạm giữ?', 'Yêu cầu rút tiền có thể bị tạm giữ nếu chưa đạt yêu cầu doanh thu cược của khoản nạp hoặc khuyến mãi, nếu tên tài khoản ngân hàng không khớp với tên tài khoản của bạn, hoặc nếu cần xác minh thêm.'],
        ),
    },
    'faq-lottery': {
      title: 'Xổ số',
      html: () =>
        qa(
          ['Làm thế nào để đặt cược xổ số?', 'Chọn một loại xổ số trong menu <strong>Xổ số</strong>, chọn số và kiểu chơi, nhập số tiền cược và xác nhận trước khi kỳ quay đóng cược.'],
          ['Khi nào có kết quả?', 'Mỗi loại xổ số có lịch quay thưởng riêng. Kết quả được công bố trên trang kết quả ngay sau mỗi kỳ quay, và tiền thắng được tự động cộng vào số dư của bạn.'],
          ['Tôi có thể hủy cược không?', 'Các cược đã xác nhận không thể hủy sau khi kỳ quay đã đóng cược. Vui lòng kiểm tra kỹ các con số trước khi xác nhận.'],
        ),
    },
    about: {
      title: 'Về chúng tôi',
      html: (b) =>
        p(
          `${b} là nền tảng giải trí trực tuyến cung cấp xổ số, casino trực tiếp, thể thao, slot và nhiều trò chơi khác cho người chơi trên khắp Đông Nam Á.`,
          'Chúng tôi cam kết mang đến trò chơi công bằng, thanh toán an toàn và dịch vụ nhanh chóng, với trang web hỗ trợ tiếng Mã Lai, tiếng Anh, tiếng Trung, tiếng Việt và tiếng Thái.',
          'Nếu bạn có bất kỳ câu hỏi nào, đội ngũ Chăm sóc khách hàng của chúng tôi luôn sẵn sàng hỗ trợ.',
          'Hãy chơi có trách nhiệm. Dịch vụ của chúng tôi chỉ dành cho người chơi từ 18 tuổi trở lên.',
        ),
    },
  },
}

const TH: LocaleHelp = {
  categories: { terms: 'ข้อกำหนดและนโยบาย', faq: 'คำถามที่พบบ่อย', about: 'เกี่ยวกับเรา' },
  articles: {
    term: {
      title: 'ข้อกำหนดและเงื่อนไข',
      html: (b) =>
        p(`ยินดีต้อนรับสู่ ${b} การเปิดบัญชีหรือใช้บริการเกม ลอตเตอรี่ และบริการอื่น ๆ ของเรา ถือว่าคุณยอมรับข้อกำหนดและเงื่อนไขนี้`) +
        ul(
          'คุณต้องมีอายุอย่างน้อย 18 ปี หรือมากกว่านั้นหากกฎหมายในพื้นที่ที่คุณอาศัยอยู่กำหนด จึงจะสามารถลงทะเบียนและเล่นได้',
          `หนึ่งคนมีบัญชีได้เพียงหนึ่งบัญชีเท่านั้น ข้อมูลการลงทะเบียนต้องเป็นความจริงและถูกต้อง และชื่อบัญชีธนาคารต้องตรงกับชื่อในบัญชี ${b} ของคุณ`,
          'คุณมีหน้าที่เก็บรักษารหัสผ่านเป็นความลับ รับผิดชอบต่อทุกกิจกรรมในบัญชีของคุณ และตรวจสอบให้แน่ใจว่าการเล่นเกมออนไลน์ถูกกฎหมายในพื้นที่ที่คุณอาศัยอยู่',
        ) +
        p('เราอาจระงับบัญชี ยกเลิกการเดิมพัน หรือระงับเงินรางวัลในกรณีที่มีการฉ้อโกง การใช้หลายบัญชี การใช้โบนัสในทางที่ผิด หรือการใช้โปรแกรมโกง ข้อกำหนดนี้อาจมีการปรับปรุงเป็นครั้งคราว และฉบับล่าสุดจะเผยแพร่ไว้ในหน้านี้เสมอ'),
    },
    privacy: {
      title: 'นโยบายความเป็นส่วนตัว',
      html: (b) =>
        p(`${b} เคารพความเป็นส่วนตัวของคุณ นโยบายนี้อธิบายว่าเราเก็บรวบรวมข้อมูลใดบ้างและนำไปใช้อย่างไร`) +
        ul(
          '<strong>ข้อมูลที่เราเก็บรวบรวม:</strong> ข้อมูลที่คุณให้ไว้ตอนลงทะเบียน (เช่น ชื่อผู้ใช้ หมายเลขโทรศัพท์มือถือ และอีเมล) ประวัติการทำธุรกรรม และข้อมูลทางเทคนิค เช่น ที่อยู่ IP และประเภทอุปกรณ์',
          '<strong>การใช้ข้อมูล:</strong> เพื่อดูแลบัญชีของคุณ ดำเนินการฝากและถอนเงิน ยืนยันตัวตน ป้องกันการฉ้อโกง และพัฒนาบริการของเรา',
          '<strong>การเปิดเผยข้อมูล:</strong> เราไม่ขายข้อมูลส่วนบุคคลของคุณ และจะเปิดเผยเฉพาะกับผู้ให้บริการชำระเงินและผู้ให้บริการอื่นที่จำเป็นต้องใช้ข้อมูลเพื่อให้บริการแก่คุณ หรือเมื่อกฎหมายกำหนดเท่านั้น',
        ) +
        p('ข้อมูลของคุณถูกส่งผ่านการเชื่อมต่อที่เข้ารหัส และเฉพาะเจ้าหน้าที่ที่ได้รับอนุญาตเท่านั้นที่เข้าถึงได้ หากต้องการแก้ไขหรือสอบถามเกี่ยวกับข้อมูลส่วนบุคคลของคุณ โปรดติดต่อฝ่ายบริการลูกค้า'),
    },
    responsible: {
      title: 'การเล่นอย่างรับผิดชอบ',
      html: (b) =>
        p(`${b} มุ่งมั่นส่งเสริมการเล่นอย่างรับผิดชอบ เกมควรเป็นความบันเทิง ไม่ใช่ช่องทางหารายได้หรือแก้ปัญหาทางการเงิน`) +
        ul(
          '<strong>สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น:</strong> คุณต้องมีอายุอย่างน้อย 18 ปีจึงจะเปิดบัญชีหรือเล่นได้ เราอาจขอหลักฐานยืนยันอายุได้ทุกเมื่อ และจะปิดบัญชีของผู้เยาว์พร้อมยกเลิกการเดิมพันทั้งหมดของบัญชีนั้น',
          'กำหนดงบประมาณและระยะเวลาการเล่นก่อนเริ่มเล่น และอย่าเล่นเพื่อไล่เอาเงินที่เสียไปคืน',
          'หากคุณต้องการพักการเล่น ฝ่ายบริการลูกค้าสามารถกำหนดวงเงินฝาก หรือปิดบัญชีของคุณเป็นการชั่วคราวหรือถาวร (การระงับบัญชีด้วยตนเอง) ให้ได้',
        ) +
        p('หากการเล่นเกมส่งผลกระทบต่อการเงิน ความสัมพันธ์ หรือสุขภาวะของคุณ โปรดหยุดเล่นและขอความช่วยเหลือจากหน่วยงานช่วยเหลือในพื้นที่หรือผู้ให้คำปรึกษาที่เชี่ยวชาญ'),
    },
    'faq-account': {
      title: 'บัญชีผู้ใช้',
      html: () =>
        qa(
          ['ลงทะเบียนอย่างไร?', 'คลิก <strong>ลงทะเบียน</strong> กรอกชื่อผู้ใช้ รหัสผ่าน และข้อมูลที่จำเป็นอื่น ๆ ยอมรับข้อกำหนดและเงื่อนไข แล้วกดส่ง ระบบจะเข้าสู่ระบบให้คุณโดยอัตโนมัติทันทีที่สร้างบัญชีเรียบร้อย'],
          ['ลืมรหัสผ่าน ต้องทำอย่างไร?', 'คลิก <strong>ลืมรหัสผ่าน</strong> ในหน้าต่างเข้าสู่ระบบ แล้วตั้งรหัสผ่านใหม่ด้วยรหัสยืนยันที่ส่งไปยังหมายเลขโทรศัพท์มือถือหรืออีเมลที่คุณลงทะเบียนไว้'],
          ['เปลี่ยนข้อมูลส่วนตัวได้หรือไม่?', 'คุณสามารถเปลี่ยนรหัสผ่านได้ที่ศูนย์สมาชิก เพื่อความปลอดภัย ข้อมูลบางอย่าง เช่น ชื่อจริงและชื่อบัญชีธนาคาร จะเปลี่ยนได้โดยติดต่อฝ่ายบริการลูกค้าเท่านั้น'],
        ),
    },
    'faq-deposit': {
      title: 'การฝากเงิน',
      html: () =>
        qa(
          ['ฝากเงินอย่างไร?', 'เข้าสู่ระบบ เปิดเมนู <strong>ฝากเงิน</strong> เลือกช่องทางการชำระเงิน ใส่จำนวนเงิน แล้วทำตามขั้นตอนที่แสดง โปรดใช้ข้อมูลการชำระเงินล่าสุดที่แสดงในหน้าฝากเงินทุกครั้ง'],
          ['ฝากเงินแล้วใช้เวลานานแค่ไหน?', 'ยอดฝากส่วนใหญ่จะเข้าบัญชีภายในไม่กี่นาที หากยอดเงินคงเหลือยังไม่อัปเดตหลังจาก 15 นาที โปรดติดต่อฝ่ายบริการลูกค้าพร้อมแนบหลักฐานการโอนเงิน'],
          ['มีวงเงินฝากขั้นต่ำหรือสูงสุดหรือไม่?', 'จำนวนเงินขั้นต่ำและสูงสุดของแต่ละช่องทางการชำระเงินจะแสดงอยู่ในหน้าฝากเงิน และต้องฝากเงินจากบัญชีที่เป็นชื่อของคุณเองเท่านั้น'],
        ),
    },
    'faq-withdraw': {
      title: 'การถอนเงิน',
      html: () =>
        qa(
          ['ถอนเงินรางวัลอย่างไร?', 'เปิดเมนู <strong>ถอนเงิน</strong> เลือกบัญชีธนาคารที่ผูกไว้ ใส่จำนวนเงินและรหัสผ่านธุรกรรม แล้วส่งคำขอ'],
          ['ถอนเงินใช้เวลานานแค่ไหน?', 'คำขอถอนเงินส่วนใหญ่จะดำเนินการอย่างรวดเร็วหลังได้รับการอนุมัติ แต่ระยะเวลาที่เงินเข้าบัญชีขึ้นอยู่กับธนาคารของคุณ เมื่อโอนเงินแล้ว โปรดยืนยันว่าคุณได้รับเงินหรือไม่ หากยังไม่ได้รับ ให้เลือก <strong>ยังไม่ได้รับ</strong> และอัปโหลดหลักฐานเพื่อให้เราตรวจสอบ'],
          ['ทำไมคำขอถอนเงินของฉันถูกพักไว้?', 'คำขอถอนเงินอาจถูกพักไว้หากยังทำยอดเทิร์นโอเวอร์ของยอดฝากหรือโบนัสไม่ครบ หากชื่อบัญชีธนาคารไม่ตรงกับชื่อบัญชีของคุณ หรือหากต้องมีการยืนยันตัวตนเพิ่มเติม'],
        ),
    },
    'faq-lottery': {
      title: 'ลอตเตอรี่',
      html: () =>
        qa(
          ['วางเดิมพันลอตเตอรี่อย่างไร?', 'เลือกลอตเตอรี่จากเมนู <strong>ลอตเตอรี่</strong> เลือกตัวเลขและประเภทการเล่น ใส่จำนวนเงินเดิมพัน แล้วกดยืนยันก่อนปิดรับแทงของงวดนั้น'],
          ['ประกาศผลเมื่อไร?', 'ลอตเตอรี่แต่ละประเภทมีตารางการออกรางวัลของตัวเอง ผลรางวัลจะประกาศในหน้าผลรางวัลทันทีหลังการออกรางวัลแต่ละงวด และเงินรางวัลจะเข้ายอดเงินคงเหลือของคุณโดยอัตโนมัติ'],
          ['ยกเลิกการเดิมพันได้หรือไม่?', 'ไม่สามารถยกเลิกการเดิมพันที่ยืนยันแล้วหลังจากปิดรับแทงของงวดนั้น โปรดตรวจสอบตัวเลขให้ถูกต้องก่อนยืนยัน'],
        ),
    },
    about: {
      title: 'เกี่ยวกับเรา',
      html: (b) =>
        p(
          `${b} เป็นแพลตฟอร์มความบันเทิงออนไลน์ที่ให้บริการลอตเตอรี่ คาสิโนสด กีฬา สล็อต และเกมอื่น ๆ อีกมากมายสำหรับผู้เล่นทั่วเอเชียตะวันออกเฉียงใต้`,
          'เรามุ่งมั่นให้บริการเกมที่ยุติธรรม การชำระเงินที่ปลอดภัย และบริการที่รวดเร็ว โดยเว็บไซต์ของเรารองรับภาษามาเลย์ อังกฤษ จีน เวียดนาม และไทย',
          'หากคุณมีข้อสงสัยใด ๆ ทีมบริการลูกค้าของเรายินดีให้ความช่วยเหลือเสมอ',
          'โปรดเล่นอย่างรับผิดชอบ บริการของเรามีไว้สำหรับผู้เล่นที่มีอายุ 18 ปีขึ้นไปเท่านั้น',
        ),
    },
  },
}

const HELP: Record<Language, LocaleHelp> = { MY, EN, CN, VI, TH }

/** The help centre for a brand: every language, each with the same articles in the same order. */
export function helpArticles(brandName: string): HelpArticleSeed[] {
  const brand = escapeHtml(brandName)
  return LANGUAGES.flatMap((language) => {
    const locale = HELP[language]
    return LAYOUT.map(({ anchor, category }, index): HelpArticleSeed => {
      const article = locale.articles[anchor]
      return {
        language,
        categoryCode: category,
        categoryTitle: locale.categories[category],
        anchor,
        title: article.title,
        contentHtml: article.html(brand),
        sortOrder: index + 1,
      }
    })
  })
}
