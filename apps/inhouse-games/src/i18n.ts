/**
 * The game pages' labels in the platform's five languages. The launch passes `lang`; anything
 * else falls back to English.
 */
export const LANGS = ['MY', 'EN', 'CN', 'VI', 'TH'] as const
export type Lang = (typeof LANGS)[number]

const EN = {
  balance: 'Balance',
  bet: 'Bet',
  win: 'Win',
  totalBet: 'Total bet',
  lineBet: 'Line bet',
  lines: 'Lines',
  spin: 'Spin',
  auto: 'Auto',
  stop: 'Stop',
  history: 'History',
  fairness: 'Fairness',
  paytable: 'Paytable',
  close: 'Close',
  time: 'Time',
  result: 'Result',
  before: 'Before',
  after: 'After',
  serverSeed: 'Server seed',
  commit: 'Server seed hash (commit)',
  nextCommit: 'Next round’s commit',
  clientSeed: 'Client seed',
  nonce: 'Nonce',
  save: 'Save',
  verify: 'Verify',
  hidden: 'revealed after the round',
  noRounds: 'No rounds yet',
  youWin: 'You win',
  bigWin: 'Big win',
  scatter: 'Scatter',
  wild: 'Wild: replaces every symbol except the scatter',
  scatterRule: 'Scatter pays anywhere, × total bet',
  lineRule: 'Line wins pay left to right, × line bet; the best win per line',
  rtp: 'Return to player',
  fairIntro: 'Each round uses a fresh server seed. Its SHA-256 hash is shown before you bet; the seed is revealed after the round so you can recompute it.',
  player: 'Player',
  banker: 'Banker',
  tie: 'Tie',
  playerPair: 'P. Pair',
  bankerPair: 'B. Pair',
  deal: 'Deal',
  clear: 'Clear',
  rebet: 'Rebet',
  wins: 'wins',
  placeBets: 'Place your bets',
  commission: 'Banker pays 0.95:1 (5% commission). Tie pays 8:1, pairs 11:1; Player and Banker push on a tie.',
  road: 'Bead road',
  limits: 'Limits',
  verifyTitle: 'Round verification',
  verifyIntro: 'Recompute a round from its revealed seeds, here in your browser with the code that played it. Enter the inputs or load a round by its id.',
  roundId: 'Round id',
  load: 'Load',
  game: 'Game',
  recompute: 'Recompute',
  match: 'Match: the outcome recomputed from the seeds is the one recorded.',
  mismatch: 'Mismatch: the recomputed outcome differs from the record.',
  commitOk: 'SHA-256(server seed) equals the commit shown before the round.',
  commitBad: 'SHA-256(server seed) does not equal the commit.',
  pending: 'Settling…',
  loading: 'Loading…',
  stake: 'Stake',
  payout: 'Payout',
  errors: {
    insufficient_funds: 'Not enough balance for this bet. Top up or lower the bet.',
    session_expired: 'The game session has ended. Close the game and open it again.',
    unauthorized: 'The game session has ended. Close the game and open it again.',
    amount_out_of_range: 'The bet is outside the table limits.',
    vendor_unavailable: 'The wallet is not answering right now. Your stake is safe; try again shortly.',
    game_not_found: 'This game is not available.',
    rate_limited: 'Slow down a little, please.',
    validation_failed: 'Check the values entered.',
    not_found: 'No finished round with this id.',
    generic: 'Something went wrong. Try again.',
  },
}
export type Labels = typeof EN

