import { Fragment, useState } from 'react'
import { useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import type { AuditRow } from './audit.api'
import { AuditDiff } from './audit-diff'
import { AUDIT } from './audit.texts'

const COLUMNS = 7

/** Audit rows as a dense table; a row opens in place to show what it changed. */
export function AuditTable({ rows, loading }: { rows: AuditRow[]; loading: boolean }) {
  const { t } = useTexts(AUDIT)
  const { me } = useOperator()
  const dateTime = useDateTime()
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const toggle = (id: string) => {
    const next = new Set(open)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setOpen(next)
  }
  const brandName = (id: number | null) =>
    id === null ? t('noBrand') : (me.brands.find((brand) => brand.id === id)?.name ?? `#${id}`)
  return (
    <div className="table-wrap">
      <table className="table audit-table" aria-label={t('table')} aria-busy={loading}>
        <thead>
          <tr>
            <th className="th-toggle" />
            <th>{t('col.at')}</th>
            <th>{t('col.actor')}</th>
            <th>{t('col.action')}</th>
            <th>{t('col.target')}</th>
            <th>{t('col.brand')}</th>
            <th>{t('col.ip')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const expanded = open.has(row.id)
            return (
              <Fragment key={row.id}>
                <tr className={expanded ? 'row-link row-open' : 'row-link'} onClick={() => toggle(row.id)}>
                  <td className="th-toggle">
                    <button
                      type="button"
                      className="row-toggle"
                      aria-expanded={expanded}
                      aria-label={t(expanded ? 'collapse' : 'expand', { id: row.id })}
                      onClick={(event) => {
                        event.stopPropagation()
                        toggle(row.id)
                      }}
                    >
                      {expanded ? '▾' : '▸'}
                    </button>
                  </td>
                  <td className="num">{dateTime(row.at, 'second')}</td>
                  <td>
                    <span className="actor">
                      <span className={`chip actor-${row.actorKind}`}>{t(`actor.${row.actorKind}`)}</span>
                      {row.actorName ?? row.actorId ?? ''}
                    </span>
                  </td>
                  <td>
                    <code className="code">{row.action}</code>
                  </td>
                  <td>
                    <span className="cell-clip" title={row.target ?? undefined}>
                      {row.target ?? ''}
                    </span>
                  </td>
                  <td className={row.merchantId === null ? 'muted' : undefined}>{brandName(row.merchantId)}</td>
                  <td className="num muted">{row.ip ?? ''}</td>
                </tr>
                {expanded ? (
                  <tr className="row-detail">
                    <td colSpan={COLUMNS}>
                      <AuditDiff row={row} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            )
          })}
          {rows.length === 0 ? (
            <tr>
              <td className="td-empty" colSpan={COLUMNS}>
                {loading ? t('loading') : t('empty')}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
}
