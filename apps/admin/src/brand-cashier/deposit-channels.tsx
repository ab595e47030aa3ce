import type { ColumnDef } from '@tanstack/react-table'
import { useMutation } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { ErrorAlert } from '../components/common'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatMoney } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { type BrandCashier, type Channel, cashierApi } from './brand-cashier.api'
import { BRAND_CASHIER } from './brand-cashier.texts'
import { ChannelDialog } from './channel-dialog'

/** The channel as a body for its own route: what the switch changes, the rest as it is. */
function asBody(channel: Channel, enabled: boolean) {
  const { code, type, displayName, minAmount, maxAmount, bankName, accountName, accountNumber, provider } = channel
  return { code, type, displayName, minAmount, maxAmount, enabled, bankName, accountName, accountNumber, provider }
}

/**
 * The brand's deposit channels in the order members see them: a switch shows or hides one, the
 * arrows move it, the dialog adds or edits one. `editable` is false without brands.cashier.
 */
export function DepositChannels({
  cashier,
  editable,
  onChanged,
}: {
  cashier: BrandCashier
  editable: boolean
  onChanged: () => void
}) {
  const { t } = useTexts(BRAND_CASHIER)
  const [dialog, setDialog] = useState<{ editing?: Channel } | null>(null)
  const params = { merchantId: String(cashier.merchantId) }
  const toggle = useMutation({
    mutationFn: (channel: Channel) =>
      call(cashierApi.updateChannel, {
        params: { ...params, channelId: String(channel.id) },
        body: asBody(channel, !channel.enabled),
      }),
    onSuccess: onChanged,
  })
  const move = useMutation({
    mutationFn: ({ index, by }: { index: number; by: -1 | 1 }) => {
      const ids = cashier.channels.map((channel) => channel.id)
      const [moved] = ids.splice(index, 1)
      if (moved !== undefined) ids.splice(index + by, 0, moved)
      return call(cashierApi.orderChannels, { params, body: { channelIds: ids } })
    },
    onSuccess: onChanged,
  })
  const busy = toggle.isPending || move.isPending
  const count = cashier.channels.length
  const columns = useMemo<ColumnDef<Channel>[]>(
    () => [
      {
        id: 'order',
        header: t('channels.col.order'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="order-cell">
            <span className="num muted">{row.index + 1}</span>
            {editable ? (
              <>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('channels.up', { name: row.original.displayName })}
                  disabled={busy || row.index === 0}
                  onClick={() => move.mutate({ index: row.index, by: -1 })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('channels.down', { name: row.original.displayName })}
                  disabled={busy || row.index === count - 1}
                  onClick={() => move.mutate({ index: row.index, by: 1 })}
                >
                  ↓
                </button>
              </>
            ) : null}
          </span>
        ),
      },
      {
        id: 'name',
        header: t('channels.col.name'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="cell-stack">
            <span className="strong">{row.original.displayName}</span>
            <code className="muted">{row.original.code}</code>
          </span>
        ),
      },
      {
        id: 'type',
        header: t('channels.col.type'),
        enableSorting: false,
        cell: ({ row }) => <span className="chip">{t(`channels.type.${row.original.type}`)}</span>,
      },
      {
        id: 'limits',
        header: t('channels.col.limits'),
        enableSorting: false,
        meta: { align: 'end' },
        cell: ({ row }) =>
          `${formatMoney(row.original.minAmount, cashier.currency)} – ${formatMoney(row.original.maxAmount, cashier.currency)}`,
      },
      {
        id: 'account',
        header: t('channels.col.account'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.type === 'bank_transfer' ? (
            <span className="cell-stack">
              <span>{row.original.bankName}</span>
              <span className="muted">
                {row.original.accountName} · <span className="num">{row.original.accountNumber}</span>
              </span>
            </span>
          ) : (
            <span className="muted">{t('channels.via', { provider: row.original.provider })}</span>
          ),
      },
      {
        id: 'deposits',
        header: t('channels.col.deposits'),
        enableSorting: false,
        meta: { align: 'end' },
        cell: ({ row }) => row.original.deposits,
      },
      {
        id: 'enabled',
        header: t('channels.col.enabled'),
        enableSorting: false,
        cell: ({ row }) => (
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={row.original.enabled}
              disabled={!editable || busy}
              aria-label={t('channels.toggle', { name: row.original.displayName })}
              onChange={() => toggle.mutate(row.original)}
            />
            <span className="switch-track" aria-hidden="true" />
          </label>
        ),
      },
      ...(editable
        ? [
            {
              id: 'actions',
              header: t('channels.col.actions'),
              enableSorting: false,
              cell: ({ row }) => (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  aria-label={t('channels.editLabel', { name: row.original.displayName })}
                  onClick={() => setDialog({ editing: row.original })}
                >
                  {t('channels.edit')}
                </button>
              ),
            } satisfies ColumnDef<Channel>,
          ]
        : []),
    ],
    [t, editable, busy, count, cashier.currency, move, toggle],
  )
  return (
    <section className="cashier-section">
      <header className="cashier-head">
        <div>
          <h2 className="section-title">{t('channels.title')}</h2>
          <p className="muted">{t('channels.hint')}</p>
        </div>
        {editable ? (
          <button type="button" className="button button-primary" onClick={() => setDialog({})}>
            {t('channels.add')}
          </button>
        ) : null}
      </header>
      <ErrorAlert error={toggle.error ?? move.error} />
      <DataTable
        label={t('channels.table')}
        columns={columns}
        page={cashier.channels}
        loading={false}
        rowKey={(channel) => channel.id}
        rowClassName={(channel) => (channel.enabled ? undefined : 'row-muted')}
        empty={t('channels.empty')}
      />
      {dialog ? (
        <ChannelDialog
          merchantId={cashier.merchantId}
          providers={cashier.providers}
          {...(dialog.editing ? { editing: dialog.editing } : {})}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null)
            onChanged()
          }}
        />
      ) : null}
    </section>
  )
}
