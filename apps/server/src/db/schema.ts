import type {
  GameCategoryTable,
  GameTable,
  MemberFavoriteGameTable,
  GameLaunchTable,
  GameLaunchTokenTable,
  VendorPlayerTable,
  GameRoundTable,
  SeamlessTransactionTable,
  MerchantGameTable,
  VendorSecretTable,
} from './games-schema'
import type {
  AgentBillTable,
  AgentContractTable,
  AgentRateCeilings,
  AgentSettlementCursorTable,
  MemberTreeTable,
} from './agents-schema'
import type {
  InhouseFreeRoundTable,
  InhousePlayerTable,
  InhouseRoundTable,
  InhouseSessionTable,
} from './inhouse-schema'
import type {
  LotteryGameTable,
  LotteryStationTable,
  LotteryDrawTable,
  LotteryDrawTotalTable,
  LotteryChaseTable,
  LotterySlipTable,
  LotteryBetTable,
  LotteryExposureTable,
  MerchantLotteryGameTable,
  MemberRoundView,
} from './lottery-schema'
import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { MerchantMoneyThresholdTable, MoneyRequestTable } from './money-request-schema'
import type { CashierClaimTable } from './cashier-schema'
import type { MerchantTurnoverRuleTable } from './brand-cashier-schema'
import type { TurnoverWagerTable } from './turnover-schema'
import type {
  PromotionClaimMarkTable,
  PromotionEntryTable,
  PromotionGrantTable,
  PromotionTable,
} from './promotion-schema'
import type { PromotionRaffleEntrantTable, PromotionRaffleTable } from './raffle-schema'
import type { PromotionPeriodCursorTable } from './promotion-period-schema'
import type {
  LoyaltyCursorTable,
  LoyaltyFactTable,
  LoyaltyMemberDayTable,
  LoyaltySettingsTable,
  MemberPointsTable,
  MissionProgressTable,
  MissionTable,
  PointEntryTable,
  PointItemTable,
  PointRedemptionTable,
  VipChangeTable,
  VipTierTable,
} from './loyalty-schema'
import type { OperatorEnrolmentTable, OperatorMerchantTable } from './operator-account-schema'
import type { OperatorRoleTable } from './operator-role-schema'
import type {
  MemberProtectionTable,
  ProtectionEventTable,
  ProtectionLimitTable,
  ProtectionPlayDayTable,
  ProtectionPlayWalletTable,
} from './protection-schema'
import type { ProtectionSessionSettingsTable } from './protection-session-schema'
import type {
  IdentityClosureTable,
  IdentityDocumentTable,
  MemberIdentityTable,
  MerchantIdentityRuleTable,
} from './kyc-schema'
import type { RiskCursorTable, RiskFlagTable } from './risk-schema'
import type { LotteryResultEntryTable } from './lottery-entry-schema'
import type {
  ReportBrandDayTable,
  ReportCashierDayTable,
  ReportChangeTable,
  ReportGameDayTable,
  ReportMemberDayTable,
  ReportMemberLastDayTable,
} from './report-schema'
import type { MemberNoteTable, MemberStaffLabelTable } from './member-note-schema'
import type { AuditVerificationTable } from './audit-schema'
import type { MerchantRegisterMessageTable } from './brand-rules-schema'
import type {
  LedgerAccountTable,
  LedgerTransactionTable,
  LedgerEntryTable,
  AuditLogTable,
  VendorTable,
  MerchantVendorTable,
  VendorTransferTable,
  DepositChannelTable,
  DepositTable,
  BankTable,
  MemberBankAccountTable,
  WithdrawalSettingsTable,
  WithdrawalTable,
  WithdrawalConfirmationTable,
  WithdrawalProofTable,
  TurnoverRequirementTable,
  JobTable,
} from './money-schema'
import type {
  AnnouncementTable,
  PlatformMessageTable,
  PlatformMessageReadTable,
  FeedbackTable,
  FeedbackImageTable,
} from './home-schema'

export * from './money-schema'
export * from './home-schema'
export * from './lottery-schema'

