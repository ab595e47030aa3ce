import type { BankAccount, Withdrawal, withdrawalRoutes } from '@sea/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { MEMBER_KEY } from '../../../lib/account'
import { checkAmount, minAmount, quickAmounts } from '../../../lib/amount'
import { ApiError, call, type CallValue } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { idempotencyHeader, useKeyKeeper } from '../../../lib/idempotency'
import { requestEndpoint } from '../withdraw-api'
import { allAmount, withdrawLimits } from '../withdraw-rules'
import { WITHDRAW } from '../withdraw-texts'

export type Settings = CallValue<typeof withdrawalRoutes.settings>

/**
 * The withdrawal request's state: the account, the amount inside the limits and the balance, the
 * payment password, and the request; the server's refusals are shown at the field they concern.
 */
export function useWithdrawForm({
  settings,
  accounts,
  available,
}: {
  settings: Settings
  accounts: BankAccount[]
  available: string
}) {
  const { t } = useTexts(WITHDRAW)
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const keys = useKeyKeeper()
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '')
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const [done, setDone] = useState<Withdrawal | null>(null)
  const limits = withdrawLimits(settings)
  const check = checkAmount(amount, { min: limits.min, max: limits.max, available })

  const mutation = useMutation({
    mutationFn: (body: { bankAccountId: string; amount: string; paymentPassword: string }) =>
      // The server's replay check covers account and amount, so the key does too (not the password).
      call(requestEndpoint, { body, headers: idempotencyHeader(keys.keyFor(`${body.bankAccountId}:${body.amount}`)) }),
    onSuccess: (withdrawal) => {
      keys.reset()
      setDone(withdrawal)
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  })

  const error = mutation.error
  const code = error instanceof ApiError ? error.code : null
  const wrongPassword = code === 'password_incorrect'
  const amountProblem =
    code === 'amount_out_of_range' || code === 'insufficient_funds' || code === 'withdrawal_limit_reached'
  const min = formatMoney(limits.min)
  const max = formatMoney(limits.max)
  const all = allAmount(available, limits)
  const account = accounts.find((item) => item.id === accountId)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!check.ok || password === '' || !account) return
    mutation.mutate({ bankAccountId: account.id, amount: check.amount, paymentPassword: password })
  }

  const changeAmount = (value: string) => {
    setAmount(value)
    if (amountProblem) mutation.reset()
  }

  const changePassword = (value: string) => {
    setPassword(value)
    if (wrongPassword) mutation.reset()
  }

  const startAgain = () => {
    setDone(null)
    setAmount('')
    setPassword('')
    setTouched(false)
    mutation.reset()
  }

  return {
    limits,
    accountId,
    setAccountId,
    amount,
    changeAmount,
    password,
    changePassword,
    min,
    max,
    check,
    chips: [
      ...quickAmounts(limits.min, minAmount(available, limits.max), 4).map((value) => ({ amount: value })),
      ...(all ? [{ amount: all, label: t('all') }] : []),
    ],
    amountError:
      touched && !check.ok ? t(`amountErrors.${check.problem}`, { min, max }) : amountProblem ? errorText(error) : null,
    passwordError: touched && password === '' ? t('passwordRequired') : wrongPassword ? t('wrongPassword') : null,
    // Refusals that belong to no field are shown under the form.
    formError: error && !wrongPassword && !amountProblem ? errorText(error) : null,
    pending: mutation.isPending,
    done,
    submit,
    startAgain,
  }
}
