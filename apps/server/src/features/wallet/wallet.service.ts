import type { WalletBalance } from '@sea/contract'
import type { Db } from '../../db/database'
import { ensureAccount, transfer } from '../../ledger/ledger'
import { fromMinor } from '../../lib/money'
import type { MerchantSettings } from '../merchant/merchant.service'
import * as repo from './wallet.repository'

/** A member's main wallet in the merchant's currency, created on first use. */
export function mainWallet(db: Db, merchant: MerchantSettings, memberId: bigint): Promise<bigint> {
  return ensureAccount(db, {
    merchantId: merchant.id,
    currency: merchant.brand.currency,
    kind: 'member_main',
    ownerMemberId: memberId,
  })
}

export async function walletBalance(db: Db, merchant: MerchantSettings, memberId: bigint): Promise<WalletBalance> {
  const accounts = (await repo.memberAccounts(db, memberId)).filter((a) => a.currency === merchant.brand.currency)
  const sum = accounts.reduce((total, a) => total + a.balance, 0n)
  const wallets = accounts.map((a) => ({
    walletType: a.kind === 'member_main' ? ('MAIN' as const) : ('VENDOR' as const),
    vendor: a.vendor,
    balance: fromMinor(a.balance),
  }))
  if (!wallets.some((w) => w.walletType === 'MAIN'))
    wallets.unshift({ walletType: 'MAIN', vendor: null, balance: '0.00' })
  return { sumBalance: fromMinor(sum), currency: merchant.brand.currency, wallets }
}

/**
 * A free-play account's demo money: credited once, from the merchant's demo-funding account,
 * through the ledger like any other movement (it never leaves the platform as real money).
 */
export async function fundTrialAccount(db: Db, merchant: MerchantSettings, memberId: bigint): Promise<void> {
  if (merchant.trialBalance <= 0n) return
  const wallet = await mainWallet(db, merchant, memberId)
  const funding = await ensureAccount(db, {
    merchantId: merchant.id,
    currency: merchant.brand.currency,
    kind: 'demo_funding',
  })
  await transfer(db, {
    idempotencyKey: `trial-funding:${memberId}`,
    merchantId: merchant.id,
    currency: merchant.brand.currency,
    kind: 'trial_funding',
    externalRef: String(memberId),
    entries: [
      { accountId: funding, amount: -merchant.trialBalance },
      { accountId: wallet, amount: merchant.trialBalance },
    ],
  })
}
