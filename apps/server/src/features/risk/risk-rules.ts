import type { RiskRule, RiskSeverity } from '@sea/contract'
import { scaleLimit } from '../lottery/lottery-settings/currency-units'

/**
 * The risk rules' thresholds and severities (decision 058, docs/player-protection.md#risk-rules).
 * Constants for every brand: the amounts are written in ringgit and scaled to a brand's currency
 * as the lottery's limits are, so a dong brand's large win is as large as a ringgit brand's.
 */

export const SEVERITY: Readonly<Record<RiskRule, RiskSeverity>> = {
  little_play: 'high',
  rapid_deposits: 'medium',
  shared_ip: 'medium',
  shared_device: 'medium',
  shared_bank_account: 'high',
  linked_bonus: 'high',
  large_win: 'medium',
  team_shared_ip: 'high',
}

export const THRESHOLDS = {
  /** A withdrawal request whose settled turnover since the last deposit is below this share of it (basis points). */
  littlePlayShareBp: 3000,
  /** This many deposit requests of one member within `rapidDepositMinutes`. */
  rapidDeposits: 5,
  rapidDepositMinutes: 10,
  /** This many members of a brand (the member counted) logging in from one IP within `linkDays`. */
  sharedIpMembers: 3,
  /** Logins, device ids and bank accounts this recent link two accounts. */
  linkDays: 30,
  /** This many members of a brand sending one device id (X-Device-Id). */
  sharedDeviceMembers: 2,
  /** A single payout of at least this much, in ringgit minor units (10,000.00 MYR). */
  largeWinMyr: 1_000_000n,
  /** Or at least this multiple of its stake, when it is at least `largeWinFloorMyr` (1,000.00 MYR). */
  largeWinMultiple: 200,
  largeWinFloorMyr: 100_000n,
  /** This many direct members of one agent's team logging in from one IP within `linkDays`. */
  teamSharedIpMembers: 3,
} as const

/**
 * The rules read the last fifteen minutes again: a row is stamped when its transaction writes it
 * but seen only once that commits, so a fact committed just after a run started would otherwise
 * fall between two windows. Re-reading raises nothing twice: the dedupe key stops it.
 */
export const OVERLAP_MS = 15 * 60_000

/** A brand's large-win thresholds in its own currency's minor units. */
export function largeWinThresholds(currency: string): { amount: bigint; floor: bigint } {
  return {
    amount: scaleLimit(THRESHOLDS.largeWinMyr, currency),
    floor: scaleLimit(THRESHOLDS.largeWinFloorMyr, currency),
  }
}

type Evidence = Record<string, unknown>
const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
const count = (value: unknown) => (Array.isArray(value) ? value.length : 0)

/** One line for the queue: the figures the rule read, in the operator's own words of the rule. */
export function flagSummary(rule: RiskRule, evidence: Evidence): string {
  switch (rule) {
    case 'little_play':
      return `Withdrawal ${str(evidence.withdrawalAmount)} after deposit ${str(evidence.depositAmount)}, turnover ${str(evidence.turnover)}`
    case 'rapid_deposits':
      return `${str(evidence.count)} deposits within ${str(evidence.minutes)} minutes, ${str(evidence.total)} in all`
    case 'shared_ip':
      return `${count(evidence.members)} accounts logged in from ${str(evidence.ip)}`
    case 'shared_device':
      return `${count(evidence.members)} accounts on one device`
    case 'shared_bank_account':
      return `Bank account ${str(evidence.accountNumber)} also bound by ${count(evidence.members)} other account(s)`
    case 'linked_bonus':
      return `Bonus ${str(evidence.promotionCode)} ${str(evidence.amount)} also granted to ${count(evidence.linked)} linked account(s)`
    case 'large_win':
      return `Win ${str(evidence.win)} on a stake of ${str(evidence.stake)} (${str(evidence.gameCode)})`
    case 'team_shared_ip':
      return `${count(evidence.members)} members of the team logged in from ${str(evidence.ip)}`
  }
}
