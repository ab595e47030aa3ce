import type { ClaimKind } from '@sea/contract'
import type { Generated } from 'kysely'

// The cashier's claims (migration 0037, decision 052). Kept apart from schema.ts to keep files short.

/** One operator's hold on a queue item; live while expiresAt is ahead. */
export interface CashierClaimTable {
  itemKind: ClaimKind
  itemId: bigint
  operatorId: number
  claimedAt: Generated<Date>
  expiresAt: Date
}
