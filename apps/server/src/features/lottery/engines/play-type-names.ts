import type { Language } from '@sea/contract'

/**
 * Play-type, tab and menu names in the site's five languages, as the /lgw calls answer them
 * (texts in MY, EN, CN, VI, TH order). Vietnam bet types keep their Vietnamese names everywhere:
 * players of every language call them lô, đề and xiên. A play type's tab (`group`) is fixed here
 * so that every engine's page groups alike.
 */
type Texts = readonly [my: string, en: string, cn: string, vi: string, th: string]
const ORDER: Record<Language, number> = { MY: 0, EN: 1, CN: 2, VI: 3, TH: 4 }
const vn = (name: string): Texts => [name, name, name, name, name]

const GROUPS: Record<string, Texts> = {
  lo: vn('Lô'),
  de: vn('Đề'),
  cang: vn('Càng'),
  xien: vn('Xiên'),
  dau_duoi: vn('Đầu đuôi'),
  xiu_chu: vn('Xỉu chủ'),
  '4d': vn('4D'),
  position: ['Kedudukan', 'Position', '定位', 'Vị trí', 'ตำแหน่ง'],
  two_sides: ['Dua sisi', 'Two sides', '两面', 'Hai mặt', 'สองด้าน'],
  sum: ['Jumlah', 'Sum', '和值', 'Tổng', 'ผลรวม'],
  combination: ['Gabungan', 'Combinations', '组合', 'Tổ hợp', 'การรวม'],
  pick: ['Pilih nombor', 'Pick numbers', '选号', 'Chọn số', 'เลือกเลข'],
}

/** Play type -> [tab, names]; a play type missing here is shown by its code made readable. */
const PLAY_TYPES: Record<string, readonly [group: string, names: Texts]> = {
  lo2: ['lo', vn('Lô 2 số')],
  lo3: ['lo', vn('Lô 3 số')],
  lo4: ['lo', vn('Lô 4 số')],
  lo_truot: ['lo', vn('Lô trượt')],
  de: ['de', vn('Đề')],
  de_head: ['de', vn('Đề đầu')],
  de_tail: ['de', vn('Đề đuôi')],
  de_first2: ['de', vn('Đầu ĐB')],
  de_g1: ['de', vn('Đề giải nhất')],
  cang3: ['cang', vn('3 Càng')],
  cang4: ['cang', vn('4 Càng')],
  xien2: ['xien', vn('Xiên 2')],
  xien3: ['xien', vn('Xiên 3')],
  xien4: ['xien', vn('Xiên 4')],
  dau: ['dau_duoi', vn('Đầu')],
  duoi: ['dau_duoi', vn('Đuôi')],
  dau_duoi: ['dau_duoi', vn('Đầu đuôi')],
  xiu_chu: ['xiu_chu', vn('Xỉu chủ')],
  big: ['4d', ['Besar', 'Big', '大', 'Lớn', 'ใหญ่']],
  small: ['4d', ['Kecil', 'Small', '小', 'Nhỏ', 'เล็ก']],
  position: ['position', ['Nombor kedudukan', 'Number by position', '定位胆', 'Số theo vị trí', 'เลขตามตำแหน่ง']],
  position_digit: ['position', ['Digit kedudukan', 'Digit by position', '定位胆', 'Số theo vị trí', 'เลขตามตำแหน่ง']],
  position_big_small: [
    'two_sides',
    ['Besar/Kecil kedudukan', 'Position big/small', '位置大小', 'Tài/Xỉu theo vị trí', 'สูง/ต่ำ ตามตำแหน่ง'],
  ],
  position_odd_even: [
    'two_sides',
    ['Ganjil/Genap kedudukan', 'Position odd/even', '位置单双', 'Lẻ/Chẵn theo vị trí', 'คี่/คู่ ตามตำแหน่ง'],
  ],
  dragon_tiger: ['two_sides', ['Naga/Harimau', 'Dragon/Tiger', '龙虎', 'Rồng/Hổ', 'มังกร/เสือ']],
  gy_sum: ['sum', ['Jumlah dua teratas', 'Top-two sum', '冠亚和值', 'Tổng nhất nhì', 'ผลรวมอันดับ 1-2']],
  gy_big_small: [
    'two_sides',
    ['Besar/Kecil dua teratas', 'Top-two big/small', '冠亚和大小', 'Tài/Xỉu tổng nhất nhì', 'สูง/ต่ำ ผลรวม 1-2'],
  ],
  gy_odd_even: [
    'two_sides',
    ['Ganjil/Genap dua teratas', 'Top-two odd/even', '冠亚和单双', 'Lẻ/Chẵn tổng nhất nhì', 'คี่/คู่ ผลรวม 1-2'],
  ],
  top3_big_small: [
    'two_sides',
    ['Besar/Kecil tiga teratas', 'Top-three big/small', '前三大小', 'Tài/Xỉu ba đầu', 'สูง/ต่ำ สามอันดับแรก'],
  ],
  sum_big_small: ['two_sides', ['Besar/Kecil jumlah', 'Total big/small', '总和大小', 'Tài/Xỉu tổng', 'สูง/ต่ำ ผลรวม']],
  sum_odd_even: ['two_sides', ['Ganjil/Genap jumlah', 'Total odd/even', '总和单双', 'Lẻ/Chẵn tổng', 'คี่/คู่ ผลรวม']],
  special3: ['combination', ['Corak tiga digit', 'Three-digit pattern', '三星形态', 'Dạng ba số', 'รูปแบบสามหลัก']],
  direct3: ['combination', ['Tiga digit tepat', 'Three-digit straight', '三星直选', 'Ba số chính xác', 'สามหลักตรง']],
  sum: ['sum', ['Jumlah dadu', 'Dice sum', '和值', 'Tổng xúc xắc', 'ผลรวมลูกเต๋า']],
  big_small: ['two_sides', ['Besar/Kecil', 'Big/small', '大小', 'Tài/Xỉu', 'สูง/ต่ำ']],
  odd_even: ['two_sides', ['Ganjil/Genap', 'Odd/even', '单双', 'Lẻ/Chẵn', 'คี่/คู่']],
  any_triple: ['combination', ['Mana-mana tiga sama', 'Any triple', '三同号通选', 'Bộ ba bất kỳ', 'ตองใดก็ได้']],
  triple: ['combination', ['Tiga sama tertentu', 'Specific triple', '三同号单选', 'Bộ ba chỉ định', 'ตองที่ระบุ']],
  three_different: ['combination', ['Tiga berbeza', 'Three different', '三不同号', 'Ba số khác nhau', 'สามเลขไม่ซ้ำ']],
  any_straight: ['combination', ['Mana-mana berturut', 'Any straight', '三连号通选', 'Sảnh bất kỳ', 'เรียงใดก็ได้']],
  pair_any: ['combination', ['Pasangan', 'Any pair', '二同号复选', 'Đôi bất kỳ', 'คู่ใดก็ได้']],
  pair_specific: ['combination', ['Pasangan tertentu', 'Specific pair', '二同号单选', 'Đôi chỉ định', 'คู่ที่ระบุ']],
  two_different: ['combination', ['Dua berbeza', 'Two different', '二不同号', 'Hai số khác nhau', 'สองเลขไม่ซ้ำ']],
  any: ['pick', ['Pilihan bebas', 'Any pick', '任选', 'Chọn tự do', 'เลือกอิสระ']],
  front1: ['pick', ['Nombor pertama', 'First number', '前一', 'Số đầu', 'เลขแรก']],
  front2_direct: ['pick', ['Dua depan tepat', 'First two straight', '前二直选', 'Hai số đầu chính xác', 'สองตัวแรกตรง']],
  front2_group: [
    'pick',
    ['Dua depan kumpulan', 'First two any order', '前二组选', 'Hai số đầu không thứ tự', 'สองตัวแรกสลับ'],
  ],
  front3_direct: [
    'pick',
    ['Tiga depan tepat', 'First three straight', '前三直选', 'Ba số đầu chính xác', 'สามตัวแรกตรง'],
  ],
  front3_group: [
    'pick',
    ['Tiga depan kumpulan', 'First three any order', '前三组选', 'Ba số đầu không thứ tự', 'สามตัวแรกสลับ'],
  ],
  pick: ['pick', ['Pilih nombor', 'Pick numbers', '选号', 'Chọn số', 'เลือกเลข']],
  up_down: ['two_sides', ['Atas/Tengah/Bawah', 'Up/middle/down', '上中下', 'Trên/Giữa/Dưới', 'บน/กลาง/ล่าง']],
  odd_even_count: [
    'two_sides',
    ['Bilangan ganjil/genap', 'More odd or even', '奇偶和', 'Nhiều lẻ hay chẵn', 'คี่หรือคู่มากกว่า'],
  ],
}

