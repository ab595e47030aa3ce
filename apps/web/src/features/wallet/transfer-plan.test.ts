import { describe, expect, it } from 'vitest'
import { counterpart, hasVendorMoney, planTransfer, type WalletView } from './transfer-plan'

const wallets: WalletView[] = [
  { walletType: 'MAIN', vendor: null, balance: '100.00' },
  { walletType: 'VENDOR', vendor: 'PG', balance: '25.50' },
  { walletType: 'VENDOR', vendor: 'JILI', balance: '0.00' },
]

describe('planTransfer', () => {
  it('needs an amount from the main wallet, within its balance', () => {
    expect(planTransfer(wallets, 'MAIN', 'PG', '')).toEqual({ ok: false, problem: 'required' })
    expect(planTransfer(wallets, 'MAIN', 'PG', '100.01')).toEqual({ ok: false, problem: 'aboveBalance' })
    expect(planTransfer(wallets, 'MAIN', 'PG', '100')).toEqual({
      ok: true,
      body: { from: 'MAIN', to: 'PG', amount: '100.00' },
    })
  })

  it('takes a vendor wallet’s whole balance when no amount is given', () => {
    expect(planTransfer(wallets, 'PG', 'MAIN', '')).toEqual({ ok: true, body: { from: 'PG', to: 'MAIN' } })
    expect(planTransfer(wallets, 'PG', 'MAIN', '25.51')).toEqual({ ok: false, problem: 'aboveBalance' })
    expect(planTransfer(wallets, 'PG', 'MAIN', '0.5')).toEqual({
      ok: true,
      body: { from: 'PG', to: 'MAIN', amount: '0.50' },
    })
    expect(planTransfer(wallets, 'JILI', 'MAIN', '')).toEqual({ ok: false, problem: 'aboveBalance' })
  })
})

describe('wallet helpers', () => {
  it('offers all back only when a vendor wallet holds money', () => {
    expect(hasVendorMoney(wallets)).toBe(true)
    expect(hasVendorMoney([wallets[0]!, wallets[2]!])).toBe(false)
  })

  it('pairs a wallet with the other end', () => {
    expect(counterpart(wallets, 'PG')).toBe('MAIN')
    expect(counterpart(wallets, 'MAIN')).toBe('PG')
    expect(counterpart([wallets[0]!], 'MAIN')).toBe('MAIN')
  })
})
