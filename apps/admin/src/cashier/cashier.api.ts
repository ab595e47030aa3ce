import type { cashierRoutes, depositRoutes, moneyRequestRoutes, operatorWithdrawalRoutes } from '@sea/contract'
import { ApiError, type CallValue, endpoint } from '../lib/api'
import { currentLanguage } from '../lib/i18n'
import { getSession } from '../lib/session'

/** The cashier's contract routes: queues, claims, decisions and the proof pictures. */
export const cashierApi = {
  summary: endpoint<typeof cashierRoutes.summary>('GET', '/wps/operator/cashier/summary'),
  deposits: endpoint<typeof depositRoutes.operatorList>('GET', '/wps/operator/deposits'),
  claimDeposit: endpoint<typeof cashierRoutes.claimDeposit>('POST', '/wps/operator/cashier/deposits/:depositId/claim'),
  releaseDeposit: endpoint<typeof cashierRoutes.releaseDeposit>(
    'DELETE',
    '/wps/operator/cashier/deposits/:depositId/claim',
  ),
  approveDeposit: endpoint<typeof depositRoutes.approve>('POST', '/wps/operator/deposits/:depositId/approve'),
  rejectDeposit: endpoint<typeof depositRoutes.reject>('POST', '/wps/operator/deposits/:depositId/reject'),
  withdrawals: endpoint<typeof operatorWithdrawalRoutes.list>('GET', '/wps/operator/withdrawals'),
  withdrawal: endpoint<typeof operatorWithdrawalRoutes.detail>('GET', '/wps/operator/withdrawals/:id'),
  claimWithdrawal: endpoint<typeof cashierRoutes.claimWithdrawal>(
    'POST',
    '/wps/operator/cashier/withdrawals/:id/claim',
  ),
  releaseWithdrawal: endpoint<typeof cashierRoutes.releaseWithdrawal>(
    'DELETE',
    '/wps/operator/cashier/withdrawals/:id/claim',
  ),
  approveWithdrawal: endpoint<typeof operatorWithdrawalRoutes.approve>('POST', '/wps/operator/withdrawals/:id/approve'),
  rejectWithdrawal: endpoint<typeof operatorWithdrawalRoutes.reject>('POST', '/wps/operator/withdrawals/:id/reject'),
  resolveDispute: endpoint<typeof operatorWithdrawalRoutes.resolveDispute>(
    'POST',
    '/wps/operator/withdrawals/:id/resolve',
  ),
  moneyRequests: endpoint<typeof moneyRequestRoutes.list>('GET', '/wps/operator/money-requests'),
  approveRequest: endpoint<typeof moneyRequestRoutes.approve>('POST', '/wps/operator/money-requests/:id/approve'),
  rejectRequest: endpoint<typeof moneyRequestRoutes.reject>('POST', '/wps/operator/money-requests/:id/reject'),
}

export type DepositRow = CallValue<typeof depositRoutes.operatorList>['content'][number]
export type WithdrawalRow = CallValue<typeof operatorWithdrawalRoutes.list>['content'][number]
export type WithdrawalDetail = CallValue<typeof operatorWithdrawalRoutes.detail>
export type MoneyRequest = CallValue<typeof moneyRequestRoutes.list>['content'][number]
export type QueueTotals = CallValue<typeof depositRoutes.operatorList>['totals']
export type Claim = NonNullable<DepositRow['claim']>

/**
 * A proof picture as an object URL. The route answers the image itself, not an envelope, and an
 * <img src> cannot carry the bearer token, so the bytes are fetched here; the caller revokes the URL.
 */
export async function fetchProof(withdrawalId: string, proofId: string, signal?: AbortSignal): Promise<string> {
  const token = getSession()?.token
  const response = await fetch(
    `/wps/operator/withdrawals/${encodeURIComponent(withdrawalId)}/proofs/${encodeURIComponent(proofId)}`,
    { headers: { language: currentLanguage(), ...(token ? { authorization: `Bearer ${token}` } : {}) }, signal },
  )
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { code?: string } | null
    throw new ApiError((envelope?.code ?? 'bad_response') as ApiError['code'], response.status, 'proof refused')
  }
  return URL.createObjectURL(await response.blob())
}
