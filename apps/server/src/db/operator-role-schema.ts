import type { OperatorRole } from '@sea/contract'

// Operators' roles (migration 0034, decision 052). Kept apart from schema.ts to keep files short.

/** One role an operator holds; the CHECK holds the contract's list of roles. */
export interface OperatorRoleTable {
  operatorId: number
  role: OperatorRole
}
