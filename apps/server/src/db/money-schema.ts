import type { GameCategory } from '@sea/contract/constants'
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

// The money tables: ledger, audit, deposits, withdrawals, vendor transfers, and the jobs that
// move money on their own. Split from schema.ts only to keep files short; `Database` lists all.

// Insert may omit it (the column has a default); updates set it explicitly.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
export interface LedgerAccountTable {
  id: Generated<bigint>
  merchantId: number
  currency: string
  kind: string
  ownerMemberId: bigint | null
  vendor: string | null
  noNegative: boolean
  balance: Generated<bigint>
  version: Generated<bigint>
  createdAt: Timestamp
}

export interface LedgerTransactionTable {
  id: Generated<bigint>
  merchantId: number
  currency: string
  kind: string
  externalRef: string
  idempotencyKey: string
  requestHash: string
  response: JSONColumnType<StoredTransfer>
  metadata: JSONColumnType<Record<string, unknown>>
  /** The booking time. */
  createdAt: Timestamp
  /** Migration 0020: when a history import says the movement happened (never after the booking); null: at the booking. */
  effectiveAt: Date | null
}

/** What a transfer answered, stored with it so that a replay answers the same. */
export interface StoredTransfer {
  transactionId: string
  balances: Record<string, string>
}

export interface LedgerEntryTable {
  id: Generated<bigint>
  transactionId: bigint
  accountId: bigint
  amount: bigint
  balanceAfter: bigint
  accountVersion: bigint
  /** The entry's time for every record and report: its transaction's effective time (the booking time unless imported). */
  createdAt: Timestamp
}

export interface AuditLogTable {
  id: Generated<bigint>
  at: Timestamp
  actorKind: string
  actorId: string | null
  merchantId: number | null
  ip: string | null
  action: string
  target: string | null
  before: JSONColumnType<Record<string, unknown>> | null
  after: JSONColumnType<Record<string, unknown>> | null
  prevHash: string
  hash: string
}

export interface VendorTable {
  code: string
  displayName: string
  walletMode: 'seamless' | 'transfer'
  apiBaseUrl: string | null
  enabled: Generated<boolean>
  createdAt: Timestamp
  // Catalogue columns (migration 0014).
  gameType: Generated<GameCategory>
  provider: Generated<'inhouse' | 'external'>
  accountTypeId: Generated<number>
  /** TCG_SEA, TCG_LOTTO_VN, LOTT, ELOTT for lottery vendors; null: the vendor code. */
  accountTypeName: string | null
  isGame: Generated<'GAME' | 'VASSALAGE'>
  gameClassify: Generated<string>
  /** Where an external seamless vendor opens games (the launch token is added). */
  launchUrl: string | null
  logoUrl: string | null
  /** Picture paths; [] when not given on insert (Generated<JSONColumnType> would read back as the wrapper type). */
  cardUrls: ColumnType<string[], string | undefined, string>
  comingSoon: Generated<boolean>
}

export interface MerchantVendorTable {
  merchantId: number
  vendorCode: string
  enabled: Generated<boolean>
  sortOrder: Generated<number>
  isHot: Generated<boolean>
  // Per-brand flag and maintenance window (migration 0047); start and end are both set or both null.
  isNew: Generated<boolean>
  maintenanceStart: Date | null
  maintenanceEnd: Date | null
}

export type VendorTransferStatus = 'pending' | 'succeeded' | 'failed' | 'unknown'

export interface VendorTransferTable {
  id: Generated<bigint>
  merchantId: number
  memberId: bigint
  vendorCode: string
  direction: 'in' | 'out'
  amount: bigint
  currency: string
  status: Generated<VendorTransferStatus>
  /** Our id for the transfer, sent to the vendor: the vendor applies each id at most once. */
  vendorTransferId: string
  requestKey: string
  requestHash: string
  failureReason: string | null
  attempts: Generated<number>
  createdAt: Timestamp
  updatedAt: Timestamp
  resolvedAt: Date | null
}

