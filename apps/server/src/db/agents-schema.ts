import type { ColumnType, Generated, JSONColumnType } from 'kysely'

// The agent tables (migration 0016): the member tree closure, contracts, bills and the
// settlement cursors. Split from schema.ts only to keep files short.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export type ContractKind = 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary'
export type ContractStatus = 'offered' | 'rejected' | 'active' | 'terminated'
export type ContractPeriod = 'five_minutes' | 'hourly' | 'daily' | 'weekly' | 'semimonthly' | 'monthly'
export type ContractEndReason = 'rejected' | 'agreed' | 'superseded' | 'upline_rate_lowered'
export type BillStatus = 'pending' | 'insufficient_funds' | 'paid'

/**
 * Rate ceilings of top-level agents in basis points of a percent, per kind (migration 0016); the
 * stored keys are snake case, read through the camel-case plugin like every other column.
 */
export interface AgentRateCeilings {
  dividend: number
  dailySalary: number
  hourlySalary: number
  realtimeSalaryProfit: number
  realtimeSalaryLoss: number
}

export interface MemberTreeTable {
  ancestorId: bigint
  descendantId: bigint
  depth: number
}

/**
 * Tiers as stored: amounts in minor units as decimal strings, rates in basis points of a percent.
 * Dividend: periodValidBet, periodProfitLoss, activeMembers, rate; daily and hourly salary:
 * betAmount, rate; real-time salary: singleBetAmount, profitWageRate, lossWageRate.
 */
export type StoredTier = Record<string, string | number>

export interface AgentContractTable {
  id: Generated<bigint>
  merchantId: number
  kind: ContractKind
  /** Null: the platform's contract with a top-level agent. */
  uplineId: bigint | null
  agentId: bigint
  version: number
  status: ContractStatus
  period: ContractPeriod
  tiers: JSONColumnType<StoredTier[]>
  /** The highest rate of the tiers (the profit-wage rate for real-time salary). */
  maxRate: number
  /** Real-time salary: the highest loss-wage rate; 0 for the other kinds. */
  maxLossRate: Generated<number>
  offeredAt: Timestamp
  decidedAt: Date | null
  terminationRequestedBy: bigint | null
  terminationRequestedAt: Date | null
  terminatedAt: Date | null
  endReason: ContractEndReason | null
}

export interface AgentBillTable {
  id: Generated<bigint>
  merchantId: number
  contractId: bigint
  kind: ContractKind
  agentId: bigint
  /** The upline who pays; null when the platform pays a top-level agent. */
  payerId: bigint | null
  periodStart: Date
  periodEnd: Date
  amount: bigint
  computation: JSONColumnType<Record<string, unknown>>
  status: Generated<BillStatus>
  attempts: Generated<number>
  lastAttemptAt: Date | null
  ledgerTransactionId: bigint | null
  createdAt: Timestamp
  paidAt: Date | null
}

export interface AgentSettlementCursorTable {
  merchantId: number
  kind: ContractKind
  period: ContractPeriod
  settledUntil: Date
}
