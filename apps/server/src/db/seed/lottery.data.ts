import type { LotteryLimits, LotterySchedule } from '../lottery-schema'

/**
 * The demo lottery: Vietnam official draws (results entered by operators), fast in-house
 * Vietnam-style draws every 1 and 5 minutes, Singapore-style 4D and the electronic games, all on
 * the engines' defaults (docs/domain/lottery.md). Amounts in minor units.
 */
export interface SeedLotteryGame {
  code: string
  engine: 'vietnam' | 'fourd' | 'pk10' | 'ssc' | 'k3' | 'x11x5' | 'keno'
  region: 'north' | 'central' | 'south' | null
  prizeMode: 'Lott' | 'ZY' | 'Elott' | 'SEA'
  groupCode: string
  vendor: 'TCG_LOTTO_VN' | 'TCG_SEA' | 'ELOTT'
  names: Record<'EN' | 'CN' | 'MY' | 'VI' | 'TH', string>
  inHouse: boolean
  schedule: LotterySchedule
  closeSeconds: number
  defaultPlayType: string
  isHot: boolean
}

export const LOTTERY_LIMITS: LotteryLimits = {
  minStake: '100',
  maxStake: '10000000',
  maxPerNumber: '5000000',
  maxPerIssue: '50000000',
  liabilityCap: '1000000000',
  maxBetsPerSlip: 50,
  maxChaseIssues: 30,
}

const VN_TIME = 7 * 60
/** In-house games number their issues by the day in Vietnam (lô đề) or Malaysia, Singapore and China (electronic games). */
const SEA_TIME = 8 * 60
const every = (everySeconds: number, utcOffsetMinutes = SEA_TIME): LotterySchedule => ({
  everySeconds,
  utcOffsetMinutes,
})
const daily = (time: string): LotterySchedule => ({ time, utcOffsetMinutes: VN_TIME, weekdays: [0, 1, 2, 3, 4, 5, 6] })
const n = (EN: string, CN: string, MY: string, VI: string, TH: string) => ({ EN, CN, MY, VI, TH })

export const SEED_LOTTERY_GAMES: SeedLotteryGame[] = [
  {
    code: 'FAST_VN1',
    engine: 'vietnam',
    region: 'north',
    prizeMode: 'ZY',
    groupCode: 'VN_FAST',
    vendor: 'TCG_LOTTO_VN',
    names: n('Fast Lottery 1 min', '极速彩 1分钟', 'Loteri Pantas 1 min', 'Xổ số nhanh 1 phút', 'หวยด่วน 1 นาที'),
    inHouse: true,
    schedule: every(60, VN_TIME),
    closeSeconds: 10,
    defaultPlayType: 'lo2',
    isHot: true,
  },
  {
    code: 'FAST_VN5',
    engine: 'vietnam',
    region: 'north',
    prizeMode: 'ZY',
    groupCode: 'VN_FAST',
    vendor: 'TCG_LOTTO_VN',
    names: n('Fast Lottery 5 min', '极速彩 5分钟', 'Loteri Pantas 5 min', 'Xổ số nhanh 5 phút', 'หวยด่วน 5 นาที'),
    inHouse: true,
    schedule: every(300, VN_TIME),
    closeSeconds: 30,
    defaultPlayType: 'lo2',
    isHot: false,
  },
  {
    code: 'VN_NORTH',
    engine: 'vietnam',
    region: 'north',
    prizeMode: 'Lott',
    groupCode: 'VN_NORTH',
    vendor: 'TCG_LOTTO_VN',
    names: n('Northern Lottery', '越南北部彩', 'Loteri Utara', 'Xổ số Miền Bắc', 'หวยเวียดนามเหนือ'),
    inHouse: false,
    schedule: daily('18:15'),
    closeSeconds: 300,
    defaultPlayType: 'de',
    isHot: true,
  },
  {
    code: 'VN_CENTRAL',
    engine: 'vietnam',
    region: 'central',
    prizeMode: 'Lott',
    groupCode: 'VN_CENTRAL',
    vendor: 'TCG_LOTTO_VN',
    names: n('Central Lottery', '越南中部彩', 'Loteri Tengah', 'Xổ số Miền Trung', 'หวยเวียดนามกลาง'),
    inHouse: false,
    schedule: daily('17:15'),
    closeSeconds: 300,
    defaultPlayType: 'lo2',
    isHot: false,
  },
  {
    code: 'VN_SOUTH',
    engine: 'vietnam',
    region: 'south',
    prizeMode: 'Lott',
    groupCode: 'VN_SOUTH',
    vendor: 'TCG_LOTTO_VN',
    names: n('Southern Lottery', '越南南部彩', 'Loteri Selatan', 'Xổ số Miền Nam', 'หวยเวียดนามใต้'),
    inHouse: false,
    schedule: daily('16:15'),
    closeSeconds: 300,
    defaultPlayType: 'lo2',
    isHot: false,
  },
  {
    code: 'SG4D',
    engine: 'fourd',
    region: null,
    prizeMode: 'SEA',
    groupCode: 'SEA_4D',
    vendor: 'TCG_SEA',
    names: n('4D', '4D', '4D', '4D', '4D'),
    inHouse: false,
    schedule: { time: '18:30', utcOffsetMinutes: 480, weekdays: [0, 3, 6] },
    closeSeconds: 1800,
    defaultPlayType: 'big',
    isHot: true,
  },
  {
    code: 'PK10_1',
    engine: 'pk10',
    region: null,
    prizeMode: 'Elott',
    groupCode: 'PK10',
    vendor: 'ELOTT',
    names: n('Speed Racing', '极速赛车', 'Lumba Pantas', 'Đua xe tốc độ', 'แข่งรถด่วน'),
    inHouse: true,
    schedule: every(60),
    closeSeconds: 10,
    defaultPlayType: 'position',
    isHot: true,
  },
  {
    code: 'SSC_1',
    engine: 'ssc',
    region: null,
    prizeMode: 'Elott',
    groupCode: 'SSC',
    vendor: 'ELOTT',
    names: n('Speed SSC', '极速时时彩', 'SSC Pantas', 'SSC tốc độ', 'SSC ด่วน'),
    inHouse: true,
    schedule: every(60),
    closeSeconds: 10,
    defaultPlayType: 'position_digit',
    isHot: false,
  },
  {
    code: 'K3_1',
    engine: 'k3',
    region: null,
    prizeMode: 'Elott',
    groupCode: 'K3',
    vendor: 'ELOTT',
    names: n('Speed K3', '极速快3', 'K3 Pantas', 'K3 tốc độ', 'K3 ด่วน'),
    inHouse: true,
    schedule: every(60),
    closeSeconds: 10,
    defaultPlayType: 'sum',
    isHot: false,
  },
  {
    code: 'X11X5_3',
    engine: 'x11x5',
    region: null,
    prizeMode: 'Elott',
    groupCode: 'X11X5',
    vendor: 'ELOTT',
    names: n('11x5 3 min', '11选5 3分钟', '11x5 3 min', '11x5 3 phút', '11x5 3 นาที'),
    inHouse: true,
    schedule: every(180),
    closeSeconds: 20,
    defaultPlayType: 'any',
    isHot: false,
  },
  {
    code: 'KENO_5',
    engine: 'keno',
    region: null,
    prizeMode: 'Elott',
    groupCode: 'KENO',
    vendor: 'ELOTT',
    names: n('Keno 5 min', '快乐8 5分钟', 'Keno 5 min', 'Keno 5 phút', 'คีโน 5 นาที'),
    inHouse: true,
    schedule: every(300),
    closeSeconds: 30,
    defaultPlayType: 'pick',
    isHot: false,
  },
]

