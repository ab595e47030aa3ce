import type { ColumnDef } from '@tanstack/react-table'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { PageHeader } from '../components/common'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatCount } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { BrandCreateDialog } from './brand-create'
import { type BrandRow, brandsApi, siteAddress } from './brands.api'
import { BRANDS } from './brands.texts'
import './brands.css'

/** The brands in the operator's scope; a row opens the brand's settings. */
export function BrandList() {
  const { t } = useTexts(BRANDS)
  const { can } = useOperator()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: ['brands'], queryFn: () => call(brandsApi.list) })
  const [creating, setCreating] = useState(false)
  const columns = useMemo<ColumnDef<BrandRow>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: t('col.name'),
        cell: (info) => (
          <span className="brand-cell">
            <span className="strong">{info.row.original.name}</span>
            <span className="muted">{info.row.original.code}</span>
          </span>
        ),
      },
      { id: 'currency', accessorKey: 'currency', header: t('col.currency') },
      { id: 'timezone', accessorKey: 'timezone', header: t('col.timezone') },
      {
        id: 'languages',
        accessorFn: (row) => row.languages.join(', '),
        header: t('col.languages'),
        cell: (info) => (
          <span className="chips">
            {info.row.original.languages.map((language) => (
              <span
                key={language}
                className={language === info.row.original.defaultLanguage ? 'chip chip-owner' : 'chip'}
              >
                {language}
              </span>
            ))}
          </span>
        ),
      },
      {
        id: 'domain',
        accessorFn: (row) => row.primaryDomain ?? '',
        header: t('col.domain'),
        cell: (info) => {
          const domain = info.row.original.primaryDomain
          return domain ? (
            <a
              className="link-quiet"
              href={siteAddress(domain)}
              target="_blank"
              rel="noreferrer"
              onClick={(event) => event.stopPropagation()}
            >
              {domain}
            </a>
          ) : (
            <span className="muted">—</span>
          )
        },
      },
      {
        id: 'members',
        accessorKey: 'members',
        header: t('col.members'),
        meta: { align: 'end' },
        cell: (info) => <span className="num">{formatCount(info.row.original.members)}</span>,
      },
      {
        id: 'status',
        accessorFn: (row) => (row.maintenance ? 1 : 0),
        header: t('col.status'),
        cell: (info) =>
          info.row.original.maintenance ? (
            <span className="badge badge-pending">{t('status.maintenance')}</span>
          ) : (
            <span className="badge badge-ok">{t('status.live')}</span>
          ),
      },
    ],
    [t],
  )
  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          can('brands.create') ? (
            <button className="button button-primary" type="button" onClick={() => setCreating(true)}>
              {t('create')}
            </button>
          ) : null
        }
      />
      <DataTable
        label={t('table')}
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error}
        empty={t('empty')}
        rowKey={(row) => row.id}
        onRowClick={(row) => void navigate(`/brands/${row.id}`)}
      />
      {creating ? (
        <BrandCreateDialog
          brands={list.data ?? []}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            void queryClient.invalidateQueries({ queryKey: ['brands'] })
            // The operator's brand list (switcher, scopes) includes the new brand.
            void queryClient.invalidateQueries({ queryKey: ['me'] })
            void navigate(`/brands/${id}`)
          }}
        />
      ) : null}
    </div>
  )
}
