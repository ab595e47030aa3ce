import type { DepositChannel } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import { AmountField } from '../../../components/ui/cashier'
import { Field, FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, QueryView, Spinner } from '../../../components/ui/states'
import { quickAmounts } from '../../../lib/amount'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { channelsQuery } from '../deposit-api'
import { DEPOSIT } from '../deposit-texts'
import { BankDetails } from './bank-details'
import { DepositChannels } from './deposit-channels'
import { DepositSubmitted } from './deposit-submitted'
import { useDepositForm } from './use-deposit-form'

/** The deposit form: pick a channel, an amount inside its limits, then report a transfer or go and pay. */
export function DepositForm({ onShowRecords }: { onShowRecords: () => void }) {
  const { t } = useTexts(DEPOSIT)
  const token = useSession()?.token ?? ''
  const channels = useQuery(channelsQuery(token))
  return (
    <QueryView
      query={channels}
      rows={4}
      isEmpty={(data) => data.channels.length === 0}
      empty={<EmptyState icon="wallet" title={t('noChannels')} />}
    >
      {(data) => <DepositFormBody channels={data.channels} onShowRecords={onShowRecords} />}
    </QueryView>
  )
}

function DepositFormBody({ channels, onShowRecords }: { channels: DepositChannel[]; onShowRecords: () => void }) {
  const { t } = useTexts(DEPOSIT)
  const form = useDepositForm(channels)
  if (!form) return null
  const { channel, check, pending, redirecting } = form
  if (form.submitted)
    return <DepositSubmitted submitted={form.submitted} onShowRecords={onShowRecords} onAnother={form.startAgain} />

  return (
    <form className="cashier-stack deposit-form" onSubmit={form.submit} noValidate>
      <DepositChannels channels={channels} chosen={channel.code} onChoose={form.choose} />

      {channel.type === 'bank_transfer' && channel.receivingAccount ? (
        <BankDetails account={channel.receivingAccount} />
      ) : null}

      <AmountField
        id="deposit-amount"
        label={t('amount')}
        currency={channel.currency}
        value={form.amount}
        onChange={form.changeAmount}
        chips={quickAmounts(channel.minAmount, channel.maxAmount).map((value) => ({ amount: value }))}
        chipsLabel={t('quickPick')}
        hint={t('amountHint', { min: form.min, max: form.max, currency: channel.currency })}
        error={form.amountError}
        disabled={pending || redirecting}
      />

      {channel.type === 'bank_transfer' ? (
        <Field
          label={t('reference')}
          placeholder={t('referencePlaceholder')}
          hint={t('referenceHint')}
          value={form.reference}
          maxLength={64}
          onChange={(event) => form.setReference(event.target.value)}
          error={form.referenceError}
          disabled={pending}
        />
      ) : (
        <p className="cashier-note">
          <Icon name="external" size={16} />
          <span>{t('gatewayNote')}</span>
        </p>
      )}

      {form.formError ? <FormMessage>{form.formError}</FormMessage> : null}

      <button
        type="submit"
        className="button button--cta button--large button--block"
        disabled={pending || redirecting}
      >
        {pending || redirecting ? (
          <Spinner />
        ) : (
          <Icon name={channel.type === 'gateway' ? 'external' : 'send'} size={18} />
        )}
        {redirecting ? t('redirecting') : channel.type === 'gateway' ? t('submitGateway') : t('submitBank')}
        {check.ok && !redirecting ? (
          <span className="deposit-form__sum">
            · {channel.currency} {formatMoney(check.amount)}
          </span>
        ) : null}
      </button>
    </form>
  )
}
