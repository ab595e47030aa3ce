import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatMoney, useDateTime } from '../lib/format'
import { currentLanguage, useTexts } from '../lib/i18n'
import { PHASE_BADGE, promotionApi, type PromotionSummary, titleOf } from './promotions.api'
import { PROMOTIONS } from './promotions.texts'

/** Spent against budget as a bar, so a promotion near its end of money shows at a glance. */
export function BudgetBar({ promotion }: { promotion: Pick<PromotionSummary, 'spent' | 'budget' | 'currency'> }) {
  const { t } = useTexts(PROMOTIONS)
  const spent = Number(promotion.spent)
  const share = promotion.budget === null ? null : Math.min(1, spent / Math.max(Number(promotion.budget), 0.01))
  return (
    <span className="budget-cell">
      <span className="num">
        {formatMoney(promotion.spent)} / {promotion.budget === null ? t('noBudget') : formatMoney(promotion.budget)}
      </span>
      {share === null ? null : (
        <span
          className={share >= 0.9 ? 'budget-bar budget-bar-low' : 'budget-bar'}
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share * 100)}
          aria-label={t('col.budget')}
        >
          <span style={{ width: `${share * 100}%` }} />
        </span>
      )}
    </span>
  )
}

export function PromotionList({ merchantId }: { merchantId: number }) {
  const { t } = useTexts(PROMOTIONS)
  const formatTime = useDateTime()
  const language = currentLanguage()
  const [pageNum, setPageNum] = useState(1)
  const list = useQuery({
    queryKey: ['promotions', merchantId, pageNum],
    queryFn: ({ signal }) =>
      call(promotionApi.list, { params: { merchantId: String(merchantId) }, query: { pageNum, pageSize: 20 }, signal }),
  })
  const columns = useMemo<ColumnDef<PromotionSummary>[]>(
    () => [
      {
        id: 'name',
        header: t('col.name'),
        cell: ({ row }) => (
          <span className="cell-stack">
            <Link className="strong" to={`/promotions/${row.original.id}`}>
              {titleOf(row.original.titles, language)}
            </Link>
            <code className="muted">{row.original.code}</code>
          </span>
        ),
      },
      {
        id: 'kind',
        header: t('col.kind'),
        cell: ({ row }) => <span className="chip">{t(`kind.${row.original.kind}`)}</span>,
      },
      {
        id: 'state',
        header: t('col.state'),
        cell: ({ row }) => <span className={PHASE_BADGE[row.original.phase]}>{t(`phase.${row.original.phase}`)}</span>,
      },
      {
        id: 'dates',
        header: t('col.dates'),
        cell: ({ row }) => (
          <span className="cell-stack muted">
            <span>{t('from', { at: formatTime(row.original.startsAt) })}</span>
            <span>{row.original.endsAt ? t('until', { at: formatTime(row.original.endsAt) }) : t('open')}</span>
          </span>
        ),
      },
      {
        id: 'budget',
        header: `${t('col.budget')}`,
        cell: ({ row }) => <BudgetBar promotion={row.original} />,
      },
      { id: 'claims', header: t('col.claims'), meta: { align: 'end' }, cell: ({ row }) => row.original.claims },
      {
        id: 'requests',
        header: t('col.requests'),
        meta: { align: 'end' },
        cell: ({ row }) =>
          row.original.applying > 0 ? <span className="tab-badge">{row.original.applying}</span> : null,
      },
    ],
    [t, language, formatTime],
  )
  return (
    <DataTable
      label={t('table')}
      columns={columns}
      page={list.data}
      loading={list.isPending}
      error={list.error}
      onPage={setPageNum}
      rowKey={(row) => row.id}
      empty={t('empty')}
    />
  )
}
