import { useState } from 'react'
import { Tabs } from '../../../components/ui/tabs'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { DEPOSIT } from '../deposit-texts'
import { DepositForm } from './deposit-form'
import { DepositRecords } from './deposit-records'
import { DepositReturn } from './deposit-return'
import './deposit.css'

type Tab = 'deposit' | 'records'

/** depositv2: channels, the bank-transfer form or the gateway, and the member's deposit records. */
export default function DepositPage({ params = {} }: { params?: Readonly<Record<string, string>> }) {
  const { t } = useTexts(DEPOSIT)
  const [tab, setTab] = useState<Tab>('deposit')
  return (
    <div className="cashier-stack deposit">
      {params.depositId ? (
        <DepositReturn
          depositId={params.depositId}
          gatewaySaid={params.paygateStatus}
          onDismiss={() => openModal('memberCentre', { page: 'depositv2' })}
        />
      ) : null}
      <Tabs
        label={t('tabs.label')}
        tabs={[
          { id: 'deposit', label: t('tabs.deposit') },
          { id: 'records', label: t('tabs.records') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'deposit' ? <DepositForm onShowRecords={() => setTab('records')} /> : <DepositRecords />}
    </div>
  )
}