// Insert may omit it (the column has a default); updates set it explicitly.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface MerchantTable {
  id: Generated<number>
  code: string
  name: string
  logoUrl: string
  imageBaseUrl: string
  theme: JSONColumnType<Record<string, string>>
  languages: JSONColumnType<string[]>
  defaultLanguage: string
  currency: string
  timezone: string
  /** No longer read: DEFAULT_BRAND names the brand that answers unknown hosts (decision 035). */
  isDefault: Generated<boolean>
  maintenance: Generated<boolean>
  maintenanceEnd: Date | null
  restrictedCountries: JSONColumnType<string[]>
  restrictedIps: JSONColumnType<string[]>
  gtagId: string | null
  imageCdns: JSONColumnType<string[]>
  launchGameCdns: JSONColumnType<string[]>
  customerService: JSONColumnType<{ url?: string; vipUrl?: string; popupWidth?: number; popupHeight?: number }>
  minimumAge: Generated<number>
  birthdayMinimumAge: Generated<number>
  defaultCountryCode: Generated<string>
  preferredCountries: JSONColumnType<string[]>
  sessionIdleMinutes: Generated<number>
  sessionMaxHours: Generated<number>
  passwordMaxAgeDays: Generated<number>
  newIpVerification: Generated<boolean>
  trialBalance: Generated<bigint>
  /** Migration 0016: ceilings of top-level agents' contract rates. */
  agentRateCeilings: ColumnType<AgentRateCeilings, AgentRateCeilings | string | undefined, string>
  /** Migration 0043: the served path of an uploaded favicon; null for the site's built-in one. */
  faviconUrl: Generated<string | null>
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface MerchantDomainTable {
  domain: string
  merchantId: number
  /** The domain outward links use when the brand answers a host it does not list (migration 0025). */
  isPrimary: Generated<boolean>
  /** Migration 0043: a site domain serves the member site, a console domain the console (/admin/). */
  kind: Generated<'site' | 'console'>
}

export interface MerchantFlagTable {
  merchantId: number
  flag: string
  enabled: boolean
}

export interface RegisterPatternTable {
  id: number
  name: string
  pattern: string
  messages: JSONColumnType<Record<string, string>>
}

export interface RegisterRuleTable {
  merchantId: number
  field: string
  enabled: boolean
  required: boolean
  acceptedPattern: string
  patternId: number
  minLength: number
  maxLength: number
  sortOrder: number
}

export interface MerchantResourceTable {
  id: Generated<number>
  merchantId: number
  resourceType: string
  url: string
  qrCodeUrl: string | null
  labelNameEn: string
  sortOrder: number
}

export interface DomainRouteTable {
  id: Generated<number>
  merchantId: number
  url: string
  speed: number
  sortOrder: number
}

export interface HelpArticleTable {
  id: Generated<number>
  merchantId: number
  language: string
  categoryCode: string
  categoryTitle: string
  anchor: string
  title: string
  contentHtml: string
  sortOrder: number
}

export interface CountryTable {
  code: string
  dialingCode: string
  nameEn: string
}

export interface CaptchaTable {
  id: Generated<string>
  answerHash: string
  ip: string
  expiresAt: Timestamp
  consumedAt: Timestamp | null
  createdAt: Timestamp
}

/** A rate limit's counter for one key and window, shared by every instance (migration 0068). */
export interface RateLimitHitTable {
  key: string
  hits: number
  resetAt: Timestamp
}

export interface CryptoKeyTable {
  id: string
  publicPem: string
  privateSealed: string
  createdAt: Timestamp
  rotateAfter: Timestamp
  expiresAt: Timestamp | null
}

export interface MemberTable {
  id: Generated<bigint>
  merchantId: number
  username: string
  usernameKey: string
  passwordHash: string
  passwordChangedAt: Timestamp
  passwordIsDefault: Generated<boolean>
  paymentPasswordHash: string | null
  isAgent: Generated<number>
  parentId: bigint | null
  affiliateCode: string
  referralCode: string | null
  mobileNum: string | null
  countryDialingCode: string | null
  payeeName: string | null
  email: string | null
  nickname: string | null
  profile: JSONColumnType<Record<string, string>>
  clubLabel: string | null
  clubRank: Generated<number>
  memberLabels: JSONColumnType<string[]>
  vipRank: Generated<number>
  vipLabel: string | null
  avatar: Generated<string>
  avatarType: Generated<'STATIC' | 'CUSTOM'>
  status: Generated<'active' | 'frozen'>
  totpSecretSealed: string | null
  totpLastStep: bigint | null
  totpPendingSealed: string | null
  /** An operator asked for a new password (migration 0036): the next login must change it. */
  passwordChangeRequired: Generated<boolean>
  registerIp: string
  lastLoginAt: Date | null
  lastLoginIp: string | null
  createdAt: Timestamp
}

export interface SessionTable {
  id: Generated<bigint>
  memberId: bigint
  tokenHash: string
  loginType: string
  mustChangePassword: Generated<boolean>
  ip: string
  userAgent: string | null
  createdAt: Timestamp
  lastSeenAt: Timestamp
  expiresAt: Timestamp
  revokedAt: Date | null
}

