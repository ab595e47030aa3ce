import type { SheetDifference } from '@sea/contract'
import type { ReactNode } from 'react'
import { useTexts } from '../lib/i18n'
import type { Sheet } from './lottery.api'
import { LOTTERY } from './lottery.texts'
import './sheet.css'
import { FOUR_D, type Rank, VN_NORTH, VN_SOUTH } from './sheet-layout'

/** Numbers that a re-entry brought in, per "station/rank", to highlight on the sheet. */
function addedBy(differences: readonly SheetDifference[]): Map<string, Set<string>> {
  return new Map(differences.map((d) => [`${d.station ?? ''}/${d.rank}`, new Set(d.added)]))
}

/**
 * A result sheet as operators read it on the official boards: Vietnam with a column per station
 * and a row per prize rank, 4D with its three prizes first. Numbers changed since the earlier
 * entry are marked, so the confirming operator checks those twice.
 */
export function SheetView({ sheet, differences = [] }: { sheet: Sheet; differences?: readonly SheetDifference[] }) {
  const { t } = useTexts(LOTTERY)
  const changed = addedBy(differences)
  const number = (key: string, value: string, index: number) => {
    const isNew = changed.get(key)?.has(value) ?? false
    return (
      <span key={index} className={isNew ? 'lot-number lot-number-changed' : 'lot-number'} data-changed={isNew}>
        {value}
      </span>
    )
  }
  if (sheet.kind === 'electronic')
    return <div className="lot-balls">{sheet.numbers.map((n, i) => number('', String(n), i))}</div>
  if (sheet.kind === 'fourd') {
    const values: Record<string, string[]> = {
      first: [sheet.first],
      second: [sheet.second],
      third: [sheet.third],
      starters: sheet.starters,
      consolations: sheet.consolations,
    }
    return <RankTable ranks={FOUR_D} columns={[{ key: '', label: null, values }]} render={number} t={t} />
  }
  const layout: readonly Rank[] = sheet.sheets[0]?.region === 'north' ? VN_NORTH : VN_SOUTH
  return (
    <RankTable
      ranks={layout}
      columns={sheet.sheets.map((s) => ({ key: s.station, label: s.station, values: s.prizes }))}
      render={number}
      t={t}
    />
  )
}

function RankTable({
  ranks,
  columns,
  render,
  t,
}: {
  ranks: readonly Rank[]
  columns: { key: string; label: string | null; values: Record<string, string[]> }[]
  render: (key: string, value: string, index: number) => ReactNode
  t: (key: string) => string
}) {
  const labelled = columns.some((column) => column.label !== null)
  return (
    <table className="table lot-sheet">
      {labelled ? (
        <thead>
          <tr>
            <th />
            {columns.map((column) => (
              <th key={column.key}>{column.label}</th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {ranks.map(({ rank }) => (
          <tr key={rank} className={rank === 'DB' || rank === 'first' ? 'lot-sheet-top' : undefined}>
            <th scope="row">{t(`rank.${rank}`)}</th>
            {columns.map((column) => (
              <td key={column.key}>
                <span className="lot-numbers">
                  {(column.values[rank] ?? []).map((value, index) => render(`${column.key}/${rank}`, value, index))}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** What changed from the earlier entry, rank by rank: the numbers dropped and the ones brought in. */
export function DifferenceList({ differences }: { differences: readonly SheetDifference[] }) {
  const { t } = useTexts(LOTTERY)
  return (
    <table className="table lot-diff" aria-label={t('review.changes')}>
      <tbody>
        {differences.map((d) => (
          <tr key={`${d.station ?? ''}/${d.rank}`}>
            <th scope="row">
              {d.station ? `${d.station} · ` : ''}
              {t(`rank.${d.rank}`)}
            </th>
            <td>
              <span className="muted">{t('review.was')}</span>{' '}
              {d.removed.map((n) => (
                <del key={n} className="lot-number lot-number-removed">
                  {n}
                </del>
              ))}
            </td>
            <td>
              <span className="muted">{t('review.now')}</span>{' '}
              {d.added.map((n) => (
                <ins key={n} className="lot-number lot-number-changed">
                  {n}
                </ins>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
