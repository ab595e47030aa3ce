import type { brandCashierRoutes, moneyRequestRoutes } from '@sea/contract'
import { fromMinor } from '@sea/browser/amount'
import { type CallValue, endpoint } from '../lib/api'

export const cashierApi = {
  get: endpoint<typeof brandCashierRoutes.get>('GET', '/wps/operator/brands/:merchantId/cashier'),
  createChannel: endpoint<typeof brandCashierRoutes.createChannel>(
    'POST',
    '/wps/operator/brands/:merchantId/cashier/deposit-channels',
  ),
  updateChannel: endpoint<typeof brandCashierRoutes.updateChannel>(
    'PUT',
    '/wps/operator/brands/:merchantId/cashier/deposit-channels/:channelId',
  ),
  orderChannels: endpoint<typeof brandCashierRoutes.orderChannels>(
    'PUT',
    '/wps/operator/brands/:merchantId/cashier/deposit-channels/order',
  ),
  setWithdrawals: endpoint<typeof brandCashierRoutes.setWithdrawals>(
    'PUT',
    '/wps/operator/brands/:merchantId/cashier/withdrawals',
  ),
  setBanks: endpoint<typeof brandCashierRoutes.setBanks>(
    'PUT',
    '/wps/operator/brands/:merchantId/cashier/withdrawal-banks',
  ),
  setTurnover: endpoint<typeof brandCashierRoutes.setTurnover>(
    'PUT',
    '/wps/operator/brands/:merchantId/cashier/turnover',
  ),
  setThresholds: endpoint<typeof moneyRequestRoutes.setThresholds>(
    'PUT',
    '/wps/operator/merchants/:merchantId/money-thresholds',
  ),
}

export type BrandCashier = CallValue<typeof brandCashierRoutes.get>
export type Channel = BrandCashier['channels'][number]

/**
 * An amount as the operator typed it in major units ("1,500.5") in the API's form ("1500.50"),
 * through minor units so nothing passes through a float; null when it is not an amount.
 */
export function typedAmount(text: string): string | null {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.replace(/[,\s]/g, ''))
  if (!match) return null
  return fromMinor(BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0')))
}