const MY: Labels = {
  balance: 'Baki', bet: 'Pertaruhan', win: 'Menang', totalBet: 'Jumlah pertaruhan', lineBet: 'Pertaruhan garisan', lines: 'Garisan',
  spin: 'Putar', auto: 'Auto', stop: 'Henti', history: 'Sejarah', fairness: 'Keadilan', paytable: 'Jadual bayaran', close: 'Tutup',
  time: 'Masa', result: 'Keputusan', before: 'Sebelum', after: 'Selepas', serverSeed: 'Benih pelayan', commit: 'Hash benih pelayan (komitmen)',
  nextCommit: 'Komitmen pusingan seterusnya', clientSeed: 'Benih klien', nonce: 'Nonce', save: 'Simpan', verify: 'Sahkan',
  hidden: 'didedahkan selepas pusingan', noRounds: 'Belum ada pusingan', youWin: 'Anda menang', bigWin: 'Kemenangan besar', scatter: 'Scatter',
  wild: 'Wild: menggantikan semua simbol kecuali scatter', scatterRule: 'Scatter dibayar di mana-mana, × jumlah pertaruhan',
  lineRule: 'Kemenangan garisan dari kiri ke kanan, × pertaruhan garisan; kemenangan terbaik setiap garisan', rtp: 'Pulangan kepada pemain',
  fairIntro: 'Setiap pusingan menggunakan benih pelayan baharu. Hash SHA-256 ditunjukkan sebelum anda bertaruh; benih didedahkan selepas pusingan supaya anda boleh mengira semula.',
  player: 'Pemain', banker: 'Banker', tie: 'Seri', playerPair: 'Pasangan P.', bankerPair: 'Pasangan B.', deal: 'Agih', clear: 'Kosongkan',
  rebet: 'Ulang', wins: 'menang', placeBets: 'Buat pertaruhan anda',
  commission: 'Banker dibayar 0.95:1 (komisen 5%). Seri dibayar 8:1, pasangan 11:1; Pemain dan Banker dipulangkan jika seri.',
  road: 'Jalan manik', limits: 'Had', verifyTitle: 'Pengesahan pusingan',
  verifyIntro: 'Kira semula pusingan daripada benih yang didedahkan, di sini dalam pelayar anda dengan kod yang memainkannya. Masukkan input atau muatkan pusingan dengan id.',
  roundId: 'Id pusingan', load: 'Muat', game: 'Permainan', recompute: 'Kira semula',
  match: 'Sepadan: keputusan yang dikira semula sama dengan rekod.', mismatch: 'Tidak sepadan: keputusan berbeza daripada rekod.',
  commitOk: 'SHA-256(benih pelayan) sama dengan komitmen sebelum pusingan.', commitBad: 'SHA-256(benih pelayan) tidak sama dengan komitmen.',
  pending: 'Sedang diselesaikan…', loading: 'Memuatkan…', stake: 'Pertaruhan', payout: 'Bayaran',
  errors: {
    insufficient_funds: 'Baki tidak mencukupi untuk pertaruhan ini. Tambah nilai atau kurangkan pertaruhan.',
    session_expired: 'Sesi permainan telah tamat. Tutup dan buka semula permainan.',
    unauthorized: 'Sesi permainan telah tamat. Tutup dan buka semula permainan.',
    amount_out_of_range: 'Pertaruhan di luar had meja.',
    vendor_unavailable: 'Dompet tidak menjawab buat masa ini. Pertaruhan anda selamat; cuba lagi sebentar.',
    game_not_found: 'Permainan ini tidak tersedia.', rate_limited: 'Perlahan sedikit, sila.', validation_failed: 'Semak nilai yang dimasukkan.',
    not_found: 'Tiada pusingan selesai dengan id ini.', generic: 'Berlaku ralat. Cuba lagi.',
  },
}

const CN: Labels = {
  balance: '余额', bet: '投注', win: '赢取', totalBet: '总投注', lineBet: '每线投注', lines: '线数', spin: '旋转', auto: '自动', stop: '停止',
  history: '历史', fairness: '公平性', paytable: '赔付表', close: '关闭', time: '时间', result: '结果', before: '之前', after: '之后',
  serverSeed: '服务器种子', commit: '服务器种子哈希（承诺）', nextCommit: '下一局的承诺', clientSeed: '客户端种子', nonce: '随机数',
  save: '保存', verify: '验证', hidden: '本局结束后公布', noRounds: '暂无记录', youWin: '恭喜赢得', bigWin: '大奖', scatter: '分散',
  wild: '百搭：可替代除分散外的所有符号', scatterRule: '分散符号任意位置赔付，× 总投注', lineRule: '连线从左到右赔付，× 每线投注；每条线取最高奖',
  rtp: '返还率', fairIntro: '每局使用新的服务器种子。下注前显示其 SHA-256 哈希；本局结束后公布种子，您可自行重算。',
  player: '闲', banker: '庄', tie: '和', playerPair: '闲对', bankerPair: '庄对', deal: '发牌', clear: '清除', rebet: '重复下注', wins: '赢',
  placeBets: '请下注', commission: '庄赢赔 0.95:1（5% 佣金）。和赔 8:1，对子赔 11:1；和局时庄闲退回本金。', road: '珠盘路', limits: '限额',
  verifyTitle: '牌局验证', verifyIntro: '用公布的种子重算一局，在您的浏览器中以开局的同一套代码计算。输入参数或按局号载入。', roundId: '局号', load: '载入', game: '游戏', recompute: '重算',
  match: '一致：由种子重算的结果与记录相同。', mismatch: '不一致：重算结果与记录不同。', commitOk: 'SHA-256(服务器种子) 与下注前的承诺一致。',
  commitBad: 'SHA-256(服务器种子) 与承诺不一致。', pending: '结算中…', loading: '加载中…', stake: '本金', payout: '派彩',
  errors: {
    insufficient_funds: '余额不足，请充值或降低投注。', session_expired: '游戏会话已结束，请关闭后重新进入。', unauthorized: '游戏会话已结束，请关闭后重新进入。',
    amount_out_of_range: '投注超出限额。', vendor_unavailable: '钱包暂时无响应。您的本金安全，请稍后再试。', game_not_found: '此游戏不可用。',
    rate_limited: '操作太频繁，请稍候。', validation_failed: '请检查输入的数值。', not_found: '找不到此局号的已完成牌局。', generic: '出错了，请重试。',
  },
}

