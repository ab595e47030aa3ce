import { WITHDRAWAL_REMARK_MAX } from '@sea/contract'
import { useQueryClient } from '@tanstack/react-query'
import { ConfirmDialog } from '../components/confirm-dialog'
import { call } from '../lib/api'
import { formatMoney } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { cashierApi, type WithdrawalRow } from './cashier.api'
import { CASHIER } from './cashier.texts'
import { ReasonDialog } from './reason-dialog'

type Target = Pick<WithdrawalRow, 'id' | 'amount' | 'username' | 'payeeName' | 'bankName' | 'accountNumber'>

export interface WithdrawalDecision {
  kind: 'approve' | 'reject' | 'received' | 'reopen'
  withdrawal: Target
}

/**
 * Asks before a decision on a withdrawal and makes it. Approving pays: the API has no separate
 * "mark paid", the held amount leaves at approval. A dispute settles as received or reopened,
 * with a note; neither moves money. Any answer, a refusal included, refreshes the queues.
 */
export function WithdrawalDecisionDialog({
  decision,
  currency,
  onClose,
}: {
  decision: WithdrawalDecision
  currency: string | undefined
  onClose: () => void
}) {
  const { t } = useTexts(CASHIER)
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['cashier'] })
  const refreshing = <T,>(promise: Promise<T>) =>
    promise.then(
      (value) => value,
      (error: unknown) => {
        refresh()
        throw error
      },
    )
  const { withdrawal } = decision
  const params = { id: withdrawal.id }
  const amount = formatMoney(withdrawal.amount, currency)
  if (decision.kind === 'approve')
    return (
      <ConfirmDialog
        title={t('withdrawal.approveTitle', { id: withdrawal.id })}
        text={t('withdrawal.approveText', {
          amount,
          payee: withdrawal.payeeName,
          bank: withdrawal.bankName,
          account: withdrawal.accountNumber,
        })}
        confirmLabel={t('withdrawal.approve')}
        action={() => refreshing(call(cashierApi.approveWithdrawal, { params }))}
        onClose={onClose}
        onDone={refresh}
      />
    )
  if (decision.kind === 'reject')
    return (
      <ReasonDialog
        title={t('withdrawal.rejectTitle', { id: withdrawal.id })}
        text={t('withdrawal.rejectText', { amount, username: withdrawal.username })}
        label={t('reason.label')}
        hint={t('reason.memberSees')}
        maxLength={200}
        confirmLabel={t('withdrawal.reject')}
        danger
        action={(reason) => refreshing(call(cashierApi.rejectWithdrawal, { params, body: { reason } }))}
        onClose={onClose}
        onDone={refresh}
      />
    )
  const outcome = decision.kind
  return (
    <ReasonDialog
      title={t(`dispute.${outcome}Title`, { id: withdrawal.id })}
      text={t(`dispute.${outcome}Text`, { amount, username: withdrawal.username })}
      label={t('reason.note')}
      hint={t('reason.noteHint')}
      maxLength={WITHDRAWAL_REMARK_MAX}
      confirmLabel={t(`dispute.${outcome}`)}
      action={(note) => refreshing(call(cashierApi.resolveDispute, { params, body: { outcome, note } }))}
      onClose={onClose}
      onDone={refresh}
    />
  )
}
