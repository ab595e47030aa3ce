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
import { afterForfeit, allAmount, withdrawLimits } from '../withdraw-rules'
import { WITHDRAW } from '../withdraw-texts'

export type Settings = CallValue<typeof withdrawalRoutes.settings>

/**
 * The withdrawal request's state: the account, the amount inside the limits and the balance, the
 * payment password, and the request; the server's refusals are shown at the field they concern.
 * When only bonus wagering blocks the withdrawal and its promotion allows it, the member may give
 * the bonus back first (`forfeitBonus`), which unblocks the form and lowers what can be taken.
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
  const [forfeitChosen, setForfeit] = useState(false)
  const rules = withdrawLimits(settings)
  const bonusForfeit = rules.blocked === 'turnover' ? settings.bonusForfeit : null
  const forfeit = forfeitChosen && bonusForfeit !== null
  const limits = { ...rules, blocked: forfeit ? null : rules.blocked }
  const spendable = forfeit ? afterForfeit(available, bonusForfeit) : available
  const check = checkAmount(amount, { min: limits.min, max: limits.max, available: spendable })

  const mutation = useMutation({
    mutationFn: (body: { bankAccountId: string; amount: string; paymentPassword: string; forfeitBonus?: true }) =>
      // The server's replay check covers account, amount and forfeit, so the key does too (not the password).
      call(requestEndpoint, {
        body,
        headers: idempotencyHeader(keys.keyFor(`${body.bankAccountId}:${body.amount}:${body.forfeitBonus ?? false}`)),
      }),
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
  const all = allAmount(spendable, limits)
  const account = accounts.find((item) => item.id === accountId)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!check.ok || password === '' || !account) return
    mutation.mutate({
      bankAccountId: account.id,
      amount: check.amount,
      paymentPassword: password,
      ...(forfeit ? { forfeitBonus: true as const } : {}),
    })
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
    setForfeit(false)
    mutation.reset()
  }

  return {
    limits,
    /** The bonus a withdrawal may give back now, or null when that is not on offer. */
    bonusForfeit,
    forfeit,
    setForfeit,
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
      ...quickAmounts(limits.min, minAmount(spendable, limits.max), 4).map((value) => ({ amount: value })),
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
