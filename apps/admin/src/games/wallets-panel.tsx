import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { VENDOR_ENDPOINT_PATTERN } from '@sea/contract'
import { useState } from 'react'
import { CopyButton, Dialog, ErrorAlert } from '../components/common'
import { ConfirmDialog } from '../components/confirm-dialog'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { gamesApi, type VendorWallet } from './games.api'
import { GAMES } from './games.texts'

type Open =
  | { kind: 'endpoint'; vendor: VendorWallet }
  | { kind: 'rotate'; vendor: VendorWallet }
  | { kind: 'secret'; vendor: VendorWallet; secret: string }
  | null

const ENDPOINT = new RegExp(VENDOR_ENDPOINT_PATTERN)

/** The vendors' wallet settings: a transfer vendor's endpoint, and every vendor's HMAC secret. */
export function WalletsPanel() {
  const { t } = useTexts(GAMES)
  const dateTime = useDateTime()
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: ['games', 'wallets'], queryFn: () => call(gamesApi.wallets) })
  const [open, setOpen] = useState<Open>(null)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['games', 'wallets'] })
  const columns: ColumnDef<VendorWallet>[] = [
    {
      id: 'vendor',
      accessorKey: 'displayName',
      header: t('wallets.col.vendor'),
      cell: ({ row }) => (
        <span className="games-vendor-name">
          <strong>{row.original.displayName}</strong>
          <span className="games-muted">{row.original.vendorCode}</span>
        </span>
      ),
    },
    { id: 'mode', header: t('wallets.col.mode'), cell: ({ row }) => t(`wallets.${row.original.walletMode}`) },
    {
      id: 'endpoint',
      header: t('wallets.col.endpoint'),
      cell: ({ row }) => (row.original.apiBaseUrl ? <code>{row.original.apiBaseUrl}</code> : t('wallets.none')),
    },
    {
      id: 'secret',
      header: t('wallets.col.secret'),
      cell: ({ row }) =>
        row.original.secretRotatedAt ? (
          <span className="badge badge-ok">{t('wallets.rotated', { at: dateTime(row.original.secretRotatedAt) })}</span>
        ) : (
          <span className="games-muted">{t('wallets.derived')}</span>
        ),
    },
    {
      id: 'actions',
      header: t('wallets.col.actions'),
      cell: ({ row }) => (
        <span className="games-actions">
          {row.original.walletMode === 'transfer' ? (
            <button
              className="button button-secondary button-small"
              type="button"
              onClick={() => setOpen({ kind: 'endpoint', vendor: row.original })}
            >
              {t('wallets.editEndpoint')}
            </button>
          ) : null}
          <button
            className="button button-secondary button-small"
            type="button"
            onClick={() => setOpen({ kind: 'rotate', vendor: row.original })}
          >
            {t('wallets.rotate')}
          </button>
        </span>
      ),
    },
  ]
  return (
    <>
      <DataTable
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error}
        rowKey={(vendor) => vendor.vendorCode}
        label={t('wallets.label')}
      />
      {open?.kind === 'endpoint' ? (
        <EndpointDialog vendor={open.vendor} onClose={() => setOpen(null)} onSaved={refresh} />
      ) : null}
      {open?.kind === 'rotate' ? (
        <ConfirmDialog
          title={t('wallets.rotateTitle', { name: open.vendor.displayName })}
          text={t('wallets.rotateText')}
          danger
          confirmLabel={t('wallets.rotate')}
          action={async () => {
            const { secret } = await call(gamesApi.rotateSecret, { params: { vendorCode: open.vendor.vendorCode } })
            refresh()
            setOpen({ kind: 'secret', vendor: open.vendor, secret })
          }}
          onClose={() => setOpen((now) => (now?.kind === 'rotate' ? null : now))}
        />
      ) : null}
      {open?.kind === 'secret' ? (
        <Dialog title={t('wallets.secretTitle', { name: open.vendor.displayName })} onClose={() => setOpen(null)}>
          <p className="dialog-text">
            <strong>{t('wallets.secretText')}</strong>
          </p>
          <div className="secret-row">
            <code className="secret" data-testid="vendor-secret">
              {open.secret}
            </code>
            <CopyButton text={open.secret} label={t('wallets.copy')} done={t('wallets.copied')} />
          </div>
          <div className="dialog-actions">
            <button className="button button-primary" type="button" onClick={() => setOpen(null)}>
              {t('wallets.done')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  )
}

function EndpointDialog({
  vendor,
  onClose,
  onSaved,
}: {
  vendor: VendorWallet
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTexts(GAMES)
  const [value, setValue] = useState(vendor.apiBaseUrl ?? '')
  const valid = ENDPOINT.test(value.trim())
  const save = useMutation({
    mutationFn: () =>
      call(gamesApi.setEndpoint, { params: { vendorCode: vendor.vendorCode }, body: { apiBaseUrl: value.trim() } }),
    onSuccess: () => {
      onSaved()
      onClose()
    },
  })
  return (
    <Dialog title={t('wallets.endpointTitle', { name: vendor.displayName })} onClose={onClose}>
      <label className="field">
        <span className="field-label">{t('wallets.col.endpoint')}</span>
        <input
          className="input"
          value={value}
          aria-invalid={value !== '' && !valid}
          onChange={(event) => setValue(event.target.value)}
        />
        <span className="field-hint">{t('wallets.endpointHint')}</span>
        {value !== '' && !valid ? <span className="field-error">{t('wallets.endpointInvalid')}</span> : null}
      </label>
      <ErrorAlert error={save.error} />
      <div className="dialog-actions">
        <button className="button button-secondary" type="button" onClick={onClose}>
          {t('import.close')}
        </button>
        <button
          className="button button-primary"
          type="button"
          disabled={!valid || save.isPending}
          onClick={() => save.mutate()}
        >
          {t('wallets.save')}
        </button>
      </div>
    </Dialog>
  )
}
