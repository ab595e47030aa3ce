import type { DepositChannel } from '@sea/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { AmountField, ChoiceCard, Money, Pill, ResultPanel, Summary } from '../../../components/ui/cashier'
import { Field, FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, QueryView, Spinner } from '../../../components/ui/states'
import { MEMBER_KEY } from '../../../lib/account'
import { checkAmount, quickAmounts } from '../../../lib/amount'
import { ApiError, call } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { idempotencyHeader, useKeyKeeper } from '../../../lib/idempotency'
import { useSession } from '../../../lib/session-store'
import { bankTransferEndpoint, channelsQuery, gatewayEndpoint } from '../deposit-api'
import { DEPOSIT } from '../deposit-texts'
import { BankDetails } from './bank-details'

type Submitted = { id: string; amount: string; currency: string; createdAt: string; method: string }

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
  const dateTime = useDateTime()
  const { t } = useTexts(DEPOSIT)
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const keys = useKeyKeeper()
  const token = useSession()?.token ?? ''
  // The channel used last in this tab comes first again (say, after a cancelled payment).
  const [code, setCode] = useState(() => {
    const last = readLastChannel()
    return channels.some((channel) => channel.code === last) ? (last ?? '') : (channels[0]?.code ?? '')
  })
  const [amount, setAmount] = useState('')
  const [reference, setReference] = useState('')
  const [touched, setTouched] = useState(false)
  const [submitted, setSubmitted] = useState<Submitted | null>(null)
  const channel = channels.find((item) => item.code === code) ?? channels[0]

  const mutation = useMutation({
    mutationFn: async ({ channel, amount, reference }: { channel: DepositChannel; amount: string; reference: string }) => {
      if (channel.type === 'gateway') {
        const body = { channelCode: channel.code, amount }
        const started = await call(gatewayEndpoint, { body, headers: idempotencyHeader(keys.keyFor(JSON.stringify(body))) })
        return { kind: 'gateway' as const, payUrl: started.payUrl }
      }
      const body = { channelCode: channel.code, amount, reference }
      const deposit = await call(bankTransferEndpoint, { body, headers: idempotencyHeader(keys.keyFor(JSON.stringify(body))) })
      return { kind: 'bank' as const, deposit }
    },
    onSuccess: (result) => {
      keys.reset()
      void queryClient.invalidateQueries({ queryKey: MEMBER_KEY })
      // Same tab: the gateway sends the member back to /deposit, where this page opens again.
      if (result.kind === 'gateway') window.location.assign(result.payUrl)
      else {
        const { id, amount, currency, createdAt } = result.deposit
        setSubmitted({ id, amount, currency, createdAt, method: channel?.displayName ?? '' })
      }
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'deposit_channel_unavailable') {
        void queryClient.invalidateQueries({ queryKey: channelsQuery(token).queryKey })
      }
    },
  })

  if (!channel) return null
  const min = formatMoney(channel.minAmount)
  const max = formatMoney(channel.maxAmount)
  const check = checkAmount(amount, { min: channel.minAmount, max: channel.maxAmount })
  const amountError = touched && !check.ok ? t(`amountErrors.${check.problem}`, { min, max }) : null
  const referenceError = touched && channel.type === 'bank_transfer' && reference.trim() === '' ? t('referenceRequired') : null
  const serverError = mutation.error
  const serverAmountError = serverError instanceof ApiError && serverError.code === 'amount_out_of_range'
  const redirecting = mutation.isSuccess && mutation.data.kind === 'gateway'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!check.ok || referenceError || (channel.type === 'bank_transfer' && reference.trim() === '')) return
    rememberChannel(channel.code)
    mutation.mutate({ channel, amount: check.amount, reference: reference.trim() })
  }

  const choose = (next: string) => {
    setCode(next)
    mutation.reset()
  }

  if (submitted) {
    return (
      <ResultPanel tone="success" icon="check" title={t('submitted.title')} body={t('submitted.body')}>
        <Summary
          rows={[
            { label: t('fields.id'), value: `#${submitted.id}` },
            { label: t('fields.method'), value: submitted.method },
            { label: t('fields.time'), value: dateTime(submitted.createdAt) },
            { label: t('fields.status'), value: <Pill tone="warning">{t('statuses.pending')}</Pill> },
            { label: t('fields.amount'), value: <Money amount={submitted.amount} currency={submitted.currency} />, strong: true },
          ]}
        />
        <div className="cashier-actions">
          <button type="button" className="button button--ghost" onClick={onShowRecords}>
            {t('submitted.records')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setSubmitted(null)
              setAmount('')
              setReference('')
              setTouched(false)
              mutation.reset()
            }}
          >
            {t('submitted.another')}
          </button>
        </div>
      </ResultPanel>
    )
  }

  return (
    <form className="cashier-stack deposit-form" onSubmit={submit} noValidate>
      <fieldset className="deposit-form__methods">
        <legend className="field__label">{t('method')}</legend>
        <div className="cashier-grid">
          {channels.map((item) => (
            <ChoiceCard key={item.code} name="deposit-channel" value={item.code} checked={item.code === channel.code} onChange={choose}>
              <span className="channel">
                <span className={`channel__icon channel__icon--${item.type}`} aria-hidden="true">
                  <Icon name={item.type === 'gateway' ? 'bolt' : 'bank'} size={20} />
                </span>
                <span className="channel__text">
                  <span className="channel__name">{item.displayName}</span>
                  <span className="channel__type">{t(`typeHints.${item.type}`)}</span>
                </span>
              </span>
              <span className="channel__meta">
                <span>{t('limits', { min: formatMoney(item.minAmount), max: formatMoney(item.maxAmount) })}</span>
                <span className="channel__fee">{t('noFee')}</span>
              </span>
            </ChoiceCard>
          ))}
        </div>
      </fieldset>

      {channel.type === 'bank_transfer' && channel.receivingAccount ? <BankDetails account={channel.receivingAccount} /> : null}

      <AmountField
        id="deposit-amount"
        label={t('amount')}
        currency={channel.currency}
        value={amount}
        onChange={(value) => {
          setAmount(value)
          if (serverAmountError) mutation.reset()
        }}
        chips={quickAmounts(channel.minAmount, channel.maxAmount).map((value) => ({ amount: value }))}
        chipsLabel={t('quickPick')}
        hint={t('amountHint', { min, max, currency: channel.currency })}
        error={amountError ?? (serverAmountError ? errorText(serverError) : null)}
        disabled={mutation.isPending || redirecting}
      />

      {channel.type === 'bank_transfer' ? (
        <Field
          label={t('reference')}
          placeholder={t('referencePlaceholder')}
          hint={t('referenceHint')}
          value={reference}
          maxLength={64}
          onChange={(event) => setReference(event.target.value)}
          error={referenceError}
          disabled={mutation.isPending}
        />
      ) : (
        <p className="cashier-note">
          <Icon name="external" size={16} />
          <span>{t('gatewayNote')}</span>
        </p>
      )}

      {serverError && !serverAmountError ? <FormMessage>{errorText(serverError)}</FormMessage> : null}

      <button type="submit" className="button button--cta button--large button--block" disabled={mutation.isPending || redirecting}>
        {mutation.isPending || redirecting ? <Spinner /> : <Icon name={channel.type === 'gateway' ? 'external' : 'send'} size={18} />}
        {redirecting ? t('redirecting') : channel.type === 'gateway' ? t('submitGateway') : t('submitBank')}
        {check.ok && !redirecting ? <span className="deposit-form__sum">· {channel.currency} {formatMoney(check.amount)}</span> : null}
      </button>
    </form>
  )
}

const LAST_CHANNEL = 'lastDepositChannel'

function readLastChannel(): string | null {
  try {
    return sessionStorage.getItem(LAST_CHANNEL)
  } catch {
    return null
  }
}

function rememberChannel(code: string): void {
  try {
    sessionStorage.setItem(LAST_CHANNEL, code)
  } catch {
    // Storage may be refused (private windows); the first channel is then the default.
  }
}
