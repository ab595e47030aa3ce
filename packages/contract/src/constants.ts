/** System status codes (docs/domain/site.md#states-and-transitions); maintenance wins over restriction. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS]

/** Language codes as the spec writes them (MY is Bahasa Melayu, CN is Simplified Chinese). */
export const LANGUAGES = ['MY', 'EN', 'CN', 'VI', 'TH'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'MY'

/**
 * Whitelabel flags that switch features on and off per merchant. DIRECTREG3 and
 * CHNGPASSVERIF3 keep the spec's own names.
 */
export const WHITELABEL_FLAGS = {
  DIRECTREG3: 'Show the register button to visitors',
  CHNGPASSVERIF3: 'Require verification to change the login password',
  DIRECT_REGISTER: 'Allow registration without an affiliate code',
  USERNAME_REGISTER: 'Registration by username',
  MOBILE_REGISTER: 'Registration by mobile number',
  SMS_VERIFICATION: 'SMS code required to register',
  SMS_LOGIN: 'Login with an SMS code',
  FREE_PLAY: 'Free-play (trial) login',
  FORCE_CHANGE_PASSWORD: 'Force a password change when the password is default or expired',
  PHONE_RECOVERY: 'Password recovery by phone',
  GOOGLE_LOGIN: 'Login with Google',
  FACEBOOK_LOGIN: 'Login with Facebook',
  REFERRAL_PROMO: 'Referral promotion (invite friends)',
  LOGINED_TO_HOME_PAGE: 'Visitors are sent to the login page (loginedToHomePage)',
  UPLINE_TRANSFER: 'Members may transfer to their upline',
  SINGLE_WALLET: 'One wallet for every game (seamless vendors); off: a transfer wallet per vendor',
  AUTO_TRANSFER: 'Launching a transfer-mode vendor first moves the whole main balance into it',
} as const
export type WhitelabelFlag = keyof typeof WHITELABEL_FLAGS
export const WHITELABEL_FLAG_CODES = Object.keys(WHITELABEL_FLAGS) as WhitelabelFlag[]

/** How the flags are grouped in the whitelabel settings tree (modId -> children). */
export const WHITELABEL_MENU: Record<string, readonly WhitelabelFlag[]> = {
  REGISTER: ['DIRECTREG3', 'DIRECT_REGISTER', 'USERNAME_REGISTER', 'MOBILE_REGISTER', 'SMS_VERIFICATION'],
  LOGIN: ['SMS_LOGIN', 'FREE_PLAY', 'GOOGLE_LOGIN', 'FACEBOOK_LOGIN', 'LOGINED_TO_HOME_PAGE'],
  SECURITY: ['CHNGPASSVERIF3', 'FORCE_CHANGE_PASSWORD', 'PHONE_RECOVERY'],
  PROMOTION: ['REFERRAL_PROMO'],
  WALLET: ['UPLINE_TRANSFER', 'SINGLE_WALLET', 'AUTO_TRANSFER'],
}

/** Every registration field the spec names (docs/domain/site.md#data-and-fields); the merchant's rules say which are shown. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'nickname',
  'email',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
  'affiliateCode',
  'recommenderId',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
  'captcha',
] as const
export type RegisterField = (typeof REGISTER_FIELDS)[number]

/** Number of registration patterns (ids 0..23). */
export const PATTERN_COUNT = 24

export const RESOURCE_TYPES = [
  'CUSTOMER_SERVICE',
  'FACEBOOK',
  'WHATSAPP',
  'TELEGRAM',
  'APP_IOS',
  'APP_ANDROID',
  'APP_LITE',
] as const
export type ResourceType = (typeof RESOURCE_TYPES)[number]

/** The longest range one records call covers; the client steps through older history. */
export const RECORD_RANGE_MAX_DAYS = 90

/** The built-in pictures a member may choose from. */
export const STATIC_AVATARS = [
  'avatar-1',
  'avatar-2',
  'avatar-3',
  'avatar-4',
  'avatar-5',
  'avatar-6',
  'avatar-7',
  'avatar-8',
  'avatar-9',
  'avatar-10',
  'avatar-11',
  'avatar-12',
] as const
export type StaticAvatar = (typeof STATIC_AVATARS)[number]
/** Uploaded pictures: PNG or JPEG, told by their bytes, at most 5 MB (docs/domain/site.md#validation-rules). */
export const AVATAR_UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

/**
 * Announcement types (docs/domain/site.md#data-and-fields): B banners, PL player notices, PU popup notices,
 * PR promotions (need a session), H hot banners (small banners of the hot-games strip).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number]
/** Banner groups the site knows: the home carousel, the register modal and the login modal. */
export const BANNER_GROUPS = { home: 'home', register: 'w_register', login: 'login' } as const
/** The notice modal's page size (docs/domain/site.md#constants). */
export const NOTICE_PAGE_SIZE = 9
/** Rank levels above 4 are served by the VIP customer-service desk (docs/domain/site.md#roles). */
export const VIP_SERVICE_MIN_RANK = 5
export const CUSTOMER_SERVICE_TYPES = ['VIP', 'LIVE_CHAT'] as const
export const FEEDBACK_MAX = 140
export const FEEDBACK_IMAGES_MAX = 3
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** Game categories (a vendor's gameType). ESPORTS vendors are grouped apart from SPORTS. */
export const GAME_CATEGORIES = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'RNG',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'PVP',
  'BINGO',
  'BGS',
] as const
export type GameCategory = (typeof GAME_CATEGORIES)[number]
/** The game list's select types (docs/domain/site.md#data-and-fields). */
export const GAME_SELECT_TYPES = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const
/** Points per valid-bet unit by category (docs/domain/site.md#constants): the brand's default multipliers (docs/domain/loyalty.md#points). */
export const CATEGORY_POINTS = { LIVE: 0.7, SPORTS: 1, ESPORTS: 1, FISH: 1.2, RNG: 1.2, PVP: 1 } as const
/** The merchant's hot-game platform flag (isPlatform in GCSGAME_hotGamesV2). */
export const HOT_GAME_PLATFORM = 2
export const GAME_LIST_PAGE_SIZE = 24
/** Game recall: how many past rounds of one game a member can replay. */
export const GAME_RECALL_ROUNDS = 10

/**
 * Player-protection limits (decision 056): a deposit limit counts deposits asked; a wager limit,
 * stakes; a loss limit, stakes less what they won back. Every bet path counts the last two.
 */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const
export type LimitKind = (typeof LIMIT_KINDS)[number]
