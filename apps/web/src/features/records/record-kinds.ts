import type { IconName } from '../../components/ui/icon'
import { formatMoney } from '../../lib/format'

/**
 * Ledger transaction kinds a member's wallets can show (server: features/wallet and decision 013),
 * in the order the type filter lists them. A withdrawal shows as its hold on the main wallet,
 * and comes back as `withdrawal_release` when it is rejected. `bet`, `bet_payout`, `bet_refund`
 * and `rebate` are reserved for the games issue.
 */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'bonus',
  'rebate',
  'adjustment',
  'bet',
  'bet_payout',
  'bet_refund',
  'vendor_transfer_in',
  'vendor_transfer_out',
  'vendor_transfer_refund',
  'vendor_balance_sync',
  'upline_transfer',
  'downline_transfer',
] as const
export type TransactionKind = (typeof TRANSACTION_KINDS)[number]

const ICONS: Record<TransactionKind, IconName> = {
  deposit: 'wallet',
  withdrawal_hold: 'card',
  withdrawal_release: 'card',
  bonus: 'gift',
  rebate: 'coins',
  adjustment: 'info',
  bet: 'game',
  bet_payout: 'trophy',
  bet_refund: 'game',
  vendor_transfer_in: 'transfer',
  vendor_transfer_out: 'transfer',
  vendor_transfer_refund: 'transfer',
  vendor_balance_sync: 'game',
  upline_transfer: 'share',
  downline_transfer: 'share',
}

export function isKnownKind(kind: string): kind is TransactionKind {
  return (TRANSACTION_KINDS as readonly string[]).includes(kind)
}

export function kindIcon(kind: string): IconName {
  return isKnownKind(kind) ? ICONS[kind] : 'coins'
}

/** Amounts are decimal strings; the sign alone says which way the money went. */
export function direction(amount: string): 'in' | 'out' | 'none' {
  if (amount.startsWith('-')) return 'out'
  return /[1-9]/.test(amount) ? 'in' : 'none'
}

/** A credit reads +12.00, a debit -12.00. */
export function signedMoney(amount: string): string {
  return direction(amount) === 'in' ? `+${formatMoney(amount)}` : formatMoney(amount)
}
