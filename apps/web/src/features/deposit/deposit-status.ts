import type { PillTone } from '../../components/ui/cashier'
import type { DepositStatus } from './deposit-api'

export const DEPOSIT_TONES: Readonly<Record<DepositStatus, PillTone>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  failed: 'danger',
  expired: 'neutral',
}

export type ReturnState = 'paid' | 'waiting' | 'failed' | 'expired' | 'rejected' | 'missing'

/**
 * What the member sees on coming back from the payment page. The gateway's `paygateStatus` only
 * says which button was pressed; the deposit's own status is the truth (the callback normally
 * arrives first, decision 011), so a still-pending deposit is "waiting" unless the member
 * cancelled, in which case nothing more will happen to it.
 */
export function returnState(status: DepositStatus | undefined, gatewaySaid: string | undefined): ReturnState {
  if (status === undefined) return 'missing'
  if (status === 'approved') return 'paid'
  if (status === 'pending') return gatewaySaid === 'failed' ? 'failed' : 'waiting'
  return status
}