export interface DepositChannelTable {
  id: Generated<number>
  merchantId: number
  code: string
  type: 'bank_transfer' | 'gateway'
  displayName: string
  minAmount: bigint
  maxAmount: bigint
  enabled: Generated<boolean>
  sortOrder: Generated<number>
  bankName: string | null
  accountName: string | null
  accountNumber: string | null
  /** Gateway channels: which payment provider serves them ('paygate'). */
  provider: string | null
  createdAt: Timestamp
  updatedAt: Timestamp
}

export type DepositStatus = 'pending' | 'approved' | 'rejected' | 'failed' | 'expired'

export interface DepositTable {
  id: Generated<bigint>
  merchantId: number
  memberId: bigint
  channelId: number
  currency: string
  amount: bigint
  status: Generated<DepositStatus>
  memberReference: string | null
  /** The member's Idempotency-Key and a hash of what it was sent with. */
  idempotencyKey: string
  requestHash: string
  gatewayOrderId: string | null
  payUrl: string | null
  expiresAt: Date | null
  firstDeposit: Generated<boolean>
  decidedBy: number | null
  decidedAt: Date | null
  rejectReason: string | null
  ledgerTransactionId: bigint | null
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface BankTable {
  id: Generated<number>
  merchantId: number
  code: string
  name: string
  enabled: Generated<boolean>
  sortOrder: Generated<number>
}

export interface MemberBankAccountTable {
  id: Generated<bigint>
  memberId: bigint
  bankId: number
  accountNumber: string
  payeeName: string
  createdAt: Timestamp
}

export interface WithdrawalSettingsTable {
  merchantId: number
  minAmount: Generated<bigint>
  maxAmount: Generated<bigint>
  dailyCount: Generated<number>
  dailyAmount: Generated<bigint>
  autoReceiveMinutes: Generated<number>
  maxBankAccounts: Generated<number>
  updatedAt: Timestamp
}

export type WithdrawalStatus = 'pending' | 'rejected' | 'disbursed' | 'disputed' | 'received'

export interface WithdrawalTable {
  id: Generated<bigint>
  merchantId: number
  memberId: bigint
  currency: string
  amount: bigint
  bankAccountId: bigint
  bankCode: string
  bankName: string
  accountNumber: string
  payeeName: string
  status: Generated<WithdrawalStatus>
  receivedAmount: Generated<bigint>
  /** Received by the auto-receive job, not by the member. */
  forced: Generated<boolean>
  idempotencyKey: string
  requestHash: string
  requestedAt: Timestamp
  decidedAt: Date | null
  decidedBy: number | null
  reason: string | null
  disbursedAt: Date | null
  autoReceiveAt: Date | null
  receivedAt: Date | null
}

export interface WithdrawalConfirmationTable {
  id: Generated<bigint>
  withdrawalId: bigint
  result: 'received' | 'all_received' | 'not_received' | 'auto_received' | 'operator_received' | 'operator_reopened'
  amount: Generated<bigint>
  remark: string | null
  createdAt: Timestamp
}

export interface WithdrawalProofTable {
  id: Generated<bigint>
  withdrawalId: bigint
  confirmationId: bigint | null
  storageKey: string
  contentType: string
  size: number
  createdAt: Timestamp
}

export interface TurnoverRequirementTable {
  id: Generated<bigint>
  merchantId: number
  memberId: bigint
  source: string
  required: bigint
  achieved: Generated<bigint>
  createdAt: Timestamp
  completedAt: Date | null
  /** Bonus wagering (migration 0049): percent per game category; null counts every stake in full. */
  weights: ColumnType<Record<string, number> | null, string | null | undefined, string | null>
  grantId: bigint | null
  expiresAt: Date | null
  /** The largest stake that counts while the requirement is open; null: any. */
  maxStake: bigint | null
}

export interface JobTable {
  name: string
  nextRunAt: Timestamp
  lockedUntil: Date | null
  lockedBy: string | null
  lastStartedAt: Date | null
  lastFinishedAt: Date | null
  lastError: string | null
  runs: Generated<bigint>
}
