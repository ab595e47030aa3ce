import { useEffect } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { openModal } from '../../lib/modals'
import { requireMember } from '../../lib/require-member'

/**
 * Where the payment gateway sends the member back (decision 011: `/deposit?depositId=<id>&
 * paygateStatus=paid|failed`): home, with the member centre's deposit page showing that deposit.
 */
export default function DepositReturn() {
  const [search] = useSearchParams()
  const depositId = search.get('depositId') ?? ''
  const status = search.get('paygateStatus') ?? ''

  useEffect(() => {
    const params: Record<string, string> = { page: 'depositv2' }
    if (/^[1-9]\d{0,18}$/.test(depositId)) params.depositId = depositId
    if (status === 'paid' || status === 'failed') params.paygateStatus = status
    requireMember(() => openModal('memberCentre', params))
  }, [depositId, status])

  return <Navigate to="/" replace />
}
