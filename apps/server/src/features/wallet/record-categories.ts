/**
 * The one map from ledger transaction kinds to the categories of the member's profit and loss
 * (docs/decisions/013). `bet`, `bet_payout`, `bet_refund` and `rebate` are reserved here for the
 * games issue: postings under those kinds land in the right category the day they exist.
 * Kinds not listed (trial funding, transfers between a member's own wallets, which net to zero
 * anyway) fall into `other`, so the categories always add up to the change of the balance.
 */
export const CATEGORY_OF_KIND = {
  deposit: 'deposits',
  withdrawal: 'withdrawals',
  bonus: 'bonuses',
  // A bonus given back (expiry, early withdrawal; decision 054) is a debit of bonuses: a negative bonus.
  bonus_forfeit: 'bonuses',
  adjustment: 'adjustments',
  bet: 'bets',
  bet_payout: 'payouts',
  bet_refund: 'refunds',
  rebate: 'rebates',
  upline_transfer: 'transfers',
  downline_transfer: 'transfers',
  // Agent income (decision 027): the agent's credit and the upline's debit, as rebates are.
  agent_salary: 'rebates',
  agent_dividend: 'rebates',
} as const satisfies Record<string, string>

export type Category = (typeof CATEGORY_OF_KIND)[keyof typeof CATEGORY_OF_KIND] | 'other'

/**
 * Money-out categories are shown as positive amounts (debits less credits); the others as
 * credits less debits, which for adjustments and `other` is the signed net change. Transfers
 * are shown as two figures, in and out.
 */
const OUTFLOWS: ReadonlySet<Category> = new Set(['withdrawals', 'bets'])

/** Game results at a transfer-mode vendor (docs/decisions/016): wins count as payouts, losses as bets. */
const VENDOR_RESULT = 'vendor_balance_sync'

export function categoryOf(kind: string): Category {
  return Object.hasOwn(CATEGORY_OF_KIND, kind) ? CATEGORY_OF_KIND[kind as keyof typeof CATEGORY_OF_KIND] : 'other'
}

export interface KindTotals {
  kind: string
  /** Sum of the transactions of this kind that added to the member's wallets. */
  credit: bigint
  /** Sum of those that took from them, as a positive number. */
  debit: bigint
}

export interface ProfitLossTotals {
  deposits: bigint
  withdrawals: bigint
  bonuses: bigint
  adjustments: bigint
  bets: bigint
  payouts: bigint
  refunds: bigint
  rebates: bigint
  transfersIn: bigint
  transfersOut: bigint
  other: bigint
  netProfit: bigint
}

/** Folds per-kind totals into the categories; net profit = payouts + refunds + bonuses + rebates - bets. */
export function profitLossOf(kinds: readonly KindTotals[]): ProfitLossTotals {
  const totals: ProfitLossTotals = {
    deposits: 0n,
    withdrawals: 0n,
    bonuses: 0n,
    adjustments: 0n,
    bets: 0n,
    payouts: 0n,
    refunds: 0n,
    rebates: 0n,
    transfersIn: 0n,
    transfersOut: 0n,
    other: 0n,
    netProfit: 0n,
  }
  for (const { kind, credit, debit } of kinds) {
    const category = categoryOf(kind)
    if (kind === VENDOR_RESULT) {
      // A transfer-mode vendor reports the member's net game result as a balance change.
      totals.payouts += credit
      totals.bets += debit
    } else if (category === 'transfers') {
      totals.transfersIn += credit
      totals.transfersOut += debit
    } else {
      totals[category] += OUTFLOWS.has(category) ? debit - credit : credit - debit
    }
  }
  totals.netProfit = totals.payouts + totals.refunds + totals.bonuses + totals.rebates - totals.bets
  return totals
}
