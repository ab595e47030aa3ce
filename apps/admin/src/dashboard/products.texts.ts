import { defineTexts } from '../lib/i18n'

/**
 * Names of the game categories the rollups group by (a round's game type, decision 052). A
 * category not listed here is shown by its code: a new vendor's products appear by themselves.
 */
export const PRODUCTS = defineTexts('products', {
  EN: {
    LOTT: 'Lottery',
    ELOTT: 'Fast lottery',
    LIVE: 'Live casino',
    RNG: 'Slots',
    SPORTS: 'Sports',
    ESPORTS: 'Esports',
    FISH: 'Fishing',
    PVP: 'Card games',
    BINGO: 'Bingo',
    BGS: 'Board games',
  },
  CN: {
    LOTT: '彩票',
    ELOTT: '快乐彩',
    LIVE: '真人娱乐',
    RNG: '电子老虎机',
    SPORTS: '体育',
    ESPORTS: '电竞',
    FISH: '捕鱼',
    PVP: '棋牌',
    BINGO: '宾果',
    BGS: '桌游',
  },
  MY: {
    LOTT: 'Loteri',
    ELOTT: 'Loteri pantas',
    LIVE: 'Kasino langsung',
    RNG: 'Slot',
    SPORTS: 'Sukan',
    ESPORTS: 'E-sukan',
    FISH: 'Memancing',
    PVP: 'Permainan kad',
    BINGO: 'Bingo',
    BGS: 'Permainan papan',
  },
  VI: {
    LOTT: 'Xổ số',
    ELOTT: 'Xổ số nhanh',
    LIVE: 'Casino trực tiếp',
    RNG: 'Slot',
    SPORTS: 'Thể thao',
    ESPORTS: 'Thể thao điện tử',
    FISH: 'Bắn cá',
    PVP: 'Game bài',
    BINGO: 'Bingo',
    BGS: 'Trò chơi bàn cờ',
  },
  TH: {
    LOTT: 'หวย',
    ELOTT: 'หวยด่วน',
    LIVE: 'คาสิโนสด',
    RNG: 'สล็อต',
    SPORTS: 'กีฬา',
    ESPORTS: 'อีสปอร์ต',
    FISH: 'ยิงปลา',
    PVP: 'เกมไพ่',
    BINGO: 'บิงโก',
    BGS: 'เกมกระดาน',
  },
})