/** docs/domain/lottery.md#regions-and-stations: stations by weekday (0 = Sunday), main station first. */
const s = (code: string, name: string) => ({ code, name })
export const SEED_STATIONS: Record<'north' | 'central' | 'south', Array<Array<{ code: string; name: string }>>> = {
  north: [
    [s('TB', 'Thái Bình')],
    [s('HN', 'Hà Nội')],
    [s('QNI', 'Quảng Ninh')],
    [s('BN', 'Bắc Ninh')],
    [s('HN', 'Hà Nội')],
    [s('HP', 'Hải Phòng')],
    [s('ND', 'Nam Định')],
  ],
  central: [
    [s('KH', 'Khánh Hòa'), s('KT', 'Kon Tum'), s('TTH', 'Thừa Thiên Huế')],
    [s('PY', 'Phú Yên'), s('TTH', 'Thừa Thiên Huế')],
    [s('DLK', 'Đắk Lắk'), s('QNM', 'Quảng Nam')],
    [s('DNG', 'Đà Nẵng'), s('KH', 'Khánh Hòa')],
    [s('BDI', 'Bình Định'), s('QT', 'Quảng Trị'), s('QB', 'Quảng Bình')],
    [s('GL', 'Gia Lai'), s('NT', 'Ninh Thuận')],
    [s('DNG', 'Đà Nẵng'), s('QNG', 'Quảng Ngãi'), s('DNO', 'Đắk Nông')],
  ],
  south: [
    [s('TG', 'Tiền Giang'), s('KG', 'Kiên Giang'), s('DL', 'Đà Lạt')],
    [s('HCM', 'TP.HCM'), s('DT', 'Đồng Tháp'), s('CM', 'Cà Mau')],
    [s('BT', 'Bến Tre'), s('VT', 'Vũng Tàu'), s('BL', 'Bạc Liêu')],
    [s('DN', 'Đồng Nai'), s('CT', 'Cần Thơ'), s('ST', 'Sóc Trăng')],
    [s('TN', 'Tây Ninh'), s('AG', 'An Giang'), s('BTH', 'Bình Thuận')],
    [s('VL', 'Vĩnh Long'), s('BD', 'Bình Dương'), s('TV', 'Trà Vinh')],
    [s('HCM', 'TP.HCM'), s('LA', 'Long An'), s('BP', 'Bình Phước'), s('HG', 'Hậu Giang')],
  ],
}

export const LOTTERY_VENDORS = [
  { code: 'TCG_LOTTO_VN', displayName: 'Vietnam Lottery', gameType: 'LOTT', accountTypeName: 'TCG_LOTTO_VN' },
  { code: 'TCG_SEA', displayName: 'SEA Lottery', gameType: 'LOTT', accountTypeName: 'TCG_SEA' },
  { code: 'ELOTT', displayName: 'Electronic Lottery', gameType: 'ELOTT', accountTypeName: 'ELOTT' },
] as const
