import type { Generated } from 'kysely'

// The audit chain's verification checkpoint (migration 0039). Kept apart from schema.ts to keep files short.

/** The one row: how far the chain is verified, the first broken link found, and the run in progress. */
export interface AuditVerificationTable {
  id: Generated<boolean>
  verifiedId: Generated<bigint>
  verifiedHash: Generated<string>
  verifiedRows: Generated<bigint>
  verifiedAt: Date | null
  brokenId: bigint | null
  brokenAt: Date | null
  runningSince: Date | null
  runningUntil: Date | null
  runningBy: string | null
  runningFull: Generated<boolean>
}
