import { REDEMPTION_STATUSES, type RedemptionStatus } from '@sea/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { ConfirmDialog } from '../components/confirm-dialog'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatCount, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { StateFilter } from './loyalty-fields'
import { loyaltyApi, loyaltyKey, type Redemption } from './loyalty.api'
import { LOYALTY } from './loyalty.texts'
import { REDEMPTIONS } from './redemptions.texts'

const STATUS_BADGE: Record<RedemptionStatus, string> = {
  in_process: 'badge badge-pending',
  approved: 'badge badge-ok',
  rejected: 'badge badge-disabled',
}

function Address({ address }: { address: Redemption['address'] }) {
  if (!address) return <span className="muted">—</span>
  return (
    <span className="cell-stack">
      <span>
        {address.name} · {address.phone}
      </span>
      <span className="muted">
        {[address.line1, address.line2, `${address.city} ${address.postcode}`].filter(Boolean).join(', ')}
      </span>
    </span>
  )
}

/**
 * Redemptions, in process first (the server's order). Goods are sent or refused by hand
 * (loyalty.fulfil): Approve with an optional tracking number, Reject with a reason, which gives
 * the points back. Other kinds pay themselves; one stuck in process may only be rejected.
 */
export function RedemptionsTab({ merchantId }: { merchantId: number }) {
  const { t } = useTexts(REDEMPTIONS)
  const shared = useTexts(LOYALTY).t
  const { can } = useOperator()
  const queryClient = useQueryClient()
  const formatTime = useDateTime()
  const [pageNum, setPageNum] = useState(1)
  const [status, setStatus] = useState<RedemptionStatus | ''>('')
  const [deciding, setDeciding] = useState<{ redemption: Redemption; approve: boolean } | null>(null)
  const [note, setNote] = useState('')
  const fulfil = can('loyalty.fulfil')
  const list = useQuery({
    queryKey: loyaltyKey(merchantId, 'redemptions', status, pageNum),
    queryFn: ({ signal }) =>
      call(loyaltyApi.redemptions, {
        params: { merchantId: String(merchantId) },
        query: { pageNum, pageSize: 20, ...(status ? { status } : {}) },
        signal,
      }),
  })
  const columns = useMemo<ColumnDef<Redemption>[]>(
    () => [
      {
        id: 'member',
        header: t('redemption.member'),
        cell: ({ row }) => (
          <span className="cell-stack">
            <span className="strong">{row.original.account}</span>
            <span className="muted">#{row.original.memberId}</span>
          </span>
        ),
      },
      {
        id: 'item',
        header: t('redemption.item'),
        cell: ({ row }) => (
          <span className="cell-stack">
            <span>{row.original.title}</span>
            <span className="muted">{shared(`itemKind.${row.original.kind}`)}</span>
          </span>
        ),
      },
      {
        id: 'quantity',
        header: t('redemption.quantity'),
        meta: { align: 'end' },
        cell: ({ row }) => row.original.quantity,
      },
      {
        id: 'points',
        header: t('redemption.points'),
        meta: { align: 'end' },
        cell: ({ row }) => formatCount(row.original.points),
      },
      { id: 'address', header: t('redemption.address'), cell: ({ row }) => <Address address={row.original.address} /> },
      {
        id: 'status',
        header: t('redemption.status'),
        cell: ({ row }) => (
          <span className="cell-stack">
            <span className={STATUS_BADGE[row.original.status]}>{t(`status.${row.original.status}`)}</span>
            {row.original.tracking ? <span className="muted">{row.original.tracking}</span> : null}
            {row.original.rejectReason ? <span className="muted">{row.original.rejectReason}</span> : null}
          </span>
        ),
      },
      { id: 'created', header: t('redemption.created'), cell: ({ row }) => formatTime(row.original.createdAt) },
      ...(fulfil
        ? [
            {
              id: 'actions',
              header: '',
              cell: ({ row }) =>
                row.original.status === 'in_process' ? (
                  <span className="row-buttons">
                    {row.original.kind === 'goods' ? (
                      <button
                        type="button"
                        className="button button-primary button-small"
                        aria-label={`${t('redemption.approve')} ${row.original.account}`}
                        onClick={() => {
                          setNote('')
                          setDeciding({ redemption: row.original, approve: true })
                        }}
                      >
                        {t('redemption.approve')}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      aria-label={`${t('redemption.reject')} ${row.original.account}`}
                      onClick={() => {
                        setNote('')
                        setDeciding({ redemption: row.original, approve: false })
                      }}
                    >
                      {t('redemption.reject')}
                    </button>
                  </span>
                ) : null,
            } satisfies ColumnDef<Redemption>,
          ]
        : []),
    ],
    [t, shared, formatTime, fulfil],
  )
  const refresh = () => void queryClient.invalidateQueries({ queryKey: loyaltyKey(merchantId, 'redemptions') })
  const redemption = deciding?.redemption
  const params = redemption ? { merchantId: String(merchantId), redemptionId: redemption.id } : null
  const names = redemption ? { member: redemption.account, item: redemption.title, quantity: redemption.quantity } : {}
  return (
    <>
      <DataTable
        label={t('redemption.table')}
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error}
        onPage={setPageNum}
        rowKey={(row) => row.id}
        empty={t('redemption.empty')}
        toolbar={
          <StateFilter
            label={t('redemption.status')}
            every={t('allStatuses')}
            value={status}
            options={REDEMPTION_STATUSES}
            labelOf={(option) => t(`status.${option}`)}
            onChange={(value) => {
              setStatus(value)
              setPageNum(1)
            }}
          />
        }
      />
      {params && deciding?.approve ? (
        <ConfirmDialog
          title={t('redemption.approveTitle')}
          text={t('redemption.approveText', names)}
          confirmLabel={t('redemption.approve')}
          action={() =>
            call(loyaltyApi.approveRedemption, { params, body: note.trim() ? { tracking: note.trim() } : {} })
          }
          onClose={() => setDeciding(null)}
          onDone={refresh}
        >
          <label className="field">
            <span className="field-label">{t('redemption.tracking')}</span>
            <input className="input" maxLength={80} value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
        </ConfirmDialog>
      ) : null}
      {params && deciding && !deciding.approve ? (
        <ConfirmDialog
          title={t('redemption.rejectTitle')}
          text={t('redemption.rejectText', names)}
          confirmLabel={t('redemption.reject')}
          danger
          ready={note.trim().length > 0}
          action={() => call(loyaltyApi.rejectRedemption, { params, body: { reason: note.trim() } })}
          onClose={() => setDeciding(null)}
          onDone={refresh}
        >
          <label className="field">
            <span className="field-label">{t('redemption.reason')}</span>
            <input className="input" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
