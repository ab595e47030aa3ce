import type { StoredLimit } from './protection-rules'

/**
 * The session limit's and reality check's rules as plain functions (decision 059,
 * docs/player-protection.md). The limit is kept in minutes and changed by the same rules as the
 * money limits (`changeLimit`, `confirmedLimit`), through the StoredLimit shape they share.
 */

const MINUTE_MS = 60_000

/** Ledger transaction kinds that stake or pay a bet, for seamless games and lottery alike. */
export const BET_TRANSACTION_KINDS = ['bet', 'bet_payout', 'bet_refund'] as const

export interface StoredSessionLimit {
  limitMinutes: number | null
  pendingMinutes: number | null
  pendingFrom: Date | null
}

export function asStoredLimit(row: StoredSessionLimit | undefined): StoredLimit | undefined {
  if (!row) return undefined
  return {
    amount: row.limitMinutes === null ? null : BigInt(row.limitMinutes),
    pendingAmount: row.pendingMinutes === null ? null : BigInt(row.pendingMinutes),
    pendingFrom: row.pendingFrom,
  }
}

export function fromStoredLimit(limit: StoredLimit): StoredSessionLimit {
  return {
    limitMinutes: limit.amount === null ? null : Number(limit.amount),
    pendingMinutes: limit.pendingAmount === null ? null : Number(limit.pendingAmount),
    pendingFrom: limit.pendingFrom,
  }
}

/** When a session that began at `startedAt` ends under a limit of `limitMinutes`; null: no limit. */
export function sessionLimitEnd(startedAt: Date, limitMinutes: number | null): Date | null {
  return limitMinutes === null ? null : new Date(startedAt.getTime() + limitMinutes * MINUTE_MS)
}
