import type { ContractKind } from '@sea/contract'
import { isAgentType } from '@sea/rules'
import { Fragment, useState, type FormEvent } from 'react'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, Pagination, QueryView } from '../../../components/ui/states'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { PAGE_SIZE, useContractFlags, useMembers, type MembersQuery, type TeamMember } from '../api'
import { CONTRACTS } from '../contracts/contract-texts'
import { CONTRACT_PAGES, PAGE_OF_KIND } from '../contracts/kinds'
import { formatCount } from '../figures'
import { TEAM } from '../team-texts'
import { Badge, Money } from './parts'
import { TransferForm } from './transfer-form'
import './agent.css'
import '../../../components/ui/chip.css'

const CONTRACT_TONE = { offered: 'warn', active: 'good', rejected: 'bad', terminated: 'muted' } as const
type Open = { username: string; what: 'transfer' | 'offer' } | null

/**
 * teamManagement: downlines (direct or the whole team) with search, type and level filters, their
 * balance, last login, level and contracts; a transfer to any of them, a contract offer to a
 * direct downline agent, and drilling down into a downline agent's own team.
 */
export default function TeamManagement() {
  const { t } = useTexts(TEAM)
  const [trail, setTrail] = useState<string[]>([])
  const [draft, setDraft] = useState('')
  const [filters, setFilters] = useState<MembersQuery>({ scope: 'direct', pageNum: 1, pageSize: PAGE_SIZE })
  const under = trail[trail.length - 1]
  const query = useMembers({ ...filters, under })
  const [open, setOpen] = useState<Open>(null)
  const set = (change: Partial<MembersQuery>) =>
    setFilters((value) => ({ ...value, ...change, pageNum: change.pageNum ?? 1 }))
  const search = (event: FormEvent) => {
    event.preventDefault()
    set({ search: draft.trim() || undefined })
  }
  const goTo = (next: string[]) => {
    setTrail(next)
    setOpen(null)
    set({})
  }

  return (
    <div className="centre-panel ag">
      <div className="ag-filters">
        <div className="ag-filters__row">
          <form className="ag-search" onSubmit={search} role="search">
            <Icon name="search" size={16} />
            <input
              className="panel-input"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('members.search')}
              aria-label={t('members.search')}
              maxLength={64}
            />
          </form>
          <div className="panel-chips" role="group">
            {(['direct', 'all'] as const).map((scope) => (
              <button
                key={scope}
                type="button"
                className="filter-chip"
                aria-pressed={filters.scope === scope}
                onClick={() => set({ scope, level: undefined })}
              >
                {t(`members.${scope}`)}
              </button>
            ))}
          </div>
          <select
            className="panel-select"
            value={filters.type ?? ''}
            onChange={(event) => set({ type: (event.target.value || undefined) as MembersQuery['type'] })}
            aria-label={t('members.anyType')}
          >
            <option value="">{t('members.anyType')}</option>
            <option value="member">{t('members.member')}</option>
            <option value="agent">{t('members.agent')}</option>
          </select>
          {filters.scope === 'all' ? (
            <select
              className="panel-select"
              value={filters.level ?? ''}
              onChange={(event) => set({ level: event.target.value ? Number(event.target.value) : undefined })}
              aria-label={t('members.level')}
            >
              <option value="">{t('members.level')}</option>
              {[1, 2, 3, 4, 5].map((level) => (
                <option key={level} value={level}>
                  {t('members.levelN', { level })}
                </option>
              ))}
            </select>
          ) : null}
        </div>
        {trail.length > 0 ? (
          <nav className="ag-crumbs" aria-label={t('members.myTeam')}>
            <button type="button" className="ag-mini" onClick={() => goTo([])}>
              <Icon name="chevronLeft" size={14} />
              {t('members.myTeam')}
            </button>
            {trail.map((name, index) => (
              <Fragment key={name}>
                <Icon name="chevronRight" size={14} />
                {index === trail.length - 1 ? (
                  <span>{t('members.teamOf', { username: name })}</span>
                ) : (
                  <button type="button" className="ag-mini" onClick={() => goTo(trail.slice(0, index + 1))}>
                    {name}
                  </button>
                )}
              </Fragment>
            ))}
          </nav>
        ) : null}
      </div>
      <QueryView query={query} rows={5}>
        {(data) =>
          data.content.length === 0 ? (
            <EmptyState icon="user" title={t('members.empty')} />
          ) : (
            <>
              <p className="centre-panel__meta">{t('members.total', { count: data.totalElements })}</p>
              <MembersTable
                members={data.content}
                direct={trail.length === 0}
                open={open}
                onOpen={setOpen}
                onDrill={(name) => goTo([...trail, name])}
              />
              <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={(pageNum) => set({ pageNum })} />
            </>
          )
        }
      </QueryView>
    </div>
  )
}

