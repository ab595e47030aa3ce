import type { BankAccount, Withdrawal, withdrawalRoutes } from '@sea/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { AmountField, ChoiceCard, Money, Panel, Pill, ResultPanel, Summary } from '../../../components/ui/cashier'
import { Field, FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, ErrorState, LoadingState, Spinner } from '../../../components/ui/states'
import { MEMBER_KEY, useBalance, useMemberInfo } from '../../../lib/account'
import { checkAmount, minAmount, quickAmounts } from '../../../lib/amount'
import { ApiError, call, type CallValue } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { idempotencyHeader, useKeyKeeper } from '../../../lib/idempotency'
import { openModal } from '../../../lib/modals'
import { useSession } from '../../../lib/session-store'
import { COMMON } from '../../../locales/common'
import { bankAccountsQuery, requestEndpoint, settingsQuery } from '../withdraw-api'
import { allAmount, withdrawLimits } from '../withdraw-rules'
import { WITHDRAW } from '../withdraw-texts'
import { LimitsStrip } from './limits-strip'

type Settings = CallValue<typeof withdrawalRoutes.settings>

/** The request form: limits and turnover, the account, the amount and the payment password. */
export function WithdrawForm({ onBind, onShowRecords }: { onBind: () => void; onShowRecords: () => void }) {
  const token = useSession()?.token ?? ''
  const settings = useQuery(settingsQuery(token))
  const accounts = useQuery(bankAccountsQuery(token))
  const balance = useBalance()
  const info = useMemberInfo()
  const failed = settings.error ?? accounts.error ?? balance.error ?? info.error
  if (failed) {
    return (
      <ErrorState
        error={failed}
        onRetry={() => {
          void settings.refetch()
          void accounts.refetch()
          void balance.refetch()
          void info.refetch()
        }}
      />
    )
  }
  if (!settings.data || !accounts.data || !balance.data || !info.data) return <LoadingState rows={4} />
  const main = balance.data.wallets.find((wallet) => wallet.walletType === 'MAIN')?.balance ?? '0.00'
  return (
    <WithdrawFormBody
      settings={settings.data}
      accounts={accounts.data.accounts}
      available={main}
      hasPaymentPassword={info.data.hasPaymentPassword}
      onBind={onBind}
      onShowRecords={onShowRecords}
    />
  )
}

