import type { depositRoutes } from '@sea/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call, endpoint } from '../../lib/api-client'

export const channelsEndpoint = endpoint<typeof depositRoutes.channels>('GET', '/wps/member/deposit/channels')
export const bankTransferEndpoint = endpoint<typeof depositRoutes.bankTransfer>(
  'POST',
  '/wps/member/deposit/bank-transfer',
)
export const gatewayEndpoint = endpoint<typeof depositRoutes.gateway>('POST', '/wps/member/deposit/gateway')
export const recordsEndpoint = endpoint<typeof depositRoutes.records>('GET', '/wps/member/deposit/records')

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'failed', 'expired'] as const
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number]
export const RECORDS_PAGE_SIZE = 10

// Keys start with ['member', token] so that a money change refreshes them with the balance.
export const channelsQuery = (token: string) =>
  queryOptions({
    queryKey: ['member', token, 'deposit', 'channels'],
    queryFn: ({ signal }) => call(channelsEndpoint, { signal }),
    staleTime: 60_000,
  })

export const depositRecordsQuery = (token: string, pageNum: number, status: DepositStatus | null) =>
  queryOptions({
    queryKey: ['member', token, 'deposit', 'records', pageNum, status],
    queryFn: ({ signal }) =>
      call(recordsEndpoint, { query: { pageNum, pageSize: RECORDS_PAGE_SIZE, ...(status ? { status } : {}) }, signal }),
    placeholderData: keepPreviousData,
  })
