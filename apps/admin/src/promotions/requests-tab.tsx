import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '../components/confirm-dialog'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatMoney, useDateTime } from '../lib/format'
import { currentLanguage, useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { promotionApi, type PromotionRequest, titleOf } from './promotions.api'
import { PROMOTIONS } from './promotions.texts'

/**
 * Members' requests waiting for an operator, oldest first, across the brand's promotions (or one).
 * Approving pays at once; a refusal (budget spent, claimed elsewhere) stays in the dialog and the
 * request stays waiting. Decisions need promotions.review.
 */
export function RequestsTab({ merchantId, promotionId }: { merchantId: number; promotionId?: string }) {
  const { t } = useTexts(PROMOTIONS)
  const { can } = useOperator()
  const queryClient = useQueryClient()
  const formatTime = useDateTime()
  const language = currentLanguage()
  const [pageNum, setPageNum] = useState(1)
  const [deciding, setDeciding] = useState<{ request: PromotionRequest; approve: boolean } | null>(null)
  const [reason, setReason] = useState('')
  const list = useQuery({
    queryKey: ['promotions', merchantId, 'requests', promotionId ?? '', pageNum],
    queryFn: ({ signal }) =>
      call(promotionApi.requests, {
        params: { merchantId: String(merchantId) },
        query: { pageNum, pageSize: 20, ...(promotionId ? { promotionId } : {}) },
        signal,
      }),
  })
  const review = can('promotions.review')
  const columns = useMemo<ColumnDef<PromotionRequest>[]>(
    () => [
      {
        id: 'member',
        header: t('requests.member'),
        cell: ({ row }) => <span className="strong">{row.original.username}</span>,
      },
      {
        id: 'promotion',
        header: t('requests.promotion'),
        cell: ({ row }) => (
          <Link to={`/promotions/${row.original.promotionId}`}>{titleOf(row.original.titles, language)}</Link>
        ),
      },
      {
        id: 'amount',
        header: t('requests.amount'),
        meta: { align: 'end' },
        cell: ({ row }) =>
          row.original.amount === null
            ? t('requests.nothing')
            : formatMoney(row.original.amount, row.original.currency),
      },
      { id: 'asked', header: t('requests.asked'), cell: ({ row }) => formatTime(row.original.createdAt) },
      ...(review
        ? [
            {
              id: 'actions',
              header: '',
              cell: ({ row }) => (
                <span className="row-buttons">
                  <button
                    type="button"
                    className="button button-primary button-small"
                    aria-label={`${t('requests.approve')} ${row.original.username}`}
                    onClick={() => setDeciding({ request: row.original, approve: true })}
                  >
                    {t('requests.approve')}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    aria-label={`${t('requests.reject')} ${row.original.username}`}
                    onClick={() => {
                      setReason('')
                      setDeciding({ request: row.original, approve: false })
                    }}
                  >
                    {t('requests.reject')}
                  </button>
                </span>
              ),
            } satisfies ColumnDef<PromotionRequest>,
          ]
        : []),
    ],
    [t, language, formatTime, review],
  )
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['promotions', merchantId] })
  const request = deciding?.request
  const params = request ? { merchantId: String(merchantId), requestId: request.id } : null
  return (
    <>
      <DataTable
        label={t('requests.table')}
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error}
        onPage={setPageNum}
        rowKey={(row) => row.id}
        empty={t('requests.empty')}
      />
      {request && params && deciding?.approve ? (
        <ConfirmDialog
          title={t('requests.approveTitle')}
          text={t('requests.approveText', {
            amount: request.amount === null ? '—' : formatMoney(request.amount, request.currency),
            member: request.username,
            name: titleOf(request.titles, language),
          })}
          confirmLabel={t('requests.approve')}
          action={() => call(promotionApi.approve, { params })}
          onClose={() => setDeciding(null)}
          onDone={refresh}
        />
      ) : null}
      {request && params && deciding && !deciding.approve ? (
        <ConfirmDialog
          title={t('requests.rejectTitle')}
          text={t('requests.rejectText', { member: request.username })}
          confirmLabel={t('requests.reject')}
          danger
          ready={reason.trim().length > 0}
          action={() => call(promotionApi.reject, { params, body: { reason: reason.trim() } })}
          onClose={() => setDeciding(null)}
          onDone={refresh}
        >
          <label className="field">
            <span className="field-label">{t('requests.reason')}</span>
            <input className="input" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
