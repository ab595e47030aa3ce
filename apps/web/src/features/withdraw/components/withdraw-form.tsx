import type { BankAccount } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import { AmountField, Panel } from '../../../components/ui/cashier'
import { FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, ErrorState, LoadingState, Spinner } from '../../../components/ui/states'
import { useBalance, useMemberInfo } from '../../../lib/account'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { bankAccountsQuery, settingsQuery } from '../withdraw-api'
import { WITHDRAW } from '../withdraw-texts'
import { ForfeitChoice } from './forfeit-choice'
import { LimitsStrip } from './limits-strip'
import { type Settings, useWithdrawForm } from './use-withdraw-form'
import { WithdrawAccounts } from './withdraw-accounts'
import { WithdrawPassword } from './withdraw-password'
import { WithdrawRequested } from './withdraw-requested'

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

function WithdrawFormBody({
  settings,
  accounts,
  available,
  hasPaymentPassword,
  onBind,
  onShowRecords,
}: {
  settings: Settings
  accounts: BankAccount[]
  available: string
  hasPaymentPassword: boolean
  onBind: () => void
  onShowRecords: () => void
}) {
  const { t } = useTexts(WITHDRAW)
  const form = useWithdrawForm({ settings, accounts, available })
  const currency = settings.currency
  const blocked = form.limits.blocked !== null

  if (form.done) {
    return (
      <WithdrawRequested
        done={form.done}
        currency={currency}
        autoReceiveMinutes={settings.autoReceiveMinutes}
        onShowRecords={onShowRecords}
        onAnother={form.startAgain}
      />
    )
  }

  return (
    <div className="cashier-stack">
      <LimitsStrip settings={settings} available={available} />
      {form.bonusForfeit ? (
        <ForfeitChoice bonus={form.bonusForfeit} currency={currency} chosen={form.forfeit} onChoose={form.setForfeit} />
      ) : null}
      {form.limits.blocked === 'daily' ? <FormMessage tone="info">{t('dailyDone')}</FormMessage> : null}
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
        <form className="cashier-stack" onSubmit={form.submit} noValidate>
          <WithdrawAccounts accounts={accounts} chosen={form.accountId} onChoose={form.setAccountId} />
          <AmountField
            id="withdraw-amount"
            label={t('amount')}
            currency={currency}
            value={form.amount}
            onChange={form.changeAmount}
            chips={form.chips}
            chipsLabel={t('quickPick')}
            hint={t('amountHint', { min: form.min, max: form.max, currency })}
            error={form.amountError}
            disabled={form.pending || blocked}
          />
          <WithdrawPassword
            hasPaymentPassword={hasPaymentPassword}
            value={form.password}
            onChange={form.changePassword}
            error={form.passwordError}
            disabled={form.pending || blocked}
          />
          {form.formError ? <FormMessage>{form.formError}</FormMessage> : null}
          <p className="cashier-note">
            <Icon name="clock" size={16} />
            <span>{t('autoReceive', { count: settings.autoReceiveMinutes })}</span>
          </p>
          <button
            type="submit"
            className="button button--cta button--large button--block"
            disabled={form.pending || blocked || !hasPaymentPassword}
          >
            {form.pending ? <Spinner /> : <Icon name="card" size={18} />}
            {t('submit')}
            {form.check.ok ? (
              <span className="withdraw-sum">
                · {currency} {formatMoney(form.check.amount)}
              </span>
            ) : null}
          </button>
        </form>
      )}
    </div>
  )
}
