import type { DepositChannel } from '@sea/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { MEMBER_KEY } from '../../../lib/account'
import { checkAmount } from '../../../lib/amount'
import { ApiError, call } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { idempotencyHeader, useKeyKeeper } from '../../../lib/idempotency'
import { useSession } from '../../../lib/session-store'
import { bankTransferEndpoint, channelsQuery, gatewayEndpoint } from '../deposit-api'
import { DEPOSIT } from '../deposit-texts'

export type Submitted = { id: string; amount: string; currency: string; createdAt: string; method: string }

/**
 * The deposit form's state: the channel, the amount inside its limits, the transfer's reference,
 * and the call that reports a transfer or starts a gateway payment. Null while there is no channel.
 */
export function useDepositForm(channels: DepositChannel[]) {
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
    mutationFn: async ({
      channel,
      amount,
      reference,
    }: {
      channel: DepositChannel
      amount: string
      reference: string
    }) => {
      if (channel.type === 'gateway') {
        const body = { channelCode: channel.code, amount }
        const started = await call(gatewayEndpoint, {
          body,
          headers: idempotencyHeader(keys.keyFor(JSON.stringify(body))),
        })
        return { kind: 'gateway' as const, payUrl: started.payUrl }
      }
      const body = { channelCode: channel.code, amount, reference }
      const deposit = await call(bankTransferEndpoint, {
        body,
        headers: idempotencyHeader(keys.keyFor(JSON.stringify(body))),
      })
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
  const referenceError =
    touched && channel.type === 'bank_transfer' && reference.trim() === '' ? t('referenceRequired') : null
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

  const changeAmount = (value: string) => {
    setAmount(value)
    if (serverAmountError) mutation.reset()
  }

  const startAgain = () => {
    setSubmitted(null)
    setAmount('')
    setReference('')
    setTouched(false)
    mutation.reset()
  }

  return {
    channel,
    choose,
    amount,
    changeAmount,
    reference,
    setReference,
    min,
    max,
    check,
    // The server's amount refusal shows at the amount; any other refusal under the form.
    amountError: amountError ?? (serverAmountError ? errorText(serverError) : null),
    referenceError,
    formError: serverError && !serverAmountError ? errorText(serverError) : null,
    pending: mutation.isPending,
    redirecting,
    submitted,
    submit,
    startAgain,
  }
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
