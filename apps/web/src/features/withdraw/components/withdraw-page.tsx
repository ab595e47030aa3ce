import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Tabs } from '../../../components/ui/tabs'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { withdrawalsQuery } from '../withdraw-api'
import { WITHDRAW } from '../withdraw-texts'
import { BankAccounts } from './bank-accounts'
import { WithdrawForm } from './withdraw-form'
import { WithdrawalRecords } from './withdrawal-records'
import './withdraw.css'

type Tab = 'withdraw' | 'accounts' | 'records'

/** withdraw: the request, the bank accounts, and the records where payouts are confirmed. */
export default function WithdrawPage() {
  const { t } = useTexts(WITHDRAW)
  const token = useSession()?.token ?? ''
  const [tab, setTab] = useState<Tab>('withdraw')
  // Payouts waiting for the member's answer are counted on the records tab.
  const waiting = useQuery(withdrawalsQuery(token, 1, 'disbursed')).data?.totalElements ?? 0
  return (
    <div className="cashier-stack withdraw">
      <Tabs
        label={t('tabs.label')}
        tabs={[
          { id: 'withdraw', label: t('tabs.withdraw') },
          { id: 'accounts', label: t('tabs.accounts') },
          { id: 'records', label: waiting > 0 ? `${t('tabs.records')} (${waiting})` : t('tabs.records') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'withdraw' ? (
        <WithdrawForm onBind={() => setTab('accounts')} onShowRecords={() => setTab('records')} />
      ) : null}
      {tab === 'accounts' ? <BankAccounts onWithdraw={() => setTab('withdraw')} /> : null}
      {tab === 'records' ? <WithdrawalRecords /> : null}
    </div>
  )
}