export interface LoginAttemptTable {
  id: Generated<bigint>
  merchantId: number
  usernameKey: string
  ip: string
  succeeded: boolean
  createdAt: Timestamp
}

/** Wrong answers to a member's secondary secret (decision 038). */
export interface SecretAttemptTable {
  memberId: bigint
  secret: 'payment_password' | 'login_password' | 'totp' | 'bank_name' | 'sms_code' | 'email_code'
  failures: number
  windowStartedAt: Timestamp
  lockouts: Generated<number>
  lockedUntil: Timestamp | null
}

export interface VerificationCodeTable {
  id: Generated<bigint>
  merchantId: number
  purpose: string
  channel: 'sms' | 'email'
  destination: string
  codeHash: string
  attempts: Generated<number>
  expiresAt: Timestamp
  consumedAt: Date | null
  /** The address that asked for the code (migration 0029); null on older rows. */
  clientIp: string | null
  createdAt: Timestamp
}

export interface OutboxMessageTable {
  id: Generated<bigint>
  merchantId: number
  channel: 'sms' | 'email'
  destination: string
  subject: string | null
  /** With its code or token redacted unless the outbox was the only channel (decision 039). */
  body: string
  /** 'verification_code:<purpose>', 'reset_link' (migration 0029). */
  kind: Generated<string>
  /** kept: outbox only, readable; sent / failed: through a real channel, redacted. */
  status: Generated<'kept' | 'sent' | 'failed'>
  createdAt: Timestamp
}

export interface PasswordResetTable {
  tokenHash: string
  memberId: bigint
  expiresAt: Timestamp
  usedAt: Date | null
}

export interface MemberKnownIpTable {
  memberId: bigint
  ip: string
  firstSeenAt: Timestamp
}

export interface LoginChallengeTable {
  id: Generated<string>
  memberId: bigint
  ip: string
  loginType: string
  attempts: Generated<number>
  expiresAt: Timestamp
  consumedAt: Date | null
}

export interface SocialLoginTable {
  merchantId: number
  provider: string
  subject: string
  memberId: bigint
  createdAt: Timestamp
}

export interface SocialLoginStateTable {
  state: string
  provider: string
  nonce: string
  codeVerifier: string
  redirectUri: string
  merchantId: number
  expiresAt: Timestamp
}

export interface OperatorTable {
  id: Generated<number>
  username: string
  usernameKey: string
  passwordHash: string
  /** Null: no authenticator yet; the next login enrols one. */
  totpSecretSealed: string | null
  totpLastStep: bigint | null
  /** A one-time password (new or reset): only the change is allowed until the operator chooses its own. */
  passwordChangeRequired: Generated<boolean>
  /** Unread since migration 0035: operator_merchants holds the scope. */
  merchantId: number | null
  status: Generated<'active' | 'disabled'>
  lastLoginAt: Date | null
  createdAt: Timestamp
}

export interface OperatorSessionTable {
  id: Generated<bigint>
  operatorId: number
  tokenHash: string
  ip: string
  createdAt: Timestamp
  lastSeenAt: Timestamp
  expiresAt: Timestamp
  revokedAt: Date | null
}