function MembersTable({
  members,
  direct,
  open,
  onOpen,
  onDrill,
}: {
  members: readonly TeamMember[]
  direct: boolean
  open: Open
  onOpen: (open: Open) => void
  onDrill: (username: string) => void
}) {
  const { t } = useTexts(TEAM)
  const contracts = useTexts(CONTRACTS).t
  const dateTime = useDateTime()
  const flags = useContractFlags().data
  const offerable = (Object.values(CONTRACT_PAGES) as { flag: keyof NonNullable<typeof flags>; kind: ContractKind }[])
    .filter((gate) => flags?.[gate.flag])
    .map((gate) => gate.kind)
  const toggle = (username: string, what: 'transfer' | 'offer') =>
    onOpen(open?.username === username && open.what === what ? null : { username, what })
  return (
    <table className="ag-table">
      <thead>
        <tr>
          <th scope="col">{t('members.account')}</th>
          <th scope="col" className="num">
            {t('members.balance')}
          </th>
          <th scope="col">{t('members.lastLogin')}</th>
          <th scope="col">{t('members.contracts')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('members.transfer')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const agent = isAgentType(member.isAgent)
          const canOffer = agent && direct && member.level === 1 && offerable.length > 0
          return (
            <Fragment key={member.username}>
              <tr>
                <td className="lead">
                  <span className="ag-who">
                    <span className="ag-who__name">
                      {member.username}
                      <Badge tone={agent ? 'info' : 'muted'}>
                        {t(agent ? 'members.oneAgent' : 'members.oneMember')}
                      </Badge>
                      <Badge tone="muted">{t('members.levelN', { level: member.level })}</Badge>
                      {member.status === 'frozen' ? <Badge tone="bad">{t('members.frozen')}</Badge> : null}
                    </span>
                    <span className="ag-who__sub">
                      {member.nickname ? `${member.nickname} · ` : ''}
                      {dateTime(member.registeredAt, 'day')}
                      {member.teamSize > 0 ? (
                        <>
                          {' · '}
                          <button type="button" className="link-button" onClick={() => onDrill(member.username)}>
                            {t('members.viewTeam', { count: formatCount(member.teamSize) })}
                          </button>
                        </>
                      ) : null}
                    </span>
                  </span>
                </td>
                <td className="num" data-label={t('members.balance')}>
                  <Money value={member.balance} />
                </td>
                <td className="muted" data-label={t('members.lastLogin')}>
                  {member.lastLoginAt ? dateTime(member.lastLoginAt) : t('members.never')}
                </td>
                <td data-label={t('members.contracts')}>
                  <span className="ag-badges">
                    {member.contracts.length === 0 ? (
                      <span className="ag-who__sub">{t('members.noContract')}</span>
                    ) : null}
                    {member.contracts.map((contract) => (
                      <Badge key={contract.kind} tone={CONTRACT_TONE[contract.status]}>
                        {contracts(`kinds.${contract.kind}`)} {contract.maxRate}% ·{' '}
                        {contracts(`status.${contract.status}`)}
                      </Badge>
                    ))}
                  </span>
                </td>
                <td className="wide">
                  <span className="ag-actions">
                    <button
                      type="button"
                      className="ag-mini"
                      aria-expanded={open?.username === member.username && open.what === 'transfer'}
                      onClick={() => toggle(member.username, 'transfer')}
                    >
                      <Icon name="transfer" size={14} />
                      {t('members.transfer')}
                    </button>
                    <button
                      type="button"
                      className="ag-mini ag-mini--icon"
                      onClick={() =>
                        openModal('agentCentre', { page: 'downlineTransactions', username: member.username })
                      }
                      aria-label={t('members.movements')}
                      title={t('members.movements')}
                    >
                      <Icon name="coins" size={14} />
                    </button>
                    {canOffer ? (
                      <button
                        type="button"
                        className="ag-mini ag-mini--accent"
                        aria-expanded={open?.username === member.username && open.what === 'offer'}
                        onClick={() => toggle(member.username, 'offer')}
                      >
                        <Icon name="send" size={14} />
                        {t('members.offer')}
                      </button>
                    ) : null}
                  </span>
                </td>
              </tr>
              {open?.username === member.username ? (
                <tr>
                  <td colSpan={5} className="wide">
                    {open.what === 'transfer' ? (
                      <TransferForm username={member.username} onClose={() => onOpen(null)} />
                    ) : (
                      <div className="panel-chips">
                        {offerable.map((kind) => (
                          <button
                            key={kind}
                            type="button"
                            className="filter-chip"
                            onClick={() =>
                              openModal('agentCentre', { page: PAGE_OF_KIND[kind], username: member.username })
                            }
                          >
                            {contracts(`kinds.${kind}`)}
                          </button>
                        ))}
                      </div>
                    )}
                  </td>
                </tr>
              ) : null}
            </Fragment>
          )
        })}
      </tbody>
    </table>
  )
}
