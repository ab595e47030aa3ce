import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatCount, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { StatusBadge } from './agent-parts'
import { agentsApi, type TopAgent } from './agents.api'
import { AGENTS } from './agents.texts'
import { CONTRACTS } from './contracts.texts'

/** The brand's top-level agents with their live platform contracts; a row opens the agent's contracts. */
export function TopAgents({ merchantId }: { merchantId: number }) {
  const { t } = useTexts(AGENTS)
  const contracts = useTexts(CONTRACTS).t
  const dateTime = useDateTime()
  const navigate = useNavigate()
  const [typed, setTyped] = useState('')
  const [username, setUsername] = useState('')
  const [pageNum, setPageNum] = useState(1)
  const list = useQuery({
    queryKey: ['top-agents', merchantId, username, pageNum],
    queryFn: ({ signal }) =>
      call(agentsApi.topAgents, { query: { merchantId, username: username || undefined, pageNum }, signal }),
  })
  const columns: ColumnDef<TopAgent>[] = [
    {
      id: 'username',
      accessorKey: 'username',
      header: t('col.username'),
      cell: (c) => <span className="strong">{c.row.original.username}</span>,
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: t('col.status'),
      cell: (c) => <StatusBadge status={c.row.original.status} />,
    },
    {
      id: 'contracts',
      accessorFn: (row) => row.contracts.length,
      header: t('top.contracts'),
      cell: (c) =>
        c.row.original.contracts.length === 0 ? (
          <span className="muted">{t('top.none')}</span>
        ) : (
          <span className="chips contract-chips">
            {c.row.original.contracts.map((contract) => (
              <span
                key={contract.id}
                className={contract.status === 'active' ? 'chip chip-active' : 'chip chip-offered'}
                title={contracts(`status.${contract.status}`)}
              >
                {contracts(`kind.${contract.kind}`)} v{contract.version}
                {/* Live means active unless said otherwise: only an offer still waiting is named. */}
                {contract.status === 'active' ? null : ` · ${contracts(`status.${contract.status}`)}`}
              </span>
            ))}
          </span>
        ),
    },
    {
      id: 'team',
      accessorKey: 'teamSize',
      header: t('col.team'),
      meta: { align: 'end' },
      cell: (c) => formatCount(c.row.original.teamSize),
    },
    {
      id: 'registered',
      accessorKey: 'registeredAt',
      header: t('col.registered'),
      cell: (c) => <span className="num">{dateTime(c.row.original.registeredAt, 'day')}</span>,
    },
  ]
  return (
    <DataTable
      label={t('top.label')}
      columns={columns}
      page={list.data}
      loading={list.isPending}
      error={list.error}
      onPage={setPageNum}
      empty={t('top.empty')}
      rowKey={(row) => row.memberId}
      onRowClick={(row) => void navigate(`/agents/${row.memberId}/contracts`)}
      toolbar={
        <form
          className="filters"
          role="search"
          onSubmit={(event) => {
            event.preventDefault()
            setUsername(typed.trim())
            setPageNum(1)
          }}
        >
          <input
            className="input input-search"
            type="search"
            aria-label={t('top.search')}
            placeholder={t('top.search')}
            value={typed}
            maxLength={64}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button className="button button-secondary button-small" type="submit">
            {t('top.go')}
          </button>
        </form>
      }
    />
  )
}
