// What a transfer asks for and what it answers: the ledger's request and result types.

export interface TransferEntry {
  accountId: bigint
  /** Minor units; positive adds to the account's balance, negative takes from it. */
  amount: bigint
}

export interface TransferRequest {
  /** The caller's key: the same key and payload answer the same, once applied. */
  idempotencyKey: string
  merchantId: number
  currency: string
  kind: string
  /** The business reference (deposit id, bet id...): one transfer per kind and reference. */
  externalRef: string
  entries: TransferEntry[]
  metadata?: Record<string, unknown>
  /**
   * History and imports only (decision 031): when the movement happened, if before now. Never after
   * the booking, never before the latest entry of an account it touches (validation_failed).
   */
  effectiveAt?: Date
}

export interface TransferResult {
  transactionId: bigint
  /** Balances after the transfer, by account id. */
  balances: Map<bigint, bigint>
  /** True when this call found the transfer already applied under its key. */
  replayed: boolean
}
