import { RISK_FLAG_STATUSES, RISK_RULES, RISK_SEVERITIES } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { type FormEvent, useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { riskApi, type RiskFlagRow, SEVERITY_BADGE, STATUS_BADGE } from './risk.api'
import { RISK } from './risk.texts'

/** "No filter" in the address; the status filter's default is open flags, the queue to work. */
const ANY = 'any'
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value)

/** The filters as the page's address holds them, so a filtered queue can be bookmarked or shared. */
function useRiskParams() {
  const [search, setSearch] = useSearchParams()
  const status = search.get('status') ?? 'open'
  const params = {
    status,
    severity: search.get('severity') ?? ANY,
    rule: search.get('rule') ?? ANY,
    memberId: search.get('memberId') ?? '',
    page: Math.max(1, Number(search.get('page')) || 1),
  }
  const query = {
    status: oneOf(RISK_FLAG_STATUSES, params.status),
    severity: oneOf(RISK_SEVERITIES, params.severity),
    rule: oneOf(RISK_RULES, params.rule),
    memberId: /^[1-9]\d{0,17}$/.test(params.memberId) ? params.memberId : undefined,
    pageNum: params.page,
    pageSize: 20,
  }
  const set = (patch: Record<string, string | number>) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous)
      for (const [key, value] of Object.entries(patch)) {
        if (value === '') next.delete(key)
        else next.set(key, String(value))
      }
      if (!('page' in patch)) next.delete('page')
      return next
    })
  return { params, query, set, clear: () => setSearch(new URLSearchParams()) }
}

/** The brand's flags, open ones first, with the filters of the queue in the address. */
export function RiskQueue({ merchantId }: { merchantId: number }) {
  const { t } = useTexts(RISK)
  const time = useDateTime()
  const { params, query, set, clear } = useRiskParams()
  const [member, setMember] = useState(params.memberId)
  const list = useQuery({
    queryKey: ['risk', merchantId, query],
    queryFn: ({ signal }) => call(riskApi.list, { params: { merchantId: String(merchantId) }, query, signal }),
  })
  const columns = useMemo<ColumnDef<RiskFlagRow>[]>(
    () => [
      {
        id: 'severity',
        header: t('col.severity'),
        cell: ({ row }) => (
          <span className={SEVERITY_BADGE[row.original.severity]}>{t(`severity.${row.original.severity}`)}</span>
        ),
      },
      {
        id: 'rule',
        header: t('col.rule'),
        cell: ({ row }) => (
          <Link className="strong" to={`/risk/${row.original.id}`}>
            {t(`rule.${row.original.rule}`)}
          </Link>
        ),
      },
      {
        id: 'member',
        header: t('col.member'),
        cell: ({ row }) => <Link to={`/members/${row.original.memberId}`}>{row.original.username}</Link>,
      },
      {
        id: 'summary',
        header: t('col.summary'),
        cell: ({ row }) => <span className="muted">{row.original.summary}</span>,
      },
      { id: 'raised', header: t('col.raised'), cell: ({ row }) => time(row.original.raisedAt) },
      {
        id: 'status',
        header: t('col.status'),
        cell: ({ row }) => (
          <span className={STATUS_BADGE[row.original.status]}>{t(`status.${row.original.status}`)}</span>
        ),
      },
    ],
    [t, time],
  )
  const select = (key: 'status' | 'severity' | 'rule', values: readonly string[], label: (v: string) => string) => (
    <select
      className="select"
      aria-label={t(`filters.${key}`)}
      value={params[key]}
      onChange={(event) => set({ [key]: event.target.value })}
    >
      <option value={ANY}>{`${t(`filters.${key}`)}: ${t('filters.any')}`}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </select>
  )
  const apply = (event: FormEvent) => {
    event.preventDefault()
    set({ memberId: member.trim() })
  }
  const toolbar = (
    <form className="filters risk-filters" aria-label={t('filters.label')} onSubmit={apply}>
      {select('status', RISK_FLAG_STATUSES, (v) => t(`status.${v}`))}
      {select('severity', RISK_SEVERITIES, (v) => t(`severity.${v}`))}
      {select('rule', RISK_RULES, (v) => t(`rule.${v}`))}
      <input
        className="input"
        inputMode="numeric"
        aria-label={t('filters.member')}
        placeholder={t('filters.member')}
        value={member}
        maxLength={18}
        onChange={(event) => setMember(event.target.value)}
      />
      <button className="button button-primary button-small" type="submit">
        {t('filters.apply')}
      </button>
      <button
        className="button button-secondary button-small"
        type="button"
        onClick={() => {
          setMember('')
          clear()
        }}
      >
        {t('filters.clear')}
      </button>
    </form>
  )
  return (
    <DataTable
      toolbar={toolbar}
      label={t('table')}
      columns={columns}
      page={list.data}
      loading={list.isPending}
      error={list.error}
      onPage={(page) => set({ page })}
      rowKey={(row) => row.id}
      empty={t('empty')}
    />
  )
}
