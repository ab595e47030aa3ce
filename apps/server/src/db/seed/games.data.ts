import type { GameCategory } from '@sea/contract'
import { slotVariant } from '@sea/engines/slot'

/**
 * The demo brand's game catalogue. The in-house provider serves one vendor row per category it
 * plays (SEA_RNG slots, SEA_LIVE baccarat); the real third-party names the spec lists are
 * placeholders, shown as "coming soon" until an operator configures them. Pictures live under
 * apps/web/public/brand/games/, relative to the brand's imageBaseUrl.
 */
export interface SeedVendor {
  code: string
  displayName: string
  gameType: GameCategory
  provider: 'inhouse' | 'external'
  gameClassify: string
  cards: string[]
  logo: string | null
  comingSoon: boolean
  hot: boolean
}

export interface SeedGame {
  vendorCode: string
  code: string
  names: Record<'EN' | 'CN' | 'MY' | 'VI' | 'TH', string>
  image: string
  gameType: GameCategory
  /** Basis points; the engine's exact figures replace these when its RTP test lands. */
  rtpBp: number | null
  isNew: boolean
}

const inhouse = { provider: 'inhouse', comingSoon: false, hot: true, logo: 'games/sea-logo-white.svg' } as const
const placeholder = (code: string, displayName: string, gameType: GameCategory, gameClassify: string): SeedVendor => ({
  code,
  displayName,
  gameType,
  provider: 'external',
  gameClassify,
  cards: [`games/vendor-${code.toLowerCase()}.svg`],
  logo: null,
  comingSoon: true,
  hot: false,
})

/** In the merchant's order: the in-house vendors first, then the placeholders. */
export const SEED_VENDORS: SeedVendor[] = [
  {
    ...inhouse,
    code: 'SEA_RNG',
    displayName: 'SEA Slots',
    gameType: 'RNG',
    gameClassify: 'SLOT',
    cards: ['games/vendor-sea-slots.svg'],
  },
  {
    ...inhouse,
    code: 'SEA_LIVE',
    displayName: 'SEA Live',
    gameType: 'LIVE',
    gameClassify: 'N2',
    cards: ['games/vendor-sea-live.svg'],
  },
  placeholder('SV388', 'SV388', 'LIVE', 'N2'),
  placeholder('DS88', 'DS88', 'SPORTS', 'SV3'),
  placeholder('IMES', 'IM eSports', 'ESPORTS', 'SV3'),
  placeholder('TF', 'TF Gaming', 'ESPORTS', 'SV3'),
  placeholder('IA', 'IA eSports', 'ESPORTS', 'SV3'),
  placeholder('BGS', 'BGS', 'BGS', 'SLOT'),
]

export const SEED_GAMES: SeedGame[] = [
  {
    vendorCode: 'SEA_RNG',
    code: 'jade-96',
    names: { EN: 'Jade Fortune', CN: '翡翠财富', MY: 'Tuah Jed', VI: 'Ngọc Bích Phát Tài', TH: 'หยกนำโชค' },
    image: 'games/jade-fortune.svg',
    gameType: 'RNG',
    rtpBp: slotVariant('jade-96').rtpBp,
    isNew: true,
  },
  {
    vendorCode: 'SEA_RNG',
    code: 'jade-94',
    names: {
      EN: 'Jade Fortune Classic',
      CN: '翡翠财富 经典版',
      MY: 'Tuah Jed Klasik',
      VI: 'Ngọc Bích Phát Tài Cổ Điển',
      TH: 'หยกนำโชค คลาสสิก',
    },
    image: 'games/jade-fortune-classic.svg',
    gameType: 'RNG',
    rtpBp: slotVariant('jade-94').rtpBp,
    isNew: false,
  },
  {
    vendorCode: 'SEA_LIVE',
    code: 'baccarat',
    names: { EN: 'Baccarat', CN: '百家乐', MY: 'Bakarat', VI: 'Bài Baccarat', TH: 'บาคาร่า' },
    image: 'games/baccarat.svg',
    gameType: 'LIVE',
    // The best bet's return (Banker, 1.06% house edge), as players compare tables by it; the seed
    // test checks it against the engine's exact odds (computed there: it takes half a second).
    rtpBp: 9894,
    isNew: true,
  },
]
