import { MEMBER_SEARCH_KEYS, operatorMemberRoutes } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { type FormEvent, useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Value } from 'typebox/value'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatMoney, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { type MemberRow, membersApi } from './members.api'
import { MEMBERS } from './members.texts'
import { LabelChips, StatusBadge } from './member-bits'
import { PageHeader } from '../components/common'

type SearchKey = (typeof MEMBER_SEARCH_KEYS)[number]
const isSearchKey = (value: string | null): value is SearchKey =>
  (MEMBER_SEARCH_KEYS as readonly (string | null)[]).includes(value)
const SORTS = ['registered', 'lastLogin'] as const
type Sort = (typeof SORTS)[number]

/**
 * The search: one criterion, as the route takes it. The criterion, sort and page live in the
 * address, so that "back" from a member returns to the same results.
 */
export function MemberSearch() {
  const { t } = useTexts(MEMBERS)
  const { brandId, can, me } = useOperator()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const by: SearchKey = isSearchKey(params.get('by')) ? (params.get('by') as SearchKey) : 'username'
  const text = params.get('q') ?? ''
  const sort: Sort = params.get('sort') === 'lastLogin' ? 'lastLogin' : 'registered'
  const pageNum = Math.max(1, Number(params.get('page')) || 1)
  const query = { [by]: text, merchantId: brandId ?? undefined, sort, pageNum }
  const results = useQuery({
    queryKey: ['members', 'search', query],
    queryFn: ({ signal }) => call(membersApi.search, { query, signal }),
    enabled: text !== '',
  })
  const ids = results.data?.content.map((row) => row.id) ?? []
  const balances = useQuery({
    queryKey: ['members', 'balances', ids],
    queryFn: ({ signal }) => call(membersApi.snapshot, { query: { memberIds: ids.join(',') }, signal }),
    enabled: ids.length > 0 && can('money.read'),
  })
  const balanceOf = useMemo(
    () => new Map(balances.data?.wallets.map((wallet) => [wallet.memberId, wallet]) ?? []),
    [balances.data],
  )
  const columns = useColumns(balanceOf, can('money.read'), me.brands)

  const change = (next: Record<string, string>) => setParams({ by, q: text, sort, ...next })

  return (
    <div className="page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {/* Keyed by the address: "Members" in the menu, or back, resets what the bar shows. */}
      <SearchBar
        key={`${by}:${text}`}
        by={by}
        text={text}
        onSearch={(criterion, value) => setParams({ by: criterion, q: value, sort })}
      />
      {text === '' ? (
        <div className="empty-state">
          <p>{t('search.start')}</p>
        </div>
      ) : (
        <DataTable
          label={t('search.results')}
          columns={columns}
          page={results.data}
          loading={results.isFetching}
          error={results.error}
          empty={t('search.none')}
          rowKey={(row) => row.id}
          rowClassName={(row) => (row.status === 'frozen' ? 'row-muted' : undefined)}
          onRowClick={(row) => void navigate(row.id)}
          onPage={(page) => change({ page: String(page) })}
          toolbar={
            <label className="member-sort">
              <span className="muted">{t('search.sort')}</span>
              <select
                className="select"
                value={sort}
                onChange={(event) => change({ sort: event.target.value, page: '1' })}
              >
                {SORTS.map((option) => (
                  <option key={option} value={option}>
                    {t(`search.sorts.${option}`)}
                  </option>
                ))}
              </select>
            </label>
          }
        />
      )}
    </div>
  )
}

/** The criterion and its text; checked against the route's own schema before any call. */
function SearchBar({
  by,
  text,
  onSearch,
}: {
  by: SearchKey
  text: string
  onSearch: (by: SearchKey, text: string) => void
}) {
  const { t } = useTexts(MEMBERS)
  const [draft, setDraft] = useState({ by, text })
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = draft.text.trim()
    const ok = Value.Check(operatorMemberRoutes.search.schema.querystring, { [draft.by]: value })
    setInvalid(!ok)
    if (!ok || value === '') return
    onSearch(draft.by, value)
  }
  return (
    <form className="member-search card" role="search" noValidate onSubmit={submit}>
      <select
        className="select"
        aria-label={t('search.by')}
        value={draft.by}
        onChange={(event) => setDraft({ ...draft, by: event.target.value as SearchKey })}
      >
        {MEMBER_SEARCH_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`search.keys.${key}`)}
          </option>
        ))}
      </select>
      <input
        className="input member-search-text"
        type="search"
        aria-label={t('search.text')}
        aria-invalid={invalid ? true : undefined}
        placeholder={t(`search.hints.${draft.by}`)}
        value={draft.text}
        onChange={(event) => setDraft({ ...draft, text: event.target.value })}
      />
      <button className="button button-primary" type="submit">
        {t('search.go')}
      </button>
      {invalid ? <span className="field-error">{t(`search.invalid.${draft.by}`)}</span> : null}
    </form>
  )
}

type Balance = { currency: string; balance: string }

function useColumns(
  balanceOf: Map<string, Balance>,
  showBalance: boolean,
  brands: { id: number; name: string }[],
): ColumnDef<MemberRow>[] {
  const { t } = useTexts(MEMBERS)
  const when = useDateTime()
  return useMemo(() => {
    const brandName = new Map(brands.map((brand) => [brand.id, brand.name]))
    const columns: ColumnDef<MemberRow>[] = [
      {
        id: 'username',
        accessorKey: 'username',
        header: t('col.username'),
        cell: ({ row }) => <span className="strong">{row.original.username}</span>,
      },
      {
        id: 'brand',
        accessorFn: (row) => brandName.get(row.merchantId) ?? row.brand,
        header: t('col.brand'),
        cell: (info) => <span className="cell-clip">{info.getValue<string>()}</span>,
      },
      {
        id: 'status',
        accessorKey: 'status',
        header: t('col.status'),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'labels',
        accessorFn: (row) => row.labels.join(','),
        header: t('col.labels'),
        enableSorting: false,
        cell: ({ row }) => <LabelChips labels={row.original.labels} />,
      },
      { id: 'mobile', accessorFn: (row) => row.mobile ?? '', header: t('col.mobile') },
      { id: 'email', accessorFn: (row) => row.email ?? '', header: t('col.email') },
    ]
    if (showBalance)
      columns.push({
        id: 'balance',
        accessorFn: (row) => balanceOf.get(row.id)?.balance ?? '',
        header: t('col.balance'),
        enableSorting: false,
        meta: { align: 'end' },
        cell: ({ row }) => {
          const wallet = balanceOf.get(row.original.id)
          return wallet ? formatMoney(wallet.balance, wallet.currency) : <span className="muted">—</span>
        },
      })
    columns.push(
      {
        id: 'registered',
        accessorKey: 'registeredAt',
        header: t('col.registered'),
        cell: ({ row }) => <span className="num">{when(row.original.registeredAt)}</span>,
      },
      {
        id: 'lastLogin',
        accessorFn: (row) => row.lastLoginAt ?? '',
        header: t('col.lastLogin'),
        cell: ({ row }) =>
          row.original.lastLoginAt ? (
            <span className="num" title={row.original.lastLoginIp ?? undefined}>
              {when(row.original.lastLoginAt)}
            </span>
          ) : (
            <span className="muted">{t('never')}</span>
          ),
      },
    )
    return columns
  }, [t, when, balanceOf, showBalance, brands])
}
