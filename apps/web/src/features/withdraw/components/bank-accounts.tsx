import type { BankAccount } from '@sea/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Panel } from '../../../components/ui/cashier'
import { Field, FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, ErrorState, LoadingState, Spinner } from '../../../components/ui/states'
import { MEMBER_KEY, useMemberInfo } from '../../../lib/account'
import { ApiError, call } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { bankAccountsQuery, banksQuery, bindBankAccountEndpoint, settingsQuery } from '../withdraw-api'
import { WITHDRAW } from '../withdraw-texts'

const ACCOUNT_NUMBER = /^[0-9]{6,20}$/

/** The member's bound bank accounts and the form to bind one more (up to the merchant's limit). */
export function BankAccounts({ onWithdraw }: { onWithdraw: () => void }) {
  const { t } = useTexts(WITHDRAW)
  const token = useSession()?.token ?? ''
  const accounts = useQuery(bankAccountsQuery(token))
  const settings = useQuery(settingsQuery(token))
  const [adding, setAdding] = useState(false)
  const [bound, setBound] = useState(false)
  if (accounts.error || settings.error) {
    return (
      <ErrorState
        error={accounts.error ?? settings.error}
        onRetry={() => void Promise.all([accounts.refetch(), settings.refetch()])}
      />
    )
  }
  if (!accounts.data || !settings.data) return <LoadingState rows={3} />
  const list = accounts.data.accounts
  const max = settings.data.maxBankAccounts
  const full = list.length >= max
  const showForm = !full && (adding || list.length === 0)

  return (
    <div className="cashier-stack">
      <Panel
        title={t('accounts.title')}
        icon="bank"
        aside={<span className="withdraw-count">{t('accounts.count', { count: list.length, max })}</span>}
      >
        {bound ? (
          <div className="withdraw-bound">
            <FormMessage tone="success">{t('accounts.bound')}</FormMessage>
            <button type="button" className="button button--cta" onClick={onWithdraw}>
              <Icon name="card" size={16} />
              {t('tabs.withdraw')}
            </button>
          </div>
        ) : null}
        {list.length === 0 ? (
          <EmptyState icon="bank" title={t('accounts.empty')}>
            {t('accounts.emptyBody')}
          </EmptyState>
        ) : (
          <ul className="bank-cards">
            {list.map((account) => (
              <BankCard key={account.id} account={account} />
            ))}
          </ul>
        )}
        {full ? <p className="cashier-note">{t('accounts.full', { max })}</p> : null}
        {!full && !showForm ? (
          <button type="button" className="button button--ghost withdraw-add" onClick={() => setAdding(true)}>
            <Icon name="plus" size={16} />
            {t('accounts.add')}
          </button>
        ) : null}
      </Panel>
      {showForm ? (
        <BindForm
          onBound={() => {
            setAdding(false)
            setBound(true)
          }}
        />
      ) : null}
    </div>
  )
}

function BankCard({ account }: { account: BankAccount }) {
  const dateTime = useDateTime()
  const { t } = useTexts(WITHDRAW)
  return (
    <li className="bank-card">
      <span className="bank-card__top">
        <span className="bank-card__bank">{account.bankName}</span>
        <Icon name="bank" size={20} />
      </span>
      <span className="bank-card__number">{account.accountNumber.replace(/^\*+/, '•••• •••• ')}</span>
      <span className="bank-card__bottom">
        <span className="bank-card__payee">{account.payeeName}</span>
        <span className="bank-card__since">{t('accounts.since', { date: dateTime(account.createdAt, 'day') })}</span>
      </span>
    </li>
  )
}

function BindForm({ onBound }: { onBound: () => void }) {
  const { t } = useTexts(WITHDRAW)
  const errorText = useErrorText()
  const token = useSession()?.token ?? ''
  const queryClient = useQueryClient()
  const banks = useQuery(banksQuery(token))
  const realName = useMemberInfo().data?.payeeName ?? null
  const [bankCode, setBankCode] = useState('')
  const [number, setNumber] = useState('')
  const [payee, setPayee] = useState(realName ?? '')
  const [touched, setTouched] = useState(false)
  const name = realName ?? payee

  const mutation = useMutation({
    mutationFn: (body: { bankCode: string; accountNumber: string; payeeName: string }) =>
      call(bindBankAccountEndpoint, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MEMBER_KEY })
      onBound()
    },
  })
  const code = mutation.error instanceof ApiError ? mutation.error.code : null
  const bankError = touched && bankCode === '' ? t('accounts.bankRequired') : null
  const numberError = touched && !ACCOUNT_NUMBER.test(number) ? t('accounts.numberInvalid') : null
  const payeeError =
    touched && name.trim().length < 2
      ? t('accounts.payeeInvalid')
      : code === 'payee_name_mismatch'
        ? errorText(mutation.error)
        : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (bankCode === '' || !ACCOUNT_NUMBER.test(number) || name.trim().length < 2) return
    mutation.mutate({ bankCode, accountNumber: number, payeeName: name.trim() })
  }

  return (
    <Panel title={t('accounts.add')} icon="plus">
      <form className="form withdraw-bind" onSubmit={submit} noValidate>
        <div className={`field${bankError ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="bind-bank">
            {t('accounts.bank')}
          </label>
          <select
            id="bind-bank"
            className="select"
            value={bankCode}
            onChange={(event) => setBankCode(event.target.value)}
            aria-invalid={bankError ? true : undefined}
            disabled={!banks.data}
          >
            <option value="">{t('accounts.chooseBank')}</option>
            {banks.data?.banks.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
          {bankError ? (
            <p className="field__error" role="alert">
              {bankError}
            </p>
          ) : null}
        </div>
        <Field
          label={t('accounts.number')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={number}
          onChange={(event) => setNumber(event.target.value.replace(/\D/g, ''))}
          hint={t('accounts.numberHint')}
          error={numberError}
        />
        <Field
          label={t('accounts.payee')}
          autoComplete="name"
          maxLength={100}
          value={name}
          readOnly={realName !== null}
          onChange={(event) => setPayee(event.target.value)}
          hint={realName !== null ? t('accounts.payeeFixed') : t('accounts.payeeFirst')}
          error={payeeError}
        />
        {mutation.error && code !== 'payee_name_mismatch' ? (
          <FormMessage>{errorText(mutation.error)}</FormMessage>
        ) : null}
        <button
          type="submit"
          className="button button--primary button--large button--block"
          disabled={mutation.isPending}
        >
          {mutation.isPending ? <Spinner /> : <Icon name="check" size={18} />}
          {t('accounts.submit')}
        </button>
      </form>
    </Panel>
  )
}
