import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { PageHeader } from '../components/common'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { kycApi, kycKey, type QueueItem } from './kyc.api'
import { KYC } from './kyc.texts'
import { KycReview } from './kyc-review'
import './kyc.css'

/**
 * The Identity checks section (decision 057): the members whose documents wait, oldest first,
 * for the brand chosen in the shell (or every brand in scope), and the review of the one opened.
 */
export function KycPage() {
  const { t } = useTexts(KYC)
  const { me, brandId } = useOperator()
  const dateTime = useDateTime()
  const [pageNum, setPageNum] = useState(1)
  const [open, setOpen] = useState<string | null>(null)
  const queue = useQuery({
    queryKey: kycKey('queue', brandId, pageNum),
    queryFn: ({ signal }) =>
      call(kycApi.queue, {
        query: { pageNum, pageSize: 20, ...(brandId === null ? {} : { merchantId: brandId }) },
        signal,
      }),
  })
  const brandName = useMemo(() => new Map(me.brands.map((b) => [b.id, b.name])), [me.brands])
  const columns = useMemo<ColumnDef<QueueItem>[]>(
    () => [
      {
        id: 'member',
        header: t('member'),
        cell: ({ row }) => (
          <span className="cell-stack">
            <span className="strong">{row.original.username}</span>
            <span className="muted">#{row.original.memberId}</span>
          </span>
        ),
      },
      {
        id: 'brand',
        header: t('brand'),
        cell: ({ row }) => brandName.get(row.original.merchantId) ?? row.original.merchantId,
      },
      { id: 'submitted', header: t('submitted'), cell: ({ row }) => dateTime(row.original.submittedAt) },
    ],
    [t, dateTime, brandName],
  )
  return (
    <div className="kyc-section">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="kyc-layout">
        <DataTable
          label={t('queue')}
          columns={columns}
          page={queue.data}
          loading={queue.isPending}
          error={queue.error}
          onPage={setPageNum}
          rowKey={(row) => row.memberId}
          rowClassName={(row) => (row.memberId === open ? 'kyc-queue-row kyc-queue-row-open' : 'kyc-queue-row')}
          onRowClick={(row) => setOpen(row.memberId)}
          empty={t('empty')}
        />
        {open ? <KycReview key={open} memberId={open} /> : <p className="card muted kyc-empty">{t('choose')}</p>}
      </div>
    </div>
  )
}