export interface Database {
  promotions: PromotionTable
  promotionEntries: PromotionEntryTable
  promotionGrants: PromotionGrantTable
  promotionClaimMarks: PromotionClaimMarkTable
  promotionRaffles: PromotionRaffleTable
  promotionRaffleEntrants: PromotionRaffleEntrantTable
  promotionPeriodCursors: PromotionPeriodCursorTable
  loyaltyFacts: LoyaltyFactTable
  loyaltyCursor: LoyaltyCursorTable
  loyaltySettings: LoyaltySettingsTable
  memberPoints: MemberPointsTable
  pointEntries: PointEntryTable
  pointItems: PointItemTable
  pointRedemptions: PointRedemptionTable
  missions: MissionTable
  missionProgress: MissionProgressTable
  vipTiers: VipTierTable
  vipChanges: VipChangeTable
  loyaltyMemberDays: LoyaltyMemberDayTable
  memberProtection: MemberProtectionTable
  protectionLimits: ProtectionLimitTable
  protectionEvents: ProtectionEventTable
  protectionPlayWallets: ProtectionPlayWalletTable
  protectionPlayDays: ProtectionPlayDayTable
  protectionSessionSettings: ProtectionSessionSettingsTable
  memberIdentity: MemberIdentityTable
  identityDocuments: IdentityDocumentTable
  merchantIdentityRules: MerchantIdentityRuleTable
  identityClosures: IdentityClosureTable
  riskFlags: RiskFlagTable
  riskCursor: RiskCursorTable
  merchants: MerchantTable
  merchantDomains: MerchantDomainTable
  merchantFlags: MerchantFlagTable
  registerPatterns: RegisterPatternTable
  registerRules: RegisterRuleTable
  merchantRegisterMessages: MerchantRegisterMessageTable
  merchantResources: MerchantResourceTable
  domainRoutes: DomainRouteTable
  helpArticles: HelpArticleTable
  countries: CountryTable
  captchas: CaptchaTable
  rateLimitHits: RateLimitHitTable
  cryptoKeys: CryptoKeyTable
  members: MemberTable
  sessions: SessionTable
  loginAttempts: LoginAttemptTable
  secretAttempts: SecretAttemptTable
  verificationCodes: VerificationCodeTable
  outboxMessages: OutboxMessageTable
  passwordResets: PasswordResetTable
  memberKnownIps: MemberKnownIpTable
  loginChallenges: LoginChallengeTable
  operators: OperatorTable
  operatorSessions: OperatorSessionTable
  operatorRoles: OperatorRoleTable
  memberNotes: MemberNoteTable
  memberStaffLabels: MemberStaffLabelTable
  auditVerification: AuditVerificationTable
  operatorMerchants: OperatorMerchantTable
  operatorEnrolments: OperatorEnrolmentTable
  ledgerAccounts: LedgerAccountTable
  ledgerTransactions: LedgerTransactionTable
  ledgerEntries: LedgerEntryTable
  auditLog: AuditLogTable
  depositChannels: DepositChannelTable
  deposits: DepositTable
  socialLogins: SocialLoginTable
  socialLoginStates: SocialLoginStateTable
  vendors: VendorTable
  merchantVendors: MerchantVendorTable
  vendorTransfers: VendorTransferTable
  banks: BankTable
  memberBankAccounts: MemberBankAccountTable
  withdrawalSettings: WithdrawalSettingsTable
  withdrawals: WithdrawalTable
  withdrawalConfirmations: WithdrawalConfirmationTable
  withdrawalProofs: WithdrawalProofTable
  turnoverRequirements: TurnoverRequirementTable
  jobs: JobTable
  announcements: AnnouncementTable
  platformMessages: PlatformMessageTable
  platformMessageReads: PlatformMessageReadTable
  gameCategories: GameCategoryTable
  games: GameTable
  memberFavoriteGames: MemberFavoriteGameTable
  gameLaunches: GameLaunchTable
  gameLaunchTokens: GameLaunchTokenTable
  vendorPlayers: VendorPlayerTable
  gameRounds: GameRoundTable
  merchantGames: MerchantGameTable
  vendorSecrets: VendorSecretTable
  lotteryGames: LotteryGameTable
  lotteryStations: LotteryStationTable
  lotteryDraws: LotteryDrawTable
  lotteryDrawTotals: LotteryDrawTotalTable
  lotteryChases: LotteryChaseTable
  lotterySlips: LotterySlipTable
  lotteryBets: LotteryBetTable
  lotteryExposure: LotteryExposureTable
  lotteryResultEntries: LotteryResultEntryTable
  merchantLotteryGames: MerchantLotteryGameTable
  memberRounds: MemberRoundView
  seamlessTransactions: SeamlessTransactionTable
  feedback: FeedbackTable
  feedbackImages: FeedbackImageTable
  memberTree: MemberTreeTable
  agentContracts: AgentContractTable
  agentBills: AgentBillTable
  agentSettlementCursors: AgentSettlementCursorTable
  inhousePlayers: InhousePlayerTable
  inhouseSessions: InhouseSessionTable
  inhouseRounds: InhouseRoundTable
  inhouseFreeRounds: InhouseFreeRoundTable
  merchantMoneyThresholds: MerchantMoneyThresholdTable
  merchantTurnoverRules: MerchantTurnoverRuleTable
  turnoverWagers: TurnoverWagerTable
  moneyRequests: MoneyRequestTable
  reportChanges: ReportChangeTable
  reportBrandDays: ReportBrandDayTable
  reportGameDays: ReportGameDayTable
  reportMemberDays: ReportMemberDayTable
  reportMemberLastDays: ReportMemberLastDayTable
  reportCashierDays: ReportCashierDayTable
  cashierClaims: CashierClaimTable
}
