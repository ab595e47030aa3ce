import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { ConfirmDialog } from '../components/confirm-dialog'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { type AgentContract, agentsApi, type TreeNode } from './agents.api'
import { CONTRACTS } from './contracts.texts'
import { OfferDialog } from './offer-dialog'

const STATUS_BADGE: Record<AgentContract['status'], string> = {
  offered: 'badge badge-pending',
  active: 'badge badge-ok',
  rejected: 'badge badge-disabled',
  terminated: 'badge badge-disabled',
}

/** Rates have exactly two decimals (at most 100.00), so padded strings compare as the numbers do. */
function topRate(rates: (string | undefined)[]): string {
  const present = rates.filter((rate): rate is string => rate !== undefined)
  return present.reduce((top, rate) => (rate.padStart(6, '0') > top.padStart(6, '0') ? rate : top), '0.00')
}

/** The highest rate a contract pays: real-time salaries have a profit and a loss rate. */
function rateSummary(contract: AgentContract): string {
  const tiers = contract.tiers as Record<string, string | number>[]
  const pick = (field: string) =>
    topRate(tiers.map((tier) => (typeof tier[field] === 'string' ? tier[field] : undefined)))
  return contract.kind === 'realtime_salary'
    ? `${pick('profitWageRate')}% / ${pick('lossWageRate')}%`
    : `${pick('rate')}%`
}

/** A platform contract the operator answers for: the agent's own, from no upline. */
const isPlatforms = (contract: AgentContract) => contract.upline === null && contract.side === 'own'

type Pending = { step: 'request' | 'confirm'; contract: AgentContract } | { step: 'offer' } | null

/**
 * The agent's contracts, own and given. For a top-level agent the platform is the upline: an
 * operator with agents.manage offers it contracts and ends them by agreement (either side asks,
 * the other confirms), exactly as an upline agent would.
 */
export function AgentContracts({ account }: { account: TreeNode }) {
  const { t } = useTexts(CONTRACTS)
  const { can } = useOperator()
  const dateTime = useDateTime()
  const queryClient = useQueryClient()
  const [side, setSide] = useState<'all' | 'own' | 'given'>('all')
  const [history, setHistory] = useState(false)
  const [pending, setPending] = useState<Pending>(null)
  const list = useQuery({
    queryKey: ['agent-contracts', account.memberId, side, history],
    queryFn: ({ signal }) =>
      call(agentsApi.contracts, { params: { memberId: account.memberId }, query: { side, history }, signal }),
  })
  const manage = can('agents.manage')
  const topLevelAgent = account.level === 0 && account.isAgent !== 0
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['agent-contracts', account.memberId] })
  const columns: ColumnDef<AgentContract>[] = [
    {
      id: 'kind',
      accessorKey: 'kind',
      header: t('col.kind'),
      cell: (c) => <span className="strong">{t(`kind.${c.row.original.kind}`)}</span>,
    },
    { id: 'version', accessorKey: 'version', header: t('col.version'), meta: { align: 'end' } },
    {
      id: 'status',
      accessorKey: 'status',
      header: t('col.status'),
      cell: (c) => <span className={STATUS_BADGE[c.row.original.status]}>{t(`status.${c.row.original.status}`)}</span>,
    },
    {
      id: 'from',
      accessorFn: (row) => row.upline ?? '',
      header: t('col.from'),
      cell: (c) => c.row.original.upline ?? <span className="chip chip-agent">{t('platformPayer')}</span>,
    },
    { id: 'to', accessorKey: 'agent', header: t('col.to') },
    { id: 'period', accessorKey: 'period', header: t('col.period'), cell: (c) => t(`period.${c.row.original.period}`) },
    { id: 'rate', accessorFn: rateSummary, header: t('col.rate'), meta: { align: 'end' } },
    {
      id: 'offered',
      accessorKey: 'offeredAt',
      header: t('col.offered'),
      cell: (c) => <span className="num">{dateTime(c.row.original.offeredAt)}</span>,
    },
    {
      id: 'termination',
      accessorFn: (row) => row.terminationRequestedBy ?? '',
      header: t('col.termination'),
      enableSorting: false,
      cell: (c) => (
        <Termination
          contract={c.row.original}
          manage={manage}
          onStep={(step) => setPending({ step, contract: c.row.original })}
        />
      ),
    },
  ]
  return (
    <>
      <DataTable
        label={t('label', { username: account.username })}
        columns={columns}
        page={list.data?.contracts}
        loading={list.isPending}
        error={list.error}
        empty={t('empty')}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.status === 'rejected' || row.status === 'terminated' ? 'row-muted' : undefined)}
        toolbar={
          <span className="filters toolbar-filters">
            <select
              className="select"
              aria-label={t('col.from')}
              value={side}
              onChange={(event) => setSide(event.target.value as typeof side)}
            >
              {(['all', 'own', 'given'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`side.${value}`)}
                </option>
              ))}
            </select>
            <label className="check">
              <input type="checkbox" checked={history} onChange={(event) => setHistory(event.target.checked)} />
              <span>{t('history')}</span>
            </label>
            {manage && topLevelAgent ? (
              <button
                className="button button-primary button-small"
                type="button"
                onClick={() => setPending({ step: 'offer' })}
              >
                {t('actions.offer')}
              </button>
            ) : null}
          </span>
        }
      />
      {pending?.step === 'offer' ? (
        <OfferDialog account={account} onClose={() => setPending(null)} onDone={refresh} />
      ) : null}
      {pending && pending.step !== 'offer' ? (
        <ConfirmDialog
          title={t(`actions.${pending.step}`)}
          text={t(`actions.${pending.step}Text`, {
            agent: pending.contract.agent,
            kind: t(`kind.${pending.contract.kind}`),
            version: pending.contract.version,
          })}
          danger
          confirmLabel={t(`actions.${pending.step}`)}
          action={() => {
            const params = { contractId: pending.contract.id }
            return pending.step === 'request'
              ? call(agentsApi.requestTermination, { params })
              : call(agentsApi.confirmTermination, { params })
          }}
          onClose={() => setPending(null)}
          onDone={refresh}
        />
      ) : null}
    </>
  )
}

/** Where ending a contract stands, and the platform's next step when it has one. */
function Termination({
  contract,
  manage,
  onStep,
}: {
  contract: AgentContract
  manage: boolean
  onStep: (step: 'request' | 'confirm') => void
}) {
  const { t } = useTexts(CONTRACTS)
  const askable = manage && isPlatforms(contract) && contract.status === 'active'
  if (contract.terminationRequestedBy === 'agent')
    return askable ? (
      <button className="button button-danger button-small" type="button" onClick={() => onStep('confirm')}>
        {t('actions.confirm')}
      </button>
    ) : (
      <span className="badge badge-pending">{t('termination.agent')}</span>
    )
  if (contract.terminationRequestedBy === 'upline')
    return (
      <span className="badge badge-pending">
        {t(isPlatforms(contract) ? 'termination.awaiting' : 'termination.upline')}
      </span>
    )
  return askable ? (
    <button className="button button-secondary button-small" type="button" onClick={() => onStep('request')}>
      {t('actions.request')}
    </button>
  ) : null
}