/** Lottery menu groups (gameGroupCode). */
const MENUS: Record<string, Texts> = {
  VN_NORTH: ['Utara (XSMB)', 'Northern (XSMB)', '北部 (XSMB)', 'Miền Bắc (XSMB)', 'ภาคเหนือ (XSMB)'],
  VN_CENTRAL: ['Tengah (XSMT)', 'Central (XSMT)', '中部 (XSMT)', 'Miền Trung (XSMT)', 'ภาคกลาง (XSMT)'],
  VN_SOUTH: ['Selatan (XSMN)', 'Southern (XSMN)', '南部 (XSMN)', 'Miền Nam (XSMN)', 'ภาคใต้ (XSMN)'],
  VN_FAST: ['Loteri pantas', 'Fast lottery', '极速彩', 'Xổ số nhanh', 'หวยด่วน'],
  SEA_4D: vn('4D'),
  PK10: vn('PK10'),
  SSC: vn('SSC'),
  K3: vn('K3'),
  X11X5: vn('11x5'),
  KENO: vn('Keno'),
}

const readable = (code: string) => code.charAt(0).toUpperCase() + code.slice(1).replace(/_/g, ' ')
const pick = (texts: Texts | undefined, language: Language, code: string) => texts?.[ORDER[language]] ?? readable(code)

export function playTypeName(playType: string, language: Language): string {
  return pick(PLAY_TYPES[playType]?.[1], language, playType)
}

export function playTypeGroup(playType: string): string {
  return PLAY_TYPES[playType]?.[0] ?? playType.split('_')[0]!
}

export function groupName(group: string, language: Language): string {
  return pick(GROUPS[group], language, group)
}

export function menuName(gameGroupCode: string, language: Language): string {
  return pick(MENUS[gameGroupCode], language, gameGroupCode)
}

// Short: a game of ten positions shows ten of them side by side on a phone.
const POSITION: Texts = ['Ke-{n}', 'No. {n}', '第{n}位', 'Vị trí {n}', 'ที่ {n}']
const ALL_NUMBERS: Texts = ['Semua nombor', 'All numbers', '全部号码', 'Tất cả số', 'ทุกเลข']

/** A trend series by name: a play type (lo2, de), a position (P1..P10) or every number drawn (all). */
export function seriesName(label: string, language: Language): string {
  const position = /^P(\d+)$/.exec(label)
  if (position) return POSITION[ORDER[language]]!.replace('{n}', position[1]!)
  if (label === 'all') return ALL_NUMBERS[ORDER[language]]!
  return playTypeName(label, language)
}
