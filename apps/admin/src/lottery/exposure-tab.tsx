import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatMoney } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { type ExposureRow, lotteryApi } from './lottery.api'
import { LOTTERY } from './lottery.texts'

const TOPS = [25, 50, 100] as const

/** "HCM:lo2:24" is station, play type and number; a key without a station has two parts. */
function partsOf(key: string) {
  const parts = key.split(':')
  const number = parts.pop() ?? ''
  const playType = parts.pop() ?? ''
  return { station: parts.join(':'), playType, number }
}

/**
 * What the house would pay per number, fullest against the brand's cap first: the top N rows
 * the server ranks, narrowed to the numbers that contain what the operator types.
 */
export function ExposureTab({ drawId }: { drawId: string }) {
  const { t } = useTexts(LOTTERY)
  const { me, brandId } = useOperator()
  const [top, setTop] = useState<number>(TOPS[0])
  const [number, setNumber] = useState('')
  const query = { pageSize: top, ...(brandId === null ? {} : { merchantId: brandId }) }
  const exposure = useQuery({
    queryKey: ['lottery', 'exposure', drawId, query],
    queryFn: () => call(lotteryApi.exposure, { params: { drawId }, query }),
    placeholderData: keepPreviousData,
  })
  const brandName = (id: number) => me.brands.find((brand) => brand.id === id)?.name ?? `#${id}`
  const wanted = number.trim()
  const rows = (exposure.data?.content ?? []).filter((row) => !wanted || partsOf(row.key).number.includes(wanted))
  const columns: ColumnDef<ExposureRow>[] = [
    {
      id: 'number',
      accessorFn: (row) => partsOf(row.key).number,
      header: t('exposure.number'),
      cell: (info) => <span className="lot-number">{info.getValue<string>()}</span>,
    },
    { id: 'playType', accessorFn: (row) => partsOf(row.key).playType, header: t('exposure.playType') },
    { id: 'station', accessorFn: (row) => partsOf(row.key).station, header: t('exposure.station') },
    { id: 'brand', accessorFn: (row) => brandName(row.merchantId), header: t('exposure.brand') },
    {
      id: 'liability',
      accessorFn: (row) => Number(row.liability),
      header: t('exposure.liability'),
      meta: { align: 'end' },
      cell: (info) => formatMoney(info.row.original.liability, info.row.original.currency),
    },
    {
      id: 'cap',
      accessorFn: (row) => Number(row.cap),
      header: t('exposure.cap'),
      meta: { align: 'end' },
      cell: (info) => formatMoney(info.row.original.cap, info.row.original.currency),
    },
    {
      id: 'used',
      accessorKey: 'usedPercent',
      header: t('exposure.used'),
      meta: { align: 'end' },
      cell: (info) => <UsedBar percent={info.row.original.usedPercent} />,
    },
  ]
  return (
    <div className="lot-stack">
      <p className="muted">{t('exposure.note')}</p>
      <DataTable
        label={t('exposure.label')}
        columns={columns}
        page={rows}
        loading={exposure.isPending}
        error={exposure.error}
        empty={t('exposure.empty')}
        rowKey={(row) => `${row.merchantId}:${row.key}`}
        toolbar={
          <div className="filters">
            <input
              className="input input-search"
              type="search"
              inputMode="numeric"
              placeholder={t('exposure.searchHint')}
              aria-label={t('exposure.search')}
              value={number}
              onChange={(event) => setNumber(event.target.value.replace(/\D/g, ''))}
            />
            <select
              className="select"
              aria-label={t('exposure.top')}
              value={top}
              onChange={(event) => setTop(Number(event.target.value))}
            >
              {TOPS.map((n) => (
                <option key={n} value={n}>
                  {t('exposure.topN', { count: n })}
                </option>
              ))}
            </select>
          </div>
        }
      />
    </div>
  )
}

function UsedBar({ percent }: { percent: number }) {
  const level = percent >= 90 ? 'lot-used-high' : percent >= 60 ? 'lot-used-mid' : 'lot-used-low'
  return (
    <span className="lot-used">
      <span className="lot-used-track" aria-hidden="true">
        <span className={`lot-used-fill ${level}`} style={{ width: `${Math.min(percent, 100)}%` }} />
      </span>
      <span className="num">{percent.toFixed(2)}%</span>
    </span>
  )
}
