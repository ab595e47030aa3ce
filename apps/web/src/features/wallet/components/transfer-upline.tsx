import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { AmountField, Money, ResultPanel, Summary } from '../../../components/ui/cashier'
import { Field, FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, LoadingState, Spinner } from '../../../components/ui/states'
import { MEMBER_KEY, useBalance, useMemberInfo } from '../../../lib/account'
import { checkAmount, isPositive, quickAmounts } from '../../../lib/amount'
import { ApiError, call } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { idempotencyHeader, useKeyKeeper } from '../../../lib/idempotency'
import { openModal } from '../../../lib/modals'
import { useSite } from '../../../lib/site'
import { COMMON } from '../../../locales/common'
import { transferUplineEndpoint } from '../wallet-api'
import { WALLET } from '../wallet-texts'
import './wallet.css'

type Done = { amount: string; to: string; transactionId: string; balance: string }

/** transferUpline: main wallet to the direct upline, confirmed with the payment password. */
export default function TransferUpline() {
  const { t } = useTexts(WALLET)
  const site = useSite()
  const info = useMemberInfo()
  const balance = useBalance()
  const errorText = useErrorText()
  // The menu hides this page when the merchant has it off; a stale link still gets a clear answer.
  if (!site.whitelabel.UPLINE_TRANSFER)
    return <EmptyState icon="transfer" title={errorText(new ApiError('feature_disabled', 403, ''))} />
  if (!info.data || !balance.data) return <LoadingState rows={3} />
  if (!info.data.toUpline) {
    return (
      <EmptyState icon="transfer" title={t('upline.noUpline')}>
        {t('upline.noUplineBody')}
      </EmptyState>
    )
  }
  if (!info.data.hasPaymentPassword) {
    return (
      <EmptyState icon="lock" title={t('upline.noPassword')}>
        <p>{t('upline.noPasswordBody')}</p>
        <button
          type="button"
          className="button button--primary wallet-set-password"
          onClick={() => openModal('memberCentre', { page: 'securityCenter' })}
        >
          {t('upline.setPassword')}
        </button>
      </EmptyState>
    )
  }
  const main = balance.data.wallets.find((wallet) => wallet.walletType === 'MAIN')?.balance ?? '0.00'
  return <UplineForm upline={info.data.toUpline} currency={balance.data.currency} available={main} />
}

function UplineForm({ upline, currency, available }: { upline: string; currency: string; available: string }) {
  const { t } = useTexts(WALLET)
  const common = useTexts(COMMON).t
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const keys = useKeyKeeper()
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const [done, setDone] = useState<Done | null>(null)
  const check = checkAmount(amount, { available })

  const mutation = useMutation({
    mutationFn: (body: { amount: string; paymentPassword: string }) =>
      // The key covers the amount only: retyping a mistyped password is the same transfer.
      call(transferUplineEndpoint, { body, headers: idempotencyHeader(keys.keyFor(body.amount)) }),
    onSuccess: (result, body) => {
      keys.reset()
      setDone({ amount: body.amount, to: upline, transactionId: result.transactionId, balance: result.balance })
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  })

  const error = mutation.error
  const wrongPassword = error instanceof ApiError && error.code === 'password_incorrect'
  const amountProblem =
    error instanceof ApiError && (error.code === 'insufficient_funds' || error.code === 'amount_out_of_range')
  const amountError =
    touched && !check.ok ? t(`amountErrors.${check.problem}`) : amountProblem ? errorText(error) : null
  const passwordError =
    touched && password === '' ? t('upline.passwordRequired') : wrongPassword ? t('upline.wrongPassword') : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!check.ok || password === '') return
    mutation.mutate({ amount: check.amount, paymentPassword: password })
  }

  if (done) {
    return (
      <ResultPanel
        tone="success"
        icon="check"
        title={t('upline.done')}
        body={t('upline.doneBody', { amount: `${currency} ${formatMoney(done.amount)}`, name: done.to })}
      >
        <Summary
          rows={[
            { label: t('upline.to'), value: done.to },
            { label: t('upline.reference'), value: done.transactionId },
            {
              label: t('upline.balanceAfter'),
              value: <Money amount={done.balance} currency={currency} />,
              strong: true,
            },
          ]}
        />
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setDone(null)
            setAmount('')
            setPassword('')
            setTouched(false)
            mutation.reset()
          }}
        >
          {t('upline.another')}
        </button>
      </ResultPanel>
    )
  }

  return (
    <form className="cashier-stack wallet-upline" onSubmit={submit} noValidate>
      <div className="wallet-upline__parties">
        <div className="wallet-upline__party">
          <span className="wallet-upline__avatar" aria-hidden="true">
            {upline.slice(0, 1).toUpperCase()}
          </span>
          <div>
            <p className="wallet-upline__label">{t('upline.to')}</p>
            <p className="wallet-upline__name">{upline}</p>
            <p className="wallet-upline__hint">{t('upline.toHint')}</p>
          </div>
        </div>
        <div className="wallet-upline__available">
          <p className="wallet-upline__label">{t('upline.available')}</p>
          <Money amount={available} currency={currency} className="wallet-upline__amount" />
        </div>
      </div>
      <AmountField
        id="upline-amount"
        label={t('upline.amount')}
        currency={currency}
        value={amount}
        onChange={setAmount}
        chips={[
          ...quickAmounts('10.00', available, 4).map((value) => ({ amount: value })),
          ...(isPositive(available) ? [{ amount: available, label: t('all') }] : []),
        ]}
        chipsLabel={t('quickPick')}
        error={amountError}
        disabled={mutation.isPending}
      />
      <Field
        label={t('upline.paymentPassword')}
        type="password"
        autoComplete="off"
        maxLength={64}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value)
          if (wrongPassword) mutation.reset()
        }}
        error={passwordError}
        reveal={{ show: common('show'), hide: common('hide') }}
        disabled={mutation.isPending}
      />
      {error && !wrongPassword && !amountProblem ? <FormMessage>{errorText(error)}</FormMessage> : null}
      <button type="submit" className="button button--cta button--large button--block" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : <Icon name="send" size={18} />}
        {t('upline.submit')}
      </button>
    </form>
  )
}
