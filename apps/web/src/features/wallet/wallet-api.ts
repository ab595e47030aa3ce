import type { vendorWalletRoutes, walletRoutes } from '@sea/contract'
import { queryOptions } from '@tanstack/react-query'
import { call, endpoint } from '../../lib/api-client'

export const merchantWalletEndpoint = endpoint<typeof walletRoutes.merchantWallet>(
  'GET',
  '/wps/relay/GCS_merchantWallet',
)
export const walletTransferEndpoint = endpoint<typeof vendorWalletRoutes.walletTransfer>(
  'POST',
  '/wps/relay/GCS_walletTransfer',
)
export const transferUplineEndpoint = endpoint<typeof walletRoutes.transferUpline>(
  'POST',
  '/wps/member/transfer/upline',
  true,
)

/** The main wallet's name in transfers; `ALL` as a source means every vendor wallet (decision 016). */
export const MAIN = 'MAIN'
export const ALL = 'ALL'

export const merchantWalletQuery = (token: string) =>
  queryOptions({
    queryKey: ['member', token, 'wallets'],
    queryFn: ({ signal }) => call(merchantWalletEndpoint, { signal }),
  })
