import { useState } from 'react'
import { ConfirmDialog } from '../components/confirm-dialog'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { type BrandVendor, gamesApi } from './games.api'
import { GAMES } from './games.texts'

/** A datetime-local value (the browser's time zone) for an instant, and back. */
const toLocal = (iso: string) => {
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
const fromLocal = (value: string) => new Date(value).toISOString()

/** Sets or clears a vendor's maintenance window on the brand. */
export function MaintenanceDialog({
  merchantId,
  vendor,
  onClose,
  onSaved,
}: {
  merchantId: number
  vendor: BrandVendor
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTexts(GAMES)
  const hour = 3_600_000
  const [start, setStart] = useState(() => toLocal(vendor.maintenance?.start ?? new Date().toISOString()))
  const [end, setEnd] = useState(() =>
    toLocal(vendor.maintenance?.end ?? new Date(Date.now() + 2 * hour).toISOString()),
  )
  const ordered = start !== '' && end !== '' && new Date(end) > new Date(start)
  const params = { merchantId, vendorCode: vendor.vendorCode }
  return (
    <ConfirmDialog
      title={t('window.title', { name: vendor.displayName })}
      text={t('window.text')}
      ready={ordered}
      confirmLabel={t('window.save')}
      action={() =>
        call(gamesApi.maintenance, { params, body: { maintenance: { start: fromLocal(start), end: fromLocal(end) } } })
      }
      onClose={onClose}
      onDone={onSaved}
    >
      <div className="games-window">
        <label className="field">
          <span className="field-label">{t('window.start')}</span>
          <input className="input" type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} />
        </label>
        <label className="field">
          <span className="field-label">{t('window.end')}</span>
          <input
            className="input"
            type="datetime-local"
            value={end}
            aria-invalid={!ordered}
            onChange={(e) => setEnd(e.target.value)}
          />
          {!ordered ? <span className="field-error">{t('window.order')}</span> : null}
        </label>
      </div>
      {vendor.maintenance ? (
        <button
          className="button button-secondary button-small"
          type="button"
          onClick={() =>
            void call(gamesApi.maintenance, { params, body: { maintenance: null } }).then(() => {
              onSaved()
              onClose()
            })
          }
        >
          {t('window.clear')}
        </button>
      ) : null}
    </ConfirmDialog>
  )
}
