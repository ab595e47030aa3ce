import type { withdrawalRoutes } from '@sea/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call, endpoint } from '../../lib/api-client'

export const banksEndpoint = endpoint<typeof withdrawalRoutes.banks>('GET', '/wps/member/withdraw/banks')
export const bankAccountsEndpoint = endpoint<typeof withdrawalRoutes.bankAccounts>('GET', '/wps/member/bank-accounts')
export const bindBankAccountEndpoint = endpoint<typeof withdrawalRoutes.bindBankAccount>(
  'POST',
  '/wps/member/bank-accounts',
)
export const settingsEndpoint = endpoint<typeof withdrawalRoutes.settings>('GET', '/wps/member/withdraw/settings')
export const requestEndpoint = endpoint<typeof withdrawalRoutes.request>('POST', '/wps/member/withdrawals', true)
export const listEndpoint = endpoint<typeof withdrawalRoutes.list>('GET', '/wps/member/withdrawals')
export const confirmationEndpoint = endpoint<typeof withdrawalRoutes.confirmation>(
  'GET',
  '/wps/member/withdrawals/:id/confirmation',
)
export const uploadProofEndpoint = endpoint<typeof withdrawalRoutes.uploadProof>(
  'PUT',
  '/wps/member/withdrawals/:id/proofs',
)
export const confirmEndpoint = endpoint<typeof withdrawalRoutes.confirm>('POST', '/wps/member/withdrawals/:id/confirm')

export const WITHDRAWAL_STATUSES = ['pending', 'disbursed', 'disputed', 'received', 'rejected'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]
/** The contract's limit on a confirmation's remark. */
export const REMARK_MAX = 140
export const RECORDS_PAGE_SIZE = 10

// Keys start with ['member', token]: invalidating ['member'] after a money action refreshes them all.
export const banksQuery = (token: string) =>
  queryOptions({
    queryKey: ['member', token, 'withdraw', 'banks'],
    queryFn: ({ signal }) => call(banksEndpoint, { signal }),
    staleTime: 300_000,
  })

export const bankAccountsQuery = (token: string) =>
  queryOptions({
    queryKey: ['member', token, 'withdraw', 'accounts'],
    queryFn: ({ signal }) => call(bankAccountsEndpoint, { signal }),
  })

export const settingsQuery = (token: string) =>
  queryOptions({
    queryKey: ['member', token, 'withdraw', 'settings'],
    queryFn: ({ signal }) => call(settingsEndpoint, { signal }),
  })

export const withdrawalsQuery = (token: string, pageNum: number, status: WithdrawalStatus | null) =>
  queryOptions({
    queryKey: ['member', token, 'withdraw', 'list', pageNum, status],
    queryFn: ({ signal }) =>
      call(listEndpoint, { query: { pageNum, pageSize: RECORDS_PAGE_SIZE, ...(status ? { status } : {}) }, signal }),
    placeholderData: keepPreviousData,
  })

export const confirmationQuery = (token: string, id: string) =>
  queryOptions({
    queryKey: ['member', token, 'withdraw', 'confirmation', id],
    queryFn: ({ signal }) => call(confirmationEndpoint, { params: { id }, signal }),
  })
