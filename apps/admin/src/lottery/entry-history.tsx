import type { ColumnDef } from '@tanstack/react-table'
import { DataTable } from '../components/data-table'
import { useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperatorName } from './draw-status'
import type { DrawDetail } from './lottery.api'
import { LOTTERY } from './lottery.texts'
import { SheetView } from './result-sheet'

type Entry = DrawDetail['earlierEntries'][number]

const OUTCOME_BADGE: Record<Entry['outcome'], string> = {
  pending: 'badge badge-pending',
  confirmed: 'badge badge-ok',
  rejected: 'badge badge-disabled',
  replaced: 'badge lot-badge-neutral',
}

/** Every sheet entered for the draw, newest first, with who decided what and why; each sheet below. */
export function EntryHistory({ draw }: { draw: DrawDetail }) {
  const { t } = useTexts(LOTTERY)
  const at = useDateTime()
  const name = useOperatorName()
  const entries = [...(draw.currentEntry ? [draw.currentEntry] : []), ...draw.earlierEntries].sort((a, b) =>
    b.enteredAt.localeCompare(a.enteredAt),
  )
  const columns: ColumnDef<Entry>[] = [
    {
      id: 'enteredAt',
      accessorKey: 'enteredAt',
      header: t('history.enteredAt'),
      cell: (i) => at(i.row.original.enteredAt, 'second'),
    },
    { id: 'enteredBy', accessorFn: (e) => name(e.enteredBy), header: t('history.enteredBy') },
    {
      id: 'outcome',
      accessorKey: 'outcome',
      header: t('history.outcome'),
      cell: (i) => (
        <span className={OUTCOME_BADGE[i.row.original.outcome]}>{t(`history.outcomes.${i.row.original.outcome}`)}</span>
      ),
    },
    { id: 'decidedBy', accessorFn: (e) => name(e.decidedBy), header: t('history.decidedBy') },
    { id: 'reason', accessorFn: (e) => e.reason ?? '', header: t('history.reason') },
  ]
  return (
    <div className="lot-stack">
      <DataTable
        label={t('history.label')}
        columns={columns}
        page={entries}
        loading={false}
        empty={t('history.empty')}
        rowKey={(entry) => entry.entryId}
      />
      {entries.map((entry) => (
        <section key={entry.entryId} className="card">
          <div className="card-body">
            <h3 className="lot-subtitle">
              {at(entry.enteredAt, 'second')} · {name(entry.enteredBy)}{' '}
              <span className={OUTCOME_BADGE[entry.outcome]}>{t(`history.outcomes.${entry.outcome}`)}</span>
            </h3>
            <SheetView sheet={entry.sheet} />
          </div>
        </section>
      ))}
    </div>
  )
}