const VI: Labels = {
  balance: 'Số dư', bet: 'Cược', win: 'Thắng', totalBet: 'Tổng cược', lineBet: 'Cược mỗi dòng', lines: 'Dòng', spin: 'Quay', auto: 'Tự động',
  stop: 'Dừng', history: 'Lịch sử', fairness: 'Công bằng', paytable: 'Bảng trả thưởng', close: 'Đóng', time: 'Thời gian', result: 'Kết quả',
  before: 'Trước', after: 'Sau', serverSeed: 'Seed máy chủ', commit: 'Hash seed máy chủ (cam kết)', nextCommit: 'Cam kết ván tiếp theo',
  clientSeed: 'Seed người chơi', nonce: 'Nonce', save: 'Lưu', verify: 'Kiểm chứng', hidden: 'công bố sau ván', noRounds: 'Chưa có ván nào',
  youWin: 'Bạn thắng', bigWin: 'Thắng lớn', scatter: 'Scatter', wild: 'Wild: thay thế mọi biểu tượng trừ scatter',
  scatterRule: 'Scatter trả thưởng ở mọi vị trí, × tổng cược', lineRule: 'Thắng theo dòng từ trái sang phải, × cược mỗi dòng; mỗi dòng lấy giải cao nhất',
  rtp: 'Tỷ lệ hoàn trả', fairIntro: 'Mỗi ván dùng một seed máy chủ mới. Hash SHA-256 được hiện trước khi bạn cược; seed được công bố sau ván để bạn tự tính lại.',
  player: 'Con', banker: 'Cái', tie: 'Hòa', playerPair: 'Đôi Con', bankerPair: 'Đôi Cái', deal: 'Chia bài', clear: 'Xóa', rebet: 'Cược lại',
  wins: 'thắng', placeBets: 'Mời đặt cược', commission: 'Cái trả 0.95:1 (hoa hồng 5%). Hòa trả 8:1, đôi trả 11:1; Con và Cái hoàn cược khi hòa.',
  road: 'Bảng hạt', limits: 'Giới hạn', verifyTitle: 'Kiểm chứng ván', verifyIntro: 'Tính lại một ván từ seed đã công bố, ngay trong trình duyệt của bạn bằng chính mã đã chơi ván đó. Nhập dữ liệu hoặc tải ván theo mã.',
  roundId: 'Mã ván', load: 'Tải', game: 'Trò chơi', recompute: 'Tính lại', match: 'Khớp: kết quả tính lại từ seed trùng với bản ghi.',
  mismatch: 'Không khớp: kết quả tính lại khác bản ghi.', commitOk: 'SHA-256(seed máy chủ) trùng với cam kết trước ván.',
  commitBad: 'SHA-256(seed máy chủ) không trùng với cam kết.', pending: 'Đang thanh toán…', loading: 'Đang tải…', stake: 'Tiền cược', payout: 'Trả thưởng',
  errors: {
    insufficient_funds: 'Số dư không đủ cho lần cược này. Hãy nạp thêm hoặc giảm cược.', session_expired: 'Phiên chơi đã kết thúc. Hãy đóng và mở lại trò chơi.',
    unauthorized: 'Phiên chơi đã kết thúc. Hãy đóng và mở lại trò chơi.', amount_out_of_range: 'Mức cược nằm ngoài giới hạn bàn.',
    vendor_unavailable: 'Ví tạm thời không phản hồi. Tiền cược của bạn an toàn; hãy thử lại sau.', game_not_found: 'Trò chơi này không khả dụng.',
    rate_limited: 'Vui lòng chậm lại một chút.', validation_failed: 'Hãy kiểm tra giá trị đã nhập.', not_found: 'Không có ván đã hoàn tất với mã này.',
    generic: 'Đã xảy ra lỗi. Hãy thử lại.',
  },
}

