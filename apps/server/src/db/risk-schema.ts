import type { RiskFlagStatus, RiskRule, RiskSeverity } from '@sea/contract'
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

// Risk rules' tables (migration 0063, decision 058). Kept apart from schema.ts to keep files short.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** A flag a rule raised once (unique dedupe key per brand); resolved or dismissed, it stays. */
export interface RiskFlagTable {
  id: Generated<bigint>
  merchantId: number
  memberId: bigint
  rule: RiskRule
  severity: RiskSeverity
  dedupeKey: string
  /** The rows and figures that triggered the rule, as the rule wrote them. */
  evidence: JSONColumnType<Record<string, unknown>>
  status: Generated<RiskFlagStatus>
  note: string | null
  decidedBy: number | null
  decidedAt: Date | null
  raisedAt: Timestamp
}

/** The rules job's one row: the settled facts up to scanned_to were read. */
export interface RiskCursorTable {
  id: Generated<boolean>
  scannedTo: Timestamp
  runs: Generated<bigint>
}
