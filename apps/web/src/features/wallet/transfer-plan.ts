import { checkAmount, isPositive, type AmountProblem } from '../../lib/amount'
import { MAIN } from './wallet-api'

export type WalletView = { walletType: 'MAIN' | 'VENDOR'; vendor: string | null; balance: string }

/** A wallet's name in transfers: MAIN, or the vendor's code (decision 016). */
export const walletName = (wallet: WalletView) => (wallet.walletType === 'MAIN' ? MAIN : (wallet.vendor ?? ''))

export type TransferBody = { from: string; to: string; amount?: string }
export type TransferPlan = { ok: true; body: TransferBody } | { ok: false; problem: AmountProblem }

/**
 * The transfer the form describes, checked against the source wallet's balance. Money goes
 * between the main wallet and one vendor wallet; from the main wallet the amount is required,
 * from a vendor an empty amount means its whole balance (the server's rule).
 */
export function planTransfer(
  wallets: readonly WalletView[],
  from: string,
  to: string,
  amountText: string,
): TransferPlan {
  const source = wallets.find((wallet) => walletName(wallet) === from)
  const available = source?.balance ?? '0.00'
  if (from !== MAIN && amountText.trim() === '') {
    return isPositive(available) ? { ok: true, body: { from, to } } : { ok: false, problem: 'aboveBalance' }
  }
  const check = checkAmount(amountText, { available })
  return check.ok ? { ok: true, body: { from, to, amount: check.amount } } : { ok: false, problem: check.problem }
}

/** "All back" is worth offering when any vendor wallet holds money. */
export function hasVendorMoney(wallets: readonly WalletView[]): boolean {
  return wallets.some((wallet) => wallet.walletType === 'VENDOR' && isPositive(wallet.balance))
}

/** The other end of a transfer: a vendor goes with MAIN, MAIN with the first vendor. */
export function counterpart(wallets: readonly WalletView[], name: string): string {
  if (name !== MAIN) return MAIN
  const vendor = wallets.find((wallet) => wallet.walletType === 'VENDOR')
  return vendor ? walletName(vendor) : MAIN
}
