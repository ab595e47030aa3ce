import { useQuery } from '@tanstack/react-query'
import { AmountField } from '../../../components/ui/cashier'
import { FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { QueryView, Spinner } from '../../../components/ui/states'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { confirmationQuery } from '../withdraw-api'
import { WITHDRAW } from '../withdraw-texts'
import { ConfirmModes } from './confirm-modes'
import { ConfirmRemark } from './confirm-remark'
import { ConfirmStats } from './confirm-stats'
import { ProofPicker } from './proof-picker'
import { type Confirmation, ProofBytesError, useWithdrawalConfirm } from './use-withdrawal-confirm'
import './withdrawal-records.css'

/** The member's answer to a payout: all received, part of it, or not received with proofs. */
export function WithdrawalConfirm({ withdrawalId, currency }: { withdrawalId: string; currency: string }) {
  const token = useSession()?.token ?? ''
  const confirmation = useQuery(confirmationQuery(token, withdrawalId))
  return (
    <QueryView query={confirmation} rows={2}>
      {(data) => <ConfirmBody data={data} currency={currency} />}
    </QueryView>
  )
}

function ConfirmBody({ data, currency }: { data: Confirmation; currency: string }) {
  const { t } = useTexts(WITHDRAW)
  const errorText = useErrorText()
  const answer = useWithdrawalConfirm(data)
  const { id, view, mode, pending, error, progress } = answer

  const saved = answer.saved ? (
    <FormMessage tone="success">
      {answer.saved === 'disputed' ? t('confirm.doneDisputed') : t('confirm.doneReceived')}
    </FormMessage>
  ) : null
  if (!view.canConfirm) return saved ?? <FormMessage tone="info">{t('confirm.cannot')}</FormMessage>

  return (
    <form className="confirm" onSubmit={answer.submit} noValidate aria-label={t('confirm.title')}>
      {saved}
      <p className="confirm__title">{t('confirm.title')}</p>
      <ConfirmStats view={view} currency={currency} minutesLeft={answer.minutesLeft} />
      <ConfirmModes id={id} modes={answer.modes} mode={mode} onChoose={answer.choose} />

      {mode === 'received' ? (
        <AmountField
          id={`confirm-amount-${id}`}
          label={t('confirm.partAmount')}
          currency={currency}
          value={answer.amount}
          onChange={answer.setAmount}
          error={answer.amountError}
          disabled={pending}
        />
      ) : null}
      {mode === 'not_received' ? (
        <ProofPicker
          files={answer.files}
          onChange={answer.pickProofs}
          rejected={answer.rejected}
          error={answer.proofError}
          disabled={pending}
        />
      ) : null}
      <ConfirmRemark id={id} value={answer.remark} onChange={answer.setRemark} disabled={pending} />
      {error ? (
        <FormMessage>
          {error instanceof ProofBytesError
            ? t('confirm.proofErrors.type', { name: error.fileName })
            : errorText(error)}
        </FormMessage>
      ) : null}
      <button
        type="submit"
        className={`button ${mode === 'not_received' ? 'button--ghost' : 'button--cta'} button--block`}
        disabled={pending}
      >
        {pending ? <Spinner /> : <Icon name={mode === 'not_received' ? 'send' : 'check'} size={18} />}
        {progress
          ? t('confirm.uploading', progress)
          : mode === 'all_received'
            ? t('confirm.sendAll')
            : t('confirm.send')}
      </button>
    </form>
  )
}
