import type { VendorTransferView } from '@sea/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { AmountField, Panel } from '../../../components/ui/cashier'
import { FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { Spinner } from '../../../components/ui/states'
import { MEMBER_KEY } from '../../../lib/account'
import { call } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { idempotencyHeader, useKeyKeeper } from '../../../lib/idempotency'
import {
  counterpart,
  hasVendorMoney,
  planTransfer,
  walletName,
  type TransferBody,
  type WalletView,
} from '../transfer-plan'
import { ALL, MAIN, walletTransferEndpoint } from '../wallet-api'
import { WALLET } from '../wallet-texts'

/** Money between the main wallet and one vendor wallet, and "all back" from every vendor wallet. */
export function VendorTransfer({
  wallets,
  currency,
  preset,
}: {
  wallets: readonly WalletView[]
  currency: string
  preset: { from: string; to: string } | null
}) {
  const { t } = useTexts(WALLET)
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const keys = useKeyKeeper()
  const [from, setFrom] = useState(preset?.from ?? MAIN)
  const [to, setTo] = useState(preset?.to ?? counterpart(wallets, MAIN))
  const [amount, setAmount] = useState('')
  const [touched, setTouched] = useState(false)
  const names = wallets.map(walletName)
  const label = (name: string) => (name === MAIN ? t('main') : name)
  const source = wallets.find((wallet) => walletName(wallet) === from)
  const plan = planTransfer(wallets, from, to, amount)

  const mutation = useMutation({
    mutationFn: (body: TransferBody) =>
      call(walletTransferEndpoint, { body, headers: idempotencyHeader(keys.keyFor(JSON.stringify(body))) }),
    onSuccess: () => {
      keys.reset()
      setAmount('')
      setTouched(false)
    },
    // Whatever the answer, a vendor may have moved money: every balance is re-read.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  })

  const pickFrom = (name: string) => {
    setFrom(name)
    // One end is always the main wallet.
    if (name === MAIN) setTo(to === MAIN ? counterpart(wallets, MAIN) : to)
    else setTo(MAIN)
    mutation.reset()
  }
  const pickTo = (name: string) => {
    setTo(name)
    if (name === MAIN) setFrom(from === MAIN ? counterpart(wallets, MAIN) : from)
    else setFrom(MAIN)
    mutation.reset()
  }
  const swap = () => {
    setFrom(to)
    setTo(from)
    mutation.reset()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (plan.ok) mutation.mutate(plan.body)
  }

  const amountError = touched && !plan.ok ? t(`amountErrors.${plan.problem}`) : null
  return (
    <Panel
      title={t('transfer')}
      icon="transfer"
      aside={
        <button
          type="button"
          className="button button--ghost wallet-all-back"
          disabled={!hasVendorMoney(wallets) || mutation.isPending}
          onClick={() => mutation.mutate({ from: ALL, to: MAIN })}
        >
          <Icon name="refresh" size={16} />
          {t('allBack')}
        </button>
      }
    >
      <form className="cashier-stack" onSubmit={submit} noValidate>
        <div className="wallet-route">
          <WalletSelect
            id="transfer-from"
            label={t('from')}
            value={from}
            options={names}
            nameOf={label}
            onChange={pickFrom}
          />
          <button type="button" className="wallet-route__swap" onClick={swap} aria-label={t('swap')}>
            <Icon name="transfer" size={18} />
          </button>
          <WalletSelect id="transfer-to" label={t('to')} value={to} options={names} nameOf={label} onChange={pickTo} />
        </div>
        <AmountField
          id="transfer-amount"
          label={t('amount')}
          currency={currency}
          value={amount}
          onChange={setAmount}
          chips={source ? [{ amount: source.balance, label: `${t('all')} · ${formatMoney(source.balance)}` }] : []}
          chipsLabel={t('quickPick')}
          hint={from !== MAIN ? t('outAllHint') : undefined}
          error={amountError}
          disabled={mutation.isPending}
        />
        {mutation.error ? <FormMessage>{errorText(mutation.error)}</FormMessage> : null}
        {mutation.data ? (
          <TransferResults transfers={mutation.data.transfers} allBack={mutation.variables?.from === ALL} />
        ) : null}
        <button type="submit" className="button button--cta button--large button--block" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner /> : <Icon name="transfer" size={18} />}
          {t('submit')}
        </button>
      </form>
    </Panel>
  )
}

function WalletSelect({
  id,
  label,
  value,
  options,
  nameOf,
  onChange,
}: {
  id: string
  label: string
  value: string
  options: readonly string[]
  nameOf: (name: string) => string
  onChange: (name: string) => void
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((name) => (
          <option key={name} value={name}>
            {nameOf(name)}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Each vendor's outcome: done, held while the vendor confirms, or refused with nothing moved. */
function TransferResults({ transfers, allBack }: { transfers: readonly VendorTransferView[]; allBack: boolean }) {
  const { t } = useTexts(WALLET)
  if (allBack && transfers.every((transfer) => transfer.status === 'succeeded')) {
    return <FormMessage tone="success">{t('allBackDone')}</FormMessage>
  }
  return (
    <>
      {transfers.map((transfer) => (
        <FormMessage
          key={`${transfer.vendor}${transfer.transferId ?? ''}`}
          tone={transfer.status === 'succeeded' ? 'success' : transfer.status === 'pending' ? 'info' : 'error'}
        >
          {t(`results.${transfer.status}`, {
            vendor: transfer.vendor,
            amount: transfer.amount ? formatMoney(transfer.amount) : '',
          })}
        </FormMessage>
      ))}
    </>
  )
}
