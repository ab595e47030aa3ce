import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ErrorAlert } from '../components/common'
import { PRODUCTS } from '../dashboard/products.texts'
import { call } from '../lib/api'
import { useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { type BrandVendor, gamesApi } from './games.api'
import { GAMES } from './games.texts'
import { MaintenanceDialog } from './maintenance-dialog'

type Flag = 'enabled' | 'isHot' | 'isNew'

/** Swaps a vendor with its neighbour in the same category (the list is grouped by category). */
function move(list: BrandVendor[], code: string, step: -1 | 1): BrandVendor[] {
  const at = list.findIndex((v) => v.vendorCode === code)
  const target = at + step
  if (at < 0 || list[target]?.category !== list[at]?.category) return list
  const next = [...list]
  ;[next[at], next[target]] = [next[target]!, next[at]!]
  return next
}

/** The brand's vendors by category: on or off, hot, new, the order, and the maintenance window. */
export function VendorsPanel({ merchantId }: { merchantId: number }) {
  const { t } = useTexts(GAMES)
  const products = useTexts(PRODUCTS).t
  const { can } = useOperator()
  const manage = can('games.manage')
  const dateTime = useDateTime()
  const queryClient = useQueryClient()
  const key = ['games', 'vendors', merchantId]
  const query = useQuery({ queryKey: key, queryFn: () => call(gamesApi.vendors, { params: { merchantId } }) })
  // The operator's unsaved version of the list; null while it is the server's.
  const [edited, setEdited] = useState<BrandVendor[] | null>(null)
  const list = edited ?? query.data ?? []
  const dirty = edited !== null
  const [windowOf, setWindowOf] = useState<BrandVendor | null>(null)
  const save = useMutation({
    mutationFn: () =>
      call(gamesApi.saveVendors, {
        params: { merchantId },
        body: {
          vendors: list.map((v, i) => ({
            vendorCode: v.vendorCode,
            enabled: v.enabled,
            sortOrder: i,
            isHot: v.isHot,
            isNew: v.isNew,
          })),
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved)
      setEdited(null)
    },
  })
  const change = (next: BrandVendor[]) => {
    setEdited(next)
    save.reset()
  }
  const toggle = (code: string, flag: Flag) =>
    change(list.map((v) => (v.vendorCode === code ? { ...v, [flag]: !v[flag] } : v)))
  const categories = [...new Set(list.map((v) => v.category))]
  return (
    <div className="games-vendors">
      <ErrorAlert error={query.error ?? save.error} />
      {manage ? (
        <div className="card toolbar games-savebar">
          <span className="toolbar-count">
            {dirty ? t('vendors.unsaved') : save.isSuccess ? t('vendors.saved') : ''}
          </span>
          <button
            className="button button-primary"
            type="button"
            disabled={!dirty || save.isPending}
            onClick={() => save.mutate()}
          >
            {t('vendors.save')}
          </button>
        </div>
      ) : null}
      {categories.map((category) => {
        const vendors = list.filter((v) => v.category === category)
        const name = products(category, { defaultValue: category })
        return (
          <section key={category} className="card games-category" aria-label={t('vendors.label', { category: name })}>
            <h2 className="games-category-title">{name}</h2>
            <ul className="games-vendor-list">
              {vendors.map((v, i) => (
                <li key={v.vendorCode} className={v.enabled ? 'games-vendor' : 'games-vendor games-vendor-off'}>
                  {manage ? (
                    <span className="games-order">
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={t('vendors.up', { name: v.displayName })}
                        disabled={i === 0}
                        onClick={() => change(move(list, v.vendorCode, -1))}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={t('vendors.down', { name: v.displayName })}
                        disabled={i === vendors.length - 1}
                        onClick={() => change(move(list, v.vendorCode, 1))}
                      >
                        ↓
                      </button>
                    </span>
                  ) : null}
                  <span className="games-vendor-name">
                    <strong>{v.displayName}</strong>
                    <span className="games-muted">
                      {v.vendorCode} · {t('vendors.games', { on: v.gamesOn, all: v.games })}
                    </span>
                  </span>
                  <span className="games-badges">
                    {!v.platformEnabled ? (
                      <span className="badge badge-disabled">{t('vendors.platformOff')}</span>
                    ) : null}
                    {v.comingSoon ? <span className="badge badge-pending">{t('vendors.comingSoon')}</span> : null}
                    {v.maintenance ? (
                      <span className={v.underMaintenance ? 'badge badge-pending' : 'badge'}>
                        {v.underMaintenance
                          ? t('vendors.underMaintenance', { end: dateTime(v.maintenance.end) })
                          : t('vendors.planned', {
                              start: dateTime(v.maintenance.start),
                              end: dateTime(v.maintenance.end),
                            })}
                      </span>
                    ) : null}
                  </span>
                  {(['enabled', 'isHot', 'isNew'] as const).map((flag) => (
                    <label key={flag} className="games-switch">
                      <input
                        type="checkbox"
                        checked={v[flag]}
                        disabled={!manage}
                        onChange={() => toggle(v.vendorCode, flag)}
                        aria-label={`${t(`vendors.${flag === 'enabled' ? 'on' : flag === 'isHot' ? 'hot' : 'new'}`)}: ${v.displayName}`}
                      />
                      {t(`vendors.${flag === 'enabled' ? 'on' : flag === 'isHot' ? 'hot' : 'new'}`)}
                    </label>
                  ))}
                  {manage ? (
                    <button
                      className="button button-secondary button-small"
                      type="button"
                      onClick={() => setWindowOf(v)}
                    >
                      {t('vendors.maintenance')}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        )
      })}
      {windowOf ? (
        <MaintenanceDialog
          merchantId={merchantId}
          vendor={windowOf}
          onClose={() => setWindowOf(null)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: key })}
        />
      ) : null}
    </div>
  )
}
