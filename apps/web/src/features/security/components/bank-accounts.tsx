import { Icon } from '../../../components/ui/icon'
import { ErrorState, LoadingState } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { openMemberCentre } from '../../../lib/require-member'
import type { BankAccount } from '../api'
import { SECURITY } from '../security-texts'

interface BankAccountsProps {
  query: { data: { accounts: BankAccount[] } | undefined; error: unknown; isPending: boolean; refetch: () => unknown }
}

/** The bound accounts (numbers masked by the server); binding happens on the withdraw page. */
export function BankAccounts({ query }: BankAccountsProps) {
  const { t } = useTexts(SECURITY)
  if (query.isPending) return <LoadingState rows={1} />
  if (query.error || !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  const accounts = query.data.accounts
  return (
    <div className="bank-list">
      {accounts.length === 0 ? <p className="security-note">{t('bank.none')}</p> : null}
      {accounts.map((account) => (
        <div key={account.id} className="bank-card">
          <span className="bank-card__chip" aria-hidden="true">
            <Icon name="card" size={18} />
          </span>
          <span className="bank-card__bank">{account.bankName}</span>
          <span className="bank-card__number">{account.accountNumber}</span>
          <span className="bank-card__holder">
            {t('bank.holder')}: {account.payeeName}
          </span>
        </div>
      ))}
      <button type="button" className="button button--ghost bank-list__go" onClick={() => openMemberCentre('withdraw')}>
        {t('bank.go')}
        <Icon name="chevronRight" size={16} />
      </button>
    </div>
  )
}
