import type { ReactNode } from 'react'
import { Icon, type IconName } from '../../../components/ui/icon'
import { formatMoney } from '../../../lib/format'
import type { RecordColumn } from './record-list'
import '../../../components/ui/icon-tile.css'

/** A ledger row's lead cell: the movement's icon, tinted by which way it moved, over its label and a detail. */
export function RecordType({
  way,
  icon,
  label,
  sub,
}: {
  way: string
  icon: IconName
  label: ReactNode
  sub: ReactNode
}) {
  return (
    <span className="records-type">
      <span className={`records-type__icon icon-tile icon-tile--primary records-type__icon--${way}`}>
        <Icon name={icon} size={16} />
      </span>
      <span>
        {label}
        <span className="records-sub">{sub}</span>
      </span>
    </span>
  )
}

/** When the row happened, in the member's time zone (hidden on a phone card). */
export function timeColumn<Row extends { time: string }>(
  header: string,
  dateTime: (instant: string) => string,
): RecordColumn<Row> {
  return { header, cellClass: 'time card-wide', cell: (row) => dateTime(row.time) }
}

/** The wallet's balance once the row was booked. */
export function balanceColumn<Row extends { balanceAfter: string }>(header: string): RecordColumn<Row> {
  return { header, num: true, cellClass: 'num card-wide', cell: (row) => formatMoney(row.balanceAfter) }
}
