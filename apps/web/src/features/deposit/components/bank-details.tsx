import { Panel } from '../../../components/ui/cashier'
import { useTexts } from '../../../lib/i18n'
import { DEPOSIT } from '../deposit-texts'
import { CopyButton } from './copy-button'

type Account = { bankName: string; accountName: string; accountNumber: string }

/** The account a bank transfer goes to, as the server gives it, each line copyable, with the steps. */
export function BankDetails({ account }: { account: Account }) {
  const { t } = useTexts(DEPOSIT)
  const rows = [
    { key: 'bankName', label: t('bankName'), value: account.bankName },
    { key: 'accountName', label: t('accountName'), value: account.accountName },
    { key: 'accountNumber', label: t('accountNumber'), value: account.accountNumber },
  ] as const
  return (
    <Panel title={t('receiving')} icon="bank" className="bank-details">
      <dl className="bank-details__list">
        {rows.map((row) => (
          <div key={row.key} className={`bank-details__row bank-details__row--${row.key}`}>
            <dt>{row.label}</dt>
            <dd>
              <span className="bank-details__value">{row.value}</span>
              <CopyButton value={row.value} label={t('copyField', { field: row.label })} />
            </dd>
          </div>
        ))}
      </dl>
      <ol className="bank-details__steps" aria-label={t('steps.title')}>
        <li>{t('steps.one')}</li>
        <li>{t('steps.two')}</li>
        <li>{t('steps.three')}</li>
      </ol>
    </Panel>
  )
}
