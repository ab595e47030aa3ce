import type { ContractKind } from '@sea/contract'
import { useState } from 'react'
import { QueryView } from '../../../components/ui/states'
import { Tabs } from '../../../components/ui/tabs'
import { useTexts } from '../../../lib/i18n'
import { useContracts } from '../api'
import '../components/agent.css'
import { BillsList } from './bills-list'
import { CONTRACTS } from './contract-texts'
import { GivenContracts } from './given-contracts'
import { MyContract } from './my-contract'

type Tab = 'mine' | 'given' | 'bills'
type PageProps = { params: Readonly<Record<string, string>> }

/**
 * A contract page (dividend, daily, hourly or real-time salary): the caller's contract with its
 * upline, the contracts it gave its direct downline agents (with the offer form), and the bills.
 * A `username` param (from team management's "offer contract") opens the offer to that agent.
 */
function ContractPage({ kind, params }: { kind: ContractKind } & PageProps) {
  const { t } = useTexts(CONTRACTS)
  const query = useContracts(kind)
  const [tab, setTab] = useState<Tab>(params.username ? 'given' : 'mine')
  const waiting =
    query.data?.contracts.some((contract) => contract.side === 'own' && contract.status === 'offered') ?? false
  return (
    <div className="centre-panel ag">
      <Tabs
        label={t(`kinds.${kind}`)}
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'mine', label: waiting ? `${t('tabs.mine')} •` : t('tabs.mine') },
          { id: 'given', label: t('tabs.given') },
          { id: 'bills', label: t('tabs.bills') },
        ]}
      />
      {tab === 'bills' ? (
        <BillsList kind={kind} />
      ) : (
        <QueryView query={query} rows={4}>
          {(data) =>
            tab === 'mine' ? (
              <MyContract kind={kind} contracts={data.contracts} />
            ) : (
              <GivenContracts
                kind={kind}
                contracts={data.contracts}
                ceiling={data.ceiling}
                username={params.username}
              />
            )
          }
        </QueryView>
      )}
    </div>
  )
}

export const DividendPage = ({ params }: PageProps) => <ContractPage kind="dividend" params={params} />
export const DailySalaryPage = ({ params }: PageProps) => <ContractPage kind="daily_salary" params={params} />
export const HourlySalaryPage = ({ params }: PageProps) => <ContractPage kind="hourly_salary" params={params} />
export const RealTimeSalaryPage = ({ params }: PageProps) => <ContractPage kind="realtime_salary" params={params} />
