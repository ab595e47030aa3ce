import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { ErrorAlert } from '../components/common'
import { call } from '../lib/api'
import { formatCount, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { StatusBadge, TypeChip } from './agent-parts'
import { agentsApi, type TreeNode } from './agents.api'
import { AGENTS } from './agents.texts'

// A branch shows this many downlines; a bigger one is read on the agent's own page, which pages.
const BRANCH_SIZE = 50

/**
 * The brand's agent tree: its top-level agents, or the accounts whose username starts with what
 * was searched; any account with downlines opens in place, one level at a time, read when opened.
 */
export function AgentTree({ merchantId }: { merchantId: number }) {
  const { t } = useTexts(AGENTS)
  const [typed, setTyped] = useState('')
  const [prefix, setPrefix] = useState('')
  const roots = useQuery({
    queryKey: ['agent-tree', merchantId, prefix],
    queryFn: ({ signal }) =>
      call(agentsApi.search, {
        query: { merchantId, username: prefix || undefined, pageSize: BRANCH_SIZE },
        signal,
      }),
  })
  const searching = prefix !== ''
  const nodes = roots.data?.content ?? []
  return (
    <section className="card">
      <form
        className="toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          setPrefix(typed.trim())
        }}
      >
        <input
          className="input input-search"
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={typed}
          maxLength={64}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button className="button button-primary button-small" type="submit">
          {t('search.go')}
        </button>
        {searching ? (
          <button
            className="button button-secondary button-small"
            type="button"
            onClick={() => {
              setTyped('')
              setPrefix('')
            }}
          >
            {t('search.clear')}
          </button>
        ) : null}
        <span className="muted toolbar-count">
          {searching ? t('search.results', { prefix }) : t('search.top')}
          {roots.data ? ` · ${formatCount(roots.data.totalElements)}` : ''}
        </span>
      </form>
      <ErrorAlert error={roots.error} />
      <div className="table-wrap">
        <table className="table agent-tree" aria-label={t('tree.label')} aria-busy={roots.isPending}>
          <thead>
            <tr>
              <th>{t('col.username')}</th>
              <th>{t('col.type')}</th>
              <th>{t('col.status')}</th>
              {searching ? <th>{t('col.upline')}</th> : null}
              <th className="th-end">{t('col.direct')}</th>
              <th className="th-end">{t('col.team')}</th>
              <th>{t('col.registered')}</th>
            </tr>
          </thead>
          <tbody>
            {nodes.map((node) => (
              <TreeRows key={node.memberId} node={node} depth={0} withUpline={searching} />
            ))}
            {nodes.length === 0 ? (
              <tr>
                <td className="td-empty" colSpan={searching ? 7 : 6}>
                  {roots.isPending ? t('tree.loading') : searching ? t('search.empty') : t('search.noAgents')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** One account's row and, once opened, its downlines' rows beneath it. */
function TreeRows({ node, depth, withUpline }: { node: TreeNode; depth: number; withUpline: boolean }) {
  const { t } = useTexts(AGENTS)
  const dateTime = useDateTime()
  const [open, setOpen] = useState(false)
  const branch = useQuery({
    queryKey: ['agent-tree', 'downlines', node.memberId],
    queryFn: ({ signal }) =>
      call(agentsApi.downlines, { params: { memberId: node.memberId }, query: { pageSize: BRANCH_SIZE }, signal }),
    enabled: open,
  })
  const children = branch.data?.content ?? []
  const hidden = (branch.data?.totalElements ?? 0) - children.length
  const columns = withUpline ? 7 : 6
  return (
    <>
      <tr className={node.status === 'frozen' ? 'row-muted' : undefined}>
        <td>
          <span className="tree-cell" style={{ paddingLeft: `${depth * 20}px` }}>
            {node.directDownlines > 0 ? (
              <button
                type="button"
                className="tree-toggle"
                aria-expanded={open}
                aria-label={t(open ? 'tree.collapse' : 'tree.expand', { username: node.username })}
                onClick={() => setOpen(!open)}
              >
                {open ? '▾' : '▸'}
              </button>
            ) : (
              <span className="tree-toggle" aria-hidden="true" />
            )}
            <Link className="strong" to={`/agents/${node.memberId}`}>
              {node.username}
            </Link>
          </span>
        </td>
        <td>
          <TypeChip isAgent={node.isAgent} />
        </td>
        <td>
          <StatusBadge status={node.status} />
        </td>
        {withUpline ? <td>{node.upline ?? <span className="muted">{t('platform')}</span>}</td> : null}
        <td className="td-end num">{formatCount(node.directDownlines)}</td>
        <td className="td-end num">{formatCount(node.teamSize)}</td>
        <td className="num">{dateTime(node.registeredAt, 'day')}</td>
      </tr>
      {open && branch.isPending ? (
        <tr>
          <td className="muted" colSpan={columns} style={{ paddingLeft: `${(depth + 1) * 20 + 40}px` }}>
            {t('tree.loading')}
          </td>
        </tr>
      ) : null}
      {open && branch.error ? (
        <tr>
          <td colSpan={columns}>
            <ErrorAlert error={branch.error} />
          </td>
        </tr>
      ) : null}
      {open
        ? children.map((child) => (
            <TreeRows key={child.memberId} node={child} depth={depth + 1} withUpline={withUpline} />
          ))
        : null}
      {open && hidden > 0 ? (
        <tr>
          <td colSpan={columns} style={{ paddingLeft: `${(depth + 1) * 20 + 40}px` }}>
            <Link to={`/agents/${node.memberId}/downlines`}>
              {t('tree.more', { count: hidden, username: node.username })}
            </Link>
          </td>
        </tr>
      ) : null}
    </>
  )
}
