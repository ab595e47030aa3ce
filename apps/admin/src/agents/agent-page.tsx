import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { Fragment, useState } from 'react'
import { Link, Route, Routes, useNavigate, useParams } from 'react-router'
import { ErrorAlert } from '../components/common'
import { DataTable } from '../components/data-table'
import { Tabs } from '../components/tabs'
import { call } from '../lib/api'
import { formatCount, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { AgentContracts } from './agent-contracts'
import { AgentBills, AgentPayments } from './agent-money'
import { StatusBadge, TypeChip } from './agent-parts'
import { agentsApi, type TreeNode } from './agents.api'
import { AGENTS } from './agents.texts'

/** One account of the tree: where it sits (its upline chain), and a tab for each of its lists. */
export function AgentPage() {
  const { t } = useTexts(AGENTS)
  const memberId = useParams().memberId ?? ''
  const found = useQuery({
    queryKey: ['agent-tree', 'account', memberId],
    queryFn: ({ signal }) => call(agentsApi.account, { params: { memberId }, signal }),
  })
  const account = found.data?.account
  const base = `/agents/${memberId}`
  return (
    <div className="page agents-section">
      <nav className="crumbs" aria-label={t('account.crumbs')}>
        <Link to="/agents">{t('account.back')}</Link>
        {found.data?.uplines.map((upline) => (
          <Fragment key={upline.memberId}>
            <span aria-hidden="true">/</span>
            <Link to={`/agents/${upline.memberId}`}>{upline.username}</Link>
          </Fragment>
        ))}
      </nav>
      <ErrorAlert error={found.error} />
      {account ? (
        <>
          <header className="page-header">
            <div>
              <h1 className="page-title agent-title">
                {account.username}
                <TypeChip isAgent={account.isAgent} />
                <StatusBadge status={account.status} />
              </h1>
              <p className="page-subtitle">
                {account.upline ? `${t('account.upline')}: ${account.upline}` : t('account.levelTop')}
              </p>
            </div>
          </header>
          <Tabs
            label={t('account.tabs')}
            tabs={[
              { to: base, label: t('account.account') },
              { to: `${base}/contracts`, label: t('account.contracts') },
              { to: `${base}/bills`, label: t('account.bills') },
              { to: `${base}/payments`, label: t('account.payments') },
              { to: `${base}/downlines`, label: t('account.downlines'), badge: account.directDownlines },
            ]}
          />
          <Routes>
            <Route index element={<AccountCard account={account} />} />
            <Route path="contracts" element={<AgentContracts account={account} />} />
            <Route path="bills" element={<AgentBills account={account} />} />
            <Route path="payments" element={<AgentPayments account={account} />} />
            <Route path="downlines" element={<Downlines account={account} />} />
          </Routes>
        </>
      ) : null}
    </div>
  )
}

function AccountCard({ account }: { account: TreeNode }) {
  const { t } = useTexts(AGENTS)
  const { me } = useOperator()
  const dateTime = useDateTime()
  const brand = me.brands.find((candidate) => candidate.id === account.merchantId)
  const facts: [string, string][] = [
    [t('account.memberId'), account.memberId],
    [t('account.brand'), brand ? `${brand.name} (${brand.code})` : `#${account.merchantId}`],
    [t('account.upline'), account.upline ?? t('platform')],
    [t('account.level'), account.level === 0 ? t('account.levelTop') : t('account.levelN', { level: account.level })],
    [t('account.direct'), formatCount(account.directDownlines)],
    [t('account.team'), formatCount(account.teamSize)],
    [t('account.registered'), dateTime(account.registeredAt)],
  ]
  return (
    <section className="card card-body">
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label} className="fact">
            <dt className="muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Downlines({ account }: { account: TreeNode }) {
  const { t } = useTexts(AGENTS)
  const dateTime = useDateTime()
  const navigate = useNavigate()
  const [pageNum, setPageNum] = useState(1)
  const [type, setType] = useState<'' | 'agent' | 'member'>('')
  const list = useQuery({
    queryKey: ['agent-tree', 'downlines', account.memberId, type, pageNum],
    queryFn: ({ signal }) =>
      call(agentsApi.downlines, {
        params: { memberId: account.memberId },
        query: { type: type || undefined, pageNum },
        signal,
      }),
  })
  const columns: ColumnDef<TreeNode>[] = [
    {
      id: 'username',
      accessorKey: 'username',
      header: t('col.username'),
      cell: (c) => <span className="strong">{c.row.original.username}</span>,
    },
    {
      id: 'type',
      accessorKey: 'isAgent',
      header: t('col.type'),
      cell: (c) => <TypeChip isAgent={c.row.original.isAgent} />,
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: t('col.status'),
      cell: (c) => <StatusBadge status={c.row.original.status} />,
    },
    {
      id: 'direct',
      accessorKey: 'directDownlines',
      header: t('col.direct'),
      meta: { align: 'end' },
      cell: (c) => formatCount(c.row.original.directDownlines),
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
      cell: (c) => dateTime(c.row.original.registeredAt, 'day'),
    },
  ]
  return (
    <DataTable
      label={t('downlines.label', { username: account.username })}
      columns={columns}
      page={list.data}
      loading={list.isPending}
      error={list.error}
      onPage={setPageNum}
      empty={t('downlines.empty')}
      rowKey={(row) => row.memberId}
      onRowClick={(row) => void navigate(`/agents/${row.memberId}`)}
      toolbar={
        <select
          className="select"
          aria-label={t('col.type')}
          value={type}
          onChange={(event) => {
            setType(event.target.value as typeof type)
            setPageNum(1)
          }}
        >
          <option value="">{t('downlines.all')}</option>
          <option value="agent">{t('type.agent')}</option>
          <option value="member">{t('type.member')}</option>
        </select>
      }
    />
  )
}