function WithdrawFormBody({ settings, accounts, available, hasPaymentPassword, onBind, onShowRecords }: {
  settings: Settings
  accounts: BankAccount[]
  available: string
  hasPaymentPassword: boolean
  onBind: () => void
  onShowRecords: () => void
}) {
  const dateTime = useDateTime()
  const { t } = useTexts(WITHDRAW)
  const common = useTexts(COMMON).t
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const keys = useKeyKeeper()
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '')
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const [done, setDone] = useState<Withdrawal | null>(null)
  const limits = withdrawLimits(settings)
  const currency = settings.currency
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

  if (done) {
    return (
      <ResultPanel tone="pending" icon="clock" title={t('requested.title')} body={t('requested.body')}>
        <Summary
          rows={[
            { label: t('fields.id'), value: `#${done.id}` },
            { label: t('fields.account'), value: `${done.bankName} ${done.accountNumber}` },
            { label: t('fields.time'), value: dateTime(done.requestedAt) },
            { label: t('fields.status'), value: <Pill tone="warning">{t('statuses.pending')}</Pill> },
            { label: t('fields.amount'), value: <Money amount={done.amount} currency={currency} />, strong: true },
          ]}
        />
        <p className="cashier-note">
          <Icon name="info" size={16} />
          <span>{t('autoReceive', { count: settings.autoReceiveMinutes })}</span>
        </p>
        <div className="cashier-actions">
          <button type="button" className="button button--ghost" onClick={onShowRecords}>
            {t('requested.records')}
          </button>
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
            {t('requested.another')}
          </button>
        </div>
      </ResultPanel>
    )
  }

  const error = mutation.error
  const code = error instanceof ApiError ? error.code : null
  const wrongPassword = code === 'password_incorrect'
  const amountProblem = code === 'amount_out_of_range' || code === 'insufficient_funds' || code === 'withdrawal_limit_reached'
  const min = formatMoney(limits.min)
  const max = formatMoney(limits.max)
  const amountError = touched && !check.ok ? t(`amountErrors.${check.problem}`, { min, max }) : amountProblem ? errorText(error) : null
  const passwordError = touched && password === '' ? t('passwordRequired') : wrongPassword ? t('wrongPassword') : null
  const all = allAmount(available, limits)
  const chips = [
    ...quickAmounts(limits.min, minAmount(available, limits.max), 4).map((value) => ({ amount: value })),
    ...(all ? [{ amount: all, label: t('all') }] : []),
  ]
  const account = accounts.find((item) => item.id === accountId)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!check.ok || password === '' || !account) return
    mutation.mutate({ bankAccountId: account.id, amount: check.amount, paymentPassword: password })
  }

  return (
    <div className="cashier-stack">
      <LimitsStrip settings={settings} available={available} />
      {limits.blocked === 'daily' ? <FormMessage tone="info">{t('dailyDone')}</FormMessage> : null}
      {accounts.length === 0 ? (
        <Panel>
          <EmptyState icon="bank" title={t('noAccount')}>
            <p>{t('noAccountBody')}</p>
            <button type="button" className="button button--primary withdraw-cta" onClick={onBind}>
              <Icon name="plus" size={16} />
              {t('bindNow')}
            </button>
          </EmptyState>
        </Panel>
      ) : (
        <form className="cashier-stack" onSubmit={submit} noValidate>
          <fieldset className="withdraw-accounts">
            <legend className="field__label">{t('toAccount')}</legend>
            <div className="cashier-grid">
              {accounts.map((item) => (
                <ChoiceCard key={item.id} name="withdraw-account" value={item.id} checked={item.id === accountId} onChange={setAccountId}>
                  <span className="withdraw-account">
                    <span className="withdraw-account__icon" aria-hidden="true">
                      <Icon name="bank" size={18} />
                    </span>
                    <span className="withdraw-account__text">
                      <span className="withdraw-account__bank">{item.bankName}</span>
                      <span className="withdraw-account__number">{item.accountNumber}</span>
                      <span className="withdraw-account__payee">{item.payeeName}</span>
                    </span>
                  </span>
                </ChoiceCard>
              ))}
            </div>
          </fieldset>
          <AmountField
            id="withdraw-amount"
            label={t('amount')}
            currency={currency}
            value={amount}
            onChange={(value) => {
              setAmount(value)
              if (amountProblem) mutation.reset()
            }}
            chips={chips}
            chipsLabel={t('quickPick')}
            hint={t('amountHint', { min, max, currency })}
            error={amountError}
            disabled={mutation.isPending || limits.blocked !== null}
          />
          {hasPaymentPassword ? (
            <Field
              label={t('paymentPassword')}
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
              disabled={mutation.isPending || limits.blocked !== null}
            />
          ) : (
            <div className="cashier-note withdraw-no-password">
              <Icon name="lock" size={16} />
              <span>
                <strong>{t('noPassword')}</strong> {t('noPasswordBody')}
              </span>
              <button type="button" className="button button--ghost" onClick={() => openModal('memberCentre', { page: 'securityCenter' })}>
                {t('setPassword')}
              </button>
            </div>
          )}
          {error && !wrongPassword && !amountProblem ? <FormMessage>{errorText(error)}</FormMessage> : null}
          <p className="cashier-note">
            <Icon name="clock" size={16} />
            <span>{t('autoReceive', { count: settings.autoReceiveMinutes })}</span>
          </p>
          <button
            type="submit"
            className="button button--cta button--large button--block"
            disabled={mutation.isPending || limits.blocked !== null || !hasPaymentPassword}
          >
            {mutation.isPending ? <Spinner /> : <Icon name="card" size={18} />}
            {t('submit')}
            {check.ok ? <span className="withdraw-sum">· {currency} {formatMoney(check.amount)}</span> : null}
          </button>
        </form>
      )}
    </div>
  )
}