const TH: Labels = {
  balance: 'ยอดเงิน', bet: 'เดิมพัน', win: 'ชนะ', totalBet: 'เดิมพันรวม', lineBet: 'เดิมพันต่อไลน์', lines: 'ไลน์', spin: 'หมุน', auto: 'ออโต้',
  stop: 'หยุด', history: 'ประวัติ', fairness: 'ความยุติธรรม', paytable: 'ตารางจ่าย', close: 'ปิด', time: 'เวลา', result: 'ผล', before: 'ก่อน',
  after: 'หลัง', serverSeed: 'ซีดเซิร์ฟเวอร์', commit: 'แฮชซีดเซิร์ฟเวอร์ (คอมมิต)', nextCommit: 'คอมมิตของรอบถัดไป', clientSeed: 'ซีดผู้เล่น',
  nonce: 'Nonce', save: 'บันทึก', verify: 'ตรวจสอบ', hidden: 'เปิดเผยหลังจบรอบ', noRounds: 'ยังไม่มีรอบ', youWin: 'คุณชนะ', bigWin: 'ชนะรางวัลใหญ่',
  scatter: 'สแกตเตอร์', wild: 'ไวลด์: แทนทุกสัญลักษณ์ยกเว้นสแกตเตอร์', scatterRule: 'สแกตเตอร์จ่ายทุกตำแหน่ง × เดิมพันรวม',
  lineRule: 'ไลน์ชนะจ่ายจากซ้ายไปขวา × เดิมพันต่อไลน์; จ่ายรางวัลสูงสุดต่อไลน์', rtp: 'อัตราการจ่ายคืน',
  fairIntro: 'ทุกรอบใช้ซีดเซิร์ฟเวอร์ใหม่ แฮช SHA-256 จะแสดงก่อนเดิมพัน และเปิดเผยซีดหลังจบรอบเพื่อให้คุณคำนวณซ้ำได้',
  player: 'ผู้เล่น', banker: 'เจ้ามือ', tie: 'เสมอ', playerPair: 'คู่ผู้เล่น', bankerPair: 'คู่เจ้ามือ', deal: 'แจกไพ่', clear: 'ล้าง', rebet: 'แทงซ้ำ',
  wins: 'ชนะ', placeBets: 'กรุณาวางเดิมพัน', commission: 'เจ้ามือจ่าย 0.95:1 (ค่าคอมมิชชัน 5%) เสมอจ่าย 8:1 คู่จ่าย 11:1 ผู้เล่นและเจ้ามือคืนเงินเมื่อเสมอ',
  road: 'เบดโรด', limits: 'วงเงิน', verifyTitle: 'ตรวจสอบรอบ', verifyIntro: 'คำนวณรอบใหม่จากซีดที่เปิดเผย ในเบราว์เซอร์ของคุณด้วยโค้ดเดียวกับที่เล่นรอบนั้น ใส่ข้อมูลหรือโหลดรอบด้วยรหัส',
  roundId: 'รหัสรอบ', load: 'โหลด', game: 'เกม', recompute: 'คำนวณใหม่', match: 'ตรงกัน: ผลที่คำนวณจากซีดตรงกับบันทึก',
  mismatch: 'ไม่ตรงกัน: ผลที่คำนวณใหม่ต่างจากบันทึก', commitOk: 'SHA-256(ซีดเซิร์ฟเวอร์) ตรงกับคอมมิตก่อนรอบ', commitBad: 'SHA-256(ซีดเซิร์ฟเวอร์) ไม่ตรงกับคอมมิต',
  pending: 'กำลังชำระ…', loading: 'กำลังโหลด…', stake: 'เงินเดิมพัน', payout: 'เงินจ่าย',
  errors: {
    insufficient_funds: 'ยอดเงินไม่พอสำหรับเดิมพันนี้ เติมเงินหรือลดเดิมพัน', session_expired: 'เซสชันเกมหมดอายุ ปิดแล้วเปิดเกมใหม่',
    unauthorized: 'เซสชันเกมหมดอายุ ปิดแล้วเปิดเกมใหม่', amount_out_of_range: 'เดิมพันอยู่นอกวงเงินของโต๊ะ',
    vendor_unavailable: 'กระเป๋าเงินไม่ตอบสนองในขณะนี้ เงินเดิมพันของคุณปลอดภัย ลองใหม่อีกครั้ง', game_not_found: 'เกมนี้ไม่พร้อมให้บริการ',
    rate_limited: 'กรุณาช้าลงเล็กน้อย', validation_failed: 'ตรวจสอบค่าที่กรอก', not_found: 'ไม่พบรอบที่จบแล้วด้วยรหัสนี้', generic: 'เกิดข้อผิดพลาด ลองใหม่อีกครั้ง',
  },
}

const ALL: Record<Lang, Labels> = { MY, EN, CN, VI, TH }
const HTML_LANG: Record<Lang, string> = { MY: 'ms', EN: 'en', CN: 'zh-CN', VI: 'vi', TH: 'th' }

export function pageLang(): Lang {
  const asked = new URLSearchParams(location.search).get('lang')?.toUpperCase()
  return (LANGS as readonly string[]).includes(asked ?? '') ? (asked as Lang) : 'EN'
}

export function labelsFor(lang: Lang): Labels {
  document.documentElement.lang = HTML_LANG[lang]
  return ALL[lang]
}

export function errorText(labels: Labels, code: string): string {
  return (labels.errors as Record<string, string>)[code] ?? labels.errors.generic
}
