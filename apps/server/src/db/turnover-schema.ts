import type { ColumnType } from 'kysely'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** A settled fact counted towards turnover requirements, once (migration 0048). */
export interface TurnoverWagerTable {
  kind: 'round' | 'lottery'
  factId: bigint
  memberId: bigint
  amount: bigint
  settledAt: Date
  countedAt: Timestamp
  /** The round's game type, or LOTT / ELOTT for a lottery bet (Vietnam and 4D / electronic; migration 0049); null for facts counted before it. */
  category: string | null
}
